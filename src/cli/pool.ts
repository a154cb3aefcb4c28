import { Worker } from 'node:worker_threads';
import { runMatchup, type Matchup } from './calc.js';
import { TooLargeError } from '../rules/engine.js';
import { loadedPlayerEffects } from '../rules/effects/index.js';
import { EXIT, UsageError } from './errors.js';
import { toJsonObject } from './format.js';
import type { Reply, Task } from './worker.js';

export type MatchupJson = ReturnType<typeof toJsonObject>;

/** Below this many matchups, starting threads costs more than it saves. */
const WORTH_THREADS = 4;

/**
 * Run matchups, on `jobs` worker threads when there are enough of them; results come back in the
 * order given whatever order they finish in, so output is deterministic.
 */
export async function runAll(
  matchups: readonly Matchup[],
  jobs: number,
  explain: boolean,
  progress: (done: number, total: number) => void = () => {},
): Promise<MatchupJson[]> {
  const results: MatchupJson[] = new Array(matchups.length);
  if (jobs <= 1 || matchups.length < WORTH_THREADS) {
    matchups.forEach((m, i) => {
      results[i] = toJsonObject(runMatchup(m), explain);
      progress(i + 1, matchups.length);
    });
    return results;
  }
  // Each thread has its own modules: it gets the player's effects in play here (worker.ts).
  const workerData = { playerEffects: loadedPlayerEffects() };
  const workers = Array.from({ length: Math.min(jobs, matchups.length) }, () => new Worker(new URL('./worker.js', import.meta.url), { workerData }));
  let next = 0;
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (w: Worker) => {
        if (next >= matchups.length) return;
        const task: Task = { index: next, matchup: matchups[next], explain };
        next++;
        w.postMessage(task);
      };
      for (const w of workers) {
        w.on('message', (reply: Reply) => {
          if ('error' in reply) {
            reject(failureOf(reply));
            return;
          }
          results[reply.index] = reply.json;
          progress(++done, matchups.length);
          if (done === matchups.length) resolve();
          else feed(w);
        });
        w.on('error', reject);
        feed(w);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}

const INTERNAL = 'internal error: ';

/**
 * A worker's failure as the error it was, so describeFailure gives the same exit code and message
 * as without threads: a usage error, work refused as too large (exit 1 "this calculation needs ..."),
 * or a fault (its message without a second "internal error: ").
 */
function failureOf(reply: { error: string; code: number }): Error {
  if (reply.code === EXIT.usage) return new UsageError(reply.error);
  if (reply.error.startsWith(INTERNAL)) return new Error(reply.error.slice(INTERNAL.length));
  return new TooLargeError(reply.error);
}

/** `--shard I/N`: the matchups this job computes (every N-th, starting at I-1). */
export function inShard(index: number, shard: Shard | undefined): boolean {
  return !shard || index % shard.of === shard.index - 1;
}

export interface Shard {
  readonly index: number;
  readonly of: number;
}

/** A progress bar on stderr, only when it is a terminal and not --quiet. */
export function progressBar(enabled: boolean, write: (s: string) => void): (done: number, total: number) => void {
  if (!enabled) return () => {};
  return (done, total) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`);
  };
}
