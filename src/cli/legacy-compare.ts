/**
 * `wh40k --ruleset legacy compare A,B vs C,D` (issue 14): every legacy attacker against every legacy
 * target, as 10th edition's compare (README 'JSON output': the same cells, so its sheets render it),
 * with `"ruleset": "legacy"` and, for a vehicle target, its chances of the damage table's results.
 */
import { InputError } from '../profiles/errors.js';
import type { LegacyUnit } from '../rules/legacy/types.js';
import type { LegacyCalcOptions, LegacyCompareCell, LegacyCompareJson, LegacyComputedCell } from '../matchup/legacy-contract.js';
import { findLegacyUnit, legacyReport, type OtherRulesetNames } from '../rules/legacy/matchup.js';
import { legacyJson } from '../matchup/legacy-json.js';
import { splitLists } from './matchup-words.js';
import { failIfAllFailed } from './legacy-calc.js';
import { uncomputedCell } from './compare-sheet.js';
import { SCHEMA_VERSION, type Metric } from './sheet.js';

/** The options set: no false, no undefined (firstRound shown only when turned off). */
function optionsSet(o: LegacyCalcOptions): Partial<LegacyCalcOptions> {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => v !== undefined && v !== false && !(k === 'firstRound' && v === true)));
}

function cellOf(index: number, attacker: LegacyUnit, target: LegacyUnit, o: LegacyCalcOptions): { cell: LegacyCompareCell; notes: readonly string[] } {
  let json: ReturnType<typeof legacyJson>;
  try {
    json = legacyJson(legacyReport(attacker, target, o));
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { cell: uncomputedCell(index, attacker.name, target.name, e.message), notes: [] };
  }
  const { points } = json.attacker;
  const per100 = (x: number) => (points ? (x * 100) / points : null);
  const k = json.kills;
  const cell: LegacyComputedCell = {
    index,
    attacker: attacker.name,
    target: target.name,
    phase: json.attacker.phase,
    models: json.attacker.models,
    points,
    pointsExtrapolated: false,
    kills: { mean: k.mean, wipe: k.wipe, median: k.median, p10: k.p10, p90: k.p90 },
    damage: { mean: json.damage.mean },
    killsPer100Points: per100(k.mean),
    damagePer100Points: per100(json.damage.mean),
    ...(json.vehicle ? { vehicle: json.vehicle } : {}),
  };
  return { cell, notes: json.notes };
}

/** Every attacker against every target: rows attackers, columns targets; a cell that cannot be computed is n/a with calc's message. */
export async function legacyCompare(units: readonly LegacyUnit[], args: readonly string[], o: LegacyCalcOptions, metric: Metric, tenthNames: OtherRulesetNames): Promise<LegacyCompareJson> {
  const [attackerNames, targetNames] = splitLists(args);
  const attackers = await Promise.all(attackerNames.map((n) => findLegacyUnit(units, n, tenthNames)));
  const targets = await Promise.all(targetNames.map((n) => findLegacyUnit(units, n, tenthNames)));
  const computed = attackers.flatMap((a, i) => targets.map((t, j) => cellOf(i * targets.length + j, a, t, o)));
  const cells = computed.map((c) => c.cell);
  failIfAllFailed(cells.map((c) => (c.kills === null ? c.reason : null)));
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'compare',
    ruleset: 'legacy',
    metric,
    options: optionsSet(o),
    attackers: attackers.map((u) => u.name),
    targets: targets.map((u) => u.name),
    total: cells.length,
    cells,
    notes: [...new Set(computed.flatMap((c) => c.notes))],
  };
}
