/**
 * 11th edition's engine input (issue 28): a matchup as the engine reads it, after a unit file, the options
 * and the effects have been resolved. The exact engine (engine.ts) and the die-by-die simulator
 * (simulate.ts) read only this, and nothing of each other. Rules: ../shared/rules/eleventh/ (README, the
 * digest, cited as `11e 05.04`; RULINGS, cited as `11e RULINGS 6`).
 */
import type { Dist } from '../../dice/dist.js';
import type { DiceExpression } from '../../dice/expression.js';

/**
 * A weapon or core ability as it changes an attack (11e 24). `against`: a keyword-qualified ability
 * (`[LETHAL HITS: VEHICLE]`) applies only when the target has one of these keywords (upper case); absent:
 * always. Duplicates never stack (11e 24.02, RULINGS 8): the engine keeps the one worth more.
 */
export type Ability =
  | { readonly kind: 'sustained hits'; readonly hits: DiceExpression; readonly against?: readonly string[] }
  | { readonly kind: 'lethal hits'; readonly against?: readonly string[] }
  | { readonly kind: 'devastating wounds'; readonly against?: readonly string[] }
  /** Anti-KEYWORD Y+: an unmodified wound roll of Y+ against a target with KEYWORD is a critical wound. */
  | { readonly kind: 'anti'; readonly keyword: string; readonly threshold: number }
  | { readonly kind: 'melta'; readonly damage: DiceExpression }
  | { readonly kind: 'rapid fire'; readonly attacks: DiceExpression }
  /** Blast (X 1) or Blast X: X more attack dice per 5 target models (11e 24.05). */
  | { readonly kind: 'blast'; readonly per5: number }
  /** Cleave X: the melee counterpart of Blast X, only against a single target (11e 24). */
  | { readonly kind: 'cleave'; readonly per5: number }
  | { readonly kind: 'torrent' }
  | { readonly kind: 'twin-linked'; readonly against?: readonly string[] }
  | { readonly kind: 'lance' }
  | { readonly kind: 'heavy' }
  | { readonly kind: 'ignores cover' }
  | { readonly kind: 'hazardous' }
  | { readonly kind: 'indirect fire' }
  | { readonly kind: 'pistol' }
  | { readonly kind: 'close-quarters' }
  | { readonly kind: 'assault' }
  | { readonly kind: 'psychic' }
  | { readonly kind: 'extra attacks' }
  | { readonly kind: 'precision' }
  /** On a datasheet, but changes nothing this engine computes (named in the notes). */
  | { readonly kind: 'no effect'; readonly name: string };

export type AbilityKind = Ability['kind'];

/** One weapon profile: a batch of identical attacks when resolved (11e 04.03, RULINGS 7 and 12). */
export interface Weapon {
  readonly name: string;
  /** Range in inches, or 'melee'. */
  readonly range: number | 'melee';
  readonly attacks: DiceExpression;
  /** BS or WS: the D6 result needed, e.g. 3 for 3+; null for a Torrent weapon's "N/A". */
  readonly skill: number | null;
  readonly strength: number;
  /** As printed: 0, -1, -2 ... */
  readonly ap: number;
  readonly damage: DiceExpression;
  readonly abilities: readonly Ability[];
  /** A Hunter profile (11e 04.01.03): it may only target a unit with one of these keywords (upper case). */
  readonly hunter?: readonly string[];
  /** Profiles of one weapon share this name; a model fires one of them. */
  readonly profileOf?: string;
}

/** A model's characteristics that the attacks read (11e 01). */
export interface ModelStats {
  readonly T: number;
  /** Save: the D6 result needed, e.g. 3 for 3+. */
  readonly Sv: number;
  readonly W: number;
  /** Invulnerable save, a characteristic (11e 05.04): never modified by AP. */
  readonly InSv?: number;
  /** An invulnerable save that holds only against ranged or only against melee attacks. */
  readonly InSvOnly?: 'ranged' | 'melee';
  /** An InSv improved against melee attacks only (the Howling Banshees' "improved to 4+ against melee attacks"): the better one holds there. */
  readonly InSvMelee?: number;
  /** The same against ranged attacks only. */
  readonly InSvRanged?: number;
  readonly feelNoPain?: number;
  /** A Feel No Pain that holds only against mortal wounds. */
  readonly mortalFeelNoPain?: number;
}

/** Models of one profile in a unit file (a unit's allocation groups are made from these: 11e 05.03). */
export interface ModelGroup {
  readonly name: string;
  readonly count: number;
  readonly min: number;
  readonly max: number;
  /** A CHARACTER model: its own allocation group, allocated after the others (11e 05.03). */
  readonly character: boolean;
  /** Wounds one model of this group lost before the attacks (--target-wounded): that model is wounded. */
  readonly wounded?: number;
  readonly stats: ModelStats;
  /** Weapon names, one entry per weapon carried. */
  readonly equipment: readonly string[];
}

/** "Damaged: 1-X Wounds Remaining" (11e 24.39): a model with X or fewer wounds left takes -1 to its hit rolls. */
export interface Damaged {
  readonly wounds: number;
}

