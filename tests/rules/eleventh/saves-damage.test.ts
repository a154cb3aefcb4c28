/**
 * Save rolls (11e 05.04, RULINGS 1), Damage and Feel No Pain (02.02.01, 24.12), Devastating Wounds' mortal
 * wounds (24.10, RULINGS 3), each derived by hand in its comment. Attacks always hit (Torrent) and S8 vs T4
 * wounds on 2+ (5/6) unless said.
 */
import { describe, expect, it } from 'vitest';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { simulate11 } from '../../../src/rules/eleventh/simulate.js';
import { modifiedAp, saveHolds } from '../../../src/rules/eleventh/modifiers.js';
import type { Ability, Conditions, Modifiers, Unit } from '../../../src/rules/eleventh/types.js';
import { dice, models, scenario, unit, weapon, type GroupSpec, type WeaponSpec } from './engine-fixtures.js';

const torrent: Ability = { kind: 'torrent' };
const sure = (spec: WeaponSpec = {}): WeaponSpec => ({ skill: null, S: 8, ...spec, abilities: [torrent, ...(spec.abilities ?? [])] });

function calc(w: WeaponSpec, target: Unit, modifiers: Partial<Modifiers> = {}, conditions: Partial<Conditions> = {}) {
  return calculate11(scenario({ weapons: [weapon(w)], target, modifiers, conditions }));
}
const crowdOf = (g: GroupSpec): Unit => unit({ models: [models({ count: 20, ...g })] });
const unsaved = (w: WeaponSpec, g: GroupSpec, modifiers: Partial<Modifiers> = {}, conditions: Partial<Conditions> = {}): number =>
  calc(sure(w), crowdOf(g), modifiers, conditions).batches[0].unsaved / (5 / 6);

describe('save rolls (11e 05.04, RULINGS 1)', () => {
  it('Sv3+ AP0 fails on 1, 2: 2/6; AP -2: 5+, 4/6', () => {
    expect(unsaved({}, { Sv: 3 })).toBeCloseTo(2 / 6, 12);
    expect(unsaved({ AP: -2 }, { Sv: 3 })).toBeCloseTo(4 / 6, 12);
  });
  it('InSv ignores AP but not the save modifier: Sv3+ 4++ vs AP-3 at -1 to the save: the 4++ needs 5+ (unsaved 4/6)', () => {
    expect(unsaved({ AP: -3 }, { Sv: 3, InSv: 4 }, { save: -1 })).toBeCloseTo(4 / 6, 12);
  });
  // The Howling Banshees' "This invulnerable save is improved to 4+ against melee attacks" (Creego/wh11ed): Sv4+ InSv5+,
  // InSvMelee 4+. Against AP -3 (Sv needs 7+: never) the InSv decides: ranged 5+ fails on 1-4 (4/6), melee 4+ on 1-3 (3/6).
  it('an InSv improved against melee only: Sv4+ 5++ (4++ in melee) vs AP -3: ranged 4/6 unsaved, melee 3/6', () => {
    const banshee = { Sv: 4, InSv: 5, InSvMelee: 4 };
    expect(unsaved({ AP: -3 }, banshee)).toBeCloseTo(4 / 6, 12);
    expect(unsaved({ AP: -3, range: 'melee' }, banshee, {}, { phase: 'melee' })).toBeCloseTo(3 / 6, 12);
    // And one that holds against ranged attacks only, with no InSv against melee: melee 6/6, ranged 2+ (1/6 unsaved: only the 1).
    expect(unsaved({ AP: -3, range: 'melee' }, { Sv: 4, InSvRanged: 2 }, {}, { phase: 'melee' })).toBeCloseTo(1, 12);
    expect(unsaved({ AP: -3 }, { Sv: 4, InSvRanged: 2 })).toBeCloseTo(1 / 6, 12);
  });
  it('the simulator plays the improved InSv the same (melee, 20 W1 Banshees, 20 attacks: kills Binomial(20, 5/12) within 5 SE)', () => {
    // Torrent, S8 vs T4 wounds on 2+ (5/6), the 4++ fails on 1-3 (1/2): 5/12 a die; each unsaved D1 wound kills a W1 model.
    const s = scenario({ weapons: [weapon(sure({ AP: -3, range: 'melee', A: 20 }))], target: crowdOf({ Sv: 4, InSv: 5, InSvMelee: 4 }), conditions: { phase: 'melee' } });
    expect(calculate11(s).kills.mean()).toBeCloseTo(20 * (5 / 12), 9);
    const sim = simulate11(s, 4000, 11);
    expect(Math.abs(sim.killsMean - 20 * (5 / 12))).toBeLessThan(5 * Math.sqrt((20 * (5 / 12) * (7 / 12)) / 4000));
  });
  it('an unmodified 1 always inflicts damage: Sv2+ with +3 to the save: unsaved 1/6', () => {
    expect(unsaved({}, { Sv: 2 }, { save: 3 })).toBeCloseTo(1 / 6, 12);
  });
  it('Sv is never better than 2+: a 1+ save at -1 to the save is 2+ at -1: fails 1, 2 (2/6), not only 1', () => {
    expect(unsaved({}, { Sv: 1 }, { save: -1 })).toBeCloseTo(2 / 6, 12);
  });
  it('AP is never worse than 0: AP0 made one worse stays 0 (Sv3+: 2/6)', () => {
    expect(modifiedAp(0, -1)).toBe(0);
    expect(unsaved({}, { Sv: 3 }, { ap: -1 })).toBeCloseTo(2 / 6, 12);
  });
  it('a restricted InSv: a ranged-only 4++ does nothing in melee (Sv3+ vs AP-4 needs 7: unsaved 1); at range 3/6', () => {
    expect(unsaved({ range: 'melee', AP: -4 }, { Sv: 3, InSv: 4, InSvOnly: 'ranged' })).toBeCloseTo(1, 12);
    expect(unsaved({ AP: -4 }, { Sv: 3, InSv: 4, InSvOnly: 'ranged' })).toBeCloseTo(3 / 6, 12);
  });
  it('saveHolds, face by face: Sv4+ 5++, AP-2, +1: 1 fails; 2, 3 fail (3-2=1, 4-2=2 < 4; 3, 4 < 5); 4 saves (InSv: 5); 5, 6 save', () => {
    const check = { Sv: 4, InSv: 5, modifier: 1, ap: -2 };
    expect([1, 2, 3, 4, 5, 6].map((f) => saveHolds(f, check))).toEqual([false, false, false, true, true, true]);
  });
});

