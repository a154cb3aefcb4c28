import { expectation, type LossKernel, type Tally, type TargetLayout } from './allocation.js';
import { BoundedCache } from '../bounded-cache.js';
import { mortalKernel, mortalKernelsByWoundsLeft } from './devastating-pending.js';
import type { Resource } from './one-roll.js';
import type { WeaponPlan } from './plan.js';
import type { GroupDefence } from './defence.js';
import type { Scenario } from './types.js';
import { coinOf, resolveCoins } from './one-wound-chain.js';
import { plainEntriesOf } from './wound-entries.js';

/**
 * The fold: Devastating Wounds allocated within the attack that inflicts them, instead of held in a
 * pending count until the end (engine.ts), where the order of allocation cannot change the result.
 *
 * The rules hold them back: 000/002 'Devastating Wounds' are "only allocated to models after all other
 * attacks ... have been allocated and resolved"; 003 'Mortal Wounds' (updated) and RULINGS 7: an
 * attack's mortal wounds go to one model, one at a time, and the rest are lost once it is destroyed;
 * Feel No Pain is rolled per mortal wound and the model is destroyed if any one is lost.
 *
 * The domain (foldsDevastatingWounds): the target is ONE group of identical models, every model W1,
 * none wounded before (--target-wounded), one queue (no [PRECISION] split, precision.ts), no one-roll
 * resources. Several groups are one group here when every weapon finds the same defences in each
 * (saving throw, Feel No Pain, against mortal wounds too: the same shared entries, wound-entries.ts),
 * as a sergeant with his squad's profile: then which model takes a wound changes nothing. Then every
 * allocated wound, normal or mortal, destroys the model it is allocated to or
 * nothing, with a chance fixed by its kind alone (a saving throw and Damage; a Devastating Wound's
 * Damage and Feel No Pain), and none is ever left wounded: the target's state is the models
 * destroyed, t, and each wound allocated while t < N adds an independent coin to t. So the models
 * destroyed at the end are min(N, t0 + the coins won), whatever the order of the wounds. Hence:
 * - T, the attacks with every Devastating Wound left out, is the state after all other attacks;
 * - S_k, the attacks with the Devastating Wounds of the first k such weapons allocated at once, is the
 *   state after those k weapons' pending wounds, as the engine resolves them in weapon order;
 * - what the pending path tallies for weapon k's Devastating Wounds follows: its kills and damage (W1:
 *   the same) are E[S_k] - E[S_k-1]; each mortal wound allocated to a live model destroys it with the
 *   kernel's kill chance q, independent of whether it is reached, so by Wald's identity the expected
 *   allocations are those kills / q, and its mortal wounds and wounds wasted are so many times the
 *   kernel's per-allocation expectations (allocation.ts allocate counts them per allocation).
 * The weapons' other tallies (hits, wounds, unsaved, and wasted, damage and kills before their
 * Devastating Wounds) are those of T, as in the pending path.
 * Cost: a chain of N + 1 states per Devastating Wounds weapon and T, each attack by coins
 * (one-wound-chain.ts), instead of N + 1 times the pending counts (issue 13: M3, 6 attacks with
 * Sustained Hits 1 and Devastating Wounds against 10 W1 models, held 121 states per block).
 */

/**
 * Kills / q turns the kills into allocations: q at least this, so rounding in the kills (a difference
 * of two expectations) is magnified at most ten times. Feel No Pain 2+ against one mortal wound, the
 * least kill chance a rule gives, is 1/6; below this the pending path runs.
 */
const LEAST_KILL_CHANCE = 0.1;

export function foldsDevastatingWounds(scenario: Scenario, plans: readonly WeaponPlan[], resources: readonly Resource[][], split: boolean): boolean {
  // Without a Devastating Wounds weapon there is nothing to fold: asked first, as it is the cheapest (every calculation asks, issue 30).
  const held = plans.filter((p) => p.devastatingWounds);
  if (!held.length) return false;
  const groups = scenario.target.models;
  if (split || !groups.every((g) => g.stats.W === 1 && !g.wounded)) return false;
  if (resources.some((r) => r.length > 0) || !plans.every(alikeGroups)) return false;
  return held.every((p) => coinOf(mortalKernelOf(p).loss, 0).kill >= LEAST_KILL_CHANCE);
}

/** Whether every group of the target meets this weapon with the same defences (the first group's). */
function alikeGroups(plan: WeaponPlan): boolean {
  const same = (defences: readonly GroupDefence[]) => {
    if (defences.length === 1) return true;
    const first = plainEntriesOf(plan, defences[0], 1);
    return defences.every((d) => plainEntriesOf(plan, d, 1) === first && d.mortalWoundLostChance === defences[0].mortalWoundLostChance);
  };
  return same(plan.defence) && (!plan.criticalDefence || same(plan.criticalDefence));
}

/**
 * The S chains after T (the engine's weapon steps with nothing pending): `before[i]` is T's state
 * before weapon i, `after` its end. Reports each Devastating Wounds weapon's tally to `progress` as
 * the pending path would, and returns the state after all of them.
 */
export function resolveFolded(
  plans: readonly WeaponPlan[],
  layout: TargetLayout,
  chainT: { readonly before: readonly (readonly number[])[]; readonly after: readonly number[] },
  progress: (i: number, before: readonly number[], after: readonly number[], tally: Tally) => void,
): readonly number[] {
  const kills = (v: readonly number[]) => expectation(v, layout, (t) => layout.kills[t]);
  let before = chainT.before;
  let last = chainT.after;
  plans.forEach((plan, i) => {
    if (!plan.devastatingWounds) return;
    const kernel = mortalKernelOf(plan);
    // S_k: S_k-1 up to this weapon (the earlier ones' Devastating Wounds in place), then this one's too.
    const next: (readonly number[])[] = [];
    let v = before[i];
    for (let j = i; j < plans.length; j++) {
      next[j] = v;
      const ignored = { unsaved: 0, wasted: 0, mortal: 0, hits: 0, wounds: 0, counting: false };
      v = resolveCoins(v, plans[j], ignored, j === i ? kernel : undefined);
    }
    const coin = coinOf(kernel.loss, 0);
    const allocations = (kills(v) - kills(last)) / coin.kill;
    progress(i, last, v, { unsaved: 0, wasted: allocations * coin.wasted, mortal: allocations * kernel.mortal });
    before = next;
    last = v;
  });
  return last;
}

/**
 * The kernel the pending path allocates to a W1 model (of the first group: all alike), shared
 * in the process by what it depends on: the Damage roll (its key) and Feel No Pain against mortal wounds.
 */
function mortalKernelOf(plan: WeaponPlan): LossKernel {
  // Asked for by the domain check and by the chains: the plan remembers it.
  const known = byPlan.get(plan);
  if (known) return known;
  const lostChance = plan.defence[0].mortalWoundLostChance;
  const key = `${plan.damageRoll.key}/${+plan.damageRoll.rerollAny}/${lostChance}`;
  const kernel = kernels.get(key) ?? kernels.set(key, mortalKernelsByWoundsLeft(plan)?.(0, 1) ?? mortalKernel(plan.damage, lostChance));
  byPlan.set(plan, kernel);
  return kernel;
}

const kernels = new BoundedCache<string, LossKernel>();
const byPlan = new WeakMap<WeaponPlan, LossKernel>();
