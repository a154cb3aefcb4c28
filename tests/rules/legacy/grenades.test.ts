// Grenades in a unit file (issue 26). 7th edition core rules, 'Grenades': in close combat a model with krak grenades may
// fight a vehicle or a Monstrous Creature with one, a single Attack at S6 AP4, instead of its Attacks. With the condition
// krakGrenades it does; without it a note says it could, and the numbers are the normal attacks.
import { describe, expect, it } from 'vitest';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import { enumerateLegacy } from './enumerate.js';
import type { LegacyUnit } from '../../../src/rules/legacy/types.js';
import { group, MELEE, scenario, targets, unit, weapon } from './fixtures.js';

const gun = weapon('boltgun');
const marines = (grenades?: ('frag' | 'krak')[]): LegacyUnit =>
  unit('marines', [{ ...group('Marine', 2, {}, ['boltgun']), ...(grenades ? { grenades } : {}) }], [gun]);
const rhino = unit('rhino', [{ ...group('Rhino', 1, { WS: 0, T: 0, W: 0, Sv: null }, []), vehicle: { front: 11, side: 11, rear: 10, hullPoints: 3, types: ['tank'] } }]);
const krakNote = (notes: readonly string[]) => notes.filter((n) => n.startsWith('Krak grenades (Marine): against ') && n.endsWith('(--krak-grenades to use them)'));

describe("7th edition core rules 'Grenades': named, not used, and said so", () => {
  it('in close combat against a vehicle or a Monstrous Creature, krak grenades unused get a note; the numbers stay the normal Attacks', () => {
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

  it('with krakGrenades a model makes one Attack with it, S6 AP4: one Marine at a Rhino (rear AV10) takes a Hull Point with 1/3', () => {
    // 7th edition core rules: hit by WS4 against WS 1 (a vehicle in close combat) on 3+: 2/3. Penetration 6 + D6 against
    // the rear AV10: a 4 glances, a 5 or 6 penetrates, so 1/2 takes a Hull Point: 2/3 x 1/2 = 1/3, and a single Attack
    // even on the charge (the normal Attacks would be 2, each S4 + D6 glancing on a 6 only: 2/3 x 1/6 = 1/9 each).
    const one = unit('marine', [{ ...group('Marine', 1, {}, ['boltgun']), grenades: ['krak'] }], [gun]);
    const s = scenario(one, rhino, { ...MELEE, charged: true, krakGrenades: true });
    const result = calculateLegacy(s);
    expect(result.weapons.map((w) => [w.name, w.attacks])).toEqual([['Krak grenade', 1]]);
    expect(result.woundsLost.prob(1)).toBeCloseTo(1 / 3, 12);
    expect(result.woundsLost.prob(0)).toBeCloseTo(2 / 3, 12);
    expect(result.notes).toContain("Marine: a single Attack each with a krak grenade, S6 AP4, instead of its Attacks (7th edition core rules, 'Grenades')");
    // Every die sequence (enumerate.ts, the simulator's rolls) gives the same Hull Points lost.
    enumerateLegacy(s).woundsLost.forEach((p, k) => expect(result.woundsLost.prob(k)).toBeCloseTo(p, 10));
    // Without the condition: the normal 2 Attacks on the charge, 1 - (1 - 1/9)^2 = 17/81 to lose at least a Hull Point.
    const normal = calculateLegacy(scenario(one, rhino, { ...MELEE, charged: true }));
    expect(normal.woundsLost.atLeast(1)).toBeCloseTo(17 / 81, 12);
  });
});
