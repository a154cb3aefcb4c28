/**
 * The exact engine against complete enumeration of every dice outcome, for cases small enough to
 * list every roll. The enumerator replays the table-top procedure (src/rules/tenth/simulate.ts) once per
 * sequence of D6 results, like an odometer, and counts each sequence with its exact weight 6^-depth
 * in integers (BigInt), so the reference has no rounding at all.
 */
import { describe, expect, it } from 'vitest';
import { calculate } from '../../src/rules/tenth/engine.js';
import type { Scenario } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';
import { DENOMINATOR, enumerate, ratio } from './enumerator.js';

const CASES: [string, Scenario][] = [
  [
    '2 attacks BS3+ S4 AP-1 D1 vs two W1 Sv3+ models',
    scenario({ weapons: [[weapon({ skill: 3, S: 4, AP: -1 }), 2]], target: target({ T: 4, Sv: 3, models: 2 }) }),
  ],
  [
    'sustained hits 1 + lethal hits, D1, vs a W2 model with FNP 5+',
    scenario({
      weapons: [weapon({ skill: 3, S: 3, AP: -1, abilities: ['sustained hits 1', 'lethal hits'] })],
      target: target({ T: 4, Sv: 4, W: 2, feelNoPain: 5 }),
    }),
  ],
  [
    'devastating wounds D2 after a normal weapon, vs W2 models with a 4++',
    scenario({
      weapons: [weapon({ name: 'dev', skill: 4, S: 4, AP: 0, D: 2, abilities: ['devastating wounds'] }), weapon({ name: 'bolt', skill: 3, S: 4, D: 1 })],
      target: target({ T: 4, Sv: 2, W: 2, invulnerable: 4, models: 2 }),
    }),
  ],
  [
    'D3 damage re-rolling ones, FNP 6+ vs mortal FNP 5+, devastating',
    scenario({
      weapons: [weapon({ skill: 2, S: 8, AP: -2, D: 'D3', abilities: ['devastating wounds'] })],
      target: target({ T: 4, Sv: 3, W: 3, feelNoPain: 6, mortalFeelNoPain: 5 }),
      modifiers: { rerollDamageOnes: true },
    }),
  ],
  [
    're-roll failed hits and twin-linked wounds, D2 vs W1 models (excess lost)',
    scenario({
      weapons: [weapon({ skill: 4, S: 5, AP: -1, D: 2, abilities: ['twin-linked'] })],
      target: target({ T: 5, Sv: 3, W: 1, models: 2 }),
      modifiers: { rerollHits: 'failed' },
    }),
  ],
  [
    'torrent D3 attacks, anti-infantry 4+ devastating D1 vs a champion group',
    scenario({
      weapons: [weapon({ A: 'D3', S: 3, AP: 0, abilities: ['torrent', 'anti-infantry 4+', 'devastating wounds'] })],
      target: target({ T: 4, Sv: 7, groups: [{ count: 1, champion: true, stats: { W: 2 } }, { count: 1 }] }),
    }),
  ],
  [
    'indirect fire with cover, blast vs 5 models, heavy stationary',
    scenario({
      weapons: [weapon({ A: 1, skill: 4, S: 5, AP: 0, abilities: ['blast', 'indirect fire', 'heavy'] })],
      target: target({ T: 3, Sv: 5, models: 5 }),
      conditions: { indirect: true, stationary: true },
    }),
  ],
  [
    'melta 2 at half range with damage reduction, critical hits on 5+ with sustained hits 1',
    scenario({
      weapons: [weapon({ skill: 3, S: 9, AP: -4, D: 'D3', abilities: ['melta 2', 'sustained hits 1'] })],
      target: target({ T: 10, Sv: 3, W: 12, damageReduction: 1 }),
      conditions: { halfRange: true },
      modifiers: { criticalHit: 5 },
    }),
  ],
];

describe('exact engine = complete enumeration of dice outcomes', () => {
  it.each(CASES)('%s', (_, s) => {
    const exact = calculate(s);
    const listed = enumerate(s);
    expect(listed.paths).toBeGreaterThan(10);
    exact.kills.distribution.forEach((p, k) => expect(p).toBeCloseTo(ratio(listed.kills.get(k) ?? 0n), 12));
    exact.damage.distribution.forEach((p, t) => expect(p).toBeCloseTo(ratio(listed.wounds.get(t) ?? 0n), 12));
    // Nothing the enumeration reached is missing from the engine's support.
    for (const k of listed.kills.keys()) expect(k).toBeLessThan(exact.kills.distribution.length);
    const total = [...listed.kills.values()].reduce((a, b) => a + b, 0n);
    expect(total).toBe(DENOMINATOR);
  });
});
