/**
 * toCsv (src/cli/csv.ts, csv-stringify): RFC 4180 quoting, numbers as every format prints them
 * (sheet.ts `cell`), no line break after the last row. The expected bytes are written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/cli/csv.js';

describe('toCsv', () => {
  it('quotes a unit name holding a comma, a quote or a line break, doubling the quotes; leaves the rest bare', () => {
    const csv = toCsv({
      columns: ['unit', 'kills_mean', 'note'],
      rows: [
        ['Eightbound, the "angry" ones', 4.8308100001, ''],
        ['Two\nlines', 2, 'carriage\rreturn'],
        ['plain', 0.5, "it's"],
      ],
    });
    // 4.8308100001 -> 6 decimals "4.830810" -> trailing zeros dropped "4.83081"; 2 stays "2"; "" stays empty.
    expect(csv).toBe(
      ['unit,kills_mean,note', '"Eightbound, the ""angry"" ones",4.83081,', '"Two\nlines",2,"carriage\rreturn"', "plain,0.5,it's"].join('\n'),
    );
  });

  it('a sheet without rows is its header line alone', () => {
    expect(toCsv({ columns: ['a', 'b'], rows: [] })).toBe('a,b');
  });
});
