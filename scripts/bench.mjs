#!/usr/bin/env node
// npm run bench: speed targets, measured here and not in tests (timed tests are flaky).
// 1. one `wh40k calc` from the shell, cold start included (median of several runs): target < 150 ms;
// 2. unit-vs-unit calculations per second inside the engine;
// 3. the heavy case: 20 models with D6+6 Blast attacks each against a 30-model unit: well under 1 s.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}bin/wh40k.js`;
const { loadRoster } = await import(`${root}dist/profiles/registry.js`);
const { runCalc } = await import(`${root}dist/cli/calc.js`);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function timeCli(args, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
    times.push(performance.now() - t0);
    if (r.status !== 0) throw new Error(`wh40k ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

const results = [];
function report(name, value, unit, target, ok) {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'SLOW'} ${name}: ${value} ${unit} (target ${target})`);
}

const cold = timeCli(['calc', 'eightbound', 'vs', 'intercessors'], 15);
report(
  'wh40k calc eightbound vs intercessors, cold start',
  `${cold.median.toFixed(0)} (min ${cold.min.toFixed(0)}, max ${cold.max.toFixed(0)})`,
  'ms median',
  '< 150 ms',
  cold.median < 150,
);
const node = timeCli(['--version'], 5);
console.log(`     (of which starting Node and loading the CLI: ~${node.median.toFixed(0)} ms, from \`wh40k --version\`)`);

const roster = await loadRoster();
const matchups = [
  ['eightbound vs intercessors', { charged: true }],
  ['eightbound vs terminators', { charged: true }],
  ['eightbound vs knight-class walker', { charged: true }],
  ['intercessors vs guardsmen', { halfRange: true }],
  ['field ordnance battery vs leman russ', { stationary: true }],
];
let calcs = 0;
const t0 = performance.now();
while (performance.now() - t0 < 2000) {
  for (const [m, o] of matchups) {
    runCalc(roster, m.split(' '), o);
    calcs++;
  }
}
const perSecond = calcs / ((performance.now() - t0) / 1000);
report('engine throughput (5 matchups, in process)', perSecond.toFixed(0), 'calculations/s', '> 100/s', perSecond > 100);

const heavy = ['calc', 'field', 'ordnance', 'battery', 'vs', 'guardsmen', '--models', '20', '--target-models', '30', '--stationary'];
const h = timeCli(heavy, 3);
report('20 models x D6+6 blast vs 30 models, cold start', h.median.toFixed(0), 'ms median', '< 1000 ms', h.median < 1000);
const dev = ['calc', 'field', 'ordnance', 'battery', 'vs', 'knight-class walker', '--models', '20', '--stationary', '--crit-hit', '5'];
const d = timeCli(dev, 3);
report('20 models x D6+6 blast vs a 22-wound walker, crits on 5+', d.median.toFixed(0), 'ms median', '< 1000 ms', d.median < 1000);

// A stress case no bundled unit reaches: 20 models x D6+6 attacks with Sustained Hits 2, Lethal Hits
// and Devastating Wounds (pending mortal wounds tracked exactly) against 30 models with FNP.
const dir = mkdtempSync(join(tmpdir(), 'wh40k-bench-'));
writeFileSync(
  join(dir, 'stress.yaml'),
  `name: Stress Battery
source: "benchmark fixture"
faction: bench
stats: { M: 6, T: 5, Sv: 4+, W: 3, Ld: 7+, OC: 1 }
models: [{ name: gunner, count: 20, equipment: [stress gun] }]
weapons:
  - { name: stress gun, range: 48, A: D6+6, BS: 3+, S: 5, AP: -1, D: D3, abilities: [sustained hits 2, lethal hits, devastating wounds, blast] }
`,
);
const stress = ['--data', dir, 'calc', 'stress battery', 'vs', 'guardsmen', '--target-models', '30'];
const st = timeCli(stress, 3);
report('20 models x D6+6 sustained 2 + devastating vs 30 models, cold start', st.median.toFixed(0), 'ms median', '< 1000 ms', st.median < 1000);
rmSync(dir, { recursive: true });

const rss = process.memoryUsage().rss / 2 ** 20;
console.log(`     bench process peak-ish RSS: ${rss.toFixed(0)} MiB`);
process.exitCode = results.every(Boolean) ? 0 : 1;
