/**
 * What BSData writes as text, mapped to our data: weapon keywords ("Anti-INFANTRY 4+", "Twin
 * Linked", "Sustained Hits D3") to abilities, and ability descriptions ("Models in this unit have a
 * 5+ invulnerable save", "Feel No Pain 5+") to defences. Text that cannot be mapped is returned as
 * a warning, never dropped without a word.
 */
import { abilityName, parseAbility } from '../abilities.js';
import type { Ability } from '../types.js';
import { stripMarkup } from '../../../profiles/bsdata/markup.js';

/** Keyword text with no meaning: an empty cell. */
const NOISE = /^(-|–|—|n\/a|none)?$/i;

/** A keyword as parseAbility spells it: lower case, single spaces, "anti-x n+", "twin-linked". */
export function normaliseKeyword(raw: string): string {
  let k = stripMarkup(raw)
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  k = k.replace(/^twin\s*-?\s*linked$/, 'twin-linked');
  k = k.replace(/^anti\s*-?\s*(.+?)\s*(\d)\s*\+?$/, (_, kw: string, n: string) => `anti-${kw.replace(/\s*-\s*/g, '-')} ${n}+`);
  k = k.replace(/^(sustained hits|rapid fire|melta)\s*-?\s*(\S+)$/, '$1 $2');
  k = k.replace(/^(sustained hits|rapid fire|melta)(\d+|d\d(\+\d+)?)$/, '$1 $2');
  return k;
}

export type KeywordResult = { ability: Ability } | { ignored: true } | { warning: string };

/** One weapon keyword: an ability, nothing (an empty cell), or a warning. */
export function mapKeyword(raw: string): KeywordResult {
  if (NOISE.test(stripMarkup(raw))) return { ignored: true };
  const k = normaliseKeyword(raw);
  try {
    return { ability: parseAbility(k) };
  } catch (e) {
    return { warning: `keyword "${raw.trim()}" not mapped (${(e as Error).message.replace(/^unknown ability "[^"]*"\s*/, '').replace(/^\((.*)\)$/, '$1') || 'no such ability in the calculator'})` };
  }
}

/** A weapon's Keywords cell: abilities (duplicates removed) and warnings for what did not map. */
export function mapKeywords(cell: string | undefined): { abilities: Ability[]; warnings: string[] } {
  const abilities: Ability[] = [];
  const warnings: string[] = [];
  for (const part of (cell ?? '').split(',')) {
    const r = mapKeyword(part);
    if ('ability' in r) {
      if (!abilities.some((a) => abilityName(a) === abilityName(r.ability))) abilities.push(r.ability);
    } else if ('warning' in r) warnings.push(r.warning);
  }
  return { abilities, warnings };
}

export interface Defences {
  invulnerable?: number;
  rangedInvulnerable?: number;
  /** Only against melee attacks: "This invulnerable save is improved to 4+ against melee attacks" (Howling Banshees). */
  meleeInvulnerable?: number;
  feelNoPain?: number;
  mortalFeelNoPain?: number;
}

/**
 * Who the sentence gives the save to: this model or unit, the bearer of the wargear (and its unit),
 * or the model by name ("Asurmen has", "A Farseer has"); not another unit, and not under a condition.
 */
const SUBJECT = /^(this model|this unit|models? in (this|the bearer's) unit|each model in this unit|the bearer|this vehicle|this titan)\b/i;
const CONDITION = /\b(while|if|when|each time|until|leading|led|attached|that unit|other|friendly|enemy|within|aura)\b/i;

function unconditional(sentence: string, verbAt: number): boolean {
  if (SUBJECT.test(sentence)) return true;
  // "<name> has a 4+ invulnerable save": a short subject with no condition in it.
  const subject = sentence.slice(0, verbAt);
  return subject.length <= 60 && !CONDITION.test(subject) && /\b(has|have)(\s+the)?\s*$/i.test(subject);
}

function sentences(text: string): string[] {
  return stripMarkup(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Defences written in an ability: its name and description. Returns what was mapped and, for a
 * save the text gives only under a condition (while leading, against psychic attacks), a warning.
 */
export function defencesIn(name: string, description: string): { defences: Defences; warnings: string[] } {
  const defences: Defences = {};
  const warnings: string[] = [];
  const label = stripMarkup(name);
  const desc = stripMarkup(description);
  // "Invulnerable Save" profiles: "4+", "4+*", or the value in the name ("Invulnerable Save (4+)").
  if (/invulnerable save/i.test(label)) {
    const bare = /^(\d)\+\s*\*?$/.exec(desc) ?? (desc === '' || /^-?$/.test(desc) ? /(\d)\+/.exec(label) : null);
    if (bare) defences.invulnerable = Number(bare[1]);
  }
  // "Feel No Pain 5+" as a rule name (infoLink with an appended value).
  const fnpName = /^feel no pain\s*(\d)\+$/i.exec(label);
  if (fnpName) defences.feelNoPain = Number(fnpName[1]);

  for (const s of sentences(desc)) {
    const melee = /^this invulnerable save is improved to (\d)\+ against melee attacks\.?$/i.exec(s);
    if (melee) {
      defences.meleeInvulnerable = Number(melee[1]);
      continue;
    }
    const inv = /\b(?:an?\s+)?(\d)\+\s*invulnerable save\b(.*)$/i.exec(s);
    if (inv && defences.invulnerable === undefined && defences.rangedInvulnerable === undefined) {
      const rest = inv[2].replace(/[.\s]+$/, '');
      const ranged = /^\s*against ranged attacks( only)?$/i.test(rest);
      if (unconditional(s, inv.index) && (rest === '' || ranged || /^\s*and\b(?!.*invulnerable)/i.test(rest))) {
        if (ranged) defences.rangedInvulnerable = Number(inv[1]);
        else defences.invulnerable = Number(inv[1]);
      } else {
        warnings.push(`ability "${label}": invulnerable save under a condition not mapped ("${s}")`);
      }
    }
    const fnp = /\bfeel no pain (\d)\+(?: ability)?(.*)$/i.exec(s);
    if (fnp && defences.feelNoPain === undefined && defences.mortalFeelNoPain === undefined) {
      const rest = fnp[2].replace(/[.\s]+$/, '').trim();
      const free = unconditional(s, fnp.index);
      if (free && rest === '') defences.feelNoPain = Number(fnp[1]);
      else if (free && /^against mortal wounds$/i.test(rest)) defences.mortalFeelNoPain = Number(fnp[1]);
      else if (free && /^against (mortal wounds and psychic attacks|psychic attacks and mortal wounds)$/i.test(rest)) {
        defences.mortalFeelNoPain = Number(fnp[1]);
        warnings.push(`ability "${label}": Feel No Pain ${fnp[1]}+ against mortal wounds mapped, against Psychic Attacks not mapped`);
      }
      else warnings.push(`ability "${label}": Feel No Pain under a condition not mapped ("${s}")`);
    }
  }
  return { defences, warnings };
}
