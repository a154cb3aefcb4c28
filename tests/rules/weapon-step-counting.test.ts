/**
 * A weapon step told that no one reads its hits and wounds (StepTally counting: false, issue 30) leaves them, and
 * gives the same state vector and the same unsaved and wasted tallies, to the last bit, as one that counts them.
 * Weapon steps reuse their buffers (issue 30): a step's result is its own, never written by a later step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutTarget, totalWounds } from '../../src/rules/tenth/allocation.js';
import { planWeapon } from '../../src/rules/tenth/plan.js';
import { resolveWeapon, type StepTally } from '../../src/rules/tenth/weapon-step.js';
import { scenario, target, weapon } from '../helpers.js';

const tally = (counting?: boolean): StepTally => ({ unsaved: 0, wasted: 0, mortal: 0, hits: 0, wounds: 0, ...(counting === undefined ? {} : { counting }) });

describe('weapon step: hits and wounds counted only when read', () => {
  it('counting false: hits and wounds stay 0; the states, unsaved and wasted are the same as counted', () => {
    const spec = fc.record({
      A: fc.constantFrom(1, 2, 'D3', 'D6'),
      D: fc.constantFrom(1, 2, 'D3', 'D6+1'),
      S: fc.integer({ min: 3, max: 10 }),
      AP: fc.integer({ min: -3, max: 0 }),
      sustained: fc.boolean(),
      count: fc.integer({ min: 1, max: 6 }),
      W: fc.integer({ min: 1, max: 4 }),
      models: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(spec, ({ A, D, S, AP, sustained, count, W, models }) => {
        const s = scenario({ weapons: [[weapon({ A, D, S, AP, abilities: sustained ? ['sustained hits 1'] : [] }), count]], target: target({ W, models }) });
        const plan = planWeapon(s.weapons[0], s);
        const layout = layoutTarget(s.target);
        const size = totalWounds(s.target) + 1;
        const start = new Array<number>(size).fill(0);
        start[0] = 1;
        const on = { target: layout, size, stride: size, dim: 1 };
        const [counted, left, unsaid] = [tally(true), tally(false), tally()];
        const a = resolveWeapon(start, plan, [], on, counted);
        const b = resolveWeapon(start, plan, [], on, left);
        const c = resolveWeapon(start, plan, [], on, unsaid);
        expect(b).toEqual(a);
        expect(c).toEqual(a);
        expect([left.unsaved, left.wasted]).toEqual([counted.unsaved, counted.wasted]);
        expect([left.hits, left.wounds]).toEqual([0, 0]);
        // Counting by default; and there was something to count.
        expect([unsaid.hits, unsaid.wounds]).toEqual([counted.hits, counted.wounds]);
        expect(counted.hits).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('weapon step buffers: reused from step to step, never the result given', () => {
  it('a result is unchanged by later steps of the same length, and each step gives its own array', () => {
    const s = scenario({ weapons: [[weapon({ A: 'D6', D: 2, S: 5, AP: -1 }), 5]], target: target({ W: 2, models: 5 }) });
    const plan = planWeapon(s.weapons[0], s);
    const size = totalWounds(s.target) + 1;
    const on = { target: layoutTarget(s.target), size, stride: size, dim: 1 };
    const start = new Array<number>(size).fill(0);
    start[0] = 1;
    const first = resolveWeapon(start, plan, [], on, tally(false));
    const kept = first.slice();
    // Later steps, on the first's states and from the start again: the same length, so the same buffers.
    const second = resolveWeapon(first, plan, [], on, tally(false));
    const third = resolveWeapon(start, plan, [], on, tally(false));
    expect(first).toEqual(kept);
    expect(new Set([first, second, third]).size).toBe(3);
    expect(third).toEqual(kept);
    // Each sums to 1 (issue's exactness rule), the second having moved mass on.
    for (const v of [first, second, third]) expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(second).not.toEqual(first);
  });
});
