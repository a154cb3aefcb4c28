/**
 * `wh40k turn ... --vary KNOB=VALUES` (issue 15: "the same sweeps as calc"): calc's knobs that a turn
 * takes (rules/tenth/matchup/turn-options.ts REFUSED are not knobs: their reason is said), plus the turn's own
 * (overwatch, fight-back, phases). Each variant is the plain `turn` with that option set; a row (or a
 * grid's cell) shows both sides: each one's models lost (mean, P(wiped)) and the points traded. The
 * variants and the grid are the shared sweep core's (sweep.ts, vary-grid.ts).
 */
import { fixed, percent } from '../numbers.js';
import { REFUSED, kebab } from '../rules/tenth/matchup/turn-options.js';
import { TURN_PHASES, type SideLosses, type TurnReport } from '../rules/tenth/matchup/turn-result.js';
import type { CalcOptions } from '../rules/tenth/matchup/options.js';
import type { Roster } from '../profiles/registry.js';
import { TooLargeError } from '../rules/tenth/engine.js';
import { describeFailure, EXIT, UsageError } from './errors.js';
import { SCHEMA_VERSION, type Sheet } from './sheet.js';
import { knobsOf, knobVariants, variantErrors, type KnobTable, type Variant } from './sweep.js';
import { runTurnCommand } from './turn.js';
import { parsePhases, type TurnFlags } from './turn-phases.js';
import { TENTH_FLAGS } from '../rules/tenth/flags.js';
import { gridRows, variantGrid } from './vary-grid.js';

/** A turn's options as a sweep sets them: `phases` may be a knob's value (`shoot+fight`), `fightBack` unset (on). */
export type TurnVaryOptions = CalcOptions & { overwatch?: boolean; fightBack?: boolean; phases?: string | TurnFlags['phases'] };

const refusedKeys = new Set<string>(REFUSED.map(([key]) => key));

/** calc's knobs (its flags', rules/tenth/flags.ts). */
const CALC_KNOBS = knobsOf(TENTH_FLAGS);

/** calc's knobs a turn takes, and the turn's own. */
const KNOBS: KnobTable<keyof TurnVaryOptions> = {
  ...Object.fromEntries(Object.entries(CALC_KNOBS).filter(([, k]) => !refusedKeys.has(k.key))),
  overwatch: { key: 'overwatch', kind: 'switch' },
  'fight-back': { key: 'fightBack', kind: 'switch' },
  phases: { key: 'phases', kind: 'choice', choices: ['shoot', 'fight', 'shoot+fight'] },
};

/** At most this many turns in one sweep (each a whole turn, up to about a second: turn-volley.ts MAX_TURN_WORK). */
const MAX_TURNS = 200;

const forVariant = variantErrors((e): e is Error => describeFailure(e).code === EXIT.usage);

function variants(spec: string, base: TurnVaryOptions): { knob: string; variants: Variant<TurnVaryOptions>[] } {
  const name = /^([a-z-]+)/.exec(spec.trim())?.[1];
  const refused = REFUSED.find(([key]) => kebab(key) === name);
  if (refused) throw new UsageError(`turn --vary ${name}: not a knob of turn (${refused[1]})`);
  return knobVariants(spec, base, KNOBS);
}

/** One cell: what each side lost, and the trade. */
function sideCell(s: SideLosses) {
  return { modelsLost: { mean: s.modelsLost.mean, wipe: s.modelsLost.wipe, wiped: s.modelsLost.wipe, median: s.modelsLost.median, p10: s.modelsLost.p10, p90: s.modelsLost.p90 }, woundsLost: { mean: s.woundsLost.mean }, pointsLost: s.pointsLost };
}

function turnCell(value: string, r: TurnReport) {
  return { value, phases: r.phases.map((p) => p.phase), target: sideCell(r.target), attacker: sideCell(r.attacker), trade: r.trade };
}

export type TurnVaryCell = ReturnType<typeof turnCell>;

interface TurnVaryHead {
  readonly schemaVersion: number;
  readonly kind: 'vary';
  readonly command: 'turn';
  readonly knob: string;
  readonly attacker: string;
  readonly target: string;
  readonly notes: readonly string[];
}

/** README 'JSON output', kind "vary" of `turn`: a row per value, or (--vary twice) rows of cells by `columnKnob`. */
export type TurnVaryJson =
  | (TurnVaryHead & { readonly rows: readonly TurnVaryCell[] })
  | (TurnVaryHead & { readonly columnKnob: string; readonly columns: readonly string[]; readonly rows: readonly { value: string; cells: readonly TurnVaryCell[] }[] });

/**
 * `turn ATTACKER vs TARGET --vary ...`: every variant's turn. `base` is the command line's options;
 * its `fightBack` is false only when --no-fight-back was given (then fight-back is not a knob to vary).
 */
