import { closest, distance } from 'fastest-levenshtein';
import { lookupKey } from '../names.js';
import { AELDARI } from './aeldari.js';
import { ASTRA_MILITARUM } from './astra-militarum.js';
import { CORE } from './core.js';
import type { Effect } from './types.js';
import { WORLD_EATERS } from './world-eaters.js';

/** Every effect the calculator knows, by faction. Adding one is an entry here plus a test. */
export const EFFECTS: readonly Effect[] = [...CORE, ...WORLD_EATERS, ...AELDARI, ...ASTRA_MILITARUM];

export class UnknownEffectError extends Error {}

const key = lookupKey;

export function findEffect(name: string): Effect {
  const k = key(name);
  const found = EFFECTS.find((e) => key(e.id) === k || key(e.name) === k);
  if (found) return found;
  const best = closest(k, EFFECTS.map((e) => key(e.id)));
  const hint = distance(k, best) <= Math.max(3, k.length / 3) ? ` (did you mean "${EFFECTS.find((e) => key(e.id) === best)!.id}"?)` : '';
  throw new UnknownEffectError(`unknown effect "${name}"${hint}; \`wh40k effects\` lists them`);
}

/** Comma-separated names, as on the command line. */
export function parseEffectList(list: readonly string[]): Effect[] {
  const names = list.flatMap((l) => l.split(',')).map((n) => n.trim()).filter(Boolean);
  const effects = names.map(findEffect);
  return effects.filter((e, i) => effects.indexOf(e) === i);
}
