// Grenades named in a unit file but not used (issue 26): the output says so where 7th edition core rules, 'Grenades',
// would let them change the attacks (a krak grenade's single S6 AP4 Attack against a vehicle or a Monstrous Creature
// in close combat), and the numbers are the normal attacks.
import { describe, expect, it } from 'vitest';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import type { LegacyUnit } from '../../../src/rules/legacy/types.js';
import { group, MELEE, scenario, targets, unit, weapon } from './fixtures.js';

const gun = weapon('boltgun');
const marines = (grenades?: ('frag' | 'krak')[]): LegacyUnit =>
  unit('marines', [{ ...group('Marine', 2, {}, ['boltgun']), ...(grenades ? { grenades } : {}) }], [gun]);
const rhino = unit('rhino', [{ ...group('Rhino', 1, { WS: 0, T: 0, W: 0, Sv: null }, []), vehicle: { front: 11, side: 11, rear: 10, hullPoints: 3, types: ['tank'] } }]);
const krakNote = (notes: readonly string[]) => notes.filter((n) => n.startsWith('Krak grenades (Marine): not modelled'));

describe("7th edition core rules 'Grenades': named, not used, and said so", () => {
  it('in close combat against a vehicle or a Monstrous Creature, krak grenades get a note; the numbers stay the normal Attacks', () => {
    const withKrak = calculateLegacy(scenario(marines(['frag', 'krak']), rhino, MELEE));
    expect(krakNote(withKrak.notes)).toHaveLength(1);
    // The same Attacks as a unit without grenades: 2 models x 1 Attack, hit as WS 1 (3+): 4/3 hits.
    expect(withKrak.weapons[0].hits).toBeCloseTo(4 / 3, 12);
    expect(withKrak.vehicle).toEqual(calculateLegacy(scenario(marines(), rhino, MELEE)).vehicle);
    const monster = { ...targets(1, { T: 6, W: 4 }), type: 'monstrous creature' };
    expect(krakNote(calculateLegacy(scenario(marines(['krak']), monster, MELEE)).notes)).toHaveLength(1);
  });

  it('no note against infantry in close combat, nor with frag grenades alone, nor in the Shooting phase', () => {
    expect(krakNote(calculateLegacy(scenario(marines(['frag', 'krak']), targets(5), MELEE)).notes)).toEqual([]);
    expect(calculateLegacy(scenario(marines(['frag']), rhino, MELEE)).notes.some((n) => n.includes('renades'))).toBe(false);
    expect(krakNote(calculateLegacy(scenario(marines(['frag', 'krak']), rhino)).notes)).toEqual([]);
  });
});
