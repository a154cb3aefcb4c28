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

/**
 * Run matchups, on `threads` worker threads when more than one (threads-worth.ts); results come back in
 * the order given whatever order they finish in, so output is deterministic. `progress` is told which
 * one finished.
 */
export async function runAll<T>(
  engine: MatchupEngine,
  matchups: readonly Pairing[],
  threads: number,
  explain: boolean,
  progress: (done: number, total: number, index: number) => void,
  view: JsonView<T>,
): Promise<T[]> {
  if (threads <= 1) {
    return matchups.map((m, i) => {
      const json = view(engine.json(m, explain));
      progress(i + 1, matchups.length, i);
      return json;
    });
  }
  // tinypool is loaded only here, when threads are used; it is not bundled (package.json "bundle":
  // --external:tinypool) because it starts its threads from a file beside its own code.
  const { Tinypool } = await import('tinypool');
  const state = engine.threadState();
  const pool = new Tinypool({ filename: new URL('./worker.js', import.meta.url), minThreads: threads, maxThreads: threads, execArgv: workerExecArgv(process.execArgv) });
  let done = 0;
  try {
    // The first failure rejects at once; destroy() then drops the tasks still queued.
    return await Promise.all(
      matchups.map(async (matchup, i) => {
        // Each thread has its own modules: what the engine needs travels with the task (worker.ts).
        const reply: Reply = await pool.run({ ruleset: engine.ruleset, matchup, explain, state } satisfies Task);
        if ('error' in reply) throw failureOf(reply);
        progress(++done, matchups.length, i);
        return view(reply.json);
      }),
    );
  } finally {
    await pool.destroy();
  }
}

/**
 * Node's flags for the threads: the process's own, less --input-type, which a thread refuses
 * (ERR_INPUT_TYPE_NOT_ALLOWED: it loads its file, not a string), as with `node --input-type=module -e`.
 */
export function workerExecArgv(execArgv: readonly string[]): string[] {
  return execArgv.filter((a, i) => !a.startsWith('--input-type') && execArgv[i - 1] !== '--input-type');
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
  return new WorkBudgetError(reply.error);
}

/** `--shard I/N`: the matchups this job computes (every N-th, starting at I-1). */
export function inShard(index: number, shard: Shard | undefined): boolean {
  return !shard || index % shard.of === shard.index - 1;
}
