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

export const eleventhEffects = (): RulesetEffect[] => EFFECTS.map((e) => ({ name: e.id, description: `${e.name} (${e.kind}, ${status(e)}): ${e.summary}`, useWith: [flagOf(e)] }));

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
    columns: ['effect', 'rule', 'use with', 'entry', 'what it does'],
    rows: effects.map((e) => [e.id, e.kind === 'Blessing of Khorne' || e.kind === 'enhancement' ? e.kind : `${e.kind} (${e.from})`, flagOf(e), e.source.entry, e.change ? e.summary : `no model: ${e.summary}`]),
  };
  const modelled = rows.filter((r) => r.modelled).length;
  return {
    rows,
    sheet,
    footer: `${rows.length} effects, ${modelled} modelled (RULINGS 10: the texts of BSData wh40k-11e's ${[...new Set(effects.map((e) => e.source.file))].join(', ')}, by entry id); a unit file's weapons may give the ${ABILITY_FORMS.length} weapon abilities ${ABILITY_FORMS.join(', ')}`,
  };
}
