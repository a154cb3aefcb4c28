/**
 * A matchup by unit names, as scripts call it (README 'Use from a script') and as `wh40k calc A vs B`
 * runs it once the command line is split at `vs` (words.ts).
 */
import type { Roster } from '../profiles/registry.js';
import { checkedOptions } from './option-schema.js';
import type { CalcOptions } from './options.js';
import type { CalcReport, Matchup } from './run.js';
import { rosterReport, unitsNamed } from './named.js';

export { rosterReport, unitsNamed };

/** unitsNamed for a script: the options checked first (rules/tenth/matchup/option-schema.ts; a UsageError names what is wrong). */
export function namedMatchup(roster: Roster, attacker: string, target: string, options: CalcOptions = {}): Matchup {
  return unitsNamed(roster, attacker, target, checkedOptions(options, 'namedMatchup: options'));
}

/**
 * `attacker` attacking `target`, both found in the roster by name (aliases and did-you-mean as in the
 * CLI): the report `wh40k calc` prints; `toJsonObject(report)` is its `--format json`. Options the
 * command line would refuse are refused (UsageError), a key that is no option too.
 */
export function calculate(roster: Roster, attacker: string, target: string, options: CalcOptions = {}): CalcReport {
  return rosterReport(roster, unitsNamed(roster, attacker, target, checkedOptions(options, 'calculate: options')));
}
