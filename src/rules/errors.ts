/**
 * The errors every ruleset's refusals are, as against an internal error (the CLI: cli/errors.ts describeFailure;
 * a turn: rules/tenth/matchup/turn-volley.ts): a ruleset's own refusals extend these, so nothing outside its folder
 * needs to know its classes.
 */

/** Input or options a command cannot use as given, whatever the ruleset: the CLI exits 2 with the message. */
export class Refused extends Error {}

/** Options or names a matchup cannot use as given (any ruleset's): exit 2 with the message. */
export class UsageError extends Refused {}

/** A calculation refused before it starts, past its ruleset's work budget: the CLI exits 1 with the message. */
export class WorkBudgetError extends Error {}

/** Input or options that cannot be used as given: the CLI exits 2 with the message. */
export const isInputError = (e: unknown): e is Error => e instanceof Refused;

/** Work refused past a budget, with what to reduce: the CLI exits 1 with the message. */
export const isTooMuchWork = (e: unknown): e is Error => e instanceof WorkBudgetError;
