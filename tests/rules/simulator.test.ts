/**
 * The exact engine against the seeded Monte Carlo simulator (src/rules/tenth/simulate.ts plays the dice
 * out one by one), on a grid of scenarios that combine abilities rather than test them one at a time.
 *
 * Tolerance: for N runs, every P(k kills) must agree within 5 standard errors,
 * 5 * sqrt(p(1-p)/N) + 1/N, and the mean within 5 * sd/sqrt(N). Seeds are fixed, so the test is
 * deterministic; a 5-sigma miss on any of ~150 comparisons would be ~1e-4 likely by chance.
 */
import { describe, expect, it } from 'vitest';
import { calculate, type AssignedRoll } from '../../src/rules/tenth/engine.js';
import { attach } from '../../src/rules/tenth/selection.js';
import { simulate } from '../../src/rules/tenth/simulate.js';
import type { Scenario } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';

const RUNS = 20_000;

const infantry = target({ T: 4, Sv: 3, W: 2, models: 5, groups: [{ count: 4 }, { count: 1, champion: true }] });
const terminators = target({ T: 5, Sv: 2, W: 3, invulnerable: 4, models: 5 });
const guardsmen = target({ T: 3, Sv: 5, W: 1, models: 10 });
const tank = target({ T: 11, Sv: 2, W: 13, keywords: ['VEHICLE'], damageReduction: 1 });
const daemons = target({ T: 5, Sv: 4, W: 3, invulnerable: 5, feelNoPain: 5, mortalFeelNoPain: 4, models: 4 });

const GRID: [string, Scenario][] = [
  ['eightbound-like melee, two weapons in order', scenario({
    weapons: [[weapon({ range: 'melee', A: 4, skill: 3, S: 9, AP: -2, D: 3 }), 1], [weapon({ range: 'melee', A: 6, skill: 3, S: 5, AP: -2, D: 2 }), 2]],
    target: infantry,
  })],
  ['sustained 2 + lethal + devastating vs terminators', scenario({
    weapons: [[weapon({ A: 3, skill: 3, S: 5, AP: -1, D: 2, abilities: ['sustained hits 2', 'lethal hits', 'devastating wounds'] }), 3]],
    target: terminators,
  })],
  ['anti-infantry 2+ devastating D3 with re-roll hits 1s vs daemons with FNP', scenario({
    weapons: [[weapon({ A: 'D6', skill: 4, S: 4, AP: 0, D: 'D3', abilities: ['anti-infantry 2+', 'devastating wounds'] }), 2]],
    target: daemons,
    modifiers: { rerollHits: 'ones', rerollDamageOnes: true },
  })],
  ['blast D6+6 heavy stationary vs guardsmen in cover', scenario({
    weapons: [[weapon({ A: 'D6+6', skill: 5, S: 6, AP: -1, D: 1, abilities: ['blast', 'heavy'] }), 2]],
    target: guardsmen,
    conditions: { stationary: true, cover: true },
  })],
  ['melta D6+1 at half range, twin-linked, vs a tank with damage reduction', scenario({
    weapons: [[weapon({ A: 2, skill: 3, S: 12, AP: -4, D: 'D6+1', abilities: ['melta 2', 'twin-linked'] }), 3]],
    target: tank,
    conditions: { halfRange: true },
  })],
  ['indirect fire, crits on 5+, sustained D3, vs infantry', scenario({
    weapons: [[weapon({ A: 'D3', skill: 4, S: 7, AP: -1, D: 2, abilities: ['indirect fire', 'blast', 'sustained hits d3'] }), 3]],
    target: infantry,
    conditions: { indirect: true },
    modifiers: { criticalHit: 5 },
  })],
  ['torrent + ignores cover + rapid fire D3 at half range vs guardsmen in cover', scenario({
    weapons: [[weapon({ A: 'D6', S: 5, AP: -1, D: 1, abilities: ['torrent', 'ignores cover', 'rapid fire d3'] }), 2]],
    target: guardsmen,
    conditions: { cover: true, halfRange: true },
  })],
  ['lance on the charge, re-roll failed wounds, hit -1 and wound +2 clamped', scenario({
    weapons: [[weapon({ range: 'melee', A: 3, skill: 3, S: 6, AP: -2, D: 'D3+1', abilities: ['lance'] }), 4]],
    target: terminators,
    conditions: { charged: true },
    modifiers: { hit: -1, wound: 2, rerollWounds: 'failed' },
  })],
  ['two devastating weapons and a normal one vs daemons', scenario({
    weapons: [
      [weapon({ name: 'a', A: 2, skill: 3, S: 5, AP: -1, D: 2, abilities: ['devastating wounds'] }), 2],
      [weapon({ name: 'b', A: 3, skill: 4, S: 4, AP: 0, D: 1 }), 3],
      [weapon({ name: 'c', A: 1, skill: 3, S: 8, AP: -2, D: 'D3', abilities: ['devastating wounds', 'sustained hits 1'] }), 2],
    ],
    target: daemons,
  })],
];

