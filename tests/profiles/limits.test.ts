/** Unit files at the edges: nesting, empty files, CR line endings (issue 10 section 2). */
import { describe, expect, it } from 'vitest';
import { parseUnit } from '../../src/profiles/load.js';
import { at, edit, FILE, loadError, VALID } from './fixtures.js';

const NEEDS = 'a unit file needs name, faction, source, stats (M, T, Sv, W, Ld, OC) and models (see `wh40k schema`)';
const TOO_DEEP = 'YAML nesting: more than 64 levels of lists and maps inside each other (a unit file needs about 5)';

describe('nesting is bounded before the YAML is composed (800+ levels killed Node)', () => {
  it('1,000 nested [: the line counts as one level, so the 64th [ makes 65 (1:64)', () => {
    expect(loadError('['.repeat(1000))).toBe(`${FILE}:1:64 ${TOO_DEEP}`);
  });

  it('900 levels of block mappings: line k opens level k, so line 65 is the first past 64', () => {
    const text = Array.from({ length: 900 }, (_, i) => `${' '.repeat(i)}a${i}:`).join('\n');
    expect(loadError(text)).toBe(`${FILE}:65:1 ${TOO_DEEP}`);
  });

  it('1,000 compact sequence indicators on one line: the 64th "- " (col 1 + 63 * 2) is level 65', () => {
    expect(loadError(`${'- '.repeat(1000)}x`)).toBe(`${FILE}:1:127 ${TOO_DEEP}`);
  });

  it('nested flow maps count as flow levels too', () => {
    expect(loadError(`a: ${'{b: '.repeat(200)}`)).toBe(`${FILE}:1:${4 + 63 * 4} ${TOO_DEEP}`);
  });

  it('brackets inside quoted strings are text, not nesting', () => {
    const name = '['.repeat(500);
    expect(parseUnit(edit(VALID, 'name: Test Squad', `name: "${name}"`), FILE).name).toBe(name);
  });

  it('64 levels are still read (the error is about depth, not size)', () => {
    // 63 flow levels on a line at indentation 0: 63 + 1 = 64; a mapping, so the schema complains instead.
    expect(loadError(`${'['.repeat(63)}${']'.repeat(63)}`)).not.toContain('nesting');
  });
});

describe('an empty file says so at 1:1, with what a unit file needs', () => {
  it.each([
    ['nothing', ''],
    ['only a comment', '# just a comment\n'],
    ['only blank lines', '\n\n  \n'],
    ['null', 'null\n'],
    ['~', '~'],
  ])('%s', (_, text) => {
    expect(loadError(text)).toBe(`${FILE}:1:1 (top level): the file is empty; ${NEEDS}`);
  });
});

describe('line endings', () => {
  const cr = (text: string) => text.replace(/\n/g, '\r');

  it('a file whose only line endings are CR reads as the same unit as with LF', () => {
    expect(parseUnit(cr(VALID), FILE)).toEqual(parseUnit(VALID, FILE));
  });

  it('CR LF too', () => {
    expect(parseUnit(VALID.replace(/\n/g, '\r\n'), FILE)).toEqual(parseUnit(VALID, FILE));
  });

  it('an error in a CR file is at the line and column it has with LF', () => {
    const text = edit(VALID, 'T: 4', 'T: 0');
    expect(loadError(cr(text))).toBe(loadError(text));
    expect(loadError(cr(text))).toMatch(new RegExp(`^${FILE}:${at(text, 'T: 0')} stats\\.T: `));
  });
});
