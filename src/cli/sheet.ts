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

/** GitHub-flavoured Markdown; `|` inside a cell is escaped. */
export function toMarkdown(sheets: readonly Sheet[]): string {
  const esc = (v: string | number) => cell(v).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return sheets
    .map((s) => {
      const lines = [
        `| ${s.columns.map(esc).join(' | ')} |`,
        `| ${s.columns.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
        ...s.rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
      ];
      return s.title ? `### ${s.title}\n\n${lines.join('\n')}` : lines.join('\n');
    })
    .join('\n\n');
}

export type Format = 'table' | 'json' | 'csv' | 'markdown';
export const FORMATS: Format[] = ['table', 'json', 'csv', 'markdown'];
export { METRICS, SCHEMA_VERSION, type Metric } from '../rules/contract.js';
