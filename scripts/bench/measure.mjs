// Timing helpers of the bench. In process: CPU time of this process (user + system), so that a loaded
// shared machine, which stretches wall time by the share of a core it gives, inflates it much less.
// Child processes: wall time, and their own CPU time and peak RSS through usage-child.mjs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from './stats.mjs';

/** CPU milliseconds this process has used. */
export function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * CPU milliseconds per call of fn: `warm` calls first, then `rounds` rounds of about ms / rounds each
 * (at least `least` calls a round); the median round, so a stall moves one round only.
 */
export function perCall(fn, { warm = 20, ms = 300, least = 1, rounds = 5 } = {}) {
  for (let i = 0; i < warm; i++) fn();
  const perRound = [];
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const t0 = performance.now();
    const c0 = cpuMs();
    while (n < least || performance.now() - t0 < ms / rounds) {
      fn();
      n++;
    }
    perRound.push((cpuMs() - c0) / n);
  }
  return median(perRound);
}

/** CPU milliseconds of one call of fn (async fn: awaited). */
export async function once(fn) {
  const c0 = cpuMs();
  await fn();
  return cpuMs() - c0;
}

/** A child process's wall time in ms, with what it printed; `timedOut` when it was stopped at `timeout` ms. */
export function spawnMs(file, args, { timeout } = {}) {
  const t0 = performance.now();
  const r = spawnSync(file, args, { encoding: 'utf8', timeout, maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1' } });
  const ms = performance.now() - t0;
  return { ms, status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', timedOut: r.error?.code === 'ETIMEDOUT' || r.signal === 'SIGTERM' };
}

const usageChild = fileURLToPath(new URL('./usage-child.mjs', import.meta.url));

/** `wh40k ARGS` in a child: wall ms, CPU ms and peak RSS (null if it was stopped), its stderr without the usage line. */
export function spawnCli(bin, args, options) {
  const r = spawnMs(process.execPath, [usageChild, bin, ...args], options);
  const at = r.stderr.lastIndexOf('\nusage ');
  const usage = at < 0 ? null : JSON.parse(r.stderr.slice(at + 7));
  return { ...r, stderr: at < 0 ? r.stderr : r.stderr.slice(0, at), cpuMs: usage?.cpuMs ?? null, maxRSS: usage?.maxRSS ?? null };
}

/** CPU ms of `wh40k ARGS` in a child; throws unless it exits 0. */
export function cliCpuMs(bin, args) {
  const r = spawnCli(bin, args);
  if (r.status !== 0) throw new Error(`wh40k ${args.slice(0, 3).join(' ')} ... exited ${r.status}: ${r.stderr}`);
  return r.cpuMs;
}

/**
 * A smaller and a larger run of the CLI (each `{ args, count }`: count, its matchups) as interleaved
 * pairs: the smaller's median CPU ms, and the larger's as that plus the median of the pairs'
 * differences, so drift between pairs (a loaded machine) cancels out of the difference.
 */
export function pairedRuns(bin, small, large, pairs = 5) {
  const runs = Array.from({ length: pairs }, () => [cliCpuMs(bin, small.args), cliCpuMs(bin, large.args)]);
  const smallMs = median(runs.map(([s]) => s));
  return { small: { count: small.count, ms: smallMs }, large: { count: large.count, ms: smallMs + median(runs.map(([s, l]) => l - s)) } };
}
