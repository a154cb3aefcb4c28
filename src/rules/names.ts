/**
 * A lookup key for names people type: case, accents, spaces and punctuation do not matter
 * ("Intercessor Squad" = "intercessor-squad", "Faolchú's Last Flight" = "faolchus last flight").
 */
export function lookupKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
