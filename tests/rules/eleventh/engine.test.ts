/**
 * The engine's choices and refusals: allocation groups and their orders (11e 05.03, RULINGS 6), Lethal
 * Hits (RULINGS 5), duplicated abilities (RULINGS 8), the work budget.
 */
import { describe, expect, it } from 'vitest';
import { Refused, WorkBudgetError } from '../../../src/rules/errors.js';
import { calculate11, estimateWork, MAX_WORK } from '../../../src/rules/eleventh/engine.js';
import { allocationGroups, allowedOrders, countOrders } from '../../../src/rules/eleventh/groups.js';
import type { Ability } from '../../../src/rules/eleventh/types.js';
import { dice, models, scenario, unit, weapon } from './engine-fixtures.js';

const torrent: Ability = { kind: 'torrent' };

describe('allocation groups (11e 05.03 step 1)', () => {
  it('one group per CHARACTER model, one per (W, Sv, InSv) of the others, in listed order', () => {
    const target = unit({
      models: [
        models({ name: 'captain', character: true, count: 2, W: 5 }),
        models({ name: 'troopers', count: 4 }),
        models({ name: 'sergeant', count: 1 }),
        models({ name: 'shields', count: 2, InSv: 4 }),
      ],
    });
    expect(allocationGroups(target).map((g) => [g.name, g.lost.length])).toEqual([
      ['captain 1', 1],
      ['captain 2', 1],
      ['troopers + sergeant', 5],
      ['shields', 2],
    ]);
  });
});

describe('the order of the groups (11e 05.03 step 2, RULINGS 6)', () => {
  const withLeader = unit({ models: [models({ name: 'leader', character: true, W: 4 }), models({ name: 'guards', count: 5 })] });
  it('CHARACTER groups come last: the only order is guards, leader', () => {
    expect(allowedOrders(allocationGroups(withLeader))).toEqual([[1, 0]]);
  });
  it('a non-CHARACTER group with a wounded model comes first', () => {
    const t = unit({ models: [models({ name: 'a', count: 3 }), models({ name: 'b', count: 2, W: 3, wounded: 1 })] });
    expect(allowedOrders(allocationGroups(t))).toEqual([[1, 0]]);
  });
  it('wounded CHARACTER groups before unwounded ones; CHARACTERs of one profile are one order', () => {
    const t = unit({
      models: [models({ name: 'x', character: true, W: 4 }), models({ name: 'y', character: true, W: 4, wounded: 2 }), models({ name: 'z', character: true, W: 4 })],
    });
    expect(allowedOrders(allocationGroups(t))).toEqual([[1, 0, 2]]);
  });
  it('orders are counted before they are listed: 4 distinct non-CHARACTER profiles, 4! = 24; CHARACTERs alike, one order', () => {
    const distinct = unit({ models: [1, 2, 3, 4].map((W) => models({ name: `w${W}`, W })) });
    expect(countOrders(allocationGroups(distinct))).toBe(24);
    expect(allowedOrders(allocationGroups(distinct))).toHaveLength(24);
    const alike = unit({ models: [models({ name: 'x', character: true, W: 4 }), models({ name: 'y', character: true, W: 4 }), models({ name: 'a', W: 1 }), models({ name: 'b', W: 2 })] });
    // Non-CHARACTER: 2 distinct (2 orders); CHARACTER: 2 of one profile (1 order).
    expect(countOrders(allocationGroups(alike))).toBe(2);
    expect(allowedOrders(allocationGroups(alike))).toHaveLength(2);
  });
  it('a forced order the text forbids is refused, naming the rule', () => {
    const s = scenario({ weapons: [weapon()], target: withLeader, groupOrder: [0, 1] });
    expect(() => calculate11(s)).toThrow(Refused);
    expect(() => calculate11(s)).toThrow(/11e 05\.03/);
  });
  it('an order that is not a permutation is refused', () => {
    expect(() => calculate11(scenario({ weapons: [weapon()], target: withLeader, groupOrder: [1] }))).toThrow(Refused);
  });
  it('the defender puts the Sv2+ model first against one wound: 5/6 wounding x 1/6 failing = 5/36 kills', () => {
    // Listed [Sv6+, Sv2+]: Sv6+ first would lose the model on 1-5 (5/6 x 5/6 = 25/36); Sv2+ first only on a 1.
    const t = unit({ models: [models({ name: 'open', Sv: 6 }), models({ name: 'armoured', Sv: 2 })] });
    const r = calculate11(scenario({ weapons: [weapon({ skill: null, S: 8, abilities: [torrent] })], target: t }));
    expect(r.groupOrder).toEqual([1, 0]);
    expect(r.kills.mean()).toBeCloseTo(5 / 36, 12);
    expect(r.notes).toContain('allocation order (11e 05.03, RULINGS 6): armoured, open');
    // Forcing the other order: 25/36.
    const forced = calculate11(scenario({ weapons: [weapon({ skill: null, S: 8, abilities: [torrent] })], target: t, groupOrder: [0, 1] }));
    expect(forced.kills.mean()).toBeCloseTo(25 / 36, 12);
  });
});

