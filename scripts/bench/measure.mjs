// Timing helpers of the bench: in process (warm first) and child processes (wall time).
import { spawnSync } from 'node:child_process';
import { median } from './stats.mjs';

/**
 * Milliseconds per call of fn: `warm` calls first, then `rounds` rounds of about ms / rounds each (at
 * least `least` calls a round); the median round, so a stall of a loaded machine moves one round only.
 */
export function perCall(fn, { warm = 20, ms = 300, least = 1, rounds = 5 } = {}) {
  for (let i = 0; i < warm; i++) fn();
  const perRound = [];
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const t0 = performance.now();
    while (n < least || performance.now() - t0 < ms / rounds) {
      fn();
      n++;
    }
    perRound.push((performance.now() - t0) / n);
  }
  return median(perRound);
}

/** Milliseconds of one call of fn. */
export function once(fn) {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** A child process's wall time in ms, with what it printed; `timedOut` when it was stopped at `timeout` ms. */
export function spawnMs(file, args, { timeout, cwd } = {}) {
  const t0 = performance.now();
  const r = spawnSync(file, args, { encoding: 'utf8', timeout, cwd, maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1' } });
  const ms = performance.now() - t0;
  return { ms, status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', timedOut: r.error?.code === 'ETIMEDOUT' || r.signal === 'SIGTERM' };
}
