import { Dist, zeros } from '../../dice/dist.js';
import {
  emptyTally,
  layoutTarget,
  totalWounds,
  woundsLost,
  type Tally,
  type TargetLayout,
} from './allocation.js';
import { actionsWork, resolveActions } from './actions.js';
import { attackOutcomes } from './attack.js';
import { foldsDevastatingWounds, resolveFolded } from './devastating-fold.js';
import { mortalKernel, mortalKernelsByWoundsLeft, resolvePending, surelyDestroying } from './devastating-pending.js';
import { hazard } from './hazardous.js';
import type { RollKind } from './effects/types.js';
import { sumRerollingLowest, type Resource } from './one-roll.js';
import { bearerBack, killsAtEndOfPhase, returningBearer } from './phoenix-gem.js';
import { plannedWork } from './engine-work.js';
import { MAX_STATES, MAX_WORK, TooLargeError } from './limits.js';
import { modelCount, planWeapon, type WeaponPlan } from './plan.js';
import { withAttacks } from './plan-working.js';
import { isPrecise, needsSplit, queueMarginals, splitStates, splitTarget, totalLost } from './precision.js';
import { resolveCoins } from './one-wound-chain.js';
import { resolveWeapon } from './weapon-step.js';
import { summedBlocks, unused, weaponResources } from './shared-uses.js';
import type { Expected, GroupResult, Result, WeaponResult } from './result.js';
import type { ModelGroup, Scenario } from './types.js';
import { summarise, tailSums, type DistSummary } from '../summary.js';

export { summarise, type DistSummary } from '../summary.js';
// The engine's callers take its result types and limits from here, as they did when they were written in this file.
export type { Hazard } from './hazardous.js';
export { MAX_WORK, TooLargeError } from './limits.js';
export type { Expected, Result } from './result.js';

/** For tests, second ways to the same numbers. */
export interface Check {
  /** Count the pending Devastating Wounds to the most there can be (surelyDestroying must be exact); never fold. */
  readonly uncappedPending?: boolean;
  /** Hold Devastating Wounds in a pending count even where the fold applies (devastating-fold.ts). */
  readonly unfolded?: boolean;
  /** Fail unless the fold applies (a test's scenario is in its domain). */
  readonly requireFold?: boolean;
  /** Told the work before any state vector is built: a caller's budget over many calculations (rules/tenth/matchup/turn-volley.ts), planned once. */
  readonly spend?: (work: number) => void;
}

const tooManyStates = (size: number) =>
  new TooLargeError(`this calculation needs ${size.toExponential(2)} states (limit ${MAX_STATES}); use fewer models or attacks`);

/** Past MAX_WORK: what to reduce, and why a Devastating Wounds weapon costs more than its attacks. */
function tooMuchWork(work: number, plans: readonly WeaponPlan[], dims: readonly number[]): TooLargeError {
  const held = plans.flatMap((p, i) => (dims[i] > 1 ? [`${p.name} x${dims[i]}`] : []));
  const why = held.length
    ? ` (the Critical Wounds a Devastating Wounds weapon holds until the end multiply the target's states: ${held.join(', ')})`
    : '';
  return new TooLargeError(
    `this calculation needs about ${work.toExponential(1)} steps (limit ${MAX_WORK.toExponential(1)}, under a second); use fewer models or attacks${why}`,
  );
}

/** A rule that changes one roll (one-roll.ts), given to one weapon of the scenario (its index). */
export interface AssignedRoll {
  readonly roll: RollKind;
  readonly action: Resource['action'];
  readonly value?: number;
  readonly weapon: number;
  /**
   * Rolls with the same `once` are one use between them: the first roll of theirs that it helps
   * spends it (choose.ts: a use chosen just after each roll, Fate's Messenger).
   */
  readonly once?: string;
  /** Offered on the weapon's last this many attacks only (Fate's Messenger on a failed Hit roll: choose.ts). */
  readonly lastAttacks?: number;
}

/** What calculate() sets up before any state vector exists: enough to know its size and work. */
interface Setup {
  readonly plans: WeaponPlan[];
  readonly resources: Resource[][];
  /** Resource blocks held from weapon to weapon (shared-uses.ts), or undefined. */
  readonly held?: number;
  readonly outcomes: ReturnType<typeof attackOutcomes>[];
  /** Two allocation queues (precision.ts needsSplit: [PRECISION] beside other weapons, or a turn carrying them). */
  readonly split: boolean;
  /** Per weapon: whether its attacks go to the Leaders first (precision.ts); all false with one queue. */
  readonly precise: boolean[];
  /** Per weapon: the size of its pending Devastating Wounds dimension (1: none, or folded). */
  readonly dims: number[];
  /** Devastating Wounds allocated at once, not held (devastating-fold.ts). */
  readonly fold: boolean;
  /** States: (target wounds + 1) x the pending dimensions. */
  readonly size: number;
  /** Steps, roughly: what MAX_WORK bounds. */
  readonly work: number;
}

