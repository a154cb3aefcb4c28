import type { AllocationOrder, ModelGroup, Unit } from './types.js';

/** How much damage it takes to finish one model of the group, roughly, for the default order. */
export function effectiveWounds(g: ModelGroup): number {
  const save = Math.min(g.stats.Sv, g.stats.invulnerable ?? 7);
  const through = Math.min(1, (save - 1) / 6);
  const lost = g.stats.feelNoPain ? (g.stats.feelNoPain - 1) / 6 : 1;
  return g.stats.W / Math.max(through * lost, 1e-9);
}

export function allocationOrder(unit: Unit, order: AllocationOrder): number[] {
  const rank = (g: ModelGroup, listed: number) => {
    const leader = g.leader ? 1 : 0;
    // 000 'Allocate Attack': a model that has lost wounds (--target-wounded, wounded.ts) takes the next attack.
    return [order === 'precision' ? -leader : leader, g.wounded ? 0 : 1, order === 'listed' ? 0 : effectiveWounds(g), Number(g.champion), listed];
  };
  return unit.models
    .map((g, index) => ({ index, key: rank(g, index) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
      return 0;
    })
    .map(({ index }) => index);
}

/**
 * The kill model (000 'Mortal Wounds': mortal wounds are allocated "in the same manner as allocating
 * an attack"; 003 'Mortal Wounds'; the core rules' Allocate Attack step, which the excerpts in
 * ../shared/rules do not quote, puts an attack on a model that has lost wounds): the target unit is
 * a queue of models, attacks always go to the model that has already lost wounds, damage beyond its
 * remaining wounds is lost. So the state of the target is one number: the wounds it has lost so
 * far, t = 0..totalWounds, from which the current model, its wounds left and the kills follow.
 */
export interface TargetLayout {
  readonly totalWounds: number;
  readonly models: number;
  /** Model group of the model taking damage in state t (t < totalWounds). */
  readonly group: Int32Array;
  /** Wounds left on that model in state t. */
  readonly remaining: Int32Array;
  /** Models destroyed in state t (t = 0..totalWounds). */
  readonly kills: Int32Array;
  /**
   * Per model group: the state in which each of its models is destroyed (ascending). A list per
   * group, not a count per group and state: that table is groups x states (4,000 groups of a 4
   * million-state target would not fit in memory).
   */
  readonly destroyedAt: readonly Int32Array[];
  /**
   * Two queues of models (precision.ts, [PRECISION] with mixed weapons): per state t, how far in t one
   * wound lost moves (absent: 1), and the wounds lost in state t (absent: t). destroyedAt is then empty.
   */
  readonly step?: Int32Array;
  readonly lost?: Int32Array;
}

/** Wounds of the whole unit: the number of states the kill model needs, less one. */
export function totalWounds(unit: Unit): number {
  // A counted loop: every calculation asks, and the interpreter runs it (issue 13).
  let sum = 0;
  for (let i = 0; i < unit.models.length; i++) sum += unit.models[i].count * unit.models[i].stats.W;
  return sum;
}

/**
 * The queue of models in allocation order, as states t = wounds lost so far. Filled in place, so
 * memory is a few typed arrays of totalWounds entries (the engine checks that size first) and time
 * is linear in it.
 */
export function layoutTarget(unit: Unit, order: AllocationOrder = 'toughest-last'): TargetLayout {
  const known = layoutsOf.get(unit)?.[order];
  if (known) return known;
  const layout = layoutOf(unit, order);
  // Kept for the unit only while small: a matrix's column asks again every cell (issue 13 goal 4).
  if (layout.totalWounds <= MAX_KEPT_WOUNDS) layoutsOf.set(unit, { ...layoutsOf.get(unit), [order]: layout });
  return layout;
}

/**
 * Each unit's layouts by allocation order: units are immutable, and a layout is never written once
 * made (its typed arrays are read only: the engine, precision.ts and fight-back.ts only read them).
 */
const layoutsOf = new WeakMap<Unit, Partial<Record<AllocationOrder, TargetLayout>>>();
/** Larger layouts are made each time: they cost little next to their calculation, and memory while kept. */
const MAX_KEPT_WOUNDS = 10_000;

function layoutOf(unit: Unit, order: AllocationOrder): TargetLayout {
  const total = totalWounds(unit);
  const group = new Int32Array(total);
  const remaining = new Int32Array(total);
  const kills = new Int32Array(total + 1);
  const destroyedAt = unit.models.map((g) => new Int32Array(g.count));
  let t = 0;
  let destroyed = 0;
  for (const index of allocationOrder(unit, order)) {
    const { count, stats } = unit.models[index];
    for (let m = 0; m < count; m++) {
      for (let left = stats.W; left > 0; left--, t++) {
        group[t] = index;
        remaining[t] = left;
        kills[t] = destroyed;
      }
      destroyedAt[index][m] = t;
      destroyed++;
    }
  }
  kills[total] = destroyed;
  return { totalWounds: total, models: destroyed, group, remaining, kills, destroyedAt };
}

/** One wound (or one Devastating Wound) allocated to a model of a given group. */
export interface LossKernel {
  /** P(the model would lose k wounds), before capping at its remaining wounds. */
  readonly loss: readonly number[];
  /** P(the saving throw fails): counted as an unsaved wound. */
  readonly unsaved: number;
  /** Mortal wounds inflicted per allocation (Devastating Wounds), expected. */
  readonly mortal: number;
}

/** Expected totals gathered while a chain runs. */
export interface Tally {
  unsaved: number;
  wasted: number;
  mortal: number;
}

export const emptyTally = (): Tally => ({ unsaved: 0, wasted: 0, mortal: 0 });

/**
 * Apply one allocation to every block of `totalWounds + 1` states in `src`, adding into `dst`.
 * `weight` scales what is added to the tally (the engine's Horner sums use it).
 */
export function allocate(
  src: readonly number[],
  dst: number[],
  layout: TargetLayout,
  kernels: readonly LossKernel[],
  tally: Tally,
  /** Kernels by group and wounds left, when the attacker's choices depend on them (damage-reroll.ts). */
  byWoundsLeft?: (group: number, remaining: number) => LossKernel,
): void {
  const width = layout.totalWounds + 1;
  const { step } = layout;
  for (let base = 0; base < src.length; base += width) {
    for (let t = 0; t < layout.totalWounds; t++) {
      const mass = src[base + t];
      if (mass === 0) continue;
      const r = layout.remaining[t];
      const s = step === undefined ? 1 : step[t];
      const k = byWoundsLeft ? byWoundsLeft(layout.group[t], r) : kernels[layout.group[t]];
      tally.unsaved += mass * k.unsaved;
      tally.mortal += mass * k.mortal;
      const loss = k.loss;
      for (let l = 0; l < loss.length; l++) {
        const q = loss[l];
        if (q === 0) continue;
        const applied = l < r ? l : r;
        dst[base + t + applied * s] += mass * q;
        if (l > r) tally.wasted += mass * q * (l - r);
      }
    }
    dst[base + layout.totalWounds] += src[base + layout.totalWounds];
  }
}

/** E[f(t)] over the whole state vector (all pending blocks). */
export function expectation(v: readonly number[], layout: TargetLayout, f: (t: number) => number): number {
  const width = layout.totalWounds + 1;
  let e = 0;
  for (let i = 0; i < v.length; i++) if (v[i] !== 0) e += v[i] * f(i % width);
  return e;
}

/** The marginal distribution of the target's states, t = 0..totalWounds (with one queue: of wounds lost). */
export function woundsLost(v: readonly number[], layout: TargetLayout): number[] {
  const width = layout.totalWounds + 1;
  const out = new Array<number>(width).fill(0);
  for (let i = 0; i < v.length; i++) out[i % width] += v[i];
  return out;
}
