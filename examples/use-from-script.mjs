// The calculator as a library (README 'Use from a script'); typed: the package ships dist/index.d.ts.
import { calculate, loadRoster, toJsonObject } from 'wh40k';

const roster = await loadRoster(); // the bundled units; loadRoster(['my-units']) adds a folder of unit YAML
for (const target of ['intercessors', 'terminators', 'rhino']) {
  // The options are `wh40k calc`'s flags in camelCase; the JSON is what `--format json` prints.
  const { kills, target: attacked } = toJsonObject(calculate(roster, 'eightbound', target, { melee: true }), false);
  const models = `${attacked.models} model${attacked.models === 1 ? '' : 's'}`;
  console.log(`Eightbound vs ${attacked.name} (${models}): ${kills.mean.toFixed(3)} destroyed on average, P(wipe) ${(100 * kills.wipe).toFixed(1)}%`);
}
