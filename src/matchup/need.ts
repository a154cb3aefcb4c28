/**
 * `wh40k need` (issue 15 section 2): the smallest unit, or the cheapest set of effects, that reaches a
 * goal. The search knows nothing of how a candidate is computed: it asks an evaluator for each set of
 * options (one calc here; a whole turn could plug in its own) and compares the chances it gets back.
 */
import { MAX_WORK, TooLargeError } from '../rules/tenth/engine.js';
import { modelCount } from '../rules/tenth/plan.js';
import { parseEffectList } from '../rules/tenth/effects/index.js';
import type { Effect } from '../rules/tenth/effects/types.js';
import { pointsFor, pricedSizes } from '../rules/tenth/points.js';
import { resize, SelectionError } from '../rules/tenth/selection.js';
import type { Unit } from '../rules/tenth/types.js';
import { UsageError } from './errors.js';
import { goalProbability, reaches, type Goal } from './need-goal.js';
import type { CalcOptions } from './options.js';
import { pointsExtrapolated } from './points-shown.js';
import { matchupWork, runMatchup } from './run.js';

/** One set of options costed before any is computed: its work, then its chance of the goal. */
export interface Trial {
  readonly work: number;
  run(): { readonly probability: number; readonly notes: readonly string[] };
}

/** How a candidate's chance is worked out: one calc of the two units (calcEvaluator), or a turn. */
export type GoalEvaluator = (options: CalcOptions) => Trial;

