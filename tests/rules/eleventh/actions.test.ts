/**
 * The core stratagems that inflict mortal wounds (11e 15.05 Explosives, 15.06 Crushing Impact): their mortal
 * wounds allocated as mortal wounds (06.02) before the attacks. Numbers derived by hand in each comment.
 */
import { describe, expect, it } from 'vitest';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import type { Actions, Scenario } from '../../../src/rules/eleventh/types.js';
import { models, scenario, unit, weapon, type ScenarioSpec } from './engine-fixtures.js';

const withActions = (spec: ScenarioSpec, actions: Actions): Scenario => ({ ...scenario(spec), actions });
const grenadier = unit({ name: 'grenadiers', keywords: ['INFANTRY', 'GRENADES'] });
/** A ranged weapon that does nothing here (a Hunter profile against VEHICLEs only), so only the action acts. */
const idle = weapon({ name: 'idle', hunter: ['VEHICLE'] });
const C6 = [1, 6, 15, 20, 15, 6, 1];

describe('Explosives (11e 15.05)', () => {
  it('against ten W1 models: kills ~ Binomial(6, 1/2), P(k) = C(6, k) / 64', () => {
    const r = calculate11(withActions({ weapons: [idle], attacker: grenadier, target: unit({ models: [models({ count: 10 })] }) }, { explosives: true }));
    C6.forEach((c, k) => expect(r.kills.prob(k)).toBeCloseTo(c / 64, 12));
    expect(r.actions).toEqual([{ name: 'Explosives', mortalWounds: 3, damage: expect.closeTo(3, 12) }]);
  });
  it('against one W3 model: destroyed on 3+ of six 4+ dice: (20 + 15 + 6 + 1) / 64 = 21/32; excess lost: 3 wounds at most', () => {
    const r = calculate11(withActions({ weapons: [idle], attacker: grenadier, target: unit({ models: [models({ W: 3 })] }) }, { explosives: true }));
    expect(r.kills.prob(1)).toBeCloseTo(21 / 32, 12);
    expect(r.woundsLost.max).toBe(3);
  });
  it('before the unit shoots: 2 W2 models, then one D2 attack (Torrent, S8 vs T4 2+, no save) lands on the model the mortal wounds left', () => {
    // B ~ Bin(6, 1/2) mortal wounds first: min(B, 4) wounds lost. The attack (P 5/6) then takes what the current
    // model has left: 2, 1, 2, 1 for B = 0..3, nothing once both are destroyed.
    // E[lost] = (0 + 6 + 30 + 60 + 60 + 24 + 4)/64 + 5/6 x (2 + 6 + 30 + 20)/64 = 184/64 + 145/192 = 697/192.
    // (Were the attack first, B = 1 would add its wound to the second model: a different figure.)
    const gun = weapon({ name: 'melta', S: 8, AP: -6, D: 2, skill: null, abilities: [{ kind: 'torrent' }] });
    const target = unit({ models: [models({ count: 2, W: 2, Sv: 6 })] });
    const r = calculate11(withActions({ weapons: [gun], attacker: grenadier, target }, { explosives: true }));
    expect(r.woundsLost.mean()).toBeCloseTo(697 / 192, 12);
    expect(r.woundsLost.total()).toBeCloseTo(1, 12);
  });
  it('Feel No Pain 5+ per mortal wound: each of the six dice a wound lost on 4+ then 2-4 (1/2 x 2/3 = 1/3): E[lost] = 2 on ten W1 models', () => {
    const target = unit({ models: [models({ count: 10, feelNoPain: 5 })] });
    const r = calculate11(withActions({ weapons: [idle], attacker: grenadier, target }, { explosives: true }));
    expect(r.kills.mean()).toBeCloseTo(2, 12);
    expect(r.kills.prob(6)).toBeCloseTo(1 / 729, 12);
  });
  it('not used, with a note, by a unit without GRENADES/EXPLOSIVES, when Snap Shooting, after advancing, or in the Fight phase', () => {
    const target = unit({ models: [models({ count: 10 })] });
    const cases: [ScenarioSpec, RegExp][] = [
      [{ weapons: [idle], target }, /Explosives not used: attacker is not an EXPLOSIVES\/GRENADES unit/],
      [{ weapons: [idle], target, attacker: grenadier, conditions: { shooting: 'snap' } }, /not when Snap Shooting/],
      [{ weapons: [idle], target, attacker: grenadier, conditions: { shooting: 'assault' } }, /advanced/],
      [{ weapons: [weapon({ range: 'melee' })], target, attacker: grenadier }, /Shooting phase/],
    ];
    for (const [spec, why] of cases) {
      const r = calculate11(withActions(spec, { explosives: true }));
      expect(r.actions).toBeUndefined();
      expect(r.notes.join('\n')).toMatch(why);
    }
  });
});

describe('Crushing Impact (11e 15.06)', () => {
  const tank = (T: number) => unit({ name: 'tank', keywords: ['VEHICLE'], models: [models({ T, W: 12 })] });
  const ram = weapon({ name: 'tracks', range: 'melee', hunter: ['MONSTER'] });
  const charge = (T: number, target: ScenarioSpec['target']) =>
    calculate11(withActions({ weapons: [ram], attacker: tank(T), target, conditions: { charged: true } }, { crushingImpact: true }));
  it('T6: six D6, each 5+ one mortal wound: kills of ten W1 models ~ Bin(6, 1/3); each 1 a mortal wound to the tank: mean 1', () => {
    const r = charge(6, unit({ models: [models({ count: 10 })] }));
    // P(k) = C(6, k) 2^(6-k) / 729.
    C6.forEach((c, k) => expect(r.kills.prob(k)).toBeCloseTo((c * 2 ** (6 - k)) / 729, 12));
    expect(r.actions?.[0].selfMortalWounds).toBeCloseTo(1, 12);
    expect(r.actions?.[0].mortalWounds).toBeCloseTo(2, 12);
  });
  it('T10: at most 6 mortal wounds: P(6 kills) = P(Bin(10, 1/3) >= 6) = (210x16 + 120x8 + 45x4 + 10x2 + 1) / 3^10 = 4521/59049', () => {
    const r = charge(10, unit({ models: [models({ count: 10 })] }));
    expect(r.kills.prob(6)).toBeCloseTo(4521 / 59049, 12);
    expect(r.kills.max).toBe(6);
  });
  it('mortal wounds spill over, before the fight: T6 against two W3 models, then nothing: P(2 kills) = P(Bin(6, 1/3) = 6) = 1/729', () => {
    const r = charge(6, unit({ models: [models({ count: 2, W: 3 })] }));
    expect(r.kills.prob(2)).toBeCloseTo(1 / 729, 12);
    // P(1 kill) = P(3 <= B <= 5) = (160 + 60 + 12) / 729.
    expect(r.kills.prob(1)).toBeCloseTo(232 / 729, 12);
  });
  it('not used, with a note, by a unit that did not charge or is no MONSTER/VEHICLE', () => {
    const target = unit({ models: [models({ count: 10 })] });
    for (const [spec, why] of [
      [{ weapons: [ram], attacker: tank(6), target }, /charge move/],
      [{ weapons: [ram], target, conditions: { charged: true } }, /not a MONSTER or VEHICLE/],
    ] as [ScenarioSpec, RegExp][]) {
      const r = calculate11(withActions(spec, { crushingImpact: true }));
      expect(r.actions).toBeUndefined();
      expect(r.kills.prob(0)).toBeCloseTo(1, 12);
      expect(r.notes.join('\n')).toMatch(why);
    }
  });
});
