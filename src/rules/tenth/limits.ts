// How large a calculation the engine takes on (issue 13): past these it refuses at once with a TooLargeError, before
// any state vector is built. A module of its own so planning (plan.ts) can refuse without importing the engine.
import { WorkBudgetError } from '../errors.js';

/** The largest state vector the engine will build (floats, 8 bytes each). */
export const MAX_STATES = 4_000_000;
/**
 * estimateWork's steps run per second here, in large calculations, straight into calculate() on this
 * 2-core machine. Measured again (issue 30, 2026-11-29, the engine faster since issue 13's 3.1e8-6.6e8):
 * 1.08e9 on 5 and 8.2e8 on 10 x D6+6 Devastating Wounds attacks (D6+2) vs 10 x W24, 1.23e9 with Feel No
 * Pain 5+, 6.1e8 on 240 x D3+1 vs 30 x W24, at load 0.8; under load 3 about half. It was 4e8, which made
 * the estimate 1.6-3.1x the time measured on a quiet machine. Only what the estimate says in time reads it
 * (the bench's figure 7): MAX_WORK is in steps. Measure again when the weapon step changes.
 */
export const STEPS_PER_SECOND = 8e8;
/**
 * Issue 13 goal 7, no input takes over a second: 1.5e8 steps, under half a second at the slowest rate
 * measured (3.1e8), so a loaded machine has room. Past it the engine refuses at once (setUp plans; no
 * state vector is built). Kept where it was when the engine got faster: what it refuses is the same.
 */
export const MAX_WORK = 1.5e8;

export class TooLargeError extends WorkBudgetError {}
