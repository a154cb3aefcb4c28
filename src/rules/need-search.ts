/**
 * `wh40k need` (issue 15 section 2): the smallest unit, or the cheapest set of effects, that reaches a
 * goal. Written once for every ruleset (issue 27): the ruleset's matchup (rules/need.ts) gives the sizes
 * to try with their points, the effects with their CP, and each candidate's work and outcome; the search
 * knows nothing of how a candidate is computed and compares the chances it gets back.
 */
import type { NeedMatchup, NeedOptions, NeedSide } from './need.js';
import { UsageError } from './errors.js';
import { goalProbability, reaches, type Goal } from './need-goal.js';

/** One set of options costed before any is computed: its work, then its chance of the goal. */
export interface Trial {
  readonly work: number;
  run(): { readonly probability: number; readonly notes: readonly string[] };
}

/** How a candidate's chance is worked out: one matchup of the two units (the ruleset's), or a turn. */
export type GoalEvaluator<Options extends NeedOptions = NeedOptions> = (options: Options) => Trial;

/** The goal's chance from the ruleset's matchup with the candidate's options. */
function matchupEvaluator<Options extends NeedOptions>(matchup: NeedMatchup<Options>, goal: Goal): GoalEvaluator<Options> {
  return (options) => {
    const trial = matchup.trial(options);
    return {
      work: trial.work,
      run: () => {
        const { outcome, notes } = trial.run();
        return { probability: goalProbability(goal, outcome), notes };
      },
    };
  };
}

/** One candidate tried: a unit size (with its points), or a set of effects (with their CP). */
export interface NeedCandidate {
  readonly models?: number;
  readonly points?: number | null;
  readonly pointsExtrapolated?: boolean;
  readonly effects?: readonly string[];
  readonly cp?: number;
  readonly probability: number;
  readonly reached: boolean;
  /** With `need --phase best`: the phase whose chance was higher for this candidate (ties: ranged). */
  readonly phase?: 'ranged' | 'melee';
}

/** What was searched: the attacker's or the target's size, or the effects of either side's player. */
export type NeedSearch = 'attacker-size' | 'target-size' | 'attacker-effects' | 'target-effects';

export interface NeedResult {
  readonly goal: Goal;
  readonly search: NeedSearch;
  /** Every candidate, in the order tried (sizes ascending; sets of effects by CP, then size). */
  readonly candidates: readonly NeedCandidate[];
  /** The smallest size, or the cheapest set, that reaches the goal; null if none does. */
  readonly answer: NeedCandidate | null;
  /** The candidate with the highest chance (the first of equals); null when none has any chance. */
  readonly best: NeedCandidate | null;
  readonly notes: readonly string[];
}

/** What to search for, over a ruleset's matchup. */
export interface NeedSearchPlan<Options extends NeedOptions = NeedOptions> {
  readonly goal: Goal;
  readonly matchup: NeedMatchup<Options>;
  /** Effects to combine (--with-options): the cheapest subset at the current sizes. */
  readonly withOptions?: readonly string[];
  /**
   * Try every size from the datasheet's minimum to this bound instead of its priced sizes (--any-size N);
   * `true`: to the larger of the datasheet's largest priced size and the unit's size now.
   */
  readonly anySize?: number | true;
}

/** The side whose size or effects are searched: the defender's for --survive, else the attacker's. */
function sideOf(goal: Goal): NeedSide {
  return goal.kind === 'survive' ? 'target' : 'attacker';
}

export function searchNeed<Options extends NeedOptions>(plan: NeedSearchPlan<Options>, evaluate: GoalEvaluator<Options> = matchupEvaluator(plan.matchup, plan.goal)): NeedResult {
  return plan.withOptions?.length ? effectsSearch(plan, plan.withOptions, evaluate) : sizeSearch(plan, evaluate);
}

/**
 * The smallest size that reaches the goal. More models need not mean a higher chance (a size can
 * change which weapons a unit has, or a Below Half-strength rule), so every size is computed and the
 * smallest that reaches the goal is the answer, not the first found by assuming the chance rises.
 */
