import type { DiceExpression } from '../../dice/expression.js';
import type { ModifiersJson } from '../contract.js';

/** Weapon abilities as written on a datasheet, parsed (see abilities.ts for the names). */
export type Ability =
  | { kind: 'sustained hits'; hits: DiceExpression }
  | { kind: 'lethal hits' }
  | { kind: 'devastating wounds' }
  | { kind: 'anti'; keyword: string; threshold: number }
  | { kind: 'melta'; damage: number }
  | { kind: 'rapid fire'; attacks: DiceExpression }
  | { kind: 'blast' }
  | { kind: 'torrent' }
  | { kind: 'twin-linked' }
  | { kind: 'lance' }
  | { kind: 'heavy' }
  | { kind: 'ignores cover' }
  | { kind: 'hazardous' }
  | { kind: 'indirect fire' }
  | { kind: 'pistol' }
  | { kind: 'extra attacks' }
  /** Abilities that exist on datasheets but do not change this calculation (named in --explain). */
  | { kind: 'no effect'; name: string };

export type AbilityKind = Ability['kind'];

export interface Weapon {
  readonly name: string;
  /** Range in inches, or 'melee'. */
  readonly range: number | 'melee';
  readonly attacks: DiceExpression;
  /** BS or WS: the D6 result needed, e.g. 3 for 3+. */
  readonly skill: number;
  readonly strength: number;
  /** As printed: 0, -1, -2 ... */
  readonly ap: number;
  readonly damage: DiceExpression;
  readonly abilities: readonly Ability[];
  /** Profiles of one weapon share this name; a model fires one of them (`--profile`). */
  readonly profileOf?: string;
}

export interface ModelStats {
  readonly M: number;
  readonly T: number;
  /** Save characteristic: the D6 result needed, e.g. 3 for 3+. */
  readonly Sv: number;
  readonly W: number;
  readonly Ld: number;
  readonly OC: number;
  readonly invulnerable?: number;
  /** An invulnerable save that works only against ranged attacks (e.g. a Knight's ion shield). */
  readonly rangedInvulnerable?: number;
  /** An invulnerable save that works only against melee attacks (e.g. the Howling Banshees' 4+). */
  readonly meleeInvulnerable?: number;
  readonly feelNoPain?: number;
  /** A Feel No Pain that works only against mortal wounds (RULINGS 8). */
  readonly mortalFeelNoPain?: number;
}

export interface ModelGroup {
  readonly name: string;
  readonly count: number;
  readonly min: number;
  readonly max: number;
  /** Unit Champions are allocated attacks last and keep their count when a unit is resized. */
  readonly champion: boolean;
  /** A Leader's model in an Attached unit (the rest are its Bodyguard). */
  readonly leader?: boolean;
  /** 002 'The Phoenix Gem': the first time this (one) model is destroyed, it is back at the end of the phase on this D6 result or more. */
  readonly returnsOn?: number;
  /** Wounds this (one) model lost before the attacks (--target-wounded, wounded.ts): its W is already W - this. */
  readonly wounded?: number;
  /** In an Attached unit, the points of the datasheet this model comes from (selection.ts attach; points.ts modelWorth). */
  readonly points?: Readonly<Record<string, number>>;
  readonly stats: ModelStats;
  /** Weapon names, one entry per weapon carried (a name twice means two of that weapon). */
  readonly equipment: readonly string[];
}

export interface WargearOption {
  readonly name: string;
  readonly model: string;
  readonly replace: readonly string[];
  readonly with: readonly string[];
}

export interface Unit {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly faction: string;
  readonly keywords: readonly string[];
  readonly source: string;
  readonly models: readonly ModelGroup[];
  readonly weapons: readonly Weapon[];
  readonly wargear: readonly WargearOption[];
  readonly loadouts: readonly { readonly name: string; readonly options: readonly string[] }[];
  /** Units that can lead this one (the datasheet's Leader section). */
  readonly leaders: readonly string[];
  /** Subtract this from the Damage characteristic of attacks allocated to this unit. */
  readonly damageReduction: number;
  /** Halve the Damage characteristic of attacks allocated to this unit (rounding up). */
  readonly halveDamage: boolean;
  readonly points: Readonly<Record<string, number>>;
  /** Effects the unit always has (its own abilities, e.g. an aura): ids from src/rules/effects. */
  readonly effects: readonly string[];
  /** Where the profile was read from, for messages. */
  readonly file: string;
  /** The datasheet's damaged profile, if it has one (effects/damaged.ts). */
  readonly damaged?: Damaged;
}

