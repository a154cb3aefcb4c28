/**
 * Re-rolling the whole Damage roll ("you can re-roll the Damage roll": Fire Dragons' Assured
 * Destruction, `--reroll-damage any`), src/rules/tenth/damage-reroll.ts. 003 'Re-rolls': a dice is
 * re-rolled once, and re-rolling a roll of several dice (2D6) re-rolls all of them. The policy:
 * re-roll iff worth(d) < E[worth(fresh roll)], worth(k) = E[wounds the model loses, at most its
 * wounds left r] (each point lost unless Feel No Pain saves it); a tie keeps the roll.
 *
 * The weapons are sure hits (Torrent; S8 vs T4 wounds on 2+, 5/6) against Sv7 models: every wound
 * is unsaved, so one attack allocates a Damage roll with probability 5/6.
 */
import { describe, expect, it } from 'vitest';
import { Dist } from '../../src/dice/dist.js';
import { keepsDamage, rerollDamageRoll, woundsRemoved } from '../../src/rules/tenth/damage-reroll.js';
import { calculate } from '../../src/rules/tenth/engine.js';
import { run, scenario, target, type ScenarioSpec, type TargetSpec } from '../helpers.js';
import { DENOMINATOR, enumerate, ratio } from './enumerator.js';
import { allCriticalDev, sureHit } from './fixtures.js';
import { workingOf } from '../../src/rules/tenth/plan-working.js';

const ANY = { rerollDamageAny: true };
const oneShot = (D: string | number, t: TargetSpec, spec: Omit<ScenarioSpec, 'weapons' | 'target'> = { modifiers: ANY }) =>
  run({ weapons: [sureHit({ D })], target: target({ Sv: 7, ...t }), ...spec });

describe('the policy (damage-reroll.ts)', () => {
  it('D6 against 3 wounds left, no Feel No Pain: E[min(D6, 3)] = (1 + 2 + 3*4)/6 = 2.5, so 1 and 2 are re-rolled, 3+ kept', () => {
    const worth = woundsRemoved(1, 3);
    const d6 = Dist.die(6);
    expect([1, 2, 3, 4, 5, 6].map((k) => keepsDamage(k, d6, worth))).toEqual([false, false, true, true, true, true]);
  });

  it('D3 against 1 wound left: every result removes the wound, a tie: never re-rolled (despite rounding in the mean)', () => {
    const d3 = Dist.die(3);
    expect([1, 2, 3].every((k) => keepsDamage(k, d3, woundsRemoved(1, 1)))).toBe(true);
    expect(rerollDamageRoll(d3, d3, woundsRemoved(1, 1)).toArray()).toEqual(d3.toArray());
  });
});

