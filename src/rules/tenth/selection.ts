import { hasAbility } from './abilities.js';
import { lookupKey } from '../names.js';
import { abilitiesOf, type UnitWithAbilities } from './profiles/abilities.js';
import { nearest } from '../../profiles/closest-names.js';
import type { Conditions, Phase, Unit, Weapon, WeaponUse } from './types.js';
import { Refused } from '../errors.js';

/** A choice the user made that the profile cannot satisfy (an input error, exit 2). */
export class SelectionError extends Refused {}

/**
 * Apply a wargear option from the unit's profile to every model of its group: "heavy chainglaive",
 * or "champion: heavy chainglaive" to say which models (any part of the group's name).
 */
export function withWargear(unit: Unit, choice: string): Unit {
  const [who, what] = choice.includes(':') ? choice.split(/:(.*)/s, 2) : ['', choice];
  const optionName = what.trim();
  const wanted = lookupKey(optionName);
  const option = unit.wargear.find((o) => lookupKey(o.name) === wanted && lookupKey(o.model).includes(lookupKey(who)));
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

/** A unit as equipped: a named loadout (--loadout), then each wargear option (--wargear), as calc and turn take them for either side. */
export function equipped(unit: Unit, loadout: string | undefined, wargear: readonly string[] | undefined): Unit {
  return (wargear ?? []).reduce(withWargear, loadout ? withLoadout(unit, loadout) : unit);
}

/** A --profile name picks a weapon whose name contains it, any case and punctuation ("supercharge"). */
export function namesWeapon(weapon: Weapon, name: string): boolean {
  return lookupKey(weapon.name).includes(lookupKey(name));
}

/**
 * Each name given with FLAG (--profile, or a turn's --target-profile) must name a weapon a model of
 * the unit carries (as equipped): one that names none is refused, not ignored. A weapon listed in the
 * file that no model carries says which wargear option gives it, or that none does.
 */
export function checkProfiles(unit: Unit, names: readonly string[], flag: string): void {
  const carried = new Set(unit.models.flatMap((g) => g.equipment));
  const weapons = unit.weapons.filter((w) => carried.has(w.name));
  for (const name of names) {
    if (weapons.some((w) => namesWeapon(w, name))) continue;
    const listed = unit.weapons.find((w) => namesWeapon(w, name));
    if (listed) {
      const options = unit.wargear.filter((o) => o.with.includes(listed.name)).map((o) => `"${o.name}"`);
      const gives = options.length === 0 ? 'no wargear option gives it' : options.length === 1 ? `the wargear option ${options[0]} gives it` : `the wargear options ${options.join(', ')} give it`;
      throw new SelectionError(`${flag} "${name}": no model of ${unit.name} carries ${listed.name} (${gives})`);
    }
    const closest = nearest(weapons, name).map((n) => `"${n}"`);
    throw new SelectionError(`${flag} "${name}": no weapon of ${unit.name} has that name${closest.length ? ` (closest: ${closest.join(', ')})` : ''}`);
  }
}

/** A named loadout from the profile: its wargear options, in order. */
export function withLoadout(unit: Unit, name: string): Unit {
  const loadout = unit.loadouts.find((l) => lookupKey(l.name) === lookupKey(name));
  if (!loadout) {
    const known = unit.loadouts.map((l) => `"${l.name}"`).join(', ') || 'none';
    throw new SelectionError(`${unit.name} has no loadout "${name}" (loadouts: ${known})`);
  }
  return loadout.options.reduce(withWargear, unit);
}

/**
 * An Attached unit (003 'Attached Units'): the Bodyguard's models and the Leaders' models as one
 * unit. Its Toughness is the Bodyguard's (plan.ts); the Leaders take attacks last (allocation.ts).
 */
export function attach(bodyguard: Unit, leaders: readonly Unit[]): Unit {
  if (leaders.length > 2) throw new SelectionError(`at most two Leaders can be attached to a unit (003), got ${leaders.length}`);
  let unit = bodyguard;
  for (const leader of leaders) {
    const allowed = bodyguard.leaders.some((n) => lookupKey(n) === lookupKey(leader.name) || leader.aliases.some((a) => lookupKey(a) === lookupKey(n)));
    if (!allowed) {
      const listed = bodyguard.leaders.length ? `its Leader section lists: ${bodyguard.leaders.join(', ')}` : 'its profile lists no Leaders';
      throw new SelectionError(`${leader.name} cannot lead ${bodyguard.name} (${listed})`);
    }
    // A Leader's weapon that shares a name with a different Bodyguard weapon keeps its own profile.
    const rename = (w: Weapon) => {
      const same = unit.weapons.find((x) => x.name === w.name);
      return same && JSON.stringify(same) !== JSON.stringify(w) ? `${leader.name}: ${w.name}` : w.name;
    };
    const renamed = new Map(leader.weapons.map((w) => [w.name, rename(w)]));
    // The Attached unit lists the Leader's datasheet abilities too (so calc notes the ones not modelled); one per name.
    const abilities = [...abilitiesOf(unit), ...abilitiesOf(leader)];
    const attached: UnitWithAbilities = {
      ...unit,
      abilities: abilities.filter((a, i) => abilities.findIndex((b) => b.name === a.name) === i),
      name: `${unit.name} + ${leader.name}`,
      keywords: [...new Set([...unit.keywords, ...leader.keywords])],
      // Each model keeps its own datasheet's points (points.ts modelWorth): a Lieutenant is worth 55, an Intercessor 80/5.
      models: [
        ...unit.models.map((g) => ({ ...g, points: g.points ?? unit.points })),
        ...leader.models.map((g) => ({ ...g, leader: true, champion: false, points: leader.points, equipment: g.equipment.map((n) => renamed.get(n) ?? n) })),
      ],
      weapons: [
        ...unit.weapons,
        ...leader.weapons.filter((w) => renamed.get(w.name) !== w.name || !unit.weapons.some((x) => x.name === w.name)).map((w) => ({ ...w, name: renamed.get(w.name)! })),
      ],
      effects: [...new Set([...unit.effects, ...leader.effects])],
      points: sumPoints(unit, leader),
    };
    unit = attached;
  }
  return unit;
}

function sumPoints(a: Unit, b: Unit): Record<string, number> {
  const size = (u: Unit) => u.models.reduce((s, g) => s + g.count, 0);
  const cost = (u: Unit) => u.points[String(size(u))];
  const total = cost(a) !== undefined && cost(b) !== undefined ? { [String(size(a) + size(b))]: cost(a)! + cost(b)! } : {};
  return total;
}

/**
 * Resize a unit to `total` models: Unit Champions keep their count, the first other group takes
 * the difference. Sizes beyond the datasheet's range are allowed (for experiments) and reported;
 * with `casualties` (the target), any size from 1, below the datasheet's minimum too (reduced()).
 */
export function resize(unit: Unit, total: number, notes: string[], casualties = false): Unit {
  const current = unit.models.reduce((s, g) => s + g.count, 0);
  if (total === current) return unit;
  const flexible = unit.models.findIndex((g) => !g.champion && !g.leader);
  const fixed = current - (flexible < 0 ? 0 : unit.models[flexible].count);
  const minimum = unit.models.reduce((s, g) => s + g.min, 0);
  // Issue 12 section 4: a target reduced by casualties is a normal target, whatever its size.
  const depleted = casualties && total < Math.min(minimum, current);
  if (depleted) notes.push(`${unit.name}: ${total} model${total === 1 ? '' : 's'}, below the datasheet's minimum of ${minimum} (a unit reduced by casualties)`);
  if (flexible < 0 || total - fixed < 1) {
    if (depleted) return reduced(unit, total);
    throw new SelectionError(`${unit.name} cannot have ${total} models (it needs more than ${fixed})`);
  }
  const models = unit.models.map((g, i) => (i === flexible ? { ...g, count: total - fixed } : g));
  const g = models[flexible];
  if (!depleted && (g.count < g.min || g.count > g.max)) {
    notes.push(`${unit.name}: ${g.count} ${g.name} is outside the datasheet's ${g.min}-${g.max}`);
  }
  return { ...unit, models };
}

/**
 * A target with fewer models than its Unit Champions and Leaders: the defender chose the casualties,
 * so the models kept are the ones attacks reach last in this calculator's allocation (allocation.ts):
 * Leaders (002 'Leader': the Bodyguard first), then Unit Champions, then the listed groups from the first.
 */
function reduced(unit: Unit, total: number): Unit {
  const keep = unit.models.map((g, i) => ({ i, rank: g.leader ? 0 : g.champion ? 1 : 2 })).sort((a, b) => a.rank - b.rank || a.i - b.i);
  const counts = new Array<number>(unit.models.length).fill(0);
  let left = total;
  for (const { i } of keep) left -= counts[i] = Math.min(left, unit.models[i].count);
  return { ...unit, models: unit.models.map((g, i) => ({ ...g, count: counts[i] })).filter((g) => g.count > 0) };
}

export function hasRanged(unit: Unit): boolean {
  return hasWeaponsFor(unit, 'ranged');
}

/** A unit with no melee weapon (a datasheet with none) makes no attacks in the Fight phase. */
export function hasMelee(unit: Unit): boolean {
  return hasWeaponsFor(unit, 'melee');
}

function hasWeaponsFor(unit: Unit, phase: Phase): boolean {
  // One record per unit with both phases' keys from the start (one shape), filled in as each is first asked for.
  let known = weaponsFor.get(unit);
  if (!known) weaponsFor.set(unit, (known = { ranged: undefined, melee: undefined }));
  return (known[phase] ??= unit.models.some((g) => g.equipment.some((n) => (weaponByName(unit, n).range === 'melee') === (phase === 'melee'))));
}

/** Units are immutable, and every calculation that leaves the phase to the calculator asks (issue 13). */
const weaponsFor = new WeakMap<Unit, Record<Phase, boolean | undefined>>();

/** --melee / --ranged, else melee after a charge or for a unit with no ranged weapons. */
export function choosePhase(unit: Unit, requested: Phase | undefined, charged: boolean): Phase {
  if (requested) return requested;
  return charged || !hasRanged(unit) ? 'melee' : 'ranged';
}

function weaponByName(unit: Unit, name: string): Weapon {
  let byName = weaponsByName.get(unit);
  if (!byName) {
    byName = new Map();
    // The first of a name, as a search would find it.
    for (let i = unit.weapons.length - 1; i >= 0; i--) byName.set(unit.weapons[i].name, unit.weapons[i]);
    weaponsByName.set(unit, byName);
  }
  const w = byName.get(name);
  if (!w) throw new SelectionError(`${unit.name}: no weapon named ${name}`);
  return w;
}

/** A unit's weapons by name: every calculation looks up each model's equipment (a search per name: 2 ms of a sweep, issue 30). */
const weaponsByName = new WeakMap<Unit, Map<string, Weapon>>();

/** Picks one weapon (or profile) among alternatives a model has; the default takes the first. */
export type Chooser = (alternatives: readonly Weapon[], model: string) => Weapon;
const first: Chooser = (alternatives) => alternatives[0];

/**
 * Which weapons each model uses, in the order the unit lists its weapons (RULINGS 12):
 * - fighting: one melee weapon per model (the chooser's pick), plus every [EXTRA ATTACKS] weapon
 *   (003 'Extra Attacks');
 * - shooting: every ranged weapon, one profile of a weapon with several (profileOf), but a model with
 *   other ranged weapons does not also fire its Pistols unless it is a MONSTER or VEHICLE; with the
 *   attacker within Engagement Range (`conditions.engaged`), only Pistols unless it is a MONSTER or
 *   VEHICLE; with no target visible, only [INDIRECT FIRE] weapons; with the target within Engagement
 *   Range of the attacking army (`targetEngaged`), no [BLAST] weapons.
 */
export function weaponsUsed(unit: Unit, conditions: Conditions, notes: string[], choose: Chooser = first, targetEngaged = false): WeaponUse[] {
  const key = usedKey(conditions, targetEngaged);
  const known = usedBefore.get(unit)?.get(key);
  if (known) {
    notes.push(...known.notes);
    return [...known.uses];
  }
  let chose = false;
  const start = notes.length;
  const choosing: Chooser = (alternatives, model) => {
    chose = true;
    return choose(alternatives, model);
  };
  const uses = weaponsUsedBy(unit, conditions, notes, choosing, targetEngaged);
  // A choice depends on the chooser (and on the target): only an answer without one is kept.
  if (!chose) {
    const byKey = usedBefore.get(unit) ?? new Map<number, UsedWeapons>();
    usedBefore.set(unit, byKey.set(key, { uses, notes: notes.slice(start) }));
  }
  return [...uses];
}

interface UsedWeapons {
  readonly uses: readonly WeaponUse[];
  readonly notes: readonly string[];
}

/** What weaponsUsedBy reads besides the unit and the chooser, as a number: a string key built per call made a lookup 4x as long (issue 15). */
export function usedKey(conditions: Conditions, targetEngaged: boolean): number {
  return (conditions.phase === 'melee' ? 4 : 0) + (conditions.indirect ? 2 : 0) + (targetEngaged ? 1 : 0) + (conditions.engaged ? 8 : 0);
}

/** A MONSTER or VEHICLE unit: it shoots every ranged weapon, Pistols too, even within Engagement Range (003 'Big Guns Never Tire'). */
export function bigGuns(unit: Unit): boolean {
  return unit.keywords.includes('MONSTER') || unit.keywords.includes('VEHICLE');
}

/** Units are immutable, and every calculation asks which weapons its attacker uses (issue 13): answers by phase, --indirect, --engaged and --attacker-engaged. */
const usedBefore = new WeakMap<Unit, Map<number, UsedWeapons>>();

function weaponsUsedBy(unit: Unit, conditions: Conditions, notes: string[], choose: Chooser, targetEngaged: boolean): WeaponUse[] {
  const counts = new Map<string, number>();
  const allGuns = bigGuns(unit);
  const pick = (alternatives: Weapon[], model: string) => {
    const chosen = alternatives.length > 1 ? choose(alternatives, model) : alternatives[0];
    if (alternatives.length > 1) notes.push(`${model} uses ${chosen.name} (of ${alternatives.map((w) => w.name).join(', ')})`);
    return chosen;
  };
  for (const g of unit.models) {
    const carried = g.equipment.map((n) => weaponByName(unit, n));
    let used: Weapon[];
    if (conditions.phase === 'melee') {
      const melee = carried.filter((w) => w.range === 'melee');
      const extra = melee.filter((w) => hasAbility(w.abilities, 'extra attacks'));
      const mains = [...new Set(melee.filter((w) => !extra.includes(w)))];
      used = mains.length ? [pick(mains, g.name), ...extra] : extra;
    } else {
      const byProfile = new Map<string, Weapon[]>();
      // 000 'Blast': "Blast weapons can never be used to make attacks against a unit that is within
      // Engagement Range of one or more units from the attacking model's army (including its own unit)."
      const blast = targetEngaged ? carried.filter((w) => w.range !== 'melee' && hasAbility(w.abilities, 'blast')) : [];
      if (blast.length) notes.push(`${g.name} does not fire ${[...new Set(blast.map((w) => w.name))].join(', ')}: [blast] cannot target a unit within Engagement Range of the attacking army (000 'Blast')`);
      const ranged = carried
        .filter((w) => w.range !== 'melee' && !blast.includes(w))
        .filter((w) => {
          if (!w.profileOf) return true;
          const list = byProfile.get(w.profileOf) ?? [];
          if (!list.includes(w)) list.push(w);
          byProfile.set(w.profileOf, list);
          return false;
        });
      for (const alternatives of byProfile.values()) ranged.push(pick(alternatives, g.name));
      const pistols = ranged.filter((w) => hasAbility(w.abilities, 'pistol'));
      if (allGuns || pistols.length === ranged.length) used = ranged;
      else if (conditions.engaged) {
        // 001 'Pistol': a unit within Engagement Range "can only resolve attacks using its Pistols".
        used = pistols;
        notes.push(`${g.name} is within Engagement Range (--attacker-engaged): ${pistols.length ? 'it shoots only its Pistols' : 'it has no Pistol and cannot shoot'} (001 'Pistol')`);
      } else {
        used = ranged.filter((w) => !pistols.includes(w));
        if (pistols.length) notes.push(`${g.name} shoots its other guns, not its Pistols`);
      }
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
