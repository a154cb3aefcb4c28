/**
 * The task a worker thread of compare/run --jobs runs (tinypool calls the default export): a chunk of matchups,
 * each one's JSON (or only its numbers: MatchupEngine threadsMake), computed by the engine of the ruleset the
 * task names (the registry's, src/rules/rulesets.ts).
 */
import { RULESETS, rulesetNamed } from '../rules/rulesets.js';
import type { MatchupNumbers, Pairing, Ruleset } from '../rules/ruleset.js';
import { describeFailure } from './errors.js';

export interface Task {
  /** The ruleset whose engine computes the matchup. */
  readonly ruleset: string;
  readonly matchups: readonly Pairing[];
  /** What to make of each: its whole JSON, or the numbers alone where the caller reads only them. */
  readonly make: 'json' | 'numbers';
  readonly explain: boolean;
  /** What the engine needs besides the task (10th edition: the player's effects in play): a thread has its own modules. */
  readonly state: unknown;
}

/** A failure comes back as data (its message and exit code), so the main thread can rebuild the error it was. */
export type Reply = { readonly json: MatchupNumbers } | { readonly error: string; readonly code: number };

/** Each matchup's reply, in the order given: one that fails does not stop the others. */
export default async function runTask(task: Task): Promise<Reply[]> {
  const ruleset: Ruleset = rulesetNamed(task.ruleset, RULESETS)!;
  const engine = await ruleset.matchups();
  // What the main thread loaded (pool.ts): `--with my-oath` must mean the same here.
  engine.useThreadState(task.state);
  const numbers = task.make === 'numbers' ? engine.numbers?.bind(engine) : undefined;
  return task.matchups.map((m) => {
    try {
      return { json: numbers ? numbers(m) : engine.json(m, task.explain) };
    } catch (e) {
      const { code, message } = describeFailure(e);
      return { error: message, code };
    }
  });
}
