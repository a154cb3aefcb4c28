import { BoundedCache } from '../bounded-cache.js';
import type { RerollPolicy } from './types.js';
import { small } from '../numeric-keys.js';

/** How one D6 roll of the attack sequence (Hit roll, Wound roll, saving throw) is judged. */
export interface D6Test {
  /** The D6 result needed after modifiers. */
  readonly target: number;
  /** The total modifier, already clamped where the rules clamp it. */
  readonly modifier: number;
  /** Unmodified results at or above this are critical (7 = never). */
  readonly criticalOn: number;
  /** Unmodified results at or below this always fail: 1, or 3 for Indirect Fire (003). */
  readonly failsUpTo: number;
  readonly reroll: RerollPolicy;
}

export type RollResult = 'fail' | 'success' | 'critical';

export interface RollOdds {
  readonly fail: number;
  /** Successful but not critical. */
  readonly success: number;
  readonly critical: number;
}

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** The result of one unmodified D6 face (after any re-roll). */
export function judgeFace(test: D6Test, face: number): RollResult {
  if (face <= test.failsUpTo) return 'fail';
  if (face >= test.criticalOn) return 'critical';
  return face + test.modifier >= test.target ? 'success' : 'fail';
}

/** Whether a face is re-rolled (RULINGS 4: "failed" re-rolls only failures, never fishes for criticals). */
export function isRerolled(test: D6Test, face: number): boolean {
  if (test.reroll === 'ones') return face === 1;
  if (test.reroll === 'failed') return judgeFace(test, face) === 'fail';
  return false;
}

/**
 * Exact odds of one roll, re-rolled at most once, re-roll before modifiers (000 'Re-rolls').
 * P(face f finally) = P(f first and kept) + P(first roll re-rolled) * P(f).
 */
export function rollOdds(test: D6Test): RollOdds {
  // Few tests occur (targets and modifiers are small integers): each worked out once per process.
  const key = testKey(test);
  return oddsByTest.get(key) ?? oddsByTest.set(key, Object.freeze(countOdds(test)));
}

const oddsByTest = new BoundedCache<number | string, RollOdds>();
const REROLLS = { none: 0, ones: 1, failed: 2 } as const;

/** A test as a key: a number for the usual small values (Map lookups on numbers are cheap), else a string. */
export function testKey(t: D6Test): number | string {
  const modifier = t.modifier + 32;
  if (small(t.target, 63) && small(modifier, 63) && small(t.criticalOn, 15) && small(t.failsUpTo, 15)) {
    return (((t.target * 64 + modifier) * 16 + t.criticalOn) * 16 + t.failsUpTo) * 4 + REROLLS[t.reroll];
  }
  return `${t.target},${t.modifier},${t.criticalOn},${t.failsUpTo},${t.reroll}`;
}

function countOdds(test: D6Test): RollOdds {
  // Counted in 36ths and divided once, so certain results are exactly 0 or 1 (a 7+ save fails with P = 1).
  const rerolled = FACES.filter((f) => isRerolled(test, f)).length;
  const in36ths = { fail: 0, success: 0, critical: 0 };
  for (const face of FACES) in36ths[judgeFace(test, face)] += (isRerolled(test, face) ? 0 : 6) + rerolled;
  return { fail: in36ths.fail / 36, success: in36ths.success / 36, critical: in36ths.critical / 36 };
}

export function successChance(odds: RollOdds): number {
  return odds.success + odds.critical;
}
