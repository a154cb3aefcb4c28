import { describe, expect, it } from 'vitest';
import { wrapProse } from '../../src/cli/wrap-table.js';

// The table format's prose on a terminal (main.ts emit, when stdout is a TTY): headings, Effects lines and
// notes wrap at words to its width; drawn tables (fitted already) and lines that fit stay as they are.
describe('wrapProse', () => {
  it('wraps a long line at words, continuation indented two spaces past its own indent', () => {
    const heading = 'Eightbound (3 models, 140 pts, melee) vs Intercessor Squad (5 models, T4 Sv3+, 10 wounds)';
    // "Eightbound (3 models, 140 pts, melee) vs" is 40 characters: it fits; the rest wraps at 40 - 2.
    expect(wrapProse(heading, 40)).toBe(['Eightbound (3 models, 140 pts, melee) vs', '  Intercessor Squad (5 models, T4 Sv3+,', '  10 wounds)'].join('\n'));
    expect(wrapProse('  what it does: one two three four', 20)).toBe(['  what it does: one', '    two three four'].join('\n'));
  });

  it('keeps table lines, short lines and blank lines as they are, and every word whole', () => {
    const table = '│ Lacerators              │ 1 │    4.00 │  2.67 │   2.59 │    1.73 │   0.00 │   3.46 │   1.73 │  1.73 │';
    const text = ['short', '', table, '┌──────┬──────┐'.repeat(8)].join('\n');
    expect(wrapProse(text, 30)).toBe(text);
    const long = 'note: not modelled (Intercessor Squad): Target Elimination (+2 Attacks to bolt rifles when the unit shoots one target)';
    const wrapped = wrapProse(long, 50).split('\n');
    expect(wrapped.every((l) => l.length <= 50)).toBe(true);
    expect(wrapped.join(' ').split(/\s+/).filter(Boolean)).toEqual(long.split(' '));
  });
});
