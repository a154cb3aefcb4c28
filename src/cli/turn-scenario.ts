/**
 * A scenario file's `turn:` entries (issue 15: turns "in scenario files"), as `run` prints them after
 * its matchups: JSON, the run's `turn` list, each item a turn's JSON (README 'JSON output', kind
 * "turn") with the entry's name, so `report` draws it alone too; a section each in a table or
 * Markdown, as `wh40k turn` prints it; in csv, one more sheet after a blank line, turn's long rows
 * with the entry's name first. Written once over the ruleset value (src/rules/ruleset.ts scenarioTurn).
 */
import type { ChalkInstance } from 'chalk';
import type { TurnJson, TurnShown } from '../rules/contract.js';
import type { Ruleset } from '../rules/ruleset.js';
import { InputError } from '../profiles/errors.js';
import { describeFailure, EXIT } from './errors.js';
import { toCsv } from './csv.js';
import { sheetTable } from './format.js';
import type { Format } from './sheet.js';
import { turnLong, turnMarkdown, turnTable } from './turn.js';

export type ScenarioTurnJson = { readonly name: string } & TurnJson;

/** An entry's turn as its views draw it, with the entry's name. */
export type ScenarioTurn = TurnShown & { readonly name: string };

/** Every entry's turn; an entry a turn refuses is named with its file and place. */
export async function scenarioTurns(ruleset: Ruleset, entries: readonly { readonly name: string }[], file: string): Promise<ScenarioTurn[]> {
  const turns: ScenarioTurn[] = [];
  for (const [i, t] of entries.entries()) {
    try {
      turns.push({ name: t.name, ...(await ruleset.scenarioTurn(t)) });
    } catch (e) {
      if (describeFailure(e).code !== EXIT.usage) throw e;
      throw new InputError(`${file}: turn[${i}] (${t.name}): ${(e as Error).message}`);
    }
  }
  return turns;
}

/** The run's `turn` list: each entry's turn JSON with its name. */
export const scenarioTurnJson = (turns: readonly ScenarioTurn[]): ScenarioTurnJson[] => turns.map((t) => ({ name: t.name, ...t.json }));

/** The sections `run` prints after the matchups (and need: entries); `quiet` leaves out the notes of the table and Markdown. */
export function turnSections(turns: readonly ScenarioTurn[], format: Exclude<Format, 'json'>, c: ChalkInstance, quiet: boolean): string {
  if (format === 'table') return turns.map((t) => `\n${c.bold(`== turn: ${t.name}`)}\n${turnTable(t, quiet, c, (s) => sheetTable(s, c, 'matrix'))}`).join('\n');
  if (format === 'markdown') return turns.map((t) => `\n## turn: ${t.name}\n\n${turnMarkdown(t, quiet)}`).join('\n');
  const sheets = turns.map((t) => turnLong(t));
  return `\n${toCsv({ columns: ['turn', ...sheets[0].columns], rows: sheets.flatMap((s, i) => s.rows.map((r) => [turns[i].name, ...r])) })}`;
}
