import { describe, expect, it } from 'vitest';
import { Dist } from '../../src/dice/dist.js';
import { DiceSyntaxError, parseDice } from '../../src/dice/expression.js';

describe('edge cases', () => {
  it('a tiny percentile still lands on a possible outcome', () => {
    // D6 has no mass at 0, so even the 1e-13 quantile is the face 1.
    expect(Dist.die(6).percentile(1e-13)).toBe(1);
  });

  it('repeat and binomial refuse a count that is not a whole number', () => {
    expect(() => Dist.binomial(1.5, 0.5)).toThrow(RangeError);
    expect(() => Dist.repeat(-1, Dist.die(6))).toThrow(RangeError);
  });

  it('a huge constant is a syntax error, not an allocation failure', () => {
    expect(() => parseDice('99999999999999999999')).toThrow(DiceSyntaxError);
    expect(() => parseDice('D6+100000000')).toThrow(DiceSyntaxError);
  });

  it('expressions print in one standard form', () => {
    expect(parseDice('06').text).toBe('6');
    expect(parseDice('1d6').text).toBe('D6');
    expect(parseDice(' 2 d3 + 1 ').text).toBe('2D3+1');
  });
});
