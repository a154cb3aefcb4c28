import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dist } from '../../src/dice/dist.js';
import { DiceSyntaxError, diceDist, diceKey, isRandom, parseDice } from '../../src/dice/expression.js';
import { diceText, expectClose } from './arbitraries.js';

const EPS = 1e-12;

describe('parseDice: accepts datasheet expressions', () => {
  const cases: [input: string | number, count: number, sides: number, constant: number, text: string][] = [
    [3, 0, 0, 3, '3'],
    ['3', 0, 0, 3, '3'],
    ['0', 0, 0, 0, '0'],
    ['D3', 1, 3, 0, 'D3'],
    ['d6', 1, 6, 0, 'D6'],
    ['2D6', 2, 6, 0, '2D6'],
    ['D6+3', 1, 6, 3, 'D6+3'],
    ['2D3+1', 2, 3, 1, '2D3+1'],
    ['D6+6', 1, 6, 6, 'D6+6'],
    [' D6 + 1 ', 1, 6, 1, 'D6+1'],
    ['D6-1', 1, 6, -1, 'D6-1'],
  ];
  for (const [input, count, sides, constant, text] of cases) {
    it(`${JSON.stringify(input)} -> count ${count}, sides ${sides}, constant ${constant}`, () => {
      const e = parseDice(input);
      expect(e.count).toBe(count);
      expect(e.sides).toBe(sides);
      expect(e.constant).toBe(constant);
      expect(e.text).toBe(text);
      expect(isRandom(e)).toBe(count > 0);
    });
  }

  it('round-trips its own canonical text', () => {
    fc.assert(
      fc.property(diceText, (t) => {
        const e = parseDice(t);
        const again = parseDice(e.text);
        expect([again.count, again.sides, again.constant]).toEqual([e.count, e.sides, e.constant]);
      }),
    );
  });
});

