/**
 * Notes printed once below a result, as 10th edition's calc gives them (a legacy calc; compare, run and merge under
 * a ruleset whose engine says its assumptions, src/rules/ruleset.ts MatchupEngine.saysAssumptions): dim after a
 * table, "- note: " after Markdown, on stderr beside json and csv (data to pipe on); the caller passes none under -q.
 */
import type { ChalkInstance } from 'chalk';
import type { Format } from './sheet.js';

export function notesBelow(shownAs: Format, notes: readonly string[], c: () => ChalkInstance, err: (text: string) => void) {
  return {
    table: notes.map((n) => c().dim(`note: ${n}`)),
    markdown: notes.length ? [notes.map((n) => `- note: ${n}`).join('\n')] : [],
    toStderr: () => {
      if (shownAs === 'json' || shownAs === 'csv') for (const n of notes) err(`note: ${n}`);
    },
  };
}
