import type { Roster } from '../profiles/registry.js';
import { rosterReport, unitsNamed } from '../rules/tenth/matchup/named.js';
import type { CalcOptions } from '../rules/tenth/matchup/options.js';
import type { CalcReport, Matchup } from '../rules/tenth/matchup/run.js';
import { splitMatchup } from './matchup-words.js';

// The matchup as the command line gives it: `ATTACKER vs TARGET` in words (src/matchup/ does the rest).
// Its options are the flags, read by their parsers through the options' schema (cli/command-options.ts).

/** The two units of `ATTACKER vs TARGET` from the roster, with these options. */
export function matchupOf(roster: Roster, words: readonly string[], o: CalcOptions): Matchup {
  return unitsNamed(roster, ...splitMatchup(words), o);
}

export function runCalc(roster: Roster, words: readonly string[], o: CalcOptions): CalcReport {
  return rosterReport(roster, matchupOf(roster, words, o));
}
