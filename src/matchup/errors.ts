/** Options or names a matchup cannot use as given: the CLI exits 2 with the message (cli/errors.ts). */
export class UsageError extends Error {}
