/**
 * The fold (src/rules/tenth/devastating-fold.ts): Devastating Wounds against one group of W1 models
 * allocated within their attack, by coins (one-wound-chain.ts), against the pending count kept until
 * the end (engine.ts, `unfolded`). 000/002 'Devastating Wounds', 003 'Mortal Wounds' (updated),
 * RULINGS 7: the order cannot matter there, so every number of the Result must agree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, type Result } from '../../src/rules/tenth/engine.js';
import { simulate } from '../../src/rules/tenth/simulate.js';
import type { Scenario } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';

/** Every number of a Result, in a fixed order: the distributions and the target's, then the tallies. */
function numbers(r: Result): { states: number[]; tallies: number[] } {
  const summary = (d: Result['damage']) => [d.mean, d.median, d.p10, d.p90, ...d.distribution, ...d.atLeast];
  const row = (w: object) => Object.values(w).filter((x): x is number => typeof x === 'number');
  return {
    states: [...summary(r.kills), r.kills.wipe, ...summary(r.damage), ...r.byGroup.flatMap((g) => [g.models, g.destroyed, g.allDestroyed]), r.targetModels, r.targetWounds],
    tallies: [...r.weapons.flatMap(row), ...row(r.total)],
  };
}

/**
 * Distributions within 1e-12. Tallies (per weapon and total) within 1e-11 of their size (at least 1):
 * the pending path sums them over thousands of terms per pending count, and is the less exact of the
 * two: measured on 2,000 drawn scenarios, the largest difference was 1.2e-12 of the tally, and where
 * the exact value is known (13.5 hits), the pending path was 2.8e-13 off and the fold 4.4e-14.
 */
function expectFoldAgrees(s: Scenario, lostBefore = 0): Result {
  const folded = calculate(s, [], lostBefore, { requireFold: true });
  const [a, b] = [numbers(folded), numbers(calculate(s, [], lostBefore, { unfolded: true }))];
  expect(a.states).toHaveLength(b.states.length);
  expect(a.tallies).toHaveLength(b.tallies.length);
  a.states.forEach((x, i) => expect(Math.abs(x - b.states[i]), `state number ${i}: ${x} vs ${b.states[i]}`).toBeLessThan(1e-12));
  a.tallies.forEach((x, i) => expect(Math.abs(x - b.tallies[i]), `tally ${i}: ${x} vs ${b.tallies[i]}`).toBeLessThan(1e-11 * Math.max(1, Math.abs(b.tallies[i]))));
  return folded;
}

const DAMAGE = ['1', '2', '3', 'D3', 'D6', 'D3+1', '2D6'];
const weaponArb = fc.record({
  A: fc.constantFrom('1', '2', '3', 'D3', 'D6', 'D6+1'),
  skill: fc.integer({ min: 2, max: 6 }),
  S: fc.integer({ min: 2, max: 10 }),
  AP: fc.integer({ min: -3, max: 0 }),
  D: fc.constantFrom(...DAMAGE),
  devastating: fc.boolean(),
  extra: fc.subarray(['sustained hits 1', 'lethal hits', 'anti-infantry 4+', 'twin-linked', 'torrent']),
  count: fc.integer({ min: 1, max: 3 }),
});
const foldArb = fc.record({
  weapons: fc.array(weaponArb, { minLength: 1, maxLength: 3 }).filter((ws) => ws.some((w) => w.devastating)),
  /** Models per group: one to three groups of one profile (a squad and its sergeant, say), 1-20 models. */
  groups: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 3 }),
  T: fc.integer({ min: 2, max: 8 }),
  Sv: fc.integer({ min: 2, max: 7 }),
  invulnerable: fc.option(fc.integer({ min: 3, max: 6 }), { nil: undefined }),
  feelNoPain: fc.option(fc.integer({ min: 4, max: 6 }), { nil: undefined }),
  mortalFeelNoPain: fc.option(fc.integer({ min: 4, max: 6 }), { nil: undefined }),
  rerollDamageAny: fc.boolean(),
  lostBefore: fc.integer({ min: 0, max: 3 }),
});

