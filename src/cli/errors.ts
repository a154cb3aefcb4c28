import { CommanderError } from 'commander';
import { InputError } from '../profiles/errors.js';
import { TooLargeError } from '../rules/tenth/engine.js';
import { EffectSideError } from '../rules/tenth/effects/compile.js';
import { UnknownEffectError } from '../rules/tenth/effects/index.js';
import { SelectionError } from '../rules/tenth/selection.js';
import { UsageError, WorkBudgetError } from '../matchup/errors.js';

export { UsageError };

export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** The one place that decides the exit code and the message for a failure. */
export function describeFailure(e: unknown): { code: number; message: string } {
  if (e instanceof CommanderError) return { code: e.exitCode === 0 ? EXIT.ok : EXIT.usage, message: '' };
  if (
    e instanceof UsageError ||
    e instanceof InputError ||
    e instanceof SelectionError ||
    e instanceof UnknownEffectError ||
    e instanceof EffectSideError
  ) {
    return { code: EXIT.usage, message: e.message };
  }
  if (e instanceof TooLargeError || e instanceof WorkBudgetError) return { code: EXIT.failure, message: e.message };
  const detail = process.env.WH40K_DEBUG && e instanceof Error ? `\n${e.stack}` : '';
  return { code: EXIT.failure, message: `internal error: ${e instanceof Error ? e.message : String(e)}${detail}` };
}
