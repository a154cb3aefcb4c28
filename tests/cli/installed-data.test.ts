/**
 * An installed package (no .git beside data/) trusts its compiled bundled data: npm's tarball gives
 * every file one fixed time, so checking data/ against the build would fail and parse all the YAML at
 * each start (issue 13). A checkout, or WH40K_DEV, still checks. Runs the built CLI from a copy.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './run.js';

describe('the bundled data of an installed package', () => {
  const installed = mkdtempSync(join(tmpdir(), 'wh40k-installed-'));
  for (const part of ['bin', 'dist', 'data', 'package.json']) cpSync(join(ROOT, part), join(installed, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(installed, 'node_modules'));
  // Edited after the build: T9 becomes T10.
  const rhino = join(installed, 'data', 'targets', 'rhino.yaml');
  writeFileSync(rhino, readFileSync(rhino, 'utf8').replace('T: 9,', 'T: 10,'));
  afterAll(() => rmSync(installed, { recursive: true, force: true }));

  const toughness = (env: Record<string, string>) => {
    const r = spawnSync(process.execPath, [join(installed, 'bin', 'wh40k.js'), 'show', 'rhino', '--format', 'json'], { encoding: 'utf8', env: { ...process.env, ...env } });
    expect(r.status, r.stderr).toBe(0);
    return (JSON.parse(r.stdout) as { unit: { models: { stats: { T: number } }[] } }).unit.models[0].stats.T;
  };

  it('is the compiled data, as built', () => {
    expect(toughness({ WH40K_DEV: '' })).toBe(9);
  });

  it('is the YAML as it is now with WH40K_DEV set', () => {
    expect(toughness({ WH40K_DEV: '1' })).toBe(10);
  });
});
