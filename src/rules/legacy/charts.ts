// The legacy ruleset's charts (issue 14): to hit by BS and by WS against WS, to wound by S against T,
// the best save, and one D6 roll with its re-rolls. Pure numbers; nothing here knows of units.

/** The roll a shooting attack needs at a Ballistic Skill, and what a failed roll is re-rolled needing (BS6+). */
export interface ShootingRoll {
  readonly target: number;
  /** BS6 and above: a failed roll To Hit is re-rolled, needing this (null below BS6). */
  readonly rerollTarget: number | null;
}

/**
 * 7th edition core rules, 'Shooting: Roll To Hit' and its chart: BS1 6+ ... BS5 2+; from BS6 the roll is 2+ and a
 * failed roll is re-rolled needing 6+ at BS6, 5+ at BS7, 4+ at BS8, 3+ at BS9, 2+ at BS10. Snap Shots are at BS1.
 */
export function shootingRoll(ballisticSkill: number): ShootingRoll {
  if (ballisticSkill < 1) return { target: 7, rerollTarget: null };
  if (ballisticSkill <= 5) return { target: 7 - ballisticSkill, rerollTarget: null };
  return { target: 2, rerollTarget: Math.max(2, 12 - Math.min(ballisticSkill, 10)) };
}

/**
 * 7th edition core rules, 'Fight: Roll To Hit' and its Weapon Skill chart: 3+ if the attacker's WS is higher than
 * the target's, 5+ if the target's WS is more than double the attacker's, else 4+.
 */
export function meleeHitTarget(attackerWs: number, defenderWs: number): number {
  if (attackerWs > defenderWs) return 3;
  if (defenderWs > 2 * attackerWs) return 5;
  return 4;
}

/**
 * 7th edition core rules, 'Roll To Wound' and its chart: S >= T+2: 2+, T+1: 3+, T: 4+, T-1: 5+, T-2 or T-3: 6+,
 * T-4 or worse: the attack cannot wound (null).
 */
export function woundTarget(strength: number, toughness: number): number | null {
  const difference = strength - toughness;
  if (difference >= 2) return 2;
  if (difference <= -4) return null;
  if (difference <= -2) return 6;
  return 4 - difference;
}

/** P(a D6 shows target or more); 7 or more never passes. */
export function passChance(target: number): number {
  if (target > 6) return 0;
  return (7 - Math.max(target, 1)) / 6;
}

/** How one D6 roll (To Hit or To Wound) is made: the target and which failures are re-rolled. */
export interface RollPolicy {
  /** The score needed; 7 for a roll that cannot succeed by itself (a Rending roll that only a 6 makes). */
  readonly target: number;
  /** Every failed roll is re-rolled, needing this (Twin-linked, Shred, BS6+); null for none. */
  readonly rerollFailedTarget: number | null;
  /** A failed roll of 1 is re-rolled (Preferred Enemy), needing the target again. */
  readonly rerollOnes: boolean;
}

/** The outcome of one roll with its re-rolls, as probabilities over the final die. */
export interface RollOutcome {
  /** P(the final roll passes its target). */
  readonly success: number;
  /** P(the final roll shows 6), pass or not (Rending, Sniper). */
  readonly six: number;
  /** P(the final roll shows 1) (Gets Hot: an unmodified 1). */
  readonly one: number;
  /** P(the roll failed and no re-roll was used on it): what Master-crafted may still re-roll. */
  readonly freshFail: number;
}

/** A die is re-rolled at most once; the re-roll's result stands (7th edition core rules, 'Re-rolls'). */
export function rollOutcome(policy: RollPolicy): RollOutcome {
  let success = 0;
  let six = 0;
  let one = 0;
  let freshFail = 0;
  for (let face = 1; face <= 6; face++) {
    const rerollTarget =
      face >= policy.target
        ? null
        : policy.rerollFailedTarget ?? (face === 1 && policy.rerollOnes ? policy.target : null);
    if (rerollTarget === null) {
      if (face >= policy.target) success += 1 / 6;
      else freshFail += 1 / 6;
      if (face === 6) six += 1 / 6;
      if (face === 1) one += 1 / 6;
      continue;
    }
    success += passChance(rerollTarget) / 6;
    six += 1 / 36;
    one += 1 / 36;
  }
  return { success, six, one, freshFail };
}

/**
 * The best one of a model's saves, as the score needed (7th edition core rules, 'Saving Throws': only one save is
 * taken, the best). The armour save counts unless the AP is equal to or better (lower) than it; null: no save.
 */
export function bestSave(options: {
  readonly armour: number | null;
  readonly ap: number | null;
  readonly invulnerable: number | null;
  readonly cover: number | null;
}): number | null {
  const armour = options.armour !== null && (options.ap === null || options.ap > options.armour) ? options.armour : null;
  const saves = [armour, options.invulnerable, options.cover].filter((s): s is number => s !== null && s <= 6);
  return saves.length === 0 ? null : Math.max(2, Math.min(...saves));
}

/**
 * The target's cover save: the condition's cover improved by 1 for Stealth and 2 for Shrouded, which give 6+ and
 * 5+ in the open, cumulative, to 3+ at best (004 'Stealth', 'Shrouded'). The 3+ limits the bonuses only: they make no
 * cover save worse, so a 2+ stays 2+. Ignores Cover refuses it (004 'Ignores Cover').
 */
export function coverSave(cover: number | null, bonus: number): number | null {
  if (bonus === 0) return cover;
  const unimproved = cover ?? 7;
  return Math.min(unimproved, Math.max(3, unimproved - bonus));
}
