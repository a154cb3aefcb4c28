import { Dist } from '../dice/dist.js';
import type { Tally, TargetLayout } from './allocation.js';
import { attackOutcomes, type AttackOutcome } from './attack.js';
import { applyAttack, attackMatrix } from './attack-matrix.js';
import { woundsRemoved } from './damage-reroll.js';
import { damageWithResources, judgeWithResources, type Resource } from './one-roll.js';
import type { GroupDefence, WeaponPlan } from './plan.js';

/**
 * One weapon's attacks on the state vector. The vector holds, for each state of the target
 * (wounds lost, see allocation.ts) and each count of pending Devastating Wounds, the probability
 * mass; with one-roll resources it holds one such block per set of resources still unused
 * (bit masks, `flags` blocks in all).
 */
export interface Layout {
  readonly target: TargetLayout;
  /** States per resource block: target states times pending counts. */
  readonly size: number;
  /** Distance between pending counts of this weapon, and how many counts there are. */
  readonly stride: number;
  readonly dim: number;
}

/** An allocated wound's possible results: wounds the model would lose (uncapped), by resources used. */
export interface Entry {
  readonly used: number;
  readonly loss: readonly number[];
  /** Mass of failed saving throws in this entry. */
  readonly unsaved: number;
}

export interface StepTally extends Tally {
  hits: number;
  wounds: number;
}

type Kind = 'normal' | 'critical';

/**
 * The attack matrix holds a column per target state (attack-matrix.ts): past this many states the
 * weapon walks its wounds through the vector instead, in memory linear in the states.
 */
const MATRIX_STATES = 4096;

