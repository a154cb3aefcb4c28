/**
 * `wh40k --ruleset 11th effects`: 11th edition has no faction, detachment or stratagem effects here yet
 * (RULINGS 10: a 10th-edition effect never applies to an 11th-edition calculation); what it lists is the
 * weapon abilities (11e 24) a unit file may give, which the engine models.
 */
import type { Sheet } from '../../sheet.js';
import { UsageError } from '../errors.js';
import type { EffectList, RulesetEffect } from '../ruleset.js';
import { ABILITY_FORMS, NO_EFFECT } from './profiles/abilities.js';

export const NO_EFFECTS_YET = "11th edition's faction, detachment and stratagem rules are not modelled yet (RULINGS 10)";

export const eleventhEffects = (): RulesetEffect[] =>
  ABILITY_FORMS.map((form) => ({
    name: form,
    description: (NO_EFFECT as readonly string[]).includes(form) ? 'accepted on a weapon; changes nothing computed (named in the notes)' : 'a weapon ability (11e 24), modelled by the engine',
  }));

export function eleventhEffectList(faction: string | undefined): EffectList {
  if (faction !== undefined) throw new UsageError(`--faction ${faction}: ${NO_EFFECTS_YET}; \`wh40k --ruleset 11th effects\` lists the weapon abilities`);
  const rows = eleventhEffects();
  const sheet: Sheet = { columns: ['weapon ability', 'status'], rows: rows.map((r) => [r.name, r.description]) };
  return { rows, sheet, footer: `${rows.length} weapon abilities; ${NO_EFFECTS_YET}` };
}
