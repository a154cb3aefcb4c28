/** The names nearest a misspelt one, for "unknown unit" and "unknown weapon profile" errors of either ruleset (no engine imported). */
import { distance } from 'fastest-levenshtein';
import { lookupKey } from '../rules/names.js';

/** "; closest: A, B, C": the three units whose name or alias is nearest NAME (edit distance), or "" when there are none. Either ruleset's units. */
export function closest(units: readonly { readonly name: string; readonly aliases: readonly string[] }[], name: string): string {
  const ranked = nearest(units, name);
  return ranked.length ? `; closest: ${ranked.join(', ')}` : '';
}

/** The names of the three things whose name or alias is nearest NAME (edit distance of lookup keys), nearest first. */
export function nearest(things: readonly { readonly name: string; readonly aliases?: readonly string[] }[], name: string): string[] {
  const k = lookupKey(name);
  return things
    .map((u) => ({ u, d: Math.min(...[u.name, ...(u.aliases ?? [])].map((n) => distance(lookupKey(n), k))) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map(({ u }) => u.name);
}
