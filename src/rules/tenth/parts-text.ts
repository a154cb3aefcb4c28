/** How a roll's modifiers are written in a plan's working (--explain): `(AP -1, Benefit of Cover +1)`. */
import type { Part } from './types.js';

export function describeParts(parts: readonly Part[]): string {
  return parts.length ? `(${parts.map(([n, v]) => `${n} ${signed(v)}`).join(', ')})` : '';
}

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}