function setUp(scenario: Scenario, oneRolls: readonly AssignedRoll[], check: Check = {}): Setup {
  // The target's wounds alone bound the states from below: refused before anything is planned or built.
  const width = totalWounds(scenario.target) + 1;
  if (width > MAX_STATES) throw tooManyStates(width);
  const split = needsSplit(scenario);
  const states = split ? splitStates(scenario.target) : width;
  if (states > MAX_STATES) throw tooManyStates(states);
  // The weapons with models to use them, in one counted loop (every calculation of a sweep sets up, issue 30).
  const used: number[] = [];
  const precise: boolean[] = [];
  const plans: WeaponPlan[] = [];
  const outcomes: ReturnType<typeof attackOutcomes>[] = [];
  for (let i = 0; i < scenario.weapons.length; i++) {
    const w = scenario.weapons[i];
    if (!(w.count > 0)) continue;
    used.push(i);
    precise.push(split && isPrecise(w));
    let plan = planWeapon(w, scenario);
    // A re-rolled Attacks roll changes only how many attacks there are.
    if (oneRolls.length && oneRolls.some((r) => r.weapon === i && r.roll === 'attacks')) plan = withAttacks(plan, sumRerollingLowest(plan.attacksEach, plan.count));
    plans.push(plan);
    outcomes.push(attackOutcomes(plan));
  }
  const { resources, held } = weaponResources(oneRolls, used);
  const fold = !check.unfolded && !check.uncappedPending && foldsDevastatingWounds(scenario, plans, resources, split);
  if (check.requireFold && !fold) throw new Error('internal error: the fold does not apply to this scenario');

  // One pending dimension per Devastating Wounds weapon: its Critical Wounds wait for the end (RULINGS 7).
  const dims = plans.map((p, i) => {
    if (!p.devastatingWounds || fold) return 1;
    const most = p.attacks.max * Math.max(...outcomes[i].map((o) => o.dev));
    return Math.min(most, check.uncappedPending ? Infinity : surelyDestroying(p, scenario.target)) + 1;
  });
  const size = dims.reduce((s, d) => s * d, states);
  if (size > MAX_STATES) throw tooManyStates(size);
  // Uses held across the weapons: every weapon works on all their blocks.
  const costed = held ? plans.map(() => resources.flat()) : resources;
  const work = actionsWork(scenario.actions ?? [], size) + plannedWork(plans, size, { outcomes, resources: costed, fold });
  return { plans, resources, held, outcomes, split, precise, dims, fold, size, work };
}

/**
 * The steps calculate() would take (what MAX_WORK bounds), without building any state vector: for
 * budgets over many calculations (one-roll placements, --vary). TooLargeError past MAX_STATES.
 */
export function estimateWork(scenario: Scenario, oneRolls: readonly AssignedRoll[] = []): number {
  return setUp(scenario, oneRolls).work;
}

/**
 * Exact distribution of the attacking unit's attacks on the target, weapons in order (RULINGS 12);
 * the target has lost `woundsLostBefore` wounds already (actions-fight-back.ts), or that many with each chance.
 */
export function calculate(scenario: Scenario, oneRolls: readonly AssignedRoll[] = [], woundsLostBefore: number | readonly number[] = 0, check: Check = {}): Result {
  const { plans, layout, split, results, actionRows, byState, lost } = attacksMade(scenario, oneRolls, woundsLostBefore, check, true);
  const { kills, bearer, bearerDestroyed } = killsOf(scenario, layout, split, byState);
  // A model is destroyed in every state (of its queue) from the one it dies in.
  const marginals = split ? queueMarginals(byState, split) : { bodyguard: [], leaders: [] };
  const reached = { one: split ? [] : tailSums(lost), bodyguard: tailSums(marginals.bodyguard), leaders: tailSums(marginals.leaders) };
  const byGroup = scenario.target.models.map((g, i) => {
    const stays = bearer?.group === i ? 1 - bearer.chance : 1;
    if (!split) return groupResult(g, layout.destroyedAt[i], reached.one, stays);
    const q = g.leader ? 'leaders' : 'bodyguard';
    return groupResult(g, split[q].destroyedAt[i], reached[q], stays);
  });
  const rows = actionRows.length ? [...actionRows, ...results] : results;
  const total = sumExpected(rows);
  const back = bearer && { name: scenario.target.models[bearer.group].name, chance: bearer.chance, kills: bearerBack(byState, bearer, bearerDestroyed) };
  if (back) total.kills -= back.kills;
  return {
    weapons: rows,
    byGroup,
    total,
    kills,
    damage: summarise(lost),
    targetModels: modelCount(scenario.target),
    // With two queues the layout's states are not wounds.
    targetWounds: totalWounds(scenario.target),
    hazard: hazard(plans, scenario.attacker),
    plans,
    ...(split ? { targetStates: byState } : {}),
    ...(back ? { bearerReturns: back } : {}),
  };
}

