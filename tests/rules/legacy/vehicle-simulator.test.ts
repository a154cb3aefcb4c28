/**
 * The legacy engine against a vehicle, checked against the die-by-die simulator (vehicle-simulate.ts) on random
 * matchups (tests/rules/legacy/vehicle-arbitrary.ts): the mean Hull Points lost within 4 standard errors of the exact
 * mean (SD from the exact distribution), and each vehicle chance (destroyed, explodes, immobilised, weapon
 * destroyed, stunned, shaken) within 4 binomial SE + 1/RUNS; a failing scenario is played again with other dice and
 * 4 x RUNS runs, only a second failure reported (as tests/rules/legacy/simulator.test.ts). And tiny matchups equal the
 * enumeration of every die sequence to 1e-10, the vehicle's chances too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import type { LegacyScenario } from '../../../src/rules/legacy/types.js';
import { vehiclePlayer } from '../../../src/rules/legacy/vehicle-simulate.js';
import { seededRoller } from '../../../src/dice/roller.js';
import { enumerateLegacy } from './enumerate.js';
import { MELEE, scenario, shooter, weapon } from './fixtures.js';
import { vehicleScenarioArb } from './vehicle-arbitrary.js';
import { blade, fighter, rules, vehicle } from './vehicle-fixtures.js';

const RUNS = 1500;
const Z = 4;
const CHANCES = ['destroyed', 'explodes', 'immobilised', 'weaponDestroyed', 'stunned', 'shaken'] as const;

function disagreements(s: LegacyScenario, seed: number, runs: number): string[] {
  const exact = calculateLegacy(s);
  const play = vehiclePlayer(s);
  const roller = seededRoller(seed);
  let lost = 0;
  const counts = Object.fromEntries(CHANCES.map((key) => [key, 0])) as Record<(typeof CHANCES)[number], number>;
  for (let i = 0; i < runs; i++) {
    const battle = play(roller);
    lost += battle.woundsLost;
    for (const key of CHANCES) counts[key] += battle.vehicle[key];
  }
  const out: string[] = [];
  const mean = exact.woundsLost.mean();
  if (Math.abs(lost / runs - mean) > Z * Math.sqrt(exact.woundsLost.variance() / runs) + 1e-9) out.push(`hull points: exact ${mean}, simulated ${lost / runs}`);
  for (const key of CHANCES) {
    const p = exact.vehicle?.[key] ?? NaN;
    // Clamped for the SE only: a certain outcome sums to 1 within rounding, either side.
    const q = Math.min(1, Math.max(0, p));
    if (!(Math.abs(counts[key] / runs - p) <= Z * Math.sqrt((q * (1 - q)) / runs) + 1 / runs)) out.push(`${key}: exact ${p}, simulated ${counts[key] / runs}`);
  }
  if (Math.abs(exact.woundsLost.total() - 1) > 1e-9) out.push(`hull points sum to ${exact.woundsLost.total()}`);
  if (Math.abs(exact.kills.prob(1) - (exact.vehicle?.destroyed ?? NaN)) > 1e-12) out.push('kills is not P(destroyed)');
  return out;
}

describe('legacy engine against the simulator, at a vehicle', () => {
  it('agrees on random matchups within 4 standard errors', () => {
    fc.assert(
      fc.property(vehicleScenarioArb, fc.integer({ min: 1, max: 2 ** 30 }), (s, seed) => {
        if (disagreements(s, seed, RUNS).length === 0) return true;
        expect(disagreements(s, seed + 1, 4 * RUNS), JSON.stringify(s)).toEqual([]);
        return true;
      }),
      { numRuns: Number(process.env.LEGACY_FUZZ_N ?? 150) },
    );
  });
});

describe('legacy engine at a vehicle against the enumeration of every die sequence', () => {
  const fist = blade({ strength: { kind: 'value', value: 9 }, ap: 2 });
  const cases: [string, LegacyScenario][] = [
    ['two krak-like shots at a 2 HP vehicle in 5+ cover', scenario(
      shooter(weapon('krak', { strength: { kind: 'value', value: 8 }, ap: 3, type: { kind: 'assault', shots: parseDice(2) } })),
      vehicle({ front: 11, hullPoints: 2 }),
      { cover: 5 },
    )],
    ['two power fist blows on the rear of a weaponless 2 HP vehicle (Immobilised twice)', scenario(fighter(fist, { A: 2 }), vehicle({ hullPoints: 2 }, 0), MELEE)],
    ['a rending melta shot with Tank Hunters at half range', scenario(
      shooter(weapon('melta', { strength: { kind: 'value', value: 6 }, ap: 1, rules: rules('melta', 'rending') }), {}, rules('tank hunters')),
      vehicle({ front: 13, hullPoints: 1, types: ['open-topped'] }),
      { halfRange: true },
    )],
    ['two haywire shots at a Jinking skimmer with a weapon and a 5+ invulnerable save', scenario(
      shooter(weapon('haywire blaster', { strength: { kind: 'value', value: 4 }, ap: 3, type: { kind: 'assault', shots: parseDice(2) }, rules: rules('haywire') })),
      vehicle({ hullPoints: 2, types: ['skimmer'] }, 1, { invulnerable: 5 }, rules('jink')),
      { jink: true },
    )],
    ['two graviton hits on an Immobilised-prone 2 HP vehicle', scenario(
      shooter(weapon('grav-cannon', { strength: { kind: 'value', value: 5 }, area: 'blast', rules: rules('graviton') }), {}, [], 2),
      vehicle({ hullPoints: 2 }),
      { blastHits: 1 },
    )],
    ['an Ordnance shot with Melta at half range (highest of two D6, plus a D6) at a 2 HP AV14 vehicle', scenario(
      shooter(weapon('siege melta', { strength: { kind: 'value', value: 8 }, ap: 1, type: { kind: 'ordnance', shots: parseDice(1) }, rules: rules('melta') })),
      vehicle({ front: 14, hullPoints: 2 }),
      { halfRange: true },
    )],
    ['a Destroyer blow on a vehicle (hit as WS 1)', scenario(fighter(blade({ strength: { kind: 'destroyer' }, ap: 2 })), vehicle({ hullPoints: 3 }), MELEE)],
    ['two power fist blows on an Immobilised Walker (its rear armour, by its WS)', scenario(
      fighter(fist, { A: 2 }),
      vehicle({ rear: 10, hullPoints: 2, types: ['walker'] }, 1, { WS: 3 }),
      { ...MELEE, immobilised: true },
    )],
    // S8 v AV10: 2 glances, 3-6 penetrate; AP1 explodes on 5-6 of D6 + 2. A re-rolled glance is worth 4/6 * 4/3 + 1/6
    // = 19/18 Hull Points with 2 left (> 1: re-rolled), 5/6 * 2 + 1/6 * 1 = 11/6 in all with 1 left (< 2: kept).
    ['two Tank Hunters AP1 shots at a 2 HP AV10 vehicle: a glance re-rolled with 2 Hull Points left, kept with 1', scenario(
      shooter(weapon('gun', { strength: { kind: 'value', value: 8 }, ap: 1, type: { kind: 'assault', shots: parseDice(2) } }), {}, rules('tank hunters')),
      vehicle({ front: 10, hullPoints: 2 }),
    )],
  ];
  it.each(cases)('%s', (_, s) => {
    const exact = calculateLegacy(s);
    const all = enumerateLegacy(s);
    expect(exact.kills.toArray().map((p, k) => p - (all.kills[k] ?? 0)).every((d) => Math.abs(d) < 1e-10)).toBe(true);
    expect(exact.woundsLost.toArray().map((p, k) => p - (all.woundsLost[k] ?? 0)).every((d) => Math.abs(d) < 1e-10)).toBe(true);
    expect(all.woundsLost.length - 1).toBe(exact.woundsLost.max);
    for (const key of CHANCES) expect(Math.abs((exact.vehicle?.[key] ?? NaN) - all.vehicle[key]), key).toBeLessThan(1e-10);
  });
});
