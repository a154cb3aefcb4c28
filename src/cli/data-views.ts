/**
 * The views of `show` and `validate` that either ruleset's data commands print (issue 14 section 4):
 * they import no engine, so the legacy commands load nothing of 10th edition's.
 */
import type { ChalkInstance } from 'chalk';
import { CommanderError } from 'commander';
import type { FileReport } from '../profiles/validate.js';
import { SCHEMA_VERSION, type Sheet } from './sheet.js';

/** A datasheet's CSV (show, either ruleset): long form, one row per value; `about`'s rows are field-value pairs of the unit. */
export function longForm(sheets: readonly Sheet[], about: Sheet, unitName: string): Sheet {
  return {
    columns: ['section', 'item', 'field', 'value'],
    rows: sheets.flatMap((s) => {
      const section = s.title!.toLowerCase();
      if (s === about) return s.rows.map(([field, value]) => [section, unitName, field, value]);
      // Inches as numbers: 9" -> 9.
      const value = (v: string | number) => (typeof v === 'string' && /^\d+"$/.test(v) ? Number(v.slice(0, -1)) : v);
      return s.rows.flatMap((r) => s.columns.slice(1).map((col, i) => [section, r[0], col, value(r[i + 1])]));
    }),
  };
}

/** The report of `wh40k validate` in each format. */
export function validationViews(reports: readonly FileReport[]) {
  const sheet: Sheet = {
    columns: ['file', 'ok', 'error'],
    rows: reports.flatMap((r) => (r.ok ? [[r.file, 'yes', '']] : r.errors.map((e) => [r.file, 'no', e]))),
  };
  return {
    json: { schemaVersion: SCHEMA_VERSION, kind: 'validation' as const, files: reports.map((r) => ({ file: r.file, ok: r.ok, errors: [...r.errors] })) },
    sheet,
    table: (c: ChalkInstance) => {
      const lines = reports.flatMap((r) => r.errors.map((e) => c.red(e)));
      const bad = reports.some((r) => !r.ok);
      return [...lines, ...(lines.length ? [''] : []), bad ? c.bold(summary(reports)) : c.green(summary(reports))].join('\n');
    },
  };
}

/**
 * Ends `wh40k validate` with exit code 2 once the report is printed, and no further message
 * (the CLI maps a CommanderError to exit 2 and prints nothing for it).
 */
export class InvalidData extends CommanderError {
  constructor() {
    super(2, 'wh40k.invalidData', '');
  }
}

/** "3 files OK", "3 files, 1 with errors". */
export function summary(reports: readonly FileReport[]): string {
  const bad = reports.filter((r) => !r.ok).length;
  const files = `${reports.length} file${reports.length === 1 ? '' : 's'}`;
  return bad ? `${files}, ${bad} with errors` : `${files} OK`;
}
