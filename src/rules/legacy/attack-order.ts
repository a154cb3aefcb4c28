// The attacker's attacks in the order they strike (issue 14), for model and vehicle targets alike: Hammer of Wrath first
// (7th edition core rules: at Initiative 10), then each group's weapons in the unit file's order; with the condition
// vectorStrike, its hits alone (004 'Vector Strike').
import { hammerOfWrathProfile, type AttackProfile, type Context } from './attacks.js';
import type { LegacyModelGroup, LegacyWeapon } from './types.js';
import { vectorStrikeProfiles } from './vector-strike.js';
import { groupWeaponAttacks } from './vehicle-attacks.js';

/** One attack: the group making it, how it is rolled, its weapon (null: none of a weapon's rules), and whether it is a hit of the model itself (Hammer of Wrath, Vector Strike). */
export interface OrderedAttack {
  readonly group: LegacyModelGroup;
  readonly profile: AttackProfile;
  readonly weapon: LegacyWeapon | null;
  readonly hammer: boolean;
}

export function attackOrder(context: Context): OrderedAttack[] {
  const { attacker } = context;
  if (context.conditions.vectorStrike ?? false) {
    return vectorStrikeProfiles(context).map((profile) => ({ group: attacker.models.find((g) => g.name === profile.group) ?? attacker.models[0], profile, weapon: null, hammer: true }));
  }
  const hammers = attacker.models.flatMap((group) => {
    const profile = hammerOfWrathProfile(context, group);
    return profile === null ? [] : [{ group, profile, weapon: null, hammer: true }];
  });
  const weapons = attacker.models.flatMap((group) => groupWeaponAttacks(context, group).map((attack) => ({ group, ...attack, hammer: false })));
  return [...hammers, ...weapons];
}