describe('Damage and Feel No Pain (11e 02.02.01, 24.12)', () => {
  const big = (g: GroupSpec = {}): Unit => unit({ models: [models({ W: 20, Sv: 7, ...g })] });
  const lost = (w: WeaponSpec, target: Unit, modifiers: Partial<Modifiers> = {}): number => calc(sure(w), target, modifiers).woundsLost.mean();
  it('D2 against Feel No Pain 5+: each wound ignored on 5, 6: 5/6 x 2 x 4/6 = 10/9', () => {
    expect(lost({ D: 2 }, big({ feelNoPain: 5 }))).toBeCloseTo(10 / 9, 12);
  });
  it('damage reduction 1: D3 -> 2; D1 stays 1 (D at least 1): 5/6 x 2 and 5/6 x 1', () => {
    expect(lost({ D: 3 }, unit({ models: [models({ W: 20, Sv: 7 })], damageReduction: 1 }))).toBeCloseTo((5 / 6) * 2, 12);
    expect(lost({ D: 1 }, unit({ models: [models({ W: 20, Sv: 7 })], damageReduction: 1 }))).toBeCloseTo(5 / 6, 12);
  });
  it('+1 Damage then halve then damage reduction: D3+1 = 4, /2 = 2, -1 = 1; D4+1 = 5, /2 = 2.5, -1 = 1.5 -> 2', () => {
    const tough = unit({ models: [models({ W: 20, Sv: 7 })], halveDamage: true, damageReduction: 1 });
    expect(lost({ D: 3 }, tough, { damage: 1 })).toBeCloseTo(5 / 6, 12);
    expect(lost({ D: 4 }, tough, { damage: 1 })).toBeCloseTo((5 / 6) * 2, 12);
  });
  it('excess damage is lost: D6 against W2 models: each unsaved attack destroys one model, 5/6 a model', () => {
    const r = calc(sure({ D: 'D6' }), unit({ models: [models({ count: 5, W: 2, Sv: 7 })] }));
    // One attack: P(d = 1) = 1/6 leaves 1 wound lost and no kill; else a kill.
    expect(r.kills.mean()).toBeCloseTo((5 / 6) * (5 / 6), 12);
    expect(r.woundsLost.mean()).toBeCloseTo((5 / 6) * (1 / 6 + (5 / 6) * 2), 12);
  });
});

