/** Unit files at the edges: nesting, empty files, CR line endings, pipes, devices and huge files (issue 10 section 2). */
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/profiles/errors.js';
import { loadUnitFile, parseUnit } from '../../src/rules/tenth/profiles/load.js';
import { readUserFile } from '../../src/profiles/read-file.js';
import { yamlFiles } from '../../src/rules/tenth/profiles/registry.js';
import { at, edit, FILE, loadError, tempDir, unitYaml, VALID } from './fixtures.js';

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
    const name = `Squad ${'['.repeat(500)}`;
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

describe('names a player can type', () => {
  it('a blank name (spaces or punctuation only) could never be looked up', () => {
    const text = edit(VALID, 'name: Test Squad', 'name: " - "');
    expect(loadError(text)).toBe(
      `${FILE}:${at(text, 'name:')} name: blank: a name needs a letter or digit (names are looked up by them; case, spaces and punctuation do not count)`,
    );
  });

  it('a "+" in the name or an alias reads as TARGET+LEADER on the command line', () => {
    const plus = 'a name cannot contain "+": on the command line TARGET+LEADER attaches a Leader, so it could never be named';
    const named = edit(VALID, 'name: Test Squad', 'name: Squad+Captain');
    expect(loadError(named)).toBe(`${FILE}:${at(named, 'name:')} name: ${plus}`);
    const aliased = edit(VALID, 'aliases: [testers, test squad]', 'aliases: [testers, "test+squad"]');
    expect(loadError(aliased)).toBe(`${FILE}:${at(aliased, '"test+squad"')} aliases[1]: ${plus}`);
  });
});

describe('Attacks and Damage of 0 are typos (003 \'Modifying Characteristics\': never below 1)', () => {
  it('A: 0', () => {
    const text = edit(VALID, '    A: 2\n', '    A: 0\n');
    expect(loadError(text)).toBe(
      `${FILE}:${at(text, 'A: 0')} weapons[0].A: Attacks 0 is never below 1 after modifiers (003 'Modifying Characteristics'); a profile of 0 is a typo`,
    );
  });

  it('D: "0"', () => {
    const text = edit(VALID, '    D: 1\n', '    D: "0"\n');
    expect(loadError(text)).toBe(
      `${FILE}:${at(text, 'D: "0"')} weapons[0].D: Damage 0 is never below 1 after modifiers (003 'Modifying Characteristics'); a profile of 0 is a typo`,
    );
  });

  it('D3-1 can be 0 and still loads (the result counts as 1)', () => {
    expect(parseUnit(edit(VALID, '    D: 1\n', '    D: D3-1\n'), FILE).weapons[0].damage).toMatchObject({ count: 1, sides: 3, constant: -1 });
  });
});

describe('absurd numbers are refused with the bound and why (schema.ts LIMITS)', () => {
  it('count: 100000', () => {
    const text = edit(VALID, 'count: 4', 'count: 100000');
    expect(loadError(text)).toBe(`${FILE}:${at(text, 'count: 100000')} models[1].count: at most 200 (the largest unit has 20 models; a larger number is a typo)`);
  });

  it('W: 100000000', () => {
    const text = edit(VALID, 'W: 2,', 'W: 100000000,');
    expect(loadError(text)).toBe(
      `${FILE}:${at(text, 'W: 100000000')} stats.W: at most 200 (the largest datasheet, a Titan, has 100 wounds; a larger number is a typo)`,
    );
  });

  it('W: 200 (twice the largest datasheet) still loads', () => {
    expect(parseUnit(edit(VALID, 'W: 2,', 'W: 200,'), FILE).models[1].stats.W).toBe(200);
  });

  it('A: 1000 and A: 100D6', () => {
    const big = edit(VALID, '    A: 2\n', '    A: 1000\n');
    expect(loadError(big)).toBe(`${FILE}:${at(big, 'A: 1000')} weapons[0].A: Attacks 1000 is more than 100, which no datasheet comes near`);
    const dice = edit(VALID, '    A: 2\n', '    A: 100D6\n');
    expect(loadError(dice)).toBe(`${FILE}:${at(dice, 'A: 100D6')} weapons[0].A: Attacks 100D6 (up to 600) is more than 100, which no datasheet comes near`);
  });

  it('melta 100000 and rapid fire 2D6+9 (up to 21)', () => {
    const melta = edit(VALID, '[sustained hits 1,', '[melta 100000, sustained hits 1,');
    expect(loadError(melta)).toBe(`${FILE}:${at(melta, 'melta 100000')} weapons[0].abilities[0]: "melta 100000": 100000 is more than 20, which no datasheet comes near`);
    const rapid = edit(VALID, 'rapid fire D3]', 'rapid fire 2D6+9]');
    expect(loadError(rapid)).toBe(`${FILE}:${at(rapid, 'rapid fire 2D6+9')} weapons[0].abilities[2]: "rapid fire 2D6+9": 21 is more than 20, which no datasheet comes near`);
  });
});

