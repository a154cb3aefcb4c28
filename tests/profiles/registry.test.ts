import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/profiles/errors.js';
import { findUnit, key, loadRoster, parseFolder, yamlFiles, type Roster } from '../../src/rules/tenth/profiles/registry.js';
import { unitsNamed } from '../../src/rules/tenth/profiles/name-sources.js';
import type { Unit } from '../../src/rules/tenth/types.js';
import { edit, tempDir, unitYaml, VALID } from './fixtures.js';

/** The InputError an async call rejects with. */
async function rejection(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected a rejection').toBeDefined();
  expect(error).toBeInstanceOf(InputError);
  return (error as InputError).message;
}

function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as InputError).message;
  }
  throw new Error('expected an InputError');
}

describe('key', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(key('Intercessor Squad')).toBe('intercessorsquad');
    expect(key('intercessor-squad')).toBe('intercessorsquad');
    expect(key('  INTERCESSOR_SQUAD! ')).toBe('intercessorsquad');
    expect(key('Knight-class walker')).toBe(key('knight class WALKER'));
  });
});

describe('the bundled roster', () => {
  let roster: Roster;
  beforeAll(async () => {
    roster = await loadRoster();
  });

  it.each([
    ['EIGHTBOUND', 'Eightbound'],
    ['eightbound', 'Eightbound'],
    ['Intercessor Squad', 'Intercessor Squad'],
    ['intercessors', 'Intercessor Squad'],
    ['INTERCESSOR-SQUAD', 'Intercessor Squad'],
    ['fob', 'Field Ordnance Battery'],
    ['FOB', 'Field Ordnance Battery'],
    ['field ordnance battery', 'Field Ordnance Battery'],
  ])('%s -> %s', (name, unit) => {
    expect(roster.find(name).name).toBe(unit);
  });

  it('every unit named in the README resolves', () => {
    for (const name of [
      'Eightbound', 'Intercessor Squad', 'Field Ordnance Battery', 'guardsmen', 'Terminator Squad',
      'Rhino', 'Leman Russ Battle Tank', 'knight', 'walker',
    ]) {
      expect(() => roster.find(name), name).not.toThrow();
    }
  });

  it('an unknown name is an InputError listing the closest matches', () => {
    const message = thrown(() => roster.find('intercesors'));
    expect(message).toMatch(/^unknown unit "intercesors"; closest: /);
    expect(message.split('closest: ')[1].split(', ')[0]).toBe('Intercessor Squad');
    expect(message.split('closest: ')[1].split(', ')).toHaveLength(3);
    expect(thrown(() => roster.find('eightbond'))).toContain('closest: Eightbound');
  });

  it('an unknown name with nothing to suggest from', () => {
    expect(thrown(() => findUnit([], 'anything'))).toBe('unknown unit "anything"');
  });
});

describe('unitsNamed: the units answering to a name, from an index made once per list', () => {
  const named = (name: string, aliases: string[] = []) => ({ name, aliases }) as unknown as Unit;
  const a = named('Alpha Squad', ['alphas', 'ALPHA-squad']);
  const b = named('Beta', ['alphas']);
  const c = named('alpha squad');
  const units = [a, b, c];

  it('in the order of the list, each unit once however many of its names answer', () => {
    expect(unitsNamed(units, 'alpha squad')).toEqual([a, c]);
    expect(unitsNamed(units, 'Alphas')).toEqual([a, b]);
    expect(unitsNamed(units, 'beta')).toEqual([b]);
    expect(unitsNamed(units, 'gamma')).toEqual([]);
  });

  it('another list has its own index; findUnit takes the last unit answering', () => {
    expect(unitsNamed([c, a], 'alpha squad')).toEqual([c, a]);
    expect(findUnit(units, 'alpha squad')).toBe(c);
    expect(findUnit([c, a], 'ALPHA SQUAD')).toBe(a);
  });
});

