/**
 * The views of the data commands (list, show, effects, validate), written once over what the ruleset
 * value gives (src/rules/ruleset.ts; issue 27): they import no engine, so the legacy commands load
 * nothing of 10th edition's.
 */
import type { ChalkInstance } from 'chalk';
import { CommanderError } from 'commander';
import type { FileReport } from '../profiles/validate-files.js';
import { lookupKey } from '../rules/names.js';
import type { Datasheet, EffectList, UnitRows } from '../rules/ruleset.js';
import { UsageError } from './errors.js';
import { SCHEMA_VERSION, type Sheet, type ShownSheet } from './sheet.js';
import { terminalWidth, wrappedSheet, wrapText } from './wrap-table.js';

/** What the ruleset's JSON says after `kind` (Ruleset.jsonTag). */
type Tag = Readonly<Record<string, string>>;

const fit = (c: ChalkInstance) => (s: ShownSheet) => wrappedSheet(s.sheet, c, terminalWidth(), { right: s.right });

/** `wh40k list`: the units of one faction when given (any case, punctuation ignored), by faction then name. */
export function unitListViews(list: UnitRows, faction: string | undefined, tag: Tag) {
  const factions = [...new Set(list.rows.map((r) => r.faction))].sort();
  const chosen = list.rows
    .filter((r) => faction === undefined || lookupKey(r.faction) === lookupKey(faction))
    .sort((a, b) => a.faction.localeCompare(b.faction) || a.name.localeCompare(b.name));
  if (!chosen.length) throw new UsageError(`no units of faction "${faction}" (factions: ${factions.join(', ')})`);
  const sheet: Sheet = { columns: list.columns, rows: chosen.map((r) => r.cells) };
  return {
    json: { schemaVersion: SCHEMA_VERSION, kind: 'units' as const, ...tag, units: chosen.map((r) => r.json) },
    sheet,
    table: (c: ChalkInstance) => `${fit(c)({ sheet, right: list.right })}\n${chosen.length} units`,
  };
}

/** `wh40k show UNIT`: the datasheet's JSON, csv (its long form), Markdown (its sheets) and table. */
export function datasheetViews(d: Datasheet, tag: Tag) {
  return {
    json: { schemaVersion: SCHEMA_VERSION, kind: 'unit' as const, ...tag, unit: d.unit },
    sheets: [...d.sheets],
    long: longForm(d.sheets, d.about, d.name),
    table: (c: ChalkInstance) => {
      // "source: ..." lines wrap to the terminal, the rest of an entry indented under its label.
      const lines = d.head.flatMap((l) => wrapText(l, terminalWidth() - 2).map((w, j) => (j ? `  ${w}` : w)));
      return [lines.join('\n').replace(d.name, c.bold(d.name)), ...d.tables.map(fit(c))].join('\n\n');
    },
  };
}

/** `wh40k effects`: the ruleset's effects as JSON, sheet and table (with its footer line, if any). */
export function effectListViews(list: EffectList, tag: Tag) {
  return {
    json: { schemaVersion: SCHEMA_VERSION, kind: 'effects' as const, ...tag, effects: list.rows },
    sheet: list.sheet,
    table: (c: ChalkInstance) => [fit(c)({ sheet: list.sheet, right: [] }), ...(list.footer ? [list.footer] : [])].join('\n'),
  };
}

/** A datasheet's CSV (show, every ruleset): long form, one row per value; `about`'s rows are field-value pairs of the unit. */
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