/** "Damaged: 1-4 Wounds Remaining": while the model has from-to wounds remaining, `hit` to each of its Hit rolls. */
export interface Damaged {
  readonly from: number;
  readonly to: number;
  readonly hit: number;
}

export type Phase = 'melee' | 'ranged';
export type RerollPolicy = 'none' | 'ones' | 'failed';

/** What was true on the table when the attacks were made. */
export interface Conditions {
  readonly phase: Phase;
  readonly charged: boolean;
  readonly stationary: boolean;
  readonly halfRange: boolean;
  readonly cover: boolean;
  /** No target model visible: only Indirect Fire weapons can shoot, with its penalties. */
  readonly indirect: boolean;
  /**
   * The attacking unit is within Engagement Range of one or more enemy units (--attacker-engaged):
   * it shoots only its Pistols (001 'Pistol') unless it is a MONSTER or VEHICLE, whose ranged
   * attacks other than with Pistols take -1 to hit (003 'Big Guns Never Tire'). Absent: it is not.
   */
  readonly engaged?: boolean;
}

/** Modifiers that apply to every attack of the attacking unit (from the command line or effects). */
/** The modifiers in play after the caps: the contract's shape (rules/contract.ts ModifiersJson), its re-rolls this ruleset's policies. */
export interface Modifiers extends ModifiersJson {
  readonly rerollHits: RerollPolicy;
  readonly rerollWounds: RerollPolicy;
}

export const NO_MODIFIERS: Modifiers = {
  attacks: 0,
  hit: 0,
  wound: 0,
  save: 0,
  rerollHits: 'none',
  rerollWounds: 'none',
  rerollDamageOnes: false,
  rerollDamageAny: false,
};

/** A labelled modifier, so --explain can say where each +1 and -1 came from. */
export type Part = readonly [label: string, value: number];

/** A Wound roll modifier for attacks whose Strength is above the target's Toughness ('above') or not ('notAbove'). */
export interface StrengthPart {
  readonly strength: 'above' | 'notAbove';
  readonly part: Part;
}

/**
 * What effects (army rules, stratagems, orders...) do to one weapon's attacks, on top of the
 * command line's Modifiers. See src/rules/tenth/effects/.
 */
export interface Adjustments {
  /** Added to the Attacks characteristic. */
  readonly attacks: number;
  readonly strength: number;
  /** Improve (positive) or worsen (negative) AP; AP is never worse than 0. */
  readonly ap: number;
  /** Improve BS/WS by this much (never better than 2+). */
  readonly skill: number;
  readonly hit: readonly Part[];
  readonly wound: readonly Part[];
  /**
   * Wound roll modifiers for an attack whose Strength is above the target's Toughness, or not above it: "if the
   * Strength characteristic of that attack is greater than the Toughness characteristic of that unit, subtract 1
   * from the Wound roll" (Dutiful Tenacity). The Strength is the attack's after every modifier (plan.ts).
   */
  readonly woundByStrength: readonly StrengthPart[];
  /** Modifiers to armour saving throws against these attacks. */
  readonly armourSave: readonly Part[];
  readonly rerollHits: RerollPolicy;
  readonly rerollWounds: RerollPolicy;
  readonly rerollDamageOnes: boolean;
  /** Re-roll the whole Damage roll, any result, when it helps (damage-reroll.ts). */
  readonly rerollDamageAny: boolean;
  /** Weapon abilities granted (duplicates do not stack: the best instance applies). */
  readonly abilities: readonly Ability[];
  readonly criticalHit?: number;
  /** Critical Wounds on this unmodified result or more (an effect's; --crit-wound is the command line's). */
  readonly criticalWound?: number;
  /** Ignore negative modifiers to the Hit roll and BS (Wraithsight). */
  readonly ignoreHitPenalties: boolean;
  /** Firing Overwatch: an unmodified N+ is needed to hit (6 unless a rule says 5+). */
  readonly overwatch?: number;
  /** Improve AP by this much on a Critical Wound (Bladestorm). */
  readonly criticalWoundAp: number;
  /** Subtracted from the Damage characteristic (never below 1). */
  readonly damage: number;
}