describe('the fold agrees with the pending count', () => {
  it('on random scenarios in its domain: every number of the Result', () => {
    fc.assert(
      fc.property(foldArb, (d) => {
        const weapons = d.weapons.map((w, i): [ReturnType<typeof weapon>, number] => [
          weapon({ name: `w${i}`, A: w.A, skill: w.skill, S: w.S, AP: w.AP, D: w.D, abilities: [...w.extra, ...(w.devastating ? ['devastating wounds'] : [])] }),
          w.count,
        ]);
        const { T, Sv, invulnerable, feelNoPain, mortalFeelNoPain, rerollDamageAny } = d;
        const groups = d.groups.map((count, i) => ({ count, champion: i > 0 && i === d.groups.length - 1 }));
        const s = scenario({ weapons, target: target({ W: 1, groups, T, Sv, invulnerable, feelNoPain, mortalFeelNoPain }), modifiers: { rerollDamageAny } });
        expectFoldAgrees(s, Math.min(d.lostBefore, d.groups.reduce((n, c) => n + c, 0)));
      }),
      { numRuns: 150 },
    );
  });

  it('M3 of issue 13 by hand: 6 attacks BS2+ S4 D2, Sustained Hits 1 + Devastating Wounds, vs 10 models T4 no save', () => {
    // An attack: a 6 to hit (1/6) is two hits, 2-5 (4/6) one, 1 a miss; each hit wounds on 4+ (1/2), a 6 (1/6)
    // being a Devastating Wound. No save, D2 vs W1: every wound, normal or mortal, destroys a model, the
    // second wound point lost. So each attack destroys 0, 1 or 2 models: P(2) = 1/6 x 1/4 = 1/24,
    // P(1) = 4/6 x 1/2 + 1/6 x 2 x 1/4 = 5/12, P(0) = 1 - 1/24 - 10/24 = 13/24; mean 1/2 an attack.
    // Ten models cap the kills: 11 or 12 of the 12 possible need at least five attacks of two:
    // P(12) = (1/24)^6, P(11) = 6 x (1/24)^5 x 5/12, so E[kills] = 3 - P(11) - 2 P(12).
    const s = scenario({
      weapons: [[weapon({ A: 1, skill: 2, S: 4, D: 2, abilities: ['sustained hits 1', 'devastating wounds'] }), 6]],
      target: target({ T: 4, Sv: 7, W: 1, models: 10 }),
    });
    const r = expectFoldAgrees(s);
    const p11 = 6 * (1 / 24) ** 5 * (5 / 12);
    const p12 = (1 / 24) ** 6;
    expect(r.kills.mean).toBeCloseTo(3 - p11 - 2 * p12, 14);
    expect(r.kills.distribution[10]).toBeCloseTo(p11 + p12 + 15 * (1 / 24) ** 4 * (5 / 12) ** 2 + 6 * (1 / 24) ** 5 * (13 / 24), 14);
    // A hit is a Devastating Wound with 1/6 and an attack makes 4/6 + 2 x 1/6 = 1 hit: 1 in 6 attacks, 2 mortal
    // wounds each (D2) when a model still stands to take them, which fails only in the tiny tail above.
    expect(r.weapons[0].mortalWounds).toBeCloseTo(2, 5);
    expect(r.weapons[0].wounds).toBeCloseTo(3, 12);
  });

  it('after wounds lost before (fight back) and with Feel No Pain against mortal wounds only', () => {
    const s = scenario({
      weapons: [[weapon({ A: 'D6', skill: 3, S: 5, D: 'D3', abilities: ['devastating wounds'] }), 3], [weapon({ name: 'b', A: 2, skill: 4, S: 4, D: 1 }), 4]],
      target: target({ T: 4, Sv: 5, W: 1, models: 8, mortalFeelNoPain: 5 }),
    });
    expectFoldAgrees(s, 3);
  });

  it('agrees with the seeded simulator (two Devastating Wounds weapons, Feel No Pain 5+)', () => {
    const s = scenario({
      weapons: [
        [weapon({ name: 'a', A: 2, skill: 3, S: 5, AP: -1, D: 2, abilities: ['devastating wounds', 'sustained hits 1'] }), 4],
        [weapon({ name: 'b', A: 3, skill: 4, S: 4, D: 1 }), 3],
        [weapon({ name: 'c', A: 'D3', skill: 3, S: 4, D: 'D3', abilities: ['anti-infantry 4+', 'devastating wounds'] }), 2],
      ],
      target: target({ T: 4, Sv: 4, W: 1, models: 10, feelNoPain: 5 }),
    });
    const exact = calculate(s, [], 0, { requireFold: true });
    const runs = 20_000;
    const sim = simulate(s, runs, 4242);
    // Tolerance as tests/rules/simulator.test.ts: 5 standard errors per P(k kills), and for the mean.
    exact.kills.distribution.forEach((p, k) => expect(Math.abs(sim.kills[k] - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / runs) + 1 / runs));
    const sd = Math.sqrt(exact.kills.distribution.reduce((v, p, k) => v + p * (k - exact.kills.mean) ** 2, 0));
    expect(Math.abs(sim.killsMean - exact.kills.mean)).toBeLessThanOrEqual((5 * sd) / Math.sqrt(runs) + 1e-9);
  });

  it('does not apply to W2 models, groups with other saves or Feel No Pain, or one-roll rules (the pending count stays)', () => {
    const dev = weapon({ A: 4, skill: 3, S: 5, D: 2, abilities: ['devastating wounds'] });
    const targets = [
      target({ W: 2, models: 5 }),
      target({ W: 1, groups: [{ count: 4 }, { count: 1, champion: true, stats: { Sv: 4 } }] }),
      target({ W: 1, groups: [{ count: 4 }, { count: 1, champion: true, stats: { mortalFeelNoPain: 5 } }] }),
    ];
    for (const t of targets) expect(() => calculate(scenario({ weapons: [dev], target: t }), [], 0, { requireFold: true })).toThrow('the fold does not apply');
    const plain = scenario({ weapons: [dev], target: target({ W: 1, models: 5 }) });
    expect(() => calculate(plain, [{ roll: 'wound', action: 'reroll', weapon: 0 }], 0, { requireFold: true })).toThrow('the fold does not apply');
    // A sergeant with his squad's profile folds.
    expectFoldAgrees(scenario({ weapons: [dev], target: target({ W: 1, groups: [{ count: 4 }, { count: 1, champion: true }] }) }));
  });
});
