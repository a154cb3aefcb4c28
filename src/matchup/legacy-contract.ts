/**
 * The legacy ruleset's JSON contract (issue 14; README 'The older edition (legacy ruleset)'): a calc's
 * options and report, its JSON, and compare's and run's JSON. Below src/cli, beside 10th edition's
 * contract.ts, so that scripts (`import ... from 'wh40k'`) and the reports need nothing of the command line.
 */
import type { LegacyConditions, LegacyResult, LegacyUnit } from '../rules/legacy/types.js';
import type { CompareJson, ComputedCell, UncomputedCell } from './contract.js';
import type { legacyJson } from './legacy-json.js';

/** The options of a legacy calc (README 'The older edition (legacy ruleset)'). */
export interface LegacyCalcOptions {
  readonly charged?: boolean;
  readonly halfRange?: boolean;
  readonly moved?: boolean;
  /** The cover save, as 4 for 4+. */
  readonly cover?: number;
  readonly blastHits?: number;
  /** Models under circles 1, 2, 3, 4 and 5-6 of an Apocalyptic Barrage marker. */
  readonly barrageCircles?: readonly number[];
  /** Models in an Apocalyptic Mega-blast's inner, middle and outer zone. */
  readonly megaBlastZones?: readonly number[];
  readonly melee?: boolean;
  readonly ranged?: boolean;
  /** The first round of the combat (Hatred, Zealot; default true, the ruleset's defaults). */
  readonly firstRound?: boolean;
  readonly supercharge?: boolean;
  readonly wasCharged?: boolean;
  readonly jink?: boolean;
  readonly force?: boolean;
  readonly precisionTarget?: string;
  /** The vehicle facing shot at (default front). */
  readonly facing?: LegacyConditions['facing'];
  /** The target vehicle is Immobilised: close combat attacks hit it automatically, a Walker's on its rear armour. */
  readonly immobilised?: boolean;
  readonly smashAttack?: boolean;
  readonly krakGrenades?: boolean;
  readonly vectorStrike?: boolean;
  /** The attacker's models in all, and the target's (default: as the unit file lists them). */
  readonly models?: number;
  readonly targetModels?: number;
}

/** The conditions a matchup assumed (its JSON, table and report show these). */
export type LegacyReportConditions = LegacyConditions;

/** One legacy matchup computed: the units, the conditions it assumed, the engine's result, and notes. */
export interface LegacyReport {
  readonly attacker: LegacyUnit;
  readonly target: LegacyUnit;
  readonly conditions: LegacyReportConditions;
  readonly result: LegacyResult;
  readonly notes: readonly string[];
}

/** `wh40k --ruleset legacy calc --format json`. */
export type LegacyCalcJson = ReturnType<typeof legacyJson>;

type Vehicle = NonNullable<LegacyCalcJson['vehicle']>;

/** A computed cell; against a vehicle, `kills` is the vehicle destroyed (0 or 1) and `damage` the Hull Points lost. */
export type LegacyComputedCell = ComputedCell & { readonly phase: 'shooting' | 'melee'; readonly vehicle?: Vehicle };
export type LegacyCompareCell = LegacyComputedCell | UncomputedCell;

/** `wh40k --ruleset legacy compare --format json`. */
export interface LegacyCompareJson extends Omit<CompareJson, 'options' | 'cells' | 'shard'> {
  readonly ruleset: 'legacy';
  /** The legacy options given (only those set). */
  readonly options: Partial<LegacyCalcOptions>;
  readonly cells: readonly LegacyCompareCell[];
  /** What the cells assumed that the user did not say (each note once). */
  readonly notes: readonly string[];
}

interface LegacyUncomputed {
  readonly attacker: { readonly name: string };
  readonly target: { readonly name: string };
  readonly kills: null;
  readonly reason: string;
}

/** `wh40k --ruleset legacy run --format json`: each matchup calc's JSON (or why not) with its index and name. */
export interface LegacyRunJson {
  readonly schemaVersion: number;
  readonly kind: 'run';
  readonly ruleset: 'legacy';
  readonly title?: string;
  readonly total: number;
  readonly matchups: readonly ((LegacyCalcJson | LegacyUncomputed) & { readonly index: number; readonly name: string })[];
}
