/**
 * unit-after.ts (issue 28 `turn`): a unit after losing wounds along the defender's group order. Without
 * Precision the state is a linear track (track.ts), so the wounds lost say which models fell: a wounded model
 * first, then the listed order (11e 05.04 step 1, RULINGS 11), excess lost. Each case worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allocationGroups } from '../../../src/rules/eleventh/groups.js';
import type { ModelGroup, ModelStats, Unit } from '../../../src/rules/eleventh/types.js';
import { modelsLeft, unitAfter, woundsLeft } from '../../../src/rules/eleventh/unit-after.js';

const stats = (W: number, Sv = 3, InSv?: number): ModelStats => ({ T: 4, Sv, W, ...(InSv ? { InSv } : {}) });
const group = (name: string, count: number, s: ModelStats, more: Partial<ModelGroup> = {}): ModelGroup => ({ name, count, min: count, max: count, character: false, stats: s, equipment: [], ...more });
const unit = (models: ModelGroup[]): Unit => ({ name: 'Test', aliases: [], faction: 'Test', keywords: [], source: 'test', models, weapons: [], damageReduction: 0, halveDamage: false, points: {}, abilities: [], file: 'test' });
const counts = (u: Unit) => u.models.map((m) => [m.count, m.wounded ?? 0]);

describe('unitAfter', () => {
  const marines = unit([group('Marine', 3, stats(2)), group('Sergeant', 1, stats(2))]);

  it('one merged group (Marine + Sergeant, same W Sv): 3 wounds destroy the first Marine and wound the second', () => {
    // Listed order within the group (RULINGS 11): Marine, Marine, Marine, Sergeant. 3 wounds: 2 on the first (destroyed), 1 on the next.
    expect(counts(unitAfter(marines, [0], 3))).toEqual([[2, 1], [1, 0]]);
    // 7 wounds: the three Marines (6) and one on the Sergeant.
    expect(counts(unitAfter(marines, [0], 7))).toEqual([[0, 0], [1, 1]]);
    // 8: every model.
    expect(modelsLeft(unitAfter(marines, [0], 8))).toBe(0);
  });

  it('a wounded model is met first, and its group keeps the count right (11e 05.04 step 1)', () => {
    const wounded = unit([group('Marine', 3, stats(2)), group('Sergeant', 1, stats(2), { wounded: 1 })]);
    // The Sergeant has 1 wound left: the first wound destroys it; the second wounds a Marine.
    expect(counts(unitAfter(wounded, [0], 2))).toEqual([[3, 1], [0, 0]]);
    expect(woundsLeft(wounded)).toBe(7);
  });

  it('two groups in the declared order, a CHARACTER last: the order given decides who falls', () => {
    const u = unit([group('Guard', 2, stats(1, 5)), group('Veteran', 2, stats(1, 3)), group('Captain', 1, stats(4, 3, 4), { character: true })]);
    expect(allocationGroups(u).map((g) => g.name)).toEqual(['Guard', 'Veteran', 'Captain']);
    // Veterans first: 3 wounds destroy both Veterans and one Guard.
    expect(counts(unitAfter(u, [1, 0, 2], 3))).toEqual([[1, 0], [0, 0], [1, 0]]);
    // Guard first: 5 wounds destroy the 4 W1 models, then the Captain loses 1.
    expect(counts(unitAfter(u, [0, 1, 2], 5))).toEqual([[0, 0], [0, 0], [1, 1]]);
  });

  it('no wounds: the unit as it was; the wounds left add up', () => {
    expect(counts(unitAfter(marines, [0], 0))).toEqual(counts(marines));
    expect(woundsLeft(marines)).toBe(8);
  });
});
