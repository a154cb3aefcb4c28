/**
 * The terminal tables every ruleset's results are drawn with (issue 14 section 4: the formats are shared
 * and know nothing of editions): a compact table, any sheet, a compare cell, the models-destroyed line
 * and a distribution with its bars. No engine is imported here, so the legacy commands load none of 10th's.
 */
import type { ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import type { ComputedCell } from '../rules/contract.js';
import type { DistSummary } from '../rules/summary.js';
import { LABEL } from '../labels.js';
import { fixed, percent } from '../numbers.js';
import { NA, naText, type Metric, type Sheet } from './sheet.js';
import { fitTable, terminalWidth, wrappedSheet } from './wrap-table.js';

/** A compare cell as people read it. */
export function metricText(metric: Metric, x: ComputedCell): string {
  switch (metric) {
    case 'kills':
      return `${fixed(x.kills.mean)} (${percent(x.kills.wipe)})`;
    case 'damage':
      return fixed(x.damage.mean);
    case 'wipe':
      return percent(x.kills.wipe);
    case 'kills-per-100-points':
      return per100Text(x, x.killsPer100Points);
    case 'damage-per-100-points':
      return per100Text(x, x.damagePer100Points);
  }
}

/** Per 100 points; on points extrapolated beyond the datasheet's sizes, said so. */
function per100Text(x: ComputedCell, v: number | null): string {
  if (v === null) return 'no points';
  return x.pointsExtrapolated ? `${fixed(v)} (extrapolated pts)` : fixed(v);
}

/** Numbers footnotes: the same reason keeps its number, so a row of n/a for one cause has one note. */
export function footnotes() {
  const reasons: string[] = [];
  return {
    mark(reason: string): string {
      const at = reasons.indexOf(reason);
      return `${NA} [${(at < 0 ? reasons.push(reason) : at + 1)}]`;
    },
    lines: (c: ChalkInstance) => reasons.map((r, i) => c.dim(`[${i + 1}] ${NA}: ${r}`)),
  };
}

/**
 * Any sheet as a terminal table: numbers as people read them; an `n/a: REASON` cell shows as `n/a [N]`
 * with the reason below the table. 'wrap': text to fit the terminal ($COLUMNS), the first column (an id
 * to type) never cut, the others wrapped (wrap-table.ts).
 */
export function sheetTable(sheet: Sheet, c: ChalkInstance, style: 'matrix' | 'vary' | 'list' | 'wrap'): string {
  if (style === 'wrap') return wrappedSheet(sheet, c, terminalWidth());
  const t = table([...sheet.columns], c, style === 'list' ? [0, 1, 2] : [0]);
  const notes = footnotes();
  const show = (v: string | number, column: string) =>
    typeof v === 'string'
      ? v.startsWith(naText('')) ? notes.mark(v.slice(naText('').length)) : v
      : /^p_/.test(column) ? percent(v) : Number.isInteger(v) ? String(v) : fixed(v);
  for (const row of sheet.rows) t.push(row.map((v, i) => show(v, sheet.columns[i])));
  return [sheet.title ? c.underline(sheet.title) : '', fitTable(t, c), ...notes.lines(c)].filter(Boolean).join('\n');
}

const COMPACT = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

/** A compact table: text in the first column (and any listed in `text`), numbers right-aligned. */
export function table(head: string[], c: ChalkInstance, text: number[] = [0]): Table.Table {
  return new Table({
    head: head.map((h) => c.bold(h)),
    style: { head: [], border: [] },
    chars: COMPACT,
    colAligns: head.map((_, i) => (text.includes(i) ? 'left' : 'right')),
  });
}

/** Models destroyed in one line (the legacy ruleset's calc says it the same way). */
export function destroyedLine(kills: Pick<DistSummary, 'mean' | 'median' | 'p10' | 'p90'> & { readonly wipe: number }, c: ChalkInstance): string {
  return (
    `${c.underline('Models destroyed')}: mean ${fixed(kills.mean)}, median ${kills.median}, ` +
    `10th-90th percentile ${kills.p10}-${kills.p90}, ${c.bold(`P(wipe) ${percent(kills.wipe)}`)}`
  );
}

const BAR_WIDTH = 30;

/** P(exactly k) as a horizontal bar histogram beside the numbers (longest bar = most likely k). */
/** A probability that prints as "<0.1%" (numbers.ts percent). */
const TINY = 0.0005;

/**
 * The rows of a distribution up to its last possible k: each k, except that a run of two or more at the start or the
 * end whose P(exactly k) each print as <0.1% (or 0%) is one row `A-B`, with their sum and P(at least A) (issue 29
 * section 3: a long tail of such rows hid the numbers); `allRows`: every k.
 */
export function distributionRows(exactly: readonly number[], atLeast: readonly number[], last: number, allRows = false): { label: string; p: number; atLeast: number; k: number }[] {
  const one = (k: number) => ({ label: String(k), p: exactly[k], atLeast: atLeast[k], k });
  if (allRows) return Array.from({ length: last + 1 }, (_, k) => one(k));
  let from = 0;
  // Impossible values (0%, a damage law's gaps) inside such a run are in it too.
  while (from < last && exactly[from] < TINY) from++;
  let to = last;
  while (to > from && exactly[to] < TINY) to--;
  const run = (a: number, b: number) => {
    let p = 0;
    for (let k = a; k <= b; k++) p += exactly[k];
    return { label: `${a}-${b}`, p, atLeast: atLeast[a], k: a };
  };
  const rows = [];
  if (from >= 2) rows.push(run(0, from - 1));
  for (let k = from >= 2 ? from : 0; k <= (last - to >= 2 ? to : last); k++) rows.push(one(k));
  if (last - to >= 2) rows.push(run(to + 1, last));
  return rows;
}

export function distributionTable(label: string, exactly: readonly number[], atLeast: readonly number[], c: ChalkInstance, skipImpossible = false, allRows = false): string {
  const t = table([label, LABEL.p_exactly, LABEL.p_at_least, ''], c, [0, 3]);
  // Rows stop at the last possible k, so a unit of 10,000 models prints its support, not 10,001 rows
  // (a loop, not Math.max(...), which overflows the call stack at 100,000 entries).
  const most = exactly.reduce((m, p) => Math.max(m, p), 0);
  const last = lastPossible(exactly);
  // The bars give way on a narrow terminal: the label, the two percentage columns (their headers and
  // padding), the bar's padding and the five borders keep their room.
  const labelWidth = Math.max(label.length, 2 * String(exactly.length - 1).length + 1) + 2;
  const fixedWidth = LABEL.p_exactly.length + 2 + LABEL.p_at_least.length + 2 + 2 + 5;
  const barWidth = Math.max(1, Math.min(BAR_WIDTH, terminalWidth() - labelWidth - fixedWidth));
  for (const row of distributionRows(exactly, atLeast, last, allRows)) {
    const bar = c.cyan('█'.repeat(Math.round((row.p / most) * barWidth)));
    if (!skipImpossible || row.p > 0 || row.k === 0) t.push([row.label, percent(row.p), percent(row.atLeast), bar]);
  }
  const max = exactly.length - 1;
  if (!skipImpossible && last < max) t.push([last + 1 === max ? String(max) : `${last + 1}-${max}`, percent(0), percent(0), '']);
  return t.toString();
}

export function lastPossible(p: readonly number[]): number {
  for (let k = p.length - 1; k > 0; k--) if (p[k] > 0) return k;
  return 0;
}

