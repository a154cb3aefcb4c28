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
const { cacheFor } = require('../../bin/load-cli.js') as { cacheFor: (source: string, file?: string) => Buffer | undefined };

describe('load-cli', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wh40k-load-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the bundle with its code cache, which V8 accepts (in a plain node: flags change what V8 accepts)', () => {
    const check = "const { cli, script } = require('./bin/load-cli.js').loadCli(); console.log(typeof cli.main, script.cachedDataRejected)";
    const r = spawnSync(process.execPath, ['-e', check], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stdout.trim()).toBe('function false');
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