describe('--data folders', () => {
  it('add a new unit', async () => {
    const dir = tempDir({ 'test-squad.yaml': VALID });
    const roster = await loadRoster([dir]);
    expect(roster.find('testers').name).toBe('Test Squad');
    expect(roster.find('Eightbound').name).toBe('Eightbound');
  });

  it('override a bundled unit by name', async () => {
    const dir = tempDir({ 'mine.yaml': unitYaml('Intercessor Squad', { aliases: ['intercessors'], T: 5 }) });
    const roster = await loadRoster([dir]);
    expect(roster.find('intercessors').models[0].stats.T).toBe(5);
    expect(roster.find('Intercessor Squad').models[0].stats.T).toBe(5);
    expect(roster.find('intercessors').file).toBe(join(dir, 'mine.yaml'));
    expect(roster.units.filter((u) => key(u.name) === key('Intercessor Squad'))).toHaveLength(1);
  });

  it('the name matches however it is spelt', async () => {
    const dir = tempDir({ 'mine.yaml': unitYaml('INTERCESSOR-squad', { T: 5 }) });
    const roster = await loadRoster([dir]);
    expect(roster.find('Intercessor Squad').models[0].stats.T).toBe(5);
    expect(roster.units.filter((u) => key(u.name) === key('Intercessor Squad'))).toHaveLength(1);
  });

  it('a later folder overrides an earlier one', async () => {
    const first = tempDir({ 'a.yaml': unitYaml('Intercessor Squad', { aliases: ['intercessors'], T: 5 }) });
    const second = tempDir({ 'b.yaml': unitYaml('Intercessor Squad', { aliases: ['intercessors'], T: 7 }) });
    expect((await loadRoster([first, second])).find('intercessors').models[0].stats.T).toBe(7);
    expect((await loadRoster([second, first])).find('intercessors').models[0].stats.T).toBe(5);
  });

  it('a user unit claiming a bundled alias wins that alias', async () => {
    const dir = tempDir({ 'mine.yaml': unitYaml('My Battery', { aliases: ['fob'] }) });
    const roster = await loadRoster([dir]);
    expect(roster.find('fob').name).toBe('My Battery');
    expect(roster.find('Field Ordnance Battery').name).toBe('Field Ordnance Battery');
  });

  it('reads subfolders, .yml files, and ignores other files', async () => {
    const dir = tempDir({
      'a/b/one.yml': unitYaml('One'),
      'two.YAML': unitYaml('Two'),
      'notes.txt': 'not yaml: [',
      'three.json': '{',
    });
    expect(yamlFiles(dir)).toEqual([join(dir, 'a/b/one.yml'), join(dir, 'two.YAML')]);
    expect((await parseFolder(dir)).map((u) => u.name)).toEqual(['One', 'Two']);
  });

  it('an empty folder adds nothing', async () => {
    expect(await parseFolder(tempDir())).toEqual([]);
  });

  it('two files in one folder claiming the same alias is an InputError naming both files', async () => {
    const dir = tempDir({ 'a.yaml': unitYaml('Alpha', { aliases: ['dup'] }), 'b.yaml': unitYaml('Beta', { aliases: ['DUP'] }) });
    const message = await rejection(parseFolder(dir));
    expect(message).toBe(`${join(dir, 'b.yaml')}: name "DUP" is also used by ${join(dir, 'a.yaml')}`);
    expect(await rejection(loadRoster([dir]))).toBe(message);
  });

  it('two files with the same unit name is an InputError naming both files', async () => {
    const dir = tempDir({ 'a.yaml': unitYaml('Same'), 'b.yaml': unitYaml('same') });
    const message = await rejection(parseFolder(dir));
    expect(message).toContain(join(dir, 'a.yaml'));
    expect(message).toContain(join(dir, 'b.yaml'));
  });

  it('one file may repeat its own name as an alias', async () => {
    const dir = tempDir({ 'a.yaml': unitYaml('Alpha Squad', { aliases: ['alpha squad', 'alpha-squad'] }) });
    expect((await parseFolder(dir)).map((u) => u.name)).toEqual(['Alpha Squad']);
  });

  it('a path that does not exist is an InputError', async () => {
    const missing = join(tempDir(), 'nope');
    expect(await rejection(loadRoster([missing]))).toBe(`--data ${missing}: cannot read (ENOENT)`);
  });

  it('a file given as a folder is an InputError', async () => {
    const dir = tempDir({ 'a.yaml': unitYaml('A') });
    const file = join(dir, 'a.yaml');
    expect(await rejection(loadRoster([file]))).toBe(`--data ${file}: not a directory`);
  });

  it("a folder with a bad file: the others load, the roster's notes give that file's path, line and column, and naming its unit says them", async () => {
    const dir = tempDir({ 'good.yaml': unitYaml('Good'), 'sub/bad.yaml': edit(VALID, 'T: 4', 'T: "four"') });
    const bad = join(dir, 'sub/bad.yaml');
    const roster = await loadRoster([dir]);
    expect(roster.find('good').name).toBe('Good');
    expect(roster.notes.join('\n')).toContain(`${bad}:7:16 stats.T: expected a number, got "four"`);
    // Without a --data folder's leniency (the bundled data, parseFolder alone) it is an error.
    expect(await rejection(parseFolder(dir))).toBe(`${bad}:7:16 stats.T: expected a number, got "four"`);
  });

  // Regression: at HEAD (ed1935d) the statSync of each folder entry was outside the try/catch, so a
  // dangling symlink escaped as a raw ENOENT Error (a crash, exit 1) instead of an InputError.
  it('a dangling symlink in a --data folder is an InputError naming it', async () => {
    const dir = tempDir({ 'good.yaml': unitYaml('Good') });
    symlinkSync(join(dir, 'missing-target.yaml'), join(dir, 'broken.yaml'));
    expect(await rejection(parseFolder(dir))).toBe(`${join(dir, 'broken.yaml')}: cannot read (ENOENT)`);
  });
});
