import { zeros } from '../dice/dist.js';
import type { TargetLayout } from './allocation.js';
import { attackOutcomes } from './attack.js';
import { blockPlan, expectedHits, type BlockPlan, type Kind } from './block-plan.js';
import type { WeaponPlan } from './plan.js';
import type { Layout, StepTally } from './weapon-step.js';
import { entriesByState, type Entry } from './wound-entries.js';

/**
 * One column of the attack matrix: where one attack takes the mass of one target state, with the
 * Devastating Wounds it adds, and what it adds to the tally.
 */
interface Column {
  /** Per count of Devastating Wounds the attack can add: the states it takes the mass to, with probabilities. */
  readonly parts: readonly { readonly dev: number; readonly to: readonly number[]; readonly p: readonly number[] }[];
  /** Expected failed saves and expected damage lost on destroyed models. */
  readonly unsaved: number;
  readonly wasted: number;
}

/**
 * A sparse vector over one row of target states: a dense array and the states it touched. Plain
 * arrays here, not typed ones: these are small and many, and typed arrays cost more to allocate.
 */
class Sparse {
  readonly mass: number[];
  readonly touched: number[] = [];
  constructor(width: number) {
    this.mass = zeros(width);
  }

  /** Adds q >= 0 at t (a product that underflows to 0 adds nothing: t is listed once). */
  add(t: number, q: number): void {
    if (q === 0) return;
    if (this.mass[t] === 0) this.touched.push(t);
    this.mass[t] += q;
  }

  clear(): void {
    for (const t of this.touched) this.mass[t] = 0;
    this.touched.length = 0;
  }
}

/**
 * One attack of a weapon without one-roll resources, as a matrix over the target's states: column t
 * is where the mass of state t goes, worked out from the attack's plan (block-plan.ts) the first time
 * a state has mass, then used for every attack. The same arithmetic as walking the plan's wounds
 * through the whole vector attack by attack (weapon-step.ts; RULINGS 7 and 000 'Allocate Attack' as
 * there), summed in another order: equal up to rounding.
 */
class AttackMatrix {
  private readonly columns: (Column | undefined)[] = [];
  private readonly devs: number[];
  private readonly start: Sparse;
  private readonly states: Sparse[];
  private readonly byDev: Sparse[];
  /** Per step: the state it starts from (-1: the start) and its entries of every target state. */
  private readonly from: number[];
  private readonly rows: (readonly Entry[][])[];
  /** Per move: the Devastating Wounds count it adds (an index into devs). */
  private readonly into: number[];

  constructor(
    private readonly plan: BlockPlan,
    private readonly target: TargetLayout,
  ) {
    const width = target.totalWounds + 1;
    this.devs = [...new Set(plan.moves.map((m) => m.dev))];
    this.start = new Sparse(width);
    this.states = plan.steps.map(() => new Sparse(width));
    this.byDev = this.devs.map(() => new Sparse(width));
    this.from = plan.steps.map((step) => step.from!); // block 0 without resources never copies a block (blockPlan)
    this.rows = plan.steps.map((step) => step.row(0));
    this.into = plan.moves.map((m) => this.devs.indexOf(m.dev));
  }

  column(t: number): Column {
    return (this.columns[t] ??= this.build(t));
  }

  private build(t: number): Column {
    const { plan, start, states, byDev } = this;
    start.add(t, 1);
    const tally = { unsaved: 0, wasted: 0 };
    for (let i = 0; i < states.length; i++) {
      allocateSparse(this.from[i] < 0 ? start : states[this.from[i]], states[i], this.target, this.rows[i], plan.steps[i].reaching, tally);
    }
    for (let i = 0; i < plan.moves.length; i++) {
      const move = plan.moves[i];
      const src = move.state < 0 ? start : states[move.state];
      for (const j of src.touched) if (src.mass[j] !== 0) byDev[this.into[i]].add(j, move.p * src.mass[j]);
    }
    const parts = this.devs.map((dev, d) => {
      const to = byDev[d].touched.slice();
      const p = to.map((j) => byDev[d].mass[j]);
      byDev[d].clear();
      return { dev, to, p };
    });
    start.clear();
    for (const s of states) s.clear();
    return { parts, unsaved: tally.unsaved, wasted: tally.wasted };
  }
}

/** resolveWeapon (weapon-step.ts) for a weapon without one-roll resources: the attack matrix, then each attack. */
export function resolveByMatrix(v: readonly number[], plan: WeaponPlan, layout: Layout, tally: StepTally): number[] {
  const rows: Partial<Record<Kind, Entry[][]>> = {};
  const row = (kind: Kind) =>
    (rows[kind] ??= entriesByState(plan, layout.target, kind === 'critical' && plan.criticalDefence ? plan.criticalDefence : plan.defence, [], 0));
  const block = blockPlan(0, 1, attackOutcomes(plan), row);
  const matrix = new AttackMatrix(block, layout.target);
  const hits = expectedHits(plan, [], 0);
  const count = plan.attacks;
  const most = count.prob(count.max);
  let acc = zeros(v.length);
  for (let i = 0; i < v.length; i++) acc[i] = v[i] * most;
  let spare = zeros(v.length);
  for (let n = count.max - 1; n >= 0; n--) {
    const mass = applyAttack(acc, spare, matrix, layout, tally);
    tally.hits += mass * hits;
    tally.wounds += mass * block.wounds;
    const done = spare;
    spare = acc;
    acc = done;
    const w = count.prob(n);
    if (w !== 0) for (let i = 0; i < v.length; i++) acc[i] += w * v[i];
  }
  return acc;
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
function applyAttack(v: readonly number[], out: number[], matrix: AttackMatrix, layout: Layout, tally: StepTally): number {
  const width = layout.target.totalWounds + 1;
  const { stride, dim, caps } = layout;
  out.fill(0);
  let mass = 0;
  let unsaved = 0;
  let wasted = 0;
  for (let base = 0; base < v.length; base += width) {
    const pending = Math.floor(base / stride) % dim;
    for (let t = 0; t < width; t++) {
      const x = v[base + t];
      if (x === 0) continue;
      const column = matrix.column(t);
      mass += x;
      unsaved += x * column.unsaved;
      wasted += x * column.wasted;
      for (const { dev, to, p } of column.parts) {
        if (caps === undefined) {
          const at = base + (Math.min(pending + dev, dim - 1) - pending) * stride;
          for (let j = 0; j < to.length; j++) out[at + to[j]] += p[j] * x;
        } else {
          for (let j = 0; j < to.length; j++) out[base + (Math.min(pending + dev, caps[to[j]]) - pending) * stride + to[j]] += p[j] * x;
        }
      }
    }
  }
  tally.unsaved += unsaved;
  tally.wasted += wasted;
  return mass;
}
