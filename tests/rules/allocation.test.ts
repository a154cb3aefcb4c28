import { describe, expect, it } from 'vitest';
import { TooLargeError } from '../../src/rules/tenth/engine.js';
import { run, target, weapon } from '../helpers.js';
import { sureHit } from './fixtures.js';

// The kill model: an attack is allocated to a model that has already lost wounds; damage beyond
// that model's remaining wounds is lost (per attack); kills never exceed the unit's models; weapons
// resolve in order and partial damage carries over (RULINGS 12); Unit Champions are allocated last.

describe('excess damage is lost per attack', () => {
  it('3 D3 attacks vs W1 models: kills = unsaved wounds = 3 * 5/6 = 5/2, never more; wasted = 5/2 * E[D3 - 1] = 5/2', () => {
    const r = run({ weapons: [sureHit({ A: 3, D: 'D3' })], target: target({ Sv: 7, W: 1, models: 10 }) });
    expect(r.kills.mean).toBeCloseTo(5 / 2, 12);
    expect(r.total.unsaved).toBeCloseTo(5 / 2, 12);
    expect(r.damage.mean).toBeCloseTo(5 / 2, 12);
    expect(r.total.wasted).toBeCloseTo(5 / 2, 12);
  });

  it('1 D3 attack vs W2 models: kills = 5/6 * P(D3 >= 2) = 5/6 * 2/3 = 5/9 (not damage / W = 5/6)', () => {
    const r = run({ weapons: [sureHit({ D: 'D3' })], target: target({ Sv: 7, W: 2, models: 5 }) });
    expect(r.kills.mean).toBeCloseTo(5 / 9, 12);
    // wounds lost: 5/6 * (1 + 2 + 2)/3 = 25/18; wasted: 5/6 * (0 + 0 + 1)/3 = 5/18
    expect(r.damage.mean).toBeCloseTo(25 / 18, 12);
    expect(r.total.wasted).toBeCloseTo(5 / 18, 12);
  });
});

describe('a wounded model takes the next attack', () => {
  it('2 D1 attacks vs W2 models: both unsaved (25/36) kill one model; P(1 kill) = 25/36, not 0', () => {
    const r = run({ weapons: [sureHit({ A: 2 })], target: target({ Sv: 7, W: 2, models: 5 }) });
    expect(r.kills.distribution[1]).toBeCloseTo(25 / 36, 12);
    expect(r.kills.mean).toBeCloseTo(25 / 36, 12);
  });

  it('3 D1 attacks vs W2 models: kills = floor(n / 2), n ~ Bin(3, 5/6): P(n >= 2) = 3*25/216 + 125/216 = 25/27', () => {
    const r = run({ weapons: [sureHit({ A: 3 })], target: target({ Sv: 7, W: 2, models: 5 }) });
    expect(r.kills.mean).toBeCloseTo(25 / 27, 12);
  });
});

describe('kills never exceed the models in the unit', () => {
  it('10 D1 attacks vs 2 W1 models: P(wipe) = P(n >= 2) = 1 - (1 + 10*5)/6^10; mean = 2 - 2/6^10 - 50/6^10', () => {
    const r = run({ weapons: [sureHit({ A: 10 })], target: target({ Sv: 7, W: 1, models: 2 }) });
    const six10 = 6 ** 10;
    expect(r.kills.distribution).toHaveLength(3);
    expect(r.kills.wipe).toBeCloseTo(1 - 51 / six10, 12);
    expect(r.kills.mean).toBeCloseTo(2 - 52 / six10, 12);
    expect(r.targetModels).toBe(2);
  });

  it('6 D6 attacks vs one W1 model: kills <= 1, P(kill) = 1 - (1/6)^6', () => {
    const r = run({ weapons: [sureHit({ A: 6, D: 'D6' })], target: target({ Sv: 7, W: 1, models: 1 }) });
    expect(r.kills.mean).toBeCloseTo(1 - 1 / 6 ** 6, 12);
    expect(r.kills.distribution).toHaveLength(2);
  });
});

describe('several weapons resolve in order, partial damage carries over (RULINGS 12)', () => {
  const t = target({ Sv: 7, W: 2, models: 2 });
  const d1 = sureHit({ name: 'D1', D: 1 });
  const d3 = sureHit({ name: 'D3', D: 3 });

  it('[D1, D1] vs W2 models: the second weapon\u2019s attack finishes the wounded model: kills 25/36', () => {
    const r = run({ weapons: [sureHit({ name: 'a' }), sureHit({ name: 'b' })], target: t });
    expect(r.kills.mean).toBeCloseTo(25 / 36, 12);
  });

  it('[D1 then D3] vs 2 W2 models: wounds lost = 25/36*2 + 5/36*1 + 5/36*2 = 65/36; kills = 30/36', () => {
    // both unsaved: 1 then 3 on the wounded model (1 left) -> 2 lost (2 wasted)
    // only D1: 1 lost; only D3: 2 lost (1 wasted)
    const r = run({ weapons: [d1, d3], target: t });
    expect(r.damage.mean).toBeCloseTo(65 / 36, 12);
    expect(r.kills.mean).toBeCloseTo(30 / 36, 12);
    // per weapon: D1 inflicts 5/6; D3 adds 25/36 * 1 + 5/36 * 2 = 35/36
    expect(r.weapons[0].damage).toBeCloseTo(5 / 6, 12);
    expect(r.weapons[1].damage).toBeCloseTo(35 / 36, 12);
  });

  it('[D3 then D1] vs 2 W2 models: both unsaved loses 2 + 1 = 3: 25/36*3 + 5/36*2 + 5/36*1 = 5/2', () => {
    const r = run({ weapons: [d3, d1], target: t });
    expect(r.damage.mean).toBeCloseTo(5 / 2, 12);
    expect(r.kills.mean).toBeCloseTo(30 / 36, 12);
  });
});

