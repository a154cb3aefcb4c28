/**
 * Reading the text a BattleScribe roster stores in its profiles: weapon keywords ("Twin Linked",
 * "Anti-INFANTRY 4+"), characteristics ("36\"", "3+", "D6+3", "N/A"), and the invulnerable saves and
 * Feel No Pain written in ability text. Used by roster.ts.
 */
import { DiceSyntaxError, parseDice, type DiceExpression } from '../../../dice/expression.js';
import { AbilitySyntaxError, parseAbility } from '../abilities.js';
import type { Ability } from '../types.js';
import type { Defences } from './abilities.js';

/** One weapon keyword in our spelling: case, hyphens, brackets and spacing do not matter. */
export function keywordName(text: string): string {
  const t = text
    .replace(/[[\]]/g, ' ')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    // A hyphen next to a letter is a word separator ("Twin-Linked", "Anti-INFANTRY"), not a minus.
    .replace(/\s*-\s*(?=[a-z])|(?<=[a-z])\s*-\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^twin ?linked$/.test(t)) return 'twin-linked';
  const anti = /^anti ?(.+?) ?([2-6]) ?\+?$/.exec(t);
  if (anti) return `anti-${anti[1]} ${anti[2]}+`;
  const param = /^(sustained hits|rapid fire|melta) ?(\S+)$/.exec(t);
  if (param) return `${param[1]} ${param[2]}`;
  return t;
}

/** The Keywords characteristic ("Heavy, Precision"): parsed abilities and what could not be read. */
export function parseKeywords(text: string): { abilities: Ability[]; unknown: string[] } {
  const abilities: Ability[] = [];
  const unknown: string[] = [];
  for (const raw of text.split(/[,;]/)) {
    const word = raw.trim();
    if (!word || /^(-|–|—|n\/a|none)$/i.test(word)) continue;
    try {
      abilities.push(parseAbility(keywordName(word)));
    } catch (e) {
      if (!(e instanceof AbilitySyntaxError)) throw e;
      unknown.push(word);
    }
  }
  return { abilities, unknown };
}

