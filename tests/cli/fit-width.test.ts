import { afterEach, describe, expect, it } from 'vitest';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { runInProcess } from './in-process.js';

// Issue 12 section 5: tables fit the terminal ($COLUMNS, else process.stdout.columns), 80 columns
// included: text columns wrap at words, or each row becomes a block; no id, name or number is cut.
// What "not cut" means here: every word of every value the CSV holds appears whole in the table.

const saved = process.env.COLUMNS;
afterEach(() => {
  if (saved === undefined) delete process.env.COLUMNS;
  else process.env.COLUMNS = saved;
});

async function at(width: number, args: string[]) {
  process.env.COLUMNS = String(width);
  const table = await runInProcess(args);
  const csv = await runInProcess([...args, '--format', 'csv']);
  expect([table.status, csv.status], args.join(' ')).toEqual([0, 0]);
  return { table: table.stdout, csv: csv.stdout };
}

/** The words of the CSV's values (quotes and commas between fields dropped; a quoted field's own commas kept on its words). */
function csvWords(csv: string): string[] {
  return csv
    .split('\n')
    .slice(1)
    .flatMap((line) => line.match(/"(?:[^"]|"")*"|[^,]+/g) ?? [])
    .flatMap((field) => field.replace(/^"|"$/g, '').replace(/""/g, '"').split(/\s+/))
    .filter(Boolean);
}

const tableWords = (table: string) => new Set(table.split(/[\s│┌┐└┘├┤┬┴┼─]+/).filter(Boolean));

function fits(table: string, width: number, args: string[]): void {
  for (const line of table.split('\n')) expect([...line].length, `${args.join(' ')} at ${width}: ${line}`).toBeLessThanOrEqual(width);
  expect(table).not.toContain('…');
}

const units = (await loadRoster()).units.map((u) => u.name);

describe('tables fit the terminal, nothing cut', () => {
  it.each([40, 80, 120, 220])('list and effects at %i columns', async (width) => {
    for (const args of [['list'], ['effects']]) {
      const { table, csv } = await at(width, args);
      fits(table, width, args);
      const words = tableWords(table);
      for (const w of csvWords(csv)) expect(words.has(w) || table.includes(w), `${args[0]} at ${width}: "${w}"`).toBe(true);
    }
  });

  it.each([60, 80, 120])('show, every bundled unit, at %i columns', async (width) => {
    for (const unit of units) {
      const { table, csv } = await at(width, ['show', unit]);
      fits(table, width, ['show', unit]);
      // The long form's values: sheet rows (profile, weapons, wargear, abilities) and the datasheet lines.
      const values = csvWords(csv.split('\n').map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).slice(3).join(',')).join('\n'));
      for (const w of values) expect(table.includes(w), `show ${unit} at ${width}: "${w}"`).toBe(true);
    }
  });

  it('effects at 220 columns: a table whose "use with" column holds "--with, --target-with" on one line', async () => {
    const { table } = await at(220, ['effects']);
    expect(table).toMatch(/^┌/);
    expect(table).toMatch(/│ command-re-roll +│ Core +│ --with, --target-with │/);
  });

  it('list at 120 columns is a table (short columns wrap to a few lines), at 80 a block per unit', async () => {
    expect((await at(120, ['list'])).table).toMatch(/^┌─+┬/);
    expect((await at(80, ['list'])).table).toMatch(/^Dire Avengers\n {2}aliases: dire avengers, avengers\n {2}faction: Aeldari\n {2}models: 5-10\n {2}points: 5: 75, 10: 150\n/);
  });
});

