#!/usr/bin/env node
// node scripts/turn-dump.mjs [BUILD_ROOT/] > FILE: the JSON of `wh40k turn` (issue 15) for every bundled unit
// against every bundled unit under four settings, one line each, from the build at BUILD_ROOT (default:
// this checkout's dist/). Two builds' dumps compared (scripts/turn-dump-compare.mjs) show whether a change
// to how a turn is computed kept its results: strings equal, numbers within rounding. `ERR` lines compared too.
import { fileURLToPath } from 'node:url';

const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
// The turn moved from dist/matchup/ to dist/rules/tenth/matchup/, the loader from dist/profiles/ to
// dist/rules/tenth/profiles/ and calc's words from dist/cli/calc.js to rules/tenth/matchup/words.js (issue 27):
// this build's, else an older one's.
const turnModule = async (name, dirs = ['rules/tenth/matchup', 'matchup']) => {
  for (const dir of dirs) {
    try {
      return await import(`${root}dist/${dir}/${name}.js`);
    } catch (e) {
      if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
    }
  }
  throw new Error(`turn-dump: no ${name}.js in ${root}dist/`);
};
const { loadRoster } = await turnModule('registry', ['rules/tenth/profiles', 'profiles']);
const { matchupOf } = await turnModule('words', ['rules/tenth/matchup']).catch(() => turnModule('calc', ['cli']));
const { runTurn } = await turnModule('turn');
const { turnSettings } = await turnModule('turn-result');
const { turnJson } = await turnModule('turn-json');
const roster = await loadRoster();
const names = roster.units.map((u) => u.name);
const cases = [
  [{ overwatch: true }, {}],
  [{ overwatch: false }, { precision: true }],
  [{ overwatch: true }, { fate: '6,5,1', targetFate: '4' }],
  [{ overwatch: true, phases: ['fight'] }, { targetWounded: 1 }],
];
const lines = [];
for (const a of names) {
  for (const t of names) {
    for (const [settings, options] of cases) {
      const words = [...a.split(' '), 'vs', ...t.split(' ')];
      try {
        lines.push(JSON.stringify(turnJson(runTurn(matchupOf(roster, words, options), turnSettings(settings)), null)));
      } catch (e) {
        lines.push(`ERR ${a} vs ${t} ${JSON.stringify([settings, options])}: ${e.message}`);
      }
    }
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