describe('one attack, the whole Damage roll re-rolled', () => {
  it('D6 vs a W3 model: P(remove 3) = 4/6 + 2/6 * 4/6 = 8/9, P(1) = P(2) = 2/6 * 1/6 = 1/18; E = 8/3 + 3/18 = 17/6, times 5/6', () => {
    const r = oneShot('D6', { W: 3 });
    expect(r.damage.mean).toBeCloseTo((5 / 6) * (17 / 6), 12);
    expect(r.kills.mean).toBeCloseTo((5 / 6) * (8 / 9), 12);
    // Without the re-roll: E[min(D6, 3)] = 2.5 and P(kill) = 4/6.
    const plain = oneShot('D6', { W: 3 }, {});
    expect(plain.damage.mean).toBeCloseTo((5 / 6) * 2.5, 12);
    expect(plain.kills.mean).toBeCloseTo((5 / 6) * (4 / 6), 12);
  });

  it('D6 vs a W3 model with Feel No Pain 5+ (each point lost 2/3): a 3 is re-rolled too; E[removed] = 1145/486, times 5/6', () => {
    // worth(k) = E[min(Binomial(k, 2/3), 3)], in 729ths: 486, 972, 1458, 1800, 1998, 2100 for k = 1..6
    // (k = 4: 8/3 - P(4 lost) = 8/3 - 16/81; k = 5: 10/3 - P(4) - 2 P(5) = 10/3 - 80/243 - 64/243;
    // k = 6: 4 - P(4) - 2 P(5) - 3 P(6) = 4 - (240 + 384 + 192)/729). E = 8814/(6*729) = 1469/729 = 2.015,
    // so 1, 2 and 3 (worth 2) are re-rolled: E = (1800 + 1998 + 2100)/(6*729) + 1/2 * 1469/729 = 1145/486.
    const r = oneShot('D6', { W: 3, feelNoPain: 5 });
    expect(r.damage.mean).toBeCloseTo((5 / 6) * (1145 / 486), 12);
  });

  it('D3 vs W1 models is never re-rolled: 5/6 of a kill, wasted damage E[D3 - 1] * 5/6 = 5/6 as without the re-roll', () => {
    const r = oneShot('D3', { W: 1 });
    expect(r.kills.mean).toBeCloseTo(5 / 6, 12);
    expect(r.total.wasted).toBeCloseTo(5 / 6, 12);
  });

  it('2D6 vs a W12 model: both dice re-rolled when the sum is below E = 7 (2..6, 15/36); E = 182/36 + 15/36 * 7 = 287/36, times 5/6', () => {
    // Kept: sum_{k=7..12} k P(k) = (7*6 + 8*5 + 9*4 + 10*3 + 11*2 + 12*1)/36 = 182/36.
    const r = oneShot('2D6', { W: 12 });
    expect(r.damage.mean).toBeCloseTo((5 / 6) * (287 / 36), 12);
  });

  it('fixed Damage 2 is not a roll: nothing changes and the working says so', () => {
    const r = oneShot(2, { W: 3 });
    expect(r.damage.mean).toBeCloseTo((5 / 6) * 2, 12);
    expect(r.plans[0].damageRoll.rerollAny).toBe(false);
    expect(workingOf(r.plans[0])).toContain('damage: 2 is not a roll, nothing to re-roll (RULINGS 5)');
  });

  it('the whole-roll re-roll supersedes re-rolling 1s (a dice is re-rolled once): D6 vs W3 as above, 17/6 * 5/6', () => {
    const r = oneShot('D6', { W: 3 }, { modifiers: { ...ANY, rerollDamageOnes: true } });
    expect(r.damage.mean).toBeCloseTo((5 / 6) * (17 / 6), 12);
  });

  it('a Devastating Wound: its mortal wounds equal the Damage roll, re-rolled by the same test: D6 vs W3, 17/6 * 5/6', () => {
    const r = run({ weapons: [allCriticalDev({ D: 'D6' })], target: target({ Sv: 2, W: 3 }), modifiers: ANY });
    expect(r.total.mortalWounds).toBeGreaterThan(0);
    expect(r.damage.mean).toBeCloseTo((5 / 6) * (17 / 6), 12);
  });
});

describe('the choice depends on the wounds left', () => {
  // Two D3 attacks at one W3 model. r = 3: E[min(D3, 3)] = 2: re-roll a 1, keep a 2 (a tie):
  // P(1) = 1/9, P(2) = 1/3 + 1/9 = 4/9, P(3) = 4/9. r = 2: E[min(D3, 2)] = 5/3: re-roll a 1,
  // P(at least 2) = 8/9. r = 1: never re-rolled.
  // P(kill) = 1/6 (first fails) * 5/6 * 4/9
  //         + 5/6 * (4/9 (a 3) + 4/9 * 5/6 (a 2, then any wound) + 1/9 * 5/6 * 8/9 (a 1, then 2+))
  //         = 45/729 + 545/729 = 590/729.
  const s = scenario({ weapons: [[sureHit({ D: 'D3' }), 2]], target: target({ Sv: 7, W: 3 }), modifiers: ANY });

  it('P(kill) = 590/729, by hand and by complete enumeration of the dice', () => {
    const exact = calculate(s);
    expect(exact.kills.wipe).toBeCloseTo(590 / 729, 12);
    const listed = enumerate(s);
    expect(ratio(listed.kills.get(1) ?? 0n)).toBeCloseTo(590 / 729, 12);
    exact.damage.distribution.forEach((p, t) => expect(p).toBeCloseTo(ratio(listed.wounds.get(t) ?? 0n), 12));
    expect([...listed.wounds.values()].reduce((a, b) => a + b, 0n)).toBe(DENOMINATOR);
  });
});
