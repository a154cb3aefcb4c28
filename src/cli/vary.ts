/**
 * `calc --vary` over the ruleset value (issue 27): its knobs are its flags' (sweep.ts knobsOf), each variant's
 * matchup is found and computed through it, and the variants' work is summed against its engine's one budget
 * (vary-grid.ts lays them out).
 */
import { isInputError } from '../rules/errors.js';
import { WorkBudgetError } from '../rules/errors.js';
import type { MatchupNumbers, Pairing, Ruleset } from '../rules/ruleset.js';
import { splitMatchup } from '../rules/matchup-words.js';
import { gridOf, variantGrid, type VaryResult } from './vary-grid.js';
import { knobsOf, knobVariants, variantErrors, type Variant, type VarySource } from './sweep.js';

// A variant's input errors (exit 2, any ruleset's: an option it cannot use, a size its unit does not allow) name it.
const forVariant = variantErrors(isInputError);

/** forVariant of work that finishes later (a unit found by name). */
async function forVariantLater<T>(v: Variant<unknown>, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    return forVariant(v, () => {
      throw e;
    });
  }
}

/** What a row reads of a variant's calc JSON: its numbers, its damage, the effects it applied (none, in a ruleset without effects). */
function varySource(json: MatchupNumbers): VarySource {
  const effects = (json as MatchupNumbers & { effects?: VarySource['effects'] }).effects ?? [];
  return { attacker: json.attacker, target: json.target, kills: json.kills, damage: { mean: json.damage.mean }, effects };
}

/**
 * Every variant's result, after costing them all: the sum of their work (one-roll searches included) is refused
 * at once past the engine's budget, rather than each variant alone.
 */
export async function runVariants(ruleset: Ruleset, units: unknown, words: readonly string[], list: readonly Variant<unknown>[], otherNames?: () => Promise<readonly string[]>) {
  const engine = await ruleset.matchups();
  const [attacker, target] = splitMatchup(words);
  const matchups: [Variant<unknown>, Pairing][] = [];
  for (const v of list) matchups.push([v, await forVariantLater(v, () => ruleset.pairing(units, attacker, target, v.options, otherNames))]);
  let work = 0;
  for (const [v, m] of matchups) if (work <= engine.budget) work += forVariant(v, () => engine.work(m, engine.budget - work));
  if (work > engine.budget) {
    throw new WorkBudgetError(`this calculation needs more than ${engine.budget.toExponential(1)} steps for ${list.length} variants (the limit); vary over fewer values`);
  }
  return matchups.map(([v, m]) => ({ label: v.label, json: forVariant(v, () => engine.json(m, false)) }));
}

/** `calc --vary` (README 'Scripting and CI'): a row per value, or a grid of two knobs. */
export async function runVary(ruleset: Ruleset, units: unknown, words: readonly string[], specs: readonly string[], base: object, otherNames?: () => Promise<readonly string[]>): Promise<VaryResult> {
  const knobs = knobsOf(ruleset.flags);
  const grid = variantGrid(specs, base, (spec, options) => knobVariants(spec, options, knobs));
  const computed = await runVariants(ruleset, units, words, grid.list, otherNames);
  return gridOf(grid, computed.map(({ label, json }) => ({ label, json: varySource(json) })));
}
