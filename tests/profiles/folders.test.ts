/**
 * makeFolders (src/profiles/folders.ts): `mkdir -p` that fails with the system's reason. Node 20's recursive
 * mkdirSync spins forever under /proc, so `import bsdata --out /proc/x` (and `report -o`, the import cache) hung.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFolders } from '../../src/profiles/folders.js';
import { ROOT } from '../cli/run.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-folders-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('makeFolders', () => {
  it('makes every missing folder of the path, and does nothing where they are', () => {
    const deep = join(dir, 'a', 'b', 'c');
    makeFolders(deep);
    expect(statSync(deep).isDirectory()).toBe(true);
    expect(() => makeFolders(deep)).not.toThrow();
  });

  it('a file where a folder should be: ENOTDIR, nothing made past it', () => {
    writeFileSync(join(dir, 'file'), 'x');
    expect(() => makeFolders(join(dir, 'file', 'x'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
  });

  // In a child process with a time limit: a hang here would otherwise stop the test run (the call is synchronous).
  it.skipIf(!existsSync('/proc/self'))('under /proc it fails at once with ENOENT, where a recursive mkdirSync spins forever', () => {
    const script = `import { makeFolders } from ${JSON.stringify(join(ROOT, 'dist', 'profiles', 'folders.js'))};
try { makeFolders('/proc/wh40k-no-such-folder/a'); console.log('made'); } catch (e) { console.log(e.code); }`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(r.error).toBeUndefined();
    expect(r.stdout.trim()).toBe('ENOENT');
  });
});
