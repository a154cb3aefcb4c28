import type { EffectsInPlay } from '../rules/tenth/effects/compile.js';
import { findEffect, loadedPlayerEffects, parseEffectList } from '../rules/tenth/effects/index.js';
import type { Effect } from '../rules/tenth/effects/types.js';
import type { Unit } from '../rules/tenth/types.js';
import type { CalcOptions } from './options.js';

/** --with / --target-with, plus the effects each unit carries (minus --without). */
export function effectsInPlay(attacker: Unit, target: Unit, o: CalcOptions, targetBelowHalf: boolean): EffectsInPlay {
  const without = parseEffectList(o.without ?? []);
  const carried = (unit: Unit, side: 'attacker' | 'target') => {
    const list = carriedEffects(unit)[side];
    return without.length ? list.filter((e) => !without.includes(e)) : list;
  };
  const merge = (a: readonly Effect[], b: readonly Effect[]) => (a.length ? [...a, ...b.filter((e) => !a.includes(e))] : b);
  return {
    attacker: merge(parseEffectList(o.with ?? []), carried(attacker, 'attacker')),
    target: merge(parseEffectList(o.targetWith ?? []), carried(target, 'target')),
    situation: {
      targetBelowHalfStrength: targetBelowHalf,
      targetOnObjective: o.targetOnObjective ?? false,
      engaged: o.attackerEngaged ?? false,
      targetEngaged: o.engaged ?? false,
    },
  };
}

interface Carried {
  /** The player's effects the names were looked up among. */
  readonly among: readonly Effect[];
  readonly attacker: readonly Effect[];
  readonly target: readonly Effect[];
}

/** Units are immutable and every calculation asks again (issue 13): a unit's effects are looked up once per set of the player's effects. */
const carriedBy = new WeakMap<Unit, Carried>();

/** The effects a unit carries that have a part for its side, attacking or attacked. */
function carriedEffects(unit: Unit): Carried {
  const among = loadedPlayerEffects();
  let known = carriedBy.get(unit);
  if (known?.among !== among) {
    const found = unit.effects.map(findEffect);
    known = { among, attacker: found.filter((e) => e.attacker), target: found.filter((e) => e.target) };
    carriedBy.set(unit, known);
  }
  return known;
}
