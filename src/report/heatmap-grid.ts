import type { CompareJson, ComputedCell, Metric } from '../rules/contract.js';
import { LABEL, METRIC_LABEL } from '../labels.js';
import { fixed, percent } from '../numbers.js';
import { scaleColour, textColour } from './heatmap-colour.js';
import { distributionChart } from './svg.js';
import type { ChartSeries } from './types.js';

/**
 * The heatmap of a `compare` matrix (or merged shards of one), as plain data the HTML and the Markdown
 * views draw: rows attackers, columns targets, each cell its metric as a number and a colour.
 */
export interface Heatmap {
  readonly metric: Metric;
  /** The calc options every cell used, as a short line: `charged, with=warp-blades`; '' when none. */
  readonly options: string;
  /** What the number in a cell shows (for `kills`: expected kills and P(wipe)). */
  readonly numberLabel: string;
  /** What the colour shows (for `kills`, the expected kills; the cell text adds P(wipe)). */
  readonly colourLabel: string;
  /** The colour scale runs from 0 (lightest) to this value (darkest). */
  readonly scaleMax: number;
  readonly scaleMaxText: string;
  readonly attackers: readonly string[];
  readonly targets: readonly string[];
  readonly rows: readonly (readonly HeatCell[])[];
  /** Some cell carries its kill distribution (`compare --distributions`): a chart per cell. */
  readonly charts: boolean;
}

export interface HeatCell {
  /** The cell's HTML id and its chart's anchor, by 1-based row and column: `cell-1-2`. */
  readonly id: string;
  readonly attacker: string;
  readonly target: string;
  /** As the terminal table prints the metric: `2.31 (20.1%)`, `n/a`, `no points`. */
  readonly text: string;
  /** Background and text colours; none for a cell with no value (n/a, no points). */
  readonly colour?: { readonly background: string; readonly text: string };
  /** The metric's number (full precision), or null. */
  readonly value: number | null;
  /** Why a cell has no results (n/a), or no value (no points). */
  readonly reason?: string;
  /** The cell's facts in one line, for its tooltip and its chart. */
  readonly facts?: string;
  readonly chart?: ChartSeries;
}

/** The number each metric colours a cell by (per 100 points: null when the profile lists no points). */
const METRIC_VALUE = {
  kills: (c) => c.kills.mean,
  damage: (c) => c.damage.mean,
  wipe: (c) => c.kills.wipe,
  'kills-per-100-points': (c) => c.killsPer100Points,
  'damage-per-100-points': (c) => c.damagePer100Points,
} as const satisfies Record<Metric, (c: ComputedCell) => number | null>;

export const NO_POINTS = "the attacker's profile lists no points";

/** How `compare --distributions` gives every cell a chart (said in the report when the file has none). */
export const DISTRIBUTIONS_HINT =
  'This file has no kill distributions, so no chart per cell: compute the matrix with `wh40k compare ... --distributions --format json` (and merge its shards) for one.';

/**
 * The heatmap of a whole matrix. `cellText` prints a computed cell's metric as the terminal table does
 * (the CLI passes its own, so the report and the table agree). Probabilities colour on 0..100%; the
 * other metrics on 0..the largest value in the matrix.
 */
export function heatmap(matrix: CompareJson, cellText: (metric: Metric, cell: ComputedCell) => string): Heatmap {
  const metric = matrix.metric;
  const at = new Map(matrix.cells.map((c) => [c.index, c]));
  const values = matrix.cells.flatMap((c) => (c.kills === null ? [] : [METRIC_VALUE[metric](c)]));
  const probability = metric === 'wipe';
  const scaleMax = probability ? 1 : Math.max(0, ...values.filter((v): v is number => v !== null));
  const rows = matrix.attackers.map((attacker, i) =>
    matrix.targets.map((target, j): HeatCell => {
      const id = `cell-${i + 1}-${j + 1}`;
      const cell = at.get(i * matrix.targets.length + j);
      if (!cell) return { id, attacker, target, text: '', value: null, reason: 'not in this file' };
      if (cell.kills === null) return { id, attacker, target, text: 'n/a', value: null, reason: cell.reason };
      const value = METRIC_VALUE[metric](cell);
      const facts = cellFacts(cell);
      const { distribution, atLeast } = cell.kills;
      // A chart needs both lists, of one length (a hand-edited file may not have them so).
      const drawable = distribution?.length && atLeast?.length === distribution.length;
      const chart = drawable ? { chart: { label: attacker, distribution, atLeast } } : {};
      if (value === null) return { id, attacker, target, text: cellText(metric, cell), value, reason: NO_POINTS, facts, ...chart };
      const background = scaleColour(scaleMax > 0 ? value / scaleMax : 0);
      return { id, attacker, target, text: cellText(metric, cell), value, colour: { background, text: textColour(background) }, facts, ...chart };
    }),
  );
  return {
    metric,
    options: optionsLine(matrix.options),
    numberLabel: METRIC_LABEL[metric],
    colourLabel: metric === 'kills' ? LABEL.kills_mean : METRIC_LABEL[metric],
    scaleMax,
    scaleMaxText: probability ? percent(scaleMax) : fixed(scaleMax),
    attackers: matrix.attackers,
    targets: matrix.targets,
    rows,
    charts: rows.some((r) => r.some((c) => c.chart)),
  };
}

/** One line of a computed cell's numbers, labelled as the other people's formats label them. */
function cellFacts(c: ComputedCell): string {
  const points = c.points === null ? '' : `, ${c.points} pts${c.pointsExtrapolated ? ' (extrapolated)' : ''}`;
  return (
    `${c.attacker} (${c.models} models${points}) vs ${c.target}: ${LABEL.kills_mean} ${fixed(c.kills.mean)}, ${LABEL.p_wipe} ${percent(c.kills.wipe)}, ` +
    `${LABEL.kills_median} ${c.kills.median}, ${LABEL.kills_p10_p90} ${c.kills.p10}-${c.kills.p90}, ${LABEL.damage_mean} ${fixed(c.damage.mean)}`
  );
}

function optionsLine(options: object): string {
  const shown = Object.entries(options).flatMap(([key, v]) => {
    if (v === undefined || v === false || v === null || (Array.isArray(v) && v.length === 0)) return [];
    if (v === true) return [key];
    return [`${key}=${Array.isArray(v) ? v.join(',') : String(v)}`];
  });
  return shown.join(', ');
}

/** A cell's kill chart (the same SVG in the HTML and the Markdown report); '' for a cell with none. */
export function cellChart(c: HeatCell): string {
  return c.chart ? distributionChart([c.chart], { title: cellName(c), xLabel: `${c.target} destroyed` }) : '';
}

export function cellName(c: HeatCell): string {
  return `${c.attacker} vs ${c.target}`;
}

/** What the rows, columns, numbers and colours are, and the options the matrix was computed with. */
export function legendLine(map: Heatmap): string {
  const options = map.options ? ` Options: ${map.options}.` : '';
  return `Rows: attackers; columns: targets; number: ${map.numberLabel}; colour: ${map.colourLabel}.${options}`;
}
