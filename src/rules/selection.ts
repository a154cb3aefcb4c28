import { hasAbility } from './abilities.js';
import { lookupKey } from './names.js';
import type { Conditions, Phase, Unit, Weapon, WeaponUse } from './types.js';

/** A choice the user made that the profile cannot satisfy (an input error, exit 2). */
export class SelectionError extends Error {}

/** Apply a named wargear option from the unit's profile to every model of its group. */
export function withWargear(unit: Unit, optionName: string): Unit {
  const wanted = lookupKey(optionName);
  const option = unit.wargear.find((o) => lookupKey(o.name) === wanted);
  if (!option) {
    const known = unit.wargear.map((o) => `"${o.name}"`).join(', ') || 'none';
    throw new SelectionError(`${unit.name} has no wargear option "${optionName}" (options: ${known})`);
  }
  const models = unit.models.map((g) => {
    if (g.name !== option.model) return g;
    const kept = [...g.equipment];
    for (const name of option.replace) {
      const at = kept.indexOf(name);
      if (at < 0) throw new SelectionError(`${unit.name}: ${g.name} has no ${name} to replace`);
      kept.splice(at, 1);
    }
    return { ...g, equipment: [...kept, ...option.with] };
  });
  return { ...unit, models };
}

/**
 * Resize a unit to `total` models: Unit Champions keep their count, the first other group takes
 * the difference. Sizes beyond the datasheet's range are allowed (for experiments) and reported.
 */
export function resize(unit: Unit, total: number, notes: string[]): Unit {
  const current = unit.models.reduce((s, g) => s + g.count, 0);
  if (total === current) return unit;
  const flexible = unit.models.findIndex((g) => !g.champion);
  const fixed = current - (flexible < 0 ? 0 : unit.models[flexible].count);
  if (flexible < 0 || total - fixed < 1) {
    throw new SelectionError(`${unit.name} cannot have ${total} models (it needs more than ${fixed})`);
  }
  const models = unit.models.map((g, i) => (i === flexible ? { ...g, count: total - fixed } : g));
  const g = models[flexible];
  if (g.count < g.min || g.count > g.max) {
    notes.push(`${unit.name}: ${g.count} ${g.name} is outside the datasheet's ${g.min}-${g.max}`);
  }
  return { ...unit, models };
}

export function hasRanged(unit: Unit): boolean {
  return unit.models.some((g) => g.equipment.some((n) => weaponByName(unit, n).range !== 'melee'));
}

/** --melee / --ranged, else melee after a charge or for a unit with no ranged weapons. */
export function choosePhase(unit: Unit, requested: Phase | undefined, charged: boolean): Phase {
  if (requested) return requested;
  return charged || !hasRanged(unit) ? 'melee' : 'ranged';
}

function weaponByName(unit: Unit, name: string): Weapon {
  const w = unit.weapons.find((x) => x.name === name);
  if (!w) throw new SelectionError(`${unit.name}: no weapon named ${name}`);
  return w;
}

/**
 * Which weapons each model uses, in the order the unit lists its weapons (RULINGS 12):
 * - fighting: one melee weapon per model (its first), plus every [EXTRA ATTACKS] weapon (003);
 * - shooting: every ranged weapon, but a model with other ranged weapons does not also fire its
 *   Pistols unless it is a MONSTER or VEHICLE; with no target visible, only [INDIRECT FIRE] weapons.
 */
export function weaponsUsed(unit: Unit, conditions: Conditions, notes: string[]): WeaponUse[] {
  const counts = new Map<string, number>();
  const bigGuns = unit.keywords.includes('MONSTER') || unit.keywords.includes('VEHICLE');
  for (const g of unit.models) {
    const carried = g.equipment.map((n) => weaponByName(unit, n));
    let used: Weapon[];
    if (conditions.phase === 'melee') {
      const melee = carried.filter((w) => w.range === 'melee');
      const extra = melee.filter((w) => hasAbility(w.abilities, 'extra attacks'));
      const main = melee.find((w) => !extra.includes(w));
      used = main ? [main, ...extra] : extra;
      const unused = melee.filter((w) => !used.includes(w));
      if (unused.length) notes.push(`${g.name} fights with ${main?.name}, not ${unused.map((w) => w.name).join(', ')}`);
    } else {
      const ranged = carried.filter((w) => w.range !== 'melee');
      const pistols = ranged.filter((w) => hasAbility(w.abilities, 'pistol'));
      used = pistols.length < ranged.length && !bigGuns ? ranged.filter((w) => !pistols.includes(w)) : ranged;
      if (used.length < ranged.length) notes.push(`${g.name} shoots its other guns, not its Pistols`);
      if (conditions.indirect) {
        // 003 'Indirect Fire': Torrent weapons cannot be fired using Indirect Fire.
        const direct = used.filter((w) => !hasAbility(w.abilities, 'indirect fire') || hasAbility(w.abilities, 'torrent'));
        if (direct.length) notes.push(`--indirect: ${direct.map((w) => w.name).join(', ')} cannot shoot a target that is not visible`);
        used = used.filter((w) => !direct.includes(w));
      }
    }
    for (const w of used) counts.set(w.name, (counts.get(w.name) ?? 0) + g.count);
  }
  return unit.weapons.filter((w) => counts.has(w.name)).map((w) => ({ weapon: w, count: counts.get(w.name)! }));
}
