/**
 * Modifier arithmetic, in one place. Every cap and clamp the attack sequence uses lives here.
 */

/**
 * 000 'Hit Roll' / 'Wound Roll': "can never be modified by more than -1 or +1"; 003 'Modifying
 * Dice Rolls': the cap applies after all cumulative modifiers have been summed.
 */
export function clampRollModifier(total: number): number {
  return Math.max(-1, Math.min(1, total));
}

/**
 * RULINGS 1 (000 'Saving Throw': "can never be improved by more than +1"): the net save modifier
 * (AP, Benefit of Cover and any other) is summed first, then capped at +1; worse sums stand.
 */
export function capSaveModifier(total: number): number {
  return Math.min(1, total);
}

/** 000 'Wound Roll': the D6 result needed, comparing Strength with Toughness. */
export function woundTarget(strength: number, toughness: number): number {
  if (strength >= 2 * toughness) return 2;
  if (strength > toughness) return 3;
  if (strength === toughness) return 4;
  if (2 * strength <= toughness) return 6;
  return 5;
}

/**
 * 003 'Modifying Characteristics': WS, BS and Sv can never be 1+ or better after modifiers.
 */
export function clampSkill(value: number): number {
  return Math.max(2, value);
}

export interface DamageModifiers {
  /** Change the Damage characteristic to this value before any other modifier. */
  readonly set?: number;
  readonly halve: boolean;
  /** Additions, e.g. Melta X at half range. */
  readonly add: number;
  /** Subtractions, e.g. damage reduction of the target. */
  readonly subtract: number;
}

/**
 * RULINGS 6 (003 'MODIFIERS', 'Modifying Characteristics', 'Damage Characteristics' FAQ):
 * set first, then halve (rounding up), then add, then subtract; never below 1.
 * Halving with rounding up before the integer additions equals rounding up after them.
 */
export function modifyDamage(rolled: number, m: DamageModifiers): number {
  let d = m.set ?? rolled;
  if (m.halve) d = Math.ceil(d / 2);
  d = d + m.add - m.subtract;
  return Math.max(1, d);
}

/** 003 'Weapons': Attacks can never be less than 1 after modifiers (RULINGS 9). */
export function modifyAttacks(rolled: number, add: number): number {
  return Math.max(1, rolled + add);
}

/**
 * The net modifier to an Attacks roll. 003 'Page 28 – Extra Attacks': "The number of attacks made
 * with an Extra Attacks weapon cannot be modified by other rules, unless that weapon's name is
 * explicitly specified in that rule." No rule the calculator models (--attacks-mod, Relentless Rage,
 * First Rank, Fire! Second Rank, Fire!) names a weapon, so none changes an Extra Attacks weapon.
 */
export function attacksModifier(extraAttacks: boolean, added: number): number {
  return extraAttacks ? 0 : added;
}
