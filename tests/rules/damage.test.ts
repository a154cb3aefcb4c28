import { describe, expect, it } from 'vitest';
import { run, target, weapon, type ScenarioSpec, type TargetSpec, type WeaponSpec } from '../helpers.js';
import { sureHit } from './fixtures.js';

// 003 'Damage Roll': the dice rolled for a random Damage characteristic; the +1 in D6+1 is part of
// the characteristic. RULINGS 5 (re-rolling a Damage roll of 1), RULINGS 6 (set, halve, add,
// subtract, never below 1). 003 'Modifying Characteristics': Damage can never be below 1.

/** The per-attack Damage distribution the engine uses, as P(D = k), k = 0..max. */
function damageOf(w: WeaponSpec, t: TargetSpec = {}, spec: Omit<ScenarioSpec, 'weapons' | 'target'> = {}) {
  return run({ weapons: [weapon(w)], target: target(t), ...spec }).plans[0].damage;
}

describe('random Damage', () => {
  it('D3: mean 2, 1/3 each of 1, 2, 3', () => {
    const d = damageOf({ D: 'D3' });
    expect(d.mean()).toBeCloseTo(2, 12);
    [0, 1 / 3, 1 / 3, 1 / 3].forEach((p, k) => expect(d.prob(k)).toBeCloseTo(p, 12));
  });

  it('D6+1: mean 4.5, uniform on 2..7', () => {
    const d = damageOf({ D: 'D6+1' });
    expect(d.mean()).toBeCloseTo(4.5, 12);
    expect(d.prob(1)).toBe(0);
    expect(d.prob(7)).toBeCloseTo(1 / 6, 12);
  });

  it('end to end: one sure-hit D3 attack (wounds 5/6, no save) on a W10 model: expected damage 5/6 * 2 = 5/3', () => {
    const r = run({ weapons: [sureHit({ D: 'D3' })], target: target({ Sv: 7, W: 10 }) });
    expect(r.damage.mean).toBeCloseTo(5 / 3, 12);
    expect(r.total.damage).toBeCloseTo(5 / 3, 12);
  });
});

describe('Melta', () => {
  it('Melta 2 at half range: D6 + 2, mean 5.5', () => {
    expect(damageOf({ D: 'D6', abilities: ['melta 2'] }, {}, { conditions: { halfRange: true } }).mean()).toBeCloseTo(5.5, 12);
  });

  it('Melta 2 outside half range: D6, mean 3.5', () => {
    expect(damageOf({ D: 'D6', abilities: ['melta 2'] }).mean()).toBeCloseTo(3.5, 12);
  });

  it('end to end: sure-hit D6 Melta 2 at half range on a W12 model: 5/6 * 5.5 = 55/12', () => {
    const r = run({
      weapons: [sureHit({ D: 'D6', abilities: ['melta 2'] })],
      target: target({ Sv: 7, W: 12 }),
      conditions: { halfRange: true },
    });
    expect(r.damage.mean).toBeCloseTo(55 / 12, 12);
  });
});

describe('Damage reduction (subtract from Damage, never below 1)', () => {
  it('D2 with damage reduction 1 becomes 1', () => {
    expect(damageOf({ D: 2 }, { damageReduction: 1 }).prob(1)).toBeCloseTo(1, 12);
  });

  it('D1 with damage reduction 1 stays 1 (never below 1)', () => {
    expect(damageOf({ D: 1 }, { damageReduction: 1 }).prob(1)).toBeCloseTo(1, 12);
  });

  it('D3 with damage reduction 1: 1 -> 1, 2 -> 1, 3 -> 2: mean (1 + 1 + 2)/3 = 4/3', () => {
    const d = damageOf({ D: 'D3' }, { damageReduction: 1 });
    expect(d.mean()).toBeCloseTo(4 / 3, 12);
    expect(d.prob(1)).toBeCloseTo(2 / 3, 12);
  });

  it('D6+1 with damage reduction 1 is a D6: mean 3.5', () => {
    expect(damageOf({ D: 'D6+1' }, { damageReduction: 1 }).mean()).toBeCloseTo(3.5, 12);
  });

  it('add before subtract (RULINGS 6): D6 Melta 2 at half range, reduction 1: D6 + 2 - 1, mean 4.5', () => {
    const d = damageOf({ D: 'D6', abilities: ['melta 2'] }, { damageReduction: 1 }, { conditions: { halfRange: true } });
    expect(d.mean()).toBeCloseTo(4.5, 12);
  });

  it('the floor of 1 is applied after all modifiers: D1 Melta 2 at half range, reduction 2: 1 + 2 - 2 = 1 (not max(1, 1 - 2) + 2 = 3)', () => {
    const d = damageOf({ D: 1, abilities: ['melta 2'] }, { damageReduction: 2 }, { conditions: { halfRange: true } });
    expect(d.prob(1)).toBeCloseTo(1, 12);
  });

  it('end to end: sure-hit D2 on a W4 model with reduction 1: 5/6 * 1 = 5/6 damage', () => {
    const r = run({ weapons: [sureHit({ D: 2 })], target: target({ Sv: 7, W: 4, damageReduction: 1 }) });
    expect(r.damage.mean).toBeCloseTo(5 / 6, 12);
  });
});

describe('Re-roll a Damage roll of 1 (RULINGS 5)', () => {
  const reroll = (D: string | number, t: TargetSpec = {}) => damageOf({ D }, t, { modifiers: { rerollDamageOnes: true } });

  it('D6+1: the D6 is re-rolled on a 1: P(D6 = 1) = 1/36, P(k) = 7/36 for k = 2..6; mean 1 + (1 + 7*20)/36 = 177/36', () => {
    const d = reroll('D6+1');
    expect(d.mean()).toBeCloseTo(177 / 36, 12);
    expect(d.prob(2)).toBeCloseTo(1 / 36, 12);
    expect(d.prob(7)).toBeCloseTo(7 / 36, 12);
  });

  it('D6: mean (1 + 7*20)/36 = 141/36', () => {
    expect(reroll('D6').mean()).toBeCloseTo(141 / 36, 12);
  });

  it('D3: a D3 result of 1 is re-rolled: P(1) = 1/9, P(2) = P(3) = 1/3 + 1/9 = 4/9; mean (1 + 8 + 12)/9 = 7/3', () => {
    const d = reroll('D3');
    expect(d.prob(1)).toBeCloseTo(1 / 9, 12);
    expect(d.prob(3)).toBeCloseTo(4 / 9, 12);
    expect(d.mean()).toBeCloseTo(7 / 3, 12);
  });

  it('2D6 is never a roll of 1: unchanged, mean 7, P(2) = 1/36', () => {
    const d = reroll('2D6');
    expect(d.mean()).toBeCloseTo(7, 12);
    expect(d.prob(2)).toBeCloseTo(1 / 36, 12);
  });

  it('fixed Damage is not a roll: D1 stays 1, D2 stays 2', () => {
    expect(reroll(1).prob(1)).toBeCloseTo(1, 12);
    expect(reroll(2).prob(2)).toBeCloseTo(1, 12);
  });

  it('the re-roll happens on the roll, before reduction: D3 re-roll 1s then -1: 1 -> 1 (1/9), 2 -> 1 (4/9), 3 -> 2 (4/9): mean 13/9', () => {
    expect(reroll('D3', { damageReduction: 1 }).mean()).toBeCloseTo(13 / 9, 12);
  });
});
