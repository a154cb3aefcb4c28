/**
 * A sheet whose first column is what a user types (an effect id, a unit name): that column is never
 * cut, the others wrap at words to fit the terminal (a word, so a number, is never split). When they cannot fit beside it, each row becomes a block: the first column
 * on its own line, then one indented "column: value" line per other column, wrapped.
 */
import Table from 'cli-table3';
import type { ChalkInstance } from 'chalk';
import type { Sheet } from './sheet.js';
import { stdoutColumns } from './std-streams.js';

/** Used when neither $COLUMNS nor a terminal says how wide the output may be (e.g. piped). */
const DEFAULT_WIDTH = 120;

/** The output width: $COLUMNS when it is a positive whole number, else the terminal's, else 120. */
export function terminalWidth(env: NodeJS.ProcessEnv = process.env, stdout: { columns?: number } = { columns: stdoutColumns() }): number {
  const fromEnv = Number(env.COLUMNS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return stdout.columns && stdout.columns > 0 ? stdout.columns : DEFAULT_WIDTH;
}

/** Characters as the terminal shows them: colour codes take no room. */
const length = (s: string) => [...s.replace(/\u001b\[[0-9;]*m/g, '')].length;

/** The narrowest a wrapped column may be (text characters) before rows become blocks. */
const MIN_COLUMN = 18;

/**
 * Word-wraps text to lines of at most `width` characters (at least 1); a word longer than a line is
 * split across lines rather than cut. Existing line breaks are kept.
 */
export function wrapText(text: string, width: number): string[] {
  const w = Math.max(1, width);
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (let word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && length(line) + 1 + length(word) <= w) {
        line += ` ${word}`;
        continue;
      }
      if (line) out.push(line);
      while (length(word) > w) {
        out.push([...word].slice(0, w).join(''));
        word = [...word].slice(w).join('');
      }
      line = word;
    }
    out.push(line);
  }
  return out;
}

/** Widths (with one space of padding each side) for the other columns, or null when they cannot fit. */
function fitColumns(cells: string[][], available: number): number[] | null {
  const natural = cells.map((col) => Math.max(...col.flatMap((v) => v.split('\n').map(length))) + 2);
  // A column is never narrower than its longest word; a long text no narrower than MIN_COLUMN (it would
  // wrap into a tower: blocks read better), a short one (a faction, points) down to three lines.
  const least = cells.map((col, i) => {
    const word = Math.max(...col.flatMap((v) => v.split(/\s+/).map(length))) + 2;
    return Math.min(natural[i], Math.max(word, Math.min(MIN_COLUMN + 2, Math.ceil((natural[i] - 2) / 3) + 2)));
  });
  let spare = available - least.reduce((a, b) => a + b, 0);
  if (spare < 0) return null;
  const widths = [...least];
  // Share what is left in turns of one character to the columns still narrower than their text.
  while (spare > 0 && widths.some((w, i) => w < natural[i])) {
    for (let i = 0; i < widths.length && spare > 0; i++) {
      if (widths[i] < natural[i]) {
        widths[i]++;
        spare--;
      }
    }
  }
  return widths;
}

/** Rows drawn without lines between them, when no cell takes more than one line. */
const COMPACT = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

/**
 * The sheet as a table (or blocks, when narrow) at most `width` characters wide, first column whole;
 * `right`: the columns aligned right (numbers).
 */
export function wrappedSheet(sheet: Sheet, c: ChalkInstance, width: number, options: { right?: readonly number[] } = {}): string {
  const { rows, first, rest } = layout(sheet, width);
  const title = sheet.title ? [c.underline(sheet.title)] : [];
  if (rest) {
    const cells = rows.map((r) => r.map((v, i) => (i === 0 ? v : wrapText(v, rest[i - 1] - 2).join('\n'))));
    const t = new Table({
      // Headers wrap like cells: cli-table3 would cut "feel no pain" to "feel no…" in a narrow column.
      head: sheet.columns.map((h, i) => c.bold(i === 0 ? h : wrapText(h, rest[i - 1] - 2).join('\n'))),
      style: { head: [], border: [] },
      colWidths: [first, ...rest],
      colAligns: sheet.columns.map((_, i) => (options.right?.includes(i) ? 'right' : 'left')),
      ...(cells.some((r) => r.some((v) => v.includes('\n'))) ? {} : { chars: COMPACT }),
    });
    for (const r of cells) t.push(r);
    return [...title, t.toString()].join('\n');
  }
  const blocks = rows.map((r) => {
    const lines = [c.bold(r[0])];
    for (let i = 1; i < r.length; i++) {
      const label = `${sheet.columns[i]}: `;
      const wrapped = wrapText(r[i], width - 2 - length(label));
      lines.push(`  ${label}${wrapped[0]}`, ...wrapped.slice(1).map((l) => `  ${' '.repeat(length(label))}${l}`));
    }
    return lines.join('\n');
  });
  return [...title, blocks.join('\n\n')].join('\n');
}

