// 004 'Rampage' (issue 14): +D3 Attacks for every Rampaging model, "Roll once ... all Rampaging models involved in that
// combat receive". The engine resolves the matchup for each roll and mixes (engine.ts); a profile carries its roll then.
import { Dist } from '../../dice/dist.js';
import type { AttackProfile } from './attack-profile.js';
import { D3 } from './dice.js';

/** 004 'Rampage': every model's bonus Attacks, one D3 (the roll itself once the engine mixes over it); 0 without. */
export function rampageBonus(profile: AttackProfile): Dist {
  if (!profile.rampage) return Dist.constant(0);
  return profile.rampageRoll === undefined ? D3 : Dist.constant(profile.rampageRoll);
}

/** The profile with the Rampage roll known (`roll`), or as it is (no roll given). */
export function withRampageRoll(profile: AttackProfile, roll: number | undefined): AttackProfile {
  return profile.rampage && roll !== undefined ? { ...profile, rampageRoll: roll } : profile;
}