/** What calculateNumbers gives: calculate()'s kills, and the mean of its damage. */
export interface ResultNumbers {
  readonly kills: Result['kills'];
  readonly damage: { readonly mean: number };
}

/**
 * calculate()'s kills and mean damage alone, the same numbers to the last bit: what compare's cells read
 * (matchup/run.ts matchupNumbers). Without the per-weapon rows (two passes over the states per weapon), the
 * results per model group and the damage's percentiles: a sweep of 6,360 BSData cells 19-30 ms faster
 * (issue 30, paired runs).
 */
export function calculateNumbers(scenario: Scenario): ResultNumbers {
  const { layout, split, byState, lost } = attacksMade(scenario, [], 0, {}, false);
  return { kills: killsOf(scenario, layout, split, byState).kills, damage: { mean: Dist.of(lost).mean() } };
}

/** calculate()'s mean damage alone, the same number to the last bit: what valuing a weapon's profile reads (matchup/weapons.ts value). */
export function expectedDamage(scenario: Scenario): number {
  return Dist.of(attacksMade(scenario, [], 0, {}, false).lost).mean();
}

/** The states after every attack (calculate's), and each weapon's row where `rows` asks (else left at zero). */
function attacksMade(scenario: Scenario, oneRolls: readonly AssignedRoll[], woundsLostBefore: number | readonly number[], check: Check, rows: boolean) {
  const { plans, resources, held, split: twoQueues, precise, dims, fold, size, work } = setUp(scenario, oneRolls, check);
  check.spend?.(work);
  if (work > MAX_WORK) throw tooMuchWork(work, plans, dims);
  const split = twoQueues ? splitTarget(scenario.target) : null;
  const layout = split ? split.other : layoutTarget(scenario.target, scenario.allocation);
  const layoutOf = (i: number) => (split && precise[i] ? split.precise : layout);
  const width = layout.totalWounds + 1;
  const strides: number[] = [];
  for (let i = 0, stride = width; i < dims.length; stride *= dims[i], i++) strides[i] = stride;

  const start = zeros(size);
  // A number: that many wounds lost; a distribution (summing to 1): P(wounds lost) when the attacks begin (rules/tenth/matchup/turn.ts).
  if (typeof woundsLostBefore === 'number') start[woundsLostBefore] = 1;
  else woundsLostBefore.forEach((p, t) => (start[t] = p));
  let v: readonly number[] = start;
  // Mortal wounds inflicted just before the attacks (GRENADE, TANK SHOCK, RAPID AMBUSH: actions.ts).
  const actions = resolveActions(start, scenario.actions ?? [], scenario.target, layout);
  v = held ? unused(actions.v, held) : actions.v;
  const results: WeaponResult[] = !rows ? [] : plans.map((plan) => {
    return {
      name: plan.name,
      count: plan.count,
      attacks: plan.attacks.mean(),
      hits: 0,
      wounds: 0,
      unsaved: 0,
      mortalWounds: 0,
      damage: 0,
      mortalDamage: 0,
      wasted: 0,
      kills: 0,
    };
  });
  // `mortal`: the stage's damage is all mortal wounds (the Devastating Wounds stage).
  const progress = (i: number, before: readonly number[], after: readonly number[], tally: Tally, mortal = false) => {
    if (!rows) return;
    const r = results[i];
    const [now, then] = [lostAndKills(after, layout), lostAndKills(before, layout)];
    const damage = now.lost - then.lost;
    r.damage += damage;
    if (mortal) r.mortalDamage += damage;
    r.kills += now.kills - then.kills;
    r.unsaved += tally.unsaved;
    r.wasted += tally.wasted;
    r.mortalWounds += tally.mortal;
  };

  const beforeWeapon: (readonly number[])[] = [];
  // Counted loops, not forEach with a closure: every calculation of a sweep runs them (issue 30).
  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i];
    beforeWeapon.push(v);
    // A literal, not a spread of emptyTally(): the weapon step adds to it per attack and per state, and
    // a spread-built object was measured 3-4 us slower per calculation (issue 13: M3 12.4 -> 8.5 us).
    const tally = { unsaved: 0, wasted: 0, mortal: 0, hits: 0, wounds: 0, counting: rows };
    const after = fold
      ? resolveCoins(v, plan, tally)
      : resolveWeapon(v, plan, resources[i], { target: layoutOf(i), size, stride: strides[i], dim: dims[i], held }, tally);
    if (rows) {
      results[i].hits = tally.hits;
      results[i].wounds = tally.wounds;
      progress(i, v, after, tally);
    }
    v = after;
  }
  if (held) v = summedBlocks(v, size);

  // 003 'Mortal Wounds' (updated) and RULINGS 7: Devastating Wounds after all other attacks, in order.
  if (fold) v = resolveFolded(plans, layout, { before: beforeWeapon, after: v }, (i, before, after, tally) => progress(i, before, after, tally, true));
  else {
    for (let i = 0; i < plans.length; i++) {
      const plan = plans[i];
      if (!plan.devastatingWounds) continue;
      const kernels = plan.defence.map((d) => mortalKernel(plan.damage, d.mortalWoundLostChance));
      const tally = emptyTally();
      const after = resolvePending(v, strides[i], dims[i], layoutOf(i), kernels, tally, mortalKernelsByWoundsLeft(plan));
      progress(i, v, after, tally, true);
      v = after;
    }
  }

  const byState = woundsLost(v, layout);
  checkSumsToOne(byState);
  const lost = split ? totalLost(byState, split) : byState;
  return { plans, layout, split, results, actionRows: actions.rows, byState, lost };
}

