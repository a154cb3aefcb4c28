import { zeros } from '../../dice/dist.js';
import type { Resource } from './one-roll.js';

/**
 * The engine's one-roll resources (one-roll.ts): one bit of its state per use. Rolls that share a use
 * (`once`: Fate's Messenger's Hit and Wound rolls, Unparalleled Foresight's re-roll on any of the
 * unit's weapons) share its bit. A use shared by several weapons is held from weapon to weapon: the
 * state vector then keeps one block per set of unused resources throughout (`held`), where otherwise
 * each weapon adds its own and sums them away at its end (weapon-step.ts).
 */
export interface PlacedRoll {
  readonly roll: Resource['roll'];
  readonly action: Resource['action'];
  readonly value?: number;
  readonly weapon: number;
  readonly once?: string;
  readonly lastAttacks?: number;
}

export interface WeaponResources {
  /** Per weapon (of `weapons`), its resources. */
  readonly resources: Resource[][];
  /** The resource blocks held across the weapons (2^uses), or undefined: each weapon its own. */
  readonly held?: number;
}

export function weaponResources(rolls: readonly PlacedRoll[], weapons: readonly number[]): WeaponResources {
  // Most calculations place no one-roll rule: one empty list for every weapon, no Map each (issue 30).
  if (!rolls.length) return { resources: weapons.map(() => []) };
  const placed = rolls.filter((r) => r.roll !== 'attacks');
  const across = placed.some((r) => r.once !== undefined && placed.some((o) => o.once === r.once && o.weapon !== r.weapon));
  if (!across) return { resources: weapons.map((w) => resourcesOf(placed.filter((r) => r.weapon === w))) };
  const all = resourcesOf(placed);
  return { resources: weapons.map((w) => all.filter((_, j) => placed[j].weapon === w)), held: blocksOf(all) };
}

/** One bit per use, in the order the rolls first name it. */
function resourcesOf(rolls: readonly PlacedRoll[]): Resource[] {
  const bits = new Map<string, number>();
  return rolls.map((r, j) => {
    const use = r.once ?? `#${j}`;
    const bit = bits.get(use) ?? 1 << bits.size;
    bits.set(use, bit);
    return r.lastAttacks === undefined ? { roll: r.roll, action: r.action, value: r.value, bit } : { roll: r.roll, action: r.action, value: r.value, bit, lastAttacks: r.lastAttacks };
  });
}

/** The blocks a state vector keeps for these resources: one per set of unused uses. */
export function blocksOf(resources: readonly Resource[]): number {
  return resources.reduce((m, r) => m | r.bit, 0) + 1;
}

/** `v` with every use still unused: its mass in the last of `blocks` blocks. */
export function unused(v: readonly number[], blocks: number): number[] {
  const out = zeros(blocks * v.length);
  for (let i = 0; i < v.length; i++) out[(blocks - 1) * v.length + i] = v[i];
  return out;
}

/** The blocks of `v` (each `size` states) summed: the uses no longer matter. */
export function summedBlocks(v: readonly number[], size: number): number[] {
  const out = zeros(size);
  for (let base = 0; base < v.length; base += size) for (let i = 0; i < size; i++) out[i] += v[base + i];
  return out;
}
