import type { Ability, AbilityKind, Adjustments, Conditions, MortalWoundAction, Phase } from '../types.js';

/** What must be true for an effect to do anything; unmet, it is skipped and --explain says why. */
export interface Requirement {
  readonly phase?: Phase;
  readonly charged?: boolean;
  readonly stationary?: boolean;
  readonly targetBelowHalfStrength?: boolean;
  readonly targetOnObjective?: boolean;
  readonly engaged?: boolean;
  /** The target unit has at least one of these keywords. */
  readonly targetKeywords?: readonly string[];
  /** The attacking unit has at least one of these keywords. */
  readonly attackerKeywords?: readonly string[];
  /** The attacking unit has every one of these keywords (002 'SOULSIGHT': an AELDARI VEHICLE unit). */
  readonly attackerAllKeywords?: readonly string[];
  /** The target unit has every one of these keywords (002 'LAYERED WARDS': an AELDARI VEHICLE unit). */
  readonly targetAllKeywords?: readonly string[];
  /**
   * The attacking unit lists this ability on its datasheet (its unit file's `abilities:`): a rule for
   * "units ... with this ability" (000 'Blessings of Khorne', 002 'Strands of Fate').
   */
  readonly attackerAbility?: string;
  /** The target unit lists this ability on its datasheet (as attackerAbility). */
  readonly targetAbility?: string;
  /** The target unit has none of these keywords (002 'LIGHTNING-FAST REACTIONS': excluding WRAITH CONSTRUCT units). */
  readonly targetNotKeywords?: readonly string[];
  /** The attacking unit has none of these keywords ('Target Sighted': a VEHICLE "excluding ... Walkers and units that can Fly"). */
  readonly attackerNotKeywords?: readonly string[];
  /**
   * The target unit is one model: a rule for "the bearer" among the target's models is exact only
   * then (the engine does not tell which model a saving throw is made for).
   */
  readonly targetOneModel?: boolean;
  /** The attacking unit is one model: a rule for "the bearer" or "that model" is exact only then. */
  readonly attackerOneModel?: boolean;
  /**
   * "While this model is leading a unit" (003 'Leader'): a Leader model of this name is in the attacking unit, attached
   * (ModelGroup.leader) and still on the battlefield; the rule ends when it is destroyed (in a turn, with its last model).
   */
  readonly leading?: string;
  /**
   * The attacking model has this many wounds remaining (a datasheet's damaged profile, damaged.ts):
   * known for a unit of one model (its wounds lost: ModelGroup.wounded).
   */
  readonly attackerWoundsRemaining?: { readonly from: number; readonly to: number };
  /**
   * A rule used in a Shooting phase (WHEN: your, or your opponent's, Shooting phase): its ranged attacks
   * are never Fire Overwatch, which shoots out of phase (003 'Out-of-phase Rules'); melee attacks are not checked.
   */
  readonly shootingPhase?: boolean;
  /** Another effect that must be in play (e.g. Shield of Blades needs Fire Overwatch). */
  readonly withEffect?: string;
  /** An effect that rules this one out (Seers' Guidance is the Command Re-roll Stratagem: once per phase). */
  readonly notWithEffect?: string;
  /** The attacking unit is not within Engagement Range of enemy units (not --attacker-engaged; 003 'GRENADE'). */
  readonly attackerUnengaged?: boolean;
  /** The target is not within Engagement Range of units of the attacker's army (not --engaged; 003 'GRENADE'). */
  readonly targetUnengaged?: boolean;
  /** The target is visible to the attacking unit (not --indirect; 003 'GRENADE'). */
  readonly targetVisible?: boolean;
  /** Used in the opponent's turn, where the unit cannot shoot, only fight (002 'RAPID AMBUSH'). */
  readonly opponentsTurn?: boolean;
}

/** Which of the attacking unit's weapons an effect touches. */
export interface WeaponFilter {
  readonly range?: Phase;
  /** The weapon's name is one of these (case, spaces and punctuation aside; 002 'SHURIKEN STORM' lists them). */
  readonly named?: readonly string[];
  readonly ability?: AbilityKind;
  readonly notAbility?: AbilityKind;
}

/** Changes to the target unit's own profile. */
export interface DefenceChange {
  /** Gain Feel No Pain N+ (if better than what the models have). */
  readonly feelNoPain?: number;
  /** Add this to Feel No Pain rolls the models already make (Wrathful Devotion: else gain 6+). */
  readonly feelNoPainBonus?: number;
  readonly mortalFeelNoPain?: number;
  readonly invulnerable?: number;
  readonly cover?: boolean;
  /** Improve the Save characteristic by 1, never to better than this (Take Cover!: 3+). */
  readonly improveSaveTo?: number;
}

