// Figures 12 and 13 of `npm run bench` (issue 30): starting with BattleScribe data, and a sweep of a whole catalogue,
// end to end, each against a start without it (a plain calc; a bare `node -e 0`) in interleaved pairs of wall times.
// They read ../shared/bsdata beside the checkout: where it is missing they say so and count as below goal.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnMs } from './measure.mjs';
import { median, medianRatio } from './stats.mjs';

const CALC = ['calc', 'khorne berzerkers', 'vs', 'intercessors'];
/** The sweep's targets: common ones, bundled or imported under these names. */
export const SWEEP_TARGETS = ['intercessors', 'terminators', 'rhino', 'guardsmen', 'knight paladin', 'eightbound', 'khorne berzerkers', 'leman russ', 'guardian defenders', 'wraithguard'];

const bsdataOf = (root) => join(root, '..', 'shared', 'bsdata');

function run(bench, args) {
  const r = spawnMs(process.execPath, [bench.bin, ...args]);
  if (r.status !== 0) throw new Error(`wh40k ${args.slice(0, 4).join(' ')} ... exited ${r.status}: ${r.stderr.slice(0, 500)}`);
  return r;
}

/** Figure 12: `--data-bsdata ../shared/bsdata calc` against the same calc without it (the import cached by a first run). */
export function bsdataStart(bench, pairs = 15) {
  const bsdata = bsdataOf(bench.root);
  if (!existsSync(bsdata)) return bench.report(false, `12. starting with BattleScribe data: ${bsdata} not found`, '<= 1.3x');
  const withData = ['--data-bsdata', bsdata, ...CALC];
  run(bench, withData);
  const measured = Array.from({ length: pairs }, () => [run(bench, CALC).ms, run(bench, withData).ms]);
  const ratio = medianRatio(measured);
  const [plain, imported] = [0, 1].map((i) => median(measured.map((p) => p[i])));
  bench.report(ratio <= 1.3, `12. \`--data-bsdata ../shared/bsdata calc khorne berzerkers vs intercessors\`: ${ratio.toFixed(2)}x the calc without it (median of ${pairs} pairs; ${imported.toFixed(0)} ms vs ${plain.toFixed(0)} ms)`, '<= 1.3x');
}

/** Figure 13: every unit of ../shared/bsdata against SWEEP_TARGETS, `compare --format json`, end to end, against `node -e 0`. */
export function sweep(bench, pairs = 3) {
  const bsdata = bsdataOf(bench.root);
  if (!existsSync(bsdata)) return bench.report(false, `13. sweep of a catalogue: ${bsdata} not found`, '<= 7x');
  const units = JSON.parse(run(bench, ['--data-bsdata', bsdata, 'list', '--format', 'json']).stdout).units.map((u) => u.name);
  const args = ['--data-bsdata', bsdata, 'compare', units.join(','), 'vs', SWEEP_TARGETS.join(','), '--format', 'json', '-q'];
  run(bench, args);
  const measured = Array.from({ length: pairs }, () => [spawnMs(process.execPath, ['-e', '0']).ms, run(bench, args).ms]);
  const ratio = medianRatio(measured);
  const [node, whole] = [0, 1].map((i) => median(measured.map((p) => p[i])));
  const one = median(Array.from({ length: pairs }, () => run(bench, [...args, '--jobs', '1']).ms));
  bench.report(
    ratio <= 7,
    `13. every unit of ../shared/bsdata (${units.length}) vs ${SWEEP_TARGETS.length} targets (${units.length * SWEEP_TARGETS.length} cells), compare --format json: ${ratio.toFixed(1)}x \`node -e 0\` (median of ${pairs} pairs; ${whole.toFixed(0)} ms vs ${node.toFixed(0)} ms; --jobs 1: ${one.toFixed(0)} ms)`,
    '<= 7x',
  );
}
