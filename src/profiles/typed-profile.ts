/**
 * A unit typed on the command line (issue 29 section 1), in the words players use in web calculators, for any
 * ruleset: `10x A2 BS3+ S4 AP-1 D1 sustained hits 1, lethal hits` (models, then a weapon's A, BS or WS, S, AP, D and
 * its abilities) or `5x T4 Sv3+ W2 5++ fnp 6+ INFANTRY` (models, then T, Sv, W, an invulnerable save, Feel No Pain
 * and keywords); several model groups separated by `;`. A group may have both (it attacks and is attacked).
 *
 * This is the words only: each ruleset makes its unit from them (its abilities read by its own parser), so an error
 * points at the character where the text went wrong either way (TypedProfileError).
 */
import { InputError } from './errors.js';

/** One stat or ability of the text, where it starts. */
export interface Placed<T> {
  readonly value: T;
  readonly at: number;
}

export interface TypedWeapon {
  /** The weapon's words as typed (its name in tables). */
  readonly text: string;
  readonly at: number;
  /** A and D as dice expressions ("2", "D6", "D6+1"). */
  readonly A: Placed<string>;
  /** BS (ranged) or WS (melee), the roll needed; absent only with Torrent (BS N/A). */
  readonly skill?: Placed<number>;
  readonly melee: boolean;
  readonly range: number;
  readonly S: Placed<number>;
  /** 0 or negative. */
  readonly AP: number;
  readonly D: Placed<string>;
  readonly abilities: readonly Placed<string>[];
}

export interface TypedGroup {
  readonly count: number;
  readonly at: number;
  readonly T?: number;
  readonly Sv?: number;
  readonly W?: number;
  readonly invulnerable?: number;
  readonly feelNoPain?: number;
  readonly keywords: readonly string[];
  readonly weapon?: TypedWeapon;
}

export interface TypedProfile {
  readonly text: string;
  readonly groups: readonly TypedGroup[];
}

/** An error in typed words: what was expected, then the text on a line of its own with a caret under the character where it went wrong. */
export class TypedProfileError extends InputError {
  constructor(text: string, at: number, message: string) {
    super(`typed profile: ${message}\n  ${text}\n  ${' '.repeat(Math.min(at, text.length))}^`);
  }
}

