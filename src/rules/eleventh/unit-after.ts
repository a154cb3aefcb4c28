/**
 * A unit after it lost wounds along its defender's declared group order (issue 28 `turn`): without Precision the
 * target's state is a linear track (track.ts), so the wounds lost say exactly which models were destroyed and
 * which one is wounded. A turn carries each phase's losses into the next phase as these units.
 */
import { allocationGroups } from './groups.js';
import type { Unit } from './types.js';

/** One model of an allocation group: the unit file's model group it comes from, and the wounds it lost. */
interface Slot {
  readonly model: number;
  readonly lost: number;
}

/**
 * The models of each allocation group, parallel to `allocationGroups(unit)` (11e 05.03 step 1: one group for each
 * CHARACTER model, one for the other models sharing W, Sv and InSv), each group's models in the order wounds reach
 * them: a wounded model first (05.04 step 1), else the listed order (RULINGS 11).
 */
function groupSlots(unit: Unit): Slot[][] {
  const groups: Slot[][] = [];
  const byKey = new Map<string, Slot[]>();
  unit.models.forEach((m, model) => {
    const slots = Array.from({ length: m.count }, (_, i): Slot => ({ model, lost: i === 0 ? (m.wounded ?? 0) : 0 }));
    if (m.character) return slots.forEach((s) => groups.push([s]));
    const key = JSON.stringify([m.stats.W, m.stats.Sv, m.stats.InSv, m.stats.InSvOnly, m.stats.InSvMelee, m.stats.InSvRanged]);
    const merged = byKey.get(key);
    if (merged) merged.push(...slots);
    else {
      byKey.set(key, slots);
      groups.push(slots);
    }
  });
  // A stable sort: wounded models first, the others in listed order (groups.ts sorts `lost` the same way).
  const sorted = groups.filter((g) => g.length > 0).map((g) => [...g].sort((a, b) => b.lost - a.lost));
  const check = allocationGroups(unit);
  if (sorted.length !== check.length || sorted.some((g, i) => g.map((s) => s.lost).join() !== check[i].lost.join())) {
    throw new Error(`internal: ${unit.name}'s models do not match its allocation groups`);
  }
  return sorted;
}

/**
 * `unit` after losing `woundsLost` wounds along `groupOrder` (indices into `allocationGroups(unit)`, as
 * Result.groupOrder): each model in turn loses its wounds left until the wounds run out; the models destroyed
 * leave their model groups and the next model keeps the wounds it lost (ModelGroup.wounded). Excess is lost.
 */
export function unitAfter<U extends Unit>(unit: U, groupOrder: readonly number[], woundsLost: number): U {
  const groups = groupSlots(unit);
  const survivors = groups.map((g) => g.map((s) => ({ ...s })));
  let left = woundsLost;
  for (const g of groupOrder) {
    for (const slot of survivors[g]) {
      if (left <= 0) break;
      const W = unit.models[slot.model].stats.W;
      const taken = Math.min(left, W - slot.lost);
      slot.lost += taken;
      left -= taken;
    }
  }
  const standing = survivors.flat().filter((s) => s.lost < unit.models[s.model].stats.W);
  return {
    ...unit,
    models: unit.models.map((m, i) => {
      const mine = standing.filter((s) => s.model === i);
      const wounded = mine.filter((s) => s.lost > 0);
      if (wounded.length > 1) throw new Error(`internal: ${unit.name}'s ${m.name} would have ${wounded.length} wounded models`);
      const { wounded: _before, ...rest } = m;
      return { ...rest, count: mine.length, ...(wounded.length ? { wounded: wounded[0].lost } : {}) };
    }),
  };
}

/** The wounds a unit has left (a wounded model's lost ones taken off). */
export const woundsLeft = (unit: Unit): number => unit.models.reduce((n, m) => n + m.count * m.stats.W - (m.count > 0 ? (m.wounded ?? 0) : 0), 0);

/** The models a unit has left. */
export const modelsLeft = (unit: Unit): number => unit.models.reduce((n, m) => n + m.count, 0);

/** A unit's state as a key: each model group's count and its wounded model's wounds lost. */
export const stateKey = (unit: Unit): string => unit.models.map((m) => `${m.count}:${m.wounded ?? 0}`).join(',');
