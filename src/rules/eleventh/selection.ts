/**
 * The melee weapons one model selects when its unit fights (11e 04.01, Select Weapons; 24 Extra Attacks):
 * one melee weapon; a model with [EXTRA ATTACKS] weapons selects every one of them plus one of its other melee
 * weapons, if it has one. Profiles of one weapon (`profileOf`) are one weapon: a model uses one of them.
 */
import { Refused } from '../errors.js';
import type { Weapon } from './types.js';

const isExtraAttacks = (w: Weapon): boolean => w.abilities.some((a) => a.kind === 'extra attacks');

/** The model's melee weapons, each as its profiles, in the listed order. */
function meleeWeapons(weapons: readonly Weapon[]): Weapon[][] {
  const byName = new Map<string, Weapon[]>();
  for (const w of weapons) {
    if (w.range !== 'melee') continue;
    const name = w.profileOf ?? w.name;
    byName.set(name, [...(byName.get(name) ?? []), w]);
  }
  return [...byName.values()];
}

/** Every choice of one profile from each of these weapons. */
function oneOfEach(weapons: readonly (readonly Weapon[])[]): Weapon[][] {
  return weapons.reduce<Weapon[][]>((chosen, profiles) => chosen.flatMap((c) => profiles.map((p) => [...c, p])), [[]]);
}

/**
 * Every selection 11e 04.01 and 24 allow one model with these weapons (its ranged weapons ignored), in the
 * listed order: each a list of weapon profiles. None when it has no melee weapon.
 */
export function meleeSelections(weapons: readonly Weapon[]): Weapon[][] {
  const melee = meleeWeapons(weapons);
  // 11e 24 Extra Attacks: all of the model's [EXTRA ATTACKS] weapons...
  const extra = melee.filter((profiles) => profiles.some(isExtraAttacks));
  const others = melee.filter((profiles) => !profiles.some(isExtraAttacks));
  if (melee.length === 0) return [];
  // ... and one of its other melee weapons, if possible; without them, one melee weapon (04.01).
  const withOne = others.length ? others.flat().map((w) => [w]) : [[]];
  return oneOfEach(extra).flatMap((e) => withOne.map((o) => [...e, ...o]));
}

/**
 * The selection holding the weapon profile named `name` (the first such, in the order of meleeSelections); absent:
 * the only selection there is. Refused when no selection holds it, or when there is a choice and no name.
 */
export function meleeSelection(weapons: readonly Weapon[], name?: string): Weapon[] {
  const all = meleeSelections(weapons);
  if (name === undefined) {
    if (all.length === 1) return all[0];
    const ways = all.map((s) => s.map((w) => w.name).join(' + '));
    throw new Refused(`a model with these weapons selects one of ${ways.length} ways (11e 04.01, 24 Extra Attacks): ${ways.join('; ')}`);
  }
  const found = all.find((s) => s.some((w) => w.name === name));
  if (!found) throw new Refused(`"${name}" is not a melee weapon this model can select (11e 04.01, 24 Extra Attacks)`);
  return found;
}
