/** A worker thread for compare/run --jobs: runs one matchup at a time, returns its JSON. */
import { parentPort, workerData } from 'node:worker_threads';
import { usePlayerEffects } from '../rules/effects/index.js';
import type { Effect } from '../rules/effects/types.js';
import { runMatchup, type Matchup } from './calc.js';
import { describeFailure } from './errors.js';
import { toJsonObject } from './format.js';

export interface Task {
  readonly index: number;
  readonly matchup: Matchup;
  readonly explain: boolean;
}

export type Reply =
  | { readonly index: number; readonly json: ReturnType<typeof toJsonObject> }
  | { readonly index: number; readonly error: string; readonly code: number };

// The player's effects the main thread loaded (pool.ts): `--with my-oath` must mean the same here.
usePlayerEffects((workerData as { playerEffects?: Effect[] } | null)?.playerEffects ?? []);

parentPort?.on('message', (task: Task) => {
  try {
    parentPort!.postMessage({ index: task.index, json: toJsonObject(runMatchup(task.matchup), task.explain) } satisfies Reply);
  } catch (e) {
    const { code, message } = describeFailure(e);
    parentPort!.postMessage({ index: task.index, error: message, code } satisfies Reply);
  }
});
