// A vehicle or a creature attacking (issue 14): a vehicle shoots every weapon it carries, each by its BS or as Snap
// Shots as its speed allows; Monstrous and Gargantuan Creatures fire two or all of theirs, a Bike one per rider
// (issue 26); a Walker fights in close
// combat with its WS, A and weapons like any model. The engine and the simulator take AttackProfiles from here.
import { megaBlastZoneAttacks } from './apocalyptic.js';
import type { AttackProfile, GroupAttack } from './attack-profile.js';
import { attackProfile, carriedWeapons, matchupWeapon, phaseWeapon, resolveStrength, shootingProfile, type Context } from './attacks.js';
import { isGargantuan, isMonstrous } from './creatures.js';
import { LegacyInputError } from './errors.js';
import { hasRule, modelCount, modelRules } from './special-rules.js';
import type { LegacyConditions, LegacyModelGroup, LegacyStrength, LegacyUnit, LegacyWeapon } from './types.js';

/**
 * What a group attacks with in the phase: one weapon for a model, more for a vehicle or a creature that shoots; an
 * Apocalyptic Mega-blast one attack per zone (apocalyptic.ts).
 */
export function groupWeaponAttacks(context: Context, group: LegacyModelGroup): GroupAttack[] {
  const strengthOf = (strength: LegacyStrength) => resolveStrength(strength, group.stats.S);
  const models = modelCount(context.target);
  return weaponAttacks(context, group).flatMap((attack) => megaBlastZoneAttacks(attack, context.conditions, models, strengthOf));
}

function weaponAttacks(context: Context, group: LegacyModelGroup): GroupAttack[] {
  const shooting = context.conditions.phase === 'shooting';
  if (group.vehicle !== undefined && shooting) return vehicleShooting(context, group);
  if (shooting && (isGargantuan(context.attacker) || isMonstrous(context.attacker))) return creatureShooting(context, group);
  if (shooting && (group.riders ?? 1) > 1) return ridersShooting(context, group);
  if (group.vehicle !== undefined && !group.vehicle.types.includes('walker')) {
    // 7th edition core rules, 'Vehicles and Close Combat': only Walkers fight in close combat.
    throw new LegacyInputError(`${context.attacker.name}: a vehicle that is not a Walker makes no close combat attacks (7th edition core rules)`);
  }
  const profile = attackProfile(context, group);
  const weapon = matchupWeapon(context, group);
  return profile === null ? [] : [{ profile, weapon }];
}

/**
 * 7th edition core rules, 'Vehicles and Shooting': a vehicle that did not move fires all its weapons at its full BS;
 * one that moved at Combat Speed (the condition `moved`) fires one weapon at full BS and the others as Snap Shots. 004
 * 'Power of the Machine Spirit': one more weapon at full BS (the choice here: it neither Advanced nor used smoke
 * launchers). The weapons at full BS are the first in the model's list. A vehicle's Heavy and Salvo weapons fire as
 * if it stood still (the edition's vehicles are not slowed by weapon types; their speed limits them instead).
 * 7th edition core rules, 'Heavy Vehicles': for which weapons it fires and at what BS, a Heavy vehicle is always
 * treated as having remained Stationary; 'Fast Vehicles': one that moved at Combat Speed fires as if Stationary.
 */
function vehicleShooting(context: Context, group: LegacyModelGroup): GroupAttack[] {
  const ranged = rangedWeapons(context.attacker, group);
  const machineSpirit = hasRule(modelRules(context.attacker, group), 'power of the machine spirit') ? 1 : 0;
  const steady = context.conditions.moved ? steadyType(group) : null;
  const moved = context.conditions.moved && steady === null;
  const fullShots = moved ? 1 + machineSpirit : ranged.length;
  const note =
    steady === null
      ? speedNote(group, moved, machineSpirit, ranged.length)
      : `${group.name}: a ${steady} vehicle fires as if Stationary though it moved at Combat Speed: all its weapons at full BS (7th edition core rules, '${steady} Vehicles')`;
  return weaponRows(context, group, ranged.map((weapon, i) => ({ weapon, fire: i < fullShots ? 'full' : 'snap' })), note);
}

/**
 * 7th edition core rules, 'Monstrous Creatures': one fires up to two weapons in a Shooting phase; 'Gargantuan
 * Creatures': all its weapons. The first in the model's list fire; they are Relentless, so moving changes nothing.
 */
function creatureShooting(context: Context, group: LegacyModelGroup): GroupAttack[] {
  const ranged = rangedWeapons(context.attacker, group);
  const gargantuan = isGargantuan(context.attacker);
  const firing = creatureFiring(context.attacker, ranged);
  if (ranged.length < 2) {
    const profile = attackProfile(context, group);
    return profile === null ? [] : [{ profile, weapon: ranged[0] }];
  }
  const kind = gargantuan ? 'a Gargantuan Creature fires all its weapons' : 'a Monstrous Creature fires two weapons';
  const note = `${group.name}: ${kind} (7th edition core rules): ${firing.map((w) => w.name).join(', ')}`;
  return weaponRows(context, group, firing.map((weapon) => ({ weapon, fire: 'full' })), note);
}

