// How large a calculation the engine takes on (issue 13): past these it refuses at once with a TooLargeError, before
// any state vector is built. A module of its own so planning (plan.ts) can refuse without importing the engine.
import { WorkBudgetError } from '../errors.js';

/** The largest state vector the engine will build (floats, 8 bytes each). */
export const MAX_STATES = 4_000_000;
/**
 * estimateWork's steps run per second here, in large calculations: measured (issue 13) at 3.1e8-6.6e8
 * on 5, 10 and 20 x D6+6 Devastating Wounds attacks (D6+2) vs 10 x W24 (with and without Feel No
 * Pain 5+), 3.3e8 on 240 x D3+1 vs 30 x W24 and 3.2e8 on one attack vs 800 groups of 5 W199 models
 * (per-state costs), straight into calculate() on this 2-core machine. It was 2e8, which made the
 * estimate 2-4x the time measured. Measure again when the weapon step changes.
 */
export const STEPS_PER_SECOND = 4e8;
/**
 * Issue 13 goal 7, no input takes over a second: 1.5e8 steps, under half a second at the slowest rate
 * measured (3.1e8), so a loaded machine has room. Past it the engine refuses at once (setUp plans; no
 * state vector is built). Kept where it was when the engine got faster: what it refuses is the same.
 */
export const MAX_WORK = 1.5e8;

export class TooLargeError extends WorkBudgetError {}
