import { describe, expect, it } from 'vitest';
import { run, weapon } from '../helpers.js';

// 000/003 'Hazardous': after the unit has resolved its attacks, one Hazardous test (one D6) per
// Hazardous weapon used; each 1 fails and inflicts 3 mortal wounds on the attacking unit.

describe('Hazardous', () => {
  const plasma = weapon({ name: 'plasma', abilities: ['hazardous'] });

  it('one weapon: 1 test, expected mortal wounds 1/6 * 3 = 1/2, P(failed) = 1/6', () => {
    const h = run({ weapons: [plasma] }).hazard;
    expect(h?.tests).toBe(1);
    expect(h?.expectedMortalWounds).toBeCloseTo(1 / 2, 12);
    expect(h?.anyFailed).toBeCloseTo(1 / 6, 12);
  });

  it('three copies: 3 tests, expected 3 * 3/6 = 3/2, P(any failed) = 1 - (5/6)^3 = 91/216', () => {
    const h = run({ weapons: [[plasma, 3]] }).hazard;
    expect(h?.tests).toBe(3);
    expect(h?.expectedMortalWounds).toBeCloseTo(3 / 2, 12);
    expect(h?.anyFailed).toBeCloseTo(91 / 216, 12);
  });

  it('one test per weapon, not per attack: 2 copies of an A3 hazardous weapon: 2 tests, 1 - (5/6)^2 = 11/36', () => {
    const h = run({ weapons: [[weapon({ A: 3, abilities: ['hazardous'] }), 2], [weapon({ name: 'bolter' }), 5]] }).hazard;
    expect(h?.tests).toBe(2);
    expect(h?.expectedMortalWounds).toBeCloseTo(1, 12);
    expect(h?.anyFailed).toBeCloseTo(11 / 36, 12);
  });

  it('no Hazardous weapon: no tests', () => {
    expect(run({ weapons: [weapon()] }).hazard).toBeNull();
  });
});
