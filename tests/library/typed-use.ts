// Compiled by tests/library/entry.test.ts with tsc against the built package's types (dist/index.d.ts):
// the entry is typed, not `any`, or the @ts-expect-error lines below would fail to compile.
import { calculate, calculateNeed, calculateTurn, loadRoster, toJsonObject, turnJson, type CalcOptions, type CalcReport, type NeedJson, type TurnJson } from 'wh40k';

const roster = await loadRoster();
const options: CalcOptions = { charged: true, rerollHits: 'ones' };
const report: CalcReport = calculate(roster, 'eightbound', 'intercessors', options);
const mean: number = toJsonObject(report, false).kills.mean;
// @ts-expect-error rerollHits is 'none' | 'ones' | 'failed'
calculate(roster, 'eightbound', 'intercessors', { rerollHits: 'twice' });
// @ts-expect-error a report's kills mean is a number
const wrong: string = report.result.kills.mean;
const turn: TurnJson = turnJson(calculateTurn(roster, 'intercessors', 'eightbound', {}, { overwatch: true }), null);
const lost: number = turn.attacker.modelsLost.mean;
// @ts-expect-error phases are 'shoot' | 'fight'
calculateTurn(roster, 'intercessors', 'eightbound', {}, { phases: ['charge'] });
const needed: NeedJson = calculateNeed(roster, 'eightbound', 'intercessors', { goal: { kind: 'wipe', probability: 0.9 } }, { charged: true });
const models: number | undefined = needed.answer?.models;
export { mean, wrong, lost, models };
