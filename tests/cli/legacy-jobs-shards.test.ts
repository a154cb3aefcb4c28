/**
 * Issue 27: compare and run are written once over the ruleset value, so the legacy ruleset gains what 10th
 * edition's had: --jobs (worker threads, each finding the legacy engine by the ruleset's name), --shard and merge.
 * Each gives what one process computing the whole gives. Needs `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HANG_MS } from '../hang.js';
import { dataFolder, ROOT, THREADS, wh40k } from './run.js';

const legacy = (args: readonly string[], env: Record<string, string> = {}) => wh40k(['--ruleset', 'legacy', ...args], env);
const MATRIX = ['compare', 'tactical squad,terminators,rhino', 'vs', 'ork boyz,rhino', '--half-range', '--format', 'json', '-q'];

interface CompareOut {
  ruleset: string;
  cells: { index: number; kills: { mean: number } | null }[];
  notes: string[];
}

function ok(args: readonly string[], env: Record<string, string> = {}): string {
  const r = legacy(args, env);
  expect([r.status, r.stderr]).toEqual([0, '']);
  return r.stdout;
}

describe('--ruleset legacy compare --jobs 2 (threads forced: WH40K_THREADS_FROM_WORK=0)', () => {
  it('prints the JSON of --jobs 1', () => {
    expect(ok([...MATRIX, '--jobs', '2'], THREADS)).toBe(ok([...MATRIX, '--jobs', '1']));
  });

  it("a worker thread computes the legacy matchup: the pool's own result, not a fallback in the main thread", () => {
    // Tactical Squad at half range into Ork Boyz (7th edition core rules): 10 boltguns, Rapid Fire 2 shots = 20;
    // BS4 hits on 3+ (2/3), S4 against T4 wounds on 4+ (1/2), AP5 beats Sv6+: 20 x 1/3 = 20/3 kills. Terminators:
    // 5 storm bolters, Assault 2 = 10 shots, 10/3. Two matchups on 2 threads go to the worker, in one chunk each
    // (pool.ts: a quarter of what is left, rounded up), so the numbers back are the worker's.
    const dist = (path: string) => JSON.stringify(join(ROOT, 'dist', ...path.split('/')));
    const script = [
      `const { runAll } = await import(${dist('cli/pool.js')});`,
      `const { legacy } = await import(${dist('rules/legacy/index.js')});`,
      'const units = await legacy.loadUnits([]);',
      'const engine = await legacy.matchups();',
      "const pairs = [await legacy.pairing(units, 'tactical squad', 'ork boyz', { halfRange: true }), await legacy.pairing(units, 'terminators', 'ork boyz', { halfRange: true })];",
      'let threadsRan = 0;',
      'const means = (await runAll(engine, pairs, 2, false, () => threadsRan++, (json) => json.kills.mean)).map((r) => r.json);',
      'process.stdout.write(JSON.stringify({ means, threadsRan }));',
    ].join('\n');
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: HANG_MS });
    expect(r.stderr).toBe('');
    const { means, threadsRan } = JSON.parse(r.stdout) as { means: number[]; threadsRan: number };
    expect(threadsRan).toBe(2);
    expect(means[0]).toBeCloseTo(20 / 3, 12);
    expect(means[1]).toBeCloseTo(10 / 3, 12);
  });
});

describe('--ruleset legacy compare --distributions', () => {
  it("each cell carries its kill distribution, the report's chart per cell", () => {
    // Tactical Squad at half range into Ork Boyz: 20 shots, each killing with 2/3 x 1/2 = 1/3 (a Boy has 1 W, AP5
    // beats Sv6+), so kills are Binomial(20, 1/3): P(0) = (2/3)^20, P(20) = (1/3)^20; P(at least 0) = 1.
    const cell = (JSON.parse(ok(['compare', 'tactical squad', 'vs', 'ork boyz', '--half-range', '--distributions', '--format', 'json', '-q'])) as {
      cells: { kills: { distribution: number[]; atLeast: number[] } }[];
    }).cells[0];
    const { distribution, atLeast } = cell.kills;
    expect(distribution).toHaveLength(21);
    expect(distribution[0]).toBeCloseTo((2 / 3) ** 20, 15);
    expect(distribution[20]).toBeCloseTo((1 / 3) ** 20, 15);
    expect(Math.abs(distribution.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-9);
    expect(atLeast[0]).toBeCloseTo(1, 12);
  });
});

describe('--ruleset legacy compare --shard and merge', () => {
  const folder = dataFolder({});
  afterAll(folder.cleanup);

  it('shards 1/2 and 2/2 merged are the whole matrix: every cell, the options and the notes', () => {
    const whole = JSON.parse(ok(MATRIX)) as CompareOut;
    const files = ['1/2', '2/2'].map((s, i) => {
      const file = join(folder.dir, `shard-${i + 1}.json`);
      writeFileSync(file, ok([...MATRIX, '--shard', s]));
      return file;
    });
    const shard = JSON.parse(ok([...MATRIX, '--shard', '1/2'])) as CompareOut;
    // Every other cell: 0, 2 and 4 of the 6 (3 attackers x 2 targets).
    expect(shard.cells.map((c) => c.index)).toEqual([0, 2, 4]);
    const merged = JSON.parse(ok(['merge', ...files, '-q'])) as CompareOut;
    // The notes are each shard's, joined: the same notes, in the order the shards met them.
    expect({ ...merged, notes: [...merged.notes].sort() }).toEqual({ ...whole, notes: [...whole.notes].sort() });
    expect(merged.ruleset).toBe('legacy');
    expect(merged.cells[0].kills?.mean).toBeCloseTo(20 / 3, 12);
    // merge's table is compare's: the notes below it.
    const table = ok(['merge', ...files, '--format', 'table']);
    expect(table).toContain('│ Tactical Squad    │ 6.67 (0%) │ 0.00 (0%) │');
    expect(table).toContain("note: Shooting at Rhino's front armour (AV 11)");
  });

  it('run shards of a legacy scenario merged are the whole run, a matchup that cannot be computed too', () => {
    // The Rhino in close combat is n/a (a vehicle that is not a Walker makes no close combat attacks): its
    // kills and damage null, which merge checks as it does 10th edition's.
    const scenario = join(folder.dir, 'scenario.yaml');
    writeFileSync(scenario, ['ruleset: legacy', 'matchups:', '  - { attacker: tactical squad, target: ork boyz, halfRange: true }', '  - { attacker: rhino, target: ork boyz, melee: true }', '  - { attacker: terminators, target: rhino }'].join('\n'));
    const files = ['1/2', '2/2'].map((s, i) => {
      const file = join(folder.dir, `run-${i + 1}.json`);
      writeFileSync(file, ok(['run', scenario, '--format', 'json', '-q', '--shard', s]));
      return file;
    });
    const whole = ok(['run', scenario, '--format', 'json', '-q']);
    expect(ok(['merge', ...files, '-q'])).toBe(whole);
    expect((JSON.parse(whole) as { matchups: { kills: unknown; damage: unknown }[] }).matchups[1]).toMatchObject({ kills: null, damage: null });
  });
});
