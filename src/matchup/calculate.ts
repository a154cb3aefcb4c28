/**
 * A matchup by unit names, as scripts call it (README 'Use from a script') and as `wh40k calc A vs B`
 * runs it once the command line is split at `vs` (cli/calc.ts).
 */
import { resolveUnit, type Roster } from '../profiles/registry.js';
import { checkedOptions } from './option-schema.js';
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

/** unitsNamed for a script: the options checked first (matchup/option-schema.ts; a UsageError names what is wrong). */
export function namedMatchup(roster: Roster, attacker: string, target: string, options: CalcOptions = {}): Matchup {
  return unitsNamed(roster, attacker, target, checkedOptions(options, 'namedMatchup: options'));
}

/** The report of a matchup of roster units, with the roster's notes (issue 12 section 1: which source a name found, when several define it). */
export function rosterReport(roster: Roster, m: Matchup): CalcReport {
  const report = runMatchup(m);
  return roster.notes.length ? { ...report, notes: [...roster.notes, ...report.notes] } : report;
}

/**
 * `attacker` attacking `target`, both found in the roster by name (aliases and did-you-mean as in the
 * CLI): the report `wh40k calc` prints; `toJsonObject(report)` is its `--format json`. Options the
 * command line would refuse are refused (UsageError), a key that is no option too.
 */
export function calculate(roster: Roster, attacker: string, target: string, options: CalcOptions = {}): CalcReport {
  return rosterReport(roster, unitsNamed(roster, attacker, target, checkedOptions(options, 'calculate: options')));
}