/**
 * 7th edition core rules, 'Bikes and Jetbikes', Shooting: each Bike or Jetbike fires one weapon for each rider on it
 * (an Attack Bike's driver and gunner: two). The first ranged weapons in the model's list fire.
 */
function ridersShooting(context: Context, group: LegacyModelGroup): GroupAttack[] {
  const firing = ridersFiring(context.attacker, group);
  const note = `${group.name}: ${group.riders} riders, each firing one weapon (7th edition core rules, 'Bikes and Jetbikes'): ${firing.map((w) => w.name).join(', ')}`;
  return firing.map((weapon, i) => {
    const profile = shootingProfile(context, group, weapon);
    return { profile: i === 0 ? { ...profile, notes: [note, ...profile.notes] } : profile, weapon };
  });
}

function ridersFiring(attacker: LegacyUnit, group: LegacyModelGroup): LegacyWeapon[] {
  return rangedWeapons(attacker, group).slice(0, group.riders ?? 1);
}

function rangedWeapons(attacker: LegacyUnit, group: LegacyModelGroup): LegacyWeapon[] {
  return carriedWeapons(attacker, group).filter((w) => w.type.kind !== 'melee');
}

/** The ranged weapons a Monstrous Creature fires (the first two) or a Gargantuan Creature (all): creatureShooting. */
function creatureFiring(attacker: LegacyUnit, ranged: readonly LegacyWeapon[]): readonly LegacyWeapon[] {
  return isGargantuan(attacker) ? ranged : ranged.slice(0, 2);
}

/**
 * The weapons a group attacks with in the phase, as weaponAttacks chooses them: a vehicle's every ranged
 * weapon, a creature's two or all, a Bike's one per rider, else the model's one weapon of the phase. What an option about weapons
 * can act on (legacy-inert.ts).
 */
export function weaponsFired(attacker: LegacyUnit, group: LegacyModelGroup, phase: LegacyConditions['phase']): readonly LegacyWeapon[] {
  if (phase === 'shooting' && group.vehicle !== undefined) return rangedWeapons(attacker, group);
  if (phase === 'shooting' && (isGargantuan(attacker) || isMonstrous(attacker))) return creatureFiring(attacker, rangedWeapons(attacker, group));
  if (phase === 'shooting' && (group.riders ?? 1) > 1) return ridersFiring(attacker, group);
  const weapon = phaseWeapon(attacker, group, phase);
  return weapon ? [weapon] : [];
}

/** The weapons fired, each copy of one weapon fired the same way one row: the group's count times the copies. */
function weaponRows(context: Context, group: LegacyModelGroup, slots: readonly Slot[], note: string): GroupAttack[] {
  const rows: (Slot & { copies: number })[] = [];
  for (const slot of slots) {
    const row = rows.find((r) => r.weapon === slot.weapon && r.fire === slot.fire);
    if (row) row.copies += 1;
    else rows.push({ ...slot, copies: 1 });
  }
  return rows.map(({ weapon, fire, copies }, i) => {
    const profile = shootingProfile(context, { ...group, count: group.count * copies }, weapon, fire);
    const name = fire === 'snap' ? `${weapon.name} (Snap Shots)` : weapon.name;
    return { profile: { ...profile, name, notes: i === 0 ? [note, ...profile.notes] : profile.notes }, weapon };
  });
}

interface Slot {
  readonly weapon: LegacyWeapon;
  readonly fire: 'full' | 'snap';
}

/** 'Heavy' or 'Fast' for a vehicle of that type, which fires at Combat Speed as if Stationary; null for another. */
function steadyType(group: LegacyModelGroup): 'Heavy' | 'Fast' | null {
  const types = group.vehicle?.types ?? [];
  return types.includes('heavy') ? 'Heavy' : types.includes('fast') ? 'Fast' : null;
}

function speedNote(group: LegacyModelGroup, moved: boolean, machineSpirit: number, weapons: number): string {
  if (!moved) return `${group.name}: a vehicle that did not move fires ${weapons === 1 ? 'its weapon' : `all ${weapons} of its weapons`} at full BS (--moved: Combat Speed)`;
  const full = 1 + machineSpirit;
  const spirit = machineSpirit > 0 ? ", one more by Power of the Machine Spirit (004)" : '';
  return `${group.name}: moved at Combat Speed, ${Math.min(full, weapons)} weapon(s) at full BS${spirit}, the others as Snap Shots`;
}
