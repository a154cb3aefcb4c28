import { CommanderError } from 'commander';
import { isInputError, isTooMuchWork, UsageError } from '../rules/errors.js';

export { UsageError };

export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** The one place that decides the exit code and the message for a failure. */
export function describeFailure(e: unknown): { code: number; message: string } {
  if (e instanceof CommanderError) return { code: e.exitCode === 0 ? EXIT.ok : EXIT.usage, message: '' };
  if (isInputError(e)) return { code: EXIT.usage, message: e.message };
  if (isTooMuchWork(e)) return { code: EXIT.failure, message: e.message };
  const detail = process.env.WH40K_DEBUG && e instanceof Error ? `\n${e.stack}` : '';
  return { code: EXIT.failure, message: `internal error: ${e instanceof Error ? e.message : String(e)}${detail}` };
}