describe('calc: the Expected table fits too', () => {
  it('at 80 columns, turned: a column per weapon (the numbers as at 120: Lacerators 4.00 attacks, 1.73 kills)', async () => {
    process.env.COLUMNS = '80';
    const r = await runInProcess(['calc', 'eightbound', 'vs', 'intercessors']);
    const lines = r.stdout.split('\n');
    const start = lines.indexOf('Expected (exact)');
    expect(lines.slice(start + 1, start + 14)).toEqual([
      '┌─────────┬────────────┬─────────────────────────┬───────┐',
      '│ Weapon  │ Lacerators │ Eightbound eviscerators │ Total │',
      '│ #       │          1 │                       2 │       │',
      '│ Attacks │       4.00 │                   12.00 │ 16.00 │',
      '│ Hits    │       2.67 │                    8.00 │ 10.67 │',
      '│ Wounds  │       2.59 │                    6.22 │  8.81 │',
      '│ Unsaved │       1.73 │                    2.89 │  4.61 │',
      '│ Mortal  │       0.00 │                    0.00 │  0.00 │',
      '│ Damage  │       3.46 │                    5.77 │  9.23 │',
      '│ Wasted  │       1.73 │                    0.00 │  1.73 │',
      '│ Kills   │       1.73 │                    2.89 │  4.61 │',
      '└─────────┴────────────┴─────────────────────────┴───────┘',
      '',
    ]);
    process.env.COLUMNS = '120';
    const wide = (await runInProcess(['calc', 'eightbound', 'vs', 'intercessors'])).stdout;
    expect(wide).toContain('│ Lacerators              │ 1 │    4.00 │  2.67 │   2.59 │    1.73 │   0.00 │   3.46 │   1.73 │  1.73 │');
  });

  it.each([60, 80])('every table line of calc fits %i columns, whatever the number of weapons', async (width) => {
    process.env.COLUMNS = String(width);
    for (const args of [['calc', 'knight', 'vs', 'intercessors', '--ranged'], ['calc', 'eightbound', 'vs', 'intercessors'], ['calc', 'intercessors', 'vs', 'rhino', '--ranged']]) {
      const r = await runInProcess(args);
      expect(r.status, r.stderr).toBe(0);
      const tableLines = r.stdout.split('\n').filter((l) => /^[┌│├└]/.test(l));
      for (const l of tableLines) expect([...l].length, `${args.join(' ')}: ${l}`).toBeLessThanOrEqual(width);
    }
  });
});


describe('compare, run and vary tables fit too', () => {
  it.each([
    [['compare', 'eightbound,intercessors,berzerkers', 'vs', 'terminators,rhino,guardsmen,intercessors,knight', '--jobs', '1'], ['Khorne', 'Berzerkers', 'Knight Paladin', '0.00 (<0.1%)']],
    [['run', 'examples/charge.yaml', '--jobs', '1'], ['with Warp Blades, Intercessors gone to ground (no effect in melee)', 'relentless-rage, warp-blades, beacons-of-rage', '16.76']],
    [['calc', 'eightbound', 'vs', 'intercessors', '--vary', 'models=3..6'], ['models']],
  ])('%j at 80 columns: every line fits, names and numbers whole', async (args, whole) => {
    process.env.COLUMNS = '80';
    const r = await runInProcess(args);
    expect(r.status, r.stderr).toBe(0);
    fits(r.stdout, 80, args);
    for (const w of whole) expect(r.stdout, w).toContain(w);
  });

  it('a matrix of numbers is turned (a column per attacker); a summary with text is a block per matchup', async () => {
    process.env.COLUMNS = '80';
    const matrix = (await runInProcess(['compare', 'eightbound,intercessors,berzerkers', 'vs', 'terminators,rhino,guardsmen,intercessors,knight', '--jobs', '1'])).stdout;
    expect(matrix).toMatch(/│ Terminator Squad +│ +1\.95 \(1\.7%\) │/);
    // The corner keeps its label, turned with the matrix (issue 29 section 3: a cell never reads as the wrong unit's).
    expect(matrix).toMatch(/│ target \\ attacker +│ +Eightbound │/);
    const run = (await runInProcess(['run', 'examples/charge.yaml', '--jobs', '1'])).stdout;
    expect(run).toMatch(/^Eightbound charge Intercessors\n {2}Expected kills: 4\.83\n {2}P\(wipe\): 88\.6%\n/);
  });
});
