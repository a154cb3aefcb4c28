/**
 * The JSON contract's shapes that the CLI writes and the reports and scripts read (README 'JSON output'):
 * its version, a calc's result (every ruleset's), the metrics of a compare matrix, a compare's cells, a
 * matchup that could not be computed. Below src/cli so that src/report and a script's import of 'wh40k'
 * need nothing of the command line.
 */
import type { DistSummary } from './summary.js';

export const SCHEMA_VERSION = 1;

/**
 * The ruleset commands use unless `--ruleset` names another (src/rules/rulesets.ts, RULESETS' first): the calc
 * views say the ruleset of any other. A name here, so that the views load no ruleset (tests/cli/legacy-imports).
 */
export const DEFAULT_RULESET = '10th';

/**
 * The weapons' numbers, in the order the tables and csv show them: a ruleset's weapon rows carry those
 * it computes (10th edition all of them; the legacy ruleset attacks, hits, wounds, unsaved and kills).
 */
export const WEAPON_NUMBERS = ['attacks', 'hits', 'wounds', 'unsaved', 'mortalWounds', 'damage', 'wasted', 'kills'] as const;
export type WeaponNumber = (typeof WEAPON_NUMBERS)[number];
export type WeaponNumbers = { readonly [K in WeaponNumber]?: number };

/** A condition's value: on or off, a number (a cover save), a word (a facing), a list (models per zone); null or absent: not given. */
export type ConditionValue = boolean | number | string | readonly number[] | null | undefined;

/**
 * A calc's JSON, every ruleset's (issue 27; README 'JSON output'): the keys every ruleset gives, then the
 * documented sub-objects only one ruleset has (absent in the others' JSON). A ruleset that produces this
 * gets every calc view (src/cli/format.ts, calc-views.ts) as it is.
 */
export interface CalcJson {
  readonly schemaVersion: number;
  readonly kind: 'calc';
  /** The ruleset's name, as `--ruleset` gives it: "10th", "legacy". */
  readonly ruleset: string;
  /** `points` null when the profile lists none; `pointsExtrapolated` (10th edition): beyond the datasheet's sizes. */
  readonly attacker: { readonly name: string; readonly models: number; readonly points: number | null; readonly pointsExtrapolated?: boolean; readonly phase: string };
  /**
   * `profile`: its defences as the ruleset says them, "T4 Sv3+ 4++ FNP 5+" or a vehicle's "AV 11/11/10, 3 Hull Points, tank".
   * `hullPoints` (the legacy ruleset's vehicles, a squadron's in all): then `damage` counts Hull Points lost, and `wounds` is 0.
   */
  readonly target: { readonly name: string; readonly models: number; readonly wounds: number; readonly profile: string; readonly hullPoints?: number };
  /** What held: the phase, and the ruleset's conditions by name (ConditionValue each). */
  readonly conditions: { readonly phase: string };
  readonly weapons: readonly (WeaponNumbers & { readonly name: string; readonly count: number })[];
  readonly total: WeaponNumbers;
  /** Models destroyed (a vehicle: destroyed, 0 or 1); `wipe` = P(every model destroyed). */
  readonly kills: DistSummary & { readonly wipe: number };
  /** Wounds lost (a vehicle: Hull Points lost). */
  readonly damage: DistSummary;
  readonly notes: readonly string[];

  /** @deprecated The legacy ruleset's old name of `damage`, kept for one release. */
  readonly woundsLost?: DistSummary;
  /** The legacy ruleset against a vehicle: the chances of the Vehicle Damage table's results. */
  readonly vehicle?: VehicleJson;
  /** 11th edition's: the target's allocation groups (11e 05.03), numbered from 1 as `--group-order` takes them, and the order the defender used. */
  readonly allocation?: { readonly groups: readonly string[]; readonly order: readonly number[] };

