import { attackOutcomes } from './attack.js';
import type { Resource } from './one-roll.js';
import { blocksOf } from './shared-uses.js';
import type { WeaponPlan } from './plan.js';

// The steps a calculation takes, counted before any state vector is built (what engine.ts MAX_WORK bounds).

/** Per weapon: its attack outcomes (attack.ts). */
type Outcomes = readonly ReturnType<typeof attackOutcomes>[];

/**
 * Steps per state that do not grow with the attacks: each weapon's set-up over the target's states and
 * the summaries at the end. Measured (issue 13): one attack on one model of W 3,999,999, or on 4,000
 * groups of 5 W199 models, took 2.0-2.9 s, 500-700 ns a state; the attacks' steps alone said 0.08 s.
 */
export const PER_STATE = 50;

/**
 * The steps of weapons already planned, on `size` states (any pending Devastating Wounds dimensions
 * included): engine.ts estimateWork's count but for the actions (its setUp adds them), for a caller
 * that has planned the weapons itself (rules/tenth/matchup/turn-batch.ts). By default no one-roll rules, nothing folded.
 */
export function plannedWork(
  plans: readonly WeaponPlan[],
  size: number,
  { outcomes, resources, fold = false }: { outcomes?: Outcomes; resources?: readonly Resource[][]; fold?: boolean } = {},
): number {
  const fixed = PER_STATE * size * (plans.length + 1);
  return fold ? fixed + foldedWork(plans, outcomes ?? plans.map((p) => attackOutcomes(p)), size) : stepsWork(plans, outcomes, resources, size, fixed);
}

/**
 * The weapon steps' work (weapon-step.ts): per attack and state, each wound's loss kernel and each
 * outcome's move. Counted loops, no arrays: a turn asks for every batch of calculations (issue 15).
 */
function stepsWork(plans: readonly WeaponPlan[], outcomes: Outcomes | undefined, resources: readonly Resource[][] | undefined, size: number, fixed: number): number {
  let sum = fixed;
  for (let i = 0; i < plans.length; i++) {
    const p = plans[i];
    const each = outcomes ? outcomes[i] : attackOutcomes(p);
    let most = -Infinity;
    for (let j = 0; j < each.length; j++) most = Math.max(most, each[j].normal + each[j].critical);
    const perAttack = most * maxLoss(p) + each.length;
    // Per use (rolls sharing one share its bit, shared-uses.ts): twice the blocks, each about twice the work.
    sum += p.attacks.max * size * perAttack * (resources ? blocksOf(resources[i]) ** 2 : 1);
  }
  return sum;
}

/**
 * The fold's work (devastating-fold.ts): the weapons once with nothing held, then again from each
 * Devastating Wounds weapon on with its wounds in place; per attack and state, one step per number of
 * models the attack may destroy (one-wound-chain.ts).
 */
function foldedWork(plans: readonly WeaponPlan[], outcomes: Outcomes, size: number): number {
  /** From weapon `from` on; `now`: that weapon's Devastating Wounds allocated too. */
  const chain = (from: number, now: boolean) =>
    plans.slice(from).reduce((sum, p, j) => {
      const most = Math.max(...outcomes[from + j].map((o) => o.normal + o.critical + (now && j === 0 ? o.dev : 0)));
      return sum + p.attacks.max * size * (most + 1);
    }, 0);
  return plans.reduce((sum, p, i) => sum + (p.devastatingWounds ? chain(i, true) : 0), chain(0, false));
}

/** The most wounds one allocated wound can cost: a bound on the loss kernel's length. */
function maxLoss(plan: WeaponPlan): number {
  return plan.damage.max + 1;
}
