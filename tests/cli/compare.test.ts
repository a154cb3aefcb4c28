/**
 * `wh40k compare A,B vs X,Y`: every cell is the `calc` of its pairing (same options), rows are the
 * attackers in the order given, columns the targets; the metrics, including points efficiency; the
 * usage errors; and deterministic output whatever the number of worker threads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSI, dataFolder, json, THREADS, wh40k, type CalcJson } from './run.js';

// A unit whose profile lists no points (a test fixture, not a datasheet), added with --data.
const unpriced = dataFolder({
  'unpriced.yaml': `name: Unpriced Guard
aliases: [unpriced]
faction: Test
source: test fixture
stats: { M: 6, T: 6, Sv: 2+, W: 3, Ld: 6+, OC: 2 }
models:
  - { name: Guard, count: 4, equipment: [Spear] }
weapons:
  - { name: Spear, range: 24, A: 2, BS: 2+, S: 4, AP: -1, D: 2 }
`,
});
afterAll(unpriced.cleanup);
const UNPRICED = ['--data', unpriced.dir];

interface Cell {
  index: number;
  attacker: string;
  target: string;
  models: number;
  points: number | null;
  kills: { mean: number; wipe: number; median: number; p10: number; p90: number };
  damage: { mean: number };
  killsPer100Points: number | null;
  damagePer100Points: number | null;
}

interface CompareJson {
  schemaVersion: number;
  kind: string;
  metric: string;
  attackers: string[];
  targets: string[];
  total: number;
  shard?: unknown;
  cells: Cell[];
}

function compareJson(args: readonly string[], before: readonly string[] = [], env: Record<string, string> = {}): { text: string; parsed: CompareJson } {
  const r = wh40k([...before, 'compare', ...args, '--format', 'json'], env);
  expect(r.status, r.stderr).toBe(0);
  expect(r.stderr).toBe('');
  return { text: r.stdout, parsed: JSON.parse(r.stdout) as CompareJson };
}

/** The cells of a GitHub Markdown table (header, then the body rows), or fails. */
function markdownRows(text: string): string[][] {
  const lines = text.split('\n').filter((l) => l.startsWith('|'));
  expect(lines.length).toBeGreaterThan(2);
  expect(lines[1]).toMatch(/^\| -{3,}:?( \| -{3,}:?)+ \|$/);
  return [lines[0], ...lines.slice(2)].map((l) => l.slice(2, -2).split(' | '));
}

/** What a compare cell holds, from the calc of the same pairing. */
function expectCellIsCalc(cell: Cell, calc: CalcJson): void {
  expect(cell.attacker).toBe(calc.attacker.name);
  expect(cell.target).toBe(calc.target.name);
  expect(cell.models).toBe(calc.attacker.models);
  expect(cell.kills).toEqual({
    mean: calc.kills.mean,
    wipe: calc.kills.wipe,
    median: calc.kills.median,
    p10: calc.kills.p10,
    p90: calc.kills.p90,
  });
  expect(cell.damage).toEqual({ mean: calc.damage.mean });
}

const ATTACKERS = ['eightbound', 'intercessors'];
const TARGETS = ['terminators', 'rhino'];
const MATRIX = [ATTACKERS.join(','), 'vs', TARGETS.join(',')];

