/** How probabilities print for people (src/numbers.ts percent): README 'Output formats'. */
import { describe, expect, it } from 'vitest';
import { percent } from '../src/numbers.js';

describe('percent', () => {
  it('prints one decimal between 0.1% and 99.9%', () => {
    expect(percent(0.885911)).toBe('88.6%');
    expect(percent(0.001)).toBe('0.1%');
    expect(percent(0.999)).toBe('99.9%');
    // 0.05% rounds up to 0.1% at one decimal: still a number that matters.
    expect(percent(0.0005)).toBe('0.1%');
  });

  it('prints "<0.1%" and ">99.9%" beyond what matters, never an exponent', () => {
    // The compare cell that printed "3.4e-20%" (issue 12 section 2).
    expect(percent(3.4e-22)).toBe('<0.1%');
    expect(percent(0.00049)).toBe('<0.1%');
    expect(percent(1e-300)).toBe('<0.1%');
    expect(percent(0.9995)).toBe('>99.9%');
    expect(percent(1 - 1e-8)).toBe('>99.9%');
  });

  it('prints 0% only for an exact 0 and 100% only for certain up to rounding (1e-9)', () => {
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    // A sum of a distribution that is 1 but for float rounding.
    expect(percent(0.9999999999999998)).toBe('100%');
    expect(percent(Number.MIN_VALUE)).toBe('<0.1%');
  });
});