/** The kills' distribution at the end of the phase: 002 'The Phoenix Gem' brings a destroyed bearer back (phoenix-gem.ts). */
function killsOf(scenario: Scenario, layout: TargetLayout, split: ReturnType<typeof splitTarget> | null, byState: readonly number[]) {
  const bearer = returningBearer(scenario.target);
  const bearerDestroyed = (t: number) =>
    split ? t % (split.leaders.totalWounds + 1) >= split.leaders.destroyedAt[bearer!.group][0] : t >= layout.destroyedAt[bearer!.group][0];
  const k = summarise(killsAtEndOfPhase(byState, layout, bearer, bearerDestroyed));
  // Written out, not spread: a spread copies through a generic path (about 0.7 us here, issue 13).
  const kills = { mean: k.mean, distribution: k.distribution, atLeast: k.atLeast, median: k.median, p10: k.p10, p90: k.p90, wipe: k.atLeast[layout.models] ?? 0 };
  return { kills, bearer, bearerDestroyed };
}

/**
 * One model group's result from the states its models are destroyed in (ascending) and P(at least
 * that state): E[destroyed] sums P(T >= that state).
 */
/** `stays`: the chance a destroyed model is still destroyed at the end of the phase (The Phoenix Gem). */
function groupResult(g: ModelGroup, destroyedAt: Int32Array, reached: readonly number[], stays: number): GroupResult {
  return {
    name: g.wounded ? `${g.name} (wounded: ${g.wounded} lost before)` : g.name,
    leader: Boolean(g.leader),
    models: g.count,
    destroyed: stays * destroyedAt.reduce((s, t) => s + reached[t], 0),
    allDestroyed: stays * (destroyedAt.length ? reached[destroyedAt[destroyedAt.length - 1]] : 1),
  };
}

/**
 * E[wounds lost] and E[models destroyed] over the whole state vector in one pass, each summed in the
 * order allocation.ts expectation() sums it (the same numbers to the last bit, half the passes).
 */
function lostAndKills(v: readonly number[], layout: TargetLayout): { lost: number; kills: number } {
  const width = layout.totalWounds + 1;
  let lost = 0;
  let kills = 0;
  for (let base = 0; base < v.length; base += width) {
    for (let t = 0; t < width; t++) {
      const p = v[base + t];
      if (p === 0) continue;
      lost += p * (layout.lost ? layout.lost[t] : t);
      kills += p * layout.kills[t];
    }
  }
  return { lost, kills };
}

/** A distribution that must sum to 1 (GUIDE 'Numbers': checked in one place, for the engine and the turn). */
export function checkSumsToOne(p: readonly number[], what = 'distribution'): void {
  // Summed as reduce would (from 0, in order), in a counted loop: every calculation checks (issue 30).
  let total = 0;
  for (let i = 0; i < p.length; i++) total += p[i];
  if (Math.abs(total - 1) > 1e-9) throw new Error(`internal error: ${what} sums to ${total}, not 1`);
}

function sumExpected(rows: readonly Expected[]): Expected {
  const total: Expected = { attacks: 0, hits: 0, wounds: 0, unsaved: 0, mortalWounds: 0, damage: 0, mortalDamage: 0, wasted: 0, kills: 0 };
  for (const r of rows) {
    total.attacks += r.attacks;
    total.hits += r.hits;
    total.wounds += r.wounds;
    total.unsaved += r.unsaved;
    total.mortalWounds += r.mortalWounds;
    total.damage += r.damage;
    total.mortalDamage += r.mortalDamage;
    total.wasted += r.wasted;
    total.kills += r.kills;
  }
  return total;
}
