/**
 * A legacy matchup's JSON (README 'The older edition (legacy ruleset)'): the weapons' expected numbers,
 * their total, the kill (or Hull Points) distribution's summary and, against a vehicle, its results.
 */
import { modelCount } from '../rules/legacy/special-rules.js';
import type { LegacyResult, LegacyUnit, LegacyWeaponResult } from '../rules/legacy/types.js';
import { summarise } from '../rules/summary.js';
import { SCHEMA_VERSION } from './contract.js';
import type { LegacyReport } from './legacy-contract.js';

export const woundsIn = (u: LegacyUnit) => u.models.reduce((n, g) => n + g.count * g.stats.W, 0);

/** The weapons' numbers that add up over the weapons, in the order the table and csv show them. */
const TOTALLED = ['attacks', 'hits', 'wounds', 'unsaved', 'kills'] as const satisfies readonly (keyof LegacyWeaponResult)[];
export type Totalled = (typeof TOTALLED)[number];

export function total(weapons: readonly LegacyWeaponResult[]): Record<Totalled, number> {
  const sum = (key: Totalled) => weapons.reduce((s, w) => s + w[key], 0);
  return { attacks: sum('attacks'), hits: sum('hits'), wounds: sum('wounds'), unsaved: sum('unsaved'), kills: sum('kills') };
}

export function killsSummary(r: LegacyResult) {
  const s = summarise(r.kills.toArray());
  return { ...s, wipe: r.kills.prob(r.targetModels) };
}

/** The documented JSON (README 'The older edition (legacy ruleset)'). */
export function legacyJson(report: LegacyReport) {
  const { attacker, target, result: r } = report;
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'calc' as const,
    ruleset: 'legacy' as const,
    attacker: { name: attacker.name, models: modelCount(attacker), points: attacker.points?.base ?? null, phase: report.conditions.phase },
    target: { name: target.name, models: r.targetModels, wounds: woundsIn(target) },
    conditions: report.conditions,
    weapons: r.weapons,
    total: total(r.weapons),
    kills: killsSummary(r),
    woundsLost: summarise(r.woundsLost.toArray()),
    ...(r.vehicle ? { vehicle: r.vehicle } : {}),
    notes: report.notes,
  };
}
