import type { AllocationOrder, RerollPolicy } from '../types.js';

/** What is true when one unit attacks another, and what the dice may do: `wh40k calc`'s flags in camelCase, a scenario file's fields. */
export interface CalcOptions {
  charged?: boolean;
  stationary?: boolean;
  halfRange?: boolean;
  cover?: boolean;
  indirect?: boolean;
  attacksMod?: number;
  models?: number;
  targetModels?: number;
  /** One model of the target has already lost this many wounds (rules/wounded.ts). */
  targetWounded?: number;
  /** Which model is wounded (a model group's name); default: the first the allocation order takes. */
  targetWoundedModel?: string;
  /** One model of the attacker (the first its allocation order takes) has already lost this many wounds (a damaged profile reads it). */
  attackerWounded?: number;
  hitMod?: number;
  woundMod?: number;
  saveMod?: number;
  strengthMod?: number;
  /** Improves AP: 1 makes AP -1 into AP -2. */
  apMod?: number;
  /** Added to Damage after halving (RULINGS 6). */
  damageMod?: number;
  rerollHits?: RerollPolicy;
  rerollWounds?: RerollPolicy;
  /** 'ones': a Damage roll of 1; 'any': the whole Damage roll, any result, when it helps (rules/damage-reroll.ts). */
  rerollDamage?: DamageReroll;
  critHit?: number;
  critWound?: number;
  melee?: boolean;
  ranged?: boolean;
  wargear?: string[];
  simulate?: number;
  seed?: number;
  with?: string[];
  targetWith?: string[];
  without?: string[];
  targetBelowHalf?: boolean;
  targetOnObjective?: boolean;
  /** The target is within Engagement Range of one or more units of the attacking army (000 'Blast'; 003 diagram 9). */
  engaged?: boolean;
  /** The attacking unit is within Engagement Range of one or more enemy units (003 'Big Guns Never Tire'). */
  attackerEngaged?: boolean;
  fate?: string;
  targetFate?: string;
  /** Leaders attached to the target (the attacker's come from `A+B` in the matchup). */
  leader?: string[];
  allocation?: AllocationOrder;
  precision?: boolean;
  loadout?: string;
  /** Weapon or profile names to use where a model has alternatives (else the best is picked). */
  profile?: string[];
  /** The order the weapons resolve in, every weapon named once (RULINGS 12; weapon-order.ts). */
  order?: string[];
  /** The target's loadout, wargear and weapon profiles: in a turn, for its attacks (Overwatch, fight back); calc refuses them. */
  targetLoadout?: string;
  targetWargear?: string[];
  targetProfile?: string[];
}

/** `--reroll-damage`: a Damage roll of 1, or the whole roll whatever its result ("you can re-roll the Damage roll"). */
export type DamageReroll = 'none' | 'ones' | 'any';

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
  'attackerWounded',
  'leader',
  'loadout',
  'wargear',
  'profile',
  'order',
  'targetLoadout',
  'targetWargear',
  'targetProfile',
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

export function isSet(v: unknown): boolean {
  return !(v === undefined || v === false || v === 0 || v === 'none' || (Array.isArray(v) && v.length === 0));
}
