// The legacy ruleset's To Hit step (issue 14): hits of a group of identical models, as an exact distribution.
import { Dist } from '../../dice/dist.js';
import { diceDist } from '../../dice/expression.js';
import { strikeHits } from './apocalyptic.js';
import type { AttackProfile } from './attack-profile.js';
import { rowName } from './attacks.js';
import { passChance, rollOutcome, type RollOutcome, type RollPolicy } from './charts.js';
import { masterCraftedHits } from './precision.js';
import { rampageBonus } from './rampage.js';
import type { LegacyWeaponResult } from './types.js';


/** The hits of the whole group. */
export function groupHits(profile: AttackProfile): Dist {
  const shots = diceDist(profile.shots);
  const hit = profile.hit;
  const hitsOf = (n: number): Dist =>
    hit.kind === 'roll'
      ? hitsOfModel(n, hit.policy, hit.masterCrafted)
      : // 004 'Gets Hot and Weapons that do not roll To Hit': a D6 per shot; on a 1 the shot is lost.
        fireArea(Dist.binomial(n, 1 - areaGetsHotChance(profile)), hit);
  return rampageBonus(profile).flatMap((extra) => Dist.repeat(profile.count, shots.flatMap((n) => hitsOf(n + extra))));
}

/** What `apply` does with `hits`, and their mean. */
export function withHits<T extends object>(hits: Dist, apply: (hits: Dist) => T): T & { readonly hits: number } {
  return { ...apply(hits), hits: hits.mean() };
}

/** The models hit by the shots that fire: each hits its blast's models, or strikes a circle (004 'Apocalyptic Barrage'). */
function fireArea(fired: Dist, hit: Exclude<AttackProfile['hit'], { kind: 'roll' }>): Dist {
  if (hit.kind === 'area') return fired.map((shots) => shots * hit.perShot);
  const strike = strikeHits(hit.faces);
  return fired.flatMap((shots) => Dist.repeat(shots, strike));
}

/** Expected shots or Attacks of the whole group. */
function groupAttacks(profile: AttackProfile): number {
  return profile.count * (diceDist(profile.shots).mean() + rampageBonus(profile).mean());
}

/**
 * P(a shot of a weapon that does not roll To Hit Gets Hot): its D6 is a 1, or with a re-roll 1 twice (004 'Gets Hot
 * and Weapons that do not roll To Hit', 'Gets Hot and Re-rolls'); 0 if not supercharged.
 */
function areaGetsHotChance(profile: AttackProfile): number {
  if (!profile.getsHot) return 0;
  return profile.getsHotReroll === true ? 1 / 36 : 1 / 6;
}

/** Expected Wounds (Hull Points for a vehicle) the firers lose from Gets Hot, after their Feel No Pain (004 'Gets Hot'). */
function getsHotLosses(profile: AttackProfile): number {
  if (!profile.getsHot) return 0;
  const taken = profile.firerFeelNoPain === null ? 1 : 1 - passChance(Math.max(2, profile.firerFeelNoPain));
  const shots = diceDist(profile.shots);
  const hit = profile.hit;
  if (hit.kind !== 'roll') return profile.count * shots.mean() * areaGetsHotChance(profile) * taken;
  const outcome = rollOutcome(hit.policy);
  // A 1 is fresh (not re-rolled yet) only when no re-roll applies to it.
  const freshOne = hit.policy.rerollFailedTarget === null && !hit.policy.rerollOnes ? 1 / 6 : 0;
  return profile.count * shots.expect((n) => expectedOnes(n, outcome, freshOne, hit.masterCrafted)) * taken;
}

/**
 * The distribution of hits of one model's `shots` rolls To Hit made as `policy` says; `masterCrafted`: one failure
 * not re-rolled already is re-rolled (004 'Master-crafted', precision.ts's chain).
 */
function hitsOfModel(shots: number, policy: RollPolicy, masterCrafted: boolean): Dist {
  const outcome = rollOutcome(policy);
  if (!masterCrafted || outcome.freshFail === 0) return Dist.binomial(shots, outcome.success);
  return masterCraftedHits(shots, policy);
}

/**
 * Expected unmodified 1s on the final To Hit rolls of a model's `shots` (004 'Gets Hot and Re-rolls': a wound only
 * if the re-roll is a 1). With Master-crafted, its one re-roll goes to a fresh 1 if there is one (saving a wound,
 * unless it rolls 1 again), else to another fresh failure (which may roll a 1).
 */
function expectedOnes(shots: number, outcome: RollOutcome, freshOne: number, masterCrafted: boolean): number {
  const base = shots * outcome.one;
  if (!masterCrafted) return base;
  const freshOther = outcome.freshFail - freshOne;
  const anyFreshOne = 1 - (1 - freshOne) ** shots;
  const onlyOtherFresh = (1 - freshOne) ** shots - (1 - freshOne - freshOther) ** shots;
  return base - anyFreshOne * (5 / 6) + onlyOtherFresh * (1 / 6);
}

/**
 * A weapon's row of the result: `hits` expected, each scoring with `scoring` (a wound, or a glancing or
 * penetrating hit), `unsaved` of them not saved, and the `kills` it added; `all`: every profile of the matchup.
 */
export function weaponRow(profile: AttackProfile, all: readonly AttackProfile[], hits: number, scoring: number, unsaved: number, kills: number): LegacyWeaponResult {
  const firer = getsHotLosses(profile);
  // 004 'Gets Hot': a vehicle suffers a glancing hit instead of a Wound, losing a Hull Point.
  const losses = profile.firerVehicle === true ? { getsHotHullPoints: firer } : { getsHotWounds: firer };
  return {
    name: rowName(profile, all),
    count: profile.count,
    attacks: profile.sameShots ? 0 : groupAttacks(profile),
    hits,
    wounds: hits * scoring,
    unsaved,
    kills,
    ...(firer > 0 ? losses : {}),
  };
}

/** Gets Hot's cost, shown like Hazardous (issue 14): the expected Wounds the firers suffer, or a vehicle's Hull Points. */
export function getsHotNotes(weapons: readonly LegacyWeaponResult[]): string[] {
  return weapons.flatMap((w) => [
    ...((w.getsHotWounds ?? 0) > 0 ? [`${w.name}: Gets Hot, ${(w.getsHotWounds ?? 0).toFixed(3)} Wounds expected on the firers (after their Feel No Pain)`] : []),
    ...((w.getsHotHullPoints ?? 0) > 0 ? [`${w.name}: Gets Hot, ${(w.getsHotHullPoints ?? 0).toFixed(3)} Hull Points expected lost by the firing vehicles (a glancing hit each, 004 'Gets Hot')`] : []),
  ]);
}
