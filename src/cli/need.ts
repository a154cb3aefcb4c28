/**
 * `wh40k need ATTACKER vs TARGET --wipe 90%` (issue 15 section 2): the goal flags, and the views of a
 * need result (JSON `kind: "need"`, csv, the people's table and Markdown).
 */
import { percent } from '../numbers.js';
import { GOAL_FORMS, goalText, parseGoal, type Goal, type GoalKind } from '../matchup/need-goal.js';
import { need, type NeedCandidate, type NeedResult } from '../matchup/need.js';
import type { Roster } from '../profiles/registry.js';
import { matchupOf } from './calc.js';
import { optionsSet, type CalcOptions } from '../matchup/options.js';
import { UsageError } from './errors.js';
import { SCHEMA_VERSION, toMarkdown, type Sheet } from './sheet.js';

export const GOAL_FLAGS = ['wipe', 'kills', 'damage', 'survive'] as const satisfies readonly GoalKind[];

/** The one goal among the goal flags given, each checked against its form (exit 2 naming the flag). */
export function goalOf(given: Partial<Record<GoalKind, string>>): Goal {
  const kinds = GOAL_FLAGS.filter((k) => given[k] !== undefined);
  if (kinds.length !== 1) {
    const got = kinds.length ? `, got ${kinds.map((k) => `--${k}`).join(' and ')}` : '';
    throw new UsageError(`need: give one goal, ${GOAL_FLAGS.map((k) => `--${k}`).join(', ')} (e.g. --wipe 90%)${got}`);
  }
  const goal = parseGoal(kinds[0], given[kinds[0]]!);
  if (!goal) throw new UsageError(`--${kinds[0]}: expected ${GOAL_FORMS[kinds[0]]}, got "${given[kinds[0]]}"`);
  return goal;
}

export type NeedJson = ReturnType<typeof needJson>;

/** The documented JSON (README 'JSON output'): every candidate tried, the answer (or null) and the best. */
export function needJson(r: NeedResult, names: { attacker: string; target: string }, options: CalcOptions) {
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'need' as const,
    attacker: { name: names.attacker },
    target: { name: names.target },
    goal: r.goal,
    search: r.search,
    // Every candidate is computed: the chance need not rise with size (matchup/need.ts).
    evaluated: 'all' as const,
    candidates: r.candidates,
    answer: r.answer,
    best: r.best,
    options: optionsSet(options),
    notes: r.notes,
  };
}

const bySize = (j: NeedJson) => j.search.endsWith('size');

/** csv: one row per candidate, raw fractions. */
export function needCsv(j: NeedJson): Sheet {
  const size = bySize(j);
  return {
    columns: size ? ['models', 'points', 'points_extrapolated', 'p_goal', 'reached'] : ['effects', 'cp', 'p_goal', 'reached'],
    rows: j.candidates.map((c) =>
      size ? [c.models!, c.points ?? '', String(c.pointsExtrapolated), c.probability, String(c.reached)] : [effectsText(c), c.cp!, c.probability, String(c.reached)],
    ),
  };
}

/** The table and Markdown: the candidates as people read them. */
export function needPeople(j: NeedJson): Sheet {
  const size = bySize(j);
  const side = j.search.startsWith('target') ? j.target.name : j.attacker.name;
  return {
    title: `${j.attacker.name} vs ${j.target.name}: ${goalText(j.goal)}, ${size ? `by ${side} size` : `by ${side}'s effects`}`,
    columns: [...(size ? ['Models', 'Points'] : ['Effects', 'CP']), 'Chance', 'Reaches goal'],
    rows: j.candidates.map((c) => [...(size ? [String(c.models), pointsText(c)] : [effectsText(c), String(c.cp)]), percent(c.probability), c.reached ? 'yes' : 'no']),
  };
}

/** The answer in one sentence, with what was searched and that every candidate was computed. */
export function needHeadline(j: NeedJson): string {
  const size = bySize(j);
  const what = (c: NeedCandidate) => (size ? `${c.models} models (${pointsText(c)} pts)` : `${effectsText(c)} (${c.cp} CP)`);
  const side = j.search.startsWith('target') ? j.target.name : j.attacker.name;
  const tried = `all ${j.candidates.length} candidates computed: the chance need not rise with ${size ? 'size' : 'more effects'}`;
  if (!j.answer) return `No candidate reaches ${goalText(j.goal)}; the best: ${what(j.best)}, ${percent(j.best.probability)} (${tried}).`;
  const answer = size ? `the smallest ${side} unit: ${what(j.answer)}` : `the cheapest set of ${side}'s effects: ${what(j.answer)}`;
  return `${goalText(j.goal)}: ${answer}, ${percent(j.answer.probability)} (${tried}).`;
}

export function needMarkdown(j: NeedJson): string {
  return `${needHeadline(j)}\n\n${toMarkdown([needPeople(j)])}`;
}

function pointsText(c: NeedCandidate): string {
  if (c.points === null || c.points === undefined) return '-';
  return c.pointsExtrapolated ? `${Math.round(c.points)} (extrapolated)` : String(c.points);
}

function effectsText(c: NeedCandidate): string {
  return c.effects!.length ? c.effects!.join('+') : 'none';
}

/** The flags of `wh40k need` besides the calc options. */
export interface NeedFlags {
  goal: Goal;
  anySize?: number | true;
  withOptions: string[];
}

/** `need ATTACKER vs TARGET` with its goal flags: the search (matchup/need.ts) and its JSON. */
export function runNeed(roster: Roster, words: readonly string[], flags: NeedFlags, options: CalcOptions): NeedJson {
  const { attacker, target } = matchupOf(roster, words, options);
  const result = need({ goal: flags.goal, attacker, target, options, anySize: flags.anySize, withOptions: flags.withOptions.length ? flags.withOptions : undefined });
  return needJson(result, { attacker: attacker.name, target: target.name }, options);
}
