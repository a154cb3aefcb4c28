// 7th edition core rules, 'Bikes and Jetbikes', Shooting: each Bike or Jetbike fires one weapon for each rider on it
// (issue 26): the Attack Bike, driver and gunner, fires its multi-melta and its twin-linked boltgun.
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import { weaponsFired } from '../../../src/rules/legacy/vehicle-attacks.js';
import type { LegacyUnit } from '../../../src/rules/legacy/types.js';
import { enumerateLegacy } from './enumerate.js';
import { group, rules, scenario, targets, unit, weapon } from './fixtures.js';

const multiMelta = weapon('multi-melta', { strength: { kind: 'value', value: 8 }, ap: 1, type: { kind: 'heavy', shots: parseDice(1) }, rules: rules('melta') });
const boltgun = weapon('twin-linked boltgun', { ap: 5, type: { kind: 'rapid fire' }, rules: rules('twin-linked') });

function attackBike(riders?: number): LegacyUnit {
  const bike = { ...group('Attack Bike', 1, { T: 5, W: 2 }, ['multi-melta', 'twin-linked boltgun'], rules('relentless')), ...(riders ? { riders } : {}) };
  return { ...unit('attack bike', [bike], [multiMelta, boltgun]), type: 'bike' };
}

describe("'Bikes and Jetbikes': one weapon per rider", () => {
  it('two riders fire both weapons: 13/9 Ork Boyz removed at half range, P(none) = 100/729', () => {
    // BS4 hits on 3+ (2/3). Multi-melta S8 v T4 wounds on 2+ (5/6), AP1 beats 6+: 2/3 x 5/6 = 5/9.
    // Twin-linked boltgun, 2 shots at half range, each hitting 2/3 + 1/3 x 2/3 = 8/9 (re-roll failed), S4 v T4 on 4+,
    // AP5 beats 6+: 4/9 per shot. Mean 5/9 + 2 x 4/9 = 13/9 (one Wound, one W1 model each).
    // P(no model removed) = 4/9 x (5/9)^2 = 100/729. One rider: the multi-melta alone, 5/9.
    const boyz = targets(30, { Sv: 6 });
    const both = calculateLegacy(scenario(attackBike(2), boyz, { halfRange: true }));
    expect(both.weapons.map((w) => w.name)).toEqual(['multi-melta', 'twin-linked boltgun']);
    expect(both.kills.mean()).toBeCloseTo(13 / 9, 12);
    expect(both.kills.prob(0)).toBeCloseTo(100 / 729, 12);
    expect(both.notes.some((n) => n.includes("2 riders, each firing one weapon (7th edition core rules, 'Bikes and Jetbikes')"))).toBe(true);
    expect(calculateLegacy(scenario(attackBike(), boyz, { halfRange: true })).kills.mean()).toBeCloseTo(5 / 9, 12);
  });

  it('equals the enumeration of every die sequence, and weaponsFired (the inert-option checks) lists both', () => {
    const s = scenario(attackBike(2), targets(3, { Sv: 6 }), { halfRange: true });
    const exact = calculateLegacy(s);
    enumerateLegacy(s).kills.forEach((p, k) => expect(exact.kills.prob(k)).toBeCloseTo(p, 10));
    const bike = attackBike(2);
    expect(weaponsFired(bike, bike.models[0], 'shooting').map((w) => w.name)).toEqual(['multi-melta', 'twin-linked boltgun']);
  });
});
