import { Dist, zeros } from '../../dice/dist.js';
import { allocate, type LossKernel, type Tally, type TargetLayout } from './allocation.js';
import { rerollDamageRoll, woundsRemoved } from './damage-reroll.js';
import type { WeaponPlan } from './plan.js';
import type { Unit } from './types.js';

/**
 * The pending path of Devastating Wounds (engine.ts): their Critical Wounds are counted per weapon
 * while the attacks run and resolved after all of them (000/002 'Devastating Wounds', 003 'Mortal
 * Wounds' (updated), RULINGS 7). devastating-fold.ts avoids the count where order cannot matter.
 */

/**
 * How many Devastating Wounds attacks surely destroy the whole target, whatever it lost before; the
 * engine's pending count saturates there. 003 'Mortal Wounds' (updated) and RULINGS 7: an attack's
 * mortal wounds go to one model, one at a time, and the rest are lost once it is destroyed; without
 * Feel No Pain against them each is a wound lost. So with Damage at least d, an attack on a model
 * with r wounds left takes min(d, r) of them, and the sum over the models left of ceil(r / d) drops
 * by at least 1 with each attack: from the intact target it is at most the sum of count x ceil(W / d),
 * and past that many attacks each further one finds the unit destroyed and changes nothing. With Feel
 * No Pain against mortal wounds no count is sure (every one may be ignored): Infinity.
 */
export function surelyDestroying(plan: WeaponPlan, target: Unit): number {
  if (!plan.defence.every((d) => d.mortalWoundLostChance === 1)) return Infinity;
  // RULINGS 6: Damage is never below 1; a re-rolled Damage roll (damage-reroll.ts) is one of these values too.
  const least = Math.max(1, plan.damage.toArray().findIndex((q) => q > 0));
  return target.models.reduce((sum, g) => sum + g.count * Math.ceil(g.stats.W / least), 0);
}

/** Resolve the pending Devastating Wounds of one weapon (Horner over its pending count). */
export function resolvePending(
  v: readonly number[],
  stride: number,
  dim: number,
  layout: TargetLayout,
  kernels: readonly LossKernel[],
  tally: Tally,
  byWoundsLeft?: (group: number, remaining: number) => LossKernel,
): number[] {
  const block = stride * dim;
  const outer = v.length / block;
  /** The mass with pending count c, into `into` (two buffers in turn). */
  const slice = (c: number, into: number[]) => {
    for (let o = 0; o < outer; o++) for (let k = 0; k < stride; k++) into[o * stride + k] = v[o * block + c * stride + k];
    return into;
  };
  let acc = slice(dim - 1, zeros(outer * stride));
  let spare = zeros(outer * stride);
  for (let c = dim - 2; c >= 0; c--) {
    const next = slice(c, spare);
    allocate(acc, next, layout, kernels, tally, byWoundsLeft);
    spare = acc;
    acc = next;
  }
  const out = zeros(v.length);
  for (let o = 0; o < outer; o++) for (let k = 0; k < stride; k++) out[o * block + k] = acc[o * stride + k];
  return out;
}

/**
 * A Critical Wound of a Devastating Wounds weapon: mortal wounds equal to its Damage, one at a
 * time, Feel No Pain on each; when the model dies the rest of that attack's are lost (003).
 */
export function mortalKernel(damage: Dist, lostChance: number): LossKernel {
  const loss = Dist.sumOf(damage, Dist.bernoulli(lostChance));
  return { loss: loss.toArray(), unsaved: 0, mortal: damage.mean() };
}

/**
 * With a whole-Damage-roll re-roll, a Devastating Wound's Damage roll is re-rolled by the wounds left
 * on the model it is allocated to (damage-reroll.ts), Feel No Pain against mortal wounds counted.
 */
export function mortalKernelsByWoundsLeft(plan: WeaponPlan): ((group: number, remaining: number) => LossKernel) | undefined {
  if (!plan.damageRoll.rerollAny) return undefined;
  const cache: LossKernel[][] = plan.defence.map(() => []);
  return (group, remaining) => {
    const lostChance = plan.defence[group].mortalWoundLostChance;
    return (cache[group][remaining] ??= mortalKernel(rerollDamageRoll(plan.damage, plan.damage, woundsRemoved(lostChance, remaining)), lostChance));
  };
}
