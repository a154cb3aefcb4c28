/**
 * The library entry point, `import { calculate, loadRoster } from 'wh40k'` (README 'Use from a script'):
 * the matchup layer the CLI and its worker threads call, without the command line.
 */
import type { CalcJson } from './rules/contract.js';
import { UsageError } from './rules/errors.js';
import { SIMULATION_FIELDS } from './rules/flags.js';
import { calculate as calculateTenth } from './rules/tenth/matchup/calculate.js';
import type { CalcOptions } from './rules/tenth/matchup/options.js';
import type { CalcReport } from './rules/tenth/matchup/run.js';
import { useTypedUnits, type Roster } from './rules/tenth/profiles/registry.js';
import { typedUnit } from './rules/tenth/profiles/typed.js';
import { RULESETS, rulesetNamed, type RulesetName } from './rules/rulesets.js';
// A script's names may be typed words ("10x A2 BS3+ S4"), found at once: the CLI loads their maker only when asked (issue 30).
useTypedUnits(typedUnit);
export { loadRoster, resolveUnit, type Roster } from './rules/tenth/profiles/registry.js';
export { loadPlayerEffects } from './rules/tenth/profiles/player-effects.js';
export { namedMatchup } from './rules/tenth/matchup/calculate.js';
// The options' schema the CLI's flags are read through (issue 26 section 4): a script's options checked alone.
export { checkedOptions } from './rules/tenth/matchup/option-schema.js';
export { runMatchup, type CalcReport, type FightBack, type Matchup } from './rules/tenth/matchup/run.js';
export type { CalcOptions, DamageReroll, MatchupOptions } from './rules/tenth/matchup/options.js';
export { toJsonObject, type MatchupJson } from './rules/tenth/matchup/json.js';
export { SCHEMA_VERSION, WEAPON_NUMBERS } from './rules/contract.js';
// Every ruleset's calc JSON (issue 27; README 'JSON output').
export type { CalcJson, ConditionValue, VehicleJson, WeaponNumber } from './rules/contract.js';
// A whole turn and "what does it take" (issue 15; README 'A whole turn', 'What it takes').
export { calculateTurn, calculateNeed, type NeedAsk } from './rules/tenth/matchup/named-turn-need.js';
export { runTurn } from './rules/tenth/matchup/turn.js';
export { namedOneTarget, runAtOneTarget, type OneTargetReport, type UnitAdded } from './rules/tenth/matchup/one-target.js';
export type { OneTargetJson, OneTargetShown } from './rules/contract.js';
export { turnJson, type TurnJson } from './rules/tenth/matchup/turn-json.js';
export { TURN_PHASES, type PhaseAdded, type SideLosses, type TurnReport, type TurnSettings } from './rules/tenth/matchup/turn-result.js';
export type { TurnSimulation } from './rules/tenth/matchup/turn-simulate.js';
export { need, needOf, type NeedAsked, type NeedPlan } from './rules/tenth/matchup/need-units.js';
export { needJson, type NeedJson } from './rules/need-json.js';
export { GOAL_FORMS, parseGoal, type Goal, type GoalKind } from './rules/need-goal.js';
export { searchNeed, type NeedCandidate, type NeedResult, type NeedSearch, type NeedSearchPlan } from './rules/need-search.js';
export type { NeedMatchup, NeedOutcome } from './rules/need.js';
export { UsageError };
export { InputError } from './profiles/errors.js';
export { TooLargeError, type DistSummary, type Result } from './rules/tenth/engine.js';
export type { Phase, RerollPolicy, Scenario, Unit, Weapon } from './rules/tenth/types.js';

// The rulesets (issue 14 section 4): each one value, found by name in the registry.
export { RULESETS, rulesetNamed, type RulesetName };
export type { Ruleset, RulesetEffect } from './rules/ruleset.js';
export { tenth } from './rules/tenth/index.js';
export { legacy } from './rules/legacy/index.js';
// The legacy ruleset's matchup and JSON (README 'The older edition (legacy ruleset)').
export { legacyReport } from './rules/legacy/matchup.js';
export { calculateLegacyMatchup } from './rules/legacy/script.js';
export { legacyJson } from './rules/legacy/json.js';
export { loadLegacyUnits } from './rules/legacy/load.js';
export type { LegacyCalcOptions, LegacyReport } from './rules/legacy/contract.js';
export type { LegacyCalcJson } from './rules/legacy/json.js';
export type { LegacyConditions, LegacyResult, LegacyUnit } from './rules/legacy/types.js';
export { eleventh } from './rules/eleventh/index.js';
// 11th edition's units and JSON (README '11th edition'): through the value, `eleventh.calculate(units, a, b, options)`.
export { eleventhJson } from './rules/eleventh/json.js';
export { loadUnits as loadEleventhUnits } from './rules/eleventh/profiles/load.js';
export type { EleventhCalcOptions, EleventhOptions } from './rules/eleventh/flags.js';
export type { EleventhCalcJson } from './rules/eleventh/json.js';
export type { EleventhReport } from './rules/eleventh/matchup.js';
export type { EleventhUnit } from './rules/eleventh/profiles/load.js';


/**
 * `attacker` attacking `target`, by name (aliases and did-you-mean as in the CLI). 10th edition (no `ruleset`, or
 * '10th'): the report `wh40k calc` prints, synchronously (`toJsonObject(report)` is its JSON). Another ruleset
 * (`{ ruleset: '11th', ... }`, issue 28 section 3; `'legacy'`): `units` are that ruleset's (its `loadUnits`, e.g.
 * `loadEleventhUnits([])`), the options its calc's flags in camelCase, and the answer a Promise of the JSON
 * `wh40k --ruleset NAME calc` prints. An option the ruleset does not have is refused (UsageError), never ignored.
 */
export function calculate(roster: Roster, attacker: string, target: string, options?: CalcOptions & { readonly ruleset?: '10th' }): CalcReport;
export function calculate(units: readonly unknown[], attacker: string, target: string, options: Readonly<Record<string, unknown>> & { readonly ruleset: Exclude<RulesetName, '10th'> }): Promise<CalcJson>;
export function calculate(units: unknown, attacker: string, target: string, options: object = {}): CalcReport | Promise<CalcJson> {
  const { ruleset: name, ...rest } = options as { readonly ruleset?: string };
  if (name === undefined || name === '10th') return calculateTenth(units as Roster, attacker, target, rest as CalcOptions);
  const ruleset = rulesetNamed(String(name), RULESETS);
  if (!ruleset) throw new UsageError(`calculate: options.ruleset: expected ${RULESETS.map((r) => r.name).join(', ')}, got "${String(name)}"`);
  const keys = new Set([...ruleset.flags.map((f) => f.key), ...Object.keys(SIMULATION_FIELDS)]);
  const unknown = Object.keys(rest).filter((key) => !keys.has(key));
  if (unknown.length) throw new UsageError(`calculate: options: ${unknown.map((k) => `"${k}"`).join(', ')} ${unknown.length === 1 ? 'is no option' : 'are no options'} of --ruleset ${ruleset.name}`);
  return ruleset.calcShown(units as never, attacker, target, rest, false, async () => []).then((shown) => shown.json);
}
