import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Unit } from '../../src/rules/tenth/types.js';
import { ANSI, dataFolder, ROOT, STACK_TRACE, wh40k } from './run.js';

const made: (() => void)[] = [];
afterAll(() => made.forEach((cleanup) => cleanup()));
function folder(files: Record<string, string>): string {
  const { dir, cleanup } = dataFolder(files);
  made.push(cleanup);
  return dir;
}

const unit = (name: string, extra = '') => `name: ${JSON.stringify(name)}
${extra}faction: Test
source: test
stats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 2 }
models:
  - name: Model
    count: 5
    equipment: [Gun]
weapons:
  - { name: Gun, range: 24, A: 1, BS: 3+, S: 4, AP: 0, D: 1 }
`;

interface ListJson {
  schemaVersion: number;
  kind: string;
  units: { name: string; aliases: string[]; faction: string; models: { min: number; max: number }; points: Record<string, number>; source: string; file: string }[];
}

describe('wh40k list', () => {
  it('lists every bundled unit with aliases, faction, models, points and source (JSON)', () => {
    const r = wh40k(['list', '--format', 'json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as ListJson;
    expect(out).toMatchObject({ schemaVersion: 1, kind: 'units' });
    const names = out.units.map((u) => u.name);
    for (const n of ['Eightbound', 'Intercessor Squad', 'Field Ordnance Battery', 'Knight Paladin', 'Rhino']) expect(names).toContain(n);
    expect(out.units.find((u) => u.name === 'Eightbound')).toEqual({
      name: 'Eightbound',
      aliases: ['eightbound'],
      faction: 'World Eaters',
      models: { min: 3, max: 6 },
      points: { 3: 140, 6: 280 },
      source: expect.stringContaining('Eightbound'),
      file: join('data', 'world-eaters', 'eightbound.yaml'),
    });
    expect(out.units.find((u) => u.name === 'Intercessor Squad')!.models).toEqual({ min: 5, max: 10 });
  });

  it('the table and the other formats show the same rows', () => {
    // Wide enough for every column on one line (narrower terminals: tests/cli/fit-width.test.ts).
    const table = wh40k(['list'], { COLUMNS: '200' });
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/│ Eightbound\s+│ eightbound\s+│ World Eaters\s+│\s+3-6 │ 3: 140, 6: 280/);
    expect(table.stdout).not.toMatch(ANSI);
    const csv = wh40k(['list', '--format', 'csv']).stdout.split('\n');
    expect(csv[0]).toBe('unit,aliases,faction,models,points,source');
    expect(csv).toContainEqual(expect.stringMatching(/^Eightbound,eightbound,World Eaters,3-6,"3: 140, 6: 280",/));
    expect(wh40k(['list', '--format', 'markdown']).stdout).toMatch(/^\| unit \| aliases \| faction \| models \| points \| source \|/);
  });

  it('--faction filters in any case; an unknown faction exits 2 listing the factions', () => {
    const out = JSON.parse(wh40k(['list', '--faction', 'world eaters', '--format', 'json']).stdout) as ListJson;
    expect(out.units.length).toBeGreaterThan(0);
    expect(new Set(out.units.map((u) => u.faction))).toEqual(new Set(['World Eaters']));
    const bad = wh40k(['list', '--faction', 'Orks']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('no units of faction "Orks"');
    expect(bad.stderr).toMatch(/World Eaters/);
    expect(bad.stderr).toMatch(/Space Marines/);
    expect(bad.stderr).not.toMatch(STACK_TRACE);
  });

  it('includes --data units', () => {
    const dir = folder({ 'x.yaml': unit('Xeno Squad') });
    const out = JSON.parse(wh40k(['--data', dir, 'list', '--faction', 'test', '--format', 'json']).stdout) as ListJson;
    expect(out.units.map((u) => [u.name, u.models])).toEqual([['Xeno Squad', { min: 5, max: 5 }]]);
  });
});

describe('wh40k show', () => {
  it('the Eightbound datasheet: profile T6 Sv3+ W3 5+, eviscerators A6 WS3+ S5 AP-2 D2, wargear, points, source, file', () => {
    const r = wh40k(['show', 'eightbound'], { COLUMNS: '200' });
    expect(r.status).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(/^Eightbound \(World Eaters, 3-6 models, points 3: 140, 6: 280\)/);
    expect(out).toMatch(/│ model\s+│\s+models │\s+M │ T │ Sv │ W │ Ld │ OC │ invulnerable │ feel no pain │ equipment/);
    expect(out).toMatch(/│ Eightbound\s+│ 2 \(2-5\) │ 9" │ 6 │ 3\+ │ 3 │ 6\+ │\s+1 │ 5\+\s+│ -\s+│ Eightbound eviscerators/);
    expect(out).toMatch(/│ Eightbound eviscerators │ melee │ 6 │\s+3\+ │ 5 │ -2 │ 2 │ -/);
    expect(out).toMatch(/│ Lacerators\s+│ melee │ 4 │\s+3\+ │ 9 │ -2 │ 3 │/);
    expect(out).toMatch(/│ heavy chainglaive │ Eightbound Champion │ Lacerators │ Heavy chainglaive │/);
    expect(out).toContain("source: World Eaters datasheet 'Eightbound' (rules 000)");
    expect(out).toContain(`file: ${join('data', 'world-eaters', 'eightbound.yaml')}`);
    expect(out).toContain('effects: beacons-of-rage');
  });

  it('JSON is the unit itself; abilities and dice read as on the datasheet in the table', () => {
    const r = wh40k(['show', 'knight', '--format', 'json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { schemaVersion: number; kind: string; unit: Unit };
    expect(out).toMatchObject({ schemaVersion: 1, kind: 'unit', unit: { name: 'Knight Paladin', points: { 1: 375 } } });
    expect(out.unit.models[0].stats).toMatchObject({ T: 11, W: 26, rangedInvulnerable: 5 });
    const table = wh40k(['show', 'Knight Paladin'], { COLUMNS: '200' }).stdout;
    expect(table).toMatch(/│ Rapid-fire battle cannon\s+│\s+72" │ D6\+3 │\s+3\+ │ 10 │ -1 │\s+3 │ blast, rapid fire D6\+3/);
    expect(table).toContain('5+ (ranged)');
  });

  it('CSV is long form; markdown has a table per section', () => {
    const csv = wh40k(['show', 'eightbound', '--format', 'csv']).stdout.split('\n');
    expect(csv[0]).toBe('section,item,field,value');
    expect(csv).toContain('profile,Eightbound,T,6');
    expect(csv).toContain('profile,Eightbound,M,9');
    expect(csv).toContain('weapons,Eightbound eviscerators,A,6');
    expect(csv).toContain('weapons,Eightbound eviscerators,AP,-2');
    expect(csv).toContain('points,3,points,140');
    const md = wh40k(['show', 'eightbound', '--format', 'markdown']).stdout;
    for (const title of ['Profile', 'Weapons', 'Wargear options', 'Points', 'Datasheet']) expect(md).toContain(`### ${title}`);
  });

  it('an unknown unit exits 2 with the closest names', () => {
    const r = wh40k(['show', 'eightbund']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown unit "eightbund"; closest: Eightbound');
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });
});

describe('wh40k validate', () => {
  it('by default checks the bundled data: exit 0, "N files OK"', () => {
    const r = wh40k(['validate']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+ files OK$/);
  });

  it('reports every problem of every file at once with file:line:col and field, then exits 2', () => {
    const dir = folder({
      'a.yaml': unit('Alpha').replace('T: 4', 'T: 0').replace('Sv: 3+', 'Sv: 9+'),
      'b.yaml': unit('Beta').replace('models:', 'modles:'),
      'c.yaml': unit('Gamma', 'aliases: [ALPHA]\n').replace('[Gun]', '[Gnu]'),
      'd.yaml': unit('Delta'),
    });
    const r = wh40k(['validate', dir]);
    expect(r.status).toBe(2);
    const lines = r.stdout.trim().split('\n');
    const a = join(dir, 'a.yaml');
    const b = join(dir, 'b.yaml');
    const c = join(dir, 'c.yaml');
    expect(lines).toEqual([
      `${a}:4:16 stats.T: at least 1, got 0`,
      `${a}:4:22 stats.Sv: expected a Save like 3+ (2+ to 7+; 7+ or "-" for no armour save), got "9+"`,
      `${b}:1:1 models: missing (expected a list)`,
      `${b}:5:1 modles: unknown field "modles" (did you mean "models"?)`,
      // A file's problems from its top to its bottom: the clash of names (line 2) before the weapon (line 9).
      `${c}:2:11 aliases[0]: name "ALPHA" is also used by ${a}:1:1 (as "Alpha")`,
      `${c}:9:17 models[0].equipment[0]: no weapon named "Gnu" in weapons (did you mean "Gun"?)`,
      '',
      '4 files, 3 with errors',
    ]);
    expect(r.stderr).toBe('');
  });

  it('JSON lists every file with ok and its errors; files and folders can be mixed', () => {
    const dir = folder({ 'good.yaml': unit('Good'), 'bad.yaml': unit('Bad').replace('AP: 0', 'AP: 2') });
    const r = wh40k(['validate', join(dir, 'good.yaml'), dir, '--format', 'json']);
    expect(r.status).toBe(2);
    const out = JSON.parse(r.stdout) as { schemaVersion: number; kind: string; files: { file: string; ok: boolean; errors: string[] }[] };
    expect(out).toMatchObject({ schemaVersion: 1, kind: 'validation' });
    expect(out.files).toEqual([
      { file: join(dir, 'good.yaml'), ok: true, errors: [] },
      { file: join(dir, 'bad.yaml'), ok: false, errors: [expect.stringMatching(/bad\.yaml:10:\d+ weapons\[0\]\.AP: /)] },
    ]);
    const ok = wh40k(['validate', join(dir, 'good.yaml'), '--format', 'json']);
    expect(ok.status).toBe(0);
  });

  it('a missing path is an error of its own; the other files are still checked', () => {
    const dir = folder({ 'good.yaml': unit('Good') });
    const r = wh40k(['validate', join(dir, 'nope.yaml'), dir]);
    expect(r.status).toBe(2);
    expect(r.stdout).toContain(`${join(dir, 'nope.yaml')}: cannot read (ENOENT)`);
    expect(r.stdout).toContain('2 files, 1 with errors');
  });

  it('with --data: the bundled data and each folder; a --data unit may replace a bundled one of the same name', () => {
    const dir = folder({ 'my-eightbound.yaml': unit('Eightbound') });
    const r = wh40k(['--data', dir, 'validate']);
    expect(r.status).toBe(0);
    const bad = folder({ 'x.yaml': unit('X').replace('Ld: 6+', 'Ld: lots') });
    const r2 = wh40k(['--data', dir, '--data', bad, 'validate']);
    expect(r2.status).toBe(2);
    expect(r2.stdout).toMatch(/x\.yaml:4:\d+ stats\.Ld: expected a Leadership like 6\+/);
  });
});

describe('wh40k schema', () => {
  const checkedIn = readFileSync(join(ROOT, 'schema', 'unit.schema.json'), 'utf8');

  it('prints the JSON Schema: the checked-in schema/unit.schema.json', () => {
    const r = wh40k(['schema']);
    expect(r.status).toBe(0);
    expect(`${r.stdout}`).toBe(checkedIn);
    expect(JSON.parse(r.stdout)).toMatchObject({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' });
  });

  it('-o writes it to a file; an unwritable path exits 2', () => {
    const dir = folder({});
    const file = join(dir, 'unit.schema.json');
    const r = wh40k(['schema', '-o', file]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(checkedIn);
    const bad = wh40k(['schema', '-o', join(dir, 'no', 'such', 'dir.json')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe(`wh40k: -o ${join(dir, 'no', 'such', 'dir.json')}: cannot write: its folder does not exist (ENOENT)\n`);
    expect(existsSync(join(dir, 'no'))).toBe(false);
  });
});
