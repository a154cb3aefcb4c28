// Grenades (issue 26): a model group's `grenades` in its unit file. 7th edition core rules, 'Grenades': in close combat
// a model with krak grenades may fight a vehicle or a Monstrous Creature with one, a single Attack at S6 AP4, instead
// of its normal Attacks: with the condition krakGrenades every such model does; without it a note says they could. A
// grenade thrown in the Shooting phase instead of one model's weapon (one per unit) is not modelled (the README says so).
import { isGargantuan, isMonstrous } from './creatures.js';
import type { LegacyConditions, LegacyModelGroup, LegacyUnit, LegacyWeapon } from './types.js';

interface Matchup {
  readonly attacker: LegacyUnit;
  readonly target: LegacyUnit;
  readonly conditions: LegacyConditions;
}

/** 7th edition core rules, 'Grenades': a krak grenade used in close combat, S6 AP4. */
export const KRAK_GRENADE: LegacyWeapon = { name: 'Krak grenade', range: 'melee', strength: { kind: 'value', value: 6 }, ap: 4, type: { kind: 'melee' }, rules: [] };

const RULE = "7th edition core rules, 'Grenades'";

/** Whether the group fights with a krak grenade: the condition krakGrenades, in close combat, at a vehicle or a Monstrous Creature. */
export function usesKrakGrenade({ target, conditions }: Matchup, group: LegacyModelGroup): boolean {
  return (conditions.krakGrenades ?? false) && conditions.phase === 'melee' && krakTarget(target) && (group.grenades?.includes('krak') ?? false);
}

/** Why --krak-grenades has no effect in close combat (null: it acts). */
export function krakGrenadesInert(attacker: LegacyUnit, target: LegacyUnit): string | null {
  if (krakCarriers(attacker).length === 0) return `no model of ${attacker.name} has krak grenades`;
  return krakTarget(target) ? null : `${target.name} is neither a vehicle nor a Monstrous Creature`;
}

export function grenadeNotes({ attacker, target, conditions }: Matchup): string[] {
  const krak = krakCarriers(attacker);
  if (conditions.phase !== 'melee' || !krakTarget(target) || krak.length === 0) return [];
  if (conditions.krakGrenades ?? false) return [`${krak.join(', ')}: a single Attack each with a krak grenade, S6 AP4, instead of its Attacks (${RULE})`];
  return [`Krak grenades (${krak.join(', ')}): against ${target.name} a model may fight with one, a single Attack at S6 AP4, instead of its Attacks (${RULE}); the models' normal Attacks here (--krak-grenades to use them)`];
}

function krakCarriers(attacker: LegacyUnit): string[] {
  return attacker.models.filter((g) => g.grenades?.includes('krak')).map((g) => g.name);
}

function krakTarget(target: LegacyUnit): boolean {
  return target.models.some((g) => g.vehicle !== undefined) || isMonstrous(target) || isGargantuan(target);
}
