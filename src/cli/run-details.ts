/**
 * `run --details`: each computed matchup's whole result as `calc` prints it, through the calc views of its
 * ruleset today, by the registry's names (a typed table: a ruleset without its views does not compile). Issue 27:
 * the one result contract's calc views take over here, and this table goes.
 */
import type { ChalkInstance } from 'chalk';
import type { Matchup } from '../matchup/run.js';
import type { LegacyCalcOptions } from '../rules/legacy/contract.js';
import type { LegacyUnit } from '../rules/legacy/types.js';
import type { Pairing } from '../rules/ruleset.js';
import type { RulesetName } from '../rules/rulesets.js';

/** A matchup's calc table (after the run's own, under `== NAME`) and its Markdown (under `## NAME`). */
type Shown = (m: Pairing, explain: boolean, c: ChalkInstance, quiet: boolean) => Promise<{ table: string; markdown: string }>;

const CALC_SHOWN = {
  '10th': async (m, explain, c) => {
    const report = (await import('../matchup/run.js')).runMatchup(m as Matchup);
    return { table: (await import('./format.js')).toTable(report, explain, c), markdown: (await import('./calc-views.js')).calcMarkdown(report, explain) };
  },
  legacy: async (m, _explain, c, quiet) => {
    const { attacker, target, options } = m as Pairing<LegacyUnit, LegacyCalcOptions>;
    const report = (await import('../rules/legacy/matchup.js')).legacyReport(attacker, target, options);
    const { legacySheets, legacyTable } = await import('./legacy-calc.js');
    const { forPeople } = await import('./people.js');
    const { toMarkdown } = await import('./sheet.js');
    return { table: legacyTable(quiet ? { ...report, notes: [] } : report, c), markdown: toMarkdown(legacySheets(report).map(forPeople)) };
  },
} satisfies Record<RulesetName, Shown>;

/** The calc views of the matchups named, each computed again (a run keeps only their JSON). */
export async function calcShown(ruleset: string, named: readonly { name: string; matchup: Pairing }[], explain: boolean, c: ChalkInstance, quiet: boolean) {
  const shown: Shown = CALC_SHOWN[ruleset as RulesetName];
  return Promise.all(named.map(async ({ name, matchup }) => ({ name, ...(await shown(matchup, explain, c, quiet)) })));
}
