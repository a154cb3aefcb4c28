import type { MatchupEngine, MatchupNumbers, Pairing, Ruleset } from '../rules/ruleset.js';
import { inShard, type Shard } from './pool.js';
import { runEach, uncomputed, type Outcome } from './outcomes.js';
import { SCHEMA_VERSION, type Metric } from './sheet.js';
import { splitLists } from '../rules/matchup-words.js';
import { uncomputedCell } from './compare-sheet.js';
import type { CompareCell, CompareJson, ComputedCell } from '../rules/contract.js';
import { inPhase, metricValue, splitPhase, type PhaseChoice } from './phase.js';

export type { CompareJson, ComputedCell };
export { compareRows, compareSheet } from './compare-sheet.js';

export interface RunSettings {
  readonly jobs: number;
  readonly shard?: Shard;
  readonly progress: (done: number, total: number) => void;
  /** Each cell also carries its kill distribution (`--distributions`). */
  readonly distributions?: boolean;
}

/** Every attacker against every target named in `args` (`A,B vs X,Y`), units of the ruleset found among `units`. */
export async function compare(ruleset: Ruleset, units: unknown, args: readonly string[], options: object, metric: Metric, run: RunSettings, otherNames?: () => Promise<readonly string[]>): Promise<CompareJson> {
  const [attackerNames, targetNames] = splitLists(args, ruleset.unitNames(units));
  const found = async (names: readonly string[]) => {
    const list = [];
    for (const n of names) list.push(await ruleset.unit(units, n, otherNames));
    return list;
  };
  const attackers = await found(attackerNames);
  const targets = await found(targetNames);
  return compareCells(await ruleset.matchups(), attackers as readonly { name: string }[], targets as readonly { name: string }[], options, metric, run, ruleset.jsonTag);
}

/** Every attacker against every target: rows attackers, columns targets; a cell that cannot be computed is n/a. */
export async function compareCells<Unit extends { readonly name: string }>(
  engine: MatchupEngine,
  attackers: readonly Unit[],
  targets: readonly Unit[],
  given: object,
  metric: Metric,
  run: RunSettings,
  /** What the JSON says after `kind` (the ruleset value's jsonTag: its name; none for 10th edition, whose JSON is older than the key). */
  tag: Readonly<Record<string, string>> = {},
): Promise<CompareJson> {
  // --phase (phase.ts): ranged or melee as --ranged or --melee; best, both phases of each cell.
  const { options, best } = splitPhase(given as { phase?: PhaseChoice });
  const phases = best ? PHASES.map((p) => inPhase(options, p)) : [options];
  const all: (Pairing<Unit> & { index: number })[] = attackers.flatMap((attacker, a) =>
    targets.map((target, t) => ({ index: a * targets.length + t, attacker, target, options })),
  );
  const mine = run.shard ? all.filter((m) => inShard(m.index, run.shard)) : all;
  // One phase: the matchups as made (their options are it), not a copy of each (a sweep has thousands, issue 30).
  const each = best ? mine.flatMap((m) => phases.map((o) => ({ ...m, options: o }))) : mine;
  // A cell reads only the names and the numbers: units sharing a statline share one calculation, and an
  // engine that makes the numbers alone for less (MatchupEngine numbers) makes only them, here and on threads.
  const view = (json: MatchupNumbers) => cellJson(engine, json, run.distributions);
  const numbers = engine.numbers?.bind(engine);
  const computing: MatchupEngine = numbers ? { ...engine, json: (m) => numbers(m), threadsMake: 'numbers' } : engine;
  const results = await runEach(computing, each, run.jobs, false, run.progress, !run.shard, engine.sameResultKeys(false), view);
  const computed = each.map((m, i) => cellOf(engine, m, results[i]));
  const cells = best ? mine.map((_, i) => bestPhase(metric, computed[2 * i], computed[2 * i + 1])) : computed;
  const notes = engine.saysAssumptions ? [...new Set(results.flatMap((r) => (uncomputed(r) ? [] : r.notes)))] : [];
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'compare',
    ...tag,
    metric,
    options: engine.shownOptions(options) as CompareJson['options'],
    ...(best ? { phase: 'best' as const } : {}),
    attackers: attackers.map((u) => u.name),
    targets: targets.map((u) => u.name),
    total: all.length,
    ...(run.shard ? { shard: run.shard } : {}),
    cells,
    ...(engine.saysAssumptions ? { notes } : {}),
  };
}

