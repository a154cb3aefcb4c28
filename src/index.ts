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

// The rulesets (issue 14 section 4): each one value, found by name in the registry.
export { RULESETS, rulesetNamed, type RulesetName } from './rules/rulesets.js';
export type { Ruleset, RulesetEffect } from './rules/ruleset.js';
export { tenth } from './rules/tenth/index.js';
export { legacy } from './rules/legacy/index.js';
// The legacy ruleset's matchup and JSON (README 'The older edition (legacy ruleset)').
export { calculateLegacyMatchup, legacyReport } from './matchup/legacy-calculate.js';
export { legacyJson } from './matchup/legacy-json.js';
export { loadLegacyUnits } from './profiles/legacy-load.js';
export type { LegacyCalcJson, LegacyCalcOptions, LegacyCompareJson, LegacyReport, LegacyRunJson } from './matchup/legacy-contract.js';
export type { LegacyConditions, LegacyResult, LegacyUnit } from './rules/legacy/types.js';
