/**
 * A sheet as csv. csv-stringify quotes a field holding a comma, a quote or a line break (RFC 4180);
 * it is loaded only for `--format csv`, so a cold `wh40k calc` does not pay for it (issue 13).
 */
import { stringify } from 'csv-stringify/sync';
import { cell, type Sheet } from './sheet.js';

/** One header line, then a line per row; no line break after the last. */
export function toCsv(sheet: Sheet): string {
  return stringify([sheet.columns, ...sheet.rows].map((row) => row.map(cell)), { eof: false });
}
