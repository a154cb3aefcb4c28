import { closest, distance } from 'fastest-levenshtein';
import { DiceSyntaxError, parseDice } from '../dice/expression.js';
import type { Ability } from './types.js';

/** Abilities that take no parameter, by their datasheet name. */
const PLAIN = {
  'lethal hits': { kind: 'lethal hits' },
  'devastating wounds': { kind: 'devastating wounds' },
  blast: { kind: 'blast' },
  torrent: { kind: 'torrent' },
  'twin-linked': { kind: 'twin-linked' },
  lance: { kind: 'lance' },
  heavy: { kind: 'heavy' },
  'ignores cover': { kind: 'ignores cover' },
  hazardous: { kind: 'hazardous' },
  'indirect fire': { kind: 'indirect fire' },
  pistol: { kind: 'pistol' },
  'extra attacks': { kind: 'extra attacks' },
} as const satisfies Record<string, Ability>;

/** Datasheet abilities that do not change the numbers this calculator produces. */
const NO_EFFECT = ['assault', 'precision', 'psychic', 'one shot'] as const;

/** Keywords that [ANTI-KEYWORD X+] abilities name on datasheets; a typo here would never trigger. */
const ANTI_KEYWORDS = [
  'infantry', 'vehicle', 'monster', 'character', 'fly', 'psyker', 'titanic', 'walker', 'beast',
  'mounted', 'swarm', 'chaos', 'daemon', 'tyranids', 'aircraft', 'towering', 'epic hero',
  'battleline', 'synapse', 'imperium', 'necrons', 'orks', 'aeldari', 'transport', 'grenades',
] as const;

/** Parameterised abilities: `{x}` is a number or dice expression, `{kw}` a keyword. */
const PARAMETERISED = ['sustained hits {x}', 'melta {x}', 'rapid fire {x}', 'anti-{kw} {n}+'] as const;

export class AbilitySyntaxError extends Error {}

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function parseAbility(input: string): Ability {
  const text = normalise(input);
  if (Object.hasOwn(PLAIN, text)) return PLAIN[text as keyof typeof PLAIN];
  if ((NO_EFFECT as readonly string[]).includes(text)) return { kind: 'no effect', name: text };

  let m = /^sustained hits (\S+)$/.exec(text);
  if (m) return { kind: 'sustained hits', hits: dice(m[1], input) };
  m = /^rapid fire (\S+)$/.exec(text);
  if (m) return { kind: 'rapid fire', attacks: dice(m[1], input) };
  m = /^melta (\d+)$/.exec(text);
  if (m) return { kind: 'melta', damage: Number(m[1]) };
  m = /^anti-([a-z][a-z -]*?) ([2-6])\+$/.exec(text);
  if (m && (ANTI_KEYWORDS as readonly string[]).includes(m[1])) {
    return { kind: 'anti', keyword: m[1].toUpperCase(), threshold: Number(m[2]) };
  }

  throw new AbilitySyntaxError(`unknown ability "${input}"${suggestion(text)}`);
}

function dice(param: string, input: string) {
  try {
    return parseDice(param);
  } catch (e) {
    if (e instanceof DiceSyntaxError) throw new AbilitySyntaxError(`ability "${input}": ${e.message}`);
    throw e;
  }
}

/** The closest valid spelling, keeping the number the user wrote. */
function suggestion(text: string): string {
  const parameter = /(\S+)$/.exec(text)?.[1] ?? '1';
  const numeric = /^(d?\d+|d\d\+\d+)$/.test(parameter) ? parameter : '1';
  const digit = Math.min(6, Math.max(2, Number(/\d/.exec(parameter)?.[0] ?? 4)));
  const typed = /^anti[- ]?([a-z ]+?)(?: \d\+?)?$/.exec(text)?.[1] ?? 'infantry';
  const anti = closest(typed, [...ANTI_KEYWORDS]);
  // Only suggest what would itself parse, and never the text the user wrote.
  const candidates = [
    ...Object.keys(PLAIN),
    ...NO_EFFECT,
    ...PARAMETERISED.flatMap((p) =>
      [numeric, '1'].map((x) => p.replace('{x}', x).replace('{kw}', anti).replace('{n}', String(digit))),
    ),
  ].filter((c) => c !== text && parses(c));
  const best = closest(text, candidates);
  return distance(text, best) <= Math.max(3, Math.floor(text.length / 3)) ? ` (did you mean "${best}"?)` : '';
}

function parses(text: string): boolean {
  try {
    parseAbility(text);
    return true;
  } catch {
    return false;
  }
}

export function abilityName(a: Ability): string {
  switch (a.kind) {
    case 'sustained hits':
      return `sustained hits ${a.hits.text}`;
    case 'anti':
      return `anti-${a.keyword.toLowerCase()} ${a.threshold}+`;
    case 'melta':
      return `melta ${a.damage}`;
    case 'rapid fire':
      return `rapid fire ${a.attacks.text}`;
    case 'no effect':
      return a.name;
    default:
      return a.kind;
  }
}

export function findAbility<K extends Ability['kind']>(
  abilities: readonly Ability[],
  kind: K,
): Extract<Ability, { kind: K }>[] {
  return abilities.filter((a): a is Extract<Ability, { kind: K }> => a.kind === kind);
}

export function hasAbility(abilities: readonly Ability[], kind: Ability['kind']): boolean {
  return abilities.some((a) => a.kind === kind);
}
