/**
 * bin/load-cli.js: the CLI bundle runs with the code cache the build made for it, and never with a
 * cache made for another build (V8 checks only the source's length). Needs `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './run.js';

const require = createRequire(import.meta.url);
const { cacheFor, matrixCommand } = require('../../bin/load-cli.js') as {
  cacheFor: (source: string, file?: string) => Buffer | undefined;
  matrixCommand: (args: readonly string[]) => boolean;
};

describe('load-cli', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wh40k-load-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the bundle with its code cache, which V8 accepts (in a plain node: flags change what V8 accepts)', () => {
    const check = "const { cli, script } = require('./bin/load-cli.js').loadCli(); console.log(typeof cli.main, script.cachedDataRejected)";
    const r = spawnSync(process.execPath, ['-e', check], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stdout.trim()).toBe('function false');
  });

  it("a matrix command reads its own cache (what a small compare compiled too), which V8 accepts as well, before it sets V8's flags", () => {
    const check = (args: string[]) =>
      spawnSync(process.execPath, ['-e', `console.log(require('./bin/load-cli.js').loadCliFor(${JSON.stringify(args)}).script.cachedDataRejected)`], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
    expect([check(['compare', 'a', 'vs', 'b']), check(['calc', 'a', 'vs', 'b'])]).toEqual(['false', 'false']);
    for (const command of ['compare', 'run', 'roster', 'report']) expect(matrixCommand(['--data', 'dir', command, 'x'])).toBe(true);
    for (const command of ['calc', 'list', 'show', 'validate', 'schema', '--version']) expect(matrixCommand([command, 'x'])).toBe(false);
  });

  // bin/load-cli.js TIERING: in a matrix command TurboFan waits for 45x V8's default budget. A small
  // function run 2,500 times is optimised in plain node (it is from about 1,000 calls on Node 20) and
  // in a calc, not in a compare (from about 10,000). Compiling on the main thread makes the status
  // known when the loop ends.
  it('sets V8 to optimise later for a matrix command (the whole process), never for a calc', () => {
    const hot = (args: string[] | null) => {
      const script = [
        args ? `require('./bin/load-cli.js').loadCliFor(${JSON.stringify(args)});` : '',
        'function hot(x) { let s = 0; for (let i = 0; i < 10; i++) s += i * x; return s; }',
        // 500 calls: V8's default budget optimises it (from about 300), a matrix command's (10x) does not (nor at 1,200).
        'for (let i = 0; i < 500; i++) hot(i);',
        'console.log((%GetOptimizationStatus(hot) & 64) !== 0);', // V8's kTurboFanned bit
      ].join('\n');
      const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--no-concurrent-recompilation', '-e', script], { cwd: ROOT, encoding: 'utf8' });
      return r.stdout.trim();
    };
    expect([hot(null), hot(['calc', 'eightbound', 'vs', 'rhino']), hot(['compare', 'eightbound', 'vs', 'rhino'])]).toEqual(['true', 'true', 'false']);
  });

  it("uses a cache only when it starts with the bundle's build name", () => {
    const file = join(dir, 'cli.cjs.cache');
    writeFileSync(file, Buffer.concat([Buffer.from('build-one'), Buffer.from([1, 2, 3])]));
    expect([...(cacheFor('// wh40k build build-one\ncode', file) ?? [])]).toEqual([1, 2, 3]);
    expect(cacheFor('// wh40k build build-two\ncode', file)).toBeUndefined();
    expect(cacheFor('code without a build line', file)).toBeUndefined();
    expect(cacheFor('// wh40k build build-one\ncode', join(dir, 'missing.cache'))).toBeUndefined();
  });
});
