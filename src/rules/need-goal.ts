/**
 * What `wh40k need` looks for (issue 15 section 2): a goal is a chance of an outcome, reached when
 * the outcome's probability is at least that chance. Read from one calculation's outcome, any ruleset's.
 */
import type { NeedOutcome } from './need.js';
import { percent } from '../numbers.js';

export type Goal =
  /** P(every model of the target destroyed) >= probability. */
  | { readonly kind: 'wipe'; readonly probability: number }
  /** P(at least `at` models destroyed), or P(at least `at` damage), >= probability. */
  | { readonly kind: 'kills' | 'damage'; readonly at: number; readonly probability: number }
  /** The defender's goal: P(at least one model of the target left) >= probability. */
  | { readonly kind: 'survive'; readonly probability: number };

export type GoalKind = Goal['kind'];

/** The goals, in the order the flags, scenario entries and messages list them. */
export const GOAL_KINDS = ['wipe', 'kills', 'damage', 'survive'] as const satisfies readonly GoalKind[];

/**
 * Float rounding only: a goal of 100% is reached by a certain outcome whose probabilities sum to 1
 * within the engine's 1e-9 (never compare probabilities with ===).
 */
const ROUNDING = 1e-9;

export function reaches(goal: Goal, probability: number): boolean {
  return probability >= goal.probability - ROUNDING;
}

/** P(the goal's outcome) in one result; each tail is summed from the distribution, never 1 - cdf. */
export function goalProbability(goal: Goal, result: NeedOutcome): number {
  switch (goal.kind) {
    case 'wipe':
      return result.kills.wipe;
    case 'kills':
      return result.kills.atLeast[goal.at] ?? 0;
    case 'damage':
      return result.damage.atLeast[goal.at] ?? 0;
    case 'survive':
      // Every number of models destroyed short of all of them leaves one standing.
      return result.kills.distribution.slice(0, result.targetModels).reduce((s, p) => s + p, 0);
  }
}

/** The goal in people's words: `P(at least 3 models destroyed) >= 90%`. */
export function goalText(goal: Goal): string {
  const outcome =
    goal.kind === 'wipe' ? 'every target model destroyed'
    : goal.kind === 'kills' ? `at least ${goal.at} target model${goal.at === 1 ? '' : 's'} destroyed`
    : goal.kind === 'damage' ? `at least ${goal.at} damage`
    : 'at least one target model left';
  return `P(${outcome}) >= ${percent(goal.probability)}`;
}

/**
 * A chance as written on the command line or in a scenario file: `90%` or `0.9`, more than 0 and at
 * most 1. Null when it is not one (the caller names the flag or field and the expected form).
 */
export function parseChance(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(%?)\s*$/.exec(text);
  if (!m) return null;
  const p = m[2] ? Number(m[1]) / 100 : Number(m[1]);
  return p > 0 && p <= 1 ? p : null;
}

/** `3@90%` (at least 3, with probability 90%); null when it is not that form. */
function parseCountAtChance(text: string): { at: number; probability: number } | null {
  const m = /^\s*(\d+)\s*@(.*)$/.exec(text);
  if (!m || Number(m[1]) < 1) return null;
  const probability = parseChance(m[2]);
  return probability === null ? null : { at: Number(m[1]), probability };
}

/** What each goal's value looks like, for the errors. */
export const GOAL_FORMS: Readonly<Record<GoalKind, string>> = {
  wipe: 'a chance like 90% or 0.9 (more than 0, at most 100%)',
  survive: 'a chance like 80% or 0.8 (more than 0, at most 100%)',
  kills: 'K@P, at least K models destroyed with chance P, e.g. 3@90% (K a whole number from 1, P more than 0, at most 100%)',
  damage: 'D@P, at least D damage with chance P, e.g. 10@75% (D a whole number from 1, P more than 0, at most 100%)',
};

/** A goal from its kind and text; null when the text is not the kind's form (GOAL_FORMS). */
export function parseGoal(kind: GoalKind, text: string): Goal | null {
  if (kind === 'wipe' || kind === 'survive') {
    const probability = parseChance(text);
    return probability === null ? null : { kind, probability };
  }
  const at = parseCountAtChance(text);
  return at === null ? null : { kind, ...at };
}
