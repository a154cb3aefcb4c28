/** 10th edition's `calc --vary`: its knobs, and its variants computed within the engine's one budget (sweep.ts lays them out). */
import type { Roster } from '../profiles/registry.js';
import { MAX_WORK, TooLargeError } from '../rules/tenth/engine.js';
import { matchupWork, runMatchup, type Matchup } from '../matchup/run.js';
import type { CalcOptions } from '../matchup/options.js';
import { matchupOf } from './calc.js';
import { toJsonObject } from '../matchup/json.js';
import type { MatchupJson } from './pool.js';
import { sweep, type VaryResult } from './vary-grid.js';
import { knobsOf, knobVariants, variantErrors, type Variant as SweepVariant } from './sweep.js';
import { TENTH_FLAGS } from '../rules/tenth/flags.js';
import { describeFailure, EXIT } from './errors.js';

const forVariant = variantErrors((e): e is Error => describeFailure(e).code === EXIT.usage);

/** What --vary can sweep: the calc options, by their command-line names (bounds and words from the flags, rules/tenth/flags.ts). */
export const KNOBS = knobsOf(TENTH_FLAGS);

export type Variant = SweepVariant<CalcOptions>;

/**
 * `models=3..6`, `hit-mod=-1..1`, `with=none,warp-blades,warp-blades+martial-excellence`,
 * `charged` (false and true): one set of options per value, on top of the command line's.
 */
export function variants(spec: string, base: CalcOptions): { knob: string; variants: Variant[] } {
  return knobVariants(spec, base, KNOBS);
}

/**
 * Every variant's result, after costing them all: the sum of their work (one-roll searches
 * included) is refused at once past the engine's budget, rather than each variant alone.
 */
export function runVariants(roster: Roster, words: readonly string[], list: readonly Variant[]): { label: string; json: MatchupJson }[] {
  const matchups: [Variant, Matchup][] = list.map((v) => [v, forVariant(v, () => matchupOf(roster, words, v.options))]);
  let work = 0;
  for (const [v, m] of matchups) if (work <= MAX_WORK) work += forVariant(v, () => matchupWork(m, MAX_WORK - work));
  if (work > MAX_WORK) {
    throw new TooLargeError(
      `this calculation needs more than ${MAX_WORK.toExponential(1)} steps for ${list.length} variants (the limit); vary over fewer values`,
    );
  }
  return matchups.map(([v, m]) => ({ label: v.label, json: forVariant(v, () => toJsonObject(runMatchup(m), false)) }));
}

/** 10th edition's `calc --vary` (README 'Scripting and CI'). */
export function runVary(roster: Roster, words: readonly string[], specs: readonly string[], base: CalcOptions): VaryResult {
  return sweep(specs, base, variants, (list) => runVariants(roster, words, list));
}
