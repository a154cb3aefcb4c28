// node worst-child.mjs ROOT DATA_DIR WORDS_JSON OPTIONS_JSON [--estimate-only]: one worst case in
// process. Prints one JSON line with the engine's estimate (before running anything), then, unless
// --estimate-only, one with the in-process CPU time of runCalc (or its refusal).
import { estimateMatchup, loadDist } from './estimate.mjs';
import { cpuMs } from './measure.mjs';

const [root, dir, wordsJson, optionsJson, only] = process.argv.slice(2);
const dist = await loadDist(root);
const words = JSON.parse(wordsJson);
const options = JSON.parse(optionsJson);
const roster = await dist.loadRoster([dir]);
const say = (o) => process.stdout.write(`${JSON.stringify(o)}\n`);
try {
  say(estimateMatchup(dist, roster, words, options));
} catch (e) {
  say({ work: null, refused: e.message });
}
if (only !== '--estimate-only') {
  const t0 = cpuMs();
  try {
    dist.runCalc(roster, words, options);
    say({ ms: cpuMs() - t0 });
  } catch (e) {
    say({ ms: cpuMs() - t0, refused: e.message });
  }
}