export const NO_ADJUSTMENTS: Adjustments = {
  attacks: 0,
  strength: 0,
  ap: 0,
  skill: 0,
  hit: [],
  wound: [],
  woundByStrength: [],
  armourSave: [],
  rerollHits: 'none',
  rerollWounds: 'none',
  rerollDamageOnes: false,
  rerollDamageAny: false,
  abilities: [],
  ignoreHitPenalties: false,
  criticalWoundAp: 0,
  damage: 0,
};

/** One weapon profile used by some number of the attacking unit's models. */
export interface WeaponUse {
  readonly weapon: Weapon;
  /** How many of this weapon the unit attacks with (bearers times copies carried). */
  readonly count: number;
  /** Effects on this weapon's attacks. */
  readonly adjust?: Adjustments;
}

/**
 * Who takes the attacks first, among models that have not lost wounds (a wounded model always
 * takes the next one, 000 'Allocate Attack'):
 * - 'toughest-last' (default): the defender's choice that costs the attacker most: the models that
 *   take the most damage to finish go last (wounds over the chance a wound gets through a save
 *   against AP 0 and Feel No Pain); ties keep the listed order, Unit Champions last;
 * - 'listed': the order the profile lists its model groups, Unit Champions last;
 * - 'precision': Leaders first ([PRECISION] attacks allocated to a CHARACTER), then as the default;
 *   with other weapons too, only the [PRECISION] attacks (precision.ts).
 * In an Attached unit the Bodyguard models always go before the Leaders, unless 'precision'
 * (002 'Leader': an attack "cannot be allocated to a CHARACTER model" until "the last Bodyguard
 * model ... has been destroyed"; 003 'Attached Units with Multiple Characters (allocating attacks)').
 */
export type AllocationOrder = 'toughest-last' | 'listed' | 'precision';

/**
 * A rule that makes the target suffer mortal wounds just before the unit's attacks, rolled on D6s:
 * 003 'GRENADE' (six D6, each 4+ one mortal wound), 003 'TANK SHOCK' (D6 equal to the Toughness of
 * the selected VEHICLE model, each 5+ one, at most 6), 002 'RAPID AMBUSH' (one D6: 2-5 one, 6 two).
 */
export interface MortalWoundAction {
  /** The row's name in the results, e.g. "Grenade (stratagem)". */
  readonly name: string;
  /** How many D6 are rolled. */
  readonly dice: number;
  /** Mortal wounds one die inflicts, by its face 1..6 (index 0 is the face 1). */
  readonly perFace: readonly number[];
  /** At most this many mortal wounds in all (003 'TANK SHOCK': 6). */
  readonly most?: number;
}

export interface Scenario {
  readonly attacker: Unit;
  readonly target: Unit;
  readonly weapons: readonly WeaponUse[];
  readonly conditions: Conditions;
  readonly modifiers: Modifiers;
  /** Which of the target's models take attacks first (allocation.ts); default 'toughest-last'. */
  readonly allocation?: AllocationOrder;
  /** Mortal wounds the target suffers before the attacks, in order (GRENADE, TANK SHOCK...: actions.ts). */
  readonly actions?: readonly MortalWoundAction[];
  /**
   * With 'precision': the two queues even when no weapon or every weapon has [PRECISION] (a turn
   * carries the Bodyguard's and the Leaders' wounds apart from phase to phase: rules/tenth/matchup/turn.ts).
   */
  readonly twoQueues?: boolean;
}
