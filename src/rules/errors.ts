/** Options or names a matchup cannot use as given (any ruleset's): the CLI exits 2 with the message (cli/errors.ts). */
export class UsageError extends Error {}

/** A calculation refused before it starts, past its ruleset's work budget: the CLI exits 1 with the message (cli/errors.ts). */
export class WorkBudgetError extends Error {}
