// A vehicle attacking (issue 14): it shoots every weapon it carries, each by its BS or as Snap Shots as its speed
// allows, and a Walker fights in close combat with its WS, A and weapons like any model. What the engine and the
// simulator take from here is AttackProfiles, as for any other model group.
import { attackProfile, carriedWeapons, phaseWeapon, shootingProfile, type AttackProfile, type Context } from './attacks.js';
import { LegacyInputError } from './errors.js';
import { hasRule, modelRules } from './special-rules.js';
import type { LegacyModelGroup, LegacyWeapon } from './types.js';

/** One attack of a model group: how it is rolled, and with which weapon (null: Hammer of Wrath). */
export interface GroupAttack {
  readonly profile: AttackProfile;
  readonly weapon: LegacyWeapon | null;
}

/** What a group attacks with in the phase: one weapon for a model, every weapon for a vehicle that shoots. */
export function groupWeaponAttacks(context: Context, group: LegacyModelGroup): GroupAttack[] {
  if (group.vehicle !== undefined && context.conditions.phase === 'shooting') return vehicleShooting(context, group);
  if (group.vehicle !== undefined && !group.vehicle.types.includes('walker')) {
    // 7th edition core rules, 'Vehicles and Close Combat': only Walkers fight in close combat.
    throw new LegacyInputError(`${context.attacker.name}: a vehicle that is not a Walker makes no close combat attacks (7th edition core rules)`);
  }
  const profile = attackProfile(context, group);
  const weapon = phaseWeapon(context.attacker, group, context.conditions.phase);
  return profile === null ? [] : [{ profile, weapon }];
}

/**
 * 7th edition core rules, 'Vehicles and Shooting': a vehicle that did not move fires all its weapons at its full BS;
 * one that moved at Combat Speed (the condition `moved`) fires one weapon at full BS and the others as Snap Shots. 004
 * 'Power of the Machine Spirit': one more weapon at full BS (the choice here: it neither Advanced nor used smoke
 * launchers). The weapons at full BS are the first in the model's list. A vehicle's Heavy and Salvo weapons fire as
 * if it stood still (the edition's vehicles are not slowed by weapon types; their speed limits them instead).
 */
function vehicleShooting(context: Context, group: LegacyModelGroup): GroupAttack[] {
  const ranged = carriedWeapons(context.attacker, group).filter((w) => w.type.kind !== 'melee');
  const machineSpirit = hasRule(modelRules(context.attacker, group), 'power of the machine spirit') ? 1 : 0;
  const fullShots = context.conditions.moved ? 1 + machineSpirit : ranged.length;
  const slots = ranged.map((weapon, i) => ({ weapon, fire: i < fullShots ? ('full' as const) : ('snap' as const) }));
  // Copies of one weapon fired the same way are one row: the group's count times the copies.
  const rows: { weapon: LegacyWeapon; fire: 'full' | 'snap'; copies: number }[] = [];
  for (const slot of slots) {
    const row = rows.find((r) => r.weapon === slot.weapon && r.fire === slot.fire);
    if (row) row.copies += 1;
    else rows.push({ ...slot, copies: 1 });
  }
  const note = speedNote(group, context.conditions.moved, machineSpirit, ranged.length);
  return rows.map(({ weapon, fire, copies }, i) => {
    const profile = shootingProfile(context, { ...group, count: group.count * copies }, weapon, fire);
    const name = fire === 'snap' ? `${weapon.name} (Snap Shots)` : weapon.name;
    return { profile: { ...profile, name, notes: i === 0 ? [note, ...profile.notes] : profile.notes }, weapon };
  });
}

function speedNote(group: LegacyModelGroup, moved: boolean, machineSpirit: number, weapons: number): string {
  if (!moved) return `${group.name}: a vehicle that did not move fires all ${weapons} weapons at full BS (--moved: Combat Speed)`;
  const full = 1 + machineSpirit;
  const spirit = machineSpirit > 0 ? ", one more by Power of the Machine Spirit (004)" : '';
  return `${group.name}: moved at Combat Speed, ${Math.min(full, weapons)} weapon(s) at full BS${spirit}, the others as Snap Shots`;
}
