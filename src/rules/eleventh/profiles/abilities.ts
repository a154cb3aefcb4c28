/**
 * A weapon ability as a datasheet prints it in 11th edition's words (11e 24), to the engine's Ability
 * (../types.ts): `sustained hits D3`, `blast 2`, `cleave 1`, `anti-infantry 4+`, `lethal hits: VEHICLE`.
 * Case, spaces and square brackets aside; anything else is refused with the closest name.
 */
import { parseDice, type DiceExpression } from '../../../dice/expression.js';
import { suggest } from '../../../profiles/wording.js';
import type { Ability } from '../types.js';

/** Abilities that take no value, by their printed name. */
const PLAIN = {
  torrent: { kind: 'torrent' },
  lance: { kind: 'lance' },
  heavy: { kind: 'heavy' },
  'ignores cover': { kind: 'ignores cover' },
  hazardous: { kind: 'hazardous' },
  'indirect fire': { kind: 'indirect fire' },
  pistol: { kind: 'pistol' },
  'close-quarters': { kind: 'close-quarters' },
  assault: { kind: 'assault' },
  psychic: { kind: 'psychic' },
  'extra attacks': { kind: 'extra attacks' },
  precision: { kind: 'precision' },
} as const satisfies Record<string, Ability>;

/** Printed on datasheets, but changing nothing this calculator computes (the notes name them). */
export const NO_EFFECT = ['one shot'] as const;

/** 11e 24: these may name the keywords they hold against (`[LETHAL HITS: VEHICLE]`). */
const QUALIFIABLE = ['lethal hits', 'devastating wounds', 'twin-linked', 'sustained hits'] as const;

/** Every form, for "did you mean" and the JSON Schema's description. */
export const ABILITY_FORMS = [
  'sustained hits X', 'lethal hits', 'devastating wounds', 'twin-linked', 'anti-KEYWORD Y+', 'melta X', 'rapid fire X',
  'blast', 'blast X', 'cleave X', ...Object.keys(PLAIN), ...NO_EFFECT,
] as const;

/** The largest value an ability takes (Sustained Hits, Rapid Fire, Melta, Blast, Cleave): a larger one is a typo. */
export const MOST_ABILITY_VALUE = 20;

/** The keywords after a colon: `VEHICLE`, `VEHICLE, MONSTER`, `VEHICLE or MONSTER`, upper case. */
function keywords(text: string): string[] {
  const words = text.split(/\s*(?:,|\bor\b|\/)\s*/i).map((w) => w.trim().toUpperCase()).filter((w) => w !== '');
  if (words.length === 0) throw new Error('expected the keywords it holds against after the colon, like "lethal hits: VEHICLE"');
  return words;
}

function value(text: string, name: string): DiceExpression {
  let e: DiceExpression;
  try {
    e = parseDice(text);
  } catch {
    throw new Error(`"${name} ${text}": expected a number or dice like D3 after ${name}`);
  }
  const most = e.count * e.sides + e.constant;
  if (most < 1) throw new Error(`"${name} ${text}": the value is never above 0`);
  if (most > MOST_ABILITY_VALUE) throw new Error(`"${name} ${text}": ${most} is more than ${MOST_ABILITY_VALUE}, which no datasheet comes near`);
  return e;
}

/** A whole number X of Blast X and Cleave X (attack dice per 5 target models: 11e 24.05). */
function per5(text: string, name: string): number {
  const e = value(text, name);
  if (e.count !== 0) throw new Error(`"${name} ${text}": ${name} takes a whole number, not dice`);
  return e.constant;
}

/** One ability as written (already a string: a YAML map `{lethal hits: VEHICLE}` is joined as "lethal hits: VEHICLE"). */
export function parseAbility(written: string): Ability {
  const text = written.trim().replace(/^\[(.*)\]$/, '$1').trim().replace(/\s+/g, ' ').toLowerCase();
  const [head, qualifier] = splitQualifier(text);
  const against = qualifier === undefined ? {} : { against: keywords(qualifier) };
  if (qualifier !== undefined && !QUALIFIABLE.some((q) => head === q || head.startsWith(`${q} `))) {
    throw new Error(`"${written}": only ${QUALIFIABLE.join(', ')} name the keywords they hold against`);
  }
  if (head in PLAIN) return PLAIN[head as keyof typeof PLAIN];
  if ((NO_EFFECT as readonly string[]).includes(head)) return { kind: 'no effect', name: head };
  if (head === 'lethal hits' || head === 'devastating wounds' || head === 'twin-linked') return { kind: head, ...against };
  if (head === 'blast') return { kind: 'blast', per5: 1 };
  const m = /^(sustained hits|melta|rapid fire|blast|cleave) (.+)$/.exec(head);
  if (m) {
    const [, name, written] = m;
    const x = written.toUpperCase();
    if (name === 'sustained hits') return { kind: 'sustained hits', hits: value(x, name), ...against };
    if (name === 'melta') return { kind: 'melta', damage: value(x, name) };
    if (name === 'rapid fire') return { kind: 'rapid fire', attacks: value(x, name) };
    return { kind: name as 'blast' | 'cleave', per5: per5(x, name) };
  }
  const anti = /^anti-(.+?) ([2-6])\+?$/.exec(head);
  if (anti) return { kind: 'anti', keyword: anti[1].toUpperCase(), threshold: Number(anti[2]) };
  if (head.startsWith('anti')) throw new Error(`"${written}": expected anti-KEYWORD Y+, like anti-infantry 4+`);
  const near = suggest(head, ABILITY_FORMS.map((f) => f.replace(/ X$/, ' 1')));
  throw new Error(`unknown ability "${written}"${near ? ` (did you mean "${near}"?)` : ''}`);
}

/** "lethal hits: vehicle" -> ["lethal hits", "vehicle"]. */
function splitQualifier(text: string): [string, string | undefined] {
  const at = text.indexOf(':');
  return at < 0 ? [text, undefined] : [text.slice(0, at).trim(), text.slice(at + 1).trim()];
}

/** The ability in the datasheet's words again (show, and the notes). */
export function abilityText(a: Ability): string {
  const on = 'against' in a && a.against ? `: ${a.against.join(', ')}` : '';
  switch (a.kind) {
    case 'sustained hits':
      return `sustained hits ${a.hits.text}${on}`;
    case 'anti':
      return `anti-${a.keyword.toLowerCase()} ${a.threshold}+`;
    case 'melta':
      return `melta ${a.damage.text}`;
    case 'rapid fire':
      return `rapid fire ${a.attacks.text}`;
    case 'blast':
    case 'cleave':
      return `${a.kind} ${a.per5}`;
    case 'no effect':
      return a.name;
    default:
      return `${a.kind}${on}`;
  }
}
