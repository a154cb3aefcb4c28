// Vehicles attacking in the legacy ruleset (issue 14): a vehicle fires all its weapons (7th edition core rules,
// 'Vehicles and Shooting'), Power of the Machine Spirit and Strafing Run (004), a Walker fights with its WS and A;
// each number derived by hand, and tiny cases equal the enumeration of every die sequence.
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import { calculateLegacy, LegacyInputError } from '../../../src/rules/legacy/engine.js';
import type { LegacyConditions, LegacyScenario, LegacyUnit } from '../../../src/rules/legacy/types.js';
import { enumerateLegacy } from './enumerate.js';
import { MELEE, scenario, targets, weapon } from './fixtures.js';
import { blade, rules, vehicle } from './vehicle-fixtures.js';

/** A BS4 vehicle with gun 0 (S4 AP5 Assault 1) and gun 1 (S8 AP3 Heavy 1), and the rules given. */
function gunship(vehicleRules: string[] = [], types = ['tank']): LegacyUnit {
  const base = vehicle({ types }, 2, {}, rules(...vehicleRules));
  const heavy = weapon('gun 1', { strength: { kind: 'value', value: 8 }, ap: 3, type: { kind: 'heavy', shots: parseDice(1) } });
  return { ...base, weapons: [base.weapons[0], heavy] };
}

const hits = (attacker: LegacyUnit, target: LegacyUnit, conditions: Partial<LegacyConditions> = {}) =>
  calculateLegacy(scenario(attacker, target, conditions)).weapons.map((w) => [w.name, w.hits]);

describe('a vehicle shooting (7th edition core rules, Vehicles and Shooting)', () => {
  it('stationary: every weapon at full BS, a Heavy one too', () => {
    // BS4 hits on 3+: 4/6 for each gun.
    expect(hits(gunship(), targets(5))).toEqual([['gun 0', expect.closeTo(4 / 6, 12)], ['gun 1', expect.closeTo(4 / 6, 12)]]);
  });

  it('moved (Combat Speed): the first weapon at full BS, the others as Snap Shots (BS1, 6+)', () => {
    // gun 0 at BS4: 4/6; gun 1 Snap Shots: 1/6.
    expect(hits(gunship(), targets(5), { moved: true })).toEqual([
      ['gun 0', expect.closeTo(4 / 6, 12)],
      ['gun 1 (Snap Shots)', expect.closeTo(1 / 6, 12)],
    ]);
  });

  it("7th edition core rules, 'Heavy Vehicles' and 'Fast Vehicles': at Combat Speed, every weapon at full BS", () => {
    // Treated as Stationary: both guns at BS4 (4/6), none as Snap Shots, though it moved; a Tank Fast or not alike.
    const both = [['gun 0', expect.closeTo(4 / 6, 12)], ['gun 1', expect.closeTo(4 / 6, 12)]];
    expect(hits(gunship([], ['tank', 'heavy']), targets(5), { moved: true })).toEqual(both);
    expect(hits(gunship([], ['fast', 'skimmer']), targets(5), { moved: true })).toEqual(both);
    const notes = calculateLegacy(scenario(gunship([], ['tank', 'heavy']), targets(5), { moved: true })).notes;
    expect(notes.some((n) => n.includes("'Heavy Vehicles'"))).toBe(true);
  });

  it("004 'Power of the Machine Spirit': one more weapon at full BS after moving", () => {
    // Both guns at BS4 (4/6) though it moved.
    expect(hits(gunship(['power of the machine spirit']), targets(5), { moved: true })).toEqual([
      ['gun 0', expect.closeTo(4 / 6, 12)],
      ['gun 1', expect.closeTo(4 / 6, 12)],
    ]);
  });

  it('copies of one weapon are one row; the Land Raider-like pair of S9 AP2 guns kills 2 x 4/6 x 5/6 Marines', () => {
    const twin = weapon('gun 0', { strength: { kind: 'value', value: 9 }, ap: 2, type: { kind: 'heavy', shots: parseDice(1) } });
    const raider = { ...vehicle({}, 0), weapons: [twin], models: vehicle({}, 0).models.map((g) => ({ ...g, weapons: ['gun 0', 'gun 0'] })) };
    // Each: hits 4/6 (BS4), wounds T4 on 2+ (5/6), AP2 beats Sv3: no save; S9 >= 2 x T4: Instant Death, W1 anyway.
    const result = calculateLegacy(scenario(raider, targets(5)));
    expect(result.weapons.map((w) => [w.name, w.count])).toEqual([['gun 0', 2]]);
    expect(result.kills.mean()).toBeCloseTo(2 * (4 / 6) * (5 / 6), 12);
  });

  it("004 'Strafing Run': +1 BS with Assault/Heavy/Rapid Fire/Salvo at Infantry, not at a Skimmer", () => {
    const strafer = gunship(['strafing run'], ['flyer']);
    // BS5 hits on 2+: 5/6 against Infantry; against a Skimmer vehicle BS4: 4/6.
    expect(hits(strafer, targets(5))[0][1]).toBeCloseTo(5 / 6, 12);
    expect(hits(strafer, vehicle({ types: ['skimmer'] }))[0][1]).toBeCloseTo(4 / 6, 12);
    // ... and at a Tank (a vehicle that is neither Flyer nor Skimmer): 5/6 again.
    expect(hits(strafer, vehicle())[0][1]).toBeCloseTo(5 / 6, 12);
  });

  it('a Walker fights with its WS, A and melee weapon; another vehicle makes no close combat attacks', () => {
    const fist = blade({ strength: { kind: 'times', factor: 2 }, ap: 2 });
    const base = vehicle({ types: ['walker'] }, 0, { WS: 4, S: 6, A: 2 });
    const walker = { ...base, weapons: [fist], models: base.models.map((g) => ({ ...g, weapons: ['blade'] })) };
    // 2 Attacks, WS4 v WS4: 4+ (1/2) -> 1 hit; S10 (6 x 2 to 10 at most) v T4: 2+ (5/6), AP2: no 3+ save; Instant Death.
    const result = calculateLegacy(scenario(walker, targets(5), MELEE));
    expect(result.weapons[0].hits).toBeCloseTo(1, 12);
    expect(result.kills.mean()).toBeCloseTo(2 * (1 / 2) * (5 / 6), 12);
    expect(() => calculateLegacy(scenario(gunship(), targets(5), MELEE))).toThrow(
      new LegacyInputError('rhino: a vehicle that is not a Walker makes no close combat attacks (7th edition core rules)'),
    );
  });
});

describe('a vehicle attacking, against the enumeration of every die sequence', () => {
  const cases: [string, LegacyScenario][] = [
    ['a moving gunship with Power of the Machine Spirit at three Marines', scenario(gunship(['power of the machine spirit']), targets(3), { moved: true })],
    ['a moving gunship at a Rhino', scenario(gunship(), vehicle({ hullPoints: 2 }), { moved: true })],
  ];
  it.each(cases)('%s', (_, s) => {
    const exact = calculateLegacy(s);
    const all = enumerateLegacy(s);
    expect(exact.kills.toArray().map((p, k) => p - (all.kills[k] ?? 0)).every((d) => Math.abs(d) < 1e-10)).toBe(true);
    expect(exact.woundsLost.toArray().map((p, k) => p - (all.woundsLost[k] ?? 0)).every((d) => Math.abs(d) < 1e-10)).toBe(true);
  });
});
