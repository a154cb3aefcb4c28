import { zeros, type Dist } from '../../dice/dist.js';
import type { Tally, TargetLayout } from './allocation.js';
import { attackOutcomes, type AttackOutcome } from './attack.js';
import { blockPlan, expectedHits, type BlockPlan, type Kind } from './block-plan.js';
import type { Resource } from './one-roll.js';
import type { WeaponPlan } from './plan.js';
import { entriesByState, type Entry } from './wound-entries.js';
import { got } from '../maps.js';
import { blocksOf, summedBlocks, unused } from './shared-uses.js';

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
  /**
   * The resource blocks `v` holds and the weapon returns (uses shared by several weapons,
   * shared-uses.ts); absent: `v` holds none, the weapon adds its own and sums them away.
   */
  readonly held?: number;
}

export interface StepTally extends Tally {
  hits: number;
  wounds: number;
  /**
   * false: no one reads hits and wounds (a calculation without per-weapon rows, a turn's batch), so the weapon
   * step leaves them, and the expected hits of each weapon's attack are never worked out (issue 30).
   */
  readonly counting?: boolean;
}

/**
 * Calculations side by side (rules/tenth/matchup/turn-batch.ts): blocks of `stride` states, each with its own
 * attacks (`counts`), with no resources and no Devastating Wounds (so no attack moves mass between
 * blocks). `summed`: the input has one block per count, each of the layout's size, and the output is
 * their sum (later attacks are the same for every block); else the layout holds the blocks (its
 * pending dimension) and the output keeps them apart. Their weapon steps keep no tally (blocksAttack): a turn
 * reads their states only.
 */
export interface Blocks {
  readonly counts: readonly Dist[];
  readonly summed: boolean;
}

export function resolveWeapon(
  v: readonly number[],
  plan: WeaponPlan,
  resources: readonly Resource[],
  layout: Layout,
  tally: StepTally,
  blocks?: Blocks,
): number[] {
  // One block per set of unused resources; rolls sharing one use share its bit (shared-uses.ts).
  const flags = layout.held ?? blocksOf(resources);
  const all = rollsWith(plan, resources, flags, layout);

  if (blocks) {
    const taken: Scratch[] = [];
    // With no resources and no Devastating Wounds every move keeps its block: the blocks' own attack (no tally).
    const own = flags === 1 && all.planOf(0).moves.every((move) => move.dev === 0);
    const attackOn = (on: Layout): Attack => {
      const scratch = scratchOf(on.size);
      taken.push(scratch);
      return own ? (a) => blocksAttack(a, all, on, scratch) : (a) => oneAttack(a, flags, all, on, tally, scratch);
    };
    const result = byBlock(v, blocks, layout, attackOn);
    for (let i = 0; i < taken.length; i++) taken[i].release(result);
    return result;
  }
  // A resource offered on the weapon's last attacks only (Resource lastAttacks): Horner's scheme below
  // makes the attacks of every count at once, the one of step n being the (n+1)-th from the last of
  // each (the sum over n of P(n) times n attacks), so the resources step n sees are those of n + 1 attacks left.
  // Most weapon steps have no resources: no Map and no search for them (every weapon of a sweep's cells, issue 30).
  const limited = resources.length > 0 && resources.some((r) => r.lastAttacks !== undefined);
  const seen = limited ? new Map<number, Rolls>() : undefined;
  const rollsAt = (n: number): Rolls => {
    if (!seen) return all;
    const visible = resources.filter((r) => r.lastAttacks === undefined || n < r.lastAttacks);
    if (visible.length === resources.length) return all;
    return got(seen, visible.length, () => rollsWith(plan, visible, flags, layout));
  };
  const count = plan.attacks;
  // All resources start unused (the mass in the last block), or `v` holds them already; without resources `v` is the
  // one block as it is (only read), and the last vector made is the result: no copy in, none out (issue 30).
  const start = layout.held || flags === 1 ? v : unused(v, flags);
  // The buffers of an earlier weapon step of this length (the vector that leaves as the result is replaced in them).
  const scratch = scratchOf(start.length);
  let acc = scratch.unfilled(start);
  const most = count.prob(count.max);
  for (let i = 0; i < start.length; i++) acc[i] = start[i] * most;
  for (let n = count.max - 1; n >= 0; n--) {
    acc = oneAttack(acc, flags, rollsAt(n), layout, tally, scratch);
    const w = count.prob(n);
    if (w !== 0) for (let i = 0; i < start.length; i++) acc[i] += w * start[i];
  }
  const result = layout.held || flags === 1 ? acc : summedBlocks(acc, layout.size);
  scratch.release(result);
  return result;
}

