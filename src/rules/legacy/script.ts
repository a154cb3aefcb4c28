/**
 * The legacy ruleset's matchup for a script (src/index.ts, the ruleset value's `calculate`): the options checked with
 * zod as the command line's flags are read. Apart from the matchup (matchup.ts), so that a calc from the command line,
 * whose flag parsers read the options already, loads no zod (issue 30 section 3).
 */
import { checkedFields, valueFields, zodField } from '../option-fields.js';
import type { LegacyCalcOptions, LegacyReport } from './contract.js';
import { LEGACY_COMMAND_FIELDS, LEGACY_FLAGS } from './flags.js';
import { findLegacyUnit, legacyReport, type OtherRulesetNames } from './matchup.js';
import type { LegacyUnit } from './types.js';

const NO_TENTH_NAMES: OtherRulesetNames = async () => [];

/**
 * `attacker` attacking `target`, legacy units found by name or alias among `units` (as `wh40k --ruleset
 * legacy calc A vs B`). Options the command line would refuse are refused (UsageError), a key that is no option too.
 */
export async function calculateLegacyMatchup(units: readonly LegacyUnit[], attacker: string, target: string, options: LegacyCalcOptions = {}, tenthNames = NO_TENTH_NAMES): Promise<LegacyReport> {
  const checked = checkedFields<LegacyCalcOptions>(legacyCalcFields(), options, 'calculateLegacyMatchup: options');
  return legacyReport(await findLegacyUnit(units, attacker, tenthNames), await findLegacyUnit(units, target, tenthNames), checked);
}

/** calc's options' zod fields: its flags' and its command fields' (`simulate`, `seed`). */
function legacyCalcFields() {
  return { ...valueFields(LEGACY_FLAGS), ...Object.fromEntries(Object.entries(LEGACY_COMMAND_FIELDS).map(([key, field]) => [key, zodField(field)])) };
}
