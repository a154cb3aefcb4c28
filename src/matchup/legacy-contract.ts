/**
 * The legacy ruleset's JSON contract (issue 14; README 'The older edition (legacy ruleset)'): a calc's
 * options and report, and its JSON (compare's and run's are every ruleset's: contract.ts, cli/merge.ts). Below src/cli, beside 10th edition's
 * contract.ts, so that scripts (`import ... from 'wh40k'`) and the reports need nothing of the command line.
 */
export type { LegacyCalcOptions, LegacyReport, LegacyReportConditions } from '../rules/legacy/contract.js';
import type { legacyJson } from './legacy-json.js';

/** `wh40k --ruleset legacy calc --format json`. */
export type LegacyCalcJson = ReturnType<typeof legacyJson>;
