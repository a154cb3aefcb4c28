/**
 * A lookup key for names people type: case, accents, spaces and punctuation do not matter
 * ("Intercessor Squad" = "intercessor-squad", "Faolchú's Last Flight" = "faolchus last flight").
 */
export function lookupKey(name: string): string {
  return foldName(name).replace(/[^a-z0-9]+/g, '');
}

/** A name in lower case without accents ("Khârn" -> "kharn"): what lookupKey and a typed word start from. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
