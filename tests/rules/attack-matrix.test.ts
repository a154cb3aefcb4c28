/**
 * A weapon without one-roll resources moves the state vector by its attack matrix (attack-matrix.ts),
 * built once per weapon; the engine's other path walks every wound of every attack through the whole
 * vector (weapon-step.ts), as it must with resources. The two sum the same products in another order:
 * every number of a result agrees to 1e-12 over random matchups (fast-check, the seed fixed in CI),
 * and on hand-sized cases the matrix path gives the numbers derived by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runMatchup } from '../../src/cli/calc.js';
import { calculate, TooLargeError, type Result } from '../../src/rules/engine.js';
import { scenario, target, weapon } from '../helpers.js';
import { drawnArb, reproducer, toMatchup } from './arbitrary-scenario.js';

/** Every number of a result: distributions, the Expected rows, the groups. */
function numbers(r: Result): number[] {
  return [
    ...r.kills.distribution,
    ...r.damage.distribution,
    ...r.weapons.flatMap((w) => Object.values(w).filter((x): x is number => typeof x === 'number')),
    ...r.byGroup.flatMap((g) => [g.destroyed, g.allDestroyed]),
    ...(r.targetStates ?? []),
  ];
}

/** The largest difference between the two paths' numbers (Infinity if their shapes differ). */
function disagreement(a: Result, b: Result): number {
  const [x, y] = [numbers(a), numbers(b)];
  if (x.length !== y.length) return Infinity;
  return Math.max(0, ...x.map((v, i) => Math.abs(v - y[i])));
}

describe('attack matrix against walking every attack', () => {
  it('agrees on every number of 150 random matchups (abilities, effects, Leaders, Devastating Wounds, one-roll rules)', () => {
    let compared = 0;
    fc.assert(
      fc.property(drawnArb, (d) => {
        let report;
        try {
          report = runMatchup(toMatchup(d));
        } catch (e) {
          if (e instanceof TooLargeError) return true;
          throw e;
        }
        const matrix = calculate(report.scenario, report.oneRolls);
        const walked = calculate(report.scenario, report.oneRolls, 0, { walk: true });
        compared++;
        const worst = disagreement(matrix, walked);
        if (!(worst <= 1e-12)) throw new Error(`the paths differ by ${worst}:\n${reproducer(d)}`);
        return true;
      }),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(100);
  });

  it('by hand: 3 attacks, hit 4+, wound 4+, no save, D2 vs 2 models of W3', () => {
    // Wounds lost run 0..6 and kills 0..2 (the distributions' lengths). Each attack wounds with 1/4 and takes 2 wounds: j wounding attacks ~ Bin(3, 1/4) take 2j wounds,
    // capped by the model (the second wound on a W3 model takes 1, 1 lost). Wounds lost: j = 0: 0,
    // 1: 2, 2: 3 (one model dead), 3: 5. Kills: 1 from j = 2. P(j) = 27/64, 27/64, 9/64, 1/64.
    const s = scenario({ weapons: [weapon({ A: 3, skill: 4, S: 4, D: 2 })], target: target({ T: 4, Sv: 7, W: 3, models: 2 }) });
    const r = calculate(s);
    expect(r.damage.distribution).toEqual([27 / 64, 0, 27 / 64, 9 / 64, 0, 1 / 64, 0].map((p) => expect.closeTo(p, 14)));
    expect(r.kills.distribution).toEqual([54 / 64, 10 / 64, 0].map((p) => expect.closeTo(p, 14)));
    expect(disagreement(r, calculate(s, [], 0, { walk: true }))).toBeLessThan(1e-15);
  });
});