export interface Unit {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly faction: string;
  /** Upper case: INFANTRY, VEHICLE, MONSTER, CHARACTER... */
  readonly keywords: readonly string[];
  /** Where the stat line was read from (file, version, entry): DATA.md. */
  readonly source: string;
  readonly models: readonly ModelGroup[];
  readonly weapons: readonly Weapon[];
  /** Subtract this from the Damage of an attack allocated to this unit (RULINGS 3: never Devastating Wounds). */
  readonly damageReduction: number;
  /** Halve the Damage of an attack allocated to this unit, rounding up at the end (11e 02.02.01). */
  readonly halveDamage: boolean;
  readonly damaged?: Damaged;
  /** Points by unit size (models: points). */
  readonly points: Readonly<Record<string, number>>;
  /** Datasheet abilities by name, modelled or not (the notes list the ones without a model). */
  readonly abilities: readonly string[];
  /** Where the unit file was read from, for messages. */
  readonly file: string;
}

export type Phase = 'melee' | 'ranged';

/** How a unit shoots (11e 10.04-10.07, 15.09). */
export type ShootingType = 'normal' | 'assault' | 'close-quarters' | 'indirect' | 'snap';

export type RerollPolicy = 'none' | 'ones' | 'failed';

/** What was true on the table (11e 10, 13.08, 17.03, 22.05). */
export interface Conditions {
  readonly phase: Phase;
  /** Ranged attacks only: how the unit shoots (default normal). Snap: Snap Shooting (Fire Overwatch, 15.09). */
  readonly shooting: ShootingType;
  /** The attacking unit charged this turn (11e 11.04: Fights First; Lance). */
  readonly charged: boolean;
  /** Within half range (Melta, Rapid Fire). */
  readonly halfRange: boolean;
  /** Heavy's condition (11e 24): unengaged, not set up this turn, no model moved more than 3". */
  readonly heavy: boolean;
  /** The target has the Benefit of Cover (11e 13.08): -1 BS to ranged attacks. */
  readonly cover: boolean;
  /** Plunging fire (11e 22.05): +1 BS. */
  readonly plunging: boolean;
  /** Indirect with a spotter, the unit having remained stationary: only 1-3 fail (11e 10.07). */
  readonly spotter: boolean;
  /** The target is a MONSTER or VEHICLE engaged with other friendly units (11e 17.03): -1 to hit, but close-quarters. */
  readonly targetEngaged: boolean;
}

/** Modifiers from the options and effects, before the engine applies the caps and bounds (11e 02.02.01). */
export interface Modifiers {
  /** To the Attacks characteristic. */
  readonly attacks: number;
  /** To BS/WS (a characteristic: outside the hit-roll cap; bounded 2+..6+). A +1 here means 1 better (3+ to 2+). */
  readonly skill: number;
  /** To the hit roll (capped at +1/-1 with every other hit-roll modifier). */
  readonly hit: number;
  /** To the wound roll (capped at +1/-1). */
  readonly wound: number;
  /** To the save roll (not capped: 11e 02.02.01; RULINGS 1: compared with InSv and with Sv). */
  readonly save: number;
  readonly strength: number;
  /** Improves AP by this much (1: AP -1 becomes AP -2). */
  readonly ap: number;
  /** To the Damage characteristic (before halving: 11e 02.02.01). */
  readonly damage: number;
  readonly rerollHits: RerollPolicy;
  readonly rerollWounds: RerollPolicy;
  /** Critical hits on this unmodified result or more (RULINGS 4). */
  readonly critHit: number;
  /** Critical wounds on this unmodified result or more (RULINGS 4). */
  readonly critWound: number;
}

export const NO_MODIFIERS: Modifiers = {
  attacks: 0,
  skill: 0,
  hit: 0,
  wound: 0,
  save: 0,
  strength: 0,
  ap: 0,
  damage: 0,
  rerollHits: 'none',
  rerollWounds: 'none',
  critHit: 6,
  critWound: 6,
};

/** Attack dice of one weapon in a batch: `firers` times its A, with its own Rapid Fire, Blast and Cleave (11e 04.03). */
export interface BatchSource {
  readonly weapon: Weapon;
  readonly firers: number;
}

/**
 * One batch of the attacker's: a weapon profile and how many models fire it (11e 04.03, RULINGS 7), and the other
 * weapons whose resolved profile equals it, joined to it (RULINGS 12: join.ts joinBatches): the batch's attack dice
 * are the sum of every source's, and every roll after that is the batch's, made with `weapon`'s profile.
 */
export interface Batch extends BatchSource {
  /** Models (or weapons) firing it: its attack dice are this many times the weapon's A. */
  readonly firers: number;
  /** Other weapons in this batch (RULINGS 12), each with its own attack dice; absent: `weapon` alone. */
  readonly joined?: readonly BatchSource[];
  /**
   * Made by a model with X or fewer wounds left, its unit's Damaged X (11e 24.39): -1 to their hit rolls. The
   * matchup sets it (batches.ts batchesOf: the attacker's wounded model's weapons, a batch of their own).
   */
  readonly damaged?: boolean;
}

