import { describe, expect, it } from 'vitest';
import { run, target, weapon } from '../helpers.js';

// RULINGS 9: each model rolls its own random Attacks; Blast adds 1 per 5 target models to each
// roll; Rapid Fire X adds X at half range. 000 'Blast'; 001 'Rapid Fire'.

describe('Attacks characteristic', () => {
  it('random Attacks: D6 attacks average 3.5', () => {
    // E[D6] = (1+2+3+4+5+6)/6 = 21/6 = 3.5
    const r = run({ weapons: [weapon({ A: 'D6' })] });
    expect(r.total.attacks).toBeCloseTo(3.5, 12);
    expect(r.weapons[0].attacks).toBeCloseTo(3.5, 12);
    expect(r.plans[0].attacks.mean()).toBeCloseTo(3.5, 12);
  });

  it('2D6 attacks average 7 and range 2..12', () => {
    // E[2D6] = 2 * 3.5 = 7; P(2) = P(12) = 1/36
    const r = run({ weapons: [weapon({ A: '2D6' })] });
    expect(r.total.attacks).toBeCloseTo(7, 12);
    expect(r.plans[0].attacks.prob(2)).toBeCloseTo(1 / 36, 12);
    expect(r.plans[0].attacks.prob(12)).toBeCloseTo(1 / 36, 12);
    expect(r.plans[0].attacks.prob(1)).toBe(0);
  });

  it('each model rolls its own: 2 copies of a D3-attack weapon make D3 + D3 attacks, not 2 x D3', () => {
    // D3+D3 over ordered pairs of 9 equally likely outcomes:
    //   2: (1,1)              -> 1/9
    //   3: (1,2),(2,1)        -> 2/9
    //   4: (1,3),(2,2),(3,1)  -> 3/9
    //   5: (2,3),(3,2)        -> 2/9
    //   6: (3,3)              -> 1/9
    // (one roll doubled would give only 2, 4, 6 with 1/3 each: P(3) = 0)
    const r = run({ weapons: [[weapon({ A: 'D3' }), 2]] });
    const total = r.plans[0].attacks;
    const expected = [0, 0, 1 / 9, 2 / 9, 3 / 9, 2 / 9, 1 / 9];
    expected.forEach((p, k) => expect(total.prob(k)).toBeCloseTo(p, 12));
    expect(total.max).toBe(6);
    // Each copy alone is a D3: 1/3 each of 1, 2, 3.
    [0, 1 / 3, 1 / 3, 1 / 3].forEach((p, k) => expect(r.plans[0].attacksEach.prob(k)).toBeCloseTo(p, 12));
    // mean 2 + 2 = 4
    expect(r.total.attacks).toBeCloseTo(4, 12);
  });

  it('fixed Attacks times copies: 3 copies of A2 make exactly 6 attacks', () => {
    // 3 * 2 = 6 with probability 1
    const r = run({ weapons: [[weapon({ A: 2 }), 3]] });
    expect(r.plans[0].attacks.prob(6)).toBeCloseTo(1, 12);
    expect(r.total.attacks).toBeCloseTo(6, 12);
  });
});

describe('Blast', () => {
  it('+2 attacks against 11 models (floor(11/5) = 2): D6 blast averages 3.5 + 2 = 5.5', () => {
    const r = run({ weapons: [weapon({ A: 'D6', abilities: ['blast'] })], target: target({ models: 11 }) });
    expect(r.total.attacks).toBeCloseTo(5.5, 12);
    // every result is shifted by 2: the smallest is 1 + 2 = 3
    expect(r.plans[0].attacksEach.prob(3)).toBeCloseTo(1 / 6, 12);
    expect(r.plans[0].attacksEach.prob(2)).toBe(0);
    expect(r.plans[0].attacksEach.max).toBe(8);
  });

  it('+0 attacks against 4 models (floor(4/5) = 0): D6 blast averages 3.5', () => {
    const r = run({ weapons: [weapon({ A: 'D6', abilities: ['blast'] })], target: target({ models: 4 }) });
    expect(r.total.attacks).toBeCloseTo(3.5, 12);
  });

  it('+1 at exactly 5 models and +1 at 9, +2 at 10 (boundaries of floor(n/5))', () => {
    // D3 blast: 2 + floor(n/5)
    const mean = (models: number) =>
      run({ weapons: [weapon({ A: 'D3', abilities: ['blast'] })], target: target({ models }) }).total.attacks;
    expect(mean(5)).toBeCloseTo(3, 12);
    expect(mean(9)).toBeCloseTo(3, 12);
    expect(mean(10)).toBeCloseTo(4, 12);
  });

  it('the bonus is added to each model\u2019s roll: 2 copies of D6 blast vs 10 models = 2 * (3.5 + 2) = 11, minimum 2 * 3 = 6', () => {
    const r = run({ weapons: [[weapon({ A: 'D6', abilities: ['blast'] }), 2]], target: target({ models: 10 }) });
    expect(r.total.attacks).toBeCloseTo(11, 12);
    // minimum: both D6 show 1: (1+2) + (1+2) = 6, probability 1/36
    expect(r.plans[0].attacks.prob(6)).toBeCloseTo(1 / 36, 12);
    expect(r.plans[0].attacks.prob(5)).toBe(0);
  });

  it('counts every model of the unit, champion included: 4 + 1 champion = 5 models -> +1', () => {
    const t = target({ groups: [{ count: 4 }, { count: 1, champion: true }] });
    const r = run({ weapons: [weapon({ A: 'D6', abilities: ['blast'] })], target: t });
    expect(r.total.attacks).toBeCloseTo(4.5, 12);
  });
});

describe('Rapid Fire', () => {
  it('Rapid Fire 1 adds 1 attack at half range: A1 -> 2', () => {
    const r = run({ weapons: [weapon({ A: 1, abilities: ['rapid fire 1'] })], conditions: { halfRange: true } });
    expect(r.total.attacks).toBeCloseTo(2, 12);
  });

  it('Rapid Fire 1 adds nothing outside half range: A1 stays 1', () => {
    const r = run({ weapons: [weapon({ A: 1, abilities: ['rapid fire 1'] })] });
    expect(r.total.attacks).toBeCloseTo(1, 12);
  });

  it('Rapid Fire D3 on a D6 weapon at half range: 3.5 + 2 = 5.5', () => {
    const r = run({ weapons: [weapon({ A: 'D6', abilities: ['rapid fire D3'] })], conditions: { halfRange: true } });
    expect(r.total.attacks).toBeCloseTo(5.5, 12);
  });

  it('lasgun end to end: BS4+ S3 vs T3 Sv7, 10 W1 models: 2 attacks at half range kill 2 * 1/2 * 1/2 = 0.5, else 0.25', () => {
    // P(hit) = 3/6 (4+), P(wound) = 3/6 (S3 = T3 -> 4+), no save: each attack kills 1/4.
    const lasgun = weapon({ A: 1, skill: 4, S: 3, abilities: ['rapid fire 1'] });
    const t = target({ T: 3, Sv: 7, models: 10 });
    expect(run({ weapons: [lasgun], target: t, conditions: { halfRange: true } }).kills.mean).toBeCloseTo(0.5, 12);
    expect(run({ weapons: [lasgun], target: t }).kills.mean).toBeCloseTo(0.25, 12);
  });
});
