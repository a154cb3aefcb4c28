import type { Uncomputed } from '../rules/contract.js';
import type { RunDistribution } from '../rules/run-report.js';

/** A probability distribution over k = 0..max, as in the CLI's JSON (`kills`, `damage`): every ruleset's run JSON has it alike. */
export type ReportDistribution = RunDistribution;

/**
 * One matchup of a report, whatever its ruleset: names, sizes and the two distributions as its run JSON has
 * them, and what its ruleset says of them in its own words (src/rules/ruleset.ts RunReport: 10th edition's
 * src/rules/tenth/matchup/report-words.ts, the legacy ruleset's src/rules/legacy/report-words.ts): the report
 * shows them as given, knowing no edition.
 */
export interface ReportMatchup {
  readonly name: string;
  readonly attacker: { readonly name: string; readonly models: number; readonly phase: string };
  readonly target: { readonly name: string; readonly models: number; readonly wounds: number };
  readonly kills: ReportDistribution & { readonly wipe: number };
  /** What the target lost: its wounds (or, where the ruleset says so, e.g. a vehicle's Hull Points). */
  readonly damage: ReportDistribution;
  readonly said: {
    /** The attacker in the summary and under the heading, e.g. "Tactical Squad (10 models, shooting)". */
    readonly attacker: string;
    /** The target, e.g. "Ork Boyz (30 models, 31 wounds)" or "Rhino (AV 11/11/10, 3 Hull Points)". */
    readonly target: string;
    /** "Conditions: ...", with what else the ruleset says of how the matchup was fought (10th edition: its options, effects and one-roll rules). */
    readonly conditions: string;
    /** What the target lost ("Wounds lost: mean ..."), after the models destroyed. */
    readonly damage: string;
    /** "Expected: ..." the attack sequence's expectations. */
    readonly expected: string;
    /** The damage chart's x axis, e.g. "Hull Points lost of 3". */
    readonly damageAxis: string;
  };
  /** The expected numbers per weapon (calc's Expected table), where the run's JSON has them: a weapon per row, then Total. */
  readonly weapons?: { readonly columns: readonly string[]; readonly rows: readonly (readonly string[])[] };
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
