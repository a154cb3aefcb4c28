import type { Roster } from '../profiles/registry.js';
import { calculate, namedMatchup } from '../matchup/calculate.js';
import type { CalcOptions } from '../matchup/options.js';
import type { CalcReport, Matchup } from '../matchup/run.js';
import { splitMatchup } from './matchup-words.js';

// The matchup as the command line gives it: `ATTACKER vs TARGET` in words (src/matchup/ does the rest).

/** The two units of `ATTACKER vs TARGET` from the roster, with these options. */
export function matchupOf(roster: Roster, words: readonly string[], o: CalcOptions): Matchup {
  return namedMatchup(roster, ...splitMatchup(words), o);
}

export function runCalc(roster: Roster, words: readonly string[], o: CalcOptions): CalcReport {
  return calculate(roster, ...splitMatchup(words), o);
}
