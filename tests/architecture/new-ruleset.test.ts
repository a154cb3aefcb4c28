/**
 * Issue 27, "Done when": adding a ruleset is a folder under src/rules/, a line in the registry, its data
 * folder and its tests; every command works for it on day one. Here a third ruleset is registered beside
 * the two (`older`: the legacy value under another name, so its answers are known) and the command line,
 * unchanged, serves it: every command gives what it gives under `--ruleset legacy`, and what the value
 * cannot serve is refused naming the new ruleset. A command that asked `ruleset.name === 'legacy'`, or a
 * table of rulesets in src/cli/, would fail here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { legacy } from '../../src/rules/legacy/index.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { tenth } from '../../src/rules/tenth/index.js';

const older: Ruleset = { ...legacy, name: 'older', description: 'the legacy engine under another name (a test of the registry)' };
const registry = [tenth, legacy, older] as const;

async function run(args: readonly string[], rulesets: readonly [Ruleset, ...Ruleset[]] = registry) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await main(args, { out: (t) => out.push(t), err: (t) => err.push(t), colour: false }, undefined, rulesets);
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}

const COMMANDS: readonly (readonly string[])[] = [
  ['calc', 'tactical squad', 'vs', 'ork boyz', '--half-range'],
  ['calc', 'tactical squad', 'vs', 'rhino', '--format', 'json'],
  ['calc', 'tactical squad', 'vs', 'ork boyz', '--half-range', '--simulate', '200', '--seed', '5'],
  ['calc', 'tactical squad', 'vs', 'ork boyz', '--vary', 'cover=none,4+', '--format', 'csv'],
  ['compare', 'tactical squad,devastator squad', 'vs', 'ork boyz,rhino', '--jobs', '1'],
  ['run', 'examples/legacy.yaml', '--format', 'csv'],
  ['need', 'tactical squad', 'vs', 'ork boyz', '--kills', '3@50%'],
  ['list', '--format', 'csv'],
  ['show', 'rhino'],
  ['effects', '--format', 'csv'],
  ['schema'],
  ['validate', 'data/legacy'],
];

describe('a ruleset registered beside the others gets every command, the command line unchanged', () => {
  it.each(COMMANDS.map((c) => [c.join(' '), c]))('%s: as under --ruleset legacy', async (_, args) => {
    const asLegacy = await run(['--ruleset', 'legacy', ...args]);
    const asOlder = await run(['--ruleset', 'older', ...args]);
    expect(asLegacy.status).toBe(0);
    expect(asOlder).toEqual(asLegacy);
  });

  it("report: a scenario file's report in its value's words (its runReport), the same page as under --ruleset legacy", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-older-report-'));
    const date = process.env.SOURCE_DATE_EPOCH;
    process.env.SOURCE_DATE_EPOCH = '1700000000';
    try {
      const page = async (ruleset: string) => {
        const file = join(dir, `${ruleset}.html`);
        expect(await run(['--ruleset', ruleset, 'report', 'examples/legacy.yaml', '-o', file, '-q', '--jobs', '1'])).toEqual({ status: 0, stdout: '', stderr: '' });
        return readFileSync(file, 'utf8');
      };
      const asLegacy = await page('legacy');
      expect(asLegacy).toContain('ruleset: legacy (7th edition core rules, USRs of 004)');
      expect(await page('older')).toBe(asLegacy);
    } finally {
      if (date === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = date;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('what its value cannot serve is refused naming it (exit 2): a command, a source of units, an option, another ruleset\'s option', async () => {
    const refused = async (args: readonly string[], said: string) => {
      const r = await run(['--ruleset', 'older', ...args]);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`wh40k: ${said}`);
    };
    await refused(['turn', 'tactical squad', 'vs', 'ork boyz'], `turn is not a command of --ruleset older: ${legacy.cannot.commands.turn}`);
    await refused(['--roster', 'x.ros', 'calc', 'a', 'vs', 'b'], `--roster is not an option of --ruleset older: ${legacy.cannot.sources.roster}`);
    await refused(['calc', 'a', 'vs', 'b', '--explain'], `--explain is not an option of --ruleset older: ${legacy.cannot.options['--explain']}`);
    const r = await run(['--ruleset', 'older', 'calc', 'a', 'vs', 'b', '--hit-mod', '1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^wh40k: --hit-mod is an option of --ruleset 10th; under --ruleset older, a matchup takes --charged, /);
  });

  it('--ruleset lists it, and a name that is no ruleset is refused with the three', async () => {
    expect((await run(['--help'])).stdout.replace(/\s+/g, ' ')).toContain('or older (the legacy engine under another name (a test of the registry))');
    const r = await run(['--ruleset', 'newest', 'list']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/expected 10th, legacy, older, got "newest"/);
  });
});

/**
 * `import` and `roster` are written once over the value too (issue 27): a ruleset whose value serves them (here the
 * legacy engine with an importer of plain data) gets both. The commands write and print what its value gives and
 * compute the roster's units as compare does; they read no 10th-edition importer.
 */
