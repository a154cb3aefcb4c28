/**
 * What a ruleset gives `wh40k need` (issue 15 section 2, issue 27): one matchup whose candidates, a side's
 * sizes with their points or a set of effects with their CP, it costs and computes. The search over them
 * (need-search.ts), the goals (need-goal.ts), the JSON and the views are every ruleset's.
 */

/** The side whose size or effects are searched: the defender's for --survive, else the attacker's. */
export type NeedSide = 'attacker' | 'target';

/** What a goal reads from one matchup: its kills and damage, summarised as the results show them (rules/summary.ts). */
export interface NeedOutcome {
  readonly kills: { readonly distribution: readonly number[]; readonly atLeast: readonly number[]; readonly wipe: number };
  readonly damage: { readonly atLeast: readonly number[] };
  readonly targetModels: number;
}

/** One candidate, costed before it is computed: its work (the ruleset's steps), then its outcome. */
export interface NeedTrial {
  readonly work: number;
  run(): { readonly outcome: NeedOutcome; readonly notes: readonly string[] };
}

/** One size of a side to try, with its points (null where its unit file or datasheet gives none). */
export interface NeedSize {
  readonly models: number;
  readonly points: number | null;
  readonly pointsExtrapolated: boolean;
}

/** One effect `--with-options` may add, with its command points (an ability costs none). */
export interface NeedEffect {
  readonly id: string;
  readonly cp: number;
}

/** The options a search sets on a candidate: a side's size (both rulesets' --models, --target-models), a side's effects. */
export interface NeedOptions {
  readonly models?: number;
  readonly targetModels?: number;
  readonly with?: readonly string[];
  readonly targetWith?: readonly string[];
}

/** A ruleset's matchup for `need`: the two units found, the options given, and what its candidates are. */
export interface NeedMatchup<Options extends NeedOptions = NeedOptions> {
  readonly attacker: string;
  readonly target: string;
  readonly options: Options;
  /** The options the JSON lists (those set). */
  readonly shownOptions: object;
  /** The budget of all candidates' work together, and its error past it; none where each candidate is refused on its own. */
  readonly budget?: { readonly steps: number; refuse(message: string): Error };
  /** The sizes of `side` to try, smallest first, and notes on those left out; `anySize` as --any-size gives it. */
  sizes(side: NeedSide, anySize: number | true | undefined): { readonly sizes: readonly NeedSize[]; readonly notes: readonly string[] };
  /** The effects of --with-options, checked: known, not too many to combine, `side`'s player's, not in play already. */
  effects(side: NeedSide, names: readonly string[]): readonly NeedEffect[];
  /** The matchup with a candidate's options. */
  trial(options: Options): NeedTrial;
}
