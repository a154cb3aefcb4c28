/** The engine refuses at once what it cannot hold, and what it holds costs time linear in the target's size (issue 10 section 2). */
import { describe, expect, it, vi } from 'vitest';
import { Dist } from '../../src/dice/dist.js';
import { layoutTarget } from '../../src/rules/tenth/allocation.js';
import { calculate, estimateWork, MAX_WORK, summarise, TooLargeError } from '../../src/rules/tenth/engine.js';
import { run, scenario, target, weapon } from '../helpers.js';
import { sureHit } from './fixtures.js';

// layoutTarget as it is, counted: "refused at once" is shown by the target never being laid out, not by a timer
// (issue 26 section 4: a test must not depend on the machine's speed).
vi.mock('../../src/rules/tenth/allocation.js', async (original) => {
  const actual = await original<typeof import('../../src/rules/tenth/allocation.js')>();
  return { ...actual, layoutTarget: vi.fn(actual.layoutTarget) };
});

describe('the state limit is checked before the target is laid out', () => {
  it('one model of W 100,000,000: refused at once with the states it would need, the target never laid out (that took 18 s and 5 GB)', () => {
    vi.mocked(layoutTarget).mockClear();
    expect(() => run({ weapons: [sureHit()], target: target({ W: 100_000_000 }) })).toThrow(
      new TooLargeError('this calculation needs 1.00e+8 states (limit 4000000); use fewer models or attacks'),
    );
    expect(layoutTarget).not.toHaveBeenCalled();
    // The same count one model of W2 does lay out (so the spy sees the engine's calls).
    run({ weapons: [sureHit()], target: target({ W: 2 }) });
    expect(layoutTarget).toHaveBeenCalled();
  });

  it('W 4,000,000 (exactly 4,000,001 states) is refused, W 3,999,999 is laid out', () => {
    expect(() => run({ weapons: [sureHit()], target: target({ W: 4_000_000 }) })).toThrow(/needs 4\.00e\+6 states/);
    expect(layoutTarget(target({ W: 3_999_999 })).totalWounds).toBe(3_999_999);
  });
});

describe('layoutTarget: the queue of models as states t = wounds lost', () => {
  it('2 models of W2 then 1 of W3 (listed order): each state\'s group, wounds left and models destroyed', () => {
    const unit = target({ groups: [{ count: 2, stats: { W: 2 } }, { count: 1, stats: { W: 3 } }] });
    const layout = layoutTarget(unit, 'listed');
    // t:            0  1  2  3  4  5  6  7
    // model:        a1 a1 a2 a2 b  b  b  (all dead)
    expect(layout.totalWounds).toBe(7);
    expect(layout.models).toBe(3);
    expect([...layout.group]).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect([...layout.remaining]).toEqual([2, 1, 2, 1, 3, 2, 1]);
    expect([...layout.kills]).toEqual([0, 0, 1, 1, 2, 2, 2, 3]);
    // a1 is destroyed from state 2, a2 from 4, b from 7.
    expect(layout.destroyedAt.map((at) => [...at])).toEqual([[2, 4], [7]]);
  });

  it('toughest last: the W3 model goes first when it is listed last but the W2s take more to finish (Sv 2+ vs none)', () => {
    // effectiveWounds: W2 at Sv2+ = 2 / (1/6) = 12; W3 at Sv7 = 3 / 1 = 3: the W3 model takes attacks first.
    const unit = target({ groups: [{ count: 2, stats: { W: 2, Sv: 2 } }, { count: 1, stats: { W: 3, Sv: 7 } }] });
    const layout = layoutTarget(unit);
    expect([...layout.group]).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect([...layout.kills]).toEqual([0, 0, 0, 1, 1, 2, 2, 3]);
    expect(layout.destroyedAt.map((at) => [...at])).toEqual([[5, 7], [3]]);
  });
});

