/**
 * 11th edition's effects (issue 28, RULINGS 10): a faction, detachment, enhancement or datasheet rule whose text
 * is in hand (../shared/bsdata-11e/), as data: a named table entry that compiles to the engine's Scenario
 * (../types.ts Modifiers, weapon abilities and characteristics, the target's stats). Adding one is a table entry
 * and a test, not new control flow (GUIDE).
 */
import type { Ability, AbilityKind, Modifiers, Phase } from '../types.js';

/** Where the rule's text was read: the catalogue file, the entry's id, and the text (quoted, or its gist). */
export interface EffectSource {
  readonly file: string;
  readonly entry: string;
  readonly text: string;
}

/** What must be true for an effect to apply; unmet, it is listed as not applied and the reason said. */
export interface Requirement {
  readonly phase?: Phase;
  readonly charged?: boolean;
  /** The attacking unit has at least one of these keywords. */
  readonly attackerKeywords?: readonly string[];
  /** The attacking unit has every one of these keywords. */
  readonly attackerAllKeywords?: readonly string[];
  /** The attacking unit has none of these keywords (Wrath of Khorne: excluding EPIC HERO units). */
  readonly attackerNotKeywords?: readonly string[];
  readonly targetKeywords?: readonly string[];
  readonly targetNotKeywords?: readonly string[];
  /** The attacking unit's datasheet lists this ability ("all units from your army with this ability"). */
  readonly attackerAbility?: string;
  /** The attacking unit has one CHARACTER model: an Enhancement's bearer among its models. */
  readonly attackerOneCharacter?: boolean;
  /** The target is one model: a rule for "the bearer" among the target's models is exact only then. */
  readonly targetOneModel?: boolean;
  /**
   * "While this model is leading a unit" (11e 19): a CHARACTER model of this name stands in the attacking unit beside
   * models that are not CHARACTERS (an attached unit, BODYGUARD+LEADER); in a turn the rule ends when it is destroyed.
   */
  readonly leading?: string;
}

/** Which of the attacking unit's weapons (of the phase's: melee or ranged) a weapon change touches. */
export interface WeaponScope {
  /** Only the weapons of the unit's CHARACTER models (Wrath of Khorne; an Enhancement's bearer). */
  readonly characterModels?: boolean;
  /** Weapons without this ability (Berzerker Glaive: excluding Extra Attacks weapons). */
  readonly notAbility?: AbilityKind;
}

/** Changes to weapon characteristics and abilities (11e 02.02.01: added to the characteristic). */
export interface WeaponChange {
  readonly attacks?: number;
  readonly strength?: number;
  /** Improves AP by this much (Cleaving Blows: 1). */
  readonly ap?: number;
  readonly damage?: number;
  readonly abilities?: readonly Ability[];
}

/** Changes to the target's models and unit. */
export interface DefenceChange {
  /** Gain Feel No Pain N+ (where better than the models'). */
  readonly feelNoPain?: number;
  readonly mortalFeelNoPain?: number;
  /** Gain an invulnerable save of N+ (where better). */
  readonly InSv?: number;
  /** The Save characteristic becomes N+ (where better). */
  readonly Sv?: number;
  readonly toughness?: number;
  /** Subtract this from the Damage of an attack allocated to the unit (RULINGS 3). */
  readonly damageReduction?: number;
}

/** What an effect changes: roll modifiers and BS/WS (Modifiers, the whole phase), weapons in scope, the target. */
export interface EffectChange {
  readonly modifiers?: Partial<Modifiers>;
  readonly weapons?: WeaponChange;
  readonly scope?: WeaponScope;
  readonly defence?: DefenceChange;
}

export type EffectKind = 'army rule' | 'Blessing of Khorne' | 'detachment rule' | 'enhancement' | 'datasheet ability';

export interface Effect {
  /** The name on the command line: lower case, hyphens. */
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  readonly kind: EffectKind;
  /** The detachment, Blessing roll, datasheet... it belongs to, as the catalogue names it. */
  readonly from: string;
  readonly source: EffectSource;
  /** Whose player has it in play: the attacker's (--with) or the target's (--target-with). */
  readonly side: 'attacker' | 'target';
  /** One line on what it does to the maths (or why it does nothing here). */
  readonly summary: string;
  readonly when?: Requirement;
  /** Absent: the rule is listed but not modelled (it changes no attack, or nothing the engine computes); `summary` says why. */
  readonly change?: EffectChange;
  /** Effects it cannot be in play with (Wrath of Khorne: [CLEAVE 1] or +1 AP). */
  readonly excludes?: readonly string[];
  /** An effect it stands in for when both are in play (a unit's own Beacons of Rage, the target Below Half-strength). */
  readonly replaces?: string;
  /** What the player decides or asserts in naming it (a Blessing's roll, an aura's range), said in the notes. */
  readonly asserts?: string;
}