describe('mixed model groups', () => {
  it('the Unit Champion is allocated last even when listed first: W3 champion + 2 W1 models, 3 D1 attacks', () => {
    // kills = min(n, 2), n ~ Bin(3, 5/6): P(n=1) = 15/216, P(n>=2) = 200/216 -> 15/216 + 400/216 = 415/216
    // (champion first would give only P(n=3) = 125/216)
    const t = target({ Sv: 7, groups: [{ count: 1, champion: true, stats: { W: 3 } }, { count: 2, stats: { W: 1 } }] });
    const r = run({ weapons: [sureHit({ A: 3 })], target: t });
    expect(r.kills.mean).toBeCloseTo(415 / 216, 12);
  });

  it('each group uses its own save: Sv7 model, then a Sv2+ champion: 5/6 (1 + 5/36) + 1/6 * 5/6 = 235/216', () => {
    // first attack vs the Sv7 model: kill 5/6. Then the second attack goes to the champion
    // (unsaved 5/6 * 1/6 = 5/36) or, if the first failed, to the Sv7 model again (5/6).
    const t = target({
      groups: [
        { count: 1, stats: { Sv: 7 } },
        { count: 1, champion: true, stats: { Sv: 2 } },
      ],
    });
    const r = run({ weapons: [sureHit({ A: 2 })], target: t });
    expect(r.kills.mean).toBeCloseTo(235 / 216, 12);
    expect(r.plans[0].defence[1].unsavedChance).toBeCloseTo(5 / 36 / (5 / 6), 12);
  });
});

describe('the kill distribution', () => {
  it('2 D2 attacks vs 2 W2 models: P(k kills) = Bin(2, 5/6) = [1/36, 10/36, 25/36], sums to 1, wipe = atLeast[2]', () => {
    const r = run({ weapons: [sureHit({ A: 2, D: 2 })], target: target({ Sv: 7, W: 2, models: 2 }) });
    const expected = [1 / 36, 10 / 36, 25 / 36];
    expected.forEach((p, k) => expect(r.kills.distribution[k]).toBeCloseTo(p, 12));
    expect(r.kills.distribution.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(r.kills.wipe).toBeCloseTo(25 / 36, 12);
    expect(r.kills.wipe).toBe(r.kills.atLeast[2]);
    expect(r.kills.atLeast[1]).toBeCloseTo(35 / 36, 12);
    // cdf: 1/36, 11/36, 1 -> p10 = 1, median = 2, p90 = 2
    expect(r.kills.p10).toBe(1);
    expect(r.kills.median).toBe(2);
    expect(r.kills.p90).toBe(2);
    // damage (wounds lost) is 2 per unsaved attack: [1/36, 0, 10/36, 0, 25/36]
    expect(r.damage.distribution[2]).toBeCloseTo(10 / 36, 12);
    expect(r.damage.mean).toBeCloseTo((2 * 10 + 4 * 25) / 36, 12);
    expect(r.targetWounds).toBe(4);
  });

  it('a random-Damage case also sums to 1: 3 D3 attacks vs 3 W2 models, wipe = atLeast[3]', () => {
    // wipe needs all 3 unsaved (125/216) and every D3 >= 2 (8/27): 125/216 * 8/27 = 1000/5832
    const r = run({ weapons: [sureHit({ A: 3, D: 'D3' })], target: target({ Sv: 7, W: 2, models: 3 }) });
    expect(r.kills.distribution.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(r.damage.distribution.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(r.kills.wipe).toBeCloseTo(1000 / 5832, 12);
    expect(r.kills.wipe).toBe(r.kills.atLeast[3]);
  });
});

describe('refusing instead of hanging', () => {
  it('a calculation beyond the work budget is a TooLargeError, raised before any work', () => {
    // 100 copies of a 100D6-attack weapon (up to 60,000 attacks) against 200 models of 26 wounds:
    // about 60,000 attacks x 5,201 states x 14 steps = 4e9 > the 3e9 budget.
    const big = weapon({ A: '100D6', S: 8, D: 'D6+6' });
    expect(() => run({ weapons: [[big, 100]], target: target({ W: 26, models: 200 }) })).toThrow(TooLargeError);
  });
});
