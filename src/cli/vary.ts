/** 10th edition's `calc --vary`: its knobs, and its variants computed within the engine's one budget (sweep.ts lays them out). */
import type { Roster } from '../profiles/registry.js';
import { MAX_WORK, TooLargeError } from '../rules/tenth/engine.js';
import { matchupWork, runMatchup, type Matchup } from '../matchup/run.js';
import type { CalcOptions } from '../matchup/options.js';
import { matchupOf } from './calc.js';
import { toJsonObject } from '../matchup/json.js';
import type { MatchupJson } from './pool.js';
import { sweep, type VaryResult } from './vary-grid.js';
import { knobVariants, variantErrors, type KnobTable, type Variant as SweepVariant } from './sweep.js';
import { describeFailure, EXIT } from './errors.js';

const forVariant = variantErrors((e): e is Error => describeFailure(e).code === EXIT.usage);

/** What --vary can sweep: the calc options, by their command-line names. */
export const KNOBS: KnobTable<keyof CalcOptions> = {
  charged: { key: 'charged', kind: 'switch' },
  stationary: { key: 'stationary', kind: 'switch' },
  'half-range': { key: 'halfRange', kind: 'switch' },
  cover: { key: 'cover', kind: 'switch' },
  indirect: { key: 'indirect', kind: 'switch' },
  'target-below-half': { key: 'targetBelowHalf', kind: 'switch' },
  'target-on-objective': { key: 'targetOnObjective', kind: 'switch' },
  engaged: { key: 'engaged', kind: 'switch' },
  'attacker-engaged': { key: 'attackerEngaged', kind: 'switch' },
  models: { key: 'models', kind: 'number', min: 1, max: 100 },
  'target-models': { key: 'targetModels', kind: 'number', min: 1, max: 200 },
  'target-wounded': { key: 'targetWounded', kind: 'number', min: 0, max: 99 },
  'attacker-wounded': { key: 'attackerWounded', kind: 'number', min: 0, max: 99 },
  'attacks-mod': { key: 'attacksMod', kind: 'number', min: -20, max: 20 },
  'hit-mod': { key: 'hitMod', kind: 'number', min: -6, max: 6 },
  'wound-mod': { key: 'woundMod', kind: 'number', min: -6, max: 6 },
  'save-mod': { key: 'saveMod', kind: 'number', min: -6, max: 6 },
  'strength-mod': { key: 'strengthMod', kind: 'number', min: -20, max: 20 },
  'ap-mod': { key: 'apMod', kind: 'number', min: -6, max: 6 },
  'damage-mod': { key: 'damageMod', kind: 'number', min: -6, max: 6 },
  'crit-hit': { key: 'critHit', kind: 'number', min: 2, max: 6 },
  'crit-wound': { key: 'critWound', kind: 'number', min: 2, max: 6 },
  'reroll-hits': { key: 'rerollHits', kind: 'choice', choices: ['ones', 'failed'] },
  'reroll-wounds': { key: 'rerollWounds', kind: 'choice', choices: ['ones', 'failed'] },
  'reroll-damage': { key: 'rerollDamage', kind: 'choice', choices: ['ones', 'any'] },
  with: { key: 'with', kind: 'effects' },
  'target-with': { key: 'targetWith', kind: 'effects' },
  without: { key: 'without', kind: 'effects' },
  wargear: { key: 'wargear', kind: 'effects' },
  fate: { key: 'fate', kind: 'text' },
  'target-fate': { key: 'targetFate', kind: 'text' },
};

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
