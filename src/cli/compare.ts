import { resolveUnit, type Roster } from '../profiles/registry.js';
import type { Unit } from '../rules/tenth/types.js';
import type { CalcOptions } from '../matchup/options.js';
import type { Matchup } from '../matchup/run.js';
import { pointsFor } from '../rules/tenth/points.js';
import { pointsExtrapolated } from '../matchup/points-shown.js';
import { inShard, type MatchupJson, type Shard } from './pool.js';
import { runEach, uncomputed, type Outcome } from './outcomes.js';
import { sameResultKeys } from './same-result.js';
import { SCHEMA_VERSION, type Metric } from './sheet.js';
import { splitLists } from './matchup-words.js';
import { uncomputedCell } from './compare-sheet.js';
import type { CompareCell, CompareJson, ComputedCell } from '../matchup/contract.js';

export type { CompareJson, ComputedCell };
export { compareRows, compareSheet } from './compare-sheet.js';

export interface RunSettings {
  readonly jobs: number;
  readonly shard?: Shard;
  readonly progress: (done: number, total: number) => void;
  /** Each cell also carries its kill distribution (`--distributions`). */
  readonly distributions?: boolean;
}

export async function compare(roster: Roster, args: readonly string[], options: CalcOptions, metric: Metric, run: RunSettings): Promise<CompareJson> {
  const [attackerNames, targetNames] = splitLists(args);
  const attackers = attackerNames.map((n) => resolveUnit(roster, n));
  const targets = targetNames.map((n) => resolveUnit(roster, n));
  return compareCells(attackers, targets, options, metric, run);
}

/** Every attacker against every target: rows attackers, columns targets; a cell that cannot be computed is n/a. */
export async function compareCells(
  attackers: readonly Unit[],
  targets: readonly Unit[],
  options: CalcOptions,
  metric: Metric,
  run: RunSettings,
): Promise<CompareJson> {
  const all: (Matchup & { index: number })[] = attackers.flatMap((attacker, a) =>
    targets.map((target, t) => ({ index: a * targets.length + t, attacker, target, options })),
  );
  const mine = all.filter((m) => inShard(m.index, run.shard));
  // A cell reads only the names and the numbers: units sharing a statline share one calculation.
  const view = (json: MatchupJson) => cellJson(json, run.distributions);
  const results = await runEach(mine, run.jobs, false, run.progress, !run.shard, sameResultKeys(false), view);
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'compare',
    metric,
    options,
    attackers: attackers.map((u) => u.name),
    targets: targets.map((u) => u.name),
    total: all.length,
    ...(run.shard ? { shard: run.shard } : {}),
    cells: mine.map((m, i) => cellOf(m.index, m.attacker, results[i])),
  };
}

/** What a cell shows of a matchup's JSON, kept alone while the matrix runs (pool.ts JsonView). */
function cellJson(json: MatchupJson, distributions = false) {
  const k = json.kills;
  return {
    attacker: { name: json.attacker.name, models: json.attacker.models },
    target: { name: json.target.name },
    // Two literals, not a spread of an optional part: a spread per cell costs the interpreter (issue 13).
    kills: distributions
      ? { mean: k.mean, wipe: k.wipe, median: k.median, p10: k.p10, p90: k.p90, distribution: k.distribution, atLeast: k.atLeast }
      : { mean: k.mean, wipe: k.wipe, median: k.median, p10: k.p10, p90: k.p90 },
    damage: { mean: json.damage.mean },
  };
}


function cellOf(index: number, attacker: Unit, outcome: Outcome<ReturnType<typeof cellJson>>): CompareCell {
  if (uncomputed(outcome)) return uncomputedCell(index, outcome.attacker.name, outcome.target.name, outcome.reason);
  const resized = outcome.attacker.models;
  const points = pointsFor(attacker, resized);
  const per100 = (x: number) => (points ? (x * 100) / points : null);
  return {
    index,
    attacker: outcome.attacker.name,
    target: outcome.target.name,
    models: resized,
    points,
    pointsExtrapolated: pointsExtrapolated(attacker, resized),
    kills: outcome.kills,
    damage: outcome.damage,
    killsPer100Points: per100(outcome.kills.mean),
    damagePer100Points: per100(outcome.damage.mean),
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