/** `Melee` or a range in inches (`36"`). */
export function parseRange(text: string): number | 'melee' | null {
  if (/^melee$/i.test(text.trim())) return 'melee';
  const m = /^(\d+)\s*("|''|”|in\.?|inches)?$/i.exec(text.trim());
  return m && Number(m[1]) > 0 ? Number(m[1]) : null;
}

/** `3+` -> 3; `N/A` (Torrent weapons) -> 'n/a'; anything else -> null. */
export function parseRollTarget(text: string): number | 'n/a' | null {
  const t = text.trim();
  if (/^(n\/a|-|–|—)$/i.test(t)) return 'n/a';
  const m = /^([2-6])\s*\+?$/.exec(t);
  return m ? Number(m[1]) : null;
}

export function parseWhole(text: string): number | null {
  const m = /^\s*(\d+)\s*\+?\s*$/.exec(text);
  return m ? Number(m[1]) : null;
}

/** AP as printed: `0`, `-1`, `−2` (never positive). */
export function parseAp(text: string): number | null {
  const m = /^\s*[-–—\u2212]?\s*(\d+)\s*$/.exec(text);
  return m ? -Number(m[1]) || 0 : null;
}

export function tryDice(text: string): DiceExpression | null {
  try {
    return parseDice(text.replace(/\s+/g, ''));
  } catch (e) {
    if (e instanceof DiceSyntaxError) return null;
    throw e;
  }
}

/** The catalogue importer's (abilities.ts): a roster's rules give the same saves. */
export type { Defences };

/** The sentence that makes an invulnerable save better against melee attacks only (Howling Banshees). */
const MELEE_IMPROVED = /\s*this invulnerable save is improved to ([2-6])\+ against melee attacks\.?/i;

/** What an ability's text says about saves: the defences it grants, or why it could not be read. */
export interface DefenceText {
  readonly defences: Defences;
  /** The text grants a defence only sometimes ("while leading", "against Psychic attacks"). */
  readonly conditional: boolean;
  /** The text talks about saves at all (so an unmapped one is worth a warning). */
  readonly mentions: boolean;
}

const CONDITION = /\b(while|if|until|once per|instead)\b/i;

/** "Invulnerable Save" + "4+", "The bearer has a 4+ invulnerable save.", "Feel No Pain 6+". */
export function defencesIn(name: string, fullText: string): DefenceText {
  const defences: Defences = {};
  let conditional = false;
  const melee = MELEE_IMPROVED.exec(fullText);
  if (melee) defences.meleeInvulnerable = Number(melee[1]);
  // The rest of the text as if that sentence were not there ("This unit has a 5+ Invulnerable Save.").
  const text = fullText.replace(MELEE_IMPROVED, '');
  const both = `${name}. ${text}`;
  const mentionsInvuln = /invulnerable save/i.test(both);
  const mentionsFnp = /feel no pain/i.test(both);
  if (mentionsInvuln) {
    const m = /([2-6])\+\s*invulnerable save/i.exec(both) ?? (/invulnerable save/i.test(name) ? /^\s*([2-6])\+/.exec(text) : null);
    if (m && !CONDITION.test(text)) {
      if (/ranged attacks?/i.test(text) && !/melee/i.test(text)) defences.rangedInvulnerable = Number(m[1]);
      else if (/\bagainst\b/i.test(text)) conditional = true;
      else defences.invulnerable = Number(m[1]);
    } else conditional = true;
  }
  if (mentionsFnp) {
    const m = /feel no pain ([2-6])\+(?: ability)?(?: against ([^.]*))?/i.exec(both);
    if (m && !CONDITION.test(text)) {
      if (!m[2]) defences.feelNoPain = Number(m[1]);
      else if (/^mortal wounds$/i.test(m[2].trim())) defences.mortalFeelNoPain = Number(m[1]);
      else conditional = true;
    } else conditional = true;
  }
  return { defences, conditional, mentions: mentionsInvuln || mentionsFnp };
}

/** Text that would change this calculator's numbers (hit, wound, save, damage, attacks...). */
const ATTACK_RELEVANT =
  /hit roll|wound roll|damage characteristic|attacks characteristic|strength characteristic|armour penetration|\bap\b characteristic|toughness characteristic|saving throw|invulnerable save|feel no pain|critical (hit|wound)|mortal wounds?|re-roll (the |a |that )?(hit|wound|damage)|\[[a-z][a-z -]*( [d\d][\d+]*)?\]/i;

/** Rules with no bearing on one unit's attacks against another, or handled elsewhere. */
const NOT_ATTACK_RULES = /^(deadly demise|leader|deep strike|scouts|infiltrators|firing deck|lone operative|fights first|transport|hover|feel no pain|stealth|invulnerable save)\b/i;

/** A rule known by name to have no bearing on one unit's attacks (Deep Strike, Scouts), or handled elsewhere. */
export const noAttackRule = (name: string): boolean => NOT_ATTACK_RULES.test(name.trim());

export function attackRelevant(name: string, text: string): boolean {
  return !NOT_ATTACK_RULES.test(name.trim()) && ATTACK_RELEVANT.test(`${name}. ${text}`);
}

/** A rule that is a weapon ability ("Sustained Hits", "Anti-"): the weapon's keywords carry it. */
export function isWeaponAbilityRule(name: string): boolean {
  const key = keywordName(name);
  if (/^(anti|sustained hits|rapid fire|melta)\b/.test(key)) return true;
  try {
    parseAbility(key);
    return true;
  } catch {
    return false;
  }
}

/** The units a Leader ability lists ("■ Intercessor Squad", "- EINHYR HEARTHGUARD"). */
export function leaderTargets(text: string): string[] {
  return text
    .split('\n')
    .map((l) => /^\s*[■•\-*]\s*(.+?)\s*\*?\s*$/.exec(l)?.[1])
    .filter((n): n is string => Boolean(n));
}

/** One line for a warning: the first sentence or so of a rule's text. */
export function excerpt(text: string, max = 110): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