/** Stat tokens: a count and the stats a player types. Anything else is a keyword (in capitals) or an ability. */
const STAT = /^(?:(\d+)x|(a|d)[=:]?(\d*d\d+(?:\+\d+)?|\d+)|(bs|ws)[=:]?([1-6])\+|(s|t|w)[=:]?(\d+)|ap[=:]?(-?\d+)|sv[=:]?([1-7])\+|([2-6])\+\+|inv[=:]?([2-6])\+|(\d+)(?:"|in))$/i;

/** Whether a name is typed words rather than a unit's name: it holds a stat token such as A2, BS3+, T4, Sv3+ or 10x. */
export function looksTyped(name: string): boolean {
  return name.split(/[\s;,]+/).some((w) => STAT.test(w) && !/^\d+$/.test(w));
}

/**
 * The first words of the weapon abilities of 10th and 11th edition (24), and the special rules a legacy (7th edition)
 * weapon or unit lists most, for telling an ability from a unit's name in a list.
 */
const ABILITY_HEADS =
  /^\[?(lethal hits|sustained hits|devastating wounds|anti-|twin-linked|torrent|blast|melta|rapid fire|lance|heavy|ignores cover|hazardous|indirect fire|pistol|assault|precision|psychic|one shot|extra attacks|cleave|close-quarters|rending|shred|poisoned|sniper|gets hot|pinning|armourbane|concussive|fleshbane|instant death|master-crafted|haywire|large blast|template|specialist weapon|unwieldy|two-handed|furious charge|feel no pain|eternal warrior|rage|fearless|stubborn)/i;

/** Whether words begin a weapon ability ("lethal hits", "anti-infantry 4+"), as the ones after a typed weapon's stats do. */
export const looksLikeAbility = (words: string): boolean => ABILITY_HEADS.test(words.trim());

interface Token {
  readonly text: string;
  readonly at: number;
}

function tokens(text: string, from: number, to: number): Token[] {
  const out: Token[] = [];
  const re = /[^\s,;]+|,/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m && m.index < to; m = re.exec(text)) out.push({ text: m[0], at: m.index });
  return out;
}

const KEYWORD = /^[A-Z][A-Z-]{2,}$/;
const LIMIT = 200;

function whole(text: string, at: number, n: number, what: string, most = LIMIT, least = 1): number {
  if (n < least || n > most) throw new TypedProfileError(text, at, `${what} must be ${least} to ${most}, got ${n}`);
  return n;
}

/** One `;`-separated part: a model group. */
function group(text: string, from: number, to: number): TypedGroup {
  const words = tokens(text, from, to);
  if (words.length === 0) throw new TypedProfileError(text, from, 'expected a model group here, e.g. "5x T4 Sv3+ W2" or "10x A2 BS3+ S4 AP0 D1"');
  let count: number | undefined;
  const stats: Record<string, Placed<number | string>> = {};
  const keywords: string[] = [];
  // The words after the stats and keywords: the weapon's abilities, comma-separated.
  const rest: Token[] = [];
  let fnp = false;
  for (const [i, w] of words.entries()) {
    if (fnp) {
      const m = /^([2-6])\+$/.exec(w.text);
      if (!m) throw new TypedProfileError(text, w.at, `expected Feel No Pain's roll after "fnp", like fnp 5+`);
      stats.fnp = { value: Number(m[1]), at: w.at };
      fnp = false;
      continue;
    }
    if (/^(fnp|feel-?no-?pain)$/i.test(w.text)) {
      fnp = true;
      continue;
    }
    const fnpInline = /^fnp([2-6])\+$/i.exec(w.text);
    if (fnpInline) {
      stats.fnp = { value: Number(fnpInline[1]), at: w.at };
      continue;
    }
    const m = STAT.exec(w.text);
    // A number after an ability that takes one ("sustained hits D3") is the ability's, not a stat.
    if (m && !isAbilityNumber(rest)) {
      const put = (key: string, value: number | string) => {
        if (stats[key]) throw new TypedProfileError(text, w.at, `${key} given twice in one model group`);
        stats[key] = { value, at: w.at };
      };
      if (m[1] !== undefined) {
        if (i !== 0) throw new TypedProfileError(text, w.at, `the count of models ("${w.text}") comes first in its group`);
        count = whole(text, w.at, Number(m[1]), 'models');
      } else if (m[2] !== undefined) put(m[2].toUpperCase(), m[3].toUpperCase());
      else if (m[4] !== undefined) put(m[4].toUpperCase(), Number(m[5]));
      else if (m[6] !== undefined) put(m[6].toUpperCase(), Number(m[7]));
      else if (m[8] !== undefined) put('AP', -Math.abs(Number(m[8])));
      else if (m[9] !== undefined) put('Sv', Number(m[9]));
      else if (m[10] !== undefined || m[11] !== undefined) put('inv', Number(m[10] ?? m[11]));
      else put('range', Number(m[12]));
      continue;
    }
    if (KEYWORD.test(w.text) && !rest.some((r) => r.text !== ',')) {
      keywords.push(w.text);
      continue;
    }
    rest.push(w);
  }
  if (fnp) throw new TypedProfileError(text, to, `expected Feel No Pain's roll after "fnp", like fnp 5+`);
  const n = (key: string): number | undefined => stats[key]?.value as number | undefined;
  const weapon = weaponOf(text, from, to, stats, rest);
  return {
    count: count ?? 1,
    at: from,
    ...(n('T') === undefined ? {} : { T: whole(text, stats.T.at, n('T')!, 'T', 30) }),
    ...(n('Sv') === undefined ? {} : { Sv: n('Sv') }),
    ...(n('W') === undefined ? {} : { W: whole(text, stats.W.at, n('W')!, 'W', 99) }),
    ...(n('inv') === undefined ? {} : { invulnerable: n('inv') }),
    ...(n('fnp') === undefined ? {} : { feelNoPain: n('fnp') }),
    keywords,
    ...(weapon ? { weapon } : {}),
  };
}

/** Whether the words so far end in an ability that takes a number (sustained hits, rapid fire, melta, anti-X): the next number is its. */
function isAbilityNumber(rest: readonly Token[]): boolean {
  const last = rest[rest.length - 1]?.text.toLowerCase() ?? '';
  return ['hits', 'fire', 'melta', 'blast', 'cleave'].includes(last) || /^anti-/.test(last);
}

const WEAPON_KEYS = ['A', 'BS', 'WS', 'S', 'AP', 'D'];

function weaponOf(text: string, from: number, to: number, stats: Record<string, Placed<number | string>>, rest: readonly Token[]): TypedWeapon | undefined {
  const given = WEAPON_KEYS.filter((k) => stats[k]);
  const abilities = splitAbilities(rest);
  if (given.length === 0) {
    if (abilities.length) throw new TypedProfileError(text, abilities[0].at, `"${abilities[0].value}" is not a stat (A, BS, WS, S, AP, D; T, Sv, W, 4++, fnp 5+), a keyword in capitals, or after a weapon's stats`);
    return undefined;
  }
  if (stats.BS && stats.WS) throw new TypedProfileError(text, stats.WS.at, 'a weapon has BS (ranged) or WS (melee), not both: give each its own group, separated by ";"');
  const torrent = abilities.some((a) => a.value.toLowerCase() === 'torrent');
  for (const key of ['A', 'S', 'D']) {
    if (!stats[key]) throw new TypedProfileError(text, to, `a weapon needs A, BS or WS, S and D (AP is 0 unless given): ${key} is missing`);
  }
  if (!stats.BS && !stats.WS && !torrent) throw new TypedProfileError(text, to, 'a weapon needs BS (ranged) or WS (melee), unless it has torrent');
  const melee = Boolean(stats.WS);
  if (melee && stats.range) throw new TypedProfileError(text, stats.range.at, 'a melee weapon (WS) has no range');
  const skill = stats.BS ?? stats.WS;
  const start = Math.min(...WEAPON_KEYS.filter((k) => stats[k]).map((k) => stats[k].at));
  return {
    text: text.slice(start, to).trim(),
    at: start,
    A: stats.A as Placed<string>,
    ...(skill ? { skill: skill as Placed<number> } : {}),
    melee,
    range: (stats.range?.value as number | undefined) ?? 24,
    S: { value: whole(text, stats.S.at, Number(stats.S.value), 'S', 30), at: stats.S.at },
    AP: (stats.AP?.value as number | undefined) ?? 0,
    D: stats.D as Placed<string>,
    abilities,
  };
}

/** The ability words, comma-separated, each with where it starts. */
function splitAbilities(rest: readonly Token[]): Placed<string>[] {
  const out: Placed<string>[] = [];
  let words: Token[] = [];
  const flush = () => {
    if (words.length) out.push({ value: words.map((w) => w.text).join(' '), at: words[0].at });
    words = [];
  };
  for (const w of rest) {
    if (w.text === ',') flush();
    else words.push(w);
  }
  flush();
  return out;
}

/** The typed words as model groups; refused with the character where they went wrong. */
export function parseTypedProfile(text: string): TypedProfile {
  const groups: TypedGroup[] = [];
  let from = 0;
  for (;;) {
    const end = text.indexOf(';', from);
    const to = end < 0 ? text.length : end;
    groups.push(group(text, from, to));
    if (end < 0) break;
    from = end + 1;
  }
  return { text, groups };
}

/** Where a ruleset's unit made from typed words lacks what a target needs (T, Sv and W in every group): the refusal, or undefined. */
export function notATarget(profile: TypedProfile): string | undefined {
  const missing = profile.groups.find((g) => g.T === undefined || g.Sv === undefined || g.W === undefined);
  return missing ? `"${profile.text}" cannot be a target: each model group needs T, Sv and W (e.g. "5x T4 Sv3+ W2")` : undefined;
}

/** Typed units that lack what a target needs, with the refusal (typedUnits marks them as it makes them). */
const notTargets = new WeakMap<object, string>();

/**
 * A ruleset's typed units: `make` turns the words into its unit (through its unit files' loader); each ability's
 * words are read by the ruleset's `parseAbility`, whose refusals (`refused`) point at where they start. Each unit is
 * made once per words, and one that lacks T, Sv or W is refused as a target (`checkTypedTarget`).
 */
export function typedUnits<U extends object>(make: (profile: TypedProfile) => U, parseAbility: (words: string) => unknown, refused: (e: unknown) => boolean) {
  const abilityProblem = (words: string): string | undefined => {
    try {
      parseAbility(words);
      return undefined;
    } catch (e) {
      if (refused(e)) return (e as Error).message;
      throw e;
    }
  };
  const made = new Map<string, U>();
  return {
    unit(text: string): U {
      const known = made.get(text);
      if (known) return known;
      const profile = parseTypedProfile(text);
      for (const g of profile.groups) {
        for (const a of g.weapon?.abilities ?? []) {
          const problem = abilityProblem(a.value);
          if (problem) throw new TypedProfileError(text, a.at, problem);
        }
      }
      let unit: U;
      try {
        unit = make(profile);
      } catch (e) {
        // The loader's message names its own file's lines: the words are what the user wrote.
        if (e instanceof InputError) throw new InputError(`typed profile "${text}": ${e.message.replace(/^typed profile(:\d+)*:? ?/gm, '')}`);
        throw e;
      }
      const why = notATarget(profile);
      if (why) notTargets.set(unit, why);
      made.set(text, unit);
      return unit;
    },
  };
}

/**
 * Refuse a typed unit as a target when a model group has no T, Sv or W; any other unit passes. Apart from the makers
 * (each ruleset's profiles/typed.ts, which load its unit files' loader): a matchup checks its target without them.
 */
export function checkTypedTarget(unit: object): void {
  const why = notTargets.get(unit);
  if (why) throw new InputError(why);
}

/** A group's T, Sv and W as a unit file writes them, placeholders where not typed (checkTypedTarget refuses such a target). */
export const typedCharacteristics = (g: TypedGroup) => ({ T: g.T ?? 1, Sv: rollWords(g.Sv ?? 7), W: g.W ?? 1 });

/** The roll target words of a number ("3+"), or undefined. */
export const rollWords = (n: number | undefined): string | undefined => (n === undefined ? undefined : `${n}+`);

/** Each distinct weapon of the groups (two groups typed with the same weapon words share it). */
export function typedWeapons(p: TypedProfile): TypedWeapon[] {
  const weapons = p.groups.flatMap((g) => (g.weapon ? [g.weapon] : []));
  return weapons.filter((w, i) => weapons.findIndex((o) => o.text === w.text) === i);
}

/** How a ruleset's unit files write what typed words give (typedUnitFile). */
export interface TypedFileFormat {
  /** Fields of the file's own (its ruleset's tag). */
  readonly top?: object;
  /** The field of an invulnerable save: `invulnerable` (10th) or `InSv` (11th). */
  readonly invulnerable: string;
  /** The skill a Torrent weapon typed without one is written with (it makes no hit roll). */
  readonly torrentSkill: string;
  /** Fields of a model group of the file's own (11th edition's `character`). */
  readonly group?: (g: TypedGroup) => object;
}

/**
 * The typed words as a unit file's fields (read by the ruleset's own loader): each group its own T, Sv, W,
 * invulnerable save and Feel No Pain (none at the unit's level, which the other groups would take), each distinct
 * weapon named by its words. The unit is named `typed` in the file (names may not hold "+"): the ruleset renames it.
 */
export function typedUnitFile(p: TypedProfile, f: TypedFileFormat): object {
  const saves = (g: TypedGroup) => ({ ...(g.invulnerable ? { [f.invulnerable]: rollWords(g.invulnerable) } : {}), ...(g.feelNoPain ? { feelNoPain: rollWords(g.feelNoPain) } : {}) });
  return {
    ...f.top,
    name: 'typed',
    faction: 'Typed',
    source: 'typed on the command line',
    keywords: [...new Set(p.groups.flatMap((g) => g.keywords))],
    stats: { M: 6, ...typedCharacteristics(p.groups[0]), Ld: '7+', OC: 1 },
    models: p.groups.map((g, i) => ({
      name: p.groups.length > 1 ? `model ${i + 1}` : 'model',
      count: g.count,
      ...f.group?.(g),
      equipment: g.weapon ? [g.weapon.text] : [],
      stats: { ...typedCharacteristics(g), ...saves(g) },
    })),
    weapons: typedWeapons(p).map((w) => ({
      name: w.text,
      range: w.melee ? 'melee' : w.range,
      A: w.A.value,
      [w.melee ? 'WS' : 'BS']: w.skill ? `${w.skill.value}+` : f.torrentSkill,
      S: w.S.value,
      AP: w.AP,
      D: w.D.value,
      abilities: w.abilities.map((a) => a.value),
    })),
  };
}
