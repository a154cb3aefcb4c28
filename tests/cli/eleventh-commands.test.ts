/**
 * Every command under `--ruleset 11th` (issue 28 section 3), through the ruleset value with the test's
 * recording engine (tests/rules/eleventh/helpers.ts) until the exact engine lands: what each command hands the
 * engine, that it prints what the engine answers in every format, its exit codes (2 for bad input), and what
 * the value cannot serve refused naming the ruleset.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURES, run11, seen, testEleventh } from '../rules/eleventh/helpers.js';

const SCENARIO = join(FIXTURES, '..', 'scenario.yaml');
const work = mkdtempSync(join(tmpdir(), 'wh40k-eleventh-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
beforeEach(() => {
  seen.length = 0;
});

const r11 = (...args: string[]) => run11(['--ruleset', '11th', '--data', FIXTURES, ...args]);
const json = async (...args: string[]) => {
  const r = await r11(...args, '--format', 'json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
};

describe('calc', () => {
  it("hands the engine the matchup, and prints its answer in the contract's JSON (ruleset 11th, per-weapon rows, total, kills, damage, the defender's groups)", async () => {
    const j = await json('calc', 'test marines', 'vs', 'test eightbound', '--cover', '--hit-mod', '1');
    expect(seen).toHaveLength(1);
    expect(seen[0].conditions.cover).toBe(true);
    expect(seen[0].modifiers.hit).toBe(1);
    expect(j).toMatchObject({ kind: 'calc', ruleset: '11th', attacker: { name: 'Test Marines', models: 5, points: 80, phase: 'ranged' }, target: { name: 'Test Eightbound', models: 3, wounds: 9 } });
    // The recording engine: attacks = firers (5 bolt rifles), hits = firers / 2; kills 1 with P 1/4.
    expect(j.weapons).toEqual([{ name: 'Bolt rifle', count: 5, attacks: 5, hits: 2.5, wounds: 0, unsaved: 0, mortalWounds: 0, damage: 0 }]);
    expect(j.total).toEqual({ attacks: 5, hits: 2.5, wounds: 0, unsaved: 0, mortalWounds: 0, damage: 0 });
    expect(j.kills).toMatchObject({ mean: 0.25, distribution: [0.75, 0.25], wipe: 0 });
    expect(j.allocation).toEqual({ groups: ['Eightbound Champion', 'Eightbound'], order: [1, 2] });
    expect(j.notes).toEqual([
      'ranged attacks (choose with --melee or --ranged)',
      'recording engine: not the rules',
      "the target's allocation groups, by the numbers --group-order takes (11e 05.03): 1 Eightbound Champion, 2 Eightbound",
      'not modelled (Test Eightbound): Blessings of Khorne (no 11th-edition effect modelled (RULINGS 10))',
    ]);
  });

  it('prints the table, csv and Markdown views of the same result', async () => {
    const table = await r11('calc', 'test marines', 'vs', 'test eightbound', '--melee');
    expect(table.status).toBe(0);
    expect(table.stdout.split('\n').slice(0, 3)).toEqual(['Test Marines (5 models, 80 pts, melee) vs Test Eightbound (3 models, T6 Sv3+ W3 InSv 5+, 9 wounds)', 'ruleset: 11th', '']);
    for (const format of ['csv', 'markdown']) expect((await r11('calc', 'test marines', 'vs', 'test eightbound', '--format', format)).status).toBe(0);
  });

  it('--simulate RUNS --seed S plays the matchup with the simulator and shows its tally', async () => {
    const j = await json('calc', 'test tank', 'vs', 'test marines', '--simulate', '10', '--seed', '3');
    expect(j.simulation).toMatchObject({ runs: 10, seed: 3, killsMean: 1 });
  });

  it('--order: the batches in the order given (RULINGS 7)', async () => {
    await json('calc', 'test tank', 'vs', 'test marines', '--order', 'flamer, battle cannon, lascannon');
    expect(seen[0].batches.map((b) => b.weapon.name)).toEqual(['Flamer', 'Battle cannon', 'Lascannon']);
  });

  it('--vary sweeps an 11th-edition option', async () => {
    const r = await r11('calc', 'test marines', 'vs', 'test eightbound', '--vary', 'save-mod=0,1,2', '--format', 'csv');
    expect(r.status, r.stderr).toBe(0);
    expect(seen.map((s) => s.modifiers.save)).toEqual([0, 1, 2]);
  });

  it('bad input exits 2: an unknown unit, a 10th-edition unit, a bad value, another ruleset\'s option', async () => {
    const unknown = await r11('calc', 'test marines', 'vs', 'nobody');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/unknown 11th-edition unit "nobody"/);
    // A unit only 10th edition has (the bundled units are in both editions' data): a copy of its Lieutenant, renamed.
    const tenthOnly = mkdtempSync(join(work, 'tenth-'));
    const lieutenant = readFileSync(join(FIXTURES, '..', '..', '..', '..', '..', 'data', 'space-marines', 'lieutenant.yaml'), 'utf8');
    writeFileSync(join(tenthOnly, 'only.yaml'), lieutenant.replace(/^name: .*$/m, 'name: Tenth Only').replace(/^aliases: .*$/m, 'aliases: [tenth only]'));
    const tenth = await run11(['--ruleset', '11th', '--data', FIXTURES, '--data', tenthOnly, 'calc', 'tenth only', 'vs', 'test marines']);
    expect([tenth.status, tenth.stderr]).toEqual([2, 'wh40k: "tenth only" is a unit of --ruleset 10th: a --ruleset 11th matchup takes its own units only; name it under --ruleset 10th (wh40k --ruleset 10th calc ...)']);
    const shooting = await r11('calc', 'test marines', 'vs', 'test tank', '--shooting', 'sideways');
    expect(shooting.status).toBe(2);
    expect(shooting.stderr).toMatch(/--shooting.*expected normal, assault, close-quarters, indirect or snap/);
    const other = await r11('calc', 'test marines', 'vs', 'test tank', '--stationary');
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/^wh40k: --stationary is an option of --ruleset 10th; under --ruleset 11th, a matchup takes --melee, /);
  });
});

describe('compare, run, report, need', () => {
  it('compare computes each cell through the value', async () => {
    const r = await r11('compare', 'test marines,test tank', 'vs', 'test eightbound,test marines', '--jobs', '1', '--format', 'json');
    expect(r.status, r.stderr).toBe(0);
    expect(seen).toHaveLength(4);
  });

  it('run reads an 11th-edition scenario file: its defaults, then each matchup\'s own options', async () => {
    const r = await r11('run', SCENARIO, '--format', 'json');
    expect(r.status, r.stderr).toBe(0);
    expect(seen.map((s) => [s.attacker.name, s.target.name, s.conditions.halfRange, s.conditions.cover])).toEqual([
      ['Test Marines', 'Test Eightbound', true, false],
      ['Test Tank', 'Test Marines', true, true],
    ]);
  });

  it('report writes the HTML of a scenario file', async () => {
    const out = join(work, 'report.html');
    const r = await r11('report', SCENARIO, '-o', out);
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('Rifles into the Eightbound');
  });

  it('need searches the sizes the unit file allows (5 to 10 Test Marines)', async () => {
    const r = await r11('need', 'test marines', 'vs', 'test eightbound', '--kills', '1@20%', '--format', 'json');
    expect(r.status, r.stderr).toBe(0);
    // The recording engine kills one model with P 1/4 >= 20% at every size: the smallest, 5 models, is enough.
    expect(JSON.parse(r.stdout)).toMatchObject({ kind: 'need' });
    expect(r.stdout).toContain('"models": 5');
  });
});

describe('the data commands', () => {
  it('list, show, effects, validate and schema', async () => {
    // The fixtures' faction (the bundled 11th-edition units are listed too, under theirs).
    expect((await json('list', '--faction', 'test')).units.map((u: { name: string }) => u.name)).toEqual(['Test Eightbound', 'Test Marines', 'Test Tank']);
    const show = await r11('show', 'test tank');
    expect(show.status).toBe(0);
    expect(show.stdout).toContain('damaged: 1-4 wounds remaining: -1 to its hit rolls (11e 24.39)');
    expect((await r11('effects')).stdout).toContain('23 weapon abilities');
    // Every 11th-edition file, the bundled ones and the fixtures' (30 + 3); the fixtures' folder alone: 3.
    expect(await r11('validate')).toMatchObject({ status: 0, stdout: '33 files OK' });
    expect(await r11('validate', FIXTURES)).toMatchObject({ status: 0, stdout: '3 files OK' });
    const schema = await r11('schema');
    expect(JSON.parse(schema.stdout).title).toBe('wh40k 11th-edition unit profile (ruleset: 11th)');
  });

  it('validate names a bad file\'s problem at file:line:col (exit 1... as every ruleset\'s validate)', async () => {
    const bad = join(work, 'bad.yaml');
    writeFileSync(bad, readFileSync(join(FIXTURES, 'eleventh', 'test', 'tank.yaml'), 'utf8').replace('InSv: 5+', 'InSv: 9+'));
    const r = await r11('validate', bad);
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(/bad\.yaml:8:\d+ stats\.InSv: expected a roll target like 3\+/);
  });
});

describe("the config file's ruleset", () => {
  const configured = (text: string) => {
    const cwd = mkdtempSync(join(work, 'config-'));
    writeFileSync(join(cwd, 'wh40k.config.yaml'), text);
    return { cwd, env: { XDG_CONFIG_HOME: join(cwd, 'none') } };
  };

  it('`ruleset: 11th` makes it the default; --ruleset on the command line wins', async () => {
    const where = configured(`ruleset: 11th\ndata: [${JSON.stringify(FIXTURES)}]\n`);
    const listed = await run11(['list', '--faction', 'test', '--format', 'json'], where);
    const json11 = JSON.parse(listed.stdout);
    expect(json11.ruleset).toBe('11th');
    expect(json11.units.map((u: { name: string }) => u.name)).toEqual(['Test Eightbound', 'Test Marines', 'Test Tank']);
    const tenth = await run11(['--ruleset', '10th', 'list', '--format', 'json'], where);
    expect(JSON.parse(tenth.stdout).ruleset).toBeUndefined();
  });

  it('a name the registry does not have is placed at file:line:col (exit 2)', async () => {
    const where = configured('format: json\nruleset: 12th\n');
    const r = await run11(['list'], where);
    expect([r.status, r.stderr]).toEqual([2, `wh40k: ${join(where.cwd, 'wh40k.config.yaml')}:2:1 ruleset: expected 10th, legacy, 11th`]);
  });
});

describe('what the value cannot serve is refused naming --ruleset 11th (exit 2)', () => {
  it.each([
    [['import', 'bsdata', 'x'], `import is not a command of --ruleset 11th: ${testEleventh.cannot.commands.import}`],
    [['calc', 'test marines', 'vs', 'test tank', '--explain'], `--explain is not an option of --ruleset 11th: ${testEleventh.cannot.options['--explain']}`],
  ])('%s', async (args, said) => {
    const r = await r11(...args);
    expect([r.status, r.stderr]).toEqual([2, `wh40k: ${said}`]);
  });
});

it('the report file exists only where asked', () => expect(existsSync(join(work, 'nothing.html'))).toBe(false));