describe('compare: a 2x2 matrix against the calc of each pairing', () => {
  // calc[attacker][target], the same defaults as the compare below.
  const calc: Record<string, Record<string, CalcJson>> = {};
  let serial: { text: string; parsed: CompareJson };

  beforeAll(() => {
    for (const a of ATTACKERS) {
      calc[a] = {};
      for (const t of TARGETS) calc[a][t] = json(['calc', a, 'vs', t]);
    }
    serial = compareJson([...MATRIX, '--jobs', '1']);
  });

  it('has the JSON envelope: schemaVersion 1, kind compare, the metric, the units by name, no shard', () => {
    const c = serial.parsed;
    expect(c.schemaVersion).toBe(1);
    expect(c.kind).toBe('compare');
    expect(c.metric).toBe('kills');
    expect(c.attackers).toEqual(['Eightbound', 'Intercessor Squad']);
    expect(c.targets).toEqual(['Terminator Squad', 'Rhino']);
    expect(c.total).toBe(4);
    expect(c).not.toHaveProperty('shard');
    expect(c.cells.map((x) => x.index)).toEqual([0, 1, 2, 3]);
  });

  it('cell a*targets+t is calc(attacker a vs target t), exactly', () => {
    const c = serial.parsed;
    ATTACKERS.forEach((a, i) =>
      TARGETS.forEach((t, j) => expectCellIsCalc(c.cells[i * TARGETS.length + j], calc[a][t])),
    );
    // Points of the default sizes: Eightbound 3 models 140, Intercessors 5 models 80.
    expect(c.cells.map((x) => x.points)).toEqual([140, 140, 80, 80]);
    for (const x of c.cells) {
      expect(x.killsPer100Points).toBeCloseTo((x.kills.mean * 100) / x.points!, 12);
      expect(x.damagePer100Points).toBeCloseTo((x.damage.mean * 100) / x.points!, 12);
    }
  });

  it('rows follow the attackers in the order given and columns the targets (reversed on both sides)', () => {
    const { parsed: c } = compareJson(['intercessors,eightbound', 'vs', 'rhino,terminators', '--jobs', '2'], [], THREADS);
    expect(c.attackers).toEqual(['Intercessor Squad', 'Eightbound']);
    expect(c.targets).toEqual(['Rhino', 'Terminator Squad']);
    expectCellIsCalc(c.cells[0], calc.intercessors.rhino);
    expectCellIsCalc(c.cells[1], calc.intercessors.terminators);
    expectCellIsCalc(c.cells[2], calc.eightbound.rhino);
    expectCellIsCalc(c.cells[3], calc.eightbound.terminators);
  });

  it('--jobs 2 (worker threads, 4 cells) prints byte-identical JSON to --jobs 1, and nothing on stderr', () => {
    const threaded = compareJson([...MATRIX, '--jobs', '2'], [], THREADS);
    expect(threaded.text).toBe(serial.text);
  });

  it('--metric damage as markdown: a GitHub table of damage means, rows attackers, columns targets', () => {
    const r = wh40k(['compare', ...MATRIX, '--metric', 'damage', '--format', 'markdown'], { NO_COLOR: undefined });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(ANSI);
    expect(r.stdout.split('\n')[0]).toBe('### Expected damage');
    const rows = markdownRows(r.stdout);
    expect(rows[0]).toEqual(['attacker \\ target', 'Terminator Squad', 'Rhino']);
    expect(rows.slice(1)).toEqual(
      ATTACKERS.map((a) => [calc[a].terminators.attacker.name, ...TARGETS.map((t) => calc[a][t].damage.mean.toFixed(2))]),
    );
    // The same command again: byte-identical.
    expect(wh40k(['compare', ...MATRIX, '--metric', 'damage', '--format', 'markdown']).stdout).toBe(r.stdout);
  });

  it('--metric wipe: P(wipe) per cell; the default metric shows kills and P(wipe)', () => {
    const r = wh40k(['compare', ...MATRIX, '--metric', 'wipe', '--format', 'markdown']);
    expect(r.status, r.stderr).toBe(0);
    const rows = markdownRows(r.stdout);
    // Eightbound vs Rhino: P(wipe) is P(the one Rhino dies), the kills mean.
    const wipe = calc.eightbound.rhino.kills.wipe;
    expect(wipe).toBeGreaterThan(0.01);
    expect(rows[1][2]).toBe(`${(wipe * 100).toFixed(1)}%`);
    const table = wh40k(['compare', ...MATRIX]);
    expect(table.status).toBe(0);
    const k = calc.eightbound.terminators.kills;
    expect(table.stdout).toContain(`${k.mean.toFixed(2)} (${(k.wipe * 100).toFixed(1)}%)`);
  });

  it('csv: long form, a header row and one row per cell with every metric; byte-identical run to run', () => {
    const r = wh40k(['compare', ...MATRIX, '--format', 'csv'], { NO_COLOR: undefined });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(ANSI);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'attacker,target,models,points,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean,kills_per_100_points,damage_per_100_points,reason',
    );
    expect(lines).toHaveLength(1 + 4);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((f) => [f[0], f[1]])).toEqual([
      ['Eightbound', 'Terminator Squad'],
      ['Eightbound', 'Rhino'],
      ['Intercessor Squad', 'Terminator Squad'],
      ['Intercessor Squad', 'Rhino'],
    ]);
    const eb = calc.eightbound.terminators;
    const f = rows[0];
    expect(Number(f[2])).toBe(3);
    expect(Number(f[3])).toBe(140);
    expect(Number(f[4])).toBeCloseTo(eb.kills.mean, 6);
    expect(Number(f[5])).toBeCloseTo(eb.kills.wipe, 6);
    expect(f.slice(6, 9).map(Number)).toEqual([eb.kills.median, eb.kills.p10, eb.kills.p90]);
    expect(Number(f[9])).toBeCloseTo(eb.damage.mean, 6);
    expect(Number(f[10])).toBeCloseTo((eb.kills.mean * 100) / 140, 6);
    expect(Number(f[11])).toBeCloseTo((eb.damage.mean * 100) / 140, 6);
    expect(wh40k(['compare', ...MATRIX, '--format', 'csv']).stdout).toBe(r.stdout);
  });
});

