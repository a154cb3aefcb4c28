import { resolveUnit, type Roster } from '../profiles/registry.js';
import type { CalcOptions } from '../matchup/options.js';
import { runMatchup, type CalcReport, type Matchup } from '../matchup/run.js';
import { UsageError } from './errors.js';

// The matchup as the command line gives it: `ATTACKER vs TARGET` in words (src/matchup/ does the rest).

/** Split `eightbound vs intercessors` (names may be several words) at the `vs`. */
export function splitMatchup(args: readonly string[]): [string, string] {
  const words: string[] = [];
  // Most arguments are one word already (a shell splits them): no regex split for those (issue 13).
  for (const arg of args) {
    if (arg !== '' && !/\s/.test(arg)) words.push(arg);
    else for (const w of arg.split(/\s+/)) if (w) words.push(w);
  }
  const at = words.findIndex((w) => w.length === 2 && w.toLowerCase() === 'vs');
  const attacker = words.slice(0, at).join(' ');
  const target = words.slice(at + 1).join(' ');
  if (at < 0 || !attacker || !target) {
    throw new UsageError(`expected ATTACKER vs TARGET, e.g. "wh40k calc eightbound vs intercessors", got "${words.join(' ')}"`);
  }
  return [attacker, target];
}

/** The two units of `ATTACKER vs TARGET` from the roster, with these options. */
export function matchupOf(roster: Roster, words: readonly string[], o: CalcOptions): Matchup {
  const [attacker, target] = splitMatchup(words);
  return { attacker: resolveUnit(roster, attacker, []), target: resolveUnit(roster, target, o.leader ?? []), options: o };
}

export function runCalc(roster: Roster, words: readonly string[], o: CalcOptions): CalcReport {
  const report = runMatchup(matchupOf(roster, words, o));
  // Issue 12 section 1: which source a name found, when several define it.
  return roster.notes.length ? { ...report, notes: [...roster.notes, ...report.notes] } : report;
}

