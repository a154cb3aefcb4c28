// Compiled by tests/library/entry.test.ts with tsc against the built package's types (dist/index.d.ts):
// the legacy ruleset's entry is typed, not `any`, or the @ts-expect-error lines below would fail to compile.
import { calculateLegacyMatchup, legacy, legacyJson, loadLegacyUnits, rulesetNamed, RULESETS, type LegacyCalcJson, type LegacyCalcOptions, type LegacyReport } from 'wh40k';

const units = await loadLegacyUnits();
const options: LegacyCalcOptions = { firstRound: true, halfRange: true, facing: 'rear' };
const report: LegacyReport = await calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', options);
const json: LegacyCalcJson = legacyJson(report);
const mean: number = json.kills.mean;
// The ruleset value's calculate starts from its defaults: firstRound may be left out.
const viaValue: LegacyReport = await legacy.calculate(await legacy.loadUnits([]), 'tactical squad', 'ork boyz', { halfRange: true });
const found: string | undefined = rulesetNamed('legacy', RULESETS)?.name;
// @ts-expect-error facing is 'front' | 'side' | 'rear'
await calculateLegacyMatchup(units, 'tactical squad', 'rhino', { firstRound: true, facing: 'top' });
// @ts-expect-error LegacyCalcOptions needs firstRound (the ruleset value's calculate supplies it from its defaults)
const incomplete: LegacyCalcOptions = { halfRange: true };
// @ts-expect-error the JSON's ruleset is 'legacy'
const wrong: '10th' = json.ruleset;
export { found, incomplete, mean, viaValue, wrong };
