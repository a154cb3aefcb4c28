/**
 * The search of `wh40k need` apart from any calculation (src/rules/need-search.ts): an evaluator stands in for
 * the calc, so what the search does with the chances it is given is checked directly; and the goal
 * forms (src/rules/need-goal.ts). The chances of real units are checked in tests/cli/need.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { TooLargeError, MAX_WORK } from '../../src/rules/tenth/engine.js';
import type { GoalEvaluator } from '../../src/rules/need-search.js';
import { need } from '../../src/rules/tenth/matchup/need-units.js';
import { searchNeed } from '../../src/rules/need-search.js';
import type { NeedMatchup, NeedOutcome } from '../../src/rules/need.js';
import { parseChance, parseGoal, reaches } from '../../src/rules/need-goal.js';
import { target } from '../helpers.js';

const three = target({ models: 3 });
const unit = { ...three, models: [{ ...three.models[0], max: 12 }], points: { 3: 30, 6: 60, 9: 90 } };
const wipe90 = { kind: 'wipe', probability: 0.9 } as const;

/** Chances by the attacker's size; the options the search passed are recorded. */
function byModels(chances: Record<number, number>, seen: number[] = []): GoalEvaluator {
  return (options) => ({
    work: 1,
    run: () => {
      seen.push(options.models!);
      return { probability: chances[options.models!], notes: [] };
    },
  });
}

describe('need: the size search', () => {
  it('the chance need not rise with size: every size is computed, the smallest that reaches is the answer', () => {
    // 6 reaches 0.9, 9 does not (a size can lose a weapon or trigger a rule): the answer is still 6.
    const seen: number[] = [];
    const r = need({ goal: wipe90, attacker: unit, target: unit, options: {} }, byModels({ 3: 0.5, 6: 0.95, 9: 0.85 }, seen));
    expect(seen).toEqual([3, 6, 9]);
    expect(r.answer).toMatchObject({ models: 6, points: 60, reached: true });
    expect(r.candidates.map((c) => c.reached)).toEqual([false, true, false]);
    expect(r.best!.models).toBe(6);
  });

  it('none reaches: no answer, the best is the highest chance (the first of equals)', () => {
    const r = need({ goal: wipe90, attacker: unit, target: unit, options: {} }, byModels({ 3: 0.5, 6: 0.7, 9: 0.7 }));
    expect(r.answer).toBeNull();
    expect(r.best!.models).toBe(6);
  });

  it('the work of all candidates is summed first and refused past the budget, before any is computed', () => {
    const seen: number[] = [];
    const heavy: GoalEvaluator = (o) => ({ work: MAX_WORK / 2, run: () => (seen.push(o.models!), { probability: 1, notes: [] }) });
    expect(() => need({ goal: wipe90, attacker: unit, target: unit, options: {} }, heavy)).toThrow(TooLargeError);
    expect(seen).toEqual([]);
  });

  it('--any-size N: sizes from 1 to N; with no N, to the largest priced size', () => {
    const seen: number[] = [];
    const chances = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, (i + 1) / 12]));
    need({ goal: wipe90, attacker: unit, target: unit, options: {}, anySize: true }, byModels(chances, seen));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('need: the legal sizes (issue 26)', () => {
  it('--any-size starts from the datasheet minimum: a unit of 3-12 tries 3 to 9, not 1 to 9', () => {
    const seen: number[] = [];
    const atLeastThree = { ...unit, models: [{ ...unit.models[0], min: 3 }] };
    const chances = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, (i + 1) / 12]));
    need({ goal: wipe90, attacker: atLeastThree, target: unit, options: {}, anySize: true }, byModels(chances, seen));
    expect(seen).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('every chance 0: no answer and no best', () => {
    const r = need({ goal: wipe90, attacker: unit, target: unit, options: {} }, byModels({ 3: 0, 6: 0, 9: 0 }));
    expect(r.answer).toBeNull();
    expect(r.best).toBeNull();
  });
});

describe('need over any ruleset (issue 27): the search asks the ruleset\'s matchup (rules/need.ts)', () => {
  /** A ruleset's matchup of a made-up unit of 2 or 4 models: a candidate of n models wipes the target with n/4. */
  class OwnBudgetError extends Error {}
  const outcome = (wipe: number): NeedOutcome => ({ kills: { distribution: [1 - wipe, wipe], atLeast: [1, wipe], wipe }, damage: { atLeast: [1] }, targetModels: 1 });
  const matchup = (work: number, tried: number[] = []): NeedMatchup => ({
    attacker: 'A',
    target: 'B',
    options: {},
    shownOptions: {},
    budget: { steps: 10, refuse: (message) => new OwnBudgetError(message) },
    sizes: () => ({ sizes: [2, 4].map((models) => ({ models, points: models * 10, pointsExtrapolated: false })), notes: ['a size note'] }),
    effects: () => [],
    trial: (o) => ({ work, run: () => (tried.push(o.models!), { outcome: outcome(o.models! / 4), notes: ['a note'] }) }),
  });

  it("its sizes with their points, each candidate's outcome read by the goal, its notes once each", () => {
    // P(wipe) = 2/4 = 0.5 and 4/4 = 1: a goal of 90% is reached at 4 models.
    const tried: number[] = [];
    const r = searchNeed({ goal: wipe90, matchup: matchup(1, tried) });
    expect(tried).toEqual([2, 4]);
    expect(r.candidates).toEqual([
      { models: 2, points: 20, pointsExtrapolated: false, probability: 0.5, reached: false },
      { models: 4, points: 40, pointsExtrapolated: false, probability: 1, reached: true },
    ]);
    expect(r.answer!.models).toBe(4);
    expect(r.notes).toEqual(['a size note', 'a note']);
  });

  it("past the ruleset's budget in all, its own error, before any candidate is computed; no budget, no refusal", () => {
    const tried: number[] = [];
    expect(() => searchNeed({ goal: wipe90, matchup: matchup(6, tried) })).toThrow(OwnBudgetError);
    expect(tried).toEqual([]);
    const unbudgeted = { ...matchup(1e12, tried), budget: undefined };
    expect(searchNeed({ goal: wipe90, matchup: unbudgeted }).answer!.models).toBe(4);
  });
});

describe('need: goals', () => {
  it('chances: 90% and 0.9 alike; more than 0, at most 1', () => {
    expect(parseChance('90%')).toBeCloseTo(0.9, 15);
    expect(parseChance('0.9')).toBe(0.9);
    expect(parseChance('.5')).toBe(0.5);
    expect(parseChance('100%')).toBe(1);
    for (const bad of ['0', '0%', '190%', '1.5', '-1', 'x', '', '90%%']) expect(parseChance(bad)).toBeNull();
  });

  it('K@P: a whole K from 1', () => {
    expect(parseGoal('kills', '3@90%')).toEqual({ kind: 'kills', at: 3, probability: 0.9 });
    for (const bad of ['x@0.5', '0@0.5', '3', '3@', '2.5@0.5', '3@2']) expect(parseGoal('kills', bad)).toBeNull();
  });

  it('reached at the goal itself, up to float rounding only', () => {
    expect(reaches(wipe90, 0.9)).toBe(true);
    expect(reaches({ kind: 'wipe', probability: 1 }, 1 - 1e-12)).toBe(true);
    expect(reaches(wipe90, 0.8999)).toBe(false);
  });
});
