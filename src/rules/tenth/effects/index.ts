import { closest, distance } from 'fastest-levenshtein';
import { lookupKey } from '../../names.js';
import { once } from '../../maps.js';
import { AELDARI } from './aeldari.js';
import { AGENTS_OF_THE_IMPERIUM } from './agents-of-the-imperium.js';
import { ASTRA_MILITARUM, ASTRA_MILITARUM_DETACHMENTS } from './astra-militarum.js';
import { CHAOS_DAEMONS } from './chaos-daemons.js';
import { CHAOS_KNIGHTS } from './chaos-knights.js';
import { CORE } from './core.js';
import { IMPERIAL_KNIGHTS } from './imperial-knights.js';
import { LEADERS } from './leaders.js';
import { SPACE_MARINES } from './space-marines.js';
import { SPACE_MARINES_DETACHMENTS } from './space-marines-detachments.js';
import { SPACE_MARINES_LISTED } from './space-marines-listed.js';
import type { Effect } from './types.js';
import { WORLD_EATERS } from './world-eaters.js';
import { Refused } from '../../errors.js';

/**
 * The built-in effects, faction by faction (allEffects() adds the player's). Adding one is an entry in its faction's
 * list plus a test. Each list is made when first read (maps.ts once): making them all, abilities parsed, cost a cold
 * calc ~3 ms (issue 30), and a lookup reads the lists in this order only as far as the name it looks for.
 */
const BY_FACTION: readonly (() => readonly Effect[])[] = [
  CORE,
  WORLD_EATERS,
  AELDARI,
  ASTRA_MILITARUM,
  LEADERS,
  // Army and detachment rules from the BattleScribe catalogues (issue 29 section 2).
  SPACE_MARINES,
  SPACE_MARINES_DETACHMENTS,
  SPACE_MARINES_LISTED,
  ASTRA_MILITARUM_DETACHMENTS,
  IMPERIAL_KNIGHTS,
  CHAOS_KNIGHTS,
  CHAOS_DAEMONS,
  AGENTS_OF_THE_IMPERIUM,
];

/** Every built-in effect, in lookup order. */
export const builtInEffects = once((): readonly Effect[] => BY_FACTION.flatMap((faction) => faction()));

/**
 * Effects a player wrote in YAML (`--effects FILE`, a `--data` folder's `effects/`), in play for the
 * command being run. Set once at the CLI edge (and in each worker thread) before any lookup; the
 * maths never reads it, only the name lookups below.
 */
let playerEffects: readonly Effect[] = [];

/** Replace the player's effects in play (the CLI does this once per command; [] for none). */
export function usePlayerEffects(effects: readonly Effect[]): void {
  playerEffects = effects;
}

export function loadedPlayerEffects(): readonly Effect[] {
  return playerEffects;
}

/** Every effect known now: the built-in ones, then the player's. */
export function allEffects(): readonly Effect[] {
  return playerEffects.length ? [...builtInEffects(), ...playerEffects] : builtInEffects();
}

/** allEffects() in order, a faction's list made only when the one before is passed. */
function* inLookupOrder(): Generator<Effect> {
  for (const faction of BY_FACTION) yield* faction();
  yield* playerEffects;
}

export class UnknownEffectError extends Refused {}

const key = lookupKey;

/**
 * The effects by the keys of their ids and names, the first one answering to a key winning: filled in list order only
 * as far as a lookup needs (a calc looks up a few: keying all 300 cost a cold calc ~0.4 ms), so a key found is the first
 * effect's that has it; rebuilt when the player's change.
 */
let byKey: { readonly of: readonly Effect[]; readonly next: Iterator<Effect>; readonly map: Map<string, Effect> } | undefined;

function effectByKey(k: string): Effect | undefined {
  if (byKey?.of !== playerEffects) byKey = { of: playerEffects, next: inLookupOrder(), map: new Map() };
  const { next, map } = byKey;
  let found = map.get(k);
  while (found === undefined) {
    const e = next.next();
    if (e.done) break;
    for (const ek of [key(e.value.id), key(e.value.name)]) if (!map.has(ek)) map.set(ek, e.value);
    found = map.get(k);
  }
  return found;
}

export function findEffect(name: string): Effect {
  const k = key(name);
  const found = effectByKey(k);
  if (found) return found;
  const effects = allEffects();
  const best = closest(k, effects.map((e) => key(e.id)));
  const hint = distance(k, best) <= Math.max(3, k.length / 3) ? ` (did you mean "${effects.find((e) => key(e.id) === best)!.id}"?)` : '';
  throw new UnknownEffectError(`unknown effect "${name}"${hint}; \`wh40k effects\` lists them`);
}

/**
 * Comma-separated names, as on the command line: each effect once, in the order first named. In loops,
 * not flatMap/map/filter: a turn reads its phases' lists (`fire-overwatch`) at every build (issue 15).
 */
export function parseEffectList(list: readonly string[]): Effect[] {
  const effects: Effect[] = [];
  for (const item of list) {
    if (item.includes(',')) for (const name of item.split(',')) addNamed(effects, name);
    else addNamed(effects, item);
  }
  return effects;
}

function addNamed(effects: Effect[], name: string): void {
  const trimmed = name.trim();
  if (!trimmed) return;
  const effect = findEffect(trimmed);
  if (!effects.includes(effect)) effects.push(effect);
}
