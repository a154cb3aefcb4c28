/**
 * A matrix (compare, roster) or a scenario (run) with a cell that cannot be computed: that cell is "n/a"
 * with its reason in every format, every other cell is computed, and the exit code stays 0 (issue 10
 * section 4). When every cell fails for the same reason, it is the command's own error, as in calc.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, json, THREADS, wh40k } from './run.js';

interface Cell {
  index: number;
  attacker: string;
  target: string;
  models: number | null;
  points: number | null;
  kills: { mean: number; wipe: number } | null;
  damage: { mean: number } | null;
  killsPer100Points: number | null;
  damagePer100Points: number | null;
  reason?: string;
}

const KNIGHT = 'Knight-class walker';
const NO_MELEE = `${KNIGHT} has no melee weapons that can attack here`;
const MATRIX = [`${KNIGHT},eightbound`, 'vs', 'intercessors,rhino', '--melee'];

function cells(args: readonly string[]): Cell[] {
  const r = wh40k(['compare', ...args, '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { cells: Cell[] }).cells;
}

describe('compare: a knight with no melee weapons in a melee matrix', () => {
  it('JSON: the knight cells are null with the reason calc gives; the other cells equal calc of the pairing', () => {
    const got = cells(MATRIX);
    expect(got.map((c) => [c.attacker, c.target, c.kills === null])).toEqual([
      [KNIGHT, 'Intercessor Squad', true],
      [KNIGHT, 'Rhino', true],
      ['Eightbound', 'Intercessor Squad', false],
      ['Eightbound', 'Rhino', false],
    ]);
    for (const c of got.slice(0, 2)) {
      expect(c).toEqual({ index: c.index, attacker: KNIGHT, target: c.target, models: null, points: null, pointsExtrapolated: null, kills: null, damage: null, killsPer100Points: null, damagePer100Points: null, reason: NO_MELEE });
    }
    const calc = wh40k(['calc', KNIGHT, 'vs', 'intercessors', '--melee']);
    expect([calc.status, calc.stderr.trim()]).toEqual([2, `wh40k: ${NO_MELEE}`]);
    for (const [i, target] of [[2, 'intercessors'], [3, 'rhino']] as const) {
      const one = json(['calc', 'eightbound', 'vs', target, '--melee']);
      expect(got[i].kills!.mean).toBe(one.kills.mean);
      expect(got[i].damage!.mean).toBe(one.damage.mean);
      expect(got[i].reason).toBeUndefined();
    }
  });

  it('the table shows n/a [1] and the reason once below it', () => {
    const r = wh40k(['compare', ...MATRIX]);
    expect(r.status, r.stderr).toBe(0);
    const knightRow = r.stdout.split('\n').find((l) => l.includes(KNIGHT))!;
    expect(knightRow.match(/n\/a \[1\]/g)).toHaveLength(2);
    expect(r.stdout).toContain(`[1] n/a: ${NO_MELEE}`);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('['))).toHaveLength(1);
  });

  it('markdown: the cell says n/a and why; csv: n/a in every metric and the reason in its column', () => {
    const md = wh40k(['compare', ...MATRIX, '--format', 'markdown']);
    expect(md.status).toBe(0);
    expect(md.stdout).toContain(`| ${KNIGHT} | n/a: ${NO_MELEE} | n/a: ${NO_MELEE} |`);
    const csv = wh40k(['compare', ...MATRIX, '--format', 'csv']);
    expect(csv.status).toBe(0);
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines[0].split(',').at(-1)).toBe('reason');
    expect(lines[1]).toBe(`${KNIGHT},Intercessor Squad,,,${Array(8).fill('n/a').join(',')},${NO_MELEE}`);
    expect(lines[3].split(',').at(-1)).toBe('');
  });

  it('the issue reproducer: every bundled unit vs intercessors exits 0 with one n/a row', () => {
    const all = (JSON.parse(wh40k(['list', '--format', 'json']).stdout) as { units: { name: string }[] }).units.map((u) => u.name);
    const got = cells([all.join(','), 'vs', 'intercessors']);
    expect(got).toHaveLength(all.length);
    expect(got.filter((c) => c.kills === null).map((c) => [c.attacker, c.reason])).toEqual([[KNIGHT, NO_MELEE]]);
  });

  it('when no cell can be computed, for one reason, compare fails as calc does (exit 2, nothing on stdout)', () => {
    const r = wh40k(['compare', KNIGHT, 'vs', 'intercessors,rhino', '--melee']);
    expect([r.status, r.stdout, r.stderr.trim()]).toEqual([2, '', `wh40k: ${NO_MELEE}`]);
  });

  it('but a shard whose cells are all n/a is written (other shards may compute), and merges', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-na-'));
    try {
      const files = ['1/2', '2/2'].map((shard, i) => {
        const r = wh40k(['compare', `${KNIGHT},eightbound`, 'vs', 'intercessors', '--melee', '--shard', shard, '--format', 'json']);
        expect(r.status, r.stderr).toBe(0);
        writeFileSync(join(dir, `s${i}.json`), r.stdout);
        return join(dir, `s${i}.json`);
      });
      const first = JSON.parse(readFileSync(files[0], 'utf8')) as { cells: Cell[] };
      expect(first.cells.map((c) => [c.attacker, c.kills, c.reason])).toEqual([[KNIGHT, null, NO_MELEE]]);
      const merged = wh40k(['merge', ...files]);
      expect(merged.status, merged.stderr).toBe(0);
      expect((JSON.parse(merged.stdout) as { cells: Cell[] }).cells.map((c) => c.reason ?? null)).toEqual([NO_MELEE, null]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a cell the engine refuses as too large is n/a too, in one thread or several', () => {
  // Two Devastating Wounds weapons of 100 attacks against 1,000 wounds with Feel No Pain: 101 x 101 x 1,001
  // states, over the engine's limit (MAX_STATES 4e6), refused before any work (exit 1 from calc).
  const { dir, cleanup } = dataFolder({
    'dev.yaml': `name: Dev Squad
faction: test
source: test
keywords: [INFANTRY]
stats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 1 }
models:
  - { name: Dev, count: 1, equipment: [Gun one, Gun two] }
weapons:
  - { name: Gun one, range: 24, A: 100, BS: 3+, S: 5, AP: -1, D: 1, abilities: [devastating wounds] }
  - { name: Gun two, range: 24, A: 100, BS: 3+, S: 5, AP: -1, D: 1, abilities: [devastating wounds] }
`,
    'blob.yaml': `name: Big Blob
faction: test
source: test
keywords: [INFANTRY]
stats: { M: 6, T: 4, Sv: 5+, W: 10, Ld: 7+, OC: 1 }
feelNoPain: 5+
models:
  - { name: Blobber, count: 100, equipment: [] }
weapons: []
`,
  });
  afterAll(cleanup);
  const args = ['--data', dir, 'compare', 'dev squad,intercessors', 'vs', 'big blob,rhino', '--ranged'];

  it('calc refuses it (exit 1); compare shows it n/a with that reason and computes the rest, the same with --jobs 1 and 2', () => {
    const calc = wh40k(['--data', dir, 'calc', 'dev squad', 'vs', 'big blob']);
    expect(calc.status, calc.stderr).toBe(1);
    expect(calc.stderr).toMatch(/^wh40k: this calculation needs /);
    const reason = calc.stderr.trim().replace(/^wh40k: /, '');
    const serial = wh40k([...args, '--jobs', '1', '--format', 'json']);
    const threaded = wh40k([...args, '--jobs', '2', '--format', 'json'], THREADS);
    expect([serial.status, threaded.status]).toEqual([0, 0]);
    expect(threaded.stdout).toBe(serial.stdout);
    const got = (JSON.parse(serial.stdout) as { cells: Cell[] }).cells;
    expect(got.map((c) => c.reason ?? null)).toEqual([reason, null, null, null]);
    expect(got[3].kills!.mean).toBe(json(['calc', 'intercessors', 'vs', 'rhino', '--ranged']).kills.mean);
  });
});
