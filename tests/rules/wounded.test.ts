/**
 * --target-wounded N (wounded.ts): one model of the target has already lost N wounds. 000 'Allocate
 * Attack': a model that has lost wounds takes the next attack. Every weapon below hits automatically
 * (Torrent) and wounds T4 with S8 on 2+ (5/6); Damage 1 unless said.
 */
import { describe, expect, it } from 'vitest';
import { calculate } from '../../src/rules/tenth/engine.js';
import { SelectionError } from '../../src/rules/tenth/selection.js';
import { simulate } from '../../src/rules/tenth/simulate.js';
import { whenWoundedTakesAttacks, woundedTarget } from '../../src/rules/tenth/wounded.js';
import type { Scenario, Unit } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';

const gun = (A: number, D = 1, extra: string[] = []) => weapon({ name: 'gun', A, S: 8, D, abilities: ['torrent', ...extra] });

describe('--target-wounded: exact', () => {
  it('one W3 model that lost 2: one sure D1 attack kills it on P(wound and fail save)', () => {
    // Sv 4+ against AP 0: the save fails 1/2; wound on 2+: 5/6. P(kill) = 5/6 * 1/2 = 5/12; unwounded: 0.
    const unit = target({ T: 4, Sv: 4, W: 3 });
    const r = calculate(scenario({ weapons: [gun(1)], target: woundedTarget(unit, 2, 'toughest-last') }));
    expect(r.kills.wipe).toBeCloseTo(5 / 12, 12);
    expect(r.kills.mean).toBeCloseTo(5 / 12, 12);
    // Damage dealt counts the new losses only (t - N): 1 wound with 5/12.
    expect(r.damage.distribution).toHaveLength(2);
    expect(r.damage.mean).toBeCloseTo(5 / 12, 12);
    expect(calculate(scenario({ weapons: [gun(1)], target: unit })).kills.mean).toBe(0);
  });

  it('two W2 models, the first wounded 1: two sure D1 attacks kill one unless both fail', () => {
    // Sv 7 (no save): each attack is an unsaved wound with 5/6. Queue: 1 wound left, then 2.
    // 0 unsaved (1/36): 0 kills; 1 (10/36): 1 kill; 2 (25/36): 1 kill (the second model at 1 left).
    // Unwounded: only 2 unsaved kill one (25/36).
    const unit = target({ T: 4, Sv: 7, W: 2, models: 2 });
    const wounded = woundedTarget(unit, 1, 'toughest-last');
    expect(wounded.models.map((g) => [g.count, g.stats.W, g.wounded])).toEqual([[1, 1, 1], [1, 2, undefined]]);
    const r = calculate(scenario({ weapons: [gun(2)], target: wounded }));
    expect(r.kills.distribution[0]).toBeCloseTo(1 / 36, 12);
    expect(r.kills.distribution[1]).toBeCloseTo(35 / 36, 12);
    expect(r.kills.mean).toBeCloseTo(35 / 36, 12);
    expect(r.damage.mean).toBeCloseTo(5 / 3, 12);
    expect(r.targetModels).toBe(2);
    expect(r.targetWounds).toBe(3);
    expect(r.byGroup.map((g) => g.name)).toEqual(['group 0 (wounded: 1 lost before)', 'group 0']);
    expect(calculate(scenario({ weapons: [gun(2)], target: unit })).kills.mean).toBeCloseTo(25 / 36, 12);
  });

  it('D2 on the wounded model: its excess is lost', () => {
    // Same unit, D2: the first unsaved wound kills the wounded model (1 of its 2 damage lost), the
    // second the other. Kills = unsaved: mean 5/3. New wounds lost: 1 with P(>= 1) = 35/36, 2 more
    // with P(2) = 25/36: E = 35/36 + 50/36 = 85/36; wasted: 1 per first wound, 35/36.
    const unit = woundedTarget(target({ T: 4, Sv: 7, W: 2, models: 2 }), 1, 'toughest-last');
    const r = calculate(scenario({ weapons: [gun(2, 2)], target: unit }));
    expect(r.kills.mean).toBeCloseTo(5 / 3, 12);
    expect(r.damage.mean).toBeCloseTo(85 / 36, 12);
    expect(r.total.wasted).toBeCloseTo(35 / 36, 12);
  });

  it('the wounded model goes first whatever the order: a named Unit Champion before the others', () => {
    // Champions go last (allocation.ts), but a wounded one takes the next attack (000 'Allocate Attack').
    // One sure D1 attack, Sv 7: it kills the champion (1 wound left of 2) with 5/6.
    const unit = target({ T: 4, Sv: 7, W: 2, groups: [{ name: 'trooper', count: 2 }, { name: 'sergeant', count: 1, champion: true }] });
    const wounded = woundedTarget(unit, 1, 'listed', 'Sergeant');
    const r = calculate({ ...scenario({ weapons: [gun(1)], target: wounded }), allocation: 'listed' });
    const sergeant = r.byGroup.find((g) => g.name.startsWith('sergeant'))!;
    expect(sergeant.name).toBe('sergeant (wounded: 1 lost before)');
    expect(sergeant.allDestroyed).toBeCloseTo(5 / 6, 12);
    expect(r.kills.mean).toBeCloseTo(5 / 6, 12);
  });

  it('[PRECISION] with another weapon (two queues): the wounded Leader leads its queue', () => {
    // Squad of 2 W1 + Leader W3 wounded 2 (1 left). The sniper's one attack goes to the Leader: it
    // dies with 5/6; the gun's one attack to the Bodyguard: one model with 5/6 (precision.ts).
    const squad: Unit = target({ T: 4, Sv: 7, W: 1, models: 2 });
    const unit: Unit = { ...squad, models: [...squad.models, { ...squad.models[0], name: 'Captain', count: 1, leader: true, stats: { ...squad.models[0].stats, W: 3 } }] };
    const sniper = weapon({ name: 'sniper', A: 1, S: 8, abilities: ['torrent', 'precision'] });
    const s: Scenario = { ...scenario({ weapons: [sniper, gun(1)], target: woundedTarget(unit, 2, 'precision', 'captain') }), allocation: 'precision' };
    const r = calculate(s);
    expect(r.targetStates).toBeDefined();
    const captain = r.byGroup.find((g) => g.leader)!;
    expect(captain.allDestroyed).toBeCloseTo(5 / 6, 12);
    expect(r.byGroup.find((g) => !g.leader)!.destroyed).toBeCloseTo(5 / 6, 12);
    expect(r.kills.mean).toBeCloseTo(5 / 3, 12);
  });

  it('the simulator agrees within 5 standard errors', () => {
    const unit = woundedTarget(target({ T: 4, Sv: 4, W: 3, models: 3 }), 2, 'toughest-last');
    const s = scenario({ weapons: [gun(6, 2, ['devastating wounds'])], target: unit });
    const exact = calculate(s);
    const runs = 40_000;
    const sim = simulate(s, runs, 12);
    const sdKills = Math.sqrt(exact.kills.distribution.reduce((v, p, k) => v + p * (k - exact.kills.mean) ** 2, 0));
    const sdDamage = Math.sqrt(exact.damage.distribution.reduce((v, p, k) => v + p * (k - exact.damage.mean) ** 2, 0));
    expect(Math.abs(sim.killsMean - exact.kills.mean)).toBeLessThan((5 * sdKills) / Math.sqrt(runs));
    expect(Math.abs(sim.damageMean - exact.damage.mean)).toBeLessThan((5 * sdDamage) / Math.sqrt(runs));
  });

  it('N must be below the model W; the named model must exist', () => {
    const unit = target({ W: 2, models: 2 });
    expect(() => woundedTarget(unit, 2, 'toughest-last')).toThrow(SelectionError);
    expect(() => woundedTarget(unit, 2, 'toughest-last')).toThrow('--target-wounded 2: group 0 has W2, so it can have lost at most 1 wound (more and it is destroyed: use --target-models)');
    expect(() => woundedTarget(unit, 1, 'toughest-last', 'nobody')).toThrow('--target-wounded-model: target has no model named "nobody" (it has group 0)');
    expect(woundedTarget(unit, 0, 'toughest-last')).toBe(unit);
  });
});

