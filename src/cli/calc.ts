import type { Roster } from '../profiles/registry.js';
import { calculate, namedMatchup } from '../matchup/calculate.js';
import type { CalcOptions } from '../matchup/options.js';
import type { CalcReport, Matchup } from '../matchup/run.js';
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
  return namedMatchup(roster, ...splitMatchup(words), o);
}

export function runCalc(roster: Roster, words: readonly string[], o: CalcOptions): CalcReport {
  return calculate(roster, ...splitMatchup(words), o);
}
