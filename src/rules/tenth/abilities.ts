import { closest, distance } from 'fastest-levenshtein';
import { Dist } from '../../dice/dist.js';
import { diceDist, DiceSyntaxError, parseDice } from '../../dice/expression.js';
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
export const NO_EFFECT = ['assault', 'precision', 'psychic', 'one shot'] as const;

/** Keywords that [ANTI-KEYWORD X+] abilities name on datasheets; a typo here would never trigger. */
export const ANTI_KEYWORDS = [
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

/** What one instance of a Core ability with a value gives, to compare instances (RULINGS 14). */
function instanceWorth(a: Ability): Dist | undefined {
  switch (a.kind) {
    case 'rapid fire':
      return diceDist(a.attacks);
    case 'sustained hits':
      return diceDist(a.hits);
    case 'melta':
      return Dist.constant(a.damage);
    case 'anti':
      // A lower threshold gives more Critical Wounds.
      return Dist.constant(7 - a.threshold);
    default:
      return undefined;
  }
}

export interface OneInstanceEach {
  readonly abilities: Ability[];
  /** "rapid fire 2 used over rapid fire D3 (...)", one per choice among instances that differ. */
  readonly chosen: string[];
}

/**
 * 003 'Duplicated Core Abilities' and RULINGS 14: of several instances of one ability with values
 * ([RAPID FIRE D3] and [RAPID FIRE 2], two [ANTI-INFANTRY X+]), only one applies, chosen before
 * the roll: the one worth more in expectation, on a tie the less random one (a fixed value), then
 * the first listed. Both engines use only the instance kept here.
 */
export function oneInstanceEach(abilities: readonly Ability[]): OneInstanceEach {
  const better = (a: Ability, b: Ability) => {
    const [x, y] = [instanceWorth(a)!, instanceWorth(b)!];
    const diff = x.mean() - y.mean();
    return diff > 1e-12 || (Math.abs(diff) <= 1e-12 && x.variance() < y.variance());
  };
  const key = (a: Ability) => (a.kind === 'anti' ? `anti ${a.keyword}` : a.kind);
  /** Per ability with a value: the index of the instance kept. */
  const kept = new Map<string, number>();
  abilities.forEach((a, i) => {
    if (instanceWorth(a) === undefined) return;
    const at = kept.get(key(a));
    if (at === undefined || better(a, abilities[at])) kept.set(key(a), i);
  });
  const chosen: string[] = [];
  for (const [k, at] of kept) {
    const name = abilityName(abilities[at]);
    const others = [...new Set(abilities.filter((a) => instanceWorth(a) !== undefined && key(a) === k).map(abilityName))].filter((n) => n !== name);
    if (others.length) chosen.push(`${name} used over ${others.join(', ')} (003 'Duplicated Core Abilities')`);
  }
  const out = abilities.filter((a, i) => instanceWorth(a) === undefined || kept.get(key(a)) === i);
  return { abilities: out, chosen };
}
