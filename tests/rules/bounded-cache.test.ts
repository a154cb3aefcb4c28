/** BoundedCache (src/rules/bounded-cache.ts): held once set, and all forgotten once `most` are held. */
import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../src/rules/bounded-cache.js';

describe('BoundedCache', () => {
  it('makes a key once, until it holds `most` keys and forgets them all', () => {
    const made: string[] = [];
    const cache = new BoundedCache<string, string>(2);
    const get = (k: string) => cache.get(k) ?? cache.set(k, (made.push(k), k.toUpperCase()));
    expect([get('a'), get('b'), get('a'), get('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(made).toEqual(['a', 'b']);
    // A third key finds two held: all are forgotten, so a and b are made again.
    expect([get('c'), get('a'), get('c')]).toEqual(['C', 'A', 'C']);
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });
});
