import type { MatchupJson } from '../matchup/json.js';
import type { MatchupOptions } from '../matchup/options.js';
import type { Uncomputed } from '../matchup/contract.js';
import type { Conditions } from '../rules/tenth/types.js';

/** A probability distribution over k = 0..max, as in the CLI's JSON (`kills`, `damage`). */
export interface ReportDistribution {
  readonly mean: number;
  /** P(exactly k), k = 0..max. */
  readonly distribution: readonly number[];
  /** P(at least k), k = 0..max. */
  readonly atLeast: readonly number[];
  readonly median: number;
  readonly p10: number;
  readonly p90: number;
}

/**
 * One matchup of a report: the CLI's JSON for one calc (README 'JSON output', `toJsonObject`)
 * plus the matchup's name, as `wh40k run --format json` prints it. Only the fields the report uses.
 */
export interface ReportMatchup {
  readonly name: string;
  readonly attacker: { readonly name: string; readonly models: number; readonly phase: 'melee' | 'ranged' };
  readonly target: { readonly name: string; readonly models: number; readonly wounds: number };
  readonly total: {
    readonly attacks: number;
    readonly hits: number;
    readonly wounds: number;
    readonly unsaved: number;
    readonly mortalWounds: number;
    readonly damage: number;
    readonly wasted: number;
    readonly kills: number;
  };
  readonly kills: ReportDistribution & { readonly wipe: number };
  readonly damage: ReportDistribution;
  readonly effects: readonly { readonly id: string; readonly name: string; readonly applied: boolean }[];
  /** What was true on the table, after effects (an effect can make a unit count as Remained Stationary). */
  readonly conditions: Conditions;
  /** The options the matchup set (absent in JSON written before it was added: then shown as none). */
  readonly options?: MatchupOptions;
}

/** Which tool and when: stated in the report (the date is given, so a report can be reproduced byte for byte). */
export interface Generated {
  /** The wh40k version (package.json). */
  readonly version: string;
  /** An ISO date, YYYY-MM-DD. */
  readonly date: string;
}

/**
 * A matchup of the scenario that could not be computed (e.g. an attacker with no melee weapons that can
 * attack): `wh40k run --format json` gives it null results and the reason; the report says "n/a" and why.
 */
export type ReportUnavailable = Uncomputed & { readonly name: string };

export type ReportItem = ReportMatchup | ReportUnavailable;

export function unavailable(m: ReportItem): m is ReportUnavailable {
  return m.kills === null;
}

/** One series of a chart: bars of P(exactly k) and a P(at least k) line. */
export interface ChartSeries {
  readonly label: string;
  readonly distribution: readonly number[];
  readonly atLeast: readonly number[];
}

export interface ChartOptions {
  /** Drawn above the chart and used as the SVG's accessible name. */
  readonly title?: string;
  /** The x axis label (default 'models destroyed'). */
  readonly xLabel?: string;
  /** What k counts, as the SVG's class (`kill-chart`, `damage-chart`); default 'kill'. */
  readonly kind?: 'kill' | 'damage';
  /** Height of the plot area in viewBox units (default 220; the viewBox is 440 wide). */
  readonly plotHeight?: number;
}

// Compile-time contract check: the CLI's JSON for one calc, with a name, is a ReportMatchup.
// If this line stops compiling, the JSON contract and the report have drifted apart.
type CliMatchup = MatchupJson & { name: string };
type Expect<T extends true> = T;
export type CliJsonIsReportMatchup = Expect<CliMatchup extends ReportMatchup ? true : false>;
