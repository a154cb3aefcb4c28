import type { MatchupJson } from '../rules/tenth/matchup/json.js';
import type { PlacedRoll } from '../rules/tenth/matchup/one-roll-words.js';
import type { MatchupOptions } from '../rules/tenth/matchup/options.js';
import type { Uncomputed } from '../rules/contract.js';
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

/** What every matchup of a report has, whatever its ruleset: names, sizes and the two distributions. */
interface MatchupNumbers {
  readonly name: string;
  readonly attacker: { readonly name: string; readonly models: number; readonly phase: string };
  readonly target: { readonly name: string; readonly models: number; readonly wounds: number };
  readonly kills: ReportDistribution & { readonly wipe: number };
  /** What the target lost: its wounds (or, where the ruleset says so, e.g. a vehicle's Hull Points). */
  readonly damage: ReportDistribution;
}

/**
 * One matchup of a report: the CLI's JSON for one calc (README 'JSON output', `toJsonObject`)
 * plus the matchup's name, as `wh40k run --format json` prints it. Only the fields the report uses.
 */
export interface CalcJsonMatchup extends MatchupNumbers {
  readonly attacker: MatchupNumbers['attacker'] & { readonly phase: 'melee' | 'ranged' };
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
  readonly effects: readonly { readonly id: string; readonly name: string; readonly applied: boolean }[];
  /** Where each one-roll rule went (Command Re-roll, Fate dice...; absent in JSON written before it was added: then none). */
  readonly oneRolls?: readonly PlacedRoll[];
  /** What was true on the table, after effects (an effect can make a unit count as Remained Stationary). */
  readonly conditions: Conditions;
  /** The options the matchup set (absent in JSON written before it was added: then shown as none). */
  readonly options?: MatchupOptions;
}

/**
 * A matchup whose ruleset's JSON has other conditions and another attack sequence (issue 14: the legacy
 * ruleset): the ruleset says them in words, and the report shows them as given, knowing no edition.
 */
export interface WordedMatchup extends MatchupNumbers {
  readonly said: {
    /** The attacker in the summary and under the heading, e.g. "Tactical Squad (10 models, shooting)". */
    readonly attacker: string;
    /** The target, e.g. "Ork Boyz (30 models, 31 wounds)" or "Rhino (AV 11/11/10, 3 Hull Points)". */
    readonly target: string;
    /** "Conditions: ..." */
    readonly conditions: string;
    /** What the target lost ("Wounds lost: mean ..."), after the models destroyed. */
    readonly damage: string;
    /** "Expected: ..." the attack sequence's expectations. */
    readonly expected: string;
    /** The damage chart's x axis, e.g. "Hull Points lost of 3". */
    readonly damageAxis: string;
  };
}

export type ReportMatchup = CalcJsonMatchup | WordedMatchup;

export function worded(m: ReportMatchup): m is WordedMatchup {
  return 'said' in m;
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
export type CliJsonIsReportMatchup = Expect<CliMatchup extends CalcJsonMatchup ? true : false>;
