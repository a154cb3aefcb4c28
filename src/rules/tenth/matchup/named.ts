/**
 * A matchup of roster units by name, its options as given (the command line's, which its flag parsers
 * have read): what `calc` runs, without the options' schema a script's options are checked by
 * (calculate.ts), so a cold `wh40k calc` loads no zod (issue 13).
 */
import { resolveUnit, type Roster } from '../profiles/registry.js';
import type { CalcOptions } from './options.js';
import { runMatchup, type CalcReport, type Matchup } from './run.js';

/**
 * The two units named (`captain+intercessors` attaches a Leader; so does `options.leader` to the target),
 * with these options as they are: the command line's, which its flag parsers read through the schema
 * scripts' options are checked by (`namedMatchup`).
 */
export function unitsNamed(roster: Roster, attacker: string, target: string, options: CalcOptions): Matchup {
  return { attacker: resolveUnit(roster, attacker, []), target: resolveUnit(roster, target, options.leader ?? []), options };
}

/** The report of a matchup of roster units, with the roster's notes (issue 12 section 1: which source a name found, when several define it). */
export function rosterReport(roster: Roster, m: Matchup): CalcReport {
  const report = runMatchup(m);
  return roster.notes.length ? { ...report, notes: [...roster.notes, ...report.notes] } : report;
}

