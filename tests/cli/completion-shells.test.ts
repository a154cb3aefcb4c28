import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, wh40k } from './run.js';
import { HANG_MS } from '../hang.js';

// The zsh and fish scripts of `wh40k completion` loaded into the real shells, asked what they complete.
// .ci/run installs fish and zsh (Debian packages) as it does chromium, so in CI (CI=true) these tests
// run and FAIL when a shell is missing; elsewhere they are skipped with a warning.
const inCI = process.env.CI === 'true' || process.env.CI === '1';
const has = (shell: string) => existsSync(`/usr/bin/${shell}`) || existsSync(`/bin/${shell}`);
for (const shell of ['zsh', 'fish']) {
  if (!has(shell) && !inCI) console.warn(`tests/cli/completion-shells.test.ts: skipping the ${shell} tests: ${shell} not found (apt-get install -y ${shell})`);
}

const dir = mkdtempSync(join(tmpdir(), 'wh40k-completion-'));
function script(shell: 'zsh' | 'fish'): string {
  const r = wh40k(['completion', shell]);
  expect(r.status).toBe(0);
  const file = join(dir, `wh40k.${shell}`);
  writeFileSync(file, r.stdout);
  return file;
}

describe.skipIf(!has('fish') && !inCI)('fish loads `wh40k completion fish` and completes from it', () => {
  const file = script('fish');
  /** fish's own answer (`complete -C`): one "match<TAB>description" line per match; the matches. */
  function complete(line: string): string[] {
    const r = spawnSync('fish', ['--no-config', '-c', `source ${file}; complete -C ${JSON.stringify(line)}`], { encoding: 'utf8', timeout: HANG_MS });
    expect(r.stderr).toBe('');
    return r.stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
  }

  it('commands, subcommands, options and closed lists of values', () => {
    expect(complete('wh40k cal')).toEqual(['calc']);
    expect(complete('wh40k import ')).toEqual(['bsdata']);
    expect(complete('wh40k calc --target-m')).toEqual(['--target-models']);
    expect(complete('wh40k calc --format ').sort()).toEqual(['csv', 'json', 'markdown', 'table']);
    expect(complete('wh40k calc --with warp-b')).toEqual(['warp-blades']);
    // Issue 29 section 3: after a comma the next effect completes; --with offers the attacker's effects only.
    expect(complete('wh40k calc --with warp-blades,relentl')).toEqual(['warp-blades,relentless-rage']);
    expect(complete('wh40k calc --with go-to')).toEqual([]);
    expect(complete('wh40k calc --target-with go-to')).toEqual(['go-to-ground']);
    expect(complete('wh40k completion ').sort()).toEqual(['bash', 'fish', 'zsh']);
    expect(complete('wh40k calc eight')).toEqual(['eightbound']);
    expect(complete('wh40k show leman')).toEqual(['leman-russ', 'leman-russ-battle-tank']);
  });
});

describe.skipIf(!has('zsh') && !inCI)('zsh loads `wh40k completion zsh` and completes from it', () => {
  const file = script('zsh');
  /** The matches zsh offers after the words and a Tab (tests/cli/zsh-capture.zsh types them on a pseudo-terminal). */
  function complete(line: string): string[] {
    const r = spawnSync('zsh', ['-f', join(ROOT, 'tests', 'cli', 'zsh-capture.zsh'), file, line], { encoding: 'utf8', timeout: HANG_MS });
    expect(r.status).toBe(0);
    const after = r.stdout.slice(r.stdout.lastIndexOf('<<START>>') + '<<START>>'.length);
    return [...after.matchAll(/<<([^>\n]*)>>/g)].map((m) => m[1]);
  }

  it('commands, subcommands, options and closed lists of values', () => {
    expect(complete('wh40k cal')).toEqual(['calc']);
    expect(complete('wh40k import ')).toEqual(['bsdata']);
    expect(complete('wh40k calc --target-m')).toEqual(['--target-models']);
    expect(complete('wh40k calc --format ')).toEqual(['table', 'json', 'csv', 'markdown']);
    expect(complete('wh40k calc --with warp-b')).toEqual(['warp-blades']);
    expect(complete('wh40k calc --target-with go-to')).toEqual(['go-to-ground']);
    expect(complete('wh40k calc --with warp-blades,relentl')).toEqual(['relentless-rage']);
    expect(complete('wh40k completion ')).toEqual(['bash', 'zsh', 'fish']);
    // A global option's value is not taken for the command.
    expect(complete('wh40k --data /tmp va')).toEqual(['validate']);
    expect(complete('wh40k calc eight')).toEqual(['eightbound']);
    expect(complete('wh40k calc eightbound v')).toEqual(['vs']);
  });
});
