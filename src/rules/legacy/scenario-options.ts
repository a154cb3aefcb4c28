/** A legacy scenario matchup's options (issue 14), as `run` computes them and `validate` checks them. */
import { InputError } from '../../profiles/errors.js';
import type { LegacyScenarioMatchup } from './scenario.js';
import type { LegacyCalcOptions } from './contract.js';

/** The scenario's options as calc's (README: the same names, camelCase); melee and ranged together are refused. */
export function calcOptions(m: LegacyScenarioMatchup): LegacyCalcOptions {
  if (m.options.melee && m.options.ranged) throw new InputError(`${m.where('ranged')} ranged: a matchup is melee or ranged, not both`);
  // Checked by the fields made from the flags (rules/legacy/flags.ts), which zod types unknown.
  return m.options as LegacyCalcOptions;
}