describe('Devastating Wounds (11e 24.10, RULINGS 3)', () => {
  // Anti-INFANTRY 2+: every successful wound roll (2-6, 5/6) is a critical wound.
  const dev: Ability[] = [{ kind: 'anti', keyword: 'INFANTRY', threshold: 2 }, { kind: 'devastating wounds' }];
  it('mortal wounds ignore the save: a Sv2+ 2++ model W3, D3 fixed: 5/6 x 3 wounds', () => {
    const r = calc(sure({ D: 3, abilities: dev }), unit({ models: [models({ W: 3, Sv: 2, InSv: 2 })] }));
    expect(r.woundsLost.mean()).toBeCloseTo((5 / 6) * 3, 12);
    expect(r.batches[0].mortalWounds).toBeCloseTo((5 / 6) * 3, 12);
    expect(r.batches[0].unsaved).toBe(0);
  });
  it('at most one model each: D3 against three W1 models: 1 kill at most, P = 5/6', () => {
    const r = calc(sure({ D: 3, abilities: dev }), unit({ models: [models({ count: 3, W: 1, Sv: 2 })] }));
    expect(r.kills.prob(1)).toBeCloseTo(5 / 6, 12);
    expect(r.kills.max).toBe(1);
  });
  it('not halved, no damage reduction (RULINGS 3): D2 against a halving W2 model kills on 5/6; a normal D2 never does', () => {
    const halving = unit({ models: [models({ W: 2, Sv: 7 })], halveDamage: true });
    expect(calc(sure({ D: 2, abilities: dev }), halving).kills.mean()).toBeCloseTo(5 / 6, 12);
    expect(calc(sure({ D: 2 }), halving).kills.mean()).toBe(0);
  });
  it('Melta counts (RULINGS 3): D1 Melta 1 at half range is 2 mortal wounds: 5/6 x 2', () => {
    const r = calc(sure({ D: 1, abilities: [...dev, { kind: 'melta', damage: dice(1) }] }), unit({ models: [models({ W: 5, Sv: 2 })] }), {}, { halfRange: true });
    expect(r.woundsLost.mean()).toBeCloseTo((5 / 6) * 2, 12);
  });
  it('Feel No Pain against mortal wounds: the better of FNP 6+ and mortal FNP 4+ (24.02): D2 x 5/6 x 1/2', () => {
    const r = calc(sure({ D: 2, abilities: dev }), unit({ models: [models({ W: 5, Sv: 2, feelNoPain: 6, mortalFeelNoPain: 4 })] }));
    expect(r.woundsLost.mean()).toBeCloseTo(2 * (5 / 6) * (1 / 2), 12);
  });
  it('after the batch\u2019s normal damage: a W1 Sv7 model then a W1 Sv2+ model, 2 attacks D1', () => {
    // No Anti: S8 vs T4 wounds on 2-5 (4/6) normally and on 6 (1/6) critically. Normal damage first: with one
    // normal and one critical wound, the normal save roll meets the Sv7 model (always fails: destroyed), then
    // the mortal wound destroys the Sv2+ model: 2 kills for certain. (Mortal first would send the save roll to
    // the Sv2+ model: 2 kills only on a 1, 1/6.) Two normal wounds: the lower die meets Sv7 (fails), the higher
    // meets Sv2+ and fails only if both dice are 1s: 1/36. Two criticals: one model each, 2 kills.
    // P(2 kills) = (4/6)^2 x 1/36 + 2 x 4/6 x 1/6 + (1/6)^2 = 16/1296 + 288/1296 + 36/1296 = 340/1296.
    const target = unit({ models: [models({ name: 'open', W: 1, Sv: 7 }), models({ name: 'armoured', W: 1, Sv: 2 })] });
    const r = calculate11(
      scenario({ weapons: [weapon(sure({ A: 2, D: 1, abilities: [{ kind: 'devastating wounds' }] }))], target, groupOrder: [0, 1] }),
    );
    expect(r.kills.prob(2)).toBeCloseTo(340 / 1296, 12);
  });
});
