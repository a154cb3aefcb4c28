/**
 * The legacy ruleset's own chunk (issue 14 section 4; scripts/legacy-chunk.mjs): dist/bundle/cli.cjs holds
 * no legacy module, a 10th-edition command never loads dist/bundle/legacy.cjs, and a legacy command loads
 * it and runs with cli.cjs's error classes (its refusals exit 2 with their messages, not "internal error").
 * Needs `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run.js';
import { HANG_MS } from '../hang.js';

const BUNDLE = join(ROOT, 'dist', 'bundle');

/** Runs the bundle as bin/wh40k.js does, in one node; prints the exit code, whether legacy.cjs was loaded, and stderr's text. */
function run(args: readonly string[]): { code: number; chunkLoaded: boolean; err: string } {
  const script = `
    const err = [];
    const io = { out() {}, err: (t) => err.push(t), colour: false };
    require('./bin/load-cli.js').loadCliFor(${JSON.stringify(args)}).cli.main(${JSON.stringify(args)}, io).then((code) => {
      const chunkLoaded = Object.keys(require.cache).some((f) => f.endsWith('legacy.cjs'));
      process.stdout.write(JSON.stringify({ code, chunkLoaded, err: err.join('\\n') }));
    });`;
  const r = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8', timeout: HANG_MS });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
}

describe('the legacy chunk', () => {
  it("cli.cjs holds none of the legacy ruleset's engine, loaders or commands; legacy.cjs holds them and no 10th-edition engine", () => {
    // The compiled modules each file holds, as the build wrote them from esbuild's metafile (scripts/bundle-cli.mjs).
    const held = JSON.parse(readFileSync(join(BUNDLE, 'modules.json'), 'utf8')) as Record<string, string[]>;
    const modules = (file: string) => held[file];
    const main = modules('cli.cjs');
    expect(main).toContain('dist/rules/tenth/engine.js');
    // In whatever order esbuild places them: which modules, not their order, is the point.
    expect(main.filter((m) => /legacy/.test(m)).sort()).toEqual(['dist/rules/legacy/flags.js', 'dist/rules/legacy/index.js']);
    const chunk = modules('legacy.cjs');
    expect(chunk).toEqual(expect.arrayContaining(['dist/rules/legacy/engine.js', 'dist/rules/legacy/matchups.js', 'dist/rules/legacy/load.js']));
    // Shared modules are cli.cjs's (handed to the chunk), not copies.
    expect(chunk.filter((m) => !/legacy/.test(m))).toEqual([]);
  });

  it('a 10th-edition calc does not load legacy.cjs; a legacy calc does', () => {
    expect(run(['calc', 'eightbound', 'vs', 'intercessors'])).toEqual({ code: 0, chunkLoaded: false, err: expect.any(String) });
    expect(run(['--ruleset', 'legacy', 'calc', 'tactical squad', 'vs', 'ork boyz', '-q'])).toEqual({ code: 0, chunkLoaded: true, err: '' });
  });

  it('importing a legacy module loads nothing until one of its exports is used: list imports validate.js, which imports legacy-load.js; report, the legacy ruleset report words', () => {
    expect(run(['list'])).toMatchObject({ code: 0, chunkLoaded: false });
    const out = join(mkdtempSync(join(tmpdir(), 'wh40k-chunk-')), 'matrix.html');
    expect(run(['report', join('examples', 'matrix.json'), '-o', out])).toMatchObject({ code: 0, chunkLoaded: false });
    expect(run(['validate', 'data/legacy/rhino.yaml'])).toMatchObject({ code: 0, chunkLoaded: true });
  });

  it("the chunk's errors are cli.cjs's classes: an unknown unit (InputError), a usage error and a commander error exit 2 with their messages", () => {
    expect(run(['--ruleset', 'legacy', 'calc', 'tactical squad', 'vs', 'orkz'])).toEqual({ code: 2, chunkLoaded: true, err: 'wh40k: unknown legacy unit "orkz"; closest: Ork Boyz, Rhino, Genestealers' });
    expect(run(['--ruleset', 'legacy', 'calc', 'tactical squad'])).toMatchObject({ code: 2, err: 'wh40k: expected ATTACKER vs TARGET, e.g. "wh40k calc eightbound vs intercessors", got "tactical squad"' });
    expect(run(['--ruleset', 'legacy', 'calc', 'a', 'vs', 'b', '--facing', 'top'])).toMatchObject({ code: 2, err: `error: option '--facing <facing>' argument 'top' is invalid. expected front, side or rear, got "top"` });
  });
});
