/**
 * A scenario file's `turn:` entries (issue 15: turns "in scenario files"), as `run` prints them after
 * its matchups: JSON, the run's `turn` list, each item a turn's JSON (README 'JSON output', kind
 * "turn") with the entry's name, so `report` draws it alone too; a section each in a table or
 * Markdown, as `wh40k turn` prints it; in csv, one more sheet after a blank line, turn's long rows
 * with the entry's name first.
 */
import type { ChalkInstance } from 'chalk';
import { runTurn } from '../rules/tenth/matchup/turn.js';
import { turnJson, type TurnJson } from '../rules/tenth/matchup/turn-json.js';
import { InputError } from '../profiles/errors.js';
import type { NamedTurn } from '../profiles/scenario.js';
import { describeFailure, EXIT } from './errors.js';
import { toCsv } from './csv.js';
import { sheetTable } from './format.js';
import type { Format } from './sheet.js';
import { turnLong, turnMarkdown, turnTable } from './turn.js';

export type ScenarioTurnJson = { readonly name: string } & TurnJson;

/** Every entry's turn (JSON: the run's `turn` list); an entry a turn refuses is named with its file and place. */
export function scenarioTurns(entries: readonly NamedTurn[], file: string): ScenarioTurnJson[] {
  return entries.map((t, i) => {
    try {
      return { name: t.name, ...turnJson(runTurn(t, t.settings), null) };
    } catch (e) {
      if (describeFailure(e).code !== EXIT.usage) throw e;
      throw new InputError(`${file}: turn[${i}] (${t.name}): ${(e as Error).message}`);
    }
  });
}

/** The sections `run` prints after the matchups (and need: entries); `quiet` leaves out the notes of the table and Markdown. */
export function turnSections(turns: readonly ScenarioTurnJson[], format: Exclude<Format, 'json'>, c: ChalkInstance, quiet: boolean): string {
  const shown = turns.map((t) => (quiet ? { ...t, notes: [] } : t));
  if (format === 'table') return shown.map((t) => `\n${c.bold(`== turn: ${t.name}`)}\n${turnTable(t, null, c, (s) => sheetTable(s, c, 'matrix'))}`).join('\n');
  if (format === 'markdown') return shown.map((t) => `\n## turn: ${t.name}\n\n${turnMarkdown(t, null)}`).join('\n');
  const sheets = turns.map((t) => turnLong(t, null));
  return `\n${toCsv({ columns: ['turn', ...sheets[0].columns], rows: sheets.flatMap((s, i) => s.rows.map((r) => [turns[i].name, ...r])) })}`;
}
