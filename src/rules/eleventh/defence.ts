/**
 * How one batch meets each allocation group (11e 05.04, 24.10, 24.12): which unmodified save rolls inflict
 * damage, and the wounds a model loses to one damaging attack or one critical wound's mortal wounds, after
 * Feel No Pain (rolled per wound lost; several never stack: 24.02).
 */
import { Dist, zeros } from '../../dice/dist.js';
import type { BatchDefence } from './allocation.js';
import type { BatchPlan } from './attack.js';
import type { AllocationGroup } from './groups.js';
import { boundedSave, damageDist, saveHolds, type DamageChange } from './modifiers.js';
import type { ModelStats, Phase } from './types.js';
import { bit, small } from '../numeric-keys.js';

/** Wounds lost to `damage` when each is ignored on a Feel No Pain roll of fnp+ (11e 24.12). */
export function afterFeelNoPain(damage: Dist, fnp: number | undefined): Dist {
  if (fnp === undefined || fnp > 6) return damage;
  const lost = (Math.max(2, fnp) - 1) / 6;
  // P(k lost) = sum over d of P(d) Binomial(d, lost)(k), each Binomial row built from the one before.
  const out = zeros(damage.max + 1);
  let row = [1];
  for (let d = 0; d <= damage.max; d++) {
    if (d > 0) row = [...row.map((x) => x * (1 - lost)), 0].map((x, k) => x + (k > 0 ? row[k - 1] * lost : 0));
    const p = damage.prob(d);
    if (p !== 0) row.forEach((x, k) => (out[k] += p * x));
  }
  return Dist.of(out);
}

/** 11e 24.02: Feel No Pain rules never stack; against mortal wounds the better of the two applies. */
export function mortalFeelNoPain(stats: ModelStats): number | undefined {
  const both = [stats.feelNoPain, stats.mortalFeelNoPain].filter((x): x is number => x !== undefined);
  return both.length ? Math.min(...both) : undefined;
}

/** The group's InSv against this phase's attacks (a restricted invulnerable save holds only in its phase). */
export function invulnerable(stats: ModelStats, phase: Phase): number | undefined {
  const general = stats.InSv === undefined || (stats.InSvOnly && stats.InSvOnly !== phase) ? undefined : stats.InSv;
  const own = phase === 'melee' ? stats.InSvMelee : stats.InSvRanged;
  const best = [general, own].filter((x): x is number => x !== undefined);
  return best.length ? boundedSave(Math.min(...best)) : undefined;
}

/**
 * Remembered by the groups' array (a track's, made once per target and order: run.ts) and the batch's rolled
 * Damage (attack.ts makes one per weapon), then what else it reads: the same batch meets the same groups in
 * every calculation of a sweep.
 */
export function batchDefence(plan: BatchPlan, groups: readonly AllocationGroup[], phase: Phase): BatchDefence {
  let byDamage = defences.get(groups);
  if (!byDamage) defences.set(groups, (byDamage = new WeakMap()));
  let byKey = byDamage.get(plan.rolledDamage);
  if (!byKey) byDamage.set(plan.rolledDamage, (byKey = new Map<number | string, BatchDefence>()));
  const key = defenceKey(plan, phase);
  let known = byKey.get(key);
  if (!known) byKey.set(key, (known = defenceOf(plan, groups, phase)));
  return known;
}

const defences = new WeakMap<readonly AllocationGroup[], WeakMap<Dist, Map<number | string, BatchDefence>>>();

/**
 * What batchDefence reads of a plan besides its rolled Damage, as a key: a number for the usual small values (a
 * string built and hashed per batch and group order was 6% of a calculation, issue 30), else a string. A number
 * never equals a string, so both kinds share a Map.
 */
function defenceKey(plan: BatchPlan, phase: Phase): number | string {
  const { damage: d, mortalDamage: m } = plan;
  const ap = -plan.ap;
  const save = plan.saveModifier + 8;
  if (small(ap, 15) && small(save, 15) && small(d.add, 15) && small(d.subtract, 15) && small(m.add, 15) && small(m.subtract, 15)) {
    const change = (c: DamageChange) => (c.add * 16 + c.subtract) * 2 + bit(c.halve);
    return (((ap * 16 + save) * 512 + change(d)) * 512 + change(m)) * 2 + bit(phase === 'melee');
  }
  const text = (c: DamageChange): string => `${c.add},${c.halve},${c.subtract}`;
  return `${phase}|${plan.ap}|${plan.saveModifier}|${text(d)}|${text(m)}`;
}

function defenceOf(plan: BatchPlan, groups: readonly AllocationGroup[], phase: Phase): BatchDefence {
  const normal = damageDist(plan.rolledDamage, plan.damage);
  const mortal = damageDist(plan.rolledDamage, plan.mortalDamage);
  return {
    damages: groups.map((g) => {
      const check = { Sv: boundedSave(g.stats.Sv), InSv: invulnerable(g.stats, phase), modifier: plan.saveModifier, ap: plan.ap };
      return [0, 1, 2, 3, 4, 5, 6].map((face) => face > 0 && !saveHolds(face, check));
    }),
    lost: groups.map((g) => afterFeelNoPain(normal, g.stats.feelNoPain)),
    mortalLost: groups.map((g) => afterFeelNoPain(mortal, mortalFeelNoPain(g.stats))),
  };
}
