/**
 * The JSON contract's shapes that the CLI writes and the reports and scripts read (README 'JSON output'):
 * its version, the metrics of a compare matrix, a compare's cells, a matchup that could not be computed.
 * Below src/cli so that src/report and a script's import of 'wh40k' need nothing of the command line.
 */
import type { CalcOptions } from './options.js';

export const SCHEMA_VERSION = 1;

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
  readonly options: CalcOptions;
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
