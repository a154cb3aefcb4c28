/**
 * The library entry point, `import { calculate, loadRoster } from 'wh40k'` (README 'Use from a script'):
 * the matchup layer the CLI and its worker threads call, without the command line.
 */
export { loadRoster, resolveUnit, type Roster } from './profiles/registry.js';
export { loadPlayerEffects } from './profiles/player-effects.js';
export { calculate, namedMatchup } from './matchup/calculate.js';
export { runMatchup, type CalcReport, type FightBack, type Matchup } from './matchup/run.js';
export type { CalcOptions, DamageReroll, MatchupOptions } from './matchup/options.js';
export { toJsonObject, type MatchupJson } from './matchup/json.js';
export { SCHEMA_VERSION } from './matchup/contract.js';
export { UsageError } from './matchup/errors.js';
export { InputError } from './profiles/errors.js';
export { TooLargeError, type DistSummary, type Result } from './rules/tenth/engine.js';
export type { Phase, RerollPolicy, Scenario, Unit, Weapon } from './rules/tenth/types.js';
