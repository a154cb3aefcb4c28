/**
 * 11th edition's weapon keywords as datasheets and BattleScribe print them ("Sustained Hits D3", "Blast 2",
 * "Anti-Infantry 4+", "Lethal Hits: VEHICLE", "Hunter: MONSTER, VEHICLE") read into abilities (types.ts
 * `Ability`, 11e 24) and a Hunter profile's keywords (11e 04.01.03). Used by the BattleScribe importer
 * (import/); text it cannot read comes back in `unread`, never dropped without a word.
 */
import { parseAbility } from './profiles/abilities.js';
import type { Ability } from './types.js';

/** What one keyword says: an ability, the keywords a Hunter profile may target, nothing (an empty cell), or unread. */
export type WeaponKeyword = { readonly ability: Ability } | { readonly hunter: readonly string[] } | { readonly empty: true } | { readonly unread: string };

const EMPTY = /^(-|–|—|n\/a|none)?$/i;

/** A keyword list as written after a qualifier: "VEHICLE", "MONSTER/VEHICLE", "MONSTER or VEHICLE". */
const keywordList = (text: string): string[] =>
  text
    .split(/\s*(?:\/|,|\bor\b|\band\b)\s*/i)
    .map((k) => k.trim().toUpperCase())
    .filter(Boolean);

/** An ability as the unit files' parser reads it (profiles/abilities.ts, one reading of 11e 24), or undefined. */
function abilityIn(text: string): Ability | undefined {
  // BattleScribe's spellings beside the datasheets': "Twin linked", "Anti - Infantry 4+".
  const written = text.replace(/^twin\s*-?\s*linked\b/i, 'twin-linked').replace(/^anti\s*-?\s*/i, 'anti-');
  try {
    return parseAbility(written);
  } catch {
    return undefined;
  }
}

/** One keyword of a weapon's Keywords cell, markup already removed. */
export function readWeaponKeyword(raw: string): WeaponKeyword {
  const text = raw
    .replace(/^\s*\[|\]\s*$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (EMPTY.test(text)) return { empty: true };
  // 11e 04.01.03: a Hunter profile may only target units with the keywords it names.
  const hunter = /^hunter\s*(?::|-|\()\s*([^)]+?)\)?$/i.exec(text);
  if (hunter) return { hunter: keywordList(hunter[1]) };
  // 11e 24: "Lethal Hits: VEHICLE", "Sustained Hits 1: MONSTER/VEHICLE" apply only against those keywords (the parser reads the qualifier).
  const ability = abilityIn(text);
  return ability ? { ability } : { unread: text };
}

/**
 * A weapon's Keywords cell: its abilities (a duplicate kept once), a Hunter profile's keywords, and what
 * could not be read. A qualifier's keywords may run on past a comma ("Lethal Hits: MONSTER, VEHICLE"):
 * a part that is a bare upper-case word after a qualified keyword joins it.
 */
export function readWeaponKeywords(cell: string | undefined): { abilities: Ability[]; hunter?: string[]; unread: string[] } {
  const abilities: Ability[] = [];
  const unread: string[] = [];
  let hunter: string[] | undefined;
  let last: { against: string[] } | undefined;
  for (const part of (cell ?? '').split(',')) {
    const bare = part.trim();
    if (last && /^[A-Z][A-Z -]*$/.test(bare) && abilityIn(bare) === undefined) {
      last.against.push(bare);
      continue;
    }
    last = undefined;
    const read = readWeaponKeyword(part);
    if ('hunter' in read) last = { against: (hunter = [...read.hunter]) };
    else if ('unread' in read) unread.push(read.unread);
    else if ('ability' in read) {
      const ability = read.ability as Ability & { against?: string[] };
      const copy = ability.against ? { ...ability, against: [...ability.against] } : ability;
      if (!abilities.some((a) => JSON.stringify(a) === JSON.stringify(copy))) abilities.push(copy);
      if (ability.against) last = copy as { against: string[] };
    }
  }
  return { abilities, ...(hunter ? { hunter } : {}), unread };
}
