/**
 * Issue 13 goal 7: no input takes over a second. The worst cases measured there (40 models x D6+6
 * attacks, Sustained Hits 1 and Devastating Wounds, Damage D6+2, vs 10 models of W24: 29 s, and its
 * siblings) are refused at once by their work estimate, a count, not a timer; a smaller sibling runs.
 */
import { describe, expect, it } from 'vitest';
import { calculate, estimateWork, MAX_WORK, TooLargeError } from '../../src/rules/tenth/engine.js';
import { scenario, target, weapon } from '../helpers.js';

const devGun = (name = 'dev gun') =>
  weapon({ name, A: 'D6+6', skill: 3, S: 6, AP: -1, D: 'D6+2', abilities: ['sustained hits 1', 'devastating wounds'] });
const big = (feelNoPain?: number) => target({ T: 6, Sv: 3, W: 24, models: 10, feelNoPain });
const refusal = (work: number, held: string) =>
  new TooLargeError(
    `this calculation needs about ${work.toExponential(1)} steps (limit 1.5e+8, under a second); use fewer models or attacks` +
      ` (the Critical Wounds a Devastating Wounds weapon holds until the end multiply the target's states: ${held})`,
  );

describe('the worst cases of issue 13 are refused before any state vector, saying what to reduce', () => {
  it('40 x D6+6 vs 10 x W24: pending counts 0..80 (10 x ceil(24 / 3)), not 0..240', () => {
    const s = scenario({ weapons: [[devGun(), 40]], target: big() });
    const work = estimateWork(s);
    expect(work).toBeGreaterThan(MAX_WORK);
    expect(() => calculate(s)).toThrow(refusal(work, 'dev gun x81'));
  });

  it('with Feel No Pain 5+ no pending count is sure: 0..960 (480 attacks, 2 Wound rolls each)', () => {
    const s = scenario({ weapons: [[devGun(), 40]], target: big(5) });
    const work = estimateWork(s);
    expect(work).toBeGreaterThan(MAX_WORK);
    expect(() => calculate(s)).toThrow(refusal(work, 'dev gun x961'));
  });

  it('two Devastating Wounds weapons multiply their pending counts', () => {
    const s = scenario({ weapons: [[devGun('gun'), 20], [devGun('pistol'), 20]], target: big() });
    const work = estimateWork(s);
    expect(work).toBeGreaterThan(MAX_WORK);
    expect(() => calculate(s)).toThrow(refusal(work, 'gun x81, pistol x81'));
  });

  it('10 models of the same (within the budget) run: 120 attacks kill at most 10 models', () => {
    const s = scenario({ weapons: [[devGun(), 10]], target: big() });
    expect(estimateWork(s)).toBeLessThan(MAX_WORK);
    const r = calculate(s);
    expect(r.kills.distribution).toHaveLength(11);
    expect(r.kills.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
