/**
 * The views of a legacy matchup against a vehicle (issue 14, vehicles): its armour in the headline, the chances of
 * the Vehicle Damage table's results and the distribution of Hull Points lost (README 'The older edition').
 */
import type { ChalkInstance } from 'chalk';
import type { LegacyResult, LegacyUnit } from '../rules/legacy/types.js';
import { summarise } from '../rules/summary.js';
import { percent } from '../numbers.js';
import { distributionTable } from './tables.js';
import { STANDING, standingText } from '../rules/legacy/report-words.js';
import type { Sheet } from './sheet.js';

const HULL_POINTS_LABEL = 'Hull Points lost (k)';

/** "AV 11/11/10, 3 Hull Points, tank, transport" ("3 vehicles, AV ..., 3 Hull Points each, ..." for a squadron), or null if the unit is not a vehicle. */
export function vehicleDescription(unit: LegacyUnit): string | null {
  const group = unit.models.find((g) => g.vehicle !== undefined);
  const v = group?.vehicle;
  if (group === undefined || v === undefined) return null;
  const squadron = group.count > 1;
  return [...(squadron ? [`${group.count} vehicles`] : []), `AV ${v.front}/${v.side}/${v.rear}`, `${v.hullPoints} Hull Points${squadron ? ' each' : ''}`, ...v.types].join(', ');
}

/** The vehicle's lines of the table: its results' chances and the Hull Points lost. */
export function vehicleLines(r: LegacyResult, c: ChalkInstance): string[] {
  if (r.vehicle === undefined) return [];
  const v = r.vehicle;
  const lost = summarise(r.woundsLost.toArray());
  return [
    '',
    `${c.underline('Vehicle')}: ${c.bold(`destroyed ${percent(v.destroyed)}`)} (exploded ${percent(v.explodes)}); still standing and ${standingText(v)}`,
    distributionTable(HULL_POINTS_LABEL, lost.distribution, lost.atLeast, c),
  ];
}

/** For csv and Markdown: the vehicle's results, and the Hull Points lost. */
export function vehicleSheets(r: LegacyResult): Sheet[] {
  if (r.vehicle === undefined) return [];
  const v = r.vehicle;
  const lost = summarise(r.woundsLost.toArray());
  return [
    { columns: ['vehicle result', 'p_result'], rows: (['destroyed', 'explodes', ...STANDING.map(([key]) => key)] as const).map((key) => [key, v[key]]) },
    { columns: ['hull points lost', 'p_exactly', 'p_at_least'], rows: lost.distribution.map((p, k) => [k, p, lost.atLeast[k]]) },
  ];
}
