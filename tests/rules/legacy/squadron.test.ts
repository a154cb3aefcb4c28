/**
 * Vehicle squadrons (issue 14; 7th edition core rules, 'Vehicle Squadrons'): a target of several identical vehicles takes
 * its hits on the closest until it is destroyed, then on the next; the result is the vehicles destroyed and P(all
 * destroyed). Numbers derived by hand, then the die-by-die simulator against the engine.
 */
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import { calculateLegacy, LegacyInputError } from '../../../src/rules/legacy/engine.js';
import type { LegacyScenario, LegacyUnit, LegacyWeapon } from '../../../src/rules/legacy/types.js';
import { playLegacy } from '../../../src/rules/legacy/vehicle-simulate.js';
import { seededRoller } from '../../../src/dice/roller.js';
import { scenario, shooter, weapon, closeTo } from './fixtures.js';
import { vehicle } from './vehicle-fixtures.js';

/** `count` vehicles of one model group: AV 10 all round unless told, `hullPoints` each. */
function squadron(count: number, hullPoints: number, armour: Partial<{ front: number; side: number; rear: number }> = {}): LegacyUnit {
  const one = vehicle({ front: 10, side: 10, rear: 10, hullPoints, ...armour });
  return { ...one, models: [{ ...one.models[0], count, max: count }] };
}

/** S4 AP- Heavy `shots` Blast, each shot hitting one vehicle (blastHits 1): exactly `shots` hits, no To Hit roll. */
const popper = (shots: number): LegacyWeapon => weapon('popper', { ap: null, area: 'blast', type: { kind: 'heavy', shots: parseDice(shots) } });


describe("7th edition core rules, 'Vehicle Squadrons'", () => {
  it('two 1-Hull-Point vehicles, three glancing-only hits: vehicles destroyed = min(glances, 2), by hand', () => {
    // S4 against AV 10: D6 + 4 glances on a 6 and never penetrates, so the damage table never rolls. Each glance
    // wrecks the vehicle it hits; the next hit goes to the next vehicle. G ~ Binomial(3, 1/6): P(0) = 125/216,
    // P(1) = 3 * 1/6 * 25/36 = 75/216, P(2 destroyed) = P(G >= 2) = 16/216.
    const r = calculateLegacy(scenario(shooter(popper(3)), squadron(2, 1), { blastHits: 1 }));
    closeTo(r.kills.toArray(), [125 / 216, 75 / 216, 16 / 216]);
    expect(r.targetModels).toBe(2);
    expect(r.vehicle).toBeUndefined();
    // Hull Points lost: one a glance while a vehicle stands, min(G, 2); with G = 3 the third glance finds none left.
    closeTo(r.woundsLost.toArray(), [125 / 216, 75 / 216, 16 / 216]);
    expect(r.notes.some((n) => n.includes("'Vehicle Squadrons'"))).toBe(true);
  });

  it('two 2-Hull-Point vehicles, four glancing-only hits: the first is wrecked at its second glance', () => {
    // G ~ Binomial(4, 1/6). Destroyed: 0 for G <= 1, 1 for G = 2 or 3, 2 for G = 4. P(G <= 1) = (625 + 500)/1296;
    // P(G = 4) = 1/1296; the rest 170/1296. Hull Points lost = G: mean 4/6.
    const r = calculateLegacy(scenario(shooter(popper(4)), squadron(2, 2), { blastHits: 1 }));
    closeTo(r.kills.toArray(), [1125 / 1296, 170 / 1296, 1 / 1296]);
    expect(r.woundsLost.mean()).toBeCloseTo(4 / 6, 12);
    expect(r.woundsLost.total()).toBeCloseTo(1, 12);
  });

  it('an exploded vehicle is destroyed with Hull Points left, and the next hit goes to the next vehicle', () => {
    // Two 2-HP vehicles (one weapon each), AV 10, two S10 AP1 hits: D6 + 10 > 10 always penetrates, a Hull Point lost
    // and the damage table at D6 + 2 (AP1): 7+ (a 5 or 6, 1/3) Explodes!. Hit 1 on the first: explodes with 1/3, else
    // it stands with 1 HP left and hit 2 wrecks it (its last Hull Point). If it exploded, hit 2 goes to the second,
    // which explodes with 1/3. Destroyed: 2 with 1/9, 1 with 8/9. Hull Points lost (a destroyed vehicle's all): 4 with
    // 1/9; 2 + 1 = 3 with 1/3 * 2/3 = 2/9; 2 with 2/3.
    const gun = weapon('gun', { strength: { kind: 'value', value: 10 }, ap: 1, area: 'blast', type: { kind: 'heavy', shots: parseDice(2) } });
    const r = calculateLegacy(scenario(shooter(gun), squadron(2, 2), { blastHits: 1 }));
    closeTo(r.kills.toArray(), [0, 8 / 9, 1 / 9]);
    closeTo(r.woundsLost.toArray(), [0, 0, 2 / 3, 2 / 9, 1 / 9]);
  });

  it('P(at least one destroyed) is the single vehicle\'s P(destroyed): the closest takes the same hits until then', () => {
    // A second method: the first vehicle of the squadron meets exactly the hits a lone vehicle would, up to its end.
    const lascannons = shooter(weapon('lascannon', { strength: { kind: 'value', value: 9 }, ap: 2, type: { kind: 'heavy', shots: parseDice(2) } }), {}, [], 3);
    const alone = calculateLegacy(scenario(lascannons, squadron(1, 3, { front: 11 })));
    const three = calculateLegacy(scenario(lascannons, squadron(3, 3, { front: 11 })));
    expect(three.kills.atLeast(1)).toBeCloseTo(alone.vehicle?.destroyed ?? Number.NaN, 12);
    expect(three.targetModels).toBe(3);
  });

  it('a vehicle unit of two model groups is still refused, with the reason', () => {
    const mixed = squadron(1, 3);
    const two = { ...mixed, models: [mixed.models[0], { ...mixed.models[0], name: 'other hull' }] };
    expect(() => calculateLegacy(scenario(shooter(popper(1)), two))).toThrow(LegacyInputError);
    expect(() => calculateLegacy(scenario(shooter(popper(1)), two))).toThrow('more than one model group');
  });
});