/** The sheet's cells as text, the first column's width, and the others' (null: they cannot fit beside it). */
function layout(sheet: Sheet, width: number): { rows: string[][]; first: number; rest: number[] | null } {
  const rows = sheet.rows.map((r) => r.map(String));
  const columns = sheet.columns.map((_, i) => [sheet.columns[i], ...rows.map((r) => r[i])]);
  const first = Math.max(...columns[0].map(length)) + 2;
  return { rows, first, rest: fitColumns(columns.slice(1), width - first - (sheet.columns.length + 1)) };
}

/**
 * Rows become columns: a column per weapon, a row per number, for a table of few rows and many numbers. The corner
 * keeps its label, turned too: a matrix's `attacker \ target` becomes `target \ attacker` (issue 29 section 3).
 */
export function transposed(sheet: Sheet): Sheet {
  const corner = String(sheet.columns[0] ?? '');
  const sides = corner.split(' \\ ');
  return {
    columns: [sides.length === 2 ? `${sides[1]} \\ ${sides[0]}` : corner, ...sheet.rows.map((r) => String(r[0]))],
    rows: sheet.columns.slice(1).map((h, i) => [h, ...sheet.rows.map((r) => r[i + 1])]),
  };
}

/**
 * A table already drawn, when it fits `width`; else, for a table of numbers after its first column
 * (all `right`), the sheet turned (a column per row) when that fits; else a block per row
 * (wrappedSheet). A number is never cut.
 */
export function fittedTable(drawn: string, sheet: Sheet, c: ChalkInstance, width: number, right: readonly number[]): string {
  if (drawn.split('\n').every((l) => length(l) <= width)) return drawn;
  const turned = transposed(sheet);
  const numbers = sheet.columns.every((_, i) => i === 0 || right.includes(i));
  if (numbers && layout(turned, width).rest) return wrappedSheet(turned, c, width, { right: turned.columns.map((_, i) => i).slice(1) });
  return wrappedSheet(sheet, c, width, { right });
}

const plain = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * A cli-table3 table as drawn, fitted to the terminal (fittedTable): its head, its right-aligned
 * columns and its rows are read from the table itself, so a caller changes only `t.toString()`.
 */
export function fitTable(t: Table.Table, c: ChalkInstance, width: number = terminalWidth()): string {
  const { head, colAligns } = (t as unknown as { options: { head: string[]; colAligns?: string[] } }).options;
  const right = head.map((_, i) => i).filter((i) => colAligns?.[i] === 'right');
  return fittedTable(t.toString(), { columns: head.map(plain), rows: [...t] as string[][] }, c, width, right);
}

/** A line of a drawn table (cli-table3's borders): never re-wrapped, it was fitted already. */
const TABLE_LINE = /^(\u001b\[[0-9;]*m)*[┌│├└╔║╟╚+|]/;

/**
 * Text for a terminal `width` wide: a line of prose wider than that (a heading, an Effects line, a
 * note) wraps at words, its continuation indented two spaces past its own indent; drawn tables and
 * lines that fit are kept as they are. Used only where the output is a terminal (piped output stays
 * one line per item for grep).
 */
export function wrapProse(text: string, width: number): string {
  return text
    .split('\n')
    .flatMap((line) => {
      if (length(line) <= width || TABLE_LINE.test(line)) return [line];
      const indent = /^ */.exec(line)![0];
      const [first, ...rest] = wrapText(line.slice(indent.length), width - indent.length);
      const more = wrapText(rest.join(' '), width - indent.length - 2);
      return [indent + first, ...(rest.length ? more.map((l) => `${indent}  ${l}`) : [])];
    })
    .join('\n');
}
