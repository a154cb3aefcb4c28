/**
 * `wh40k turn ... --vary KNOB=VALUES` (issue 15: "the same sweeps as calc"): calc's knobs that a turn
 * takes (the ruleset's turnRefuses are not knobs: their reason is said), plus the turn's own
 * (overwatch, fight-back, phases). Each variant is the plain `turn` with that option set; a row (or a
 * grid's cell) shows both sides: each one's models lost (mean, P(wiped)) and the points traded. The
 * variants and the grid are the shared sweep core's (sweep.ts, vary-grid.ts).
 */
import { fixed, percent } from '../numbers.js';
import type { TurnJson, TurnShown, TurnSideJson } from '../rules/contract.js';
import { WorkBudgetError } from '../rules/errors.js';
import type { Ruleset } from '../rules/ruleset.js';
import { describeFailure, EXIT, UsageError } from './errors.js';
import { SCHEMA_VERSION, type Sheet } from './sheet.js';
import { knobsOf, knobVariants, variantErrors, type KnobTable, type Variant } from './sweep.js';
import { runTurnCommand } from './turn.js';
import { parsePhases, turnPhases, type TurnFlags } from './turn-phases.js';
import { gridRows, variantGrid } from './vary-grid.js';
import { flagName } from '../rules/flags.js';

/** A turn's options as a sweep sets them: `phases` may be a knob's value (`shoot+fight`), `fightBack` unset (on). */
export type TurnVaryOptions = Record<string, unknown> & { overwatch?: boolean; fightBack?: boolean; phases?: string | TurnFlags['phases'] };

/** The matchup's knobs a turn takes (its flags', less those it refuses), then the turn's own, and `phases`: each phase, and all of them joined by +. */
function knobsOfTurn(ruleset: Ruleset): KnobTable<string> {
  const refused = new Set(ruleset.turnRefuses.map(([key]) => key));
  const phases = turnPhases(ruleset);
  return {
    ...knobsOf(ruleset.flags.filter((f) => !refused.has(f.key))),
    ...knobsOf(ruleset.turnFlags),
    phases: { key: 'phases', kind: 'choice', choices: [...phases, phases.join('+')] },
  };
}

/** At most this many turns in one sweep (each a whole turn, up to about a second: turn-volley.ts MAX_TURN_WORK). */
const MAX_TURNS = 200;

const forVariant = variantErrors((e): e is Error => describeFailure(e).code === EXIT.usage);

function variants(ruleset: Ruleset, spec: string, base: TurnVaryOptions): { knob: string; variants: Variant<TurnVaryOptions>[] } {
  const name = /^([a-z-]+)/.exec(spec.trim())?.[1];
  const refused = ruleset.turnRefuses.find(([key]) => ruleset.flags.some((f) => f.key === key && flagName(f) === name));
  if (refused) throw new UsageError(`turn --vary ${name}: not a knob of turn (${refused[1]})`);
  return knobVariants(spec, base, knobsOfTurn(ruleset));
}

/** One cell: what each side lost, and the trade. */
function sideCell(s: TurnSideJson) {
  return { modelsLost: { mean: s.modelsLost.mean, wipe: s.modelsLost.wipe, wiped: s.modelsLost.wipe, median: s.modelsLost.median, p10: s.modelsLost.p10, p90: s.modelsLost.p90 }, woundsLost: { mean: s.woundsLost.mean }, pointsLost: s.pointsLost };
}

function turnCell(value: string, r: TurnJson) {
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
export async function runTurnVary(ruleset: Ruleset, units: unknown, words: readonly string[], specs: readonly string[], base: TurnFlags & Record<string, unknown>): Promise<TurnVaryJson> {
  // --simulate with --vary is refused by the command (command-options.ts refuseIdleSimulation).
  const { simulate: _simulate, seed: _seed, fightBack, ...options } = base;
  if (!fightBack && specs.some((s) => /^\s*fight-back\b/.test(s))) throw new UsageError('--vary fight-back: --no-fight-back is also given; give one or the other');
  const start: TurnVaryOptions = { ...options, fightBack: fightBack ? undefined : false };
  const { first, second, list } = variantGrid(specs, start, (spec, o) => variants(ruleset, spec, o));
  if (list.length > MAX_TURNS) throw new WorkBudgetError(`turn --vary: ${list.length} turns, more than ${MAX_TURNS} (the limit); vary over fewer values`);
  const reports: TurnJson[] = [];
  for (const v of list) reports.push(await variantTurn(v, () => runTurnCommand(ruleset, units, words, turnOptions(ruleset, v.options))));
  const cells = reports.map((r, i) => turnCell(list[i].label, r));
  const head = { schemaVersion: SCHEMA_VERSION, kind: 'vary' as const, command: 'turn' as const, knob: first.knob };
  const names = { attacker: reports[0].attacker.name, target: reports[0].target.name };
  const notes = [...new Set(reports.flatMap((r) => r.notes))];
  if (!second) return { ...head, ...names, rows: cells, notes };
  const columns = second.variants.map((c) => c.label);
  return { ...head, columnKnob: second.knob, ...names, columns, rows: gridRows(first.variants.map((r) => r.label), columns, cells), notes };
}

/** A variant's turn, its input errors named with the variant (sweep.ts variantErrors). */
async function variantTurn(v: Variant<TurnVaryOptions>, turn: () => Promise<TurnShown>): Promise<TurnJson> {
  try {
    return (await turn()).json;
  } catch (e) {
    return forVariant(v, () => {
      throw e;
    });
  }
}

/** A variant's options as `turn` takes them: `shoot+fight` as its phases, fight back on unless set off. */
function turnOptions(ruleset: Ruleset, o: TurnVaryOptions): TurnVaryOptions {
  const phases = typeof o.phases === 'string' ? parsePhases(turnPhases(ruleset), o.phases.replaceAll('+', ',')) : (o.phases ?? turnPhases(ruleset));
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