describe('the simulator agrees with the engine on squadrons', () => {
  const RUNS = 4000;
  const lascannon = weapon('lascannon', { range: 48, strength: { kind: 'value', value: 9 }, ap: 2, type: { kind: 'heavy', shots: parseDice(1) } });
  const cases: [string, LegacyScenario][] = [
    ['four lascannons at three Rhinos (AV 11, 3 HP)', scenario(shooter(lascannon, {}, [], 4), squadron(3, 3, { front: 11, side: 11 }))],
    ['six S6 AP4 shots at two AV 10, 2 HP vehicles in 5+ cover', scenario(shooter(weapon('gun', { strength: { kind: 'value', value: 6 }, ap: 4 }), { BS: 5 }, [], 6), squadron(2, 2), { cover: 5 })],
  ];
  it.each(cases)('%s: P(vehicles destroyed = k) within 4 standard errors plus 1/RUNS', (_, s) => {
    const exact = calculateLegacy(s);
    expect(exact.kills.total()).toBeCloseTo(1, 9);
    expect(exact.woundsLost.total()).toBeCloseTo(1, 9);
    const play = playLegacy(s);
    const roller = seededRoller(7);
    const counts = new Array<number>(exact.targetModels + 1).fill(0);
    let hullPoints = 0;
    for (let i = 0; i < RUNS; i++) {
      const outcome = play(roller);
      counts[outcome.kills]++;
      hullPoints += outcome.woundsLost;
    }
    counts.forEach((n, k) => {
      const p = exact.kills.prob(k);
      expect(Math.abs(n / RUNS - p), `k = ${k}`).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / RUNS) + 1 / RUNS);
    });
    expect(Math.abs(hullPoints / RUNS - exact.woundsLost.mean())).toBeLessThanOrEqual(4 * Math.sqrt(exact.woundsLost.variance() / RUNS) + 1e-9);
  });
});
