import { describe, expect, it } from 'vitest';
import { calculateLegacy, LegacyInputError } from '../../../src/rules/legacy/engine.js';
import { parseDice } from '../../../src/dice/expression.js';
import { group, scenario, shooter, targets, unit, weapon } from './fixtures.js';

describe('calculateLegacy: the core sequence', () => {
  it('one BS4 bolter shot (S4 AP5) at one T4 Sv3+ W1 model', () => {
    // Hit 3+: 4/6; wound S4 v T4 4+: 3/6; AP5 does not beat Sv3+, save 3+ fails 2/6. P(kill) = 4/6 * 3/6 * 2/6 = 1/9.
    const result = calculateLegacy(scenario(shooter(weapon('bolter')), targets(1)));
    expect(result.kills.prob(1)).toBeCloseTo(1 / 9, 12);
    expect(result.woundsLost.prob(1)).toBeCloseTo(1 / 9, 12);
    expect(result.weapons[0]).toMatchObject({ name: 'bolter', count: 1, attacks: 1 });
    expect(result.weapons[0].hits).toBeCloseTo(4 / 6, 12);
    expect(result.weapons[0].wounds).toBeCloseTo(2 / 6, 12);
    expect(result.weapons[0].unsaved).toBeCloseTo(1 / 9, 12);
  });

  it('Rapid Fire: two shots at half range, and AP equal to the Sv ignores it', () => {
    // 2 shots, each: hit 4/6, wound 3/6, AP3 against Sv3+: no save. Each kills W1 with 1/3; two models:
    // P(0 kills) = (2/3)^2 = 4/9, P(2) = 1/9, P(1) = 4/9.
    const w = weapon('bolter', { ap: 3, type: { kind: 'rapid fire' } });
    const result = calculateLegacy(scenario(shooter(w), targets(2), { halfRange: true }));
    expect(result.kills.toArray().map((p) => p * 9)).toEqual([4, 4, 1].map((n) => expect.closeTo(n, 10)));
  });

  it('wounds pile on one model until it is removed', () => {
    // 2 models W2, no save (AP1), S4 v T4: each shot auto... BS5 hits 2+ (5/6), wound 4+ (1/2): a wound 5/12 per shot.
    // 2 shots: wounds ~ Bin(2, 5/12); 2 wounds remove the first model: P(1 kill) = (5/12)^2 = 25/144.
    const w = weapon('gun', { ap: 1, type: { kind: 'assault', shots: parseDice(2) } });
    const result = calculateLegacy(scenario(shooter(w, { BS: 5 }), targets(2, { W: 2 })));
    expect(result.kills.prob(1)).toBeCloseTo(25 / 144, 12);
    expect(result.woundsLost.prob(1)).toBeCloseTo((2 * 5 * 7) / 144, 12);
  });

  it('refuses a vehicle target without Armour Values', () => {
    const rhino = { ...targets(1), type: 'vehicle' };
    expect(() => calculateLegacy(scenario(shooter(weapon('bolter')), rhino))).toThrow(
      new LegacyInputError('target: a vehicle needs its Armour Values and Hull Points (front, side, rear, hullPoints)'),
    );
  });

  it('a group with no ranged weapon does not shoot, and the notes say so', () => {
    const attacker = unit('a', [group('claws', 2, {}, [])]);
    const result = calculateLegacy(scenario(attacker, targets(1)));
    expect(result.weapons).toEqual([]);
    expect(result.kills.prob(0)).toBe(1);
    expect(result.notes).toContain('No ranged weapon, so no shooting: claws');
  });

  it('a model with no melee weapon fights with a close combat weapon', () => {
    const attacker = unit('a', [group('a', 1, {}, [])]);
    const result = calculateLegacy(scenario(attacker, targets(1), { phase: 'melee' }));
    expect(result.weapons[0].name).toBe('close combat weapon');
  });
});
