// 004 'Vector Strike' (issue 14), as a condition (vectorStrike): in the Movement phase a Swooping or Zooming model with
// the rule savages one enemy unit it moved over. The matchup is then those hits alone, not the unit's other attacks.
import { parseDice } from '../../dice/expression.js';
import type { AttackProfile } from './attack-profile.js';
import { plainHits, type Context } from './attacks.js';
import { isMonstrous } from './creatures.js';
import { LegacyInputError } from './errors.js';
import { hasRule, modelRules } from './special-rules.js';
import type { LegacyUnit } from './types.js';

/**
 * 004 'Vector Strike': each model with the rule makes 1 hit (D3 against an enemy Flyer in Zoom mode or a Swooping
 * Flying Monstrous Creature: a Flyer target is taken to Zoom, a Flying Monstrous Creature to Swoop), at its unmodified
 * Strength, AP2, Ignores Cover, with none of its special rules. Against vehicles: the side armour (vehicles.ts).
 */
export function vectorStrikeProfiles({ attacker, target }: Context): AttackProfile[] {
  const groups = attacker.models.filter((group) => hasRule(modelRules(attacker, group), 'vector strike'));
  if (groups.length === 0) throw new LegacyInputError(`${attacker.name}: no model has Vector Strike (004), so it makes no Vector Strike`);
  const shots = parseDice(airborne(target) ? 'D3' : 1);
  const hit = { kind: 'area', perShot: 1 } as const;
  const profiles = groups.map((group) => plainHits(target, group, { name: 'Vector Strike', ap: 2, ignoresCover: true, hit, shots }));
  const note = `Vector Strike: ${airborne(target) ? 'D3 hits' : '1 hit'} a model, the unit's other attacks not made (004 'Vector Strike'); Wounds allocated in the unit file's order, not at random`;
  return profiles.map((profile, i) => (i === 0 ? { ...profile, notes: [note] } : profile));
}

function airborne(target: LegacyUnit): boolean {
  const flyer = target.models.some((group) => group.vehicle?.types.includes('flyer') ?? false);
  return flyer || (isMonstrous(target) && target.type.includes('flying'));
}
