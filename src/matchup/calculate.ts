/**
 * A matchup by unit names, as scripts call it (README 'Use from a script') and as `wh40k calc A vs B`
 * runs it once the command line is split at `vs` (cli/calc.ts).
 */
import { resolveUnit, type Roster } from '../profiles/registry.js';
import type { CalcOptions } from './options.js';
import { runMatchup, type CalcReport, type Matchup } from './run.js';

/** The two units named (`captain+intercessors` attaches a Leader; so does `options.leader` to the target), with these options. */
export function namedMatchup(roster: Roster, attacker: string, target: string, options: CalcOptions = {}): Matchup {
  return { attacker: resolveUnit(roster, attacker, []), target: resolveUnit(roster, target, options.leader ?? []), options };
}

/**
 * `attacker` attacking `target`, both found in the roster by name (aliases and did-you-mean as in the
 * CLI): the report `wh40k calc` prints; `toJsonObject(report)` is its `--format json`.
 */
export function calculate(roster: Roster, attacker: string, target: string, options: CalcOptions = {}): CalcReport {
  const report = runMatchup(namedMatchup(roster, attacker, target, options));
  // Issue 12 section 1: which source a name found, when several define it.
  return roster.notes.length ? { ...report, notes: [...roster.notes, ...report.notes] } : report;
}