describe('Lethal Hits is optional (RULINGS 5)', () => {
  // BS4+ S4 vs T4, Anti-INFANTRY 2+ and Devastating Wounds, D1, against Sv2+ 2++ W1 models (20: never run out).
  // With Lethal Hits: a 6 to hit wounds automatically and is saved on 2+: 1/6 x 1/6; a 4-5 (2/6) rolls to
  // wound, critical on 2+ (5/6), a mortal wound: 2/6 x 5/6. Kills 10/36 + 1/36 = 11/36.
  // Declined: every hit (3/6) rolls to wound: 3/6 x 5/6 = 15/36: more, so the engine declines it.
  const w = weapon({
    name: 'lance',
    skill: 4,
    abilities: [{ kind: 'lethal hits' }, { kind: 'anti', keyword: 'INFANTRY', threshold: 2 }, { kind: 'devastating wounds' }],
  });
  const t = unit({ models: [models({ count: 20, Sv: 2, InSv: 2 })] });
  it('declined when a rolled critical wound is worth more: 15/36 kills, said in the notes', () => {
    const r = calculate11(scenario({ weapons: [w], target: t }));
    expect(r.kills.mean()).toBeCloseTo(15 / 36, 12);
    expect(r.batches[0].lethalHits).toBe(false);
    expect(r.notes.some((n) => n.includes('Lethal Hits declined'))).toBe(true);
  });
  it('forced by the scenario: 11/36', () => {
    const r = calculate11(scenario({ weapons: [w], target: t, lethalHits: { lance: true } }));
    expect(r.kills.mean()).toBeCloseTo(11 / 36, 12);
    expect(r.batches[0].lethalHits).toBe(true);
  });
  it('used without Devastating Wounds (an automatic wound is never worse)', () => {
    const plain = weapon({ name: 'plain', skill: 4, abilities: [{ kind: 'lethal hits' }] });
    expect(calculate11(scenario({ weapons: [plain], target: t })).batches[0].lethalHits).toBe(true);
  });
});

describe('duplicated abilities never stack (11e 24.02, RULINGS 8)', () => {
  const crowd = unit({ models: [models({ count: 20 })] });
  it('Sustained Hits 1 and D3: keeps D3 (mean 2): BS4+ hits 2/6 + 1/6 x 3 = 5/6, with a note', () => {
    const r = calculate11(
      scenario({ weapons: [weapon({ abilities: [{ kind: 'sustained hits', hits: dice(1) }, { kind: 'sustained hits', hits: dice('D3') }] })], target: crowd }),
    );
    expect(r.batches[0].hits).toBeCloseTo(5 / 6, 12);
    expect(r.notes.some((n) => n.includes('RULINGS 8') && n.includes('kept sustained hits D3'))).toBe(true);
  });
  it('Sustained Hits 2 and D3 are worth the same: the fixed value is kept', () => {
    const r = calculate11(
      scenario({ weapons: [weapon({ abilities: [{ kind: 'sustained hits', hits: dice('D3') }, { kind: 'sustained hits', hits: dice(2) }] })], target: crowd }),
    );
    expect(r.notes.some((n) => n.includes('kept sustained hits 2'))).toBe(true);
  });
  it('two Anti abilities that apply: the lowest threshold (RULINGS 4): Anti-INFANTRY 5+ and Anti-INFANTRY 3+, S1 vs T4: 4/6 wounds', () => {
    const anti = (threshold: number): Ability => ({ kind: 'anti', keyword: 'INFANTRY', threshold });
    const r = calculate11(scenario({ weapons: [weapon({ skill: null, S: 1, abilities: [torrent, anti(5), anti(3)] })], target: crowd }));
    expect(r.batches[0].wounds).toBeCloseTo(4 / 6, 12);
  });
});

describe('notes and the budget', () => {
  const precise = weapon({ abilities: [{ kind: 'precision' }] });
  it('Precision without CHARACTER models changes nothing and says so', () => {
    const r = calculate11(scenario({ weapons: [precise], target: unit({ models: [models({ count: 5 })] }) }));
    expect(r.notes.some((n) => n.includes('[PRECISION] changes nothing'))).toBe(true);
  });
  it('an ability with no effect is named', () => {
    const r = calculate11(scenario({ weapons: [weapon({ abilities: [{ kind: 'no effect', name: 'one shot' }] })], target: unit() }));
    expect(r.notes.some((n) => n.includes('one shot'))).toBe(true);
  });
  it('past the budget: refused at once, naming the matchup\u2019s size (60 x 10 + 40 x 9 + 30 x 8 = 1200 wounds)', () => {
    const t = unit({ name: 'horde', models: [models({ count: 60, W: 10 }), models({ name: 'b', count: 40, W: 9 }), models({ name: 'c', count: 30, W: 8 })] });
    const s = scenario({ weapons: [[weapon({ A: '2D6', abilities: [{ kind: 'sustained hits', hits: dice('D6') }] }), 30]], target: t });
    expect(estimateWork(s)).toBeGreaterThan(MAX_WORK);
    expect(() => calculate11(s)).toThrow(WorkBudgetError);
    expect(() => calculate11(s)).toThrow(/horde: 1 batch\(es\) against 3 allocation group\(s\) \(1200 wounds/);
  });
  it('a 20-model three-group target against 40 attacks: computed, sums to 1', () => {
    const t = unit({ models: [models({ name: 'a', count: 10, W: 1 }), models({ name: 'b', count: 5, W: 2, Sv: 4 }), models({ name: 'c', count: 5, W: 3, Sv: 2, InSv: 4 })] });
    const s = scenario({ weapons: [[weapon({ A: 2, skill: 3, S: 5, AP: -1, D: 'D3' }), 20]], target: t });
    expect(estimateWork(s)).toBeLessThan(MAX_WORK);
    const r = calculate11(s);
    expect(Math.abs(r.kills.total() - 1)).toBeLessThan(1e-9);
    // 40 dice x 4/6 hit x 4/6 wound (S5 vs T4: 3+): 160/9 wounds expected.
    expect(r.batches[0].wounds).toBeCloseTo(160 / 9, 10);
  });
});
