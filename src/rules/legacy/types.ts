// The older edition's profiles (issue 14): the ruleset whose Universal Special Rules are
// ../shared/rules/004_*.txt, on that edition's published core rules (to-hit and to-wound charts, AP
// against Sv, Instant Death at double Toughness, vehicles). These types are the contract between the
// profile schema (schema.ts: YAML -> LegacyUnit) and the exact engine (engine.ts: LegacyScenario ->
// LegacyResult); nothing here knows of 10th edition, and nothing of 10th edition imports it.
import type { Dist } from '../../dice/dist.js';
import type { DiceExpression } from '../../dice/expression.js';

/** A Universal Special Rule as written on a profile: its name (lower case, as 004 heads it) and its value, e.g. Poisoned (2+) -> 2, Preferred Enemy (Orks) -> 'orks'. */
export interface Usr {
  readonly name: string;
  readonly value?: number | string;
}

/** A weapon's Strength: a number, the wielder's ("User"), the wielder's doubled ("x2") or plus some ("+1"), or D (Destroyer, 004 'Destroyer Weapons'). */
export type LegacyStrength =
  | { readonly kind: 'value'; readonly value: number }
  | { readonly kind: 'user' }
  | { readonly kind: 'times'; readonly factor: number }
  | { readonly kind: 'plus'; readonly add: number }
  | { readonly kind: 'destroyer' };

/** A weapon's type: how many shots it fires, or Melee (the wielder's Attacks). */
export type LegacyWeaponType =
  | { readonly kind: 'melee' }
  /** One shot, two at half range or less. */
  | { readonly kind: 'rapid fire' }
  | { readonly kind: 'pistol' }
  | { readonly kind: 'assault' | 'heavy' | 'ordnance'; readonly shots: DiceExpression }
  /** Salvo N/M: M shots if the firer stayed still, N if it moved. */
  | { readonly kind: 'salvo'; readonly moving: number; readonly stationary: number };

export interface LegacyWeapon {
  readonly name: string;
  readonly range: number | 'melee';
  readonly strength: LegacyStrength;
  /** 1-6, or null for AP "-". */
  readonly ap: number | null;
  readonly type: LegacyWeaponType;
  /**
   * Blast (3"), Large Blast (5"), Massive Blast (7"), Apocalyptic Blast (10"), Template, Apocalyptic Barrage (the
   * clover marker), Apocalyptic Mega-blast (three zones): no To Hit roll, the number of models hit is an input.
   */
  readonly area?: 'blast' | 'large blast' | 'massive blast' | 'apocalyptic blast' | 'template' | 'apocalyptic barrage' | 'apocalyptic mega-blast';
  /** 004 'Apocalyptic Mega-blast': the Strength and AP of the inner, middle and outer zones (strength and ap are the inner zone's). */
  readonly zones?: readonly MegaBlastZone[];
  readonly rules: readonly Usr[];
}

/** One zone of an Apocalyptic Mega-blast marker (004 'Apocalyptic Mega-blast'). */
export interface MegaBlastZone {
  readonly strength: LegacyStrength;
  readonly ap: number | null;
}

export interface LegacyStats {
  readonly WS: number;
  readonly BS: number;
  readonly S: number;
  readonly T: number;
  readonly W: number;
  readonly I: number;
  readonly A: number;
  readonly Ld: number;
  /** Armour save (2-6, as 3 for 3+), or null for none. */
  readonly Sv: number | null;
  readonly invulnerable?: number;
}

/** A vehicle's armour and Hull Points (the edition's core rules, 'Vehicles'). */
export interface LegacyVehicle {
  readonly front: number;
  readonly side: number;
  readonly rear: number;
  readonly hullPoints: number;
  /** Tank, Walker, Open-topped, Transport, Fast, Skimmer, ... (lower case). */
  readonly types: readonly string[];
}

export interface LegacyModelGroup {
  readonly name: string;
  readonly count: number;
  readonly min: number;
  readonly max: number;
  /** Vehicles have no T, W or Sv that counts: their armour does (stats are still given, as 0 where a profile has "-"). */
  readonly stats: LegacyStats;
  readonly vehicle?: LegacyVehicle;
  /** A Bike or Jetbike's riders (a driver and a gunner: 2), each firing one ranged weapon; unset: 1. */
  readonly riders?: number;
  /** The grenades each model carries: the output notes they are not used (grenades.ts). */
  readonly grenades?: readonly ('frag' | 'krak')[];
  /** The names of the weapons each model of the group carries (LegacyUnit.weapons). */
  readonly weapons: readonly string[];
  /** The group's own rules, on top of the unit's. */
  readonly rules: readonly Usr[];
}

