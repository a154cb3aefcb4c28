import { describe, expect, it } from 'vitest';
import {
  bestSave,
  coverSave,
  meleeHitTarget,
  rollOutcome,
  shootingRoll,
  woundTarget,
} from '../../../src/rules/legacy/charts.js';

describe('7th edition core rules: the charts', () => {
  it('to hit by BS: BS1 6+ ... BS5 2+, BS6-10 2+ re-rolling a failure on 6+ ... 2+', () => {
    expect([1, 2, 3, 4, 5].map((bs) => shootingRoll(bs))).toEqual([6, 5, 4, 3, 2].map((target) => ({ target, rerollTarget: null })));
    expect([6, 7, 8, 9, 10].map((bs) => shootingRoll(bs))).toEqual([6, 5, 4, 3, 2].map((r) => ({ target: 2, rerollTarget: r })));
  });

  it('BS6 hits with 5/6 + 1/6 * 1/6 = 31/36, BS10 with 5/6 + 1/6 * 5/6 = 35/36', () => {
    const chance = (bs: number) => {
      const roll = shootingRoll(bs);
      return rollOutcome({ target: roll.target, rerollFailedTarget: roll.rerollTarget, rerollOnes: false }).success;
    };
    expect(chance(6)).toBeCloseTo(31 / 36, 12);
    expect(chance(10)).toBeCloseTo(35 / 36, 12);
  });

  it('WS against WS: 3+ if higher, 5+ if the defender has more than double, else 4+ (the WS4 row and the WS1 column)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((d) => meleeHitTarget(4, d))).toEqual([3, 3, 3, 4, 4, 4, 4, 4, 5, 5]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((a) => meleeHitTarget(a, 1))).toEqual([4, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(meleeHitTarget(2, 5)).toBe(5);
  });

  it('to wound, the S4 row over T1-T10 and the T4 column over S1-S10 (null: cannot wound)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((t) => woundTarget(4, t))).toEqual([2, 2, 3, 4, 5, 6, 6, null, null, null]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => woundTarget(s, 4))).toEqual([6, 6, 5, 4, 3, 2, 2, 2, 2, 2]);
    expect(woundTarget(1, 5)).toBeNull();
    expect(woundTarget(3, 10)).toBeNull();
  });

  it('the best save only; armour only while the AP is worse (higher) than the Sv', () => {
    expect(bestSave({ armour: 3, ap: 3, invulnerable: null, cover: null })).toBeNull();
    expect(bestSave({ armour: 3, ap: 4, invulnerable: null, cover: null })).toBe(3);
    expect(bestSave({ armour: 3, ap: null, invulnerable: 5, cover: 4 })).toBe(3);
    expect(bestSave({ armour: 2, ap: 2, invulnerable: 5, cover: 4 })).toBe(4);
    expect(bestSave({ armour: 4, ap: 1, invulnerable: 5, cover: null })).toBe(5);
  });

  it('cover: Stealth +1, Shrouded +2, both +3, from 7 in the open, to 3+ at best', () => {
    expect([null, 6, 5, 4].map((c) => coverSave(c, 1))).toEqual([6, 5, 4, 3]);
    expect([null, 6, 5, 4].map((c) => coverSave(c, 2))).toEqual([5, 4, 3, 3]);
    expect([null, 6, 5, 4].map((c) => coverSave(c, 3))).toEqual([4, 3, 3, 3]);
    expect(coverSave(4, 0)).toBe(4);
    // 004 'Stealth', 'Shrouded': "to a maximum of a 3+" caps the improvement; a 2+ is not made worse.
    expect([1, 2, 3].map((bonus) => coverSave(2, bonus))).toEqual([2, 2, 2]);
  });

  it('re-rolls: failed rolls of a 4+ pass 1/2 + 1/2 * 1/2; 1s of a 4+ pass 1/2 + 1/6 * 1/2; six and one over the final die', () => {
    // Re-roll failed at 4+: success 3/4; final 6: 1/6 + 3/6 * 1/6 = 1/4; final 1: 3/6 * 1/6 = 1/12; no fresh failure.
    expect(rollOutcome({ target: 4, rerollFailedTarget: 4, rerollOnes: false })).toEqual({
      success: expect.closeTo(3 / 4, 12),
      six: expect.closeTo(1 / 4, 12),
      one: expect.closeTo(1 / 12, 12),
      freshFail: 0,
    });
    // Re-roll 1s at 4+: success 1/2 + 1/12 = 7/12; final 1: 1/36; fresh failures are the 2s and 3s: 2/6.
    expect(rollOutcome({ target: 4, rerollFailedTarget: null, rerollOnes: true })).toEqual({
      success: expect.closeTo(7 / 12, 12),
      six: expect.closeTo(7 / 36, 12),
      one: expect.closeTo(1 / 36, 12),
      freshFail: expect.closeTo(2 / 6, 12),
    });
  });
});