export type RollKind = 'attacks' | 'hit' | 'wound' | 'damage' | 'save';

/** A rule that changes one roll among many ("re-roll one Hit roll", "treat one result as a 6"). */
export interface OneRoll {
  readonly roll: RollKind;
  /**
   * 'reroll': re-roll one failed roll; 'six': one failed roll becomes an unmodified 6; 'critical':
   * one roll that is not a Critical (failed or successful) becomes an unmodified 6; 'fate': one
   * roll is not made, `value` stands as its unmodified result; 'fate-reroll': the same for the first
   * re-roll of its kind (see one-roll.ts).
   */
  readonly action: 'reroll' | 'six' | 'critical' | 'fate' | 'fate-reroll';
  readonly value?: number;
}

/** One-roll rules in play: each group gives all its rolls, or one of them when `pickOne`. */
export interface OneRollGroup {
  readonly source: string;
  readonly rolls: readonly OneRoll[];
  readonly pickOne: boolean;
  /**
   * With `pickOne`: the one use may also wait for whichever of its rolls (one of each kind, on one
   * weapon) it helps first, the player deciding just after each roll (Fate's Messenger: "just after
   * making a Hit roll, a Wound roll or a saving throw"); choose.ts offers those placements too.
   */
  readonly afterEachRoll?: boolean;
  /**
   * Each roll may also go to the unit's attacks as a whole: the first roll of its kind it helps, on
   * whichever weapon (Unparalleled Foresight: "re-roll one Hit roll ... when resolving those
   * attacks"), rather than on one weapon chosen before the dice; choose.ts offers that placement too.
   */
  readonly anyWeapon?: boolean;
}

/** How an effect states its action; `dice: 'toughness'` is the Toughness of the selected VEHICLE model (TANK SHOCK). */
export interface ActionSpec extends Omit<MortalWoundAction, 'dice'> {
  readonly dice: number | 'toughness';
}

export interface EffectPart {
  readonly when?: Requirement;
  readonly weapons?: WeaponFilter;
  readonly adjust?: Partial<Omit<Adjustments, 'abilities'>> & { readonly abilities?: readonly Ability[] };
  readonly defence?: DefenceChange;
  /** Conditions the effect puts in place (e.g. Indirect Fire: no target visible). */
  readonly conditions?: Partial<Conditions>;
  /** Destroyed models of the target fight back on this D6 result or more (fight-on-death rules). */
  readonly fightOnDeath?: number;
  readonly oneRolls?: readonly OneRoll[];
  /**
   * Enemy units cannot fire Overwatch at the unit (002 'Prismatic Garb'), or, with `leadershipTest`,
   * only after passing a Leadership test with this added to the result (000 'SHOCKING ONSLAUGHT': -1).
   * Applied by `wh40k turn` (it decides whether the Overwatch happens); calc computes the attacks.
   */
  readonly stopsOverwatch?: { readonly leadershipTest?: number };
  /** The target's Enhancement bearer is set back up at the end of the phase on this D6 result (002 'The Phoenix Gem'). */
  readonly bearerReturnsOn?: number;
  /** The rule changes only one of the listed rolls, the player's pick (Command Re-roll). */
  readonly oneRollIsChoice?: boolean;
  /** With oneRollIsChoice: the pick is made just after each roll, not before any (OneRollGroup afterEachRoll). */
  readonly oneRollAfterEachRoll?: boolean;
  /** Each of oneRolls may go to any of the unit's weapons (OneRollGroup anyWeapon). */
  readonly oneRollAnyWeapon?: boolean;
  /** The target suffers mortal wounds rolled on D6s just before the attacks (003 'GRENADE', 'TANK SHOCK'). */
  readonly action?: ActionSpec;
  /** Further parts with their own requirements (e.g. a stronger re-roll against a weakened target). */
  readonly also?: readonly EffectPart[];
}

export interface Effect {
  /** The name on the command line: lower case, hyphens. */
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  /** File and heading in ../shared/rules/, e.g. "000 'Relentless Rage'". */
  readonly source: string;
  /** One line on what it does to the maths. */
  readonly summary: string;
  /**
   * Command points it costs, where it is a Stratagem (shown by `wh40k effects`; `need --with-options`
   * picks the cheapest set). Absent: no cost (an ability, a Blessing, an Order: no CP is spent).
   */
  readonly cp?: number;
  /** What it does when the attacking player has it in play (--with). */
  readonly attacker?: EffectPart;
  /** What it does when the target's player has it in play (--target-with). */
  readonly target?: EffectPart;
  /** Listed for completeness: nothing in it changes an attack. */
  readonly noEffect?: boolean;
}
