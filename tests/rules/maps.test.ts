/** The Map helpers (maps.ts): got and memo work an answer out once per key, undefined answers too. */
import { describe, expect, it } from 'vitest';
import { got, memo } from '../../src/rules/maps.js';

describe('maps.ts', () => {
  it('memo: each key worked out once, its answer given back after', () => {
    const asked: number[] = [];
    const twice = memo((n: number) => (asked.push(n), n * 2));
    expect([twice(1), twice(2), twice(1), twice(2)]).toEqual([2, 4, 2, 4]);
    expect(asked).toEqual([1, 2]);
  });

  it('memo: an answer that is undefined is kept too (not worked out again)', () => {
    let calls = 0;
    const nothing = memo((_: string) => (calls++, undefined));
    expect([nothing('a'), nothing('a')]).toEqual([undefined, undefined]);
    expect(calls).toBe(1);
  });

  it('got: the value under the key, made the first time only', () => {
    const map = new Map<string, number[]>();
    const first = got(map, 'k', () => []);
    expect(got(map, 'k', () => [1])).toBe(first);
  });
});
