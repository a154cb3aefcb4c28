/**
 * 11th edition's weapon keywords as datasheets and BattleScribe print them ("Sustained Hits D3", "Blast 2",
 * "Anti-Infantry 4+", "Lethal Hits: VEHICLE", "Hunter: MONSTER, VEHICLE") read into abilities (types.ts
 * `Ability`, 11e 24) and a Hunter profile's keywords (11e 04.01.03). Used by the BattleScribe importer
 * (import/); text it cannot read comes back in `unread`, never dropped without a word.
 */
import { DiceSyntaxError, parseDice, type DiceExpression } from '../../dice/expression.js';
import type { Ability } from './types.js';

/** What one keyword says: an ability, the keywords a Hunter profile may target, nothing (an empty cell), or unread. */
export type WeaponKeyword = { readonly ability: Ability } | { readonly hunter: readonly string[] } | { readonly empty: true } | { readonly unread: string };

/** Abilities with no value, by their datasheet name (which is their kind). */
const PLAIN_KINDS = [
  'lethal hits', 'devastating wounds', 'twin-linked', 'torrent', 'lance', 'heavy', 'ignores cover', 'hazardous',
  'indirect fire', 'pistol', 'close-quarters', 'assault', 'psychic', 'extra attacks', 'precision',
] as const;
const PLAIN: Record<string, Ability> = {
  ...Object.fromEntries(PLAIN_KINDS.map((kind) => [kind, { kind }])),
  // 11e 24.05: Blast adds one attack die per five target models, Blast X adds X.
  blast: { kind: 'blast', per5: 1 },
};

/** 11e 24: the abilities a keyword qualifier ("Lethal Hits: VEHICLE") can restrict to some targets. */
const QUALIFIABLE = new Set(['sustained hits', 'lethal hits', 'devastating wounds', 'twin-linked']);

/** Keywords on datasheets that change nothing an attack computes (11e 24 One Shot: once per battle). */
const NO_EFFECT = new Set(['one shot']);

const EMPTY = /^(-|–|—|n\/a|none)?$/i;

/** A keyword list as written after a qualifier: "VEHICLE", "MONSTER/VEHICLE", "MONSTER or VEHICLE". */
const keywordList = (text: string): string[] =>
  text
    .split(/\s*(?:\/|,|\bor\b|\band\b)\s*/i)
    .map((k) => k.trim().toUpperCase())
    .filter(Boolean);

function dice(text: string): DiceExpression | undefined {
  try {
    return parseDice(text.replace(/\s+/g, '').toUpperCase());
  } catch (e) {
    if (e instanceof DiceSyntaxError) return undefined;
    throw e;
  }
}

/** An ability with a value ("sustained hits d3", "blast 2"), or undefined. */
function withValue(name: string, value: string): Ability | undefined {
  const x = dice(value);
  if (!x) return undefined;
  const whole = x.count === 0 && x.constant >= 1 ? x.constant : undefined;
  switch (name) {
    case 'sustained hits':
      return { kind: 'sustained hits', hits: x };
    case 'rapid fire':
      return { kind: 'rapid fire', attacks: x };
    case 'melta':
      return { kind: 'melta', damage: x };
    case 'blast':
      return whole === undefined ? undefined : { kind: 'blast', per5: whole };
    case 'cleave':
      return whole === undefined ? undefined : { kind: 'cleave', per5: whole };
    default:
      return undefined;
  }
}

/** An unqualified ability, lower case ("anti-infantry 4+", "blast 2", "torrent"), or undefined. */
function abilityIn(text: string): Ability | undefined {
  const lower = text.replace(/^twin\s*-?\s*linked\b/, 'twin-linked');
  const anti = /^anti\s*-?\s*(.+?)\s+([2-6])\s*\+$/.exec(lower);
  if (anti) return { kind: 'anti', keyword: anti[1].toUpperCase().replace(/\s*-\s*/g, '-'), threshold: Number(anti[2]) };
  if (PLAIN[lower]) return PLAIN[lower];
  const valued = /^(sustained hits|rapid fire|melta|blast|cleave)\s*-?\s*(.+)$/.exec(lower);
  return valued ? withValue(valued[1], valued[2]) : undefined;
}

/** One keyword of a weapon's Keywords cell, markup already removed. */
export function readWeaponKeyword(raw: string): WeaponKeyword {
  const text = raw
    .replace(/^\s*\[|\]\s*$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (EMPTY.test(text)) return { empty: true };
  const lower = text.toLowerCase();
  // 11e 04.01.03: a Hunter profile may only target units with the keywords it names.
  const hunter = /^hunter\s*(?::|-|\()\s*([^)]+?)\)?$/i.exec(text);
  if (hunter) return { hunter: keywordList(hunter[1]) };
  // 11e 24: "Lethal Hits: VEHICLE", "Sustained Hits 1: MONSTER/VEHICLE" apply only against those keywords.
  const qualified = /^([^:]+?)\s*:\s*(.+)$/.exec(text);
  if (qualified) {
    const ability = abilityIn(qualified[1].toLowerCase());
    if (ability && QUALIFIABLE.has(ability.kind)) return { ability: { ...ability, against: keywordList(qualified[2]) } as Ability };
    return { unread: text };
  }
  const ability = abilityIn(lower);
  if (ability) return { ability };
  if (NO_EFFECT.has(lower)) return { ability: { kind: 'no effect', name: text } };
  return { unread: text };
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
    if (last && /^[A-Z][A-Z -]*$/.test(bare) && !(bare.toLowerCase() in PLAIN)) {
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
