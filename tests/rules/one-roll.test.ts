/**
 * Rules that change one roll among many (re-roll one Hit roll, treat one roll as a 6, Fate dice)
 * are exact engine state, not a per-attack average: checked against complete enumeration of every
 * dice outcome with the same policies, and against numbers derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { calculate, type AssignedRoll } from '../../src/rules/tenth/engine.js';
import type { Scenario } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';
import { enumerate, ratio } from './enumerator.js';

const r = (roll: AssignedRoll['roll'], action: AssignedRoll['action'], weapon = 0, value?: number): AssignedRoll => ({
  roll,
  action,
  weapon,
  value,
});

function agreesWithEnumeration(s: Scenario, rolls: AssignedRoll[]) {
  const exact = calculate(s, rolls);
  const listed = enumerate(s, 400_000, rolls);
  exact.kills.distribution.forEach((p, k) => expect(p, `P(${k} kills)`).toBeCloseTo(ratio(listed.kills.get(k) ?? 0n), 12));
  exact.damage.distribution.forEach((p, t) => expect(p, `P(${t} wounds)`).toBeCloseTo(ratio(listed.wounds.get(t) ?? 0n), 12));
}

describe('one re-roll among many dice: by hand', () => {
  it('2 attacks BS4+, one Hit re-roll: P(0 hits) = (1/2)^2 * 1/2 = 1/8, not (1/4)^2', () => {
    // Both miss (1/4), the re-roll misses too (1/2): 1/8. Per-attack averaging would give
    // (1/2 * 1/2)^2 = 1/16. Auto-wound and no save (Torrent is not used; S8 vs T1, Sv 7).
    const w = weapon({ A: 2, skill: 4, S: 8 });
    const res = calculate(scenario({ weapons: [w], target: target({ T: 4, Sv: 7, W: 1, models: 3 }) }), [r('hit', 'reroll')]);
    // Wound 2+ (S8 vs T4): 5/6 each. P(0 kills) = P(0 hits) + P(1 hit)(1/6) + P(2 hits)(1/36).
    // P(2 hits) = 1/4 + 2*(1/4)(1/2) = 1/2 (both hit, or one misses and its re-roll hits);
    // P(1 hit) = 2*(1/4)(1/2) + (1/4)(1/2)*2... derive: outcomes of (first pass, re-roll):
    // HH 1/4 -> 2; HM/MH 1/2 -> re-roll the miss: 2 hits 1/4, 1 hit 1/4; MM 1/4 -> 1 hit 1/8, 0 hits 1/8.
    // So P(2) = 1/2, P(1) = 3/8, P(0) = 1/8.
    const p0 = 1 / 8 + (3 / 8) * (1 / 6) + (1 / 2) * (1 / 36);
    expect(res.kills.distribution[0]).toBeCloseTo(p0, 12);
  });

  it('a re-roll is not used on a die the weapon already re-rolled (re-roll 1s, then one more re-roll)', () => {
    // 1 attack BS4+, re-roll 1s, plus one re-roll of a failed Hit roll: a 1 is re-rolled by the
    // weapon's rule and may not be re-rolled again; a 2 or 3 may. P(hit) = 3/6 + (1/6)(3/6) + (2/6)(3/6) = 3/4.
    const w = weapon({ A: 1, skill: 4, S: 8 });
    const s = scenario({ weapons: [w], target: target({ T: 4, Sv: 7 }), modifiers: { rerollHits: 'ones' } });
    expect(calculate(s, [r('hit', 'reroll')]).total.hits).toBeCloseTo(3 / 4, 12);
  });

  it("Fate's Messenger on a Wound roll: one failed Wound roll becomes a Critical Wound", () => {
    // 1 attack WS2+... hits 5/6; wound S3 vs T6: 6+ (1/6). With "six" on the first failed wound roll:
    // every Wound roll succeeds: P(wound) = 5/6.
    const w = weapon({ range: 'melee', A: 1, skill: 2, S: 3 });
    const res = calculate(scenario({ weapons: [w], target: target({ T: 6, Sv: 7 }) }), [r('wound', 'six')]);
    expect(res.total.wounds).toBeCloseTo(5 / 6, 12);
  });

  it('a Fate die of 6 on a Wound roll with Devastating Wounds gives one mortal-wound attack for sure (if a hit lands)', () => {
    // Torrent (1 auto hit), S4 vs T4, [devastating wounds] D2 vs a 2+ save: the fate 6 is a Critical Wound:
    // 2 mortal wounds, no save. Kills (W2 model) = 1 exactly.
    const w = weapon({ A: 1, S: 4, D: 2, abilities: ['torrent', 'devastating wounds'] });
    const res = calculate(scenario({ weapons: [w], target: target({ T: 4, Sv: 2, W: 2 }) }), [r('wound', 'fate', 0, 6)]);
    expect(res.kills.mean).toBeCloseTo(1, 12);
    expect(res.total.mortalWounds).toBeCloseTo(2, 12);
  });
});

describe('one-roll rules = complete enumeration', () => {
  it('re-roll one Hit and one Wound roll (Unparalleled Foresight) on 2 attacks', () => {
    const s = scenario({ weapons: [[weapon({ skill: 4, S: 4, AP: -1 }), 2]], target: target({ T: 4, Sv: 4, W: 1, models: 2 }) });
    agreesWithEnumeration(s, [r('hit', 'reroll'), r('wound', 'reroll')]);
  });

  it('sustained hits with a wound re-roll used on the first failed of several Wound rolls', () => {
    const s = scenario({
      weapons: [weapon({ skill: 3, S: 4, AP: 0, abilities: ['sustained hits 2'] })],
      target: target({ T: 5, Sv: 5, W: 2 }),
    });
    agreesWithEnumeration(s, [r('wound', 'reroll')]);
  });

  it('a damage re-roll used where it helps (D6 vs W3 models: a 3+ already kills)', () => {
    const s = scenario({
      weapons: [weapon({ A: 2, S: 6, AP: -2, D: 'D6', abilities: ['torrent'] })],
      target: target({ T: 4, Sv: 4, W: 3, models: 2 }),
    });
    agreesWithEnumeration(s, [r('damage', 'reroll')]);
  });

  it("the defender's one saving-throw re-roll and Fate's Messenger six", () => {
    const s = scenario({ weapons: [[weapon({ skill: 3, S: 5, AP: -1, D: 2 }), 2]], target: target({ T: 4, Sv: 3, W: 2, models: 2 }) });
    agreesWithEnumeration(s, [r('save', 'reroll'), r('save', 'six')]);
  });

  it('Fate dice on a Hit roll and on a Damage roll (D3)', () => {
    const s = scenario({ weapons: [[weapon({ skill: 4, S: 4, AP: -1, D: 'D3' }), 2]], target: target({ T: 4, Sv: 4, W: 2, models: 2 }) });
    agreesWithEnumeration(s, [r('hit', 'fate', 0, 6), r('damage', 'fate', 0, 5)]);
  });

  it('resources given to the second of two weapons', () => {
    const s = scenario({
      weapons: [weapon({ name: 'a', skill: 3, S: 4 }), weapon({ name: 'b', skill: 4, S: 8, AP: -2, D: 2 })],
      target: target({ T: 4, Sv: 3, W: 2, models: 2 }),
    });
    agreesWithEnumeration(s, [r('hit', 'six', 1), r('wound', 'reroll', 1)]);
  });
});

describe('re-rolling one Attacks roll (Command Re-roll)', () => {
  it('2 copies of D6 attacks: the lowest roll, if below 3.5, is rolled again', () => {
    // By hand for one copy: E = P(keep) E[keep] + P(re-roll) 3.5 = (3/6)(5) + (3/6)(3.5) = 4.25.
    const one = calculate(scenario({ weapons: [weapon({ A: 'D6' })], target: target() }), [r('attacks', 'reroll')]);
    expect(one.total.attacks).toBeCloseTo(4.25, 12);
  });

  it('the distribution of attacks agrees with listing every roll (3 copies of D3+1)', () => {
    // Every sequence of three D3 results (27), the lowest re-rolled when below the mean 3 (D3+1):
    // weight 1/27 for the first rolls, then 1/3 for each value of the re-roll.
    const expected = new Map<number, number>();
    for (const a of [2, 3, 4]) for (const b of [2, 3, 4]) for (const c of [2, 3, 4]) {
      const rolls = [a, b, c];
      const low = Math.min(...rolls);
      const rest = a + b + c - low;
      if (low < 3) for (const y of [2, 3, 4]) expected.set(rest + y, (expected.get(rest + y) ?? 0) + 1 / 81);
      else expected.set(rest + low, (expected.get(rest + low) ?? 0) + 1 / 27);
    }
    const s = scenario({ weapons: [[weapon({ A: 'D3+1' }), 3]], target: target() });
    const attacks = calculate(s, [r('attacks', 'reroll')]).plans[0].attacks;
    for (let n = 0; n <= 12; n++) expect(attacks.prob(n), `P(${n} attacks)`).toBeCloseTo(expected.get(n) ?? 0, 12);
  });
});
