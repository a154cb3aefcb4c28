import type { CalcOptions } from './calc.js';

/**
 * The options a matchup can set (a scenario file's fields, `wh40k calc`'s flags in camelCase), in the
 * order people read them: what was true on the table, then sizes, then the dice. `simulate` and `seed`
 * are not here: they change how the result is checked, not the matchup.
 */
export const MATCHUP_OPTION_KEYS = [
  'melee',
  'ranged',
  'charged',
  'stationary',
  'halfRange',
  'cover',
  'indirect',
  'engaged',
  'attackerEngaged',
  'targetBelowHalf',
  'targetOnObjective',
  'models',
  'targetModels',
  'targetWounded',
  'targetWoundedModel',
  'leader',
  'loadout',
  'wargear',
  'profile',
  'order',
  'attacksMod',
  'hitMod',
  'woundMod',
  'saveMod',
  'strengthMod',
  'apMod',
  'damageMod',
  'rerollHits',
  'rerollWounds',
  'rerollDamage',
  'critHit',
  'critWound',
  'fate',
  'targetFate',
  'allocation',
  'precision',
  'with',
  'targetWith',
  'without',
] as const satisfies readonly (keyof CalcOptions)[];

export type MatchupOptionKey = (typeof MATCHUP_OPTION_KEYS)[number];
export type MatchupOptions = Partial<Pick<CalcOptions, MatchupOptionKey>>;

/**
 * The options a matchup actually set (JSON `options`): a switch that is on, a number or name given,
 * a list that is not empty; `false`, 0, 'none' and empty lists are what leaving an option out means.
 */
export function optionsSet(o: CalcOptions): MatchupOptions {
  const out: Record<string, unknown> = {};
  for (const key of MATCHUP_OPTION_KEYS) {
    const v = o[key];
    if (v === undefined || v === false || v === 0 || v === 'none' || (Array.isArray(v) && v.length === 0)) continue;
    out[key] = Array.isArray(v) ? [...v] : v;
  }
  return out as MatchupOptions;
}
