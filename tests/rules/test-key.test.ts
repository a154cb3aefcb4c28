/**
 * rolls.ts testKey: the key a roll's odds and attack outcomes are kept by (issue 13). Two tests get
 * the same key only when every field is equal: a number for small integer fields, else a string.
 */
import { describe, expect, it } from 'vitest';
import { rollOdds, testKey, type D6Test } from '../../src/rules/tenth/rolls.js';

const base: D6Test = { target: 3, modifier: 0, criticalOn: 6, failsUpTo: 1, reroll: 'none' };

describe('testKey', () => {
  it('a number for small integer fields, different for each field changed', () => {
    // (((3 * 64 + 32) * 16 + 6) * 16 + 1) * 4 + 0 = 229,764.
    expect(testKey(base)).toBe(229_764);
    const changed = [{ target: 4 }, { modifier: -1 }, { criticalOn: 5 }, { failsUpTo: 3 }, { reroll: 'ones' as const }].map((c) => testKey({ ...base, ...c }));
    expect(new Set([testKey(base), ...changed]).size).toBe(6);
  });

  it('a string past the small ranges or for a fraction: 64+, a modifier below -32, 16+, 2.5', () => {
    expect(testKey({ ...base, target: 64 })).toBe('64,0,6,1,none');
    expect(testKey({ ...base, modifier: -33 })).toBe('3,-33,6,1,none');
    expect(testKey({ ...base, criticalOn: 16 })).toBe('3,0,16,1,none');
    expect(testKey({ ...base, target: 2.5 })).toBe('2.5,0,6,1,none');
  });

  it('odds kept by key stay apart: 3+ then 4+ then 3+ again (2/3, 1/2, 2/3)', () => {
    expect(rollOdds(base).success + rollOdds(base).critical).toBeCloseTo(2 / 3, 12);
    expect(rollOdds({ ...base, target: 4 }).success + rollOdds({ ...base, target: 4 }).critical).toBeCloseTo(1 / 2, 12);
    expect(rollOdds(base).success + rollOdds(base).critical).toBeCloseTo(2 / 3, 12);
  });
});
