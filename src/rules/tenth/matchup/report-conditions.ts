/**
 * 10th edition's conditions and options (a run matchup's JSON `conditions` and `options`) in people's words,
 * for the report's conditions line (report-words.ts).
 */
import type { MatchupOptionKey, MatchupOptions } from './options.js';
import type { Conditions } from '../types.js';

type Condition = Exclude<keyof Conditions, 'phase'>;

/** What was true on the table (JSON `conditions`), as people say it. */
const CONDITION_WORDS = {
  charged: 'charged',
  stationary: 'Remained Stationary',
  halfRange: 'target within half range',
  cover: 'target has the Benefit of Cover',
  indirect: 'indirect fire (no target model visible)',
  engaged: 'attacker within Engagement Range of enemy units',
} as const satisfies Record<Condition, string>;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v));
const reroll = (roll: string) => (v: unknown) => (v === 'ones' ? `re-roll ${roll} rolls of 1` : `re-roll failed ${roll} rolls`);

/**
 * Each option a matchup can set (JSON `options`), as people say it; null where another line of the
 * report already says it: the phase is in the units line, the effects named in `with` in the effects line.
 * A typed table: an option added to the CLI without words here does not compile.
 */
const OPTION_WORDS = {
  melee: null,
  ranged: null,
  // The conditions are said from JSON `conditions` (after effects), not from the options.
  charged: null,
  stationary: null,
  halfRange: null,
  cover: null,
  indirect: null,
  engaged: () => 'target within Engagement Range of the attacking army',
  attackerEngaged: null,
  targetBelowHalf: () => 'target Below Half-strength',
  targetOnObjective: () => 'target within range of an objective marker',
  models: (v) => `${v} attacking models`,
  targetModels: (v) => `${v} target models`,
  targetWounded: (v) => `one target model has lost ${v} wounds`,
  targetWoundedModel: (v) => `the wounded model: ${v}`,
  attackerWounded: (v) => `one attacking model has lost ${v} wounds`,
  leader: (v) => `Leaders attached to the target: ${list(v)}`,
  loadout: (v) => `loadout ${v}`,
  wargear: (v) => `wargear: ${list(v)}`,
  profile: (v) => `weapon profiles: ${list(v)}`,
  order: (v) => `weapons resolved in the order ${list(v)}`,
  targetLoadout: (v) => `target's loadout ${v}`,
  targetWargear: (v) => `target's wargear: ${list(v)}`,
  targetProfile: (v) => `target's weapon profiles: ${list(v)}`,
  attacksMod: (v) => `${signed(Number(v))} Attacks`,
  hitMod: (v) => `${signed(Number(v))} to Hit rolls`,
  woundMod: (v) => `${signed(Number(v))} to Wound rolls`,
  saveMod: (v) => `${signed(Number(v))} to armour saving throws`,
  strengthMod: (v) => `${signed(Number(v))} Strength`,
  apMod: (v) => `AP improved by ${v}`,
  damageMod: (v) => `${signed(Number(v))} Damage`,
  rerollHits: reroll('Hit'),
  rerollWounds: reroll('Wound'),
  rerollDamage: (v) => (v === 'ones' ? 're-roll Damage rolls of 1' : 're-roll the Damage roll when it helps'),
  critHit: (v) => `Critical Hits on ${v}+`,
  critWound: (v) => `Critical Wounds on ${v}+`,
  fate: (v) => `Fate dice ${v}`,
  targetFate: (v) => `target's Fate die ${v}`,
  allocation: (v) => `allocation: ${v}`,
  precision: () => 'attacks go to the Leaders first (Precision)',
  with: null,
  targetWith: null,
  without: (v) => `without ${list(v)}`,
} as const satisfies Record<MatchupOptionKey, ((v: unknown) => string) | null>;

/** The conditions that held, in people's words, in a fixed order ('none' when none did). */
export function conditionsText(c: Conditions): string {
  const held = (Object.keys(CONDITION_WORDS) as Condition[]).filter((k) => c[k]).map((k) => CONDITION_WORDS[k]);
  return held.join(', ') || 'none';
}

/** The options a matchup set that no other line of the report states, in people's words ('none' when none). */
export function optionsText(options: MatchupOptions | undefined): string {
  const said: string[] = [];
  for (const [key, words] of Object.entries(OPTION_WORDS) as [MatchupOptionKey, ((v: unknown) => string) | null][]) {
    const v = options?.[key];
    if (words && v !== undefined) said.push(words(v));
  }
  return said.join(', ') || 'none';
}

/** One line: `Conditions: charged; options: 6 attacking models, +1 to Hit rolls`. */
export function conditionsLine(m: { readonly conditions: Conditions; readonly options?: MatchupOptions }): string {
  return `Conditions: ${conditionsText(m.conditions)}; options: ${optionsText(m.options)}`;
}