describe('big files are refused or reported in bounded time', () => {
  it('more than 200,000 tokens: refused before parsing, at the token past the limit', () => {
    // Tokens: document start, scalar marker, "a", ":", " ", then one per character of "[[],[],...":
    // token k >= 6 is the character at offset k - 3, so token 200,001 is at offset 199,998 (col 199,999).
    expect(loadError(`a: [${'[],'.repeat(70_000)}]\n`)).toBe(
      `${FILE}:1:199999 YAML size: more than 200000 keys, values and brackets (a unit file has about 1,000)`,
    );
  });

  it('28,000 unknown keys: 50 problems placed, the rest counted (each placement walks the map: it took minutes)', () => {
    const lines = loadError(Array.from({ length: 28_000 }, (_, i) => `k${i}: v\n`).join('')).split('\n');
    // 5 missing fields (name, faction, source, stats, models) then the unknown keys k0, k1, ...: 50 shown, 27,955 counted.
    expect(lines).toHaveLength(51);
    expect(lines[5]).toBe(`${FILE}:1:1 k0: unknown field "k0"`);
    expect(lines[49]).toBe(`${FILE}:45:1 k44: unknown field "k44"`);
    expect(lines[50]).toBe(`${FILE}: ... and 27955 more problems`);
    // By count, not by a timer (issue 26 section 4): 50 placed, each a walk of the map; the other 27,955 only
    // counted. Repeated keys are found in one pass too (the YAML package's own check compares every pair:
    // about 4e8 comparisons here, minutes; a regression runs past the test timeout).
  });

  it('a repeated key is still an error at the repeat', () => {
    const text = `${Array.from({ length: 1000 }, (_, i) => `k${i}: v\n`).join('')}k500: again\n`;
    expect(loadError(text)).toBe(`${FILE}:1001:1 YAML syntax: Map keys must be unique`);
  });
});

describe('an unknown field that is a field elsewhere', () => {
  it('a weapon\'s fields folded into wargear (its "- name:" line lost) are not "did you mean" themselves', () => {
    const text = edit(VALID, '    with: [Big gun]\n', '    with: [Big gun]\n    range: 24\n');
    expect(loadError(text)).toBe(
      `${FILE}:${at(text, 'range: 24')} wargear[0].range: unknown field "range" (a field of another part of the file: is a line missing above, or its indentation wrong?)`,
    );
  });

  it('a case slip still gets "did you mean"', () => {
    const text = edit(VALID, '    with: [Big gun]\n', '    With: [Big gun]\n');
    expect(loadError(text)).toContain(`${FILE}:${at(text, 'With:')} wargear[0].With: unknown field "With" (did you mean "with"?)`);
  });
});

describe('a --data folder with a link back to itself', () => {
  it('is read once (it used to recurse until the system said ELOOP)', () => {
    const dir = tempDir({ 'a.yaml': unitYaml('Alpha'), 'sub/b.yaml': unitYaml('Beta') });
    symlinkSync('.', join(dir, 'loop'));
    symlinkSync('..', join(dir, 'sub', 'up'));
    expect(yamlFiles(dir)).toEqual([join(dir, 'a.yaml'), join(dir, 'sub', 'b.yaml')]);
  });

  it('a link to a folder read already, before or after it in name order, is not read again; a link to another folder is', () => {
    const dir = tempDir({ 'm/x.yaml': unitYaml('Mu'), 'q/y.yaml': unitYaml('Qoppa'), 'deep/r/z.yaml': unitYaml('Rho') });
    symlinkSync('m', join(dir, 'a-link')); // read first (a < m): m is then this folder, not read again
    symlinkSync('q', join(dir, 'z-link')); // read after q
    symlinkSync(join('..', 'm'), join(dir, 'deep', 'back')); // through a plain folder: m's real path all the same
    symlinkSync('deep/r', join(dir, 'b-link')); // another folder: r is read as b-link/, then not as deep/r/
    expect(yamlFiles(dir)).toEqual([join(dir, 'a-link', 'x.yaml'), join(dir, 'b-link', 'z.yaml'), join(dir, 'q', 'y.yaml')]);
  });
});
