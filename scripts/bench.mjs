#!/usr/bin/env node
// npm run bench: every figure of issue 13 ("Goals" 1-7), issue 15's turn (8), issue 28's 11th edition (9-11) and issue 30's end to end (3, 12, 13) measured in one run, each with its goal and
// `ok` or `below goal`; ratios and counts, since this machine is shared and absolute times drift.
// Exit 1 if any goal is missed (after printing everything). `--list`: the figures, nothing measured.
// Not part of `npm test`: timed tests are flaky. The parts live in scripts/bench/.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIX, TURNS, WORST_FILES } from './bench/cases.mjs';
import { FIGURES } from './bench/figures.mjs';
import { cpuMs } from './bench/measure.mjs';
import { line } from './bench/stats.mjs';

if (process.argv.includes('--list')) {
  for (const [id, what, goal] of FIGURES) console.log(`${id}. ${what} (goal ${goal})`);
  const flags = (o) => Object.keys(o).map((k) => `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
  console.log(`the mix of goal 1 ("custodian guard" is no longer bundled: world eaters terminators vs terminators stands in): ${MIX.map(([m, o]) => [m, ...flags(o)].join(' ')).join('; ')}`);
  console.log(`the turns of goal 8 (each with fight back): ${TURNS.map(([m, o]) => [m, ...flags(o)].join(' ')).join('; ')}`);
  process.exit(0);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const { loadDist } = await import('./bench/estimate.mjs');
const { mixRate, published, scaling } = await import('./bench/engine-figures.mjs');
const { coldStart, matrix, slowest } = await import('./bench/matrix-figures.mjs');
const { memory, worst } = await import('./bench/heavy-figures.mjs');
const { turnSpeed } = await import('./bench/turn-figures.mjs');
const { eleventhGroups, eleventhM, eleventhMix, loadEleventh } = await import('./bench/eleventh-figures.mjs');
const { bsdataStart, sweep } = await import('./bench/catalogue-figures.mjs');

process.chdir(root); // README examples name examples/ relative to the checkout
const dist = await loadDist(root);
const results = [];
const dataDir = mkdtempSync(join(tmpdir(), 'wh40k-bench-'));
for (const [file, text] of Object.entries(WORST_FILES)) writeFileSync(join(dataDir, file), text);
const bench = {
  /** The worst cases' units (--data). */
  dataDir,
  root,
  bin: `${root}bin/wh40k.js`,
  dist,
  roster: await dist.loadRoster(),
  /** Cases with a measured time and estimateWork's steps, for goal 7's check. */
  estimated: [],
  say: (text) => console.log(text),
  report(ok, figure, goal) {
    results.push(ok);
    console.log(line(ok, figure, goal));
  },
  /** CPU milliseconds of the CLI run in this process (src/cli/main.ts main); throws unless it exits 0. */
  async inProcess(args) {
    const err = [];
    const c0 = cpuMs();
    const code = await dist.main(args, { out: () => {}, err: (t) => err.push(t), colour: false }, { cwd: root, env: process.env });
    const t = cpuMs() - c0;
    if (code !== 0) throw new Error(`wh40k ${args.join(' ')} exited ${code}: ${err.join('\n')}`);
    return t;
  },
};

const started = performance.now();
const [load] = (await import('node:os')).loadavg();
console.log(`load average ${load.toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores at the start. Times are CPU times (user + system)`);
console.log('of the process measured, which a loaded machine inflates less than wall time; the cold start pairs are wall time.');
try {
  mixRate(bench);
  published(bench);
  coldStart(bench);
  await matrix(bench);
  scaling(bench);
  await slowest(bench);
  memory(bench);
  worst(bench);
  turnSpeed(bench);
  const eleventh = await loadEleventh(root);
  eleventhMix(bench, eleventh);
  eleventhM(bench, eleventh);
  eleventhGroups(bench, eleventh);
  bsdataStart(bench);
  sweep(bench);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const missed = results.filter((ok) => !ok).length;
console.log(`${missed ? `${missed} of ${results.length} below goal` : `all ${results.length} ok`} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
process.exitCode = missed ? 1 : 0;
