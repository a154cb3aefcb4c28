// 004 'Tank Hunters': "can choose to re-roll glancing hits, in an attempt to instead get a penetrating hit – but the
// second result must be kept". The choice (src/rules/legacy/tank-hunters.ts), made per glancing hit on the vehicle as
// it stands: re-roll only when the re-roll's expected Hull Points (a destroyed vehicle counting all) beat the glance's.
import { describe, expect, it } from 'vitest';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import type { PenetrationRoll } from '../../../src/rules/legacy/penetration.js';
import { rerollsGlancing } from '../../../src/rules/legacy/tank-hunters.js';
import { unhurt } from '../../../src/rules/legacy/vehicle-damage.js';
import { parseDice } from '../../../src/dice/expression.js';
import { scenario, shooter, weapon } from './fixtures.js';
import { rules, vehicle } from './vehicle-fixtures.js';

/** A melta shot at half range (2D6 + 8) with Tank Hunters against AV12. */
const MELTA: PenetrationRoll = { strength: 8, armour: 12, dice: 2, ordnance: false, lance: false, rending: false, tankHunters: true, rerollFailed: false, haywire: false, graviton: false };
const TWO_HULL_POINTS = { hullPoints: 2, weapons: 1 };

describe("'Tank Hunters': a glancing hit re-rolled only where that is worth more", () => {
  it('re-rolls with 2 Hull Points left, keeps with 1 (melta at half range, AP1, AV12)', () => {
    // 2D6 + 8 against 12: 2D6 = 4 glances (3/36), 5+ penetrates (30/36), 2-3 nothing (3/36). AP1: D6 + 2, so 5-6
    // explode (1/3). With 2 Hull Points left, the glance is worth 1; a re-roll (a plain roll, kept) 30/36 * (1 + 1/3
    // more if it explodes) + 3/36 * 1 = 43/36 > 1: re-roll. With 1 left, the glance destroys it (worth 2 Hull Points
    // lost in all); the re-roll does so with 33/36 only (else stays at 1): 33/36 * 2 + 3/36 * 1 = 69/36 < 2: keep.
    expect(rerollsGlancing(TWO_HULL_POINTS, unhurt(false), MELTA, 2)).toBe(true);
    expect(rerollsGlancing(TWO_HULL_POINTS, { ...unhurt(false), hullPointsLost: 1 }, MELTA, 2)).toBe(false);
  });

  it('never re-rolls without Tank Hunters, nor where no penetrating hit is possible (S4 v AV10)', () => {
    expect(rerollsGlancing(TWO_HULL_POINTS, unhurt(false), { ...MELTA, tankHunters: false }, 2)).toBe(false);
    expect(rerollsGlancing(TWO_HULL_POINTS, unhurt(false), { ...MELTA, strength: 4, armour: 10, dice: 1 }, 2)).toBe(false);
  });

  it('one such melta shot at a 2 Hull Point AV12 vehicle: P(destroyed) with the glance re-rolled', () => {
    // BS4 hits on 3+ (2/3). On 2 Hull Points only an explosion destroys it: a penetrating hit (30/36 on the first
    // roll, or 30/36 again after a failure or a glance, both re-rolled: 6/36) = 30/36 * 42/36, then D6 + 2 of 5-6
    // (1/3): 2/3 * 1/3 * 30/36 * 42/36. (Glances kept, it would be 2/9 * 30/36 * 39/36.)
    const melta = weapon('melta', { strength: { kind: 'value', value: 8 }, ap: 1, type: { kind: 'assault', shots: parseDice(1) }, rules: rules('melta') });
    const result = calculateLegacy(scenario(shooter(melta, { BS: 4 }, rules('tank hunters')), vehicle({ front: 12, hullPoints: 2 }), { halfRange: true }));
    expect(result.vehicle?.destroyed).toBeCloseTo((2 / 9) * (30 / 36) * (42 / 36), 12);
  });
});
