// The legacy ruleset's own chunk (issue 14 section 4), for scripts/bundle-cli.mjs: dist/bundle/legacy.cjs holds the
// legacy modules, which cli.cjs requires only when one is first used (--ruleset legacy; validate of a legacy file),
// so a 10th-edition start neither reads nor compiles them.
// - cli.cjs: each import of a legacy module becomes that module's exports from the chunk; the chunk is one
//   function, called once with the modules it shares with cli.cjs.
// - legacy.cjs: every module it imports that is not a legacy one (the shared tables, dice, errors; commander,
//   cli-table3...) is cli.cjs's own copy, handed to it: one InputError, UsageError and CommanderError class, so
//   main.ts's describeFailure knows the legacy commands' errors, and no code twice.
import { readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const LEGACY_CHUNK = './legacy.cjs';
// Its folder (engine, loaders, matchup, JSON, words; issue 27): not its ruleset value (rules/legacy/index.js, which
// the registry imports: its parts are imports of these) nor its flags (plain data the value names).
const LEGACY = /^rules\/legacy\/(?!index\.js|flags\.js)[^/]+\.js$/;
const DIST = resolve('dist');
const inDist = (path) => relative(DIST, path).split(sep).join('/');
const RELATIVE = /^\.\.?\//;

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
}

/** The legacy modules the rest of dist/ imports (statically or by import()): the chunk's entry points. */
export function legacyEntries() {
  const entries = new Set();
  for (const file of jsFiles(DIST).filter((f) => !LEGACY.test(inDist(f)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from\s*|import\(\s*)['"](\.\.?\/[^'"]+)['"]/g)) {
      const module = inDist(resolve(dirname(file), m[1]));
      if (LEGACY.test(module)) entries.add(module);
    }
  }
  return [...entries].sort();
}

/** The chunk's source: one function of the shared modules, giving each entry module's exports by its path in dist/. */
export function chunkEntry(entries) {
  return entries.map((m) => `Object.defineProperty(exports, ${JSON.stringify(m)}, { enumerable: true, get: () => require(${JSON.stringify(`./${m}`)}) });`).join('\n');
}
export const CHUNK_BANNER = "module.exports = function legacyChunk(__wh40kShared) {\n'use strict';\nconst module = { exports: {} }, exports = module.exports;";
export const CHUNK_FOOTER = 'return module.exports;\n};';

/** legacy.cjs's side: a module not of the legacy ruleset, or a package bundled (not `external`), is cli.cjs's; `shared` collects them. */
export function sharedFromMain(shared, external) {
  const bundled = (path) => !path.startsWith('node:') && !builtinModules.includes(path) && !external.includes(path.split('/')[0]);
  return {
    name: 'shared-from-main',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.namespace !== 'file' || args.kind === 'entry-point' || (args.importer !== '<stdin>' && !args.importer.startsWith(DIST + sep))) return undefined;
        const module = RELATIVE.test(args.path) ? inDist(resolve(args.resolveDir, args.path)) : undefined;
        const key = module !== undefined ? `./${module}` : bundled(args.path) ? args.path : undefined;
        if (key === undefined || (module !== undefined && LEGACY.test(module))) return undefined;
        shared.add(key);
        return { path: key, namespace: 'shared' };
      });
      b.onLoad({ filter: /.*/, namespace: 'shared' }, (args) => ({ contents: `module.exports = __wh40kShared[${JSON.stringify(args.path)}];`, loader: 'js' }));
    },
  };
}

/** Each entry's export names (esbuild's metafile of the entries alone, unbundled). */
export async function exportNames(entries) {
  const { metafile } = await build({ entryPoints: entries.map((m) => join(DIST, m)), outdir: 'unwritten', write: false, metafile: true, format: 'esm', logLevel: 'warning' });
  return new Map(Object.values(metafile.outputs).map((o) => [inDist(resolve(o.entryPoint)), o.exports]));
}

/**
 * cli.cjs's side: a legacy module is its exports, each a getter of the chunk's (so importing one, as validate.js
 * does legacy-load.js, loads nothing: the chunk is required, and given `shared`, when an export is first used).
 * `exports`: the chunk's entries' export names (exportNames); an import of any other legacy module fails the build.
 */
export function legacyFromChunk(shared, exports) {
  // Each handed over when the chunk first asks for it: a shared module that imports a legacy one (report.js) is not
  // initialised while the chunk itself loads, when the chunk's exports are not there yet.
  const handed = [...shared].map((key) => `get ${JSON.stringify(key)}() { return require(${JSON.stringify(RELATIVE.test(key) ? resolve(DIST, key) : key)}); }`);
  return {
    name: 'legacy-from-chunk',
    setup(b) {
      b.onResolve({ filter: /^\.\/legacy\.cjs$/ }, () => ({ path: LEGACY_CHUNK, external: true }));
      b.onResolve({ filter: /^legacy-chunk$/ }, () => ({ path: 'chunk', namespace: 'legacy-chunk' }));
      b.onResolve({ filter: RELATIVE }, (args) => {
        const module = args.namespace === 'file' ? inDist(resolve(args.resolveDir, args.path)) : '';
        if (!LEGACY.test(module)) return undefined;
        if (!exports.has(module)) return { errors: [{ text: `${module} is not an entry of the legacy chunk (legacyEntries found no import of it)` }] };
        return { path: module, namespace: 'legacy-module' };
      });
      b.onLoad({ filter: /.*/, namespace: 'legacy-module' }, (args) => {
        const getters = exports.get(args.path).map((name) => `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: () => module()[${JSON.stringify(name)}] });`);
        return { contents: [`const module = () => require('legacy-chunk')[${JSON.stringify(args.path)}];`, ...getters].join('\n'), loader: 'js' };
      });
      b.onLoad({ filter: /.*/, namespace: 'legacy-chunk' }, () => ({ contents: `module.exports = require('${LEGACY_CHUNK}')({ ${handed.join(', ')} });`, loader: 'js', resolveDir: DIST }));
    },
  };
}
