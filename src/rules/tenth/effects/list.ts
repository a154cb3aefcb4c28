import type { Sheet } from '../../../sheet.js';
import { UsageError } from '../../errors.js';
import type { EffectList } from '../../ruleset.js';
import { allEffects } from './index.js';
import type { Effect } from './types.js';

/**
 * `wh40k effects`: every effect (built-in, then the player's own from --effects and --data folders)
 * with its source in ../shared/rules or the player's file, and its one-line summary. A CP column
 * appears when an effect listed has a CP cost.
 */
export function effectList(faction: string | undefined): EffectList {
  const known = allEffects();
  const factions = [...new Set(known.map((e) => e.faction))];
  const wanted = faction?.toLowerCase();
  const effects = known.filter((e) => !wanted || e.faction.toLowerCase() === wanted);
  if (!effects.length) throw new UsageError(`no effects for faction "${faction}" (factions: ${factions.join(', ')})`);
  const use = (e: Effect) => (e.noEffect ? '-' : [e.attacker && '--with', e.target && '--target-with'].filter(Boolean).join(', '));
  const rows = effects.map((e) => ({ id: e.id, name: e.name, faction: e.faction, use: use(e), source: e.source, summary: e.summary, ...(e.cp === undefined ? {} : { cp: e.cp }) }));
  const withCp = rows.some((r) => r.cp !== undefined);
  const sheet: Sheet = {
    columns: ['effect', 'faction', 'use with', ...(withCp ? ['CP'] : []), 'source', 'what it does'],
    rows: rows.map((r) => [r.id, r.faction, r.use, ...(withCp ? [r.cp === undefined ? '-' : String(r.cp)] : []), r.source, r.summary]),
  };
  return { rows, sheet };
}
