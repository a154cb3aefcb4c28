/**
 * Issue 14 section 4: a ruleset is one value chosen once, and the legacy commands load nothing of the
 * 10th-edition engine. Read from the sources: every import that loads code (static `import ... from`,
 * `export ... from`, dynamic `import()`; not `import type`, which TypeScript erases), followed from each
 * legacy module, never reaches src/rules/tenth/; shared code never asks `=== 'legacy'`; and a ruleset
 * value's module loads nothing when imported (its parts load when asked), so the registry costs nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run.js';

const SRC = join(ROOT, 'src');
const rel = (f: string) => relative(ROOT, f).split('\\').join('/');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.[cm]?ts$/.test(e.name) ? [join(dir, e.name)] : []));
}

// `import x from`, `import { a, type B } from`, `export { a } from`, `export * from` (not `import type` or `export type`), and `import('...')`.
const LOADING = /\b(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The project files a module's code loads (its relative imports that load code). */
function loads(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(LOADING)].map((m) => {
    const path = join(dirname(file), m[1] ?? m[2]);
    const ts = path.replace(/\.js$/, '.ts');
    return existsSync(ts) ? ts : path;
  });
}

/** Every module reachable from `start` by imports that load code, each with the chain that reaches it. */
function reachable(start: readonly string[]): Map<string, string[]> {
  const chains = new Map(start.map((f) => [f, [rel(f)]]));
  const queue = [...start];
  for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
    for (const next of loads(f)) {
      if (chains.has(next) || !existsSync(next)) continue;
      chains.set(next, [...chains.get(f)!, rel(next)]);
      queue.push(next);
    }
  }
  return chains;
}

const LEGACY_MODULES = sources(SRC).filter((f) => /^src\/(cli\/legacy-|matchup\/legacy-|profiles\/legacy-|rules\/legacy\/)/.test(rel(f)));

describe('the legacy ruleset loads no 10th-edition engine', () => {
  it('finds the legacy modules, and follows imports through (a check that can fail: the 10th-edition calc reaches the engine)', () => {
    expect(LEGACY_MODULES.map(rel)).toEqual(expect.arrayContaining(['src/rules/legacy/index.ts', 'src/rules/legacy/engine.ts']));
    const tenthCalc = reachable([join(SRC, 'rules', 'tenth', 'matchup', 'words.ts')]);
    expect([...tenthCalc.keys()].map(rel)).toContain('src/rules/tenth/engine.ts');
  });

  it('no import chain from a legacy module reaches src/rules/tenth/', () => {
    const intoTenth = [...reachable(LEGACY_MODULES).entries()].filter(([f]) => rel(f).startsWith('src/rules/tenth/')).map(([, chain]) => chain.join(' -> '));
    expect(intoTenth).toEqual([]);
  });

  it("shared code never compares with 'legacy' (outside the legacy ruleset's own modules and the registry)", () => {
    const comparison = /[!=]==?\s*['"]legacy['"]|['"]legacy['"]\s*[!=]==?|case\s+['"]legacy['"]/;
    const shared = sources(SRC).filter((f) => !LEGACY_MODULES.includes(f) && rel(f) !== 'src/rules/rulesets.ts');
    expect(shared.filter((f) => comparison.test(readFileSync(f, 'utf8'))).map(rel)).toEqual([]);
  });

  it('a ruleset value and the registry load no engine when imported: their parts are dynamic imports, their flags plain data', () => {
    const values = ['src/rules/rulesets.ts', 'src/rules/ruleset.ts', 'src/rules/tenth/index.ts', 'src/rules/legacy/index.ts', 'src/rules/eleventh/index.ts', 'src/rules/eleventh/value.ts'].map((f) => join(ROOT, f));
    const staticLoads = (f: string) => [...readFileSync(f, 'utf8').matchAll(LOADING)].filter((m) => m[1] !== undefined).map((m) => m[1]);
    // A ruleset's flags are plain data (rules/flags.ts, which loads nothing): they load nothing else.
    expect(staticLoads(join(ROOT, 'src/rules/flags.ts'))).toEqual([]);
    for (const flags of ['src/rules/tenth/flags.ts', 'src/rules/tenth/turn-flags.ts', 'src/rules/legacy/flags.ts', 'src/rules/eleventh/flags.ts', 'src/rules/eleventh/turn-flags.ts']) {
      expect(staticLoads(join(ROOT, flags)).filter((m) => m !== '../flags.js')).toEqual([]);
    }
    expect(Object.fromEntries(values.map((f) => [rel(f), staticLoads(f)]))).toEqual({
      'src/rules/rulesets.ts': ['./legacy/index.js', './tenth/index.js', './eleventh/index.js'],
      'src/rules/ruleset.ts': [],
      'src/rules/tenth/index.ts': ['../ruleset.js', './flags.js', './turn-flags.js'],
      'src/rules/legacy/index.ts': ['../ruleset.js', './flags.js'],
      // 11th edition's value is made over its engines (value.ts), which index.ts names as dynamic imports.
      'src/rules/eleventh/index.ts': ['./value.js'],
      'src/rules/eleventh/value.ts': ['../ruleset.js', './flags.js', './turn-flags.js'],
    });
  });
});
