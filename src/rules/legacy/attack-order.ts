// The attacker's attacks in the order they strike (issue 14), for model and vehicle targets alike: Hammer of Wrath first
// (7th edition core rules: at Initiative 10), then in close combat each group's weapon at its Initiative step, highest
// first (7th edition core rules, 'Fight Sub-phase: Initiative Steps'; 004 'Unwieldy': at Initiative step 1), ties and
// shooting in the unit file's order; with the condition vectorStrike, its hits alone (004 'Vector Strike').
import type { AttackProfile } from './attack-profile.js';
import { hammerOfWrathProfile, type Context } from './attacks.js';
import { isGargantuan, isMonstrous } from './creatures.js';
import { grenadeNotes } from './grenades.js';
import { hasRule } from './special-rules.js';
import type { LegacyModelGroup, LegacyUnit, LegacyWeapon } from './types.js';
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
  if (context.conditions.phase !== 'melee') return withNotes([...hammers, ...weapons], grenadeNotes(context));
  // Array.prototype.sort is stable: blows struck at one Initiative step keep the unit file's order.
  const step = (attack: OrderedAttack) => initiativeStep(attacker, attack.group, attack.weapon);
  const struck = [...weapons].sort((a, b) => step(b) - step(a));
  const steps = struck.map((attack) => `${attack.profile.name} (${attack.group.name}) at I${step(attack)}`).join(', ');
  const stepNote = `Blows struck at Initiative steps, highest first (7th edition core rules; 004 'Unwieldy': step 1): ${steps}`;
  const notes = new Set(struck.map(step)).size < 2 ? [] : [stepNote];
  return withNotes([...hammers, ...struck], [...notes, ...grenadeNotes(context)]);
}

/** The attacks with `notes` put before the first one's own (the engine gathers every profile's notes). */
function withNotes(attacks: readonly OrderedAttack[], notes: readonly string[]): OrderedAttack[] {
  if (notes.length === 0 || attacks.length === 0) return [...attacks];
  const [first, ...rest] = attacks;
  return [{ ...first, profile: { ...first.profile, notes: [...notes, ...first.profile.notes] } }, ...rest];
}

/**
 * The Initiative step at which a group's blows with a weapon are struck: the model's Initiative; 004 'Unwieldy': step 1
 * "unless it is a Monstrous Creature or a Walker" (a Gargantuan Creature is one too: 7th edition core rules,
 * 'Gargantuan Creatures' follow the Monstrous Creature rules).
 */
export function initiativeStep(attacker: LegacyUnit, group: LegacyModelGroup, weapon: LegacyWeapon | null): number {
  const walker = group.vehicle?.types.includes('walker') ?? false;
  const unwieldy = weapon !== null && hasRule(weapon.rules, 'unwieldy') && !walker && !isMonstrous(attacker) && !isGargantuan(attacker);
  return unwieldy ? 1 : group.stats.I;
}
