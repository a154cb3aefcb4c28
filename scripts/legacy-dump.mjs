#!/usr/bin/env node
// node scripts/legacy-dump.mjs [DATA_DIR...] > FILE: the legacy calc JSON (issue 14) of every legacy unit (the bundled
// data/legacy/ and each DATA_DIR's legacy/) against every one under eight option sets, one line each, from this
// checkout's dist/. Two builds' dumps compared with `cmp` show whether a change kept every legacy result byte-identical;
// a matchup that cannot be computed is an `ERR` line, compared too.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { loadLegacyUnits } = await import(`${root}dist/rules/legacy/load.js`);
const { legacyJson } = await import(`${root}dist/rules/legacy/json.js`);
const { legacyReport } = await import(`${root}dist/rules/legacy/matchup.js`);
const units = loadLegacyUnits(process.argv.slice(2));
const options = [
  {},
  { halfRange: true },
  { moved: true, cover: 4 },
  { charged: true },
  { melee: true, wasCharged: true, firstRound: false },
  { supercharge: true, blastHits: 2, facing: 'side' },
  { jink: true, cover: 5, precisionTarget: 'Boss Nob' },
  { charged: true, smashAttack: true, immobilised: true, force: true },
];
const lines = [];
for (const a of units) {
  for (const t of units) {
    for (const o of options) {
      try {
        lines.push(JSON.stringify(legacyJson(legacyReport(a, t, { firstRound: true, ...o }))));
      } catch (e) {
        lines.push(`ERR ${a.name} vs ${t.name} ${JSON.stringify(o)}: ${e.message}`);
      }
    }
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
