/**
 * Parts of a weapon's plan (plan.ts) that depend on a few of its inputs only, worked out once per
 * process: every calculation plans its weapons again, and a matrix's row plans the same weapons
 * against each target, its column the same target for each weapon (issue 13 goal 4). Each is kept
 * with an immutable input it comes from (a weapon's abilities, a dice expression, a distribution,
 * a unit), by a key that holds every other input it reads; what is kept is never written. The key
 * is a number for the usual small values (as rolls.ts testKey), else a string: a string key is built
 * and hashed on every call, and a turn plans its weapons again in every phase (issue 15). A number
 * never equals a string, so both kinds share a Map.
 */
import { Dist } from '../../dice/dist.js';
import { diceDist, diceKey, type DiceExpression } from '../../dice/expression.js';
import { oneInstanceEach, type OneInstanceEach } from './abilities.js';
import { keptFor } from '../kept-for.js';
import { got, newMap } from '../maps.js';
import { modifyAttacks, modifyDamage, type DamageModifiers } from './modifiers.js';
import { bit, small } from '../numeric-keys.js';
import type { Ability } from './types.js';

export interface WeaponAbilities extends OneInstanceEach {
  readonly kinds: ReadonlySet<Ability['kind']>;
}

/** A weapon's abilities with those its adjustments add, one instance each (RULINGS 14), and the kinds among them. */
export function weaponAbilities(own: readonly Ability[], added: readonly Ability[]): WeaponAbilities {
  const make = () => {
    const each = oneInstanceEach([...own, ...added]);
    return { ...each, kinds: new Set(each.abilities.map((a) => a.kind)) };
  };
  // Most weapons gain no ability from effects: theirs are worked out once per weapon; most have none at all (one
  // result for all of them: a sweep of BSData meets thousands of weapons, each new to it, issue 30).
  if (added.length) return make();
  return own.length ? keptFor(abilitiesOf, own, 0, make) : NO_ABILITIES;
}

const NO_ABILITIES: WeaponAbilities = Object.freeze({ abilities: [], chosen: [], kinds: new Set<Ability['kind']>() });

const abilitiesOf = new WeakMap<readonly Ability[], Map<string | number, WeaponAbilities>>();

/**
 * Attacks of one copy of a weapon (RULINGS 9): its roll plus `extra` (Blast) and a Rapid Fire roll
 * at half range, then `added` to each roll, never below 1.
 */
export function attacksPerCopy(attacks: DiceExpression, extra: number, rapid: DiceExpression | undefined, added: number): Dist {
  const key = !rapid && small(extra, 1023) && small(added + 512, 1023) ? extra * 1024 + added + 512 : `${extra} ${rapid?.text ?? ''} ${added}`;
  return keptForDice(attacksOf, attacksByDice, attacks, key, () => {
    let bonus = Dist.constant(extra);
    if (rapid) bonus = bonus.plus(diceDist(rapid));
    return diceDist(attacks)
      .plus(bonus)
      .map((a) => modifyAttacks(a, added));
  });
}

const attacksOf = new WeakMap<DiceExpression, Map<string | number, Dist>>();
const attacksByDice = new Map<number, Map<string | number, Dist>>();

/**
 * keptFor for what depends on a dice expression's roll alone, not on which object holds it: by the roll's number
 * (expression.ts diceKey) where it has one, shared by every weapon rolling the same dice; else by the object.
 */
function keptForDice<V>(byObject: WeakMap<DiceExpression, Map<string | number, V>>, byKey: Map<number, Map<string | number, V>>, dice: DiceExpression, key: string | number, make: () => V): V {
  const roll = diceKey(dice);
  return roll === undefined ? keptFor(byObject, dice, key, make) : got(got(byKey, roll, newMap<string | number, V>), key, make);
}

/** The attacks of `count` copies: independent rolls summed. */
export function allCopies(count: number, each: Dist): Dist {
  return keptFor(copiesOf, each, count, () => Dist.repeat(count, each));
}

const copiesOf = new WeakMap<Dist, Map<string | number, Dist>>();

/** Damage of one attack after its modifiers (RULINGS 5, 6), a roll of 1 re-rolled with `rerollOnes`. */
export function damageOf(damage: DiceExpression, rerollOnes: boolean, m: DamageModifiers): Dist {
  const key =
    m.set === undefined && small(m.add, 255) && small(m.subtract, 255) ? ((m.add * 256 + m.subtract) * 2 + bit(m.halve)) * 2 + bit(rerollOnes)
    : `${+rerollOnes} ${+m.halve} ${m.add} ${m.subtract} ${m.set}`;
  return keptForDice(damageByModifiers, damageByDice, damage, key, () =>
    diceDist(damage, { rerollOnes }).map((d) => modifyDamage(d, m)),
  );
}

const damageByModifiers = new WeakMap<DiceExpression, Map<string | number, Dist>>();
const damageByDice = new Map<number, Map<string | number, Dist>>();

