/**
 * The save rolls' faces (allocation.ts): the first face by powers of one die's step, faces between kept by the
 * dice left, the last by Horner's scheme (11e 05.04: lowest result first). Three groups whose saves fail on
 * different results (Sv3+, 4+, 5+ at AP -1: results 1-3 fail all, 4 the last two, 5 the last) make all three
 * kinds; three or four attacks against a complete enumeration of every wound and save roll (enumerate.ts).
 */
import { describe, expect, it } from 'vitest';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import type { Ability } from '../../../src/rules/eleventh/types.js';
import { models, scenario, unit, weapon } from './engine-fixtures.js';
import { enumerate } from './enumerate.js';

const close = (a: readonly number[], b: readonly number[]): void => {
  for (let k = 0; k < Math.max(a.length, b.length); k++) expect(a[k] ?? 0, `at ${k}`).toBeCloseTo(b[k] ?? 0, 9);
};

describe('first, middle and last faces against a complete enumeration (three groups)', () => {
  const target = unit({
    models: [models({ name: 'a', count: 1, W: 2, Sv: 3 }), models({ name: 'b', count: 2, W: 1, Sv: 4 }), models({ name: 'c', count: 1, W: 2, Sv: 5 })],
  });
  // The enumeration sums 36^attacks tiny weights: 1e-9 (its own rounding is near 1e-12).
  for (const [order, attacks, devastatingOn] of [
    [[0, 1, 2], 4, undefined],
    [[1, 2, 0], 3, 6],
  ] as [number[], number, number | undefined][]) {
    it(`order ${order}, ${attacks} attacks${devastatingOn ? ', Devastating Wounds on 6' : ''}: D2, wounding on 4+`, () => {
      const abilities: Ability[] = [{ kind: 'torrent' }, ...(devastatingOn ? [{ kind: 'devastating wounds' } as const] : [])];
      const r = calculate11(scenario({ weapons: [weapon({ A: attacks, skill: null, S: 4, AP: -1, D: 2, abilities })], target, groupOrder: order }));
      const e = enumerate({ target, order, attacks, need: 4, ap: -1, D: 2, ...(devastatingOn ? { devastatingOn } : {}) });
      close(r.woundsLost.toArray(), e.lost);
      close(r.kills.toArray(), e.kills);
    });
  }
});

describe('more dice than can still damage (faces.ts diceToSettle) against a complete enumeration', () => {
  // W1 models, one a group, Sv3+, 4+ (and 5+) at AP -1, three attacks at D1. Two models: results 1-3 fail both, so
  // after 2 such dice every state is destroyed and the 3rd changes nothing (the first face's settle, 2 < 3 dice).
  // Three models in the order 0,1,2: a 4 fails only the last two groups (the middle face's settle, 2 < 3 dice).
  const w1 = (name: string, Sv: number) => models({ name, count: 1, W: 1, Sv });
  for (const [target, order] of [
    [unit({ models: [w1('a', 3), w1('b', 4)] }), [0, 1]],
    [unit({ models: [w1('a', 3), w1('b', 4), w1('c', 5)] }), [0, 1, 2]],
  ] as const) {
    it(`order ${order}, 3 attacks, D1, wounding on 3+`, () => {
      const gun = weapon({ A: 3, skill: null, S: 5, AP: -1, D: 1, abilities: [{ kind: 'torrent' }] });
      const r = calculate11(scenario({ weapons: [gun], target, groupOrder: [...order] }));
      const e = enumerate({ target, order, attacks: 3, need: 3, ap: -1, D: 1 });
      close(r.woundsLost.toArray(), e.lost);
      close(r.kills.toArray(), e.kills);
    });
  }
  it('two models, by hand: both destroyed with probability 32/81', () => {
    // n wounds ~ Binomial(3, 2/3). a (4+ at AP -1) falls to the lowest save roll if it is 1-3; then b (5+) to the
    // second lowest if it is 1-4. n = 2: both dice 1-4, not both 4: 16/36 - 1/36 = 15/36. n = 3: at least two dice
    // 1-4 (96/216 + 64/216) less those with none 1-3 (two 4s and a 5-6, or three 4s: 6/216 + 1/216): 153/216.
    // P = 4/9 x 15/36 + 8/27 x 153/216 = 2304/5832 = 32/81.
    const gun = weapon({ A: 3, skill: null, S: 5, AP: -1, D: 1, abilities: [{ kind: 'torrent' }] });
    const r = calculate11(scenario({ weapons: [gun], target: unit({ models: [w1('a', 3), w1('b', 4)] }), groupOrder: [0, 1] }));
    expect(r.kills.prob(2)).toBeCloseTo(32 / 81, 12);
  });
});
