/**
 * How long a test, or a child process it starts, may run before it counts as hung (issue 26 section 4):
 * generous, since `npm test` must pass on a 2-core machine busy with another job. It only stops a
 * hang; no test asserts how long anything took (work is budgeted by counts; speed is `npm run bench`'s).
 */
export const HANG_MS = 300_000;
