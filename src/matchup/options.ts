import type { CalcOptions } from './run.js';

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

/** Where each key comes in MATCHUP_OPTION_KEYS. */
const KEY_ORDER: ReadonlyMap<string, number> = new Map(MATCHUP_OPTION_KEYS.map((k, i) => [k, i]));

/**
 * The options a matchup actually set (JSON `options`): a switch that is on, a number or name given,
 * a list that is not empty; `false`, 0, 'none' and empty lists are what leaving an option out means.
 * In MATCHUP_OPTION_KEYS order; only the keys `o` has are read (a calculation sets a few: issue 13).
 */
export function optionsSet(o: CalcOptions): MatchupOptions {
  // Options are not changed once given, and a matrix's cells share one object: worked out once for it (issue 13).
  let set = setOf.get(o);
  if (!set) setOf.set(o, (set = optionsSetOnce(o)));
  return set;
}

const setOf = new WeakMap<CalcOptions, MatchupOptions>();

function optionsSetOnce(o: CalcOptions): MatchupOptions {
  const options = o as Record<string, unknown>;
  const keys = Object.keys(o).filter((key) => KEY_ORDER.has(key) && isSet(options[key]));
  if (keys.length > 1) keys.sort((a, b) => KEY_ORDER.get(a)! - KEY_ORDER.get(b)!);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const v = options[key];
    out[key] = Array.isArray(v) ? [...v] : v;
  }
  return out as MatchupOptions;
}

function isSet(v: unknown): boolean {
  return !(v === undefined || v === false || v === 0 || v === 'none' || (Array.isArray(v) && v.length === 0));
}
