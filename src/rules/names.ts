/**
 * A lookup key for names people type: case, accents, spaces and punctuation do not matter
 * ("Intercessor Squad" = "intercessor-squad", "Faolchú's Last Flight" = "faolchus last flight").
 */
export function lookupKey(name: string): string {
  let k = keys.get(name);
  if (k === undefined) {
    // The same few names (units, weapons, effects) are looked up on every calculation (issue 13).
    if (keys.size >= MAX_KEYS) keys.clear();
    k = foldName(name).replace(/[^a-z0-9]+/g, '');
    keys.set(name, k);
  }
  return k;
}

const keys = new Map<string, string>();
/** Bounds the memory a long process that sees ever new names gives the keys. */
const MAX_KEYS = 10_000;

/** A name in lower case without accents ("Khârn" -> "kharn"): what lookupKey and a typed word start from. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
