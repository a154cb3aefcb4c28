/**
 * 002 'Strands of Fate' FAQ: "Can a Fate dice be used as part of a re-roll? Yes." and "If I re-roll
 * a roll that used a Fate dice, do I get to use that Fate dice in the re-roll? No. Any contributed
 * Fate dice are lost if re-rolled." Both, in the exact engine and the simulator.
 */
import { describe, expect, it } from 'vitest';
import { chooseOneRolls, searchWork } from '../../../src/rules/tenth/effects/choose.js';
import type { OneRollGroup } from '../../../src/rules/tenth/effects/types.js';
import { calculate, type AssignedRoll } from '../../../src/rules/tenth/engine.js';
import { parseDice } from '../../../src/dice/expression.js';
import { damageWithResources, judgeWithResources } from '../../../src/rules/tenth/one-roll.js';
import { simulate } from '../../../src/rules/tenth/simulate.js';
import type { Scenario } from '../../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../../helpers.js';

const bare = (models = 1, T = 4) => target({ Sv: 7, W: 1, T, models });

/** The simulator agrees within 4 standard errors of the mean kills. */
function agrees(s: Scenario, rolls: AssignedRoll[], runs = 40_000): void {
  const exact = calculate(s, rolls).kills;
  const sd = Math.sqrt(exact.distribution.reduce((v, p, k) => v + p * (k - exact.mean) ** 2, 0));
  expect(Math.abs(simulate(s, runs, 11, rolls).killsMean - exact.mean)).toBeLessThan((4 * sd) / Math.sqrt(runs) + 1e-9);
}

describe('a re-rolled Fate die is lost: the re-roll is a new die', () => {
  // One attack BS4+ that re-rolls failed Hit rolls, S4 vs T4 (1/2), no save, D1 vs one W1 model.
  const s = scenario({ weapons: [weapon({ skill: 4, S: 4 })], target: bare(), modifiers: { rerollHits: 'failed' } });

  it('a Fate 2 on the Hit roll fails, is re-rolled (a fresh D6: 1/2): 1/2 * 1/2 = 1/4 kills (not 0)', () => {
    const rolls: AssignedRoll[] = [{ roll: 'hit', action: 'fate', value: 2, weapon: 0 }];
    expect(calculate(s, rolls).kills.mean).toBeCloseTo(1 / 4, 12);
    agrees(s, rolls);
  });

  it('a Fate 5 hits and is not re-rolled: 1 * 1/2 = 1/2 kills; no Fate die: 3/4 * 1/2 = 3/8', () => {
    expect(calculate(s, [{ roll: 'hit', action: 'fate', value: 5, weapon: 0 }]).kills.mean).toBeCloseTo(1 / 2, 12);
    expect(calculate(s).kills.mean).toBeCloseTo(3 / 8, 12);
  });

  it('judgeWithResources: a Fate 1 (fails) re-rolled: fail 1/2, success 1/3, critical 1/6, the Fate die spent on each', () => {
    const test = { target: 4, modifier: 0, criticalOn: 6, failsUpTo: 1, reroll: 'failed' as const };
    const out = judgeWithResources(test, 'hit', [{ roll: 'hit', action: 'fate', value: 1, bit: 1 }], 1);
    const p = (r: string) => out.filter((j) => j.result === r).reduce((t, j) => t + j.p, 0);
    expect(p('fail')).toBeCloseTo(1 / 2, 12);
    expect(p('success')).toBeCloseTo(1 / 3, 12);
    expect(p('critical')).toBeCloseTo(1 / 6, 12);
    expect(out.every((j) => j.used === 1)).toBe(true);
  });
});

