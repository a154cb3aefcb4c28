/**
 * `wh40k --ruleset 11th effects`: the 11th-edition effects registry (effects.ts; RULINGS 10: only rules whose
 * text is in hand, the World Eaters catalogue's), each with its source entry and what it does, the rules listed
 * without a model saying why; then, under the table, the weapon abilities (11e 24) a unit file may give.
 */
import type { Sheet } from '../../sheet.js';
import { UsageError } from '../errors.js';
import type { EffectList, RulesetEffect } from '../ruleset.js';
import { EFFECTS } from './effects/registry.js';
import type { Effect } from './effects/types.js';
import { ABILITY_FORMS } from './profiles/abilities.js';

const flagOf = (e: Effect) => (e.side === 'attacker' ? '--with' : '--target-with');
const status = (e: Effect) => (e.change ? 'modelled' : 'not modelled');

export const eleventhEffects = (): RulesetEffect[] => EFFECTS.map((e) => ({ name: e.id, description: `${e.name} (${e.kind}, ${status(e)}): ${e.summary}` }));

export function eleventhEffectList(faction: string | undefined): EffectList {
  const factions = [...new Set(EFFECTS.map((e) => e.faction))];
  const effects = EFFECTS.filter((e) => faction === undefined || e.faction.toLowerCase() === faction.toLowerCase());
  if (!effects.length) throw new UsageError(`--faction ${faction}: no 11th-edition effects for it (factions: ${factions.join(', ')}); RULINGS 10: only rules whose text is in hand are modelled`);
  const rows = effects.map((e) => ({
    id: e.id,
    name: e.name,
    faction: e.faction,
    kind: e.kind,
    from: e.from,
    use: flagOf(e),
    modelled: e.change !== undefined,
    source: `${e.source.file} ${e.source.entry}`,
    summary: e.summary,
  }));
  const sheet: Sheet = {
    columns: ['effect', 'kind', 'from', 'use with', 'source', 'what it does'],
    rows: rows.map((r) => [r.id, r.kind, r.from, r.use, r.source, r.modelled ? r.summary : `${r.summary} (listed: no model)`]),
  };
  const modelled = rows.filter((r) => r.modelled).length;
  return {
    rows,
    sheet,
    footer: `${rows.length} effects, ${modelled} modelled (RULINGS 10: the World Eaters catalogue's texts); a unit file's weapons may give the ${ABILITY_FORMS.length} weapon abilities ${ABILITY_FORMS.join(', ')}`,
  };
}
