'use strict';
// Loads the CLI bundle (dist/bundle/cli.cjs) with the V8 code cache `npm run build` made for it
// (scripts/bundle-cli.mjs): a cold start then skips parsing and compiling most of the code it runs
// (issue 13). The bundle's first line names its build; the cache starts with the same name, so a
// cache of another build is never used, and V8 itself refuses a cache of another Node or V8 (the
// bundle then compiles as usual). CommonJS (bin/package.json): Node's ESM loader costs a cold start.
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { Script } = require('node:vm');

const BUNDLE = join(__dirname, '..', 'dist', 'bundle', 'cli.cjs');
const CACHE = `${BUNDLE}.cache`;
const BUILD_LINE = /^\/\/ wh40k build (\S+)\n/;

/** The code cache made for this very bundle (`file`: where it is), if there is one. */
function cacheFor(source, file = CACHE) {
  const build = BUILD_LINE.exec(source)?.[1];
  let cache;
  try {
    cache = readFileSync(file);
  } catch {
    return undefined;
  }
  return build && cache.subarray(0, build.length).toString('latin1') === build ? cache.subarray(build.length) : undefined;
}

/** The bundle's exports (`main`), and the script compiled, from which the build makes the cache. */
function loadCli() {
  const source = readFileSync(BUNDLE, 'utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname, __wh40kImport) {${source}\n})`, {
    filename: BUNDLE,
    cachedData: cacheFor(source),
  });
  const module = { exports: {} };
  // The bundle imports tinypool (ESM only) through this file: a vm script cannot import() on Node 20.
  const importer = (specifier) => import(specifier);
  script.runInThisContext()(module.exports, createRequire(BUNDLE), module, BUNDLE, dirname(BUNDLE), importer);
  return { cli: module.exports, script };
}

module.exports = { BUNDLE, CACHE, cacheFor, loadCli };
