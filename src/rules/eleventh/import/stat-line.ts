/**
 * A model's stat line and what its abilities say about its defences, in 11th edition's terms (types.ts
 * `ModelStats`, `Damaged`): T, Sv and W from the Unit profile; InSv, a characteristic of its own in 11th
 * edition (11e 05.04), found by its characteristic type id; a restricted InSv ("5+*") explained by an
 * ability ("... a 5+ invulnerable save against ranged attacks"); Feel No Pain and Damage reduction where
 * an ability says so without a condition; Damaged X (11e 24.39).
 */
import { stripMarkup } from '../../../profiles/bsdata/markup.js';
import { SkipUnit } from '../../../profiles/bsdata/models.js';
import type { Profile } from '../../../profiles/bsdata/tree.js';
import type { Damaged, ModelStats } from '../types.js';

/** The InSv characteristic of wh40k-11e's Unit profile (../shared/bsdata-11e/README.md). */
export const INSV_TYPE_ID = '55a7-5b54-c60d-11dc';

/** An ability as read: its name and text, without markup. */
export interface AbilityText {
  readonly name: string;
  readonly text: string;
  /** What the import read from it, in words (an imported unit's abilities say which are modelled). */
  readonly modelled?: string;
}

const int = (v: string | undefined) => Number(/^\s*(\d+)/.exec(v ?? '')?.[1] ?? NaN);

/**
 * T, Sv, W and InSv of a Unit profile. `inSvName`: the name the game system gives the InSv
 * characteristic; `abilities`: the model's, which explain a restricted InSv.
 */
export function statLine(p: Profile, inSvName: string, abilities: readonly AbilityText[]): { stats: ModelStats; warnings: string[]; explainedBy?: string } {
  const c = p.chars;
  const warnings: string[] = [];
  const num = (key: string) => {
    const v = int(c[key]);
    if (!(v >= 1)) throw new SkipUnit(`Unit profile "${p.name}": ${key} "${c[key] ?? ''}" is not a number`);
    return v;
  };
  const svText = c.Sv ?? c.SV ?? '';
  // BattleScribe's "-": no armour save worth rolling, written as 7+ (no roll of a D6 reaches it).
  const sv = /^\s*[-–—]\s*$/.test(svText) ? 7 : Number(/^\s*([2-7])\s*\+/.exec(svText)?.[1] ?? NaN);
  if (Number.isNaN(sv)) throw new SkipUnit(`Unit profile "${p.name}": Sv "${svText}" is not a roll like 3+`);
  const stats: { -readonly [K in keyof ModelStats]: ModelStats[K] } = { T: num('T'), Sv: sv, W: num('W') };
  const inSv = (c[inSvName] ?? '').trim();
  const roll = /^([2-6])\+(\*)?$/.exec(inSv);
  if (roll && !roll[2]) stats.InSv = Number(roll[1]);
  else if (roll) {
    // "4+*": the ability that explains it says against which attacks.
    const pattern = new RegExp(`\\b${roll[1]}\\+ invulnerable save against (ranged|melee) attacks\\.?$`, 'i');
    const by = abilities.find((a) => pattern.test(a.text));
    if (by) {
      stats.InSv = Number(roll[1]);
      stats.InSvOnly = pattern.exec(by.text)![1].toLowerCase() as 'ranged' | 'melee';
      return { stats, warnings, explainedBy: by.name };
    }
    warnings.push(`Unit profile "${p.name}": InSv "${inSv}" holds only under a condition no ability here explains: not modelled`);
  } else if (!/^[-–—]?$/.test(inSv)) warnings.push(`Unit profile "${p.name}": InSv "${inSv}" is not a roll like 4+: not modelled`);
  return { stats, warnings };
}

/** Who a sentence gives a defence to without a condition: this model, its unit's models, the bearer. */
const SUBJECT = '(?:this model|models in this unit|the bearer)';
const FEEL_NO_PAIN = new RegExp(`^${SUBJECT} (?:has|have) the feel no pain ([2-6])\\+ ability( against (psychic attacks and )?mortal wounds)?\\.?$`, 'i');
const DAMAGE_MINUS_ONE = new RegExp(`^each time an attack is allocated to ${SUBJECT}, subtract 1 from the damage characteristic of that attack\\.?$`, 'i');

type Defences = { feelNoPain?: number; mortalFeelNoPain?: number; damageReduction?: number };

/** Defences one ability gives without a condition: a whole ability text of one sentence, or a rule "Feel No Pain 5+". */
function defencesIn(a: AbilityText): Defences {
  const rule = /^feel no pain ([2-6])\+$/i.exec(a.name);
  if (rule) return { feelNoPain: Number(rule[1]) };
  const fnp = FEEL_NO_PAIN.exec(a.text);
  if (fnp) return fnp[2] ? { mortalFeelNoPain: Number(fnp[1]) } : { feelNoPain: Number(fnp[1]) };
  if (DAMAGE_MINUS_ONE.test(a.text)) return { damageReduction: 1 };
  return {};
}

/**
 * Defences the abilities of one entry give (a model, its wargear, the unit), each with the ability that
 * gives it. A "Feel No Pain 3+" rule beside an ability whose text gives that Feel No Pain only against
 * some attacks ("The bearer has the Feel No Pain 3+ ability against Psychic Attacks": a Collar of
 * Khorne) is that ability's, not a second one.
 */
export function defencesOf(abilities: readonly AbilityText[]): { given: { from: AbilityText; defences: Defences }[]; warnings: string[] } {
  const warnings: string[] = [];
  const qualified = new Set<string>();
  for (const a of abilities) {
    const value = /feel no pain ([2-6])\+/i.exec(a.text)?.[1];
    const read = FEEL_NO_PAIN.exec(a.text);
    if (value && !(read && !read[2])) qualified.add(value);
    if (value && !read) warnings.push(`ability "${a.name}": Feel No Pain under a condition ("${a.text}"): not modelled`);
    if (read?.[3]) warnings.push(`ability "${a.name}": Feel No Pain against mortal wounds modelled, against Psychic Attacks not`);
  }
  const given = abilities
    .filter((a) => !qualified.has(/^feel no pain ([2-6])\+$/i.exec(a.name)?.[1] ?? ''))
    .map((from) => ({ from, defences: defencesIn(from) }))
    .filter((g) => Object.keys(g.defences).length > 0);
  return { given, warnings };
}

/** What a defence is, in words, for the abilities an imported unit lists as modelled. */
export function defenceWords(d: Defences): string {
  return [
    d.feelNoPain && `Feel No Pain ${d.feelNoPain}+`,
    d.mortalFeelNoPain && `Feel No Pain ${d.mortalFeelNoPain}+ against mortal wounds`,
    d.damageReduction && `-${d.damageReduction} Damage to attacks allocated to the unit`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * 11e 24.39 "Damaged: 1-X Wounds Remaining": -1 to the model's hit rolls with X or fewer wounds left. An
 * ability of that name that says something else (the Lord of Skulls' extra attacks) is not modelled.
 */
export function damagedIn(a: AbilityText): { damaged?: Damaged; warning?: string } {
  const m = /^damaged:\s*1\s*-\s*(\d+)\s+wounds?\s+remaining$/i.exec(a.name);
  if (!m) return {};
  if (/subtract 1 from the hit roll/i.test(a.text)) return { damaged: { wounds: Number(m[1]) } };
  return { warning: `ability "${a.name}": not the -1 to hit of 11e 24.39 ("${stripMarkup(a.text)}"): not modelled` };
}