  /** 10th edition's: README 'JSON output' (the shapes below; its code produces them, the compiler checks it does). */
  readonly modifiers?: ModifiersJson;
  readonly options?: OptionsJson;
  readonly bearerReturns?: { readonly name: string; readonly chance: number; readonly kills: number };
  readonly byGroup?: readonly GroupJson[];
  readonly hazardous?: HazardJson | null;
  readonly effects?: readonly EffectJson[];
  readonly oneRolls?: readonly OneRollJson[];
  readonly fightOnDeath?: (DistSummary & { readonly rolls: readonly number[]; readonly chance: number }) | null;
  readonly notModelled?: { readonly attacker: readonly string[]; readonly target: readonly string[] };
  /** Only with --explain. */
  readonly working?: readonly { readonly weapon: string; readonly notes: readonly string[] }[];
  readonly simulation?: SimulationJson | null;
}

/**
 * The options a matchup was given (those set), by their names in camelCase as scripts give them: a ruleset's own
 * (10th edition: src/rules/tenth/matchup/options.ts MatchupOptions). Shards made with other options do not merge.
 */
export type OptionsJson = Readonly<Record<string, unknown>>;

/** The modifiers in play after the caps (10th edition: src/rules/tenth/types.ts Modifiers). */
export interface ModifiersJson {
  /** Added to the Attacks characteristic of every weapon (the result is never below 1). */
  readonly attacks: number;
  readonly hit: number;
  readonly wound: number;
  /** Added to armour saving throws only (RULINGS 2). */
  readonly save: number;
  /** Added to the Strength characteristic of every weapon (never below 1). */
  readonly strength?: number;
  /** Improves AP by this much: 1 makes AP -1 into AP -2 (AP is never worse than 0). */
  readonly ap?: number;
  /** Added to the Damage characteristic after halving (RULINGS 6); negative subtracts; never below 1. */
  readonly damage?: number;
  readonly criticalHit?: number;
  readonly criticalWound?: number;
  readonly rerollHits: string;
  readonly rerollWounds: string;
  readonly rerollDamageOnes: boolean;
  /** Re-roll the whole Damage roll, any result, when it helps. */
  readonly rerollDamageAny: boolean;
}

/** A model group of the target: expected destroyed and P(all destroyed) (a Leader's chance of dying). */
export interface GroupJson {
  readonly name: string;
  readonly leader: boolean;
  readonly models: number;
  readonly destroyed: number;
  readonly allDestroyed: number;
}

/** The attacker's Hazardous tests (10th edition: src/rules/tenth/hazardous.ts Hazard). */
export interface HazardJson {
  readonly tests: number;
  readonly expectedMortalWounds: number;
  readonly anyFailed: number;
  readonly modelsLost: readonly number[];
  readonly expectedModelsLost: number;
  readonly expectedModelsLostWithCommandReroll: number;
  readonly notes: readonly string[];
}

/** An effect in play (or skipped, and why): which side's, and whether a unit's profile carries it. */
export interface EffectJson {
  readonly id: string;
  readonly name: string;
  readonly side: 'attacker' | 'target';
  readonly applied: boolean;
  readonly detail: string;
  readonly fromProfile: boolean;
}

/** Where a one-roll rule (a Command Re-roll, a Fate die) went: its roll, what it does, on which weapon. */
export interface OneRollJson {
  readonly roll: 'attacks' | 'hit' | 'wound' | 'damage' | 'save';
  /** Re-roll it, make it a 6, make it a critical, set it to a Fate die's value, or re-roll it with a Fate die. */
  readonly action: 'reroll' | 'six' | 'critical' | 'fate' | 'fate-reroll';
  readonly value?: number;
  readonly weapon: number;
  readonly weaponName: string;
  readonly once?: string;
  readonly lastAttacks?: number;
}

/** The seeded Monte Carlo cross-check (`--simulate`): its runs and seed, and what it found. */
export interface SimulationJson {
  readonly runs: number;
  readonly seed: number;
  readonly killsMean: number;
  readonly damageMean: number;
  readonly wipe: number;
  readonly kills: readonly number[];
}

/** The legacy ruleset's vehicle results: P(destroyed), P(it explodes), and P(still standing with each result). */
export type VehicleJson = Readonly<Record<'destroyed' | 'explodes' | 'immobilised' | 'weaponDestroyed' | 'stunned' | 'shaken', number>>;

/** What a compare cell can show. */
export const METRICS = ['kills', 'damage', 'wipe', 'kills-per-100-points', 'damage-per-100-points'] as const;
export type Metric = (typeof METRICS)[number];

