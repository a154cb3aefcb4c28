/**
 * `wh40k --ruleset legacy calc A vs B` (issue 14): the matchup of the command line's words
 * (src/matchup/legacy-calculate.ts computes it). Its JSON is src/matchup/legacy-json.ts, the calc
 * contract every ruleset's calc views draw (format.ts, calc-views.ts).
 */
import { InputError } from '../profiles/errors.js';
import type { LegacyUnit } from '../rules/legacy/types.js';
import type { LegacyCalcOptions, LegacyReport } from '../matchup/legacy-contract.js';
import { findLegacyUnit, type OtherRulesetNames } from '../rules/legacy/matchup.js';
import { legacy } from '../rules/legacy/index.js';
import type { z } from 'zod';
import { valueFields } from '../rules/option-fields.js';
import { LEGACY_FLAGS, type LegacyOptionKey } from '../rules/legacy/flags.js';
import { splitMatchup } from './matchup-words.js';

/** The legacy options' zod fields, made from its flags (rules/legacy/flags.ts). */
const LEGACY_OPTION_FIELDS = valueFields(LEGACY_FLAGS) as Record<LegacyOptionKey, z.ZodType>;

/** Through the ruleset value, as scripts choosing a ruleset by name call it (src/rules/ruleset.ts). */
export async function runLegacyCalc(units: readonly LegacyUnit[], words: readonly string[], o: LegacyCalcOptions, tenthNames: OtherRulesetNames): Promise<LegacyReport> {
  // The flags that are options (the ruleset checks them as a script's); --format and --quiet are the command's.
  const options = Object.fromEntries(Object.entries(o).filter(([key]) => key in LEGACY_OPTION_FIELDS));
  return legacy.calculate(units, ...splitMatchup(words), options, tenthNames);
}

/** The attacker and the target of `A vs B`, legacy units both. */
export async function legacyMatchup(units: readonly LegacyUnit[], words: readonly string[], tenthNames: OtherRulesetNames): Promise<[LegacyUnit, LegacyUnit]> {
  const [attackerName, targetName] = splitMatchup(words);
  return [await findLegacyUnit(units, attackerName, tenthNames), await findLegacyUnit(units, targetName, tenthNames)];
}

/** README 'JSON output': when every matchup of compare or run fails for the same reason, the command fails as calc would. */
export function failIfAllFailed(reasons: readonly (string | null)[]): void {
  const distinct = new Set(reasons);
  const [only] = distinct;
  if (distinct.size === 1 && only) throw new InputError(only);
}