export function runTurnVary(roster: Roster, words: readonly string[], specs: readonly string[], base: CalcOptions & TurnFlags): TurnVaryJson {
  const { simulate, seed: _seed, fightBack, ...options } = base;
  if (simulate) throw new UsageError('turn --vary: --simulate plays one turn; simulate the turn of one value without --vary');
  if (!fightBack && specs.some((s) => /^\s*fight-back\b/.test(s))) throw new UsageError('--vary fight-back: --no-fight-back is also given; give one or the other');
  const start: TurnVaryOptions = { ...options, fightBack: fightBack ? undefined : false };
  const { first, second, list } = variantGrid(specs, start, variants);
  if (list.length > MAX_TURNS) throw new TooLargeError(`turn --vary: ${list.length} turns, more than ${MAX_TURNS} (the limit); vary over fewer values`);
  const reports = list.map((v) => forVariant(v, () => runTurnCommand(roster, words, turnOptions(v.options)).report));
  const cells = reports.map((r, i) => turnCell(list[i].label, r));
  const head = { schemaVersion: SCHEMA_VERSION, kind: 'vary' as const, command: 'turn' as const, knob: first.knob };
  const names = { attacker: reports[0].attacker.name, target: reports[0].target.name };
  const notes = [...new Set(reports.flatMap((r) => r.notes))];
  if (!second) return { ...head, ...names, rows: cells, notes };
  const columns = second.variants.map((c) => c.label);
  return { ...head, columnKnob: second.knob, ...names, columns, rows: gridRows(first.variants.map((r) => r.label), columns, cells), notes };
}

/** A variant's options as `turn` takes them: `shoot+fight` as its phases, fight back on unless set off. */
function turnOptions(o: TurnVaryOptions): CalcOptions & TurnFlags {
  const phases = typeof o.phases === 'string' ? parsePhases(o.phases.replaceAll('+', ',')) : (o.phases ?? TURN_PHASES);
  return { ...o, phases, fightBack: o.fightBack ?? true };
}

const isGrid = (v: TurnVaryJson): v is Extract<TurnVaryJson, { columnKnob: string }> => 'columnKnob' in v;

const NUMBER_COLUMNS = ['target_models_lost_mean', 'target_p_wiped', 'attacker_models_lost_mean', 'attacker_p_wiped', 'target_points_lost', 'attacker_points_lost'];
const numbers = (c: TurnVaryCell) => [c.target.modelsLost.mean, c.target.modelsLost.wipe, c.attacker.modelsLost.mean, c.attacker.modelsLost.wipe, c.trade.targetPointsLost ?? '', c.trade.attackerPointsLost ?? ''];

/** csv: a row per value (or per pair: `row`, `column`), both sides' numbers as fractions. */
export function turnVaryCsv(v: TurnVaryJson): Sheet {
  if (isGrid(v)) return { columns: ['row', 'column', ...NUMBER_COLUMNS], rows: v.rows.flatMap((r) => r.cells.map((c) => [r.value, c.value, ...numbers(c)])) };
  return { columns: ['value', ...NUMBER_COLUMNS], rows: v.rows.map((c) => [c.value, ...numbers(c)]) };
}

/** Table and Markdown: a row per value with both sides, or a grid of "target lost (P wiped) / attacker lost (P wiped)". */
export function turnVaryPeople(v: TurnVaryJson): Sheet {
  const both = (c: TurnVaryCell) => `${fixed(c.target.modelsLost.mean)} (${percent(c.target.modelsLost.wipe)}) / ${fixed(c.attacker.modelsLost.mean)} (${percent(c.attacker.modelsLost.wipe)})`;
  if (isGrid(v)) {
    return {
      title: `${v.attacker} vs ${v.target}, a turn: ${v.target} models lost (P(wiped)) / ${v.attacker} models lost (P(wiped)), rows ${v.knob}, columns ${v.columnKnob}`,
      columns: [`${v.knob} \\ ${v.columnKnob}`, ...v.columns],
      rows: v.rows.map((r) => [r.value, ...r.cells.map(both)]),
    };
  }
  const points = (p: number | null) => (p === null ? '-' : fixed(p));
  return {
    title: `${v.attacker} vs ${v.target}, a turn, varying ${v.knob}`,
    columns: ['Value', `${v.target} models lost`, `P(${v.target} wiped)`, `${v.attacker} models lost`, `P(${v.attacker} wiped)`, 'Points removed', 'Points lost'],
    rows: v.rows.map((c) => [
      c.value,
      fixed(c.target.modelsLost.mean),
      percent(c.target.modelsLost.wipe),
      fixed(c.attacker.modelsLost.mean),
      percent(c.attacker.modelsLost.wipe),
      points(c.trade.targetPointsLost),
      points(c.trade.attackerPointsLost),
    ]),
  };
}
