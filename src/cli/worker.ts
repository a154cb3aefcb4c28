/** The task a worker thread of compare/run --jobs runs (tinypool calls the default export): one matchup, its JSON. */
import { usePlayerEffects } from '../rules/tenth/effects/index.js';
import type { Effect } from '../rules/tenth/effects/types.js';
import { runMatchup, type Matchup } from '../matchup/run.js';
import { describeFailure } from './errors.js';
import { toJsonObject } from '../matchup/json.js';

export interface Task {
  readonly matchup: Matchup;
  readonly explain: boolean;
  /** The player's effects in play (--effects, effects/ folders): a thread has its own modules. */
  readonly playerEffects: readonly Effect[];
}

/** A failure comes back as data (its message and exit code), so the main thread can rebuild the error it was. */
export type Reply = { readonly json: ReturnType<typeof toJsonObject> } | { readonly error: string; readonly code: number };

export default function runTask(task: Task): Reply {
  // The player's effects the main thread loaded (pool.ts): `--with my-oath` must mean the same here.
  usePlayerEffects(task.playerEffects);
  try {
    return { json: toJsonObject(runMatchup(task.matchup), task.explain) };
  } catch (e) {
    const { code, message } = describeFailure(e);
    return { error: message, code };
  }
}
