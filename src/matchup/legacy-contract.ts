/**
 * The legacy ruleset's JSON contract (issue 14; README 'The older edition (legacy ruleset)'): a calc's
 * options and report, its JSON, and compare's and run's JSON. Below src/cli, beside 10th edition's
 * contract.ts, so that scripts (`import ... from 'wh40k'`) and the reports need nothing of the command line.
 */
import type { LegacyCalcOptions } from '../rules/legacy/contract.js';

export type { LegacyCalcOptions, LegacyReport, LegacyReportConditions } from '../rules/legacy/contract.js';
import type { CompareJson, ComputedCell, UncomputedCell } from './contract.js';
import type { legacyJson } from './legacy-json.js';

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
