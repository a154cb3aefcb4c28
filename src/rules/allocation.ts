import type { Unit } from './types.js';

/**
 * The kill model (000 'Allocate Attack', 'Mortal Wounds'; 003 'Mortal Wounds'): the target unit is
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
}

/**
 * The defender allocates to the models in the order their groups are listed, Unit Champions last
 * (a wounded model always first, which the queue guarantees).
 */
export function layoutTarget(unit: Unit): TargetLayout {
  const order = unit.models
    .map((g, index) => ({ g, index }))
    .sort((a, b) => Number(a.g.champion) - Number(b.g.champion));
  const group: number[] = [];
  const remaining: number[] = [];
  const kills: number[] = [];
  let destroyed = 0;
  for (const { g, index } of order) {
    for (let m = 0; m < g.count; m++) {
      for (let left = g.stats.W; left > 0; left--) {
        group.push(index);
        remaining.push(left);
        kills.push(destroyed);
      }
      destroyed++;
    }
  }
  kills.push(destroyed);
  return {
    totalWounds: group.length,
    models: destroyed,
    group: Int32Array.from(group),
    remaining: Int32Array.from(remaining),
    kills: Int32Array.from(kills),
  };
}

/** One wound (or one Devastating Wound) allocated to a model of a given group. */
export interface LossKernel {
  /** P(the model would lose k wounds), before capping at its remaining wounds. */
  readonly loss: Float64Array;
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
  src: Float64Array,
  dst: Float64Array,
  layout: TargetLayout,
  kernels: readonly LossKernel[],
  tally: Tally,
): void {
  const width = layout.totalWounds + 1;
  for (let base = 0; base < src.length; base += width) {
    for (let t = 0; t < layout.totalWounds; t++) {
      const mass = src[base + t];
      if (mass === 0) continue;
      const k = kernels[layout.group[t]];
      const r = layout.remaining[t];
      tally.unsaved += mass * k.unsaved;
      tally.mortal += mass * k.mortal;
      const loss = k.loss;
      for (let l = 0; l < loss.length; l++) {
        const q = loss[l];
        if (q === 0) continue;
        const applied = l < r ? l : r;
        dst[base + t + applied] += mass * q;
        if (l > r) tally.wasted += mass * q * (l - r);
      }
    }
    dst[base + layout.totalWounds] += src[base + layout.totalWounds];
  }
}

/** E[f(t)] over the whole state vector (all pending blocks). */
export function expectation(v: Float64Array, layout: TargetLayout, f: (t: number) => number): number {
  const width = layout.totalWounds + 1;
  let e = 0;
  for (let i = 0; i < v.length; i++) if (v[i] !== 0) e += v[i] * f(i % width);
  return e;
}

/** The marginal distribution of wounds lost, t = 0..totalWounds. */
export function woundsLost(v: Float64Array, layout: TargetLayout): number[] {
  const width = layout.totalWounds + 1;
  const out = new Array<number>(width).fill(0);
  for (let i = 0; i < v.length; i++) out[i % width] += v[i];
  return out;
}
