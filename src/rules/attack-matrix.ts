import type { TargetLayout } from './allocation.js';
import { attackOutcomes } from './attack.js';
import { blockPlan, expectedHits, type BlockPlan, type Kind } from './block-plan.js';
import type { WeaponPlan } from './plan.js';
import type { Layout, StepTally } from './weapon-step.js';
import { entriesByState, type Entry } from './wound-entries.js';

/**
 * One attack of a weapon without one-roll resources, as a matrix over the target's states: column t
 * is where the mass of state t goes (and with which Devastating Wounds added), worked out once per
 * weapon from the attack's plan (weapon-step.ts), then applied to the vector for every attack. The
 * same arithmetic as walking the plan's wounds through the whole vector attack by attack (RULINGS 7
 * and 000 'Allocate Attack' as there), summed in another order: equal up to rounding.
 */
interface AttackMatrix {
  /** The Devastating Wounds counts an attack can add, each with its sparse columns. */
  readonly byDev: readonly {
    readonly dev: number;
    /** Column t is entries start[t] .. start[t + 1] - 1 of `to` (target state) and `p`. */
    readonly start: readonly number[];
    readonly to: readonly number[];
    readonly p: readonly number[];
  }[];
  /** Per start state: expected failed saves and expected damage lost on destroyed models, one attack. */
  readonly unsaved: readonly number[];
  readonly wasted: readonly number[];
}

/**
 * A sparse vector over one row of target states: a dense array and the states it touched. Plain
 * arrays here, not typed ones: these are small and many, and typed arrays cost more to allocate.
 */
class Sparse {
  readonly mass: number[] = [];
  readonly touched: number[] = [];
  constructor(width: number) {
    for (let t = 0; t < width; t++) this.mass.push(0);
  }

  add(t: number, q: number): void {
    if (this.mass[t] === 0) this.touched.push(t);
    this.mass[t] += q;
  }

  clear(): void {
    for (const t of this.touched) this.mass[t] = 0;
    this.touched.length = 0;
  }
}

/** resolveWeapon (weapon-step.ts) for a weapon without one-roll resources: the attack matrix, then each attack. */
export function resolveByMatrix(v: Float64Array, plan: WeaponPlan, layout: Layout, tally: StepTally): Float64Array {
  const rows: Partial<Record<Kind, Entry[][]>> = {};
  const row = (kind: Kind) =>
    (rows[kind] ??= entriesByState(plan, layout.target, kind === 'critical' && plan.criticalDefence ? plan.criticalDefence : plan.defence, [], 0));
  const block = blockPlan(0, 1, attackOutcomes(plan), row);
  const matrix = attackMatrix(block, layout.target);
  const hits = expectedHits(plan, [], 0);
  const count = plan.attacks;
  let acc = v.map((x) => x * count.prob(count.max));
  let spare = new Float64Array(v.length);
  for (let n = count.max - 1; n >= 0; n--) {
    const mass = applyAttack(acc, spare, matrix, layout, tally);
    tally.hits += mass * hits;
    tally.wounds += mass * block.wounds;
    [acc, spare] = [spare, acc];
    const w = count.prob(n);
    if (w !== 0) for (let i = 0; i < v.length; i++) acc[i] += w * v[i];
  }
  return acc;
}

/** The attack matrix of a plan's block 0 (no resources: the plan's only block). */
function attackMatrix(plan: BlockPlan, target: TargetLayout): AttackMatrix {
  const width = target.totalWounds + 1;
  const devs = [...new Set(plan.moves.map((m) => m.dev))];
  const states = plan.steps.map(() => new Sparse(width));
  const byDev = devs.map(() => new Sparse(width));
  const start = new Sparse(width);
  const columns = devs.map((dev) => ({ dev, start: [0], to: [] as number[], p: [] as number[] }));
  const unsaved: number[] = [];
  const wasted: number[] = [];
  // Per step: its source (-1: the start) and its entries of every target state; per move: its column.
  const from = plan.steps.map((step) => step.from!); // block 0 without resources never copies a block (blockPlan)
  const rows = plan.steps.map((step) => step.row(0));
  const into = plan.moves.map((m) => byDev[devs.indexOf(m.dev)]);
  const tally = { unsaved: 0, wasted: 0 };
  for (let t = 0; t < width; t++) {
    start.add(t, 1);
    tally.unsaved = 0;
    tally.wasted = 0;
    for (let i = 0; i < rows.length; i++) {
      allocateSparse(from[i] < 0 ? start : states[from[i]], states[i], target, rows[i], plan.steps[i].reaching, tally);
    }
    for (let i = 0; i < plan.moves.length; i++) {
      const move = plan.moves[i];
      const src = move.state < 0 ? start : states[move.state];
      for (const j of src.touched) if (src.mass[j] !== 0) into[i].add(j, move.p * src.mass[j]);
    }
    unsaved.push(tally.unsaved);
    wasted.push(tally.wasted);
    for (let d = 0; d < devs.length; d++) {
      const c = columns[d];
      for (const j of byDev[d].touched) {
        c.to.push(j);
        c.p.push(byDev[d].mass[j]);
      }
      c.start.push(c.to.length);
      byDev[d].clear();
    }
    start.clear();
    for (const s of states) s.clear();
  }
  return {
    byDev: columns,
    unsaved,
    wasted,
  };
}

/** allocateFlagged (weapon-step.ts) on one row of states without resources, into `dst`. */
function allocateSparse(
  src: Sparse,
  dst: Sparse,
  target: TargetLayout,
  row: readonly Entry[][],
  weight: number,
  tally: { unsaved: number; wasted: number },
): void {
  const { step, remaining, totalWounds } = target;
  for (const t of src.touched) {
    const mass = src.mass[t];
    if (mass === 0) continue;
    if (t === totalWounds) {
      dst.add(t, mass);
      continue;
    }
    const r = remaining[t];
    const s = step === undefined ? 1 : step[t];
    for (const e of row[t]) {
      tally.unsaved += weight * mass * e.unsaved;
      const loss = e.loss;
      for (let l = 0; l < loss.length; l++) {
        const q = loss[l];
        if (q === 0) continue;
        dst.add(t + (l < r ? l : r) * s, mass * q);
        if (l > r) tally.wasted += weight * mass * q * (l - r);
      }
    }
  }
}

/** One attack on every row of the vector (target states, then pending counts of every weapon). */
function applyAttack(v: Float64Array, out: Float64Array, matrix: AttackMatrix, layout: Layout, tally: StepTally): number {
  const width = layout.target.totalWounds + 1;
  const { stride, dim } = layout;
  out.fill(0);
  let mass = 0;
  let unsaved = 0;
  let wasted = 0;
  for (let base = 0; base < v.length; base += width) {
    const pending = Math.floor(base / stride) % dim;
    for (let t = 0; t < width; t++) {
      const x = v[base + t];
      if (x === 0) continue;
      mass += x;
      unsaved += x * matrix.unsaved[t];
      wasted += x * matrix.wasted[t];
      for (const { dev, start, to, p } of matrix.byDev) {
        const at = base + (Math.min(pending + dev, dim - 1) - pending) * stride;
        for (let j = start[t]; j < start[t + 1]; j++) out[at + to[j]] += p[j] * x;
      }
    }
  }
  tally.unsaved += unsaved;
  tally.wasted += wasted;
  return mass;
}
