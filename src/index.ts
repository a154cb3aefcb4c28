/**
 * The library entry point, `import { calculate, loadRoster } from 'wh40k'` (README 'Use from a script'):
 * the matchup layer the CLI and its worker threads call, without the command line.
 */
export { loadRoster, resolveUnit, type Roster } from './profiles/registry.js';
export { loadPlayerEffects } from './profiles/player-effects.js';
export { calculate, namedMatchup } from './matchup/calculate.js';
// The options' schema the CLI's flags are read through (issue 26 section 4): a script's options checked alone.
export { checkedOptions } from './matchup/option-schema.js';
export { runMatchup, type CalcReport, type FightBack, type Matchup } from './matchup/run.js';
export type { CalcOptions, DamageReroll, MatchupOptions } from './matchup/options.js';
export { toJsonObject, type MatchupJson } from './matchup/json.js';
export { SCHEMA_VERSION, WEAPON_NUMBERS } from './matchup/contract.js';
// Every ruleset's calc JSON (issue 27; README 'JSON output').
export type { CalcJson, ConditionValue, VehicleJson, WeaponNumber } from './matchup/contract.js';
// A whole turn and "what does it take" (issue 15; README 'A whole turn', 'What it takes').
export { calculateTurn, calculateNeed, type NeedAsk } from './matchup/named-turn-need.js';
export { runTurn } from './matchup/turn.js';
export { turnJson, type TurnJson } from './matchup/turn-json.js';
export { TURN_PHASES, type PhaseAdded, type SideLosses, type TurnReport, type TurnSettings } from './matchup/turn-result.js';
export type { TurnSimulation } from './matchup/turn-simulate.js';
export { need, needOf, type NeedAsked, type NeedPlan } from './matchup/need-units.js';
export { needJson, type NeedJson } from './matchup/need-json.js';
export { GOAL_FORMS, parseGoal, type Goal, type GoalKind } from './matchup/need-goal.js';
export { searchNeed, type NeedCandidate, type NeedResult, type NeedSearch, type NeedSearchPlan } from './matchup/need.js';
export type { NeedMatchup, NeedOutcome } from './rules/need.js';
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
export { calculateLegacyMatchup, legacyReport } from './rules/legacy/matchup.js';
export { legacyJson } from './matchup/legacy-json.js';
export { loadLegacyUnits } from './profiles/legacy-load.js';
export type { LegacyCalcOptions, LegacyReport } from './rules/legacy/contract.js';
export type { LegacyCalcJson } from './matchup/legacy-json.js';
export type { LegacyConditions, LegacyResult, LegacyUnit } from './rules/legacy/types.js';