describe('summaries are linear in the target\'s size', () => {
  it('P(at least k) equals Dist.atLeast for every k, trailing zeros included', () => {
    const p = [0.125, 0.375, 0.375, 0.125, 0, 0];
    const s = summarise(p);
    expect(s.atLeast).toEqual(p.map((_, k) => Dist.of(p).atLeast(k)));
    expect(s.atLeast).toEqual([1, 0.875, 0.5, 0.125, 0, 0]);
  });

  it('a target of 100,000 W1 models: the whole result, within the work budget (the kills summary was quadratic: over 120 s, past the test timeout)', () => {
    // 3 attacks, each an unsaved wound with probability 5/6 (torrent, S8 vs T4 wounds on 2+, no save):
    // kills ~ Bin(3, 5/6), mean 5/2.
    const r = run({ weapons: [sureHit({ A: 3 })], target: target({ Sv: 7, W: 1, models: 100_000 }) });
    expect(r.kills.mean).toBeCloseTo(5 / 2, 12);
    expect(r.kills.atLeast).toHaveLength(100_001);
    expect(r.kills.atLeast[3]).toBeCloseTo(125 / 216, 12);
    expect(r.kills.atLeast[4]).toBe(0);
    // The summaries are budgeted by count (engine-work.ts): linear in the states, well within MAX_WORK.
    const cost = (models: number) => estimateWork(scenario({ weapons: [sureHit({ A: 3 })], target: target({ Sv: 7, W: 1, models }) }));
    expect(cost(100_000)).toBeLessThan(MAX_WORK);
    expect(cost(99_999) * 100_001).toBe(cost(100_000) * 100_000);
  });
});

describe('estimateWork: the budget calculate() checks, before any state vector', () => {
  it('is what calculate refuses on: 100 x A100 (10,000 attacks) vs 1,000 models of W26 (26,001 states)', () => {
    const s = scenario({ weapons: [[weapon({ A: 100, S: 8, D: 'D6+6' }), 100]], target: target({ W: 26, models: 1000 }) });
    const work = estimateWork(s);
    expect(work).toBeGreaterThan(MAX_WORK);
    expect(() => calculate(s)).toThrow(new TooLargeError(`this calculation needs about ${work.toExponential(1)} steps (limit 1.5e+8, under a second); use fewer models or attacks`));
  });

  it('grows with the states: a target of 19 W1 models (20 states) costs twice one of 9 (10 states)', () => {
    const cost = (models: number) => estimateWork(scenario({ weapons: [sureHit({ A: 3 })], target: target({ W: 1, models }) }));
    expect(cost(19)).toBe(2 * cost(9));
  });

  it('refuses past the state limit like calculate', () => {
    expect(() => estimateWork(scenario({ weapons: [sureHit()], target: target({ W: 100_000_000 }) }))).toThrow(
      new TooLargeError('this calculation needs 1.00e+8 states (limit 4000000); use fewer models or attacks'),
    );
  });
});

describe('per-group results are linear in models and states, not their product', () => {
  it('2 groups: E[destroyed] and P(all destroyed) per group, by hand', () => {
    // 3 attacks, each an unsaved wound with probability 5/6 (n ~ Bin(3, 5/6)), vs W1 models: group 0 (2 models)
    // first, then group 1 (2 models). Group 0: E = P(n >= 1) + P(n >= 2) = 215/216 + 200/216 = 415/216,
    // all destroyed P(n >= 2) = 200/216; group 1: E = P(n >= 3) = 125/216 (a 4th attack never comes).
    const r = run({ weapons: [sureHit({ A: 3 })], target: target({ Sv: 7, groups: [{ count: 2 }, { count: 2 }] }) });
    expect(r.byGroup.map((g) => g.destroyed)).toEqual([expect.closeTo(415 / 216, 12), expect.closeTo(125 / 216, 12)]);
    expect(r.byGroup.map((g) => g.allDestroyed)).toEqual([expect.closeTo(200 / 216, 12), expect.closeTo(0, 12)]);
  });

  it('800 groups of 5 W199 models (796,000 wounds, within the work budget): a result, not out of memory', () => {
    const groups = Array.from({ length: 800 }, () => ({ count: 5, stats: { W: 199 } }));
    const r = run({ weapons: [sureHit({ A: 1 })], target: target({ Sv: 7, groups }) });
    // One attack, 5/6 a wound of 1 Damage on a W199 model: nothing is destroyed, damage 5/6.
    expect(r.damage.mean).toBeCloseTo(5 / 6, 12);
    expect(r.byGroup).toHaveLength(800);
    expect(r.byGroup.every((g) => g.destroyed === 0 && g.allDestroyed === 0)).toBe(true);
  });

  it('4,000 groups of 5 W199 models (3,980,000 wounds, under the state limit): refused by the work its states cost (2-3 s measured)', () => {
    const groups = Array.from({ length: 4000 }, () => ({ count: 5, stats: { W: 199 } }));
    const s = scenario({ weapons: [sureHit({ A: 1 })], target: target({ Sv: 7, groups }) });
    // 50 steps a state (engine-work.ts PER_STATE) for the weapon and for the summaries: 2 x 50 x 3,980,001.
    expect(estimateWork(s)).toBeGreaterThan(2 * 50 * 3_980_001);
    expect(() => calculate(s)).toThrow(/^this calculation needs about 4\.\de\+8 steps \(limit 1\.5e\+8, under a second\); use fewer models or attacks$/);
  });
});