export interface LegacyUnit {
  readonly ruleset: 'legacy';
  readonly name: string;
  readonly aliases: readonly string[];
  readonly faction: string;
  /** Where the profile comes from (codex, page): every bundled unit cites it. */
  readonly source: string;
  /** Infantry, Monstrous Creature, Gargantuan Creature, Vehicle, ... (lower case). */
  readonly type: string;
  /** Every model of every group has these. */
  readonly rules: readonly Usr[];
  readonly models: readonly LegacyModelGroup[];
  readonly weapons: readonly LegacyWeapon[];
  /** Points for the unit at its listed size, and per model added (optional). */
  readonly points?: { readonly base: number; readonly perModel?: number };
  readonly file: string;
}

/** What a matchup assumes; each is a CLI option (issue 14). */
export interface LegacyConditions {
  readonly phase: 'shooting' | 'melee';
  /** The attacker charged this turn (+1 Attack, Furious Charge, Rage, Hammer of Wrath). */
  readonly charged: boolean;
  /** Within half range (Rapid Fire's two shots, Melta). */
  readonly halfRange: boolean;
  /** The attacker moved (Heavy: Snap Shots at BS1 unless Relentless; Salvo's lower count). */
  readonly moved: boolean;
  /** The target's cover save (as 4 for 4+), or null for none. */
  readonly cover: number | null;
  /** Models hit per Blast or Template shot; null: the documented default. */
  readonly blastHits: number | null;
  /**
   * 004 'Apocalyptic Barrage': models under each circle of the clover marker (circles 1, 2, 3, 4 and 5-6); absent: the
   * documented default, stated in a note.
   */
  readonly barrageCircles?: readonly number[];
  /** 004 'Apocalyptic Mega-blast': models in the inner, middle and outer zone; absent: the documented default, stated in a note. */
  readonly megaBlastZones?: readonly number[];
  /** Vehicles: the facing hit. */
  readonly facing: 'front' | 'side' | 'rear';
  /** The first round of a close combat (Hatred, Zealot). */
  readonly firstRound: boolean;
  /** Gets Hot weapons fire supercharged shots: +1 Strength, unmodified 1s To Hit wound the firer (004 'Gets Hot'). Default false. */
  readonly supercharge?: boolean;
  /** The attacker was charged this turn (Counter-attack: +1 Attack). Default false. */
  readonly wasCharged?: boolean;
  /** The target Jinks: its models with Jink have a 4+ cover save (004 'Jink'). Default false. */
  readonly jink?: boolean;
  /** The attacker manifested the Force psychic power: its Force weapons have Instant Death (004 'Force'). Default false. */
  readonly force?: boolean;
  /**
   * The target vehicle is Immobilised before the attacks (7th edition core rules, 'Vehicles and Close Combat': close
   * combat attacks hit it automatically, a Walker's on its rear armour; 'Vehicle Damage Table': a further Immobilised
   * result costs it a Hull Point). Default false.
   */
  readonly immobilised?: boolean;
  /** The attacker's models with Vector Strike make it (004 'Vector Strike'): those hits are the matchup. Default false. */
  readonly vectorStrike?: boolean;
  /** Models with Smash make a single Smash Attack each: double Strength, penetration re-rolled (004 'Smash'). Default false. */
  readonly smashAttack?: boolean;
  /** Models with krak grenades fight a vehicle or a Monstrous Creature with one: a single Attack at S6 AP4 (grenades.ts). Default false. */
  readonly krakGrenades?: boolean;
  /**
   * The target's model group (its name) that Wounds from Precision Shots and Strikes go to, the attacker's choice
   * (004 'Precision Shots', 'Precision Strikes', 'Sniper'). Default: none, they are allocated as the other Wounds.
   */
  readonly precisionTarget?: string;
}

export interface LegacyScenario {
  readonly attacker: LegacyUnit;
  readonly target: LegacyUnit;
  readonly conditions: LegacyConditions;
}

/** One weapon's expectations (the shared tables show them as for 10th edition). */
export interface LegacyWeaponResult {
  readonly name: string;
  /** Models using it. */
  readonly count: number;
  readonly attacks: number;
  readonly hits: number;
  readonly wounds: number;
  readonly unsaved: number;
  readonly kills: number;
  /** Expected Wounds the firers suffer from Gets Hot (supercharged shots), after their Feel No Pain; 0 otherwise. */
  readonly getsHotWounds?: number;
  /** The same for firing vehicles: expected Hull Points lost to Gets Hot's glancing hits (004 'Gets Hot'). */
  readonly getsHotHullPoints?: number;
}

export interface LegacyResult {
  readonly weapons: readonly LegacyWeaponResult[];
  /** Models destroyed (and for a vehicle: destroyed 0/1). */
  readonly kills: Dist;
  /** Wounds (or Hull Points) lost, in all. */
  readonly woundsLost: Dist;
  readonly targetModels: number;
  /** Vehicles only: P(immobilised), P(weapon destroyed at least once), P(stunned), P(shaken), P(explodes). */
  readonly vehicle?: Readonly<Record<'destroyed' | 'explodes' | 'immobilised' | 'weaponDestroyed' | 'stunned' | 'shaken', number>>;
  /** What the calculation assumed that the user did not say (e.g. the blast hits default). */
  readonly notes: readonly string[];
}
