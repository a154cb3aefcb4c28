import type { Roster } from '../profiles/registry.js';
import { rosterReport, unitsNamed } from './named.js';
import type { CalcOptions } from './options.js';
import type { CalcReport, Matchup } from './run.js';
import { splitMatchup } from '../../matchup-words.js';

// 10th edition's matchup as words give it (`ATTACKER vs TARGET`): for the dump and bench scripts (scripts/), which
// compute as calc does without the command line; calc itself asks the ruleset value (commands-calc.ts).

/** The two units of `ATTACKER vs TARGET` from the roster, with these options. */
export function matchupOf(roster: Roster, words: readonly string[], o: CalcOptions): Matchup {
  return unitsNamed(roster, ...splitMatchup(words), o);
}

export function runCalc(roster: Roster, words: readonly string[], o: CalcOptions): CalcReport {
  return rosterReport(roster, matchupOf(roster, words, o));
}