describe('a Fate die as part of a re-roll', () => {
  it('judgeWithResources: one re-roll and a Fate 6 on it, BS4+: 4-5 hit (1/3), 6 critical (1/6), both kept; 1-3 (1/2) re-rolled into a Fate 6, both spent', () => {
    const test = { target: 4, modifier: 0, criticalOn: 6, failsUpTo: 1, reroll: 'none' as const };
    const resources = [
      { roll: 'hit' as const, action: 'reroll' as const, bit: 1 },
      { roll: 'hit' as const, action: 'fate-reroll' as const, value: 6, bit: 2 },
    ];
    const out = judgeWithResources(test, 'hit', resources, 3);
    const p = (r: string, used: number) => out.filter((j) => j.result === r && j.used === used).reduce((t, j) => t + j.p, 0);
    expect(p('success', 0)).toBeCloseTo(1 / 3, 12);
    expect(p('critical', 0)).toBeCloseTo(1 / 6, 12);
    expect(p('critical', 3)).toBeCloseTo(1 / 2, 12);
    expect(out.some((j) => j.result === 'fail')).toBe(false);
  });

  // Two attacks BS4+ with Lethal Hits, S4 vs T8 (6+ to wound), no save, D1 vs two W1 models; one Hit
  // re-roll (Unparalleled Foresight) and one Fate 6. A Critical Hit kills; another hit kills 1/6.
  // E[kills] = sum over attacks of P(critical) + P(other hit) / 6.
  const s = scenario({ weapons: [weapon({ A: 2, skill: 4, S: 4, abilities: ['lethal hits'] })], target: bare(2, 8) });
  const reroll: AssignedRoll = { roll: 'hit', action: 'reroll', weapon: 0 };

  it('the Fate 6 on the first re-roll: 43/36 kills', () => {
    // Attack 1: 6 (1/6) critical, 4-5 (1/3) hit, both kept; 1-3 (1/2) re-rolled into the Fate 6:
    //   critical 2/3, other hit 1/3 -> 2/3 + 1/18.
    // Attack 2: both kept (1/2): critical 2/3, hit 1/3; both spent (1/2): critical 1/6, hit 1/3:
    //   critical 5/12, other hit 1/3 -> 5/12 + 1/18. Total 2/3 + 5/12 + 1/9 = 43/36.
    const rolls: AssignedRoll[] = [reroll, { roll: 'hit', action: 'fate-reroll', value: 6, weapon: 0 }];
    expect(calculate(s, rolls).kills.mean).toBeCloseTo(43 / 36, 12);
    agrees(s, rolls);
  });

  it('the Fate 6 on the first Hit roll instead: 4/3 kills, and the chooser keeps that (it compares both)', () => {
    // Attack 1: critical, 1. Attack 2 with the re-roll: critical 1/6 + 1/2 * 1/6 = 1/4, other hit
    // 1/2 + 1/2 * 1/2 - 1/4 = 1/2 -> 1/4 + 1/12. Total 4/3.
    expect(calculate(s, [reroll, { roll: 'hit', action: 'fate', value: 6, weapon: 0 }]).kills.mean).toBeCloseTo(4 / 3, 12);
    const groups: OneRollGroup[] = [
      { source: 'Unparalleled Foresight', rolls: [{ roll: 'hit', action: 'reroll' }], pickOne: false },
      { source: 'Fate dice', rolls: [{ roll: 'hit', action: 'fate', value: 6 }], pickOne: true },
    ];
    // Placements: the re-roll (1) x the Fate die kept, on the Hit roll, or on the Hit re-roll (3).
    expect(searchWork(groups, [], 1, (r) => `${r.value}`, () => 1).placements).toBe(3);
    const choice = chooseOneRolls(groups, [], 1, (rolls) => calculate(s, rolls));
    expect(choice.result.kills.mean).toBeCloseTo(4 / 3, 12);
    expect(choice.rolls.map((r) => r.action)).toEqual(['reroll', 'fate']);
  });

  it('no re-roll rule of that kind in play: a Fate die is not offered on a re-roll (2 placements: kept, on the Hit roll)', () => {
    const groups: OneRollGroup[] = [{ source: 'Fate dice', rolls: [{ roll: 'hit', action: 'fate', value: 6 }], pickOne: true }];
    expect(searchWork(groups, [], 1, (r) => `${r.value}`, () => 1).placements).toBe(2);
  });
});

describe('a Fate die on a Damage roll of 1 that the weapon re-rolls (Grace of Khaine: "re-roll a Damage roll of 1")', () => {
  it('D6 with 1s re-rolled, a Fate 1: re-rolled into a new D6 (mean 7/2); a Fate 2 stays 2; without the re-roll a Fate 1 stays 1', () => {
    const roll = (rerollOnes: boolean) => ({ dice: parseDice('D6'), rerollOnes, modify: (x: number) => x });
    const fate = (value: number) => [{ roll: 'damage' as const, action: 'fate' as const, value, bit: 1 }];
    const mean = (rerollOnes: boolean, value: number) => {
      const [only] = damageWithResources(roll(rerollOnes), fate(value), 1, (k) => k);
      expect(only.used).toBe(1);
      return only.damage.mean();
    };
    expect(mean(true, 1)).toBeCloseTo(7 / 2, 12);
    expect(mean(true, 2)).toBeCloseTo(2, 12);
    expect(mean(false, 1)).toBeCloseTo(1, 12);
  });

  it('the simulator agrees: one torrent attack S8 vs T4 (5/6), D D6 with 1s re-rolled, a Fate 1 on the Damage roll, vs one W4 model', () => {
    // P(kill) = 5/6 * P(new D6 >= 4) = 5/6 * 1/2 = 5/12.
    const s = scenario({ weapons: [weapon({ S: 8, D: 'D6', abilities: ['torrent'] })], target: target({ Sv: 7, W: 4, T: 4 }), modifiers: { rerollDamageOnes: true } });
    const rolls: AssignedRoll[] = [{ roll: 'damage', action: 'fate', value: 1, weapon: 0 }];
    expect(calculate(s, rolls).kills.mean).toBeCloseTo(5 / 12, 12);
    agrees(s, rolls);
  });
});