export function resolveWeapon(
  v: Float64Array,
  plan: WeaponPlan,
  resources: readonly Resource[],
  layout: Layout,
  tally: StepTally,
): Float64Array {
  const flags = 1 << resources.length;
  // An attack's rolls see only the Hit and Wound resources, an allocated wound only the save and
  // Damage ones: each is worked out once per set of the resources it sees, not per mask.
  const bits = (kinds: readonly Resource['roll'][]) => resources.reduce((m, r) => (kinds.includes(r.roll) ? m | r.bit : m), 0);
  const attackBits = bits(['hit', 'wound']);
  const allocationBits = bits(['save', 'damage']);
  const attackOutcomesOf = memo((mask: number) => attackOutcomes(plan, resources, mask));
  const planOf = memo((m: number) => blockPlan(m, flags, attackOutcomesOf(m & attackBits), entriesRow));
  // A Damage re-roll is chosen by the wounds left on the model (damage-reroll.ts): entries per (group, wounds left).
  const damageMatters = plan.damageRoll.rerollAny || resources.some((r) => r.roll === 'damage');
  const { group, remaining } = layout.target;
  /** For one kind of wound and one set of unused resources: the entries of every target state. */
  const byState = memo((key: number) => {
    const kind: Kind = key % 2 ? 'critical' : 'normal';
    const mask = key >> 1;
    const defences = kind === 'critical' && plan.criticalDefence ? plan.criticalDefence : plan.defence;
    const shared = memo((g: number) => memo((r: number) => allocationEntries(plan, defences[g], r, resources, mask)));
    // A model with at least the largest Damage left values every Damage as itself: one set of entries.
    const most = plan.damage.max;
    const woundsKey = (r: number) => (damageMatters ? Math.min(r, most) : 0);
    return Array.from({ length: layout.target.totalWounds }, (_, t) => shared(group[t])(woundsKey(remaining[t])));
  });
  /** The entries of every target state, for one kind of wound and one set of unused resources. */
  const entriesRow = (kind: Kind, mask: number) => byState((mask & allocationBits) * 2 + (kind === 'critical' ? 1 : 0));
  const hitsOf = memo((mask: number) => expectedHits(plan, resources, mask));
  const hitsWith = (mask: number) => hitsOf(mask & attackBits);

  const count = plan.attacks;
  if (flags === 1 && layout.target.totalWounds < MATRIX_STATES) {
    // No resources: every attack moves the mass alike, so its matrix is worked out once (attack-matrix.ts).
    const block = planOf(0);
    const matrix = attackMatrix(block, layout.target);
    const hits = hitsWith(0);
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
  // All resources start unused: the mass sits in the last block.
  let acc: Float64Array = new Float64Array(flags * layout.size);
  acc.set(v, (flags - 1) * layout.size);
  const start = acc;
  acc = start.map((x) => x * count.prob(count.max));
  const scratch = new Scratch(start.length);
  for (let n = count.max - 1; n >= 0; n--) {
    acc = oneAttack(acc, flags, planOf, hitsWith, layout, tally, scratch);
    const w = count.prob(n);
    if (w !== 0) for (let i = 0; i < start.length; i++) acc[i] += w * start[i];
  }
  const out = new Float64Array(layout.size);
  for (let m = 0; m < flags; m++) for (let i = 0; i < layout.size; i++) out[i] += acc[m * layout.size + i];
  return out;
}

/**
 * How one attack moves the mass of one resource block: the states after so many wounds it needs, in
 * the order they are worked out (each from the one before it, or a copy of the block), then where
 * each attack outcome takes its state. The same for every attack of the weapon: made once per block.
 */
export interface BlockPlan {
  readonly steps: readonly {
    /** The state it starts from (an earlier step), -1 for the block itself, or null: a copy of the block into resources `m1`. */
    readonly from: number | null;
    readonly m1: number;
    /** The entries of this kind of wound for every target state, by the resources still unused. */
    readonly row: (mask: number) => readonly Entry[][];
    /** The share of the block's mass that takes this wound (for the tally). */
    readonly reaching: number;
  }[];
  /** Per attack outcome: its state (a step, or -1: the block unchanged), its Devastating Wounds, its probability. */
  readonly moves: readonly { readonly state: number; readonly dev: number; readonly p: number }[];
  /** Expected wounds per attack (for the tally). */
  readonly wounds: number;
}

/** The plan of block m: the states in the order a depth-first walk from the outcomes first asks for them. */
function blockPlan(m: number, flags: number, list: readonly AttackOutcome[], entriesRow: (kind: Kind, mask: number) => readonly Entry[][]): BlockPlan {
  const rows = { normal: (mask: number) => entriesRow('normal', mask), critical: (mask: number) => entriesRow('critical', mask) };
  const steps: BlockPlan['steps'][number][] = [];
  const index = new Map<number, number>();
  /** Block m's mass, its resources now `m1`, after a ordinary and b critical wounds: a step, or -1 for the block itself. */
  const state = (m1: number, a: number, b: number): number => {
    const key = (m1 * 1024 + a) * 1024 + b;
    const known = index.get(key);
    if (known !== undefined) return known;
    let step: BlockPlan['steps'][number];
    if (a === 0 && b === 0 && flags === 1) return -1;
    if (a === 0 && b === 0) step = { from: null, m1, row: rows.normal, reaching: 0 };
    else if (b > 0) step = { from: state(m1, a, b - 1), m1, row: rows.critical, reaching: chance(list, (o) => (m & ~o.used) === m1 && o.normal === a && o.critical >= b) };
    else step = { from: state(m1, a - 1, 0), m1, row: rows.normal, reaching: chance(list, (o) => (m & ~o.used) === m1 && o.normal >= a) };
    steps.push(step);
    index.set(key, steps.length - 1);
    return steps.length - 1;
  };
  const moves = list.map((o) => ({ state: state(m & ~o.used, o.normal, o.critical), dev: o.dev, p: o.p }));
  return { steps, moves, wounds: list.reduce((s, o) => s + o.p * (o.normal + o.critical + o.dev), 0) };
}

function oneAttack(
  v: Float64Array,
  flags: number,
  planOf: (mask: number) => BlockPlan,
  hitsWith: (mask: number) => number,
  layout: Layout,
  tally: StepTally,
  scratch: Scratch,
): Float64Array {
  const out = scratch.output(v);
  const block = layout.stride * layout.dim;
  const { size, dim, stride } = layout;
  for (let m = 0; m < flags; m++) {
    let mass = 0;
    for (let i = m * size; i < (m + 1) * size; i++) mass += v[i];
    if (mass === 0) continue;
    const plan = planOf(m);
    tally.hits += mass * hitsWith(m);
    tally.wounds += mass * plan.wounds;
    const states: Float64Array[] = [];
    for (let i = 0; i < plan.steps.length; i++) {
      const step = plan.steps[i];
      const next = scratch.state(m, i);
      if (step.from === null) next.set(v.subarray(m * size, (m + 1) * size), step.m1 * size);
      else allocateFlagged(step.from < 0 ? v : states[step.from], next, flags, layout, step.row, step.reaching, tally);
      states.push(next);
    }
    for (const move of plan.moves) {
      const src = move.state < 0 ? v : states[move.state];
      const p = move.p;
      for (let base = 0; base < v.length; base += block) {
        for (let pending = 0; pending < dim; pending++) {
          const from = base + pending * stride;
          const to = base + Math.min(pending + move.dev, dim - 1) * stride;
          for (let k = 0; k < stride; k++) if (src[from + k] !== 0) out[to + k] += p * src[from + k];
        }
      }
    }
  }
  return out;
}

/**
 * Buffers one weapon's attacks reuse: the vector after each attack (two, in turn) and the states
 * after so many wounds within an attack, zeroed before each use instead of allocated per attack.
 */
class Scratch {
  private readonly outputs: Float64Array[];
  private readonly states = new Map<number, Float64Array>();
  constructor(private readonly length: number) {
    this.outputs = [new Float64Array(length), new Float64Array(length)];
  }

  /** A zeroed vector that is not `input`. */
  output(input: Float64Array): Float64Array {
    const out = this.outputs[0] === input ? this.outputs[1] : this.outputs[0];
    return out.fill(0);
  }

  /** The zeroed buffer of step `i` of resource block `m`'s plan. */
  state(m: number, i: number): Float64Array {
    const id = m * 2 ** 20 + i;
    let buffer = this.states.get(id);
    if (!buffer) this.states.set(id, (buffer = new Float64Array(this.length)));
    return buffer.fill(0);
  }
}

/** One allocated wound in every state; `weight` scales the tally (the share of mass that takes it). */
function allocateFlagged(
  src: Float64Array,
  dst: Float64Array,
  flags: number,
  layout: Layout,
  entriesRow: (mask: number) => readonly Entry[][],
  weight: number,
  tally: Tally,
): void {
  const { target } = layout;
  const { step, remaining, totalWounds } = target;
  const width = totalWounds + 1;
  // The tally's sums in locals, added in the same order as before (results unchanged to the last bit).
  let unsaved = tally.unsaved;
  let wasted = tally.wasted;
  for (let m = 0; m < flags; m++) {
    const offset = m * layout.size;
    const row = entriesRow(m);
    for (let base = offset; base < offset + layout.size; base += width) {
      for (let t = 0; t < totalWounds; t++) {
        const mass = src[base + t];
        if (mass === 0) continue;
        const r = remaining[t];
        const s = step === undefined ? 1 : step[t];
        const entries = row[t];
        for (let i = 0; i < entries.length; i++) {
          const e = entries[i];
          const to = base - offset + (m & ~e.used) * layout.size + t;
          unsaved += weight * mass * e.unsaved;
          const loss = e.loss;
          for (let l = 0; l < loss.length; l++) {
            const q = loss[l];
            if (q === 0) continue;
            dst[to + (l < r ? l : r) * s] += mass * q;
            if (l > r) wasted += weight * mass * q * (l - r);
          }
        }
      }
      dst[base + totalWounds] += src[base + totalWounds];
    }
  }
  tally.unsaved = unsaved;
  tally.wasted = wasted;
}

/** Saving throw, then Damage, then Feel No Pain per point (000), with the resources in `mask`. */
function allocationEntries(
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
    if (loss === null) e.loss[0] = (e.loss[0] ?? 0) + p;
    else {
      for (let k = 0; k <= loss.max; k++) e.loss[k] = (e.loss[k] ?? 0) + p * loss.prob(k);
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
  return [...byUsed].map(([used, e]) => ({ used, loss: Array.from(e.loss, (x) => x ?? 0), unsaved: e.unsaved }));
}

function expectedHits(plan: WeaponPlan, resources: readonly Resource[], mask: number): number {
  if (!plan.hit) return 1;
  const extra = plan.sustainedHits ? plan.sustainedHits.mean() : 0;
  return judgeWithResources(plan.hit, 'hit', resources, mask).reduce(
    (s, h) => s + h.p * (h.result === 'success' ? 1 : h.result === 'critical' ? 1 + extra : 0),
    0,
  );
}

function chance(outcomes: readonly AttackOutcome[], which: (o: AttackOutcome) => boolean): number {
  return outcomes.reduce((s, o) => s + (which(o) ? o.p : 0), 0);
}

function memo<K, V>(f: (k: K) => V): (k: K) => V {
  const cache = new Map<K, V>();
  return (k) => {
    if (!cache.has(k)) cache.set(k, f(k));
    return cache.get(k)!;
  };
}
