/**
 * 11e 02.02.01: modifying characteristics and dice rolls, in one place. Characteristics: set, multiply, add,
 * divide, subtract, rounding fractions up at the end; then the limits (BS/WS 2+..6+, Sv and InSv never better
 * than 2+, AP never worse than 0, A, S and D at least 1). Dice rolls: only hit and wound rolls are capped at
 * +1/-1; save rolls are not.
 */
import { Dist } from '../../dice/dist.js';

/** 11e 02.02.01: only hit and wound rolls are capped at +1/-1, after summing every modifier. */
export function cappedRollModifier(sum: number): number {
  return Math.max(-1, Math.min(1, sum));
}

/**
 * 11e 02.02.01: a BS/WS after its modifiers (a characteristic, so outside the hit-roll cap), bounded 2+..6+.
 * `better`: how many steps better (a +1 to BS turns 3+ into 2+; cover's -1 BS turns 3+ into 4+).
 */
export function modifiedSkill(skill: number, better: number): number {
  return Math.max(2, Math.min(6, skill - better));
}

/** 11e 02.02.01: Sv and InSv are never better than 2+. */
export function boundedSave(save: number): number {
  return Math.max(2, save);
}

/** 11e 02.02.01: AP is never worse than 0 (`improve` 1 turns AP -1 into AP -2). */
export function modifiedAp(ap: number, improve: number): number {
  return Math.min(0, ap - improve);
}

/** 11e 02.02.01: A and S are at least 1. */
export function atLeastOne(value: number): number {
  return Math.max(1, value);
}

/** How a Damage characteristic is modified (11e 02.02.01): the add step, the halving, the subtract step. */
export interface DamageChange {
  /** Added before dividing: +1 Damage, Melta (a dice expression's value). */
  readonly add: number;
  /** Divide by 2: "halve the Damage". */
  readonly halve: boolean;
  /** Subtracted after dividing: damage reduction, a -1 Damage. */
  readonly subtract: number;
}

/**
 * 11e 02.02.01: set, multiply, add, divide, subtract, and round fractions up at the end; D at least 1.
 * So +1 Damage and Melta come before halving: (D3+1)/2 rounded up.
 */
export function modifiedDamage(damage: number, change: DamageChange): number {
  const divisor = change.halve ? 2 : 1;
  return atLeastOne(Math.ceil((damage + change.add - change.subtract * divisor) / divisor));
}

/**
 * The Damage distribution of one attack: the rolled D (and Melta's X, rolled with it) plus the other
 * modifiers, modified as 11e 02.02.01 says. `rolled` is D plus Melta's X; `change.add` the fixed adds.
 */
export function damageDist(rolled: Dist, change: DamageChange): Dist {
  return rolled.map((d) => modifiedDamage(d, change));
}

/** 11e 05.02: the wound roll needed, S against T (unchanged from 10th edition). */
export function woundTarget(strength: number, toughness: number): number {
  const ratio = strength / toughness;
  return ratio >= 2 ? 2 : ratio > 1 ? 3 : ratio === 1 ? 4 : ratio > 0.5 ? 5 : 6;
}

/** What a save roll's unmodified face does against one allocation group (11e 05.04, RULINGS 1). */
export interface SaveCheck {
  /** Sv, already bounded (never better than 2+). */
  readonly Sv: number;
  /** InSv, bounded; absent: no invulnerable save against this attack. */
  readonly InSv?: number;
  /** The save-roll modifier (not capped: 11e 02.02.01). */
  readonly modifier: number;
  /** The attack's AP (0, -1, ...): against Sv only (11e 05.04). */
  readonly ap: number;
}

/**
 * 11e 05.04 step 2, the first condition that applies: unmodified 1 inflicts damage; the modified result
 * >= InSv fails to damage; the result modified by AP too >= Sv fails to damage; else damage. RULINGS 1:
 * every save-roll modifier reaches both comparisons, AP only the Sv one.
 */
export function saveHolds(face: number, check: SaveCheck): boolean {
  if (face === 1) return false;
  const modified = face + check.modifier;
  if (check.InSv !== undefined && modified >= check.InSv) return true;
  return modified + check.ap >= check.Sv;
}
