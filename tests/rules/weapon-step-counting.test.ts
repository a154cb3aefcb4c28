/**
 * A weapon step told that no one reads its hits and wounds (StepTally counting: false, issue 30) leaves them, and
 * gives the same state vector and the same unsaved and wasted tallies, to the last bit, as one that counts them.
 * Weapon steps reuse their buffers (issue 30): a step's result is its own, never written by a later step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutTarget, totalWounds } from '../../src/rules/tenth/allocation.js';
import { planWeapon } from '../../src/rules/tenth/plan.js';
import { allCopies } from '../../src/rules/tenth/plan-parts.js';
import type { Resource } from '../../src/rules/tenth/one-roll.js';
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

describe('weapon step buffers: a step gives the same whatever steps ran before it (issue 30)', () => {
  // Steps of other shapes run between two runs of the same step; any buffer read before it is written would show.
  const s = scenario({ weapons: [[weapon({ A: 2, D: 'D3', S: 5, AP: -1, abilities: ['sustained hits 1'] }), 5]], target: target({ W: 2, models: 5 }) });
  const plan = planWeapon(s.weapons[0], s);
  const width = totalWounds(s.target) + 1;
  const layout = layoutTarget(s.target);
  const unhurt = () => {
    const v = new Array<number>(width).fill(0);
    v[0] = 1;
    return v;
  };
  // Another weapon of the same vector length: other steps, other buffers' contents left behind.
  const other = planWeapon(scenario({ weapons: [[weapon({ A: 'D6', D: 1, S: 4 }), 3]], target: s.target }).weapons[0], s);
  // Fate dice on the hit, wound and save rolls: eight resource blocks, an allocated wound moving mass between them.
  const fate: Resource[] = [
    { roll: 'hit', action: 'fate', value: 6, bit: 1 },
    { roll: 'wound', action: 'fate', value: 5, bit: 2 },
    { roll: 'save', action: 'fate', value: 1, bit: 4 },
  ];
  const fateOn = (p: typeof plan) => () => resolveWeapon(unhurt(), p, fate, { target: layout, size: width, stride: width, dim: 1 }, tally(false));
  const withFate = fateOn(plan);
  const otherWithFate = fateOn(other);
  // Four sets of survivors side by side, each with its own attacks (a turn's fight): blocks of the pending dimension.
  const counts = [0, 1, 3, 5].map((n) => allCopies(n, plan.attacksEach));
  const sideBySide = () => {
    const start = new Array<number>(width * counts.length).fill(0);
    for (let b = 0; b < counts.length; b++) start[b * width] = 0.25;
    return resolveWeapon(start, plan, [], { target: layout, size: start.length, stride: width, dim: counts.length }, tally(false), { counts, summed: false });
  };
  const plain = () => resolveWeapon(unhurt(), plan, [], { target: layout, size: width, stride: width, dim: 1 }, tally(false));

  it('a Fate die (two resource blocks), blocks side by side, and one block: each the same after the others', () => {
    const first = [withFate(), sideBySide(), plain(), otherWithFate()];
    const again = [plain(), sideBySide(), withFate(), sideBySide(), plain(), withFate(), otherWithFate(), withFate()];
    expect(again[6]).toEqual(first[3]);
    expect(again[7]).toEqual(first[0]);
    expect(again[0]).toEqual(first[2]);
    expect(again[1]).toEqual(first[1]);
    expect(again[2]).toEqual(first[0]);
    expect(again[3]).toEqual(first[1]);
    expect(again[4]).toEqual(first[2]);
    expect(again[5]).toEqual(first[0]);
    // Each a distribution: the Fate die's and one block's sum to 1, the blocks' to their starting mass, 1 in all.
    for (const v of first) expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
