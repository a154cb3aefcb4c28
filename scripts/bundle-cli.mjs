// `npm run bundle`: the compiled CLI (dist/) as the files the bin and the worker threads load (issue 13).
// - dist/bundle/cli.cjs: the CLI in one CommonJS file: one file to read, no ESM module graph to
//   resolve and link at each start. The big packages only some commands use (the YAML reader, zod,
//   the XML reader, zip, csv, the progress bar) stay out of it and load from node_modules when used.
// - dist/bundle/cli.cjs.cache: V8's code cache of cli.cjs after a calc in table and JSON format, so a
//   cold start skips compiling what a calc runs (bin/load-cli.js checks it belongs to this build);
//   dist/bundle/cli.cjs.matrix.cache: the same after a small compare too, for the matrix commands.
// - dist/bundle/worker.js: the worker threads' entry (tinypool loads it by path, as ESM).
// - dist/bundle/legacy.cjs: the legacy ruleset's modules, which cli.cjs loads only when one is used
//   (scripts/legacy-chunk.mjs): a 10th-edition start neither reads nor compiles them (issue 14 section 4).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_HEAD, BUNDLE_TAIL, CACHE, MATRIX_CACHE, loadCli } from '../bin/load-cli.js';
import { fasterCellOptions } from './cell-options.mjs';
import { CHUNK_BANNER, CHUNK_FOOTER, chunkEntry, exportNames, legacyEntries, legacyFromChunk, sharedFromMain } from './legacy-chunk.mjs';

