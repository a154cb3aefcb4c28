/**
 * Numbers as cache keys, for every ruleset's engine: a key built of small integers, each field a digit, is a
 * number to hash, where a string would be built and hashed on every lookup (issue 13, issue 30). A field past
 * its digit's range makes the caller fall back to a string key; a number never equals a string.
 */

/**
 * An integer from 0 to `mask` (2^n - 1): (x & mask) === x says it in one step, where Number.isInteger
 * and two comparisons cost the interpreter three (every plan asks, issue 13). A function, not a
 * closure made per call.
 */
export function small(x: number, mask: number): boolean {
  return (x & mask) === x;
}

/** An integer from 0 to `radix - 1`: a digit of a mixed-radix key (a radix that is not a power of 2: small cannot say it). */
export function digit(x: number, radix: number): boolean {
  return Number.isInteger(x) && x >= 0 && x < radix;
}

/**
 * A flag in a numeric key: 1 where it holds, as the code reading it tests it (`if (x)`). Not `+x`: a
 * flag left out (a script's own Unit or Scenario) is NaN that way, and a NaN key is every NaN key.
 */
export function bit(x: unknown): number {
  return x ? 1 : 0;
}
