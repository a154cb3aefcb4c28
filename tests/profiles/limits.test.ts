/** Unit files at the edges: nesting, empty files, CR line endings, pipes, devices and huge files (issue 10 section 2). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/profiles/errors.js';
import { loadUnitFile, parseUnit } from '../../src/profiles/load.js';
import { readUserFile } from '../../src/profiles/read-file.js';
import { at, edit, FILE, loadError, tempDir, VALID } from './fixtures.js';

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

describe('readUserFile: only plain files, only up to a size', () => {
  it('a FIFO is refused before it is opened (opening one blocks until a writer comes)', () => {
    const dir = tempDir();
    const fifo = join(dir, 'unit.yaml');
    execFileSync('mkfifo', [fifo]);
    expect(() => readUserFile(fifo, 100)).toThrow(new InputError(`${fifo}: not a regular file (a pipe, device or socket); give a file`));
  });

  it('/dev/zero (a device that never ends) is refused', () => {
    expect(() => readUserFile('/dev/zero', 100)).toThrow(new InputError('/dev/zero: not a regular file (a pipe, device or socket); give a file'));
  });

  it('a file over the limit is refused by its size', () => {
    const dir = tempDir({ 'big.yaml': 'x'.repeat(2049) });
    expect(() => readUserFile(join(dir, 'big.yaml'), 2048)).toThrow(
      new InputError(`${join(dir, 'big.yaml')}: too large (more than 2 kB, the most this kind of file may hold)`),
    );
    expect(readUserFile(join(dir, 'big.yaml'), 2049).length).toBe(2049);
  });

  it('a file that reports size 0 but holds more (/proc) is stopped while reading', () => {
    expect(() => readUserFile('/proc/self/maps', 10)).toThrow(/^\/proc\/self\/maps: too large \(more than 10 bytes,/);
  });

  it('a missing file and a folder', () => {
    const dir = tempDir();
    expect(() => readUserFile(join(dir, 'nope.yaml'), 100)).toThrow(new InputError(`${join(dir, 'nope.yaml')}: cannot read (ENOENT)`));
    expect(() => readUserFile(dir, 100)).toThrow(new InputError(`${dir}: is a folder, not a file`));
  });

  it('unit files are read through it: the limit is 4 MB', () => {
    const dir = tempDir({ 'huge.yaml': `# ${'x'.repeat(4 * 1024 * 1024)}\n` });
    expect(() => loadUnitFile(join(dir, 'huge.yaml'))).toThrow(
      new InputError(`${join(dir, 'huge.yaml')}: too large (more than 4 MB, the most this kind of file may hold)`),
    );
  });
});
