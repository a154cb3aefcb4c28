/**
 * A unit's state during a turn (turn-state.ts): the survivors per state, and the helpers that split and
 * sum (sub-)distributions of states. The parts and masses are keyed as a Map keys: the same survivors
 * must be the same array, or a set of survivors would be split and calculated twice.
 */
import { describe, expect, it } from 'vitest';
import { layoutTarget } from '../../src/rules/tenth/allocation.js';
import { belowHalfIn, massBySet, massOf, oneState, partsBy, partsBySet, sameArrays, statesIn, summed, survivorCounts, survivorSets, survivors, survivorsIn, twoQueueLayout } from '../../src/rules/tenth/matchup/turn-state.js';
import { zeros } from '../../src/dice/dist.js';
import { BARE, unit } from './turn-fixtures.js';

describe('belowHalfIn: a lone model wounded before the turn', () => {
  it("is Below Half-strength by its Wounds characteristic, not its wounds left when the turn began (000 'Below Half-strength')", () => {
    // A lone W10 model (Starting Strength 1) that lost 5 before the turn is a W5 model in the turn's layout
    // (wounded.ts): 5 of 10 left is not below half (5 x 2 < 10 is false); one more lost, 4 of 10, is.
    const five = layoutTarget(unit('Rhino', 1, { ...BARE, W: 5 }, []));
    expect(belowHalfIn(five, 1, 0, 5)).toBe(false);
    expect(belowHalfIn(five, 1, 1, 5)).toBe(true);
    // Read against the layout alone (W5) it would not be until 3 lost (2 x 2 < 5): the characteristic counts.
    expect(belowHalfIn(five, 1, 1)).toBe(false);
  });
});

describe('survivorCounts', () => {
  it('one queue: the survivors per state, the same array for the same survivors', () => {
    // 3 models W2: wounds lost 0..6; a model is destroyed at 2, 4 and 6 wounds lost.
    const squad = unit('Trio', 3, { ...BARE, W: 2 }, []);
    const layout = layoutTarget(squad);
    const counts = Array.from({ length: 7 }, (_, t) => survivorCounts(squad, layout, t));
    expect(counts).toEqual([[3], [3], [2], [2], [1], [1], [0]]);
    expect(counts[0]).toBe(counts[1]);
    expect(counts[2]).toBe(counts[3]);
    expect(counts[1]).not.toBe(counts[2]);
  });

  it('two queues (--precision): the states with the same survivors share one array', () => {
    // A Bodyguard of 2 W1 and a Leader of W2: state (b, l) flattened as b * 3 + l; (0, 0) and (0, 1) both
    // leave everyone (the Leader hurt, not destroyed): one array, made apart per state by precision.ts.
    const squad = unit('Guard', 2, BARE, []);
    const leader = { ...squad.models[0], name: 'Captain', count: 1, max: 1, leader: true, stats: { ...squad.models[0].stats, W: 2 } };
    const withLeader = { ...squad, models: [...squad.models, leader] };
    const layout = twoQueueLayout(withLeader);
    const counts = Array.from({ length: layout.totalWounds + 1 }, (_, t) => survivorCounts(withLeader, layout, t));
    expect(counts.map((c) => c.join())).toEqual(['2,1', '2,1', '2,0', '1,1', '1,1', '1,0', '0,1', '0,1', '0,0']);
    for (const a of counts) for (const b of counts) expect(a === b).toBe(a.join() === b.join());
    // Numbered in state order: the first state of each set gives it the next number.
    expect([...survivorSets(withLeader, layout).setAt]).toEqual([0, 0, 1, 2, 2, 3, 4, 4, 5]);
  });

  it("survivorSets: per state its set's number, per number survivorCounts' array; survivorsIn its unit, as survivors() makes it", () => {
    const squad = unit('Trio', 3, { ...BARE, W: 2 }, []);
    const layout = layoutTarget(squad);
    const { setAt, counts } = survivorSets(squad, layout);
    expect([...setAt]).toEqual([0, 0, 1, 1, 2, 2, 3]);
    setAt.forEach((set, t) => expect(counts[set]).toBe(survivorCounts(squad, layout, t)));
    const side = { unit: squad, layout, starting: 3, lostBefore: 0 };
    expect(survivorsIn(side, 0)).toBe(squad);
    expect(survivorsIn(side, 2)).toBe(survivors(squad, [1]));
    expect(survivorsIn(side, 2).models[0].count).toBe(1);
  });
});

describe('the helpers on (sub-)distributions of states', () => {
  const p = [0.1, 0, 0.2, 0.3, 0, 0.15];
  const even = (t: number) => t % 2 === 0;

  it('partsBy: per key, its states (zeros elsewhere) and their mass, keys in the order first met', () => {
    const parts = [...partsBy(p, even).values()];
    expect(parts.map((part) => part.key)).toEqual([true, false]);
    expect(parts[0].p).toEqual([0.1, 0, 0.2, 0, 0, 0]);
    expect(parts[1].p).toEqual([0, 0, 0, 0.3, 0, 0.15]);
    expect(parts.map((part) => part.mass)).toEqual([0.1 + 0.2, 0.3 + 0.15]);
  });

  it('partsBy keys arrays by identity: equal arrays that are not the same stay apart, the same array is one key', () => {
    const [a, b] = [[1], [1]];
    expect(partsBy(p, (t) => (t < 3 ? a : b)).size).toBe(2);
    expect([...partsBy(p, () => a).values()].map((part) => part.mass)).toEqual([0.1 + 0.2 + 0.3 + 0.15]);
  });

  it("partsBySet and massBySet: partsBy by the number of each state's set of survivors, and the masses alone", () => {
    // The states with mass, 0, 2, 3 and 5, are in sets 1, 0, 1 and 2: met in the order 1, 0, 2.
    const sets = { setAt: Int32Array.from([1, 1, 0, 1, 0, 2]), counts: [[2], [1], [0]], units: [] };
    const parts = partsBySet(p, sets);
    expect(parts).toEqual([...partsBy(p, (t) => sets.setAt[t]).values()]);
    expect(parts.map((part) => part.key)).toEqual([1, 0, 2]);
    expect(massBySet(p, sets)).toEqual({ met: [1, 0, 2], mass: [0.2, 0.1 + 0.3, 0.15] });
  });

  it('zeros and oneState make states (no mass, all on one state), statesIn lists those with mass, massOf sums them in order', () => {
    expect(zeros(3)).toEqual([0, 0, 0]);
    expect(oneState(4, 2)).toEqual([0, 0, 1, 0]);
    expect(statesIn(p)).toEqual([0, 2, 3, 5]);
    // Summed in order, as reduce would: the turn's sums do not move with the helper.
    expect(massOf(p)).toBe(p.reduce((s, q) => s + q, 0));
  });

  it('summed: the entry-by-entry sum in order, zeros of the length for none', () => {
    const q = [0, 0.5, 0, 0, 0.25, 0];
    expect(summed([p, q], 6)).toEqual(p.map((x, t) => x + q[t]));
    expect(summed([], 3)).toEqual([0, 0, 0]);
  });

  it('sameArrays: equal lists become one array, the first met', () => {
    const rows = [[1, 2], [1, 3], [1, 2], [12], [1, 2]];
    const shared = rows.map(sameArrays());
    expect(shared).toEqual(rows);
    expect(shared[2]).toBe(rows[0]);
    expect(shared[4]).toBe(rows[0]);
    expect(shared[1]).toBe(rows[1]);
    expect(shared[3]).toBe(rows[3]);
  });
});
