/**
 * The worker pool (tinypool, src/cli/pool.ts) finds its worker beside the code that starts it: from
 * the bundle the bin loads (dist/bundle/worker.js, tinypool kept out of the bundle) and from the
 * unbundled build a script imports (dist/cli/worker.js). Both print what --jobs 1 prints.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, THREADS, wh40k } from './run.js';
import { HANG_MS } from '../hang.js';

const ARGS = ['compare', 'eightbound,intercessors', 'vs', 'terminators,rhino', '--format', 'csv'];

describe('--jobs 2 (4 matchups, threads forced: WH40K_THREADS_FROM_WORK=0)', () => {
  const serial = wh40k([...ARGS, '--jobs', '1']);

  it('from the bundle (bin/wh40k.js)', () => {
    const r = wh40k([...ARGS, '--jobs', '2'], THREADS);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(serial.stdout);
  });

  it('from dist/cli/main.js', () => {
    const script = `const { main } = await import(${JSON.stringify(join(ROOT, 'dist', 'cli', 'main.js'))}); process.exitCode = await main(${JSON.stringify([...ARGS, '--jobs', '2'])});`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: HANG_MS, env: { ...process.env, ...THREADS } });
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(serial.stdout);
  });
});

describe("the threads' Node flags", () => {
  it('are the process flags less --input-type, which a thread refuses (the script above runs under it)', async () => {
    const { workerExecArgv } = await import('../../src/cli/pool.js');
    expect(workerExecArgv(['--input-type=module', '--max-old-space-size=512'])).toEqual(['--max-old-space-size=512']);
    expect(workerExecArgv(['--input-type', 'module', '--cpu-prof'])).toEqual(['--cpu-prof']);
    expect(workerExecArgv([])).toEqual([]);
  });
});
