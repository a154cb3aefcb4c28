/**
 * Which errors a refusal is, as against an internal error (the CLI: cli/errors.ts describeFailure;
 * a turn: turn-volley.ts survivorsPhase).
 */
import { InputError } from '../../../profiles/errors.js';
import { TooLargeError } from '../engine.js';
import { EffectSideError } from '../effects/compile.js';
import { UnknownEffectError } from '../effects/index.js';
import { SelectionError } from '../selection.js';
import { UsageError, WorkBudgetError } from '../../errors.js';

/** Input or options that cannot be used as given: the CLI exits 2 with the message. */
export function isInputError(e: unknown): e is Error {
  return e instanceof UsageError || e instanceof InputError || e instanceof SelectionError || e instanceof UnknownEffectError || e instanceof EffectSideError;
}

/** Work refused past a budget, with what to reduce: the CLI exits 1 with the message. */
export function isTooMuchWork(e: unknown): e is Error {
  return e instanceof TooLargeError || e instanceof WorkBudgetError;
}
