/** A matchup the legacy engine cannot resolve (the CLI reports it as an input error, exit 2). */
export class LegacyInputError extends Error {}

/** A matchup past the legacy engine's work budget (work.ts): refused before any work, the CLI exits 1. */
export class LegacyTooLargeError extends Error {}