/** A matchup that could not be computed: null results and the message `wh40k calc` would exit with. */
export interface Uncomputed {
  readonly attacker: { readonly name: string };
  readonly target: { readonly name: string };
  readonly kills: null;
  readonly damage: null;
  readonly reason: string;
}

/** A cell of the matrix: the calc of one attacker against one target. */
export interface ComputedCell {
  readonly index: number;
  readonly attacker: string;
  readonly target: string;
  /** Attacking models and what they cost (null when the profile lists no points). */
  readonly models: number;
  readonly points: number | null;
  /** The points are extrapolated beyond the datasheet's largest size (README 'JSON output'). */
  readonly pointsExtrapolated: boolean;
  /** With `--distributions`, also P(exactly k) and P(at least k) (the report draws a chart per cell). */
  readonly kills: { mean: number; wipe: number; median: number; p10: number; p90: number; distribution?: number[]; atLeast?: number[] };
  readonly damage: { mean: number };
  readonly killsPer100Points: number | null;
  readonly damagePer100Points: number | null;
  /**
   * The phase the cell used: the legacy ruleset's cells say it in its words (shooting, fight); with `--phase best`
   * every cell says it (ranged or melee where the ruleset has no words of its own), README 'Options'.
   */
  readonly phase?: string;
}

/** A cell that could not be computed (e.g. an attacker with no melee weapons): null results and why. */
export interface UncomputedCell {
  readonly index: number;
  readonly attacker: string;
  readonly target: string;
  readonly models: null;
  readonly points: null;
  readonly pointsExtrapolated: null;
  readonly kills: null;
  readonly damage: null;
  readonly killsPer100Points: null;
  readonly damagePer100Points: null;
  /** The message `wh40k calc` of the same pairing would exit with. */
  readonly reason: string;
}

export type CompareCell = ComputedCell | UncomputedCell;

export interface CompareJson {
  readonly schemaVersion: number;
  readonly kind: 'compare';
  /** The ruleset, where its compare says it (the legacy ruleset's: src/rules/ruleset.ts MatchupEngine.saysAssumptions). */
  readonly ruleset?: string;
  readonly metric: Metric;
  /** The calc options every cell used (shards made with other options do not merge). */
  readonly options: OptionsJson;
  /** `--phase best`: each cell the phase with the higher value of the metric (its `phase`). */
  readonly phase?: 'best';
  readonly attackers: readonly string[];
  readonly targets: readonly string[];
  /** Cells in the whole matrix (a shard holds some of them). */
  readonly total: number;
  readonly shard?: Shard;
  readonly cells: readonly CompareCell[];
  /** What the cells assumed that the user did not say, each note once (where the ruleset says them, as `ruleset`). */
  readonly notes?: readonly string[];
}

export interface Shard {
  readonly index: number;
  readonly of: number;
}

/** A calc as its views draw it (src/cli/format.ts, calc-views.ts): the contract's JSON and, with --explain, the working's lines. */
export interface CalcShown {
  readonly json: CalcJson;
  /** With --explain only: the Working section's lines. */
  readonly working?: readonly string[];
  /** Where each one-roll rule went (`oneRolls`), in its ruleset's words, for the Effects section (RULINGS 13). */
  readonly oneRollWords?: readonly string[];
}

// `turn` (issue 27): a turn's JSON, every ruleset's that gives phases (README 'JSON output', kind "turn"), which its views draw.

/** What one side lost over a turn: models (P(exactly k), P(at least k)...; `wipe` = P(every model destroyed)), wounds and points. */
export interface TurnSideJson {
  readonly name: string;
  readonly models: number;
  readonly wounds: number;
  /** The unit's points for its size (null when its profile lists none). */
  readonly points: number | null;
  readonly pointsExtrapolated: boolean;
  /** `wiped`: `wipe`'s old name, kept for one release. */
  readonly modelsLost: DistSummary & { readonly wipe: number; readonly wiped: number };
  readonly woundsLost: DistSummary;
  readonly pointsLost: number | null;
}

/** What a phase added to its side's losses, in expectation. */
export interface TurnPhaseJson {
  readonly phase: string;
  readonly side: 'attacker' | 'target';
  readonly modelsLost: number;
  readonly woundsLost: number;
  readonly pointsLost: number | null;
}

