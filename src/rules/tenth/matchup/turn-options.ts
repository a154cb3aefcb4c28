/** Which of calc's options a turn takes, and how (rules/tenth/matchup/turn.ts; cli/turn-phases.ts hides the refused ones from the help). */
import { lookupKey } from '../../names.js';
import type { Unit } from '../types.js';
import { UsageError } from '../../errors.js';
import type { CalcOptions } from './options.js';
import { TURN_REFUSED } from '../turn-flags.js';

/** Options a turn cannot honour as a calc does: refused, never ignored (their words: rules/tenth/turn-flags.ts, plain data for the command line). */
export const REFUSED = TURN_REFUSED as readonly (readonly [keyof CalcOptions, string])[];

export function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * --order in a turn (RULINGS 12): one list naming the weapons of both phases; the shooting resolves
 * its ranged weapons in that order, the fight its melee weapons. A name that is neither is refused.
 */
export function orderByPhase(attacker: Unit, order: readonly string[] | undefined): { ranged?: string[]; melee?: string[] } {
  if (!order?.length) return {};
  const phaseOf = (name: string) => attacker.weapons.filter((w) => lookupKey(w.name) === lookupKey(name)).map((w) => (w.range === 'melee' ? 'melee' : 'ranged'));
  const unknown = order.filter((n) => phaseOf(n).length === 0);
  if (unknown.length) {
    throw new UsageError(`turn: --order: ${attacker.name} has no weapon named ${unknown.map((n) => `"${n}"`).join(', ')} (its weapons: ${attacker.weapons.map((w) => w.name).join(', ')})`);
  }
  const of = (phase: 'melee' | 'ranged') => order.filter((n) => phaseOf(n).includes(phase));
  return { ranged: of('ranged'), melee: of('melee') };
}

/**
 * The names of an order that these models carry (a phase's survivors: a destroyed sergeant's weapon
 * is not named to the phase's calculation, which refuses a weapon the unit does not attack with).
 */
export function carriedOrder(unit: Unit, order: readonly string[] | undefined): string[] | undefined {
  if (!order?.length) return order?.slice();
  const carried = new Set(unit.models.filter((g) => g.count > 0).flatMap((g) => g.equipment.map(lookupKey)));
  return order.filter((n) => carried.has(lookupKey(n)));
}

/**
 * o with these fields set; the fields are o's own (Partial<T>, so a misspelt one does not compile). A
 * spread, not Object.assign onto {}: that adds each field as a keyed store, and V8 (node 20) turns an
 * object given more than 12 fields beyond its first 4 that way into a dictionary, whose every copy
 * (withBelowHalf, once a phase and Below Half-strength) and read costs several times as much: the
 * fight's options (21 fields) took 3.7 us a copy, 1.2 us as a spread (issue 26).
 */
export function withFields<T extends object>(o: T, fields: Partial<T>): T {
  return { ...o, ...fields };
}
