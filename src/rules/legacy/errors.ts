/** A matchup the legacy engine cannot resolve (the CLI reports it as an input error, exit 2). */
export class LegacyInputError extends Error {}