describe("the note's words: when the wounded model takes attacks", () => {
  // 000 'Allocate Attack': the next attack; 002 'Leader': a Leader only once the last Bodyguard model is
  // destroyed, save [PRECISION] attacks (allocation.ts 'precision').
  const squad = target({ T: 4, Sv: 3, W: 2, models: 3 });
  const leader = { ...squad.models[0], name: 'Captain', count: 1, leader: true };
  const led: Unit = { ...squad, models: [...squad.models, leader, { ...leader, name: 'Apothecary' }] };

  it('a Bodyguard model, or a Leader with no Bodyguard left: the next attack', () => {
    expect(whenWoundedTakesAttacks(woundedTarget(led, 1, 'toughest-last'), 'toughest-last')).toBe('takes the next attack');
    const alone: Unit = { ...led, models: [leader] };
    expect(whenWoundedTakesAttacks(woundedTarget(alone, 1, 'toughest-last'), 'toughest-last')).toBe('takes the next attack');
  });

  it('a Leader: after the Bodyguard, before the other Leader; [PRECISION] attacks first', () => {
    const hurt = woundedTarget(led, 1, 'toughest-last', 'Captain');
    expect(whenWoundedTakesAttacks(hurt, 'toughest-last')).toBe("takes attacks once the Bodyguard's models are destroyed, before the other Leader (002 'Leader')");
    expect(whenWoundedTakesAttacks(hurt, 'precision')).toBe("takes the next [PRECISION] attack, and other attacks once the Bodyguard's models are destroyed, before the other Leader (002 'Leader')");
  });
});
