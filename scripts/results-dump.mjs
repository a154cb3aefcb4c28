#!/usr/bin/env node
// node scripts/results-dump.mjs [BUILD_ROOT/] > FILE: the full calc JSON (with the --explain working) of
// every bundled unit against every bundled unit under five option sets, one line each, in one process,
// from the build at BUILD_ROOT (default: this checkout's dist/). Two builds' dumps compared with `cmp`
// show whether a change kept every result byte-identical (issue 13); a matchup that cannot be
// computed (no weapon for the phase, a size the datasheet forbids) is an `ERR` line, compared too.
import { fileURLToPath } from 'node:url';

const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
// The matchup's JSON moved from dist/cli/ to dist/matchup/ (issue 14 section 4): either build loads.
const firstOf = async (...paths) => {
  for (const path of paths) {
    try {
      return await import(`${root}dist/${path}`);
    } catch (e) {
      if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
    }
  }
  throw new Error(`results-dump: none of ${paths.join(', ')} in ${root}dist/`);
};
// The 10th-edition loader and calc's words moved into dist/rules/tenth/ (issue 27): this build's, else an older one's.
const { loadRoster } = await firstOf('rules/tenth/profiles/registry.js', 'profiles/registry.js');
const { runCalc } = await firstOf('rules/tenth/matchup/words.js', 'cli/calc.js', 'rules/tenth/matchup/run.js');
const { toJsonObject } = await firstOf('rules/tenth/matchup/json.js', 'cli/calc-json.js');
const roster = await loadRoster();
const names = roster.units.map((u) => u.name);
const options = [{}, { charged: true }, { halfRange: true, stationary: true }, { rerollHits: 'ones', rerollWounds: 'failed' }, { cover: true, rerollDamage: 'any', models: 1 }];
const lines = [];
for (const a of names) {
  for (const t of names) {
    for (const o of options) {
      const words = [...a.split(' '), 'vs', ...t.split(' ')];
      try {
        lines.push(JSON.stringify(toJsonObject(runCalc(roster, words, o), true)));
      } catch (e) {
        lines.push(`ERR ${a} vs ${t} ${JSON.stringify(o)}: ${e.message}`);
      }
    }
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
