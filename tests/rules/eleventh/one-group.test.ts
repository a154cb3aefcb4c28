/**
 * With one allocation group, 11th edition's sorted save rolls (05.04) have the same law as 10th edition's
 * one-at-a-time allocation (the digest: "with one group this has the same law"): where the two editions' rules
 * agree (no cover, no modifiers, one target profile), the 11th-edition simulator's frequencies of each number of
 * models destroyed must agree with the 10th-edition exact engine's P(k), within Z = 5 standard errors plus one game
 * (about 6 checks a case, so a chance failure about 1e-5 on this fixed seed).
 */
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../src/rules/tenth/engine.js';
import { simulate11 } from '../../../src/rules/eleventh/simulate.js';
import type { Ability } from '../../../src/rules/eleventh/types.js';
import { scenario as tenthScenario, target, weapon as tenthWeapon } from '../../helpers.js';
import { group, scenario, unit, weapon } from './sim-fixtures.js';

const RUNS = 20_000;
const Z = 5;
const one = { count: 0, sides: 0, constant: 1, text: '1' };

interface Case {
  name: string;
  A: number;
  skill: number;
  S: number;
  AP: number;
  D: string;
  abilities10: string[];
  abilities11: Ability[];
  models: number;
  T: number;
  Sv: number;
  W: number;
  invulnerable?: number;
  feelNoPain?: number;
}

const CASES: Case[] = [
  { name: 'bolt rifles at marines', A: 10, skill: 3, S: 4, AP: -1, D: '2', abilities10: [], abilities11: [], models: 5, T: 4, Sv: 3, W: 2 },
  { name: 'D3 damage at terminators with a 4+ invulnerable save', A: 8, skill: 3, S: 5, AP: -2, D: 'D3', abilities10: [], abilities11: [], models: 3, T: 5, Sv: 2, W: 3, invulnerable: 4 },
  { name: 'Devastating Wounds D2 at W2 models with Feel No Pain 6+', A: 8, skill: 3, S: 4, AP: 0, D: '2', abilities10: ['devastating wounds'], abilities11: [{ kind: 'devastating wounds' }], models: 5, T: 4, Sv: 3, W: 2, feelNoPain: 6 },
  {
    name: 'Sustained Hits 1 and Lethal Hits, D6 damage at W4 models',
    A: 6, skill: 4, S: 6, AP: -1, D: 'D6',
    abilities10: ['sustained hits 1', 'lethal hits'],
    abilities11: [{ kind: 'sustained hits', hits: one }, { kind: 'lethal hits' }],
    models: 4, T: 6, Sv: 4, W: 4,
  },
];

describe('one allocation group: the 11th-edition simulator against the 10th-edition exact engine', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const defence = { T: c.T, Sv: c.Sv, W: c.W, ...(c.feelNoPain ? { feelNoPain: c.feelNoPain } : {}) };
      const tenth = calculate(
        tenthScenario({
          weapons: [tenthWeapon({ A: c.A, skill: c.skill, S: c.S, AP: c.AP, D: c.D, abilities: c.abilities10 })],
          target: target({ models: c.models, ...defence, ...(c.invulnerable ? { invulnerable: c.invulnerable } : {}) }),
        }),
      ).kills.distribution;
      const eleventh = simulate11(
        scenario({
          batches: [[weapon({ A: c.A, skill: c.skill, S: c.S, AP: c.AP, D: c.D, abilities: c.abilities11 }), 1]],
          target: unit([group({ count: c.models, ...defence, ...(c.invulnerable ? { InSv: c.invulnerable } : {}) })]),
        }),
        RUNS,
        c.models,
      ).kills;
      tenth.forEach((p, k) => expect(Math.abs(eleventh[k] - p), `P(${k}): 10th ${p}, 11th simulated ${eleventh[k]}`).toBeLessThanOrEqual(Z * Math.sqrt((p * (1 - p)) / RUNS) + 1 / RUNS));
    });
  }
});