function sizeSearch<Options extends NeedOptions>(plan: NeedSearchPlan<Options>, evaluate: GoalEvaluator<Options>): NeedResult {
  const side = sideOf(plan.goal);
  const { options } = plan.matchup;
  const key = side === 'attacker' ? 'models' : 'targetModels';
  const flag = side === 'attacker' ? '--models' : '--target-models';
  if (options[key] !== undefined) throw new UsageError(`${flag}: need searches the ${side === 'attacker' ? "attacker's" : "target's"} size; leave out ${flag}`);
  const { sizes, notes } = plan.matchup.sizes(side, plan.anySize);
  const rows = tryAll(
    sizes.map((size) => ({ options: { ...options, [key]: size.models } as Options, row: size })),
    evaluate,
    plan,
    [...notes],
  );
  return resultOf(plan.goal, `${side}-size`, rows.candidates, rows.candidates.find((r) => r.reached) ?? null, rows.notes);
}

/**
 * The cheapest subset of the listed effects that reaches the goal: fewest CP (a Stratagem's cost from
 * the effects registry, an ability none), then fewest effects, then the highest chance.
 */
function effectsSearch<Options extends NeedOptions>(plan: NeedSearchPlan<Options>, names: readonly string[], evaluate: GoalEvaluator<Options>): NeedResult {
  if (plan.anySize !== undefined) throw new UsageError('--with-options searches the effects at the current size: leave out --any-size');
  const side = sideOf(plan.goal);
  const { options } = plan.matchup;
  const key = side === 'attacker' ? 'with' : 'targetWith';
  const effects = plan.matchup.effects(side, names);
  const subsets = Array.from({ length: 2 ** effects.length }, (_, bits) => effects.filter((_, i) => bits & (1 << i)));
  const cpOf = (set: typeof effects) => set.reduce((s, e) => s + e.cp, 0);
  subsets.sort((a, b) => cpOf(a) - cpOf(b) || a.length - b.length);
  const rows = tryAll(
    subsets.map((set) => ({ options: { ...options, [key]: [...(options[key] ?? []), ...set.map((e) => e.id)] } as Options, row: { effects: set.map((e) => e.id), cp: cpOf(set) } })),
    evaluate,
    plan,
    [],
  );
  // Sorted by CP then size, so the first reaching is cheapest; among its equals, the highest chance.
  const first = rows.candidates.find((r) => r.reached);
  const equals = first ? rows.candidates.filter((r) => r.reached && r.cp === first.cp && r.effects.length === first.effects.length) : [];
  const answer = equals.length ? highest(equals) : null;
  return resultOf(plan.goal, `${side}-effects`, rows.candidates, answer, rows.notes);
}

/** Every candidate's chance, after costing them all: past the ruleset's budget in all, refused at once. */
function tryAll<R extends object, Options extends NeedOptions>(
  candidates: readonly { options: Options; row: R }[],
  evaluate: GoalEvaluator<Options>,
  plan: NeedSearchPlan<Options>,
  notes: string[],
): { candidates: (R & NeedCandidate)[]; notes: string[] } {
  const trials = candidates.map((c) => evaluate(c.options));
  const work = trials.reduce((s, t) => s + t.work, 0);
  const budget = plan.matchup.budget;
  if (budget && work > budget.steps) {
    throw budget.refuse(`need: the ${candidates.length} candidates need more than ${budget.steps.toExponential(1)} steps in all (the limit); try fewer sizes or effects`);
  }
  const rows = trials.map((t, i) => {
    const { probability, notes: own } = t.run();
    for (const n of own) if (!notes.includes(n)) notes.push(n);
    return { ...candidates[i].row, probability, reached: reaches(plan.goal, probability) };
  });
  return { candidates: rows, notes };
}

function resultOf(goal: Goal, search: NeedSearch, candidates: readonly NeedCandidate[], answer: NeedCandidate | null, notes: string[]): NeedResult {
  return { goal, search, candidates, answer, best: highest(candidates), notes };
}

/** The candidate with the highest chance, the first of equals; none when every chance is 0 (a 0% "best" names nothing). */
function highest<C extends NeedCandidate>(candidates: readonly C[]): C | null {
  const best = candidates.reduce((a, b) => (b.probability > a.probability ? b : a));
  return best.probability > 0 ? best : null;
}
