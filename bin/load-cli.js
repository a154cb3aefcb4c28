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
// A matrix command's cache also holds what a small compare compiled (cli/compare.ts, outcomes.ts and
// the engine's paths a calc of eightbound did not take): compare of every bundled unit against every
// one 7-10 ms less CPU; a calc does not read it (the larger cache costs a cold calc 3-4 ms).
const MATRIX_CACHE = `${BUNDLE}.matrix.cache`;
const MATRIX_COMMANDS = ['compare', 'run', 'roster', 'report'];
const BUILD_LINE = /^\/\/ wh40k build (\S+)\n/;
// What the build writes around the bundle's code (scripts/bundle-cli.mjs): a function of what CommonJS gives a module.
const BUNDLE_HEAD = '(function (exports, require, module, __filename, __dirname, __wh40kImport) {';
const BUNDLE_TAIL = '\n})';

// V8 compiles a function with TurboFan once it has run its interrupt budget of bytecode (default
// 67,584). A matrix's first cells meet most of the engine's code with little type feedback, and
// each unit brings other shapes: TurboFan compiles early, deoptimises, compiles again, and a short
// process pays for code it barely uses. With 45x the budget (then; 10x now, below) only code that stays hot is optimised:
// compare 26x26 --jobs 1 --format json 480 -> 310 ms CPU, heavy cells unchanged (issue 13 goal 4;
// the figures in the commit). Matrix commands only: loading node:v8 costs a cold calc ~0.5 ms.
// Long runs measured again (goal 7's marginal rate; fresh processes, runCalc over the mix under 40
// variants): calcs 600-2400 cost 310-360 ms at this budget, 530-680 at V8's default, 420-560 at
// 1e6, 370-410 at 1e7, 460-560 at 3e7, 450-590 back to the default after 100 or 300 calcs; neither
// --maglev nor --always-sparkplug helped. The default catches up only past about 6,000 calcs.
// Measured again (issue 30, 2026-11-29, the engine faster since): compare 26x26 takes 0.11-0.12 s at any budget
// from 7e5 to 3e6, `run examples/turns.yaml` 0.14 s; the sweep of 6,360 BSData cells (bench figure 13) 0.50 s at
// 3e6, 0.47 at 1.5e6, 0.43 at 7e5, 0.44-0.45 at 5e5 (more CPU compiling), 0.56-0.60 at V8's default: 10x the default.
const TIERING = '--interrupt-budget=700000';

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

/** Whether a command line runs a matrix of matchups (compare, run, roster, report); a wrong guess costs only time. */
function matrixCommand(args) {
  return args.some((a) => MATRIX_COMMANDS.includes(a));
}

/** The bundle's exports (`main`), and the script compiled, from which the build makes the caches. */
function loadCli(cacheFile = CACHE) {
  // latin1: the bundle is pure ASCII (scripts/bundle-cli.mjs makes it so), read without UTF-8 decoding.
  const source = readFileSync(BUNDLE, 'latin1');
  // The bundle is one function expression (BUNDLE_HEAD ... BUNDLE_TAIL, after its build line): the file as read.
  const script = new Script(source, {
    filename: BUNDLE,
    cachedData: cacheFor(source, cacheFile),
  });
  const module = { exports: {} };
  // The bundle imports tinypool (ESM only) through this file: a vm script cannot import() on Node 20.
  const importer = (specifier) => import(specifier);
  script.runInThisContext()(module.exports, createRequire(BUNDLE), module, BUNDLE, dirname(BUNDLE), importer);
  return { cli: module.exports, script };
}

/**
 * The CLI for a command line (bin/wh40k.js): a matrix command reads the larger cache, then has V8
 * optimise later for the whole process (TIERING); a calc, and every other command, keeps V8's defaults.
 */
function loadCliFor(args) {
  const matrix = matrixCommand(args);
  const loaded = loadCli(matrix ? MATRIX_CACHE : CACHE);
  // Once the cache is read: V8 accepts a code cache only under the flags it was made with.
  if (matrix) require('node:v8').setFlagsFromString(TIERING);
  return loaded;
}

module.exports = { BUNDLE, BUNDLE_HEAD, BUNDLE_TAIL, CACHE, MATRIX_CACHE, cacheFor, loadCli, loadCliFor, matrixCommand };
