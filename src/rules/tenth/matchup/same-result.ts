/**
 * Matchups of a matrix or a scenario file that give the same result (issue 13 goal 4): a unit listed
 * twice or by two of its aliases, two targets sharing a statline. Each is computed once and copied.
 */
import type { Unit } from '../types.js';
import type { Matchup } from './run.js';

/**
 * Everything a calculation reads of a matchup, as text: equal texts give equal results. With `names`
 * false the units' names are left out, so two units sharing a statline share a result whose numbers
 * are equal but whose notes and messages name the first (compare reads the numbers only).
 */
export function sameResultKey(m: Matchup, names: boolean, optionsText = exactJson(m.options)): string {
  const unit = (u: Unit) => (names ? `${exactJson([u.name, u.aliases, u.source, u.file])}${profileKey(u)}` : profileKey(u));
  return `${unit(m.attacker)}\n${unit(m.target)}\n${optionsText}`;
}

/**
 * sameResultKey for the matchups of one run (runEach): the options' text is made once per options
 * object, not once per cell (a matrix's cells share one), and the key holds a short name for it, the
 * same for equal texts (a sweep's 6,360 keys hashed with the whole text each: 2 ms, issue 30). Options
 * holding what JSON cannot spell stay unlike any other, each time.
 */
export function sameResultKeys(names: boolean): (m: Matchup) => string {
  const texts = new Map<Matchup['options'], string>();
  const named = new Map<string, string>();
  return (m) => {
    let name = texts.get(m.options);
    if (name === undefined) {
      const text = exactJson(m.options);
      if (text.startsWith(UNSHARED)) return sameResultKey(m, names, text);
      name = named.get(text) ?? `options ${named.size}`;
      named.set(text, name);
      texts.set(m.options, name);
    }
    return sameResultKey(m, names, name);
  };
}

/** Each unit's profile key, made once per unit however many cells it is in. */
const profiles = new WeakMap<Unit, string>();

/**
 * The profiles met in this process, by a sketch of each (the text of its model groups): a short key
 * each, so a matrix's keys (one per cell) are short to build and to hash. A profile's whole text runs
 * to kilobytes (its weapons, abilities, wargear: 2 MB for 636 BSData units, 12-15 ms to write, issue
 * 30), and it is written only where two profiles share a sketch: equal profiles have equal sketches,
 * so a profile alone with its sketch is like no other met, and its key is its own.
 */
const bySketch = new Map<string, { readonly first: Unit; readonly key: string; texts?: Map<string, string> }>();
let profilesMet = 0;

function profileKey(u: Unit): string {
  let key = profiles.get(u);
  if (key === undefined) {
    const sketch = exactJson(u.models);
    const alike = bySketch.get(sketch);
    if (!alike) bySketch.set(sketch, { first: u, key: (key = `profile ${profilesMet++}`) });
    else {
      alike.texts ??= new Map([[profileText(alike.first), alike.key]]);
      const text = profileText(u);
      key = alike.texts.get(text) ?? `profile ${profilesMet++}`;
      alike.texts.set(text, key);
    }
    profiles.set(u, key);
  }
  return key;
}

/** All of a unit's profile but what it is called and where it was read from: words in messages, never in a number. */
function profileText(u: Unit): string {
  const { name: _n, aliases: _a, source: _s, file: _f, ...profile } = u;
  return exactJson(profile);
}

let unshared = 0;
const UNSHARED = '\u0000unshared ';

/**
 * JSON that tells apart what JSON.stringify merges: a field set to undefined and a missing one,
 * NaN, the infinities and -0. A function or anything JSON cannot spell makes the text unique: a
 * matchup holding one is never taken for another.
 */
function exactJson(value: unknown): string {
  let unique = false;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v === undefined) return { '\u0000': 'undefined' };
    if (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0))) return { '\u0000': String(Object.is(v, -0) ? '-0' : v) };
    if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint' || v instanceof Map || v instanceof Set) unique = true;
    return v;
  });
  return unique ? `${UNSHARED}${++unshared}` : text;
}
