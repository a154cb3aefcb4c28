/**
 * A legacy matchup's JSON (README 'The older edition (legacy ruleset)'), the calc contract (contract.ts
 * CalcJson): the weapons' expected numbers, their total, the kills' and the wounds' (or Hull Points')
 * distributions' summaries and, against one vehicle, its results.
 */
import { modelCount } from './special-rules.js';
import type { LegacyResult, LegacyUnit, LegacyWeaponResult } from './types.js';
import { summarise } from '../summary.js';
import { SCHEMA_VERSION, type CalcJson } from '../contract.js';
import type { LegacyReport } from './contract.js';

const woundsIn = (u: LegacyUnit) => u.models.reduce((n, g) => n + g.count * g.stats.W, 0);

/** The weapons' numbers that add up over the weapons (the views show them in contract.ts WEAPON_NUMBERS' order). */
const TOTALLED = ['attacks', 'hits', 'wounds', 'unsaved', 'kills'] as const satisfies readonly (keyof LegacyWeaponResult)[];
type Totalled = (typeof TOTALLED)[number];

function total(weapons: readonly LegacyWeaponResult[]): Record<Totalled, number> {
  const sum = (key: Totalled) => weapons.reduce((s, w) => s + w[key], 0);
  return { attacks: sum('attacks'), hits: sum('hits'), wounds: sum('wounds'), unsaved: sum('unsaved'), kills: sum('kills') };
}

function killsSummary(r: LegacyResult) {
  const s = summarise(r.kills.toArray());
  return { ...s, wipe: r.kills.prob(r.targetModels) };
}

/** The target's defences as the headline says them: a vehicle's armour (vehicleDescription), else "T4 Sv3+ 4++" ("no armour save" for none). */
function defences(target: LegacyUnit): string {
  const vehicle = vehicleDescription(target);
  if (vehicle !== null) return vehicle;
  const s = target.models[0].stats;
  return `T${Math.max(...target.models.map((g) => g.stats.T))} ${s.Sv === null ? 'no armour save' : `Sv${s.Sv}+`}${s.invulnerable ? ` ${s.invulnerable}++` : ''}`;
}

/** A vehicle target's Hull Points in all (a squadron's vehicles' together); none for another. */
function hullPointsOf(unit: LegacyUnit): { hullPoints?: number } {
  const group = unit.models.find((g) => g.vehicle !== undefined);
  return group?.vehicle ? { hullPoints: group.count * group.vehicle.hullPoints } : {};
}

/** "AV 11/11/10, 3 Hull Points, tank, transport" ("3 vehicles, AV ..., 3 Hull Points each, ..." for a squadron), or null if the unit is not a vehicle. */
function vehicleDescription(unit: LegacyUnit): string | null {
  const group = unit.models.find((g) => g.vehicle !== undefined);
  const v = group?.vehicle;
  if (group === undefined || v === undefined) return null;
  const squadron = group.count > 1;
  return [...(squadron ? [`${group.count} vehicles`] : []), `AV ${v.front}/${v.side}/${v.rear}`, `${v.hullPoints} Hull Points${squadron ? ' each' : ''}`, ...v.types].join(', ');
}

/**
 * The documented JSON (README 'The older edition (legacy ruleset)'): the calc contract (contract.ts
 * CalcJson), `damage` the wounds or a vehicle's Hull Points lost, and against a vehicle its results.
 */
export function legacyJson(report: LegacyReport) {
  const { attacker, target, result: r } = report;
  const damage = summarise(r.woundsLost.toArray());
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'calc' as const,
    ruleset: 'legacy' as const,
    attacker: { name: attacker.name, models: modelCount(attacker), points: attacker.points?.base ?? null, phase: report.conditions.phase },
    target: { name: target.name, models: r.targetModels, wounds: woundsIn(target), profile: defences(target), ...hullPointsOf(target) },
    conditions: report.conditions,
    weapons: r.weapons,
    total: total(r.weapons),
    kills: killsSummary(r),
    damage,
    /** `damage`'s old name, kept for one release (README 'The older edition (legacy ruleset)'). */
    woundsLost: damage,
    ...(r.vehicle ? { vehicle: r.vehicle } : {}),
    // Only with --simulate: the legacy JSON without it is as it was.
    ...(report.simulation ? { simulation: report.simulation } : {}),
    notes: report.notes,
  } satisfies CalcJson;
}

/** `wh40k --ruleset legacy calc --format json`. */
export type LegacyCalcJson = ReturnType<typeof legacyJson>;
