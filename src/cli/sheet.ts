import type { Sheet } from '../sheet.js';
export type { Sheet, ShownSheet } from '../sheet.js';

/** A result that could not be computed, in a text cell (csv, markdown): `n/a: REASON`. */
export const NA = 'n/a';
export const naText = (reason: string) => `${NA}: ${reason}`;

/** Numbers print with fixed precision so output is byte-identical run to run. */
export function cell(v: string | number): string {
  if (typeof v === 'string') return v;
  return Number.isInteger(v) ? String(v) : v.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * A number as people read it in a cell: 4.61, -2, 75.9%, <0.1%, 4.61 (75.9%), 3+, 9", 5-10, 2 (2-5), or none (-, n/a):
 * a column of only these is aligned right (issue 29 section 3: text columns were too).
 */
const NUMBER_CELL = /^(?:[-+<>]?\d[\d.,]*(?:%|\+|"|-\d+)?(?: \([^)]*\))?(?: \w+)?|-|n\/a(?::.*)?|)$/;

/** Whether column i holds numbers only (at least one: a column of "-" is text). */
const numbersOnly = (s: Sheet, i: number): boolean =>
  s.rows.some((r) => typeof r[i] === 'number' || /\d/.test(String(r[i] ?? ''))) && s.rows.every((r) => typeof r[i] === 'number' || NUMBER_CELL.test(String(r[i] ?? '')));

/** GitHub-flavoured Markdown; `|` inside a cell is escaped; columns of numbers aligned right, of text left. */
export function toMarkdown(sheets: readonly Sheet[]): string {
  const esc = (v: string | number) => cell(v).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return sheets
    .map((s) => {
      const lines = [
        `| ${s.columns.map(esc).join(' | ')} |`,
        `| ${s.columns.map((_, i) => (i > 0 && numbersOnly(s, i) ? '---:' : '---')).join(' | ')} |`,
        ...s.rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
      ];
      return s.title ? `### ${s.title}\n\n${lines.join('\n')}` : lines.join('\n');
    })
    .join('\n\n');
}

export type Format = 'table' | 'json' | 'csv' | 'markdown';
export const FORMATS: Format[] = ['table', 'json', 'csv', 'markdown'];
export { METRICS, SCHEMA_VERSION, type Metric } from '../rules/contract.js';
