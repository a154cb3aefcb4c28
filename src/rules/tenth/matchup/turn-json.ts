/** A turn's JSON (README 'JSON output', kind "turn"; its shape: rules/contract.ts TurnJson): the plain result, as `turn --format json` prints it. */
import { SCHEMA_VERSION, type TurnJson } from '../../contract.js';
import type { TurnReport } from './turn-result.js';
import type { TurnSimulation } from './turn-simulate.js';

export type { TurnJson };

export function turnJson(report: TurnReport, simulation: TurnSimulation | null): TurnJson {
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'turn' as const,
    settings: report.settings,
    options: report.options,
    attacker: report.attacker,
    target: report.target,
    phases: report.phases,
    trade: report.trade,
    effects: report.effects,
    oneRolls: report.oneRolls,
    notes: report.notes,
    simulation,
  };
}
