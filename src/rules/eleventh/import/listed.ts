/**
 * An imported unit's abilities as the commands list a datasheet's (show; calc's notes on what is not
 * modelled): each with what the import read from it, or why not, and whether it may change attacks.
 */
import type { DatasheetAbility } from '../profiles/load.js';
import type { AbilityText } from './stat-line.js';

/** Core rules named on datasheets (11e 24, the game system's sharedRules) that change no attack this calculator makes. */
const NO_ATTACK_RULES = /^(deep strike|scouts\b|infiltrators|leader|deadly demise|lone operative|hover|firing deck|super-heavy walker|stealth|fights first|support|crucible)/i;

/** Words of a text that may change an attack, its rolls or what it does. */
const ATTACK_WORDS = /\b(hit roll|wound roll|attacks? characteristic|strength|armour penetration|damage|saving throw|save|invulnerable|feel no pain|critical|re-roll|makes? an attack|weapons?)\b/i;

const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 97).trimEnd()}...` : text);

export function listedAbilities(abilities: readonly AbilityText[]): DatasheetAbility[] {
  return abilities.map((a) => {
    if (a.modelled) return { name: a.name, modelled: a.modelled, affectsAttacks: true };
    const affectsAttacks = a.text ? ATTACK_WORDS.test(a.text) : !NO_ATTACK_RULES.test(a.name);
    const said = a.text ? `: ${excerpt(a.text)}` : ' (a rule named only; its text was not read)';
    return { name: a.name, modelled: false, reason: `imported from BattleScribe, not modelled${said}`, affectsAttacks };
  });
}
