/**
 * Work the engine shares between calculations of one process (issue 13): attack outcomes by the
 * rolls they come from (attack.ts), Damage distributions by the roll and its modifiers (one-roll.ts
 * DamageRoll.key), an allocated wound's entries by Damage, save and Feel No Pain, and their rows over a
 * target's states by layout, Damage roll and defences (wound-entries.ts).
 * Calculations that differ in only one of those, run one after another in this process, must each
 * give their own numbers (derived by hand below): a key that missed a difference would hand the
 * second the first one's.
 */
import { describe, expect, it } from 'vitest';
import { layoutTarget } from '../../src/rules/tenth/allocation.js';
import { calculate } from '../../src/rules/tenth/engine.js';
import { scenario, target, weapon } from '../helpers.js';

/** Expected damage dealt of one scenario (wounds lost). */
const damage = (s: Parameters<typeof calculate>[0]) => calculate(s).damage.mean;

describe('work shared between calculations keeps them apart', () => {
  it('Damage: the same D6 halved, plain, +2 (Melta 2 at half range), then plain again', () => {
    // Torrent hits, S10 vs T1 wounds on 2+ (5/6), no save, one model of W8 takes every point.
    // D6: mean 3.5; halved rounding up {1,1,2,2,3,3}: mean 2; +2: mean 5.5.
    const gun = weapon({ range: 24, A: 1, S: 10, D: 'D6', abilities: ['torrent', 'melta 2'] });
    const plain = scenario({ weapons: [gun], target: target({ T: 1, Sv: 7, W: 8 }) });
    const halved = scenario({ weapons: [gun], target: target({ T: 1, Sv: 7, W: 8, halveDamage: true }) });
    const melta = { ...plain, conditions: { ...plain.conditions, halfRange: true } };
    expect(damage(halved)).toBeCloseTo((5 / 6) * 2, 12);
    expect(damage(plain)).toBeCloseTo((5 / 6) * 3.5, 12);
    expect(damage(melta)).toBeCloseTo((5 / 6) * 5.5, 12);
    expect(damage(halved)).toBeCloseTo((5 / 6) * 2, 12);
  });

  it('attack outcomes: the same rolls with and without Lethal Hits', () => {
    // Hit 4+ (1/2, a 6 is critical: 1/6), S1 vs T10 wounds on 6+ (1/6), no save, W1, D1: without
    // Lethal Hits 1/2 x 1/6 = 1/12 per attack; with it 1/6 + 2/6 x 1/6 = 2/9.
    const spec = { A: 1, skill: 4, S: 1, D: 1 };
    const t = target({ T: 10, Sv: 7, W: 1, models: 2 });
    const plain = scenario({ weapons: [weapon(spec)], target: t });
    const lethal = scenario({ weapons: [weapon({ ...spec, abilities: ['lethal hits'] })], target: t });
    expect(damage(plain)).toBeCloseTo(1 / 12, 12);
    expect(damage(lethal)).toBeCloseTo(2 / 9, 12);
    expect(damage(plain)).toBeCloseTo(1 / 12, 12);
  });

  it('entries: the same Damage against another save, then Feel No Pain', () => {
    // Torrent, S10 vs T1 (5/6), D2 into W2 models. Sv 3+ fails 1/3: 5/6 x 1/3 x 2 = 5/9. Sv 5+ fails
    // 2/3: 10/9. Sv 5+ with Feel No Pain 5+ (each point lost 2/3): 5/6 x 2/3 x 2 x 2/3 = 20/27.
    const gun = weapon({ A: 1, S: 10, D: 2, abilities: ['torrent'] });
    const against = (Sv: number, feelNoPain?: number) => scenario({ weapons: [gun], target: target({ T: 1, Sv, W: 2, feelNoPain }) });
    expect(damage(against(3))).toBeCloseTo(5 / 9, 12);
    expect(damage(against(5))).toBeCloseTo(10 / 9, 12);
    expect(damage(against(5, 5))).toBeCloseTo(20 / 27, 12);
    expect(damage(against(3))).toBeCloseTo(5 / 9, 12);
  });

  it("a target's layout by allocation order: toughest-last, listed, then toughest-last again", () => {
    // Group 0: W1 Sv2+ (6 wounds' worth through saves: 1 / (1/6)); group 1: W2 Sv6+ (2 / (5/6) = 2.4).
    // Toughest last puts group 1 first; the listed order group 0.
    const unit = target({ groups: [{ count: 1, stats: { W: 1, Sv: 2 } }, { count: 1, stats: { W: 2, Sv: 6 } }] });
    expect(Array.from(layoutTarget(unit, 'toughest-last').group)).toEqual([1, 1, 0]);
    expect(Array.from(layoutTarget(unit, 'listed').group)).toEqual([0, 1, 1]);
    expect(Array.from(layoutTarget(unit, 'toughest-last').group)).toEqual([1, 1, 0]);
  });

  it('Hazardous tests of one attacker: 1 copy, 3 copies, then 1 again', () => {
    // One test per copy (000 'Hazardous'), each failing on a 1 for 3 mortal wounds: 1/6 x 3 = 1/2 per copy.
    const plasma = weapon({ name: 'plasma', abilities: ['hazardous'] });
    const tests = (n: number) => calculate(scenario({ weapons: [[plasma, n]] })).hazard!.expectedMortalWounds;
    expect(tests(1)).toBeCloseTo(1 / 2, 12);
    expect(tests(3)).toBeCloseTo(3 / 2, 12);
    expect(tests(1)).toBeCloseTo(1 / 2, 12);
  });

  it('Attacks: one Blast weapon against 5, 10 and 4 models, then two copies, then at half range with Rapid Fire', () => {
    // 000 'Blast': +1 attack per 5 models: A1 makes 2, 3 and 1 attacks; two copies 2 x 2 = 4; Rapid
    // Fire D3 adds E[D3] = 2 at half range: 1 + 1 + 2 = 4 against 5 models.
    const gun = weapon({ range: 24, A: 1, abilities: ['blast', 'rapid fire d3'] });
    const attacks = (models: number, copies = 1, halfRange = false) =>
      calculate(scenario({ weapons: [[gun, copies]], target: target({ models }), conditions: { halfRange } })).total.attacks;
    expect(attacks(5)).toBeCloseTo(2, 12);
    expect(attacks(10)).toBeCloseTo(3, 12);
    expect(attacks(4)).toBeCloseTo(1, 12);
    expect(attacks(5, 2)).toBeCloseTo(4, 12);
    expect(attacks(5, 1, true)).toBeCloseTo(4, 12);
    expect(attacks(5)).toBeCloseTo(2, 12);
  });

  it("saves of one target: AP 0, AP -1, AP -1 in cover, then AP 0 again", () => {
    // Torrent, S10 vs T1 wounds on 2+ (5/6), D1 into W1 models; Sv 3+ fails 1/3, at AP -1 1/2, and
    // in cover (000 'Benefit of Cover': +1) 1/3 again: 5/18, 5/12, 5/18, 5/18.
    const t = target({ T: 1, Sv: 3, W: 1, models: 10 });
    const at = (ap: number, cover = false) =>
      damage(scenario({ weapons: [weapon({ range: 24, A: 1, S: 10, AP: ap, D: 1, abilities: ['torrent'] })], target: t, conditions: { cover } }));
    expect(at(0)).toBeCloseTo(5 / 18, 12);
    expect(at(-1)).toBeCloseTo(5 / 12, 12);
    expect(at(-1, true)).toBeCloseTo(5 / 18, 12);
    expect(at(0)).toBeCloseTo(5 / 18, 12);
  });

  it('rows of entries over one layout: D1, D2, D2 twice as many, D1 at AP -1, then D1 again', () => {
    // Torrent, S10 vs T1 wounds on 2+ (5/6), Sv 4+ fails 1/2 (AP -1: 2/3), into 10 models of W2.
    // One attack: D1 5/12, D2 5/6; two copies of D2 5/3 (too few to kill all 10); D1 at AP -1 5/9.
    const t = target({ T: 1, Sv: 4, W: 2, models: 10 });
    const gun = (D: number, ap = 0) => weapon({ range: 24, A: 1, S: 10, AP: ap, D, abilities: ['torrent'] });
    const dealt = (D: number, ap = 0, copies = 1) => damage(scenario({ weapons: [[gun(D, ap), copies]], target: t }));
    expect(dealt(1)).toBeCloseTo(5 / 12, 12);
    expect(dealt(2)).toBeCloseTo(5 / 6, 12);
    expect(dealt(2, 0, 2)).toBeCloseTo(5 / 3, 12);
    expect(dealt(1, -1)).toBeCloseTo(5 / 9, 12);
    expect(dealt(1)).toBeCloseTo(5 / 12, 12);
  });
});