const PHASES = ['ranged', 'melee'] as const;

/** --phase best: of a cell's ranged and melee results, the higher value of the metric (ties: ranged), saying which; n/a only if both are. */
function bestPhase(metric: Metric, ranged: CompareCell, melee: CompareCell): CompareCell {
  // A ruleset whose cells say their phase in its own words (the legacy ruleset's "shooting", "fight") keeps them.
  const said = (cell: ComputedCell, phase: string): CompareCell => ({ ...cell, phase: cell.phase ?? phase });
  if (ranged.kills === null) return melee.kills === null ? { ...ranged, reason: `ranged: ${ranged.reason}; melee: ${melee.reason}` } : said(melee, 'melee');
  if (melee.kills === null) return said(ranged, 'ranged');
  return metricValue(metric, melee) > metricValue(metric, ranged) ? said(melee, 'melee') : said(ranged, 'ranged');
}

/** What a cell shows of a matchup's JSON, kept alone while the matrix runs (pool.ts JsonView). */
function cellJson(engine: MatchupEngine, json: MatchupNumbers, distributions = false) {
  const k = json.kills;
  return {
    attacker: { name: json.attacker.name, models: json.attacker.models, points: json.attacker.points },
    target: { name: json.target.name },
    // Two literals, not a spread of an optional part: a spread per cell costs the interpreter (issue 13).
    kills: distributions
      ? { mean: k.mean, wipe: k.wipe, median: k.median, p10: k.p10, p90: k.p90, distribution: k.distribution as number[], atLeast: k.atLeast as number[] }
      : { mean: k.mean, wipe: k.wipe, median: k.median, p10: k.p10, p90: k.p90 },
    damage: { mean: json.damage.mean },
    notes: engine.saysAssumptions ? json.notes : [],
    extra: engine.cellExtra(json),
  };
}

function cellOf(engine: MatchupEngine, m: Pairing & { index: number }, outcome: Outcome<ReturnType<typeof cellJson>>): CompareCell {
  if (uncomputed(outcome)) return uncomputedCell(m.index, outcome.attacker.name, outcome.target.name, outcome.reason);
  const resized = outcome.attacker.models;
  const { points, extrapolated } = engine.points(m, outcome as unknown as MatchupNumbers);
  const per100 = (x: number) => (points ? (x * 100) / points : null);
  return {
    index: m.index,
    attacker: outcome.attacker.name,
    target: outcome.target.name,
    models: resized,
    points,
    pointsExtrapolated: extrapolated,
    kills: outcome.kills,
    damage: outcome.damage,
    killsPer100Points: per100(outcome.kills.mean),
    damagePer100Points: per100(outcome.damage.mean),
    ...outcome.extra,
  };
}

/**
 * `wh40k roster`'s line under the matrix: per target, expected kills summed over the army's units (each
 * against a fresh target) and per 100 points; units whose cell is n/a add nothing and are counted.
 */
export function rosterSummary(army: { name: string; points: number | null; units: readonly unknown[] }, result: CompareJson): string {
  const perTarget = result.targets.map((name, t) => {
    const column = result.cells.filter((c) => c.index % result.targets.length === t);
    const kills = column.reduce((s, c) => s + (c.kills?.mean ?? 0), 0);
    const na = column.filter((c) => c.kills === null).length;
    const per100 = army.points ? ` (${((kills * 100) / army.points).toFixed(2)} per 100 pts)` : '';
    return `${name} ${kills.toFixed(2)}${per100}${na ? `, ${na} ${na === 1 ? 'unit' : 'units'} n/a` : ''}`;
  });
  return `${army.name}: ${army.units.length} units, ${army.points ?? '?'} points. Summed over its units, each against a fresh target: ${perTarget.join('; ')}`;
}