/**
 * Weapon steps' buffers by vector length, taken by one step and given back when it ends: a turn makes a dozen weapon
 * steps, each of which made its own (issue 30). Steps do not nest; a step that throws leaves its buffers to the collector.
 */
const freeScratches = new Map<number, Scratch[]>();

/** Free scratches kept per length (a byBlock takes one or two at once). */
const MOST_FREE = 4;

function scratchOf(length: number): Scratch {
  return freeScratches.get(length)?.pop() ?? new Scratch(length);
}

/**
 * The attacks of each block of `start` (blocks of `stride` states): kept apart, the same sums block by
 * block as resolveWeapon makes with that block's count alone (a block with fewer attacks meets only
 * zeros before its own most attacks); summed, each block's starting states join the sum as its count
 * reaches them (sum over blocks b of sum over n of P(b makes n attacks) x n attacks on b's states).
 * Where blockShortcut says so, the same numbers but for rounding in fewer steps.
 */
function byBlock(start: readonly number[], blocks: Blocks, layout: Layout, attackOn: (on: Layout) => Attack): number[] {
  const { counts, summed } = blocks;
  const { stride, size } = layout;
  const by = blockShortcut(start, blocks, stride);
  if (by === ONE_START) return fromOneStart(start, counts, layout, attackOn);
  const most = mostOf(counts);
  const attack = by > 1 ? manyAttacks(attackOn, layout, by) : attackOn(layout);
  // Counted loops, no closure per block: a turn's fights run these per attack step and block (issue 30).
  const added = (acc: number[], n: number) => {
    for (let b = 0; b < counts.length; b++) {
      const w = counts[b].prob(n);
      const to = summed ? 0 : b * stride;
      if (w !== 0) for (let i = 0; i < stride; i++) acc[to + i] += w * start[b * stride + i];
    }
    return acc;
  };
  // `by` divides every count's numbers of attacks with mass, each count's maximum among them (a Dist
  // trims trailing zeros), so `most` is a multiple of `by` and the steps end on n = 0: no count's
  // chance of no attacks is passed over.
  let acc = added(zeros(size), most);
  for (let n = most - by; n >= 0; n -= by) acc = added(attack(acc), n);
  return acc;
}

/** blockShortcut's answer where the blocks take one chain of attacks from their common start (fromOneStart). */
export const ONE_START = 'one start';

/**
 * How byBlock attacks the blocks (exported for tests to see which way a batch goes): blocks kept
 * apart that all start from the same states always take one chain of attacks (ONE_START); else the
 * attacks made at once, more than 1 where every count is a multiple of that many and it is cheaper
 * (manyAttacks), 1 otherwise.
 */
export function blockShortcut(start: readonly number[], { counts, summed }: Blocks, stride: number): typeof ONE_START | number {
  if (!summed && counts.length > 1 && startAlike(start, stride)) return ONE_START;
  // Where every block makes a multiple of `step` attacks (fixed Attacks per model), `step` at once
  // where that is cheaper. Costs in attacks on one block: the matrix, `step` attacks on `stride`
  // blocks; a product per block, stride^2 sums against about 8 per state for an attack, stride / 8.
  let attacks = 0;
  for (let b = 0; b < counts.length; b++) attacks = summed ? Math.max(attacks, counts[b].max) : attacks + counts[b].max;
  // The cost at `step` is at least stride x sqrt(attacks / 2) (its least over all steps): where that is not below
  // `attacks`, no step pays, and the counts' divisor is not looked for (a turn's fight back: 220 outcomes, issue 30).
  if (stride * stride >= 2 * attacks) return 1;
  const step = stepOf(counts);
  if (step === 1) return 1;
  return stride * step + (attacks / step) * (stride / 8) < attacks ? step : 1;
}

/** The most attacks any of the counts makes. */
function mostOf(counts: readonly Dist[]): number {
  let most = -Infinity;
  for (let b = 0; b < counts.length; b++) most = Math.max(most, counts[b].max);
  return most;
}

