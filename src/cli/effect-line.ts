/** One effect's line, as calc's and turn's Effects sections say it (format.ts effectLines, turn.ts turnEffectLines): no table code, so turn's JSON loads none. */
import type { ChalkInstance } from 'chalk';

/** An effect applied, or skipped with the reason; `flag`: where it comes from (--with, a unit's profile...); `varies`: not the same in all of a turn's phase (turn-effects.ts). */
export function effectLine(e: { readonly applied: boolean; readonly name: string; readonly detail: string; readonly varies?: boolean }, flag: string, c: ChalkInstance): string {
  if (!e.applied) return `${c.dim('skipped')} ${e.name} (${flag}): ${e.detail.replace(/^skipped: /, '').replace(/; skipped: /g, '; ')}`;
  return `${c.green(e.varies ? 'partly applied' : 'applied')} ${e.name} (${flag}): ${e.detail}`;
}