/** The goal's chance from one `calc` of attacker against target with the candidate's options. */
function calcEvaluator(attacker: Unit, target: Unit, goal: Goal): GoalEvaluator {
  return (options) => {
    const m = { attacker, target, options };
    return {
      work: matchupWork(m),
      run: () => {
        const report = runMatchup(m);
        return { probability: goalProbability(goal, report.result), notes: report.notes };
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

/** Where the candidates come from: the side searched, and either its sizes or the effects to combine. */
export interface NeedPlan {
  readonly goal: Goal;
  readonly attacker: Unit;
  readonly target: Unit;
  readonly options: CalcOptions;
  /** Effects to combine (--with-options): the cheapest subset at the current sizes. */
  readonly withOptions?: readonly string[];
  /**
   * Try every size from the datasheet's minimum to this bound instead of its priced sizes (--any-size N);
   * `true`: to the larger of the datasheet's largest priced size and the unit's size now.
   */
  readonly anySize?: number | true;
}

/** At most 2^8 subsets of effects at once (--with-options): 256 calculations. */
const MAX_OPTIONS = 8;

/** The side whose size or effects are searched: the defender's for --survive, else the attacker's. */
function sideOf(goal: Goal): 'attacker' | 'target' {
  return goal.kind === 'survive' ? 'target' : 'attacker';
}

export function need(plan: NeedPlan, evaluate: GoalEvaluator = calcEvaluator(plan.attacker, plan.target, plan.goal)): NeedResult {
  return plan.withOptions ? effectsSearch(plan, evaluate) : sizeSearch(plan, evaluate);
}

/**
 * The smallest size that reaches the goal. More models need not mean a higher chance (a size can
 * change which weapons a unit has, or a Below Half-strength rule), so every size is computed and the
 * smallest that reaches the goal is the answer, not the first found by assuming the chance rises.
 */
function sizeSearch(plan: NeedPlan, evaluate: GoalEvaluator): NeedResult {
  const side = sideOf(plan.goal);
  const unit = plan[side];
  const key = side === 'attacker' ? 'models' : 'targetModels';
  const flag = side === 'attacker' ? '--models' : '--target-models';
  if (plan.options[key] !== undefined) throw new UsageError(`${flag}: need searches the ${side === 'attacker' ? "attacker's" : "target's"} size; leave out ${flag}`);
  const notes: string[] = [];
  const sizes = sizesToTry(unit, plan.anySize, side === 'target', notes);
  const rows = tryAll(
    sizes.map((n) => ({ options: { ...plan.options, [key]: n }, row: { models: n, points: pointsFor(unit, n), pointsExtrapolated: pointsExtrapolated(unit, n) } })),
    evaluate,
    plan.goal,
    notes,
  );
  return resultOf(plan.goal, `${side}-size`, rows, rows.find((r) => r.reached) ?? null, notes);
}

/** The datasheet's priced sizes, or every size the unit can have from its datasheet's minimum to `anySize`. */
function sizesToTry(unit: Unit, any: number | true | undefined, casualties: boolean, notes: string[]): number[] {
  const priced = pricedSizes(unit.points);
  if (any === undefined) {
    if (!priced.length) throw new UsageError(`${unit.name} has no points by size in its datasheet: give --any-size N to try every size from its minimum to N`);
    return [...priced];
  }
  const anySize = any === true ? Math.max(priced.at(-1) ?? 0, modelCount(unit)) : any;
  // Issue 26: the smallest size the unit can legally have is its groups' minimums (5 Intercessors), not 1.
  const smallest = Math.max(1, unit.models.reduce((s, g) => s + g.min, 0));
  const sizes: number[] = [];
  const refused: string[] = [];
  for (let n = smallest; n <= anySize; n++) {
    try {
      resize(unit, n, [], casualties);
      sizes.push(n);
    } catch (e) {
      if (!(e instanceof SelectionError)) throw e;
      refused.push(e.message);
    }
  }
  if (refused.length) notes.push(`${refused.length} size${refused.length === 1 ? '' : 's'} not tried: ${refused.at(-1)}`);
  if (!sizes.length) throw new UsageError(`--any-size ${anySize}: ${unit.name} cannot have any size from ${smallest} (its datasheet's minimum) to ${anySize}`);
  return sizes;
}

/**
 * The cheapest subset of the listed effects that reaches the goal: fewest CP (a Stratagem's cost from
 * the effects registry, an ability none), then fewest effects, then the highest chance.
 */
function effectsSearch(plan: NeedPlan, evaluate: GoalEvaluator): NeedResult {
  if (plan.anySize !== undefined) throw new UsageError('--with-options searches the effects at the current size: leave out --any-size');
  const side = sideOf(plan.goal);
  const key = side === 'attacker' ? 'with' : 'targetWith';
  const effects = optionEffects(plan, side, key);
  const subsets = Array.from({ length: 2 ** effects.length }, (_, bits) => effects.filter((_, i) => bits & (1 << i)));
  const cpOf = (set: typeof effects) => set.reduce((s, e) => s + (e.cp ?? 0), 0);
  subsets.sort((a, b) => cpOf(a) - cpOf(b) || a.length - b.length);
  const notes: string[] = [];
  const rows = tryAll(
    subsets.map((set) => ({ options: { ...plan.options, [key]: [...(plan.options[key] ?? []), ...set.map((e) => e.id)] }, row: { effects: set.map((e) => e.id), cp: cpOf(set) } })),
    evaluate,
    plan.goal,
    notes,
  );
  // Sorted by CP then size, so the first reaching is cheapest; among its equals, the highest chance.
  const first = rows.find((r) => r.reached);
  const equals = first ? rows.filter((r) => r.reached && r.cp === first.cp && r.effects.length === first.effects.length) : [];
  const answer = equals.length ? highest(equals) : null;
  return resultOf(plan.goal, `${side}-effects`, rows, answer, notes);
}

/** The effects of --with-options, checked: known, at most MAX_OPTIONS, the searched side's, not in play already. */
function optionEffects(plan: NeedPlan, side: 'attacker' | 'target', key: 'with' | 'targetWith'): Effect[] {
  const effects = parseEffectList(plan.withOptions!);
  if (!effects.length) throw new UsageError('--with-options: expected effect names, comma-separated (see `wh40k effects`)');
  if (effects.length > MAX_OPTIONS) {
    throw new UsageError(`--with-options: at most ${MAX_OPTIONS} effects (${2 ** MAX_OPTIONS} sets) at once, got ${effects.length}`);
  }
  const wrongSide = effects.find((e) => !e[side]);
  if (wrongSide) {
    const why = side === 'attacker' ? '' : " (with --survive the options are the defender's)";
    throw new UsageError(`--with-options: ${wrongSide.id} is not a rule for the ${side === 'attacker' ? 'attacking' : 'target'} unit's player${why}`);
  }
  const given = parseEffectList(plan.options[key] ?? []);
  const twice = effects.find((e) => given.includes(e));
  if (twice) throw new UsageError(`--with-options: ${twice.id} is already in play (--${side === 'attacker' ? 'with' : 'target-with'}); list it in one or the other`);
  return effects;
}

/** Every candidate's chance, after costing them all: past the engine's budget in all, refused at once. */
function tryAll<R extends object>(candidates: readonly { options: CalcOptions; row: R }[], evaluate: GoalEvaluator, goal: Goal, notes: string[]): (R & NeedCandidate)[] {
  const trials = candidates.map((c) => evaluate(c.options));
  const work = trials.reduce((s, t) => s + t.work, 0);
  if (work > MAX_WORK) {
    throw new TooLargeError(`need: the ${candidates.length} candidates need more than ${MAX_WORK.toExponential(1)} steps in all (the limit); try fewer sizes or effects`);
  }
  return trials.map((t, i) => {
    const { probability, notes: own } = t.run();
    for (const n of own) if (!notes.includes(n)) notes.push(n);
    return { ...candidates[i].row, probability, reached: reaches(goal, probability) };
  });
}

function resultOf(goal: Goal, search: NeedSearch, candidates: readonly NeedCandidate[], answer: NeedCandidate | null, notes: string[]): NeedResult {
  return { goal, search, candidates, answer, best: highest(candidates), notes };
}

/** The candidate with the highest chance, the first of equals; none when every chance is 0 (a 0% "best" names nothing). */
function highest<C extends NeedCandidate>(candidates: readonly C[]): C | null {
  const best = candidates.reduce((a, b) => (b.probability > a.probability ? b : a));
  return best.probability > 0 ? best : null;
}
