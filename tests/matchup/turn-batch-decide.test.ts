/**
 * Deciding that calculations go side by side (src/rules/tenth/matchup/turn-batch.ts sideBySide), cheaply (issue
 * 15): scenarios compared as data without writing them out as JSON (`same`), and a block's work
 * counted from the plans sideBySide made (engine-work.ts plannedWork), not by planning the weapons again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateWork } from '../../src/rules/tenth/engine.js';
import { plannedWork } from '../../src/rules/tenth/engine-work.js';
import { planWeapon } from '../../src/rules/tenth/plan.js';
import { same, sideBySide } from '../../src/rules/tenth/matchup/turn-batch.js';
import { NO_ADJUSTMENTS } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';

/** What `same` stands for: equal JSON text (what sideBySide compared before). */
const asJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('same: equal as JSON text says, without writing it', () => {
  it('by hand: field order, undefined fields, arrays, nesting', () => {
    expect(same({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'x' }] })).toBe(true);
    expect(same({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false); // {"a":1,"b":2} is not {"b":2,"a":1}
    expect(same({ a: 1, b: undefined }, { a: 1 })).toBe(true); // JSON leaves an undefined field out
    expect(same({ a: undefined, b: 1 }, { b: 1, c: undefined })).toBe(true);
    expect(same({ a: 1, b: undefined }, { a: 1, b: 2 })).toBe(false);
    expect(same([1, 2], [1, 2, 3])).toBe(false);
    expect(same([], {})).toBe(false); // [] is not {}
    expect(same({ a: [] }, { a: [] })).toBe(true);
    expect(same(null, {})).toBe(false);
    expect(same('1', 1)).toBe(false);
  });

  it('agrees with JSON text on plain data: fields in either order, some undefined, values alike or not', () => {
    const leaf = fc.oneof(fc.constantFrom(0, 1, 'none', 'ones', true, false, null, undefined), fc.integer({ min: -2, max: 2 }));
    const data = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
      // No undefined item: JSON writes it as null, and a profile has none.
      array: fc.array(tie('value').filter((v) => v !== undefined), { maxLength: 3 }),
      object: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), tie('value'), { maxKeys: 4 }),
    })).value;
    // Pairs that are often equal: one value against itself rebuilt, with a field moved or set undefined.
    const rebuilt = (v: unknown, change: number): unknown => {
      if (Array.isArray(v)) return v.map((x) => rebuilt(x, change));
      if (v === null || typeof v !== 'object') return v;
      const entries = Object.entries(v).map(([k, x]): [string, unknown] => [k, rebuilt(x, change)]);
      if (change === 1) entries.reverse();
      if (change === 2) entries.push(['e', undefined]);
      return Object.fromEntries(entries);
    };
    fc.assert(
      fc.property(data, data, fc.integer({ min: 0, max: 3 }), (a, other, change) => {
        const b = change === 3 ? other : rebuilt(a, change);
        expect(same(a, b), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(asJson(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it("a weapon's adjustments rebuilt per scenario (compile.ts merge) are the same; one changed field is not", () => {
    const gun = weapon({ A: 2 });
    const squad = target({ models: 5 });
    const adjusted = (overwatch: number) => ({ ...NO_ADJUSTMENTS, hit: [...NO_ADJUSTMENTS.hit], overwatch });
    const set = (n: number, overwatch: number) => ({ ...scenario({ weapons: [[gun, n]], target: squad }), weapons: [{ weapon: gun, count: n, adjust: adjusted(overwatch) }] });
    expect(sideBySide([set(3, 6), set(1, 6)])).not.toBeNull();
    expect(sideBySide([set(3, 6), set(1, 5)])).toBeNull();
  });

  it('conditions and modifiers with the same fields in another order are alike (compile.ts adds them as effects apply); a field more is not', () => {
    const gun = weapon({ A: 2 });
    const squad = target({ models: 5 });
    const whole = scenario({ weapons: [[gun, 3]], target: squad });
    const reversed = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).reverse()) as T;
    const lone = { ...scenario({ weapons: [[gun, 1]], target: squad }), conditions: reversed(whole.conditions), modifiers: reversed(whole.modifiers) };
    expect(sideBySide([whole, lone])).not.toBeNull();
    expect(sideBySide([whole, { ...lone, modifiers: { ...lone.modifiers, strength: 1 } }])).toBeNull();
    // An undefined field is none: it neither stands in for a field the other has nor differs from a field left out.
    const withUndefined = { ...whole, conditions: { ...whole.conditions, lostAField: undefined } };
    expect(sideBySide([withUndefined, { ...lone, conditions: { ...lone.conditions, stealthy: true } }])).toBeNull();
    expect(sideBySide([withUndefined, lone])).not.toBeNull();
  });
});

describe("plannedWork: a block's work from the plans already made", () => {
  it('is estimateWork of the weapons at their most copies, for the batch sideBySide makes', () => {
    const claws = weapon({ name: 'claws', range: 'melee', A: 2, skill: 3, S: 4, AP: -1, abilities: ['sustained hits 1'] });
    const axe = weapon({ name: 'axe', range: 'melee', A: 'D3', skill: 4, S: 5, AP: -2, D: 2, abilities: ['lethal hits'] });
    const squad = target({ models: 5, W: 2, T: 4, Sv: 3 });
    const sets = [[4, 1], [3, 2], [0, 1]].map(([c, a]) => scenario({ weapons: [[claws, c], [axe, a]], target: squad }));
    const most = scenario({ weapons: [[claws, 4], [axe, 2]], target: squad });
    expect(sideBySide(sets)!.blockWork).toBe(estimateWork(most));
  });

  it("shares estimateWork's formula: the plans of a scenario on its states, with one-roll rules and Devastating Wounds left to estimateWork", () => {
    const gun = weapon({ A: 'D6', S: 5, AP: -1, D: 'D3' });
    const s = scenario({ weapons: [[gun, 7]], target: target({ models: 10, W: 2 }) });
    const plans = s.weapons.map((u) => planWeapon(u, s));
    // 10 W2 models: 21 states.
    expect(plannedWork(plans, 21)).toBe(estimateWork(s));
  });
});