const WITH_ONE_ROLLS: [string, Scenario, AssignedRoll[]][] = [
  ['Command Re-roll on Attacks, Soulsight-like hit/wound/damage re-rolls vs FNP, Fate die on a save', scenario({
    weapons: [[weapon({ A: 'D6', skill: 3, S: 6, AP: -1, D: 'D3+1', abilities: ['sustained hits 1'] }), 3], [weapon({ name: 'b', A: 2, skill: 4, S: 4, D: 2 }), 2]],
    target: daemons,
  }), [
    { roll: 'attacks', action: 'reroll', weapon: 0 },
    { roll: 'hit', action: 'reroll', weapon: 0 },
    { roll: 'wound', action: 'reroll', weapon: 1 },
    { roll: 'damage', action: 'reroll', weapon: 0 },
    { roll: 'save', action: 'fate', value: 6, weapon: 1 },
  ]],
  ['whole Damage rolls re-rolled (2D6 devastating, D6+1) vs daemons with FNP, a Fate 1 and a Command Re-roll on Damage', scenario({
    weapons: [[weapon({ A: 2, skill: 3, S: 6, AP: -1, D: '2D6', abilities: ['devastating wounds'] }), 2], [weapon({ name: 'b', A: 2, skill: 3, S: 8, AP: -2, D: 'D6+1' }), 2]],
    target: daemons,
    modifiers: { rerollDamageAny: true },
  }), [
    { roll: 'damage', action: 'fate', value: 1, weapon: 1 },
    { roll: 'damage', action: 'reroll', weapon: 0 },
  ]],
];

const withLeader = attach(
  { ...target({ T: 4, Sv: 3, W: 2, models: 4, groups: [{ count: 3 }, { count: 1, champion: true, stats: { Sv: 2 } }] }), leaders: ['Boss'] },
  [{ ...target({ T: 5, Sv: 2, W: 5, invulnerable: 4, feelNoPain: 5, keywords: ['CHARACTER'] }), name: 'Boss' }],
);
GRID.push(
  ['an Attached unit (Bodyguard first, then the Leader with 4++ and FNP)', scenario({
    weapons: [[weapon({ A: 4, skill: 3, S: 5, AP: -2, D: 2, abilities: ['devastating wounds'] }), 3]],
    target: withLeader,
  })],
  ['the same with Precision (Leader first)', { ...scenario({
    weapons: [[weapon({ A: 4, skill: 3, S: 5, AP: -2, D: 2, abilities: ['devastating wounds'] }), 3]],
    target: withLeader,
  }), allocation: 'precision' }],
);

describe('exact engine agrees with the seeded simulator', () => {
  it.each([...GRID.map(([n, s]): [string, Scenario, AssignedRoll[]] => [n, s, []]), ...WITH_ONE_ROLLS])('%s', (_, s, rolls) => {
    const exact = calculate(s, rolls);
    const sim = simulate(s, RUNS, 12345, rolls);
    exact.kills.distribution.forEach((p, k) => {
      const tolerance = 5 * Math.sqrt((p * (1 - p)) / RUNS) + 1 / RUNS;
      expect(Math.abs(sim.kills[k] - p), `P(${k} kills)`).toBeLessThanOrEqual(tolerance);
    });
    const sd = Math.sqrt(exact.kills.distribution.reduce((v, p, k) => v + p * (k - exact.kills.mean) ** 2, 0));
    expect(Math.abs(sim.killsMean - exact.kills.mean)).toBeLessThanOrEqual((5 * sd) / Math.sqrt(RUNS) + 1e-9);
    const damageSd = Math.sqrt(exact.damage.distribution.reduce((v, p, t) => v + p * (t - exact.damage.mean) ** 2, 0));
    expect(Math.abs(sim.damageMean - exact.damage.mean)).toBeLessThanOrEqual((5 * damageSd) / Math.sqrt(RUNS) + 1e-9);
  });
});
