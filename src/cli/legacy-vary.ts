/**
 * `wh40k --ruleset legacy calc A vs B --vary KNOB=VALUES` (issue 14): the legacy calc's options as
 * knobs of the shared sweep (sweep.ts, vary-grid.ts), so its rows, grid, JSON, csv and Markdown are
 * 10th edition's. Against a vehicle, kills is the vehicle destroyed (0 or 1: its mean is P(destroyed))
 * and damage the Hull Points lost, as in legacy compare.
 */
import { UsageError } from '../matchup/errors.js';
import { InputError } from '../profiles/errors.js';
import type { LegacyUnit } from '../rules/legacy/types.js';
import { legacyMatchup } from './legacy-calc.js';
import { legacyReport, type OtherRulesetNames } from '../rules/legacy/matchup.js';
import type { LegacyCalcOptions } from '../matchup/legacy-contract.js';
import { legacyJson } from '../matchup/legacy-json.js';
import { knobsOf, knobVariants, variantErrors, type Variant, type VarySource } from './sweep.js';
import { LEGACY_FLAGS } from '../rules/legacy/flags.js';
import { sweep, type VaryResult } from './vary-grid.js';

// A legacy calc's input errors: its units' sizes and what the engine refuses (InputError), its options (UsageError).
const forVariant = variantErrors((e): e is Error => e instanceof InputError || e instanceof UsageError);


/** Every legacy calc option, by its command-line name (README 'The older edition (legacy ruleset)'). */
const LEGACY_KNOBS = knobsOf(LEGACY_FLAGS);

/** What a sweep's row reads of a legacy calc: its kills, and its Wounds (or Hull Points) lost as damage; legacy has no effects. */
function varySource(json: ReturnType<typeof legacyJson>): VarySource {
  return { attacker: json.attacker, target: json.target, kills: json.kills, damage: { mean: json.damage.mean }, effects: [] };
}

function computed(attacker: LegacyUnit, target: LegacyUnit, v: Variant<LegacyCalcOptions>) {
  return { label: v.label, json: forVariant(v, () => varySource(legacyJson(legacyReport(attacker, target, v.options)))) };
}

export async function runLegacyVary(units: readonly LegacyUnit[], words: readonly string[], specs: readonly string[], base: LegacyCalcOptions, tenthNames: OtherRulesetNames): Promise<VaryResult> {
  const [attacker, target] = await legacyMatchup(units, words, tenthNames);
  return sweep(
    specs,
    base,
    (spec, options) => knobVariants(spec, options, LEGACY_KNOBS),
    (list) => list.map((v) => computed(attacker, target, v)),
  );
}
