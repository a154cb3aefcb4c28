/**
 * A compare matrix as sheets (the table and Markdown's matrix, csv's long form), from its JSON cells:
 * every ruleset's compare is drawn by these (issue 14 section 4), and they import no engine.
 */
import type { CompareJson, ComputedCell, UncomputedCell } from '../rules/contract.js';
import { METRIC_LABEL } from '../labels.js';
import { NA, naText, type Metric, type Sheet } from './sheet.js';

/** The matrix as a sheet: rows attackers, columns targets, cells the chosen metric (or `n/a: REASON`). */
export function compareSheet(c: Pick<CompareJson, 'metric' | 'shard' | 'attackers' | 'targets' | 'cells' | 'phase'>, value: (metric: Metric, cell: ComputedCell) => string | number): Sheet {
  const at = new Map(c.cells.map((cell) => [cell.index, cell]));
  // --phase best: the phase each cell used, after its value.
  const show = (metric: Metric, cell: ComputedCell) => (c.phase ? `${value(metric, cell)} ${cell.phase}` : value(metric, cell));
  return {
    title: `${METRIC_LABEL[c.metric]}${c.shard ? ` (shard ${c.shard.index}/${c.shard.of})` : ''}`,
    columns: ['attacker \\ target', ...c.targets],
    rows: c.attackers.map((a, i) => [
      a,
      ...c.targets.map((_, j) => {
        const cell = at.get(i * c.targets.length + j);
        return !cell ? '' : cell.kills === null ? naText(cell.reason) : show(c.metric, cell);
      }),
    ]),
  };
}

/** Long form for csv: one row per cell with every metric, so scripts need no pivoting; n/a cells say why. */
export function compareRows(c: Pick<CompareJson, 'cells' | 'phase'>): Sheet {
  // --phase best: a column saying the phase each cell used.
  const phase = (x: CompareJson['cells'][number]) => (c.phase ? [x.kills === null ? '' : (x.phase ?? '')] : []);
  return {
    columns: ['attacker', 'target', ...(c.phase ? ['phase'] : []), 'models', 'points', 'kills_mean', 'p_wipe', 'kills_median', 'kills_p10', 'kills_p90', 'damage_mean', 'kills_per_100_points', 'damage_per_100_points', 'reason'],
    rows: c.cells.map((x) =>
      x.kills === null
        ? [x.attacker, x.target, ...phase(x), '', '', ...new Array<string>(8).fill(NA), x.reason]
        : [
            x.attacker,
            x.target,
            ...phase(x),
            x.models,
            x.points ?? '',
            x.kills.mean,
            x.kills.wipe,
            x.kills.median,
            x.kills.p10,
            x.kills.p90,
            x.damage.mean,
            x.killsPer100Points ?? '',
            x.damagePer100Points ?? '',
            '',
          ],
    ),
  };
}

/** A cell that could not be computed (either ruleset's compare): every result null, and why. */
export function uncomputedCell(index: number, attacker: string, target: string, reason: string): UncomputedCell {
  return { index, attacker, target, models: null, points: null, pointsExtrapolated: null, kills: null, damage: null, killsPer100Points: null, damagePer100Points: null, reason };
}