describe('a ruleset whose value serves import and roster gets both, the command line unchanged', () => {
  const out = mkdtempSync(join(tmpdir(), 'wh40k-importing-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const importing: Ruleset = {
    ...legacy,
    name: 'importing',
    description: 'the legacy engine with an importer of its own (a test of the registry)',
    cannot: { ...legacy.cannot, commands: { turn: legacy.cannot.commands.turn } },
    catalogueFiles: async (path, o) => ({
      files: [{ path: join(o.out, 'orks', 'ork-boyz.yaml'), text: `# read from ${path}\n` }],
      warnings: [{ unit: 'Ork Boyz', message: 'a rule it cannot map' }],
      skipped: [{ unit: 'Gretchin', reason: 'no weapons' }],
    }),
    rosterArmy: async (file) => ({
      name: `the army of ${file}`,
      points: 200,
      units: [{ name: 'Tactical Squad', points: 200 }],
      attackers: [await legacy.unit(await legacy.loadUnits([]), 'tactical squad')],
      warnings: ['an army rule it cannot model'],
    }),
  };
  const withImporting = [tenth, importing] as const;

  it('import bsdata: the files its value made are written under --out and listed, its warnings and skipped units on stderr', async () => {
    const r = await run(['--ruleset', 'importing', 'import', 'bsdata', 'a-checkout', '--out', out], withImporting);
    const file = join(out, 'orks', 'ork-boyz.yaml');
    expect(r).toEqual({
      status: 0,
      stdout: file,
      stderr: ['warning: Ork Boyz: a rule it cannot map', 'not imported: Gretchin: no weapons', '1 units written, 1 warnings, 1 not imported'].join('\n'),
    });
    expect(readFileSync(file, 'utf8')).toBe('# read from a-checkout\n');
  });

  it("roster: its value's army against the targets, the cells compare computes, the army's totals", async () => {
    const args = ['roster', 'list.ros', 'vs', 'ork boyz', '--jobs', '1'];
    const asJson = await run(['--ruleset', 'importing', ...args, '--format', 'json'], withImporting);
    const compared = await run(['--ruleset', 'importing', 'compare', 'tactical squad', 'vs', 'ork boyz', '--jobs', '1', '--format', 'json'], withImporting);
    expect(asJson.status).toBe(0);
    expect(asJson.stderr.split('\n')).toContain('roster: an army rule it cannot model');
    const grid = JSON.parse(compared.stdout);
    const roster = { name: 'the army of list.ros', points: 200, units: [{ name: 'Tactical Squad', points: 200 }] };
    expect(JSON.parse(asJson.stdout)).toEqual({ ...grid, kind: 'roster', roster });
    // The line under the matrix (cli/compare.ts rosterSummary): the one unit's expected kills, and per 100 of its 200
    // points; then the notes of what the cells assumed, as compare prints them below its matrix.
    const kills: number = grid.cells[0].kills.mean;
    const table = await run(['--ruleset', 'importing', ...args], withImporting);
    const comparedTable = await run(['--ruleset', 'importing', 'compare', 'tactical squad', 'vs', 'ork boyz', '--jobs', '1'], withImporting);
    const [matrix, ...notes] = comparedTable.stdout.split('\nnote: ');
    expect(notes.length).toBe(grid.notes.length);
    expect(notes.length).toBeGreaterThan(0);
    const summary = `the army of list.ros: 1 units, 200 points. Summed over its units, each against a fresh target: Ork Boyz ${kills.toFixed(2)} (${((kills * 100) / 200).toFixed(2)} per 100 pts)`;
    expect(table.stdout).toBe([matrix, summary, ...notes.map((n) => `note: ${n}`)].join('\n'));
    const markdown = await run(['--ruleset', 'importing', ...args, '--format', 'markdown'], withImporting);
    expect(markdown.stdout).toBe((await run(['--ruleset', 'importing', 'compare', 'tactical squad', 'vs', 'ork boyz', '--jobs', '1', '--format', 'markdown'], withImporting)).stdout);
  });
});
