import type { EffectsInPlay } from '../effects/compile.js';
import { findEffect, loadedPlayerEffects, parseEffectList } from '../effects/index.js';
import type { Effect } from '../effects/types.js';
import { damagedEffect } from '../effects/damaged.js';
import type { Unit } from '../types.js';
import type { CalcOptions } from './options.js';

/** --with / --target-with, plus the effects each unit carries (minus --without). */
export function effectsInPlay(attacker: Unit, target: Unit, o: CalcOptions, targetBelowHalf: boolean): EffectsInPlay {
  const without = parsed(o.without);
  return {
    // Each list parsed before the carried effects it joins (the first unknown name is the one an error says).
    attacker: named(parsed(o.with), carried(attacker, 'attacker', without)),
    target: named(parsed(o.targetWith), carried(target, 'target', without)),
    situation: {
      targetBelowHalfStrength: targetBelowHalf,
      targetOnObjective: o.targetOnObjective ?? false,
      targetEngaged: o.engaged ?? false,
    },
  };
}

/** A turn builds 4-6 phases, most with no effect named or carried: those share this empty list (issue 15). */
const NONE: readonly Effect[] = [];

/** An effect list of the command line, parsed (none given: the shared empty list). */
function parsed(list: readonly string[] | undefined): readonly Effect[] {
  return list?.length ? parseEffectList(list) : NONE;
}

/** The effects named on the command line, then those carried that were not named. */
function named(given: readonly Effect[], carried: readonly Effect[]): readonly Effect[] {
  if (!given.length) return carried;
  if (!carried.length) return given;
  return [...given, ...carried.filter((e) => !given.includes(e))];
}

function carried(unit: Unit, side: 'attacker' | 'target', without: readonly Effect[]): readonly Effect[] {
  // Most units carry none: no lookup (a turn asks for both units at every build, issue 15).
  if (!unit.effects.length && !unit.damaged) return NONE;
  const list = carriedEffects(unit)[side];
  return without.length ? list.filter((e) => !without.includes(e)) : list;
}

interface Carried {
  /** The player's effects the names were looked up among. */
  readonly among: readonly Effect[];
  readonly attacker: readonly Effect[];
  readonly target: readonly Effect[];
}

/** Units are immutable and every calculation asks again (issue 13): a unit's effects are looked up once per set of the player's effects. */
const carriedBy = new WeakMap<Unit, Carried>();

/** The effects a unit carries that have a part for its side, attacking or attacked (its damaged profile among them). */
function carriedEffects(unit: Unit): Carried {
  const among = loadedPlayerEffects();
  let known = carriedBy.get(unit);
  if (known?.among !== among) {
    const damaged = damagedEffect(unit);
    const found = damaged ? [...unit.effects.map(findEffect), damaged] : unit.effects.map(findEffect);
    known = { among, attacker: found.filter((e) => e.attacker), target: found.filter((e) => e.target) };
    carriedBy.set(unit, known);
  }
  return known;
}