/** The greatest common divisor of the numbers of attacks the counts can make (1 where they make none). */
function stepOf(counts: readonly Dist[]): number {
  let g = 0;
  for (let b = 0; b < counts.length; b++) {
    const c = counts[b];
    for (let n = 1; n <= c.max; n++) {
      if (c.prob(n) === 0) continue;
      g = gcd(n, g);
      // No divisor is smaller: the rest cannot change it.
      if (g === 1) return 1;
    }
  }
  return Math.max(g, 1);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * `g` attacks at once on every block: the matrix of g attacks from each single state (a block per
 * state, pushed through the engine's attacks), then one product per block, over the states each
 * row reaches (from its first to its last with mass: a few past its own).
 */
function manyAttacks(attackOn: (on: Layout) => Attack, layout: Layout, g: number): Attack {
  const { stride } = layout;
  const attack = attackOn({ ...layout, size: stride * stride, dim: stride });
  let power = zeros(stride * stride);
  for (let r = 0; r < stride; r++) power[r * stride + r] = 1;
  for (let i = 0; i < g; i++) power = attack(power);
  const first: number[] = [];
  const last: number[] = [];
  for (let r = 0; r < stride; r++)
    for (let j = 0; j < stride; j++)
      if (power[r * stride + j] !== 0) {
        if (first[r] === undefined) first[r] = j;
        last[r] = j;
      }
  const outputs = [zeros(layout.size), zeros(layout.size)];
  return (v) => {
    const out = (outputs[0] === v ? outputs[1] : outputs[0]).fill(0);
    for (let base = 0; base < v.length; base += stride)
      for (let r = 0; r < stride; r++) {
        const x = v[base + r];
        if (x !== 0) for (let j = first[r], at = r * stride; j <= last[r]; j++) out[base + j] += x * power[at + j];
      }
    return out;
  };
}

/** One attack on a vector of a layout's states. */
type Attack = (v: number[]) => number[];

/** Whether every block of `v` (blocks of `stride` states) holds the same states as the first. */
function startAlike(v: readonly number[], stride: number): boolean {
  for (let i = stride; i < v.length; i++) if (v[i] !== v[i - stride]) return false;
  return true;
}

/**
 * Blocks kept apart that all start from the same states, those of `start`'s first block (the Overwatch:
 * every set of survivors fires at the same unhurt unit): one chain S_k = k attacks on them, and each
 * block the sum over k of P(it makes k attacks) x S_k, so the attacks cost one block's instead of one
 * per block. The same numbers as byBlock's but for rounding (another order than Horner's scheme).
 */
function fromOneStart(start: readonly number[], counts: readonly Dist[], layout: Layout, attackOn: (on: Layout) => Attack): number[] {
  const { stride } = layout;
  const attack = attackOn({ ...layout, size: stride, dim: 1 });
  const most = mostOf(counts);
  const out = zeros(layout.size);
  // Copied into an array made as the engine's others are (zeros), not sliced from the caller's: a
  // slice's other V8 elements kind made oneAttack slower for every later call (measured 5% on a fight).
  const first = zeros(stride);
  for (let i = 0; i < stride; i++) first[i] = start[i];
  /** Each block's chance of `k` attacks times S_k. */
  const added = (k: number, s: readonly number[]) => {
    for (let b = 0; b < counts.length; b++) {
      const w = counts[b].prob(k);
      if (w !== 0) for (let i = 0; i < stride; i++) out[b * stride + i] += w * s[i];
    }
  };
  added(0, first);
  for (let k = 1, s = first; k <= most; k++) added(k, (s = attack(s)));
  return out;
}

/** What one attack needs of a weapon's rolls with some resources, per set of them still unused. */
interface Rolls {
  readonly planOf: (mask: number) => BlockPlan;
  readonly hitsWith: (mask: number) => number;
  readonly entriesRow: (kind: Kind, mask: number) => readonly Entry[][];
}

function rollsWith(plan: WeaponPlan, resources: readonly Resource[], flags: number, layout: Layout): Rolls {
  // An attack's rolls see only the Hit and Wound resources, an allocated wound only the save and
  // Damage ones: each is worked out once per set of the resources it sees, not per mask.
  const bits = (kinds: readonly Resource['roll'][]) => resources.reduce((m, r) => (kinds.includes(r.roll) ? m | r.bit : m), 0);
  const attackBits = bits(['hit', 'wound']);
  const allocationBits = bits(['save', 'damage']);
  // Each worked out once per mask (small integers, below `flags`), in arrays: a Map each cost a sweep's 20,000
  // weapon steps more garbage than their whole state vectors (issue 30).
  const outcomes: (readonly AttackOutcome[])[] = [];
  const plans: BlockPlan[] = [];
  const rows: (readonly Entry[][])[] = [];
  const hits: number[] = [];
  return {
    planOf: (m) => (plans[m] ??= blockPlan(m, flags, (outcomes[m & attackBits] ??= attackOutcomes(plan, resources, m & attackBits)))),
    hitsWith: (mask) => (hits[mask & attackBits] ??= expectedHits(plan, resources, mask & attackBits)),
    entriesRow: (kind, mask) => {
      // For one kind of wound and one set of unused resources: the entries of every target state.
      const key = (mask & allocationBits) * 2 + (kind === 'critical' ? 1 : 0);
      const defence = kind === 'critical' && plan.criticalDefence ? plan.criticalDefence : plan.defence;
      return (rows[key] ??= entriesByState(plan, layout.target, defence, resources, mask & allocationBits));
    },
  };
}

function oneAttack(v: readonly number[], flags: number, rolls: Rolls, layout: Layout, tally: StepTally, scratch: Scratch): number[] {
  const { planOf, hitsWith, entriesRow } = rolls;
  const block = layout.stride * layout.dim;
  const { size, dim, stride } = layout;
  // One resource block (most weapons, and a turn's blocks side by side): where the first outcome leaves every state
  // as it is (a miss: no wound, nothing pending added), the output starts as that outcome's share of `v` instead of
  // zeros it is then added to: the same numbers (0 + x is x; the states above `held` hold 0 either way), one pass
  // over the states fewer per attack (issue 30).
  const plain = flags === 1 && v.length === size && size % block === 0;
  const first = plain ? planOf(0).moves[0] : undefined;
  const startsWith = first !== undefined && first.state < 0 && first.dev === 0 ? first : undefined;
  const out = startsWith ? scratch.unfilled(v) : scratch.output(v);
  // Allocations within the attack keep the pending count: no state of it holds mass above this.
  const held = highestPending(v, block, stride, dim);
  for (let m = 0; m < flags; m++) {
    let mass = 0;
    for (let i = m * size; i < (m + 1) * size; i++) mass += v[i];
    if (mass === 0) {
      if (startsWith) out.fill(0);
      continue;
    }
    const plan = planOf(m);
    if (tally.counting !== false) {
      tally.hits += mass * hitsWith(m);
      tally.wounds += mass * plan.wounds;
    }
    const states = scratch.steps(m);
    for (let i = 0; i < plan.steps.length; i++) {
      const step = plan.steps[i];
      const next = scratch.state(m, i);
      if (step.from === null) for (let j = 0; j < size; j++) next[step.m1 * size + j] = v[m * size + j];
      else allocateFlagged(step.from < 0 ? v : states[step.from], next, flags, layout, entriesRow, step.kind, step.reaching, tally);
      states[i] = next;
    }
    if (startsWith) for (let k = 0; k < size; k++) out[k] = startsWith.p * v[k];
    for (let j = startsWith ? 1 : 0; j < plan.moves.length; j++) {
      const move = plan.moves[j];
      const src = move.state < 0 ? v : states[move.state];
      const p = move.p;
      for (let base = 0; base < v.length; base += block) {
        for (let pending = 0; pending <= held; pending++) {
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
 * oneAttack on blocks side by side, where no move leaves its block (Blocks: no resources, no Devastating Wounds): the
 * same states, in fewer passes over them (issue 30), and no tally. Apart from oneAttack, whose every calculation's code
 * a change there made slower (a sweep 4% with these passes in it).
 * - No block's mass is summed first: a block of none comes out as zeros either way.
 * - Each state's share of every move is summed in one pass, in the moves' order (as oneAttack adds each move's), a
 *   move's product only where its state has mass (as oneAttack skips it).
 */
function blocksAttack(v: readonly number[], rolls: Rolls, layout: Layout, scratch: Scratch): number[] {
  const plan = rolls.planOf(0);
  const size = v.length;
  const states = scratch.steps(0);
  for (let i = 0; i < plan.steps.length; i++) {
    const step = plan.steps[i];
    const next = scratch.stateZeroed(0, i);
    if (step.from === null) for (let j = 0; j < size; j++) next[j] = v[j];
    else allocateInBlocks(step.from < 0 ? v : states[step.from], next, layout, rolls.entriesRow(step.kind, 0));
    states[i] = next;
  }
  const { moves } = plan;
  const out = scratch.unfilled(v);
  if (moves.length === 0) return out.fill(0);
  const p0 = moves[0].p;
  const src0 = moves[0].state < 0 ? v : states[moves[0].state];
  if (moves.length > 1) {
    const p1 = moves[1].p;
    const src1 = moves[1].state < 0 ? v : states[moves[1].state];
    for (let k = 0; k < size; k++) {
      const x = src0[k] !== 0 ? p0 * src0[k] : 0;
      out[k] = src1[k] !== 0 ? x + p1 * src1[k] : x;
    }
  } else for (let k = 0; k < size; k++) out[k] = src0[k] !== 0 ? p0 * src0[k] : 0;
  for (let j = 2; j < moves.length; j++) {
    const p = moves[j].p;
    const src = moves[j].state < 0 ? v : states[moves[j].state];
    for (let k = 0; k < size; k++) if (src[k] !== 0) out[k] += p * src[k];
  }
  return out;
}

/** The highest pending count with mass in `v` (0 with none held): after k attacks, at most k x the most per attack. */
function highestPending(v: readonly number[], block: number, stride: number, dim: number): number {
  for (let pending = dim - 1; pending > 0; pending--)
    for (let base = 0; base < v.length; base += block)
      for (let k = base + pending * stride, end = k + stride; k < end; k++) if (v[k] !== 0) return pending;
  return 0;
}

/**
 * Buffers one weapon's attacks reuse: the vector after each attack (two, in turn) and the states
 * after so many wounds within an attack, zeroed before each use instead of allocated per attack.
 */
class Scratch {
  private readonly outputs: number[][];
  // By resource block, then step: arrays indexed by small integers, not Maps looked up per step of every attack
  // (a turn's fights make thousands of attacks: 6% of one, issue 30).
  private readonly states: number[][][] = [];
  private readonly stepLists: number[][][] = [];
  constructor(private readonly length: number) {
    this.outputs = [zeros(length), zeros(length)];
  }

  /** A zeroed vector that is not `input`. */
  output(input: readonly number[]): number[] {
    return this.unfilled(input).fill(0);
  }

  /** A vector that is not `input`, holding what it last held: its caller sets every element. */
  unfilled(input: readonly number[]): number[] {
    return this.outputs[0] === input ? this.outputs[1] : this.outputs[0];
  }

  /** Back to the free buffers (scratchOf), without `kept`, the step's result where it is one of its vectors: a new one takes its place. */
  release(kept: readonly number[]): void {
    for (let i = 0; i < 2; i++) if (this.outputs[i] === kept) this.outputs[i] = zeros(this.length);
    let free = freeScratches.get(this.length);
    if (!free) freeScratches.set(this.length, (free = []));
    if (free.length < MOST_FREE) free.push(this);
  }

  /** Where block `m`'s attack keeps its steps' buffers (by step: each attack sets every one it reads). */
  steps(m: number): number[][] {
    return (this.stepLists[m] ??= []);
  }

  /** state(), zeroed in a loop: cheaper than fill() for the few states of a turn's blocks (blocksAttack, issue 30). */
  stateZeroed(m: number, i: number): number[] {
    const block = (this.states[m] ??= []);
    const buffer = block[i];
    if (buffer === undefined) return (block[i] = zeros(this.length));
    for (let k = 0; k < buffer.length; k++) buffer[k] = 0;
    return buffer;
  }

  /** The zeroed buffer of step `i` of resource block `m`'s plan. */
  state(m: number, i: number): number[] {
    const block = (this.states[m] ??= []);
    const buffer = block[i];
    if (buffer === undefined) return (block[i] = zeros(this.length));
    return buffer.fill(0);
  }
}

/**
 * allocateFlagged for blocks side by side (blocksAttack): one resource block, so every entry's wound stays in its
 * block, and no tally (the turn reads the states only). The same sums in the same order (issue 30: a turn's
 * fights spent a third of their attacks in allocateFlagged's tally and resource bits). Written apart from it, as
 * blocksAttack is from oneAttack: every calculation runs allocateFlagged, and a change to its code slowed them all.
 */
function allocateInBlocks(src: readonly number[], dst: number[], layout: Layout, row: readonly Entry[][]): void {
  const { step, remaining, totalWounds } = layout.target;
  const width = totalWounds + 1;
  for (let base = 0; base < layout.size; base += width) {
    for (let t = 0; t < totalWounds; t++) {
      const mass = src[base + t];
      if (mass === 0) continue;
      const r = remaining[t];
      const s = step === undefined ? 1 : step[t];
      const entries = row[t];
      for (let i = 0; i < entries.length; i++) {
        const loss = entries[i].loss;
        for (let l = 0; l < loss.length; l++) if (loss[l] !== 0) dst[base + t + (l < r ? l : r) * s] += mass * loss[l];
      }
    }
    dst[base + totalWounds] += src[base + totalWounds];
  }
}

/** One allocated wound in every state; `weight` scales the tally (the share of mass that takes it). */
function allocateFlagged(
  src: readonly number[],
  dst: number[],
  flags: number,
  layout: Layout,
  entriesRow: (kind: Kind, mask: number) => readonly Entry[][],
  kind: Kind,
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
    const row = entriesRow(kind, m);
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