/**
 * An effect in play in a phase, applied or not with the reason (one entry per phase and effect). `side`: the turn's
 * attacker or target (in the target's attacks, the unit attacking is the target); `fromProfile`: a unit carries it
 * (--overwatch's Fire Overwatch: neither a unit nor --with); `applied` where it `varies`: in some of the phase's
 * calculations and not in others (`detail` gives each answer).
 */
export interface TurnEffectJson extends EffectJson {
  readonly phase: string;
  /** Applied for some of the phase's sets of survivors (or the target's Below Half-strength) and not for others. */
  readonly varies: boolean;
}

/** A phase's one-roll rule or Fate dice: each different use its calculations made (the ruleset's words: TurnShown). */
export interface TurnOneRollJson {
  readonly phase: string;
  readonly source: string;
  readonly side: 'attacker' | 'target';
  readonly dice?: string;
  readonly sureOnly?: boolean;
  readonly uses: readonly { readonly placed: readonly object[]; readonly kept?: string }[];
}

/** One side's losses over the turns played die by die (`turn --simulate`). */
export interface TurnSimulatedJson {
  readonly modelsLostMean: number;
  readonly woundsLostMean: number;
  readonly wipe: number;
  /** @deprecated `wipe`'s old name. */
  readonly wiped: number;
  readonly modelsLost: readonly number[];
}

export interface TurnJson {
  readonly schemaVersion: number;
  readonly kind: 'turn';
  /** The attacker's phases that happen, in turn order; the target's Overwatch before the fight; its survivors fighting back. */
  readonly settings: { readonly phases: readonly string[]; readonly overwatch: boolean; readonly fightBack: boolean };
  readonly options: OptionsJson;
  readonly attacker: TurnSideJson;
  readonly target: TurnSideJson;
  readonly phases: readonly TurnPhaseJson[];
  readonly trade: { readonly targetPointsLost: number | null; readonly attackerPointsLost: number | null; readonly attackerWipesTarget: number; readonly attackerWiped: number };
  readonly effects: readonly TurnEffectJson[];
  readonly oneRolls: readonly TurnOneRollJson[];
  readonly notes: readonly string[];
  readonly simulation: { readonly runs: number; readonly seed: number; readonly attacker: TurnSimulatedJson; readonly target: TurnSimulatedJson } | null;
}

/** What one of several units attacking one target added to its losses, in expectation (OneTargetJson). */
export interface OneTargetUnitJson {
  readonly name: string;
  readonly phase: 'ranged' | 'melee';
  readonly modelsLost: number;
  readonly woundsLost: number;
  readonly pointsLost: number | null;
  /** P(the target is destroyed) once this unit has attacked. */
  readonly wipeAfter: number;
}

/**
 * Several units attacking one target one after the other (`calc "A, B" vs T`, issue 29 section 1): each unit's
 * attacks start from what the ones before left, exactly. What each added, and the target's losses to all of them.
 */
export interface OneTargetJson {
  readonly schemaVersion: number;
  readonly kind: 'one-target';
  readonly options: OptionsJson;
  /** In the order they attack (the units that shoot first). */
  readonly attackers: readonly OneTargetUnitJson[];
  readonly target: TurnSideJson;
  /** Each effect in play in each unit's attacks (`phase`: the unit's name), applied or not. */
  readonly effects: readonly TurnEffectJson[];
  readonly oneRolls: readonly TurnOneRollJson[];
  readonly notes: readonly string[];
  /** `--simulate`: the units played die by die, each against what the ones before left (calc's cross-check, tallied as calc's). */
  readonly simulation: SimulationJson | null;
}

/** Several units at one target as calc's views draw them: its JSON, and where each of `json.effects` came from. */
export interface OneTargetShown {
  readonly json: OneTargetJson;
  readonly effectSources: readonly string[];
}

/** A turn as its views draw it (src/cli/turn.ts): its JSON, and the ruleset's words for where each effect came from and each one-roll rule's use. */
export interface TurnShown {
  readonly json: TurnJson;
  /** Each of `json.effects`' source, in its order: `--with`, `--overwatch`, "Intercessors's profile"... */
  readonly effectSources: readonly string[];
  /** Each of `json.oneRolls` in words, in its order. */
  readonly oneRollLines: readonly string[];
}
