/**
 * `wh40k turn` and `wh40k need` by unit names, as scripts call them (README 'Use from a script'), as
 * `calculate` is `wh40k calc`: the units found in the roster (aliases, Leaders, did-you-mean as in the
 * CLI), the options calc's flags in camelCase.
 */
import type { Roster } from '../profiles/registry.js';
import { shownValue } from '../../../profiles/wording.js';
import { unitsNamed } from './named.js';
import { checkedFields } from '../../option-fields.js';
import { checkedOptions, NEED_FIELDS, TURN_SETTING_FIELDS } from './option-schema.js';
import { UsageError } from '../../errors.js';
import { GOAL_FORMS, GOAL_KINDS, parseGoal, type Goal, type GoalKind } from '../../need-goal.js';
import { needOf } from './need-units.js';
import type { NeedJson } from '../../need-json.js';
import type { CalcOptions } from './options.js';
import { runTurn } from './turn.js';
import { turnSettings, type TurnReport, type TurnSettings } from './turn-result.js';

/**
 * `attacker`'s turn against `target`: the report `wh40k turn` prints (`turnJson(report, null)` is its
 * `--format json`). `settings` as turn's flags: phases (default both), overwatch (off), fightBack (on).
 * Options and settings the command line would refuse are refused (UsageError), a key that is none too.
 */
export function calculateTurn(roster: Roster, attacker: string, target: string, options: CalcOptions = {}, settings: Partial<TurnSettings> = {}): TurnReport {
  const full = turnSettings(checkedFields<Partial<TurnSettings>>(TURN_SETTING_FIELDS, settings, 'calculateTurn: settings'));
  if (full.overwatch && !full.phases.includes('fight')) throw new UsageError('overwatch: Overwatch is fired at a charging unit, and without the fight phase the attacker does not charge');
  const report = runTurn(unitsNamed(roster, attacker, target, checkedOptions(options, 'calculateTurn: options')), full);
  return roster.notes.length ? { ...report, notes: [...roster.notes, ...report.notes] } : report;
}

/** What to search for: one goal (a Goal, or its kind and the CLI's text: `{ wipe: '90%' }`), and need's --any-size and --with-options. */
export interface NeedAsk {
  readonly goal: Goal | Partial<Record<GoalKind, string>>;
  readonly anySize?: number | true;
  readonly withOptions?: readonly string[];
}

/** The smallest unit, or cheapest set of effects, that reaches the goal: the JSON `wh40k need --format json` prints. */
export function calculateNeed(roster: Roster, attacker: string, target: string, ask: NeedAsk, options: CalcOptions = {}): NeedJson {
  const { goal, ...flags } = (ask ?? {}) as NeedAsk;
  const { anySize, withOptions } = checkedFields<Omit<NeedAsk, 'goal'>>(NEED_FIELDS, flags, 'calculateNeed: ask');
  return needOf({ ...unitsNamed(roster, attacker, target, checkedOptions(options, 'calculateNeed: options')), goal: goalOf(goal), anySize, withOptions });
}

/** A Goal as given, or read from `{ wipe: '90%' }` as need's goal flags are (exit-2 errors naming the form). */
function goalOf(g: NeedAsk['goal'] | undefined): Goal {
  if (g === null || typeof g !== 'object') throw new UsageError(`calculateNeed: ask.goal: expected a goal like { wipe: '90%' }, got ${g === undefined ? 'none' : shownValue(g)}`);
  if ('probability' in g) return g as Goal;
  const given = Object.entries(g).filter(([, v]) => v !== undefined);
  if (given.length !== 1 || !(GOAL_KINDS as readonly string[]).includes(given[0][0])) {
    throw new UsageError(`need: give one goal, ${GOAL_KINDS.join(', ')} (e.g. { wipe: '90%' }), got ${given.length ? given.map(([k]) => k).join(' and ') : 'none'}`);
  }
  const [kind, text] = given[0] as [GoalKind, string];
  const goal = parseGoal(kind, String(text));
  if (!goal) throw new UsageError(`need: ${kind}: expected ${GOAL_FORMS[kind]}, got "${text}"`);
  return goal;
}
