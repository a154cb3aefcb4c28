/**
 * 11e 05.01 and 05.02: one attack die's hit roll and the wound rolls of its hits, as the joint law of the
 * wounds it makes that need a save roll and the critical wounds Devastating Wounds turns into mortal wounds.
 */
import type { Dist } from '../../dice/dist.js';
import { jointConstant, jointMix, jointPlus, jointSumOf, type Joint } from './joint.js';
import type { RerollPolicy } from './types.js';

/** Outcomes of one roll: [fails, succeeds, critical]. */
export type RollOutcome = readonly [fail: number, success: number, critical: number];
type Kind = 0 | 1 | 2;

export interface HitRoll {
  /** Torrent: no hit roll; every attack hits, never a critical hit (11e 24.34). */
  readonly torrent: boolean;
  /** BS/WS after its modifiers, bounded 2+..6+. */
  readonly skill: number;
  /** The hit-roll modifier, already capped at +1/-1. */
  readonly modifier: number;
  /** Critical hits on this unmodified result or more (RULINGS 4). */
  readonly criticalOn: number;
  readonly reroll: RerollPolicy;
  /** Snap Shooting (11e 15.09): hits only on an unmodified 6, never a critical hit. */
  readonly snap: boolean;
  /** Indirect (11e 10.07): unmodified results up to this fail (5, or 3 with a spotter); 0 otherwise. */
  readonly failUpTo: number;
}

export interface WoundRoll {
  readonly need: number;
  /** Already capped at +1/-1. */
  readonly modifier: number;
  /** Critical wounds on this unmodified result or more (RULINGS 4, Anti-X Y+). */
  readonly criticalOn: number;
  readonly reroll: RerollPolicy;
}

export interface AttackProfile {
  readonly hit: HitRoll;
  readonly wound: WoundRoll;
  /** Sustained Hits X: extra (ordinary) hits on a critical hit. */
  readonly sustainedHits?: Dist;
  /** Lethal Hits, used (RULINGS 5): a critical hit wounds automatically, never a critical wound. */
  readonly lethalHits: boolean;
  readonly devastatingWounds: boolean;
}

/**
 * One D6 roll, re-rolled once by the policy (re-rolls come before modifiers: 11e 02), classified by the
 * unmodified result.
 */
function rolled(classify: (face: number) => Kind, reroll: RerollPolicy): RollOutcome {
  const p = [0, 0, 0];
  let again = 0;
  for (let face = 1; face <= 6; face++) {
    const kind = classify(face);
    const rerolled = reroll === 'ones' ? face === 1 : reroll === 'failed' && kind === 0;
    if (rerolled) again += 1 / 6;
    else p[kind] += 1 / 6;
  }
  for (let face = 1; face <= 6; face++) p[classify(face)] += again / 6;
  return [p[0], p[1], p[2]];
}

/**
 * 11e 05.01, the first condition that applies: unmodified 1 fails; indirect's unmodified 1-5 (1-3) fail,
 * before any critical threshold (RULINGS 14); Snap Shooting hits only on an unmodified 6, never a critical
 * (15.09); unmodified criticalOn+ is a critical hit (RULINGS 4); else the modified result against BS/WS.
 */
export function hitClass(hit: HitRoll, face: number): Kind {
  if (face === 1 || face <= hit.failUpTo) return 0;
  if (hit.snap) return face === 6 ? 1 : 0;
  if (face >= hit.criticalOn) return 2;
  return face + hit.modifier >= hit.skill ? 1 : 0;
}

export function hitOutcome(hit: HitRoll): RollOutcome {
  // 11e 24.34, RULINGS 2: Torrent makes no hit roll, so it hits (never critically) even when Snap Shooting.
  if (hit.torrent) return [0, 1, 0];
  return rolled((face) => hitClass(hit, face), hit.reroll);
}

/** 11e 05.02: unmodified 1 fails; unmodified criticalOn+ is a critical wound; else modified against S vs T. */
function woundClass(wound: WoundRoll, face: number): Kind {
  if (face === 1) return 0;
  if (face >= wound.criticalOn) return 2;
  return face + wound.modifier >= wound.need ? 1 : 0;
}

export function woundOutcome(wound: WoundRoll): RollOutcome {
  return rolled((face) => woundClass(wound, face), wound.reroll);
}

/**
 * P(a roll's first result fails and its own re-roll rule keeps it): a failed roll one more re-roll (Command
 * Re-roll, 11e 15.02) can still re-roll, as a die is re-rolled once (11e 02).
 */
function keptFail(classify: (face: number) => Kind, reroll: RerollPolicy): number {
  if (reroll === 'failed') return 0;
  let p = 0;
  for (let face = 1; face <= 6; face++) if (classify(face) === 0 && !(reroll === 'ones' && face === 1)) p += 1 / 6;
  return p;
}

/** A failed hit roll one more re-roll could re-roll: none when Snap Shooting, indirect or Torrent (15.09, 10.07, 24.34). */
export function hitFailKept(hit: HitRoll): number {
  if (hit.torrent || hit.snap || hit.failUpTo > 0) return 0;
  return keptFail((face) => hitClass(hit, face), hit.reroll);
}

export function woundFailKept(wound: WoundRoll): number {
  return keptFail((face) => woundClass(wound, face), wound.reroll);
}

/** One hit's wound roll as (wounds to save, Devastating Wounds' critical wounds), from the roll's outcome. */
export function woundJoint(profile: AttackProfile, [fail, wound, critical] = woundOutcome(profile.wound)): Joint {
  // 11e 24.10: a critical wound with Devastating Wounds makes mortal wounds instead of a save roll.
  return profile.devastatingWounds ? [[fail, critical], [wound]] : [[fail], [wound + critical]];
}

/** One attack die: its hit roll (`hitRoll`: its outcome), then the wound rolls of its hits (Sustained Hits' extra hits included). */
export function attackDieJoint(profile: AttackProfile, hitRoll = hitOutcome(profile.hit)): Joint {
  const [miss, hit, critical] = hitRoll;
  const rolledWound = woundJoint(profile);
  // 11e 24.19: Lethal Hits' automatic wound is not a critical wound (an automatic success never is: 05.02).
  let onCritical = profile.lethalHits ? jointConstant(1, 0) : rolledWound;
  // 11e 24 Sustained Hits: the extra hits are ordinary hits, never critical (no Lethal Hits for them).
  if (profile.sustainedHits) onCritical = jointPlus(onCritical, jointSumOf(profile.sustainedHits, rolledWound));
  const parts: [number, Joint][] = [
    [miss, jointConstant(0, 0)],
    [hit, rolledWound],
    [critical, onCritical],
  ];
  return jointMix(parts.filter(([w]) => w > 0));
}

/** Expected hits of one attack die (Sustained Hits' extra hits counted). */
export function hitsPerDie(profile: AttackProfile): number {
  const [, hit, critical] = hitOutcome(profile.hit);
  return hit + critical * (1 + (profile.sustainedHits?.mean() ?? 0));
}
