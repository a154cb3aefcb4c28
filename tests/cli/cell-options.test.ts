/**
 * The CLI bundle's cli-table3 chooses each cell's options with scripts/cell-options.mjs's setOption, not
 * cell.js's own (1 MB less garbage a cold calc): both must make the same choices on any options, and the
 * replacement must find the text it replaces in the cli-table3 installed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CELL_OPTIONS, FASTER_CELL_OPTIONS, fasterCellOptions } from '../../scripts/cell-options.mjs';

type SetOption = (a: Record<string, unknown>, b: Record<string, unknown>, name: string, target: Record<string, unknown>) => void;
const setOptionOf = (source: string) => new Function(`${source}\nreturn setOption;`)() as SetOption;
const original = setOptionOf(CELL_OPTIONS as string);
const faster = setOptionOf(FASTER_CELL_OPTIONS as string);

// cell.js's names (its CHAR_NAMES and the paddings), and names of two dashes, which it camel-cases only once.
const NAMES = ['top', 'top-mid', 'top-left', 'top-right', 'bottom', 'bottom-mid', 'bottom-left', 'bottom-right', 'left', 'left-mid', 'mid', 'mid-mid', 'right', 'right-mid', 'middle', 'padding-left', 'padding-right', 'a-b-c', 'x-'];

describe("cli-table3's cell options in the bundle", () => {
  it("replace the setOption of the cli-table3 installed (the build fails if it changes)", () => {
    const require = createRequire(import.meta.url);
    const cell = readFileSync(require.resolve('cli-table3/src/cell.js'), 'utf8');
    const patched = fasterCellOptions(cell, 'cell.js') as string;
    expect(patched).toContain(FASTER_CELL_OPTIONS);
    expect(patched).not.toContain('function firstDefined');
    expect(() => fasterCellOptions('other text', 'cell.js')).toThrow(/no longer has the setOption/);
  });

  it('choose as cell.js does: by hand', () => {
    const pick = (set: SetOption, a: Record<string, unknown>, b: Record<string, unknown>, name: string) => {
      const target: Record<string, unknown> = {};
      set(a, b, name, target);
      return target;
    };
    for (const set of [original, faster]) {
      // The cell's camel-case value first, then its dashed one, then the table's: 0 and '' are values, null is not.
      expect(pick(set, { paddingLeft: null, 'padding-left': 0 }, { paddingLeft: 2 }, 'padding-left')).toEqual({ paddingLeft: 0 });
      expect(pick(set, {}, { 'top-mid': '┬' }, 'top-mid')).toEqual({ topMid: '┬' });
      expect(pick(set, { top: '' }, { top: '─' }, 'top')).toEqual({ top: '' });
      expect(pick(set, {}, {}, 'a-b-c')).toEqual({ aBc: undefined });
    }
  });

  it('choose as cell.js does: any options', () => {
    const value = fc.constantFrom(undefined, null, 0, 1, '', '─', false);
    const options = fc.dictionary(fc.constantFrom(...NAMES, 'topMid', 'paddingLeft', 'aBc', 'x'), value);
    fc.assert(
      fc.property(options, options, fc.constantFrom(...NAMES), (a, b, name) => {
        const [one, two] = [{}, {}] as Record<string, unknown>[];
        original(a, b, name, one);
        faster(a, b, name, two);
        // Twice for the faster one: its names are remembered after the first call.
        faster(a, b, name, two);
        expect(two).toEqual(one);
        expect(Object.keys(two)).toEqual(Object.keys(one));
      }),
      { numRuns: 2000 },
    );
  });
});
