/**
 * `need` for scripts holding 10th-edition units (README 'Use from a script'): the shared search
 * (need.ts) over their matchup (need-calc.ts, the ruleset value's part), and its JSON.
 */
import type { Unit } from '../types.js';
import type { Goal } from '../../need-goal.js';
import { needJson, type NeedJson } from '../../need-json.js';
import { searchNeed, type GoalEvaluator, type NeedResult } from '../../need-search.js';
import { calcNeedMatchup } from './need-calc.js';
import type { CalcOptions } from './options.js';

/** Where the candidates come from, for units you hold: the goal, the units and options, the search's flags. */
export interface NeedPlan {
  readonly goal: Goal;
  readonly attacker: Unit;
  readonly target: Unit;
  readonly options: CalcOptions;
  /** Effects to combine (--with-options): the cheapest subset at the current sizes. */
  readonly withOptions?: readonly string[];
  /** --any-size N, or `true` (matchup/need.ts NeedSearchPlan). */
  readonly anySize?: number | true;
}

/** The search (matchup/need.ts) over a calc of units you hold; `evaluate` in place of the calc (a turn, a test's chances). */
export function need(plan: NeedPlan, evaluate?: GoalEvaluator<CalcOptions>): NeedResult {
  return searchNeed({ ...plan, matchup: calcNeedMatchup(plan.attacker, plan.target, plan.options) }, evaluate);
}

/** One search: the units, their options and the goal (a scenario's `need:` entry, a script's units). */
export type NeedAsked = NeedPlan;

export function needOf(a: NeedAsked): NeedJson {
  const matchup = calcNeedMatchup(a.attacker, a.target, a.options);
  return needJson(searchNeed({ ...a, matchup }), matchup);
}
