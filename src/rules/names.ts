import { BoundedCache } from './bounded-cache.js';

/**
 * A lookup key for names people type: case, accents, spaces and punctuation do not matter
 * ("Intercessor Squad" = "intercessor-squad", "Faolchú's Last Flight" = "faolchus last flight").
 */
export function lookupKey(name: string): string {
  // The same few names (units, weapons, effects) are looked up on every calculation (issue 13).
  return keys.get(name) ?? keys.set(name, foldName(name).replace(/[^a-z0-9]+/g, ''));
}

const keys = new BoundedCache<string, string>();

/** A name in lower case without accents ("Khârn" -> "kharn"): what lookupKey and a typed word start from. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
