import { describe, expect, it } from 'vitest';
import { calculate } from '../../src/rules/tenth/engine.js';
import { attacker, run, scenario, target, weapon } from '../helpers.js';

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

  // 000 'Hazardous': each failed test puts 3 mortal wounds on one selected model (one already wounded
  // first, then not a CHARACTER, then a CHARACTER); no saving throw against mortal wounds.
  const withAttacker = (unit: typeof attacker, w = plasma, n = 1) => calculate({ ...scenario({ weapons: [[w, n]] }), attacker: unit }).hazard!;

  it('W1 models: each failed test destroys one model; 2 tests: P(0,1,2 lost) = 25/36, 10/36, 1/36, mean 1/3', () => {
    const h = withAttacker({ ...target({ models: 5 }), name: 'squad' }, plasma, 2);
    expect(h.modelsLost.slice(0, 3).map((p) => p * 36)).toEqual([25, 10, 1].map((x) => expect.closeTo(x, 9)));
    expect(h.expectedModelsLost).toBeCloseTo(1 / 3, 12);
    // Command Re-roll on one failed test: F=1 (10/36) -> fails again 1/6; F=2 (1/36) -> 1 + Bernoulli(1/6):
    // mean = 10/36 * 1/6 + 1/36 * (1 + 1/6) = 10/216 + 7/216 = 17/216.
    expect(h.expectedModelsLostWithCommandReroll).toBeCloseTo(17 / 216, 12);
  });

  it('a W5 model (Khârn) survives one failed test (3 < 5) and dies to a second: 2 tests, P(lost) = 1/36', () => {
    const h = withAttacker({ ...target({ models: 1, W: 5 }), name: 'hero', keywords: ['CHARACTER'] }, plasma, 2);
    expect(h.modelsLost[1]).toBeCloseTo(1 / 36, 12);
    expect(h.modelsLost.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it('Feel No Pain 5+ on a W2 model: 1 test destroys it when at least 2 of 3 mortal wounds get through', () => {
    // Each lost with 4/6 = 2/3: P(>= 2 of 3) = 3 * (2/3)^2 * (1/3) + (2/3)^3 = 12/27 + 8/27 = 20/27; times P(fail) 1/6.
    const h = withAttacker({ ...target({ models: 1, W: 2, feelNoPain: 5 }), name: 'one' });
    expect(h.expectedModelsLost).toBeCloseTo(20 / 27 / 6, 12);
  });

  it('only a model equipped with the Hazardous weapon is selected: W1 trooper and W3 plasma gunner, the gunner goes', () => {
    // 2 tests: the gunner (W3) dies to the first failed test; a second finds no model with the weapon left.
    const unit = {
      ...target({ groups: [{ name: 'trooper', count: 4 }, { name: 'gunner', count: 1, stats: { W: 3 } }] }),
      name: 'squad',
    };
    const armed = { ...unit, models: unit.models.map((g) => (g.name === 'gunner' ? { ...g, equipment: ['plasma'] } : g)) };
    const h = withAttacker(armed, plasma, 2);
    expect(h.modelsLost).toHaveLength(2);
    expect(h.modelsLost[1]).toBeCloseTo(1 - (5 / 6) ** 2, 12);
  });

  it('agrees with a direct simulation of the text: 3 tests on two W4 models with Feel No Pain 5+ (within 4 SE)', () => {
    // Second method: roll it as the text says, 200,000 times, with a fixed-seed generator.
    const h = withAttacker({ ...target({ models: 2, W: 4, feelNoPain: 5 }), name: 'pair' }, plasma, 3);
    let seed = 12345; // mulberry32
    const d6 = () => {
      let t = (seed = (seed + 0x6d2b79f5) | 0);
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return 1 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * 6);
    };
    const runs = 200_000;
    let sum = 0;
    let sumSq = 0;
    for (let r = 0; r < runs; r++) {
      const wounds = [4, 4];
      let lost = 0;
      for (let t = 0; t < 3; t++) {
        if (d6() !== 1 || lost === 2) continue;
        // The wounded model if any, else the next one: the first model alive.
        for (let m = 0; m < 3 && wounds[lost] > 0; m++) if (d6() < 5) wounds[lost]--;
        if (wounds[lost] === 0) lost++;
      }
      sum += lost;
      sumSq += lost * lost;
    }
    const mean = sum / runs;
    const se = Math.sqrt((sumSq / runs - mean * mean) / runs);
    expect(h.expectedModelsLost).toBeGreaterThan(0.01); // not a vacuous comparison
    expect(Math.abs(h.expectedModelsLost - mean)).toBeLessThan(4 * se);
    expect(h.modelsLost.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