describe('compare: names, aliases and points', () => {
  let eightbound: CalcJson;
  beforeAll(() => {
    eightbound = json(['calc', 'eightbound', 'vs', 'intercessors']);
  });

  it('names with spaces and aliases, quoted as one argument: "field ordnance battery,eightbound vs intercessors"', () => {
    const battery = json(['calc', 'fob', 'vs', 'intercessors']);
    const { parsed: c } = compareJson(['field ordnance battery,eightbound,unpriced', 'vs', 'intercessors', '--metric', 'kills-per-100-points'], UNPRICED);
    expect(c.metric).toBe('kills-per-100-points');
    expect(c.attackers).toEqual(['Field Ordnance Battery', 'Eightbound', 'Unpriced Guard']);
    expect(c.targets).toEqual(['Intercessor Squad']);
    expectCellIsCalc(c.cells[0], battery);
    expectCellIsCalc(c.cells[1], eightbound);
    // Field Ordnance Battery: 2 models, 100 points, so kills per 100 points are its kills.
    expect(c.cells[0].points).toBe(100);
    expect(c.cells[0].killsPer100Points).toBeCloseTo(battery.kills.mean, 12);
    // Eightbound: 3 models, 140 points.
    expect(c.cells[1].points).toBe(140);
    expect(c.cells[1].killsPer100Points).toBeCloseTo((100 * eightbound.kills.mean) / 140, 12);
    expect(c.cells[1].damagePer100Points).toBeCloseTo((100 * eightbound.damage.mean) / 140, 12);
    // Unpriced Guard's profile lists no points: null, not 0 or NaN.
    expect(c.cells[2]).toMatchObject({ attacker: 'Unpriced Guard', points: null, killsPer100Points: null, damagePer100Points: null });
    expect(c.cells[2].kills.mean).toBeGreaterThan(0);
  });

  it('the same names as separate words, in the table with kills-per-100-points; a unit without points says so', () => {
    const r = wh40k([...UNPRICED, 'compare', 'field', 'ordnance', 'battery,eightbound,unpriced', 'vs', 'intercessors', '--metric', 'kills-per-100-points']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Kills per 100 pts');
    const line = (name: string) => r.stdout.split('\n').find((l) => l.includes(name)) ?? '';
    expect(line('Eightbound')).toContain(((100 * eightbound.kills.mean) / 140).toFixed(2));
    expect(line('Field Ordnance Battery')).toMatch(/\d\.\d\d/);
    // Unpriced Guard's profile lists no points.
    expect(line('Unpriced Guard')).toContain('no points');
  });

  it('a unit without points: empty fields in csv (whatever the --metric)', () => {
    const csv = wh40k([...UNPRICED, 'compare', 'unpriced', 'vs', 'intercessors', '--metric', 'damage-per-100-points', '--format', 'csv']);
    expect(csv.status, csv.stderr).toBe(0);
    const fields = csv.stdout.trimEnd().split('\n')[1].split(',');
    expect(fields).toHaveLength(13);
    expect(fields[0]).toBe('Unpriced Guard');
    expect(fields[3]).toBe('');
    expect(fields[10]).toBe('');
    expect(fields[11]).toBe('');
    expect(fields[12]).toBe(''); // reason: computed
  });

  it('--models 4 Eightbound pays for the 6-model bracket (280 points), the smallest listed size that holds 4', () => {
    const four = json(['calc', 'eightbound', 'vs', 'intercessors', '--models', '4']);
    const { parsed: c } = compareJson(['eightbound', 'vs', 'intercessors', '--models', '4', '--metric', 'kills-per-100-points']);
    expectCellIsCalc(c.cells[0], four);
    expect(c.cells[0].models).toBe(4);
    expect(c.cells[0].points).toBe(280);
    expect(c.cells[0].killsPer100Points).toBeCloseTo((100 * four.kills.mean) / 280, 12);
    expect(c.cells[0].damagePer100Points).toBeCloseTo((100 * four.damage.mean) / 280, 12);
  });
});

describe('compare: usage errors exit 2 with a message on stderr and nothing on stdout', () => {
  it.each([
    ['no vs', ['eightbound', 'intercessors']],
    ['no targets', ['eightbound', 'vs']],
    ['no attackers', ['vs', 'intercessors']],
  ])('%s', (_, args) => {
    const r = wh40k(['compare', ...args]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/expected ATTACKERS vs TARGETS/);
  });

  it('an unknown unit names the closest ones', () => {
    const r = wh40k(['compare', 'eightbund,intercessors', 'vs', 'rhino']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/unknown unit "eightbund"; closest: Eightbound/);
  });
});