/** Who uses Command Re-roll (11e 15.02) in this matchup: each player at most once (actions.ts, command-reroll.ts). */
export interface CommandReroll {
  /** The attacker, on one of its hit, wound or Attacks rolls, where it gains most. */
  readonly attacker?: boolean;
  /** The defender, on one of its save rolls. */
  readonly defender?: boolean;
}

/** Core stratagems that act with the attacks (11e 15.02, 15.05, 15.06); a stratagem the situation forbids is noted, not used. */
export interface Actions {
  /** Explosives (11e 15.05): six D6, each 4+ one mortal wound to the target, before the unit shoots. */
  readonly explosives?: boolean;
  /** Crushing Impact (11e 15.06): after the charge move, so before the fight: T dice, each 5+ one mortal wound (at most 6), each 1 one to the attacker. */
  readonly crushingImpact?: boolean;
  readonly commandReroll?: CommandReroll;
}

/** A matchup as the engine reads it. */
export interface Scenario {
  readonly attacker: Unit;
  readonly target: Unit;
  /** In the attacker's order (RULINGS 7: default the profiles' order). */
  readonly batches: readonly Batch[];
  readonly conditions: Conditions;
  readonly modifiers: Modifiers;
  /**
   * The defender's order of the target's allocation groups (11e 05.03), as indices into the list
   * `allocationGroups(target)` makes (groups.ts: one per CHARACTER model, one per (W, Sv, InSv) of the rest, in the
   * unit's listed order); absent: the order RULINGS 6 chooses. An order the text forbids is refused.
   */
  readonly groupOrder?: readonly number[];
  /** Lethal Hits per weapon name: use it or not (RULINGS 5); absent: the engine chooses (more expected kills; ties: use it). */
  readonly lethalHits?: Readonly<Record<string, boolean>>;
  /** Core stratagems used with these attacks (11e 15); absent: none. */
  readonly actions?: Actions;
}

/** The expected numbers of one batch (a weapon profile), as calc's table prints them per weapon. */
export interface BatchResult {
  readonly weapon: string;
  readonly attacks: number;
  readonly hits: number;
  readonly wounds: number;
  /** Wounds whose save failed (Devastating Wounds' critical wounds not among them: they make mortal wounds). */
  readonly unsaved: number;
  readonly mortalWounds: number;
  /** Wounds the target lost to this batch (after Feel No Pain; excess lost). */
  readonly damage: number;
  /** Whether this batch used Lethal Hits (RULINGS 5), where the weapon has it. */
  readonly lethalHits?: boolean;
}

/** The expected numbers of one action that inflicted mortal wounds (Explosives, Crushing Impact). */
export interface ActionResult {
  readonly name: string;
  /** Mortal wounds the target suffered, expected. */
  readonly mortalWounds: number;
  /** Wounds the target lost to them (after Feel No Pain; excess on its destruction lost). */
  readonly damage: number;
  /** Mortal wounds the attacking unit suffered (Crushing Impact's 1s), expected; absent when none can be. */
  readonly selfMortalWounds?: number;
}

/** What the exact engine (engine.ts `calculate11`) returns; every distribution sums to 1 (1e-9). */
/** A roll the attacker's Command Re-roll can serve (11e 15.02): one hit, wound or Attacks roll. */
export type RerolledRoll = 'hit' | 'wound' | 'attacks';

/** Where the attacker's Command Re-roll went: the batch (index in Scenario.batches) and the kind of roll. */
export interface RerollPlacement {
  readonly batch: number;
  readonly roll: RerolledRoll;
}

/** Where the engine placed Command Re-roll before the dice (11e 15.02): the attacker's, the defender's (the batch whose save rolls it serves). */
export interface CommandRerollUse {
  readonly attacker?: RerollPlacement;
  readonly defender?: { readonly batch: number };
}

export interface Result {
  /** P(k target models destroyed), k = 0..models. */
  readonly kills: Dist;
  /** P(the target lost w wounds), w = 0..its total wounds. */
  readonly woundsLost: Dist;
  readonly batches: readonly BatchResult[];
  /** The allocation groups' order the defender used (indices as Scenario.groupOrder), and its groups' names. */
  readonly groupOrder: readonly number[];
  readonly groups: readonly string[];
  /** What the engine assumed or chose, in words (Lethal Hits declined, a duplicated ability dropped, Torrent under Snap Shooting...). */
  readonly notes: readonly string[];
  /** Expected mortal wounds the attacking unit suffers from its hazard rolls (11e 06.03); absent without [HAZARDOUS]. */
  readonly hazardMortalWounds?: number;
  /** The actions used before the attacks (11e 15.05, 15.06), in order; absent when none was used. */
  readonly actions?: readonly ActionResult[];
  /** Where Command Re-roll was used (11e 15.02); absent when the scenario asks for none or it served nothing. */
  readonly commandReroll?: CommandRerollUse;
}

/** One game die by die (simulate.ts): what the target lost. */
export interface Outcome {
  readonly kills: number;
  readonly woundsLost: number;
}