describe('parseDice: rejects malformed input with DiceSyntaxError naming the input', () => {
  const bad: (string | number)[] = ['', 'D', 'D4', '2D', 'D6+', 'abc', '0D6', '3.5', 'D6++1', 3.5, -3, '+3', 'D3-2', '2D6-3', '101D6'];
  for (const input of bad) {
    it(`rejects ${JSON.stringify(input)}`, () => {
      let caught: unknown;
      try {
        parseDice(input);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(DiceSyntaxError);
      expect((caught as Error).message).toContain(String(input).trim());
    });
  }

  it('rejects "" with a message showing the empty input', () => {
    expect(() => parseDice('')).toThrow(/""/);
    expect(() => parseDice('   ')).toThrow(DiceSyntaxError);
  });

  it('"D4" message names the supported dice D3 and D6', () => {
    expect(() => parseDice('D4')).toThrow(DiceSyntaxError);
    expect(() => parseDice('D4')).toThrow(/D3/);
    expect(() => parseDice('D4')).toThrow(/D6/);
    expect(() => parseDice('D4')).toThrow(/D4/);
  });

  it('DiceSyntaxError is an Error', () => {
    expect(() => parseDice('abc')).toThrow(Error);
  });
});

describe('diceDist', () => {
  it('matches Dist.repeat(count, die).plus(constant) for any expression', () => {
    fc.assert(
      fc.property(diceText, (t) => {
        const e = parseDice(t);
        const expected = e.count === 0 ? Dist.constant(e.constant) : Dist.repeat(e.count, Dist.die(e.sides)).plus(e.constant);
        expectClose(diceDist(e).toArray(), expected.toArray(), EPS);
        expect(Math.abs(diceDist(e).total() - 1)).toBeLessThan(1e-9);
      }),
    );
  });

  it('2D3+1 from the parser: P(5) = 3/9, P(4) = P(6) = 2/9', () => {
    // 2D3 = 4 in 3 of 9 ways ((1,3),(2,2),(3,1)); +1 -> 5.  2D3 = 3 or 5 in 2 ways each.
    const d = diceDist(parseDice('2D3+1'));
    expectClose(d.toArray(), [0, 0, 0, 1 / 9, 2 / 9, 3 / 9, 2 / 9, 1 / 9], EPS);
  });

  it('D6-1 ranges 0..5', () => {
    expectClose(diceDist(parseDice('D6-1')).toArray(), [1, 1, 1, 1, 1, 1].map(() => 1 / 6), EPS);
  });

  it('rerollOnes: D6+1 re-rolls the D6 1 -> P(2) = 1/36, P(k) = 7/36 for k = 3..7', () => {
    // Re-rolled D6: P(1) = 1/6*1/6 = 1/36, P(k>=2) = 1/6 + 1/36 = 7/36; then shift by 1.
    const d = diceDist(parseDice('D6+1'), { rerollOnes: true });
    expectClose(d.toArray(), [0, 0, 1 / 36, 7 / 36, 7 / 36, 7 / 36, 7 / 36, 7 / 36], EPS);
  });

  it('rerollOnes: D3 re-rolls a D3 result of 1 -> P(1) = 1/9, P(2) = P(3) = 4/9', () => {
    // P(1) = 1/3 * 1/3 = 1/9; P(2) = 1/3 + 1/3 * 1/3 = 4/9; same for 3.
    const d = diceDist(parseDice('D3'), { rerollOnes: true });
    expectClose(d.toArray(), [0, 1 / 9, 4 / 9, 4 / 9], EPS);
  });

  it('rerollOnes: 2D6 is unchanged (a 2D6 roll is never a 1)', () => {
    const e = parseDice('2D6');
    expectClose(diceDist(e, { rerollOnes: true }).toArray(), diceDist(e).toArray(), 0);
  });

  it('rerollOnes: 2D3+1 is unchanged', () => {
    const e = parseDice('2D3+1');
    expectClose(diceDist(e, { rerollOnes: true }).toArray(), diceDist(e).toArray(), 0);
  });

  it('rerollOnes: constant 3 is unchanged (a fixed number is not a roll)', () => {
    const e = parseDice('3');
    expect(diceDist(e, { rerollOnes: true }).toArray()).toEqual([0, 0, 0, 1]);
    expect(diceDist(parseDice(1), { rerollOnes: true }).toArray()).toEqual([0, 1]);
  });

  it('rerollOnes never lowers the mean', () => {
    fc.assert(
      fc.property(diceText, (t) => {
        const e = parseDice(t);
        expect(diceDist(e, { rerollOnes: true }).mean()).toBeGreaterThanOrEqual(diceDist(e).mean() - 1e-12);
      }),
    );
  });
});

describe('diceKey: the roll an expression stands for, as a number (issue 30)', () => {
  const roll = fc.record({ count: fc.integer({ min: 0, max: 63 }), sides: fc.integer({ min: 0, max: 255 }), constant: fc.integer({ min: -512, max: 511 }) });

  it('two expressions share a key exactly when they roll the same (count, sides, constant), whatever their text', () => {
    fc.assert(
      fc.property(roll, roll, (a, b) => {
        const [x, y] = [diceKey({ ...a, text: 'one' }), diceKey({ ...b, text: 'other' })];
        expect(x).toBeTypeOf('number');
        expect(x === y).toBe(a.count === b.count && a.sides === b.sides && a.constant === b.constant);
      }),
    );
  });

  it('none past the range it spells (the caller keys by the object then)', () => {
    for (const e of [
      { count: 64, sides: 6, constant: 0 },
      { count: 1, sides: 256, constant: 0 },
      { count: 1, sides: 6, constant: 512 },
      { count: 1, sides: 6, constant: -513 },
      { count: 1.5, sides: 6, constant: 0 },
    ]) {
      expect(diceKey({ ...e, text: 'x' })).toBeUndefined();
    }
  });

  it('diceDist: two objects rolling the same dice share one distribution, the one each would get alone', () => {
    const [a, b] = [parseDice('d6+1'), { ...parseDice('D6+1') }];
    expect(a).not.toBe(b);
    expect(diceDist(b)).toBe(diceDist(a));
    expect(diceDist(b, { rerollOnes: true })).toBe(diceDist(a, { rerollOnes: true }));
    expect(diceDist(a, { rerollOnes: true })).not.toBe(diceDist(a));
    expect(diceDist(a).toArray()).toEqual([0, 0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6]);
    // Past the numeric range: by the object, still right.
    const big = { count: 1, sides: 300, constant: 0, text: 'D300' };
    expect(diceDist(big).mean()).toBeCloseTo(150.5, 12);
  });
});
