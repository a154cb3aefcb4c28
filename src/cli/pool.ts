import { WorkBudgetError } from '../rules/errors.js';
import type { MatchupEngine, MatchupNumbers, Pairing } from '../rules/ruleset.js';
import { EXIT, UsageError } from './errors.js';
import type { Reply, Task } from './worker.js';
import type { CalcJson, Shard } from '../rules/contract.js';

/** A matchup's calc JSON, the contract every ruleset's gives (rules/contract.ts). */
export type MatchupJson = CalcJson;
export type { Shard };

/**
 * What a caller keeps of a matchup's JSON, taken as each matchup finishes. A matrix that keeps only
 * what its cells show leaves the rest (weapons, notes, the report they point into) to the young
 * generation's collector instead of carrying hundreds of them to the end (issue 13 goal 4).
 */
export type JsonView<T> = (json: MatchupNumbers) => T;

export const wholeJson: JsonView<MatchupNumbers> = (json) => json;

/** A matchup run: its view, or why it failed (the error it was, rebuilt from a worker's reply). */
export type Ran<T> = { readonly json: T } | { readonly failed: unknown };

/**
 * Run matchups, on `threads` threads when more than one (threads-worth.ts): this one and `threads - 1`
 * workers. Results come back in the order given whatever order they finish in, so output is
 * deterministic. `progress` is told which one finished. A matchup that fails says why in its place and the
 * rest still run.
 */
export async function runAll<T>(
  engine: MatchupEngine,
  matchups: readonly Pairing[],
  threads: number,
  explain: boolean,
  progress: (done: number, total: number, index: number) => void,
  view: JsonView<T>,
): Promise<Ran<T>[]> {
  const ranHere = (m: Pairing): Ran<T> => {
    try {
      return { json: view(engine.json(m, explain)) };
    } catch (e) {
      return { failed: e };
    }
  };
  if (threads <= 1) {
    return matchups.map((m, i) => {
      const ran = ranHere(m);
      progress(i + 1, matchups.length, i);
      return ran;
    });
  }
  // tinypool is loaded only here, when threads are used; it is not bundled (package.json "bundle":
  // --external:tinypool) because it starts its threads from a file beside its own code.
  const { Tinypool } = await import('tinypool');
  const workers = threads - 1;
  // Two tasks at a time per worker: the second waits in the worker while this thread computes (and cannot hand it one).
  const pool = new Tinypool({ filename: new URL('./worker.js', import.meta.url), minThreads: workers, maxThreads: workers, concurrentTasksPerWorker: 2, execArgv: workerExecArgv(process.execArgv) });
  const base = { ruleset: engine.ruleset, explain, state: engine.threadState(), make: engine.threadsMake ?? 'json' } as const;
  const results: Ran<T>[] = new Array(matchups.length);
  let next = 0;
  let done = 0;
  const finished = (i: number, ran: Ran<T>) => {
    results[i] = ran;
    progress(++done, matchups.length, i);
  };
  // Guided chunks: a worker takes a share of what is left, smaller as the end nears, so that no thread
  // waits long for the last; one message each way per chunk (each unit copied once per chunk).
  const inWorker = async () => {
    while (next < matchups.length) {
      const from = next;
      next = Math.min(matchups.length, next + Math.ceil((matchups.length - next) / (2 * threads)));
      // Each thread has its own modules: what the engine needs travels with the task (worker.ts).
      const replies: readonly Reply[] = await pool.run({ ...base, matchups: matchups.slice(from, next) } satisfies Task);
      replies.forEach((r, k) => finished(from + k, 'error' in r ? { failed: failureOf(r) } : { json: view(r.json) }));
    }
  };
  // This thread takes one matchup at a time, letting the workers' replies in (and their next chunks out)
  // every few milliseconds, not after each of thousands of light ones.
  const here = async () => {
    let since = performance.now();
    while (next < matchups.length) {
      const i = next++;
      finished(i, ranHere(matchups[i]));
      if (performance.now() - since < YIELD_MS) continue;
      await new Promise(setImmediate);
      since = performance.now();
    }
  };
  try {
    // A thread that fails (not a matchup: a fault of the pool) rejects at once and stops the rest taking more;
    // destroy() then drops the tasks still queued.
    await Promise.all([...Array.from({ length: 2 * workers }, inWorker), here()]).catch((e: unknown) => {
      next = matchups.length;
      throw e;
    });
    return results;
  } finally {
    await pool.destroy();
  }
}

const YIELD_MS = 4;

/**
 * Node's flags for the threads: the process's own, less --input-type, which a thread refuses
 * (ERR_INPUT_TYPE_NOT_ALLOWED: it loads its file, not a string), as with `node --input-type=module -e`.
 */
export function workerExecArgv(execArgv: readonly string[]): string[] {
  return execArgv.filter((a, i) => !a.startsWith('--input-type') && execArgv[i - 1] !== '--input-type');
}

const INTERNAL = 'internal error: ';

/**
 * A matchup's failure in a worker as the error it was, so describeFailure gives the same exit code and message
 * as without threads: a usage error, work refused as too large (exit 1 "this calculation needs ..."),
 * or a fault (its message without a second "internal error: ").
 */
function failureOf(reply: { error: string; code: number }): Error {
  if (reply.code === EXIT.usage) return new UsageError(reply.error);
  if (reply.error.startsWith(INTERNAL)) return new Error(reply.error.slice(INTERNAL.length));
  return new WorkBudgetError(reply.error);
}

/** `--shard I/N`: the matchups this job computes (every N-th, starting at I-1). */
export function inShard(index: number, shard: Shard | undefined): boolean {
  return !shard || index % shard.of === shard.index - 1;
}
