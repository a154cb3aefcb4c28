import { EFFECTS } from '../rules/effects/index.js';
import type { Effect } from '../rules/effects/types.js';
import { UsageError } from './errors.js';
import type { Sheet } from './sheet.js';

/** `wh40k effects`: every effect with its source in ../shared/rules and its one-line summary. */
export function listEffects(faction: string | undefined) {
  const factions = [...new Set(EFFECTS.map((e) => e.faction))];
  const wanted = faction?.toLowerCase();
  const effects = EFFECTS.filter((e) => !wanted || e.faction.toLowerCase() === wanted);
  if (!effects.length) throw new UsageError(`no effects for faction "${faction}" (factions: ${factions.join(', ')})`);
  const use = (e: Effect) => (e.noEffect ? '-' : [e.attacker && '--with', e.target && '--target-with'].filter(Boolean).join(', '));
  const rows = effects.map((e) => ({ id: e.id, name: e.name, faction: e.faction, use: use(e), source: e.source, summary: e.summary }));
  const sheet: Sheet = {
    columns: ['effect', 'faction', 'use with', 'source', 'what it does'],
    rows: rows.map((r) => [r.id, r.faction, r.use, r.source, r.summary]),
  };
  return { rows, sheet };
}
