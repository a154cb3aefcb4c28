/**
 * The CLI bundle gives cli-table3 src/cli/string-width.cjs (scripts/bundle-cli.mjs): its fast path
 * for printable ASCII must give what string-width gives, on every text.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const fast = require('../../src/cli/string-width.cjs') as (text: unknown) => number;
const stringWidth = require('string-width') as (text: unknown) => number;

describe('string-width with the ASCII fast path', () => {
  it('is the length of printable ASCII: every character, and a table cell', () => {
    for (let code = 0x20; code <= 0x7e; code++) expect(fast(String.fromCharCode(code))).toBe(1);
    // "P(at least k)": 13 characters.
    expect(fast('P(at least k)')).toBe(13);
    expect(fast('')).toBe(0);
  });

  it('agrees with string-width on colour codes, emoji, keycaps, wide, combining and control characters', () => {
    const texts = ['…', 'ab…', '┌──┬─┐', '▏▌', '\u001b[1mTotal\u001b[22m', '#\uFE0F\u20E3', '1\uFE0F\u20E3', '😀 ok', '漢字', 'é', 'e\u0301', 'a\tb', '\u007f', '█'.repeat(30), '│ 5 │', '', 7, undefined];
    for (const t of texts) expect(fast(t)).toBe(stringWidth(t));
    // The ASCII cases string-width must agree on: the keycap's class without its marks is plain text.
    expect(stringWidth('#*0123456789')).toBe(12);
  });

  it('agrees with string-width on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (t) => fast(t) === stringWidth(t)), { numRuns: 2000 });
    fc.assert(fc.property(fc.string({ unit: 'grapheme-ascii' }), (t) => fast(t) === stringWidth(t)), { numRuns: 2000 });
  });
});
