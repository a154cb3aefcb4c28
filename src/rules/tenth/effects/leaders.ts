/**
 * Leader abilities of the bundled Leaders (issue 29 section 2): "While this model is leading a unit" (003 'Leader'),
 * each applied to the attached unit's attacks while its Leader model stands (Requirement.leading), carried in the
 * Leader's unit file (`effects:`), so an attached unit carries them through TARGET+LEADER. Their texts are the
 * BattleScribe catalogues' ability profiles (../shared/bsdata), cited by entry id.
 */
import { once } from '../../maps.js';
import { parseAbility } from '../abilities.js';
import type { Effect } from './types.js';

export const LEADERS = once((): readonly Effect[] => [
  {
    id: 'tactical-precision',
    name: 'Tactical Precision',
    faction: 'Space Marines',
    source: "BSData wh40k-10e Imperium - Space Marines.cat, Lieutenant: 'Tactical Precision' (b07f-3052-e85f-d6d3)",
    summary: "while a Lieutenant leads the unit: weapons equipped by models in that unit have [LETHAL HITS]",
    attacker: { when: { leading: 'Lieutenant' }, adjust: { abilities: [parseAbility('lethal hits')] } },
  },
  {
    id: 'legendary-killer',
    name: 'Legendary Killer',
    faction: 'World Eaters',
    source: "BSData wh40k-10e Chaos - World Eaters.cat, Khârn the Betrayer: 'Legendary Killer' (bf3d-552f-3273-5bad)",
    summary: 'while Khârn leads the unit: its melee attacks re-roll Hit rolls of 1 and Wound rolls of 1',
    attacker: { when: { leading: 'Khârn the Betrayer' }, weapons: { range: 'melee' }, adjust: { rerollHits: 'ones', rerollWounds: 'ones' } },
  },
]);
