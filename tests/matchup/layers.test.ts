/**
 * GUIDE 'The shape: data flows one way' (issue 14 section 4): nothing below src/cli imports from it, so
 * the library entry (src/index.ts) and the worker threads need nothing of the command line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run.js';

const SRC = join(ROOT, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.[cm]?ts$/.test(e.name) ? [join(dir, e.name)] : []));
}

/** The files outside src/cli whose imports (static, dynamic or type-only) reach into src/cli. */
function importingCli(): string[] {
  return sources(SRC)
    .filter((f) => !relative(SRC, f).startsWith('cli'))
    .filter((f) => /(?:from\s+|import\(\s*)['"](?:\.\.\/)+cli\//.test(readFileSync(f, 'utf8')))
    .map((f) => relative(ROOT, f));
}

describe('src layers', () => {
  it('no module outside src/cli imports from src/cli (src/index.ts included)', () => {
    expect(importingCli()).toEqual([]);
  });
});
