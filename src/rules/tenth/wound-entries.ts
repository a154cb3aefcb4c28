import { Dist } from '../../dice/dist.js';
import { woundsRemoved } from './damage-reroll.js';
import { damageWithResources, judgeWithResources, type Resource } from './one-roll.js';
import type { TargetLayout } from './allocation.js';
import { keptFor } from '../kept-for.js';
import { testKey } from './rolls.js';
import type { WeaponPlan } from './plan.js';
import type { GroupDefence } from './defence.js';

/** An allocated wound's possible results: wounds the model would lose (uncapped), by resources used. */
export interface Entry {
  readonly used: number;
  readonly loss: readonly number[];
  /** Mass of failed saving throws in this entry. */
  readonly unsaved: number;
}

/** Saving throw, then Damage, then Feel No Pain per point (000), with the resources in `mask`. */
export function allocationEntries(
  plan: WeaponPlan,
  defence: GroupDefence,
  remaining: number,
  resources: readonly Resource[],
  mask: number,
): Entry[] {
  // Each point of damage is lost unless Feel No Pain saves it; without Feel No Pain, all of it.
  // Worked out once per Damage distribution (every failed save of a plain roll shares one).
  const lostOf = new Map<Dist, Dist>();
  const lost = (damage: Dist) => {
    let known = lostOf.get(damage);
    if (!known) lostOf.set(damage, (known = defence.woundLostChance === 1 ? damage : Dist.sumOf(damage, Dist.bernoulli(defence.woundLostChance))));
    return known;
  };
  // What a damage result is worth against this model: the wounds it is expected to take off (cached per k).
  const worth = woundsRemoved(defence.woundLostChance, remaining || Infinity);
  const byUsed = new Map<number, { loss: number[]; unsaved: number }>();
  /** Adds p x P(loss = k) for every k (a saved wound: loss 0, `loss` null). */
  const put = (used: number, p: number, loss: Dist | null) => {
    let e = byUsed.get(used);
    if (!e) byUsed.set(used, (e = { loss: [], unsaved: 0 }));
    for (let k = e.loss.length; k <= (loss?.max ?? 0); k++) e.loss.push(0);
    if (loss === null) e.loss[0] += p;
    else {
      for (let k = 0; k <= loss.max; k++) e.loss[k] += p * loss.prob(k);
      e.unsaved += p;
    }
  };
  for (const save of judgeWithResources(defence.save, 'save', resources, mask)) {
    if (save.result !== 'fail') {
      put(save.used, save.p, null);
      continue;
    }
    for (const d of damageWithResources(plan.damageRoll, resources, mask & ~save.used, worth)) {
      put(save.used | d.used, save.p * d.p, lost(d.damage));
    }
  }
  return [...byUsed].map(([used, e]) => ({ used, loss: e.loss, unsaved: e.unsaved }));
}

/**
 * The entries of every target state, for one kind of wound (its defences) and one set of unused
 * resources: one allocationEntries per model group and wounds left. A Damage re-roll is chosen by the
 * wounds left on the model (damage-reroll.ts); without one, or for a model with at least the largest
 * Damage left (which values every Damage as itself), the wounds left do not matter.
 */
export function entriesByState(
  plan: WeaponPlan,
  target: TargetLayout,
  defences: readonly GroupDefence[],
  resources: readonly Resource[],
  mask: number,
): Entry[][] {
  const damageMatters = plan.damageRoll.rerollAny || resources.some((r) => r.roll === 'damage');
  // Without resources, and where the wounds left do not matter, a row reads only the layout's groups, the
  // defences and the Damage roll (by its key, as plainEntriesOf's distribution is shared): one row for every
  // weapon and calculation that asks with the same three (a sweep's column asks per cell and weapon, issue 30).
  const key = plan.damageRoll.key;
  if (!damageMatters && !resources.length && key !== undefined) {
    const byDefences = keptFor(plainRows, target, key, () => new WeakMap<readonly GroupDefence[], Entry[][]>());
    let row = byDefences.get(defences);
    if (!row) byDefences.set(defences, (row = rowOfStates(plan, target, defences, resources, mask, false)));
    return row;
  }
  return rowOfStates(plan, target, defences, resources, mask, damageMatters);
}

/** Rows of plain entries (plainRows), by layout and Damage roll key, then by defences (each array kept by defence.ts per target). */
const plainRows = new WeakMap<TargetLayout, Map<string | number, WeakMap<readonly GroupDefence[], Entry[][]>>>();

function rowOfStates(plan: WeaponPlan, target: TargetLayout, defences: readonly GroupDefence[], resources: readonly Resource[], mask: number, damageMatters: boolean): Entry[][] {
  const most = plan.damage.max;
  const known: Entry[][][] = defences.map(() => []);
  const entries = (g: number, r: number) =>
    resources.length ? allocationEntries(plan, defences[g], r, resources, mask) : plainEntriesOf(plan, defences[g], r);
  const row: Entry[][] = [];
  for (let t = 0; t < target.totalWounds; t++) {
    const g = target.group[t];
    const r = damageMatters ? Math.min(target.remaining[t], most) : 0;
    row.push((known[g][r] ??= entries(g, r)));
  }
  return row;
}

/**
 * The entries of a wound allocated to a model with `remaining` wounds (0: it does not matter), without
 * resources. They depend on the saving throw, Feel No Pain and the Damage distribution alone. That
 * distribution is one object per Damage roll and re-roll choice in the process (one-roll.ts shares it
 * by the roll's key, damage-reroll.ts by choice): whatever plan, wounds left or calculation asks, the
 * same three share one set of entries.
 */
export function plainEntriesOf(plan: WeaponPlan, defence: GroupDefence, remaining: number): Entry[] {
  const { damage } = damageWithResources(plan.damageRoll, [], 0, woundsRemoved(defence.woundLostChance, remaining || Infinity))[0];
  return keptFor(plainEntries, damage, `${testKey(defence.save)}/${defence.woundLostChance}`, () => allocationEntries(plan, defence, remaining, [], 0));
}

/** Entries without resources, by Damage distribution (held while it is) and defence. */
const plainEntries = new WeakMap<Dist, Map<string | number, Entry[]>>();
