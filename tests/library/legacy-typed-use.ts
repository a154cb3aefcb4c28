// Compiled by tests/library/entry.test.ts with tsc against the built package's types (dist/index.d.ts):
// the legacy ruleset's entry is typed, not `any`, or the @ts-expect-error lines below would fail to compile.
import { calculateLegacyMatchup, legacy, legacyJson, loadLegacyUnits, rulesetNamed, RULESETS, type LegacyCalcJson, type LegacyCalcOptions, type LegacyReport } from 'wh40k';

const units = await loadLegacyUnits();
const options: LegacyCalcOptions = { firstRound: true, halfRange: true, facing: 'rear' };
const report: LegacyReport = await calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', options);
const json: LegacyCalcJson = legacyJson(report);
const mean: number = json.kills.mean;
// Both start from the ruleset's defaults (src/rules/legacy/index.ts): firstRound may be left out.
const viaValue: LegacyReport = await legacy.calculate(await legacy.loadUnits([]), 'tactical squad', 'ork boyz', { halfRange: true });
const found: string | undefined = rulesetNamed('legacy', RULESETS)?.name;
// @ts-expect-error facing is 'front' | 'side' | 'rear'
await calculateLegacyMatchup(units, 'tactical squad', 'rhino', { firstRound: true, facing: 'top' });
const defaulted: LegacyReport = await calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', { halfRange: true });
// @ts-expect-error vehicleSpeed is no option: the 7th edition hits a vehicle in close combat as WS 1 however far it moved (immobilised: true for one that is)
await calculateLegacyMatchup(units, 'tactical squad', 'rhino', { melee: true, vehicleSpeed: 'flat out' });
// @ts-expect-error the JSON's ruleset is 'legacy'
const wrong: '10th' = json.ruleset;
export { defaulted, found, mean, viaValue, wrong };
