// Close combat blows in Initiative steps (issue 26): 7th edition core rules, 'Fight Sub-phase' (Initiative steps,
// highest first), and 004 'Unwieldy' ("Piles In and fights at Initiative step 1, unless it is a Monstrous Creature or
// a Walker").
import { describe, expect, it } from 'vitest';
import { initiativeStep } from '../../../src/rules/legacy/attack-order.js';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import type { LegacyWeapon } from '../../../src/rules/legacy/types.js';
import { enumerateLegacy } from './enumerate.js';
import { group, MELEE, rules, scenario, targets, unit, weapon } from './fixtures.js';

const fist: LegacyWeapon = weapon('power fist', { range: 'melee', strength: { kind: 'times', factor: 2 }, ap: 2, type: { kind: 'melee' }, rules: rules('specialist weapon', 'unwieldy') });
const sword: LegacyWeapon = weapon('power sword', { range: 'melee', strength: { kind: 'user' }, ap: 3, type: { kind: 'melee' }, rules: [] });

/** A WS4 S4 I4 A1 fist-bearer listed first, then a sword-bearer: the file's order is the wrong one. */
const squad = unit('squad', [group('fist', 1, {}, ['power fist']), group('sword', 1, {}, ['power sword'])], [fist, sword]);

describe('Initiative steps', () => {
  it('the I4 sword strikes before the Unwieldy fist (I1), which fights the survivors', () => {
    // One target model, WS4 T4 W1, no armour save. Each blow hits on 4+ (WS4 v WS4): 1/2.
    // Sword (S4 v T4, 4+ to wound): kills with 1/2 x 1/2 = 1/4, striking first at I4.
    // Fist (S8 v T4, 2+): 1/2 x 5/6 = 5/12, but only if the model survived the sword: 3/4 x 5/12 = 5/16.
    // (The file's order would give the fist 5/12 and the sword 7/12 x 1/4 = 7/48.) Together 1/4 + 5/16 = 9/16.
    const result = calculateLegacy(scenario(squad, targets(1, { Sv: null }), MELEE));
    expect(result.weapons.map((w) => w.name)).toEqual(['power sword', 'power fist']);
    expect(result.weapons[0].kills).toBeCloseTo(1 / 4, 12);
    expect(result.weapons[1].kills).toBeCloseTo(5 / 16, 12);
    expect(result.kills.prob(1)).toBeCloseTo(9 / 16, 12);
    expect(result.notes.some((n) => n.includes('power sword (sword) at I4, power fist (fist) at I1'))).toBe(true);
  });

  it('a sword first changes the Wounds lost: its Wound is wasted when the fist then removes that model', () => {
    // Two W2 T4 models, no save; the fist (S8, double T4) inflicts Instant Death. Sword first: its Wound (1/4) goes on
    // the first model, which the fist's Wound (5/12) then removes: 2 Wounds lost, never 3. P(2) = 5/12,
    // P(1) = 1/4 x 7/12 = 7/48, P(0) = 3/4 x 7/12 = 21/48. (Fist first, the sword's Wound would go on the second model:
    // P(3 lost) = 5/12 x 1/4 = 5/48.) Enumerating every die sequence (enumerate.ts, the simulator's rolls) agrees.
    const s = scenario(squad, targets(2, { W: 2, Sv: null }), MELEE);
    const result = calculateLegacy(s);
    expect(result.woundsLost.prob(3)).toBe(0);
    expect(result.woundsLost.prob(2)).toBeCloseTo(5 / 12, 12);
    expect(result.woundsLost.prob(1)).toBeCloseTo(7 / 48, 12);
    expect(result.woundsLost.prob(0)).toBeCloseTo(21 / 48, 12);
    const all = enumerateLegacy(s);
    all.woundsLost.forEach((p, k) => expect(result.woundsLost.prob(k)).toBeCloseTo(p, 10));
  });

  it('Unwieldy is step 1 except for a Monstrous Creature or a Walker; other weapons strike at the model\'s Initiative', () => {
    const g = group('g', 1, { I: 5 }, ['power fist']);
    expect(initiativeStep(squad, g, fist)).toBe(1);
    expect(initiativeStep(squad, g, sword)).toBe(5);
    expect(initiativeStep({ ...squad, type: 'monstrous creature' }, g, fist)).toBe(5);
    expect(initiativeStep(squad, { ...g, vehicle: { front: 12, side: 12, rear: 10, hullPoints: 3, types: ['walker'] } }, fist)).toBe(5);
  });
});