const LOADED_WHEN_USED = ['yaml', 'zod', 'fast-xml-parser', 'fflate', 'csv-stringify', 'cli-progress', 'tinypool'];
// Minified names and no whitespace or comments: cli.cjs 1.37 -> 0.77 MB, its code cache 792 -> 671 kB, a cold calc
// 1.7 ms faster (61 paired runs; issue 30). Syntax is left as written. Which modules each file holds: modules.json.
const common = { bundle: true, platform: 'node', logLevel: 'warning', minifyWhitespace: true, minifyIdentifiers: true };
// cli-table3 measures text with src/cli/string-width.cjs: string-width with a fast path for ASCII.
const FAST_WIDTH = resolve('src/cli/string-width.cjs');
// and commander gets node:child_process when it first uses it (src/cli/lazy-child-process.cjs).
const LAZY_CHILD_PROCESS = resolve('src/cli/lazy-child-process.cjs');
// cli-table3's cells choose their options without a split, a join and two arrays each (scripts/cell-options.mjs).
const startUpShims = {
  name: 'start-up-shims',
  setup(b) {
    b.onLoad({ filter: /[\\/]cli-table3[\\/]src[\\/]cell\.js$/ }, (args) => ({ contents: fasterCellOptions(readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
    b.onResolve({ filter: /^string-width$/ }, (args) => (args.importer === FAST_WIDTH ? undefined : { path: FAST_WIDTH }));
    b.onResolve({ filter: /^node:child_process$/ }, (args) => (args.importer === LAZY_CHILD_PROCESS ? { path: args.path, external: true } : { path: LAZY_CHILD_PROCESS }));
  },
};

rmSync('dist/bundle', { recursive: true, force: true });
await build({
  ...common,
  entryPoints: ['dist/cli/worker.js'],
  outdir: 'dist/bundle',
  format: 'esm',
  external: ['tinypool'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
const buildId = randomUUID();
// The ESM sources find their files from import.meta.url; ESM code is strict, so the bundle is too.
const metaUrl = "'use strict';\nconst __import_meta_url = require('node:url').pathToFileURL(__filename).href;";
// The legacy chunk first: what it imports of the rest, cli.cjs hands it.
const shared = new Set();
const entries = legacyEntries();
const legacyBuild = await build({
  ...common,
  metafile: true,
  stdin: { contents: chunkEntry(entries), resolveDir: resolve('dist'), sourcefile: 'legacy-chunk.js', loader: 'js' },
  outfile: 'dist/bundle/legacy.cjs',
  format: 'cjs',
  external: LOADED_WHEN_USED,
  plugins: [sharedFromMain(shared, LOADED_WHEN_USED)],
  define: { 'import.meta.url': '__import_meta_url' },
  banner: { js: `${CHUNK_BANNER}\n${metaUrl}` },
  footer: { js: CHUNK_FOOTER },
});
const cliBuild = await build({
  ...common,
  metafile: true,
  entryPoints: ['dist/cli/main.js'],
  outfile: 'dist/bundle/cli.cjs',
  format: 'cjs',
  external: LOADED_WHEN_USED,
  plugins: [startUpShims, legacyFromChunk(shared, await exportNames(entries))],
  define: { 'import.meta.url': '__import_meta_url' },
  banner: { js: `// wh40k build ${buildId}\n${metaUrl}` },
});
// The compiled modules each file holds (esbuild's metafile; the minified files name none): tests/cli/legacy-chunk.test.ts.
const modulesOf = ({ metafile }) => Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs)).filter((m) => m.startsWith('dist/')).sort();
writeFileSync('dist/bundle/modules.json', `${JSON.stringify({ 'cli.cjs': modulesOf(cliBuild), 'legacy.cjs': modulesOf(legacyBuild) }, null, 1)}\n`);

// A script run by node:vm cannot import() on Node 20 (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG): the
// one import() left in the bundle, of tinypool (ESM only), goes through the loader (bin/load-cli.js).
const source = readFileSync('dist/bundle/cli.cjs', 'utf8');
const imports = source.match(/\bimport\(/g) ?? [];
if (imports.length !== 1 || !source.includes('import("tinypool")')) throw new Error(`bundle-cli: expected one import(), of tinypool, in dist/bundle/cli.cjs; found ${imports.length}`);
// Pure ASCII, so V8 holds the source as a one-byte string (half the memory; reading and compiling
// cost ~1.5 ms less a start): esbuild leaves non-ASCII characters only in comments and regular
// expressions (┌│├└ of a table line, dashes of BSData), where a \uXXXX escape means the same.
const ascii = (text) => text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
// Written as the one function expression bin/load-cli.js runs, after its build line: V8 compiles the file as read, with
// no wrapped copy of 1.4 MB to make and flatten at each start (1.3 ms of a cold calc, paired runs).
const bundled = ascii(source.replace('import("tinypool")', '__wh40kImport("tinypool")'));
const buildLine = bundled.slice(0, bundled.indexOf('\n') + 1);
writeFileSync('dist/bundle/cli.cjs', `${buildLine}${BUNDLE_HEAD}${bundled.slice(buildLine.length)}${BUNDLE_TAIL}`);
const chunk = readFileSync('dist/bundle/legacy.cjs', 'utf8');
if (/\bimport\(/.test(chunk)) throw new Error('bundle-cli: dist/bundle/legacy.cjs has an import(), which a chunk of cli.cjs (a vm script) cannot run');
writeFileSync('dist/bundle/legacy.cjs', ascii(chunk));

// Run what a cold calc runs, without the user's config file, then keep V8's compiled code; then, for
// the matrix commands' cache (bin/load-cli.js MATRIX_CACHE), what a small compare adds. Under V8's
// default flags: the bin reads a cache before it sets any (V8 accepts one only under its own flags).
const { cli, script } = loadCli();
const home = mkdtempSync(join(tmpdir(), 'wh40k-bundle-'));
const silent = { out() {}, err() {}, colour: false };
async function warmUp(args) {
  for (const format of ['table', 'json']) {
    const code = await cli.main([...args, '--format', format], silent, { cwd: home, env: {} });
    if (code !== 0) throw new Error(`bundle-cli: the warm-up ${args[0]} (--format ${format}) failed with exit code ${code}`);
  }
}
const keepCache = (file) => writeFileSync(file, Buffer.concat([Buffer.from(buildId, 'latin1'), script.createCachedData()]));
await warmUp(['calc', 'eightbound', 'vs', 'intercessors']);
keepCache(CACHE);
await warmUp(['compare', 'eightbound,intercessors,fire dragons,wraithguard', 'vs', 'intercessors,rhino,knight paladin,terminators', '--jobs', '1']);
keepCache(MATRIX_CACHE);
rmSync(home, { recursive: true, force: true });
