/**
 * The legacy ruleset's matchup, as plain types (issue 14; README 'The older edition (legacy ruleset)'):
 * a calc's options and its report. Its JSON is rules/legacy/json.ts's.
 */
import type { Simulation } from '../simulation.js';
import type { LegacyConditions, LegacyResult, LegacyUnit } from './types.js';

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
  /** calc's seeded cross-check: the matchup played die by die this many times (rules/legacy/cross-check.ts), and its seed (default 1). */
  readonly simulate?: number;
  readonly seed?: number;
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
  /** With `simulate`: what the simulator found playing the same matchup. */
  readonly simulation?: Simulation;
}

