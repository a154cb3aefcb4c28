import type { AttackOutcome } from './attack.js';
import { keptFor } from '../kept-for.js';
import { judgeWithResources, type Resource } from './one-roll.js';
import type { WeaponPlan } from './plan.js';

export type Kind = 'normal' | 'critical';

/**
 * How one attack moves the mass of one resource block: the states after so many wounds it needs, in
 * the order they are worked out (each from the one before it, or a copy of the block), then where
 * each attack outcome takes its state. The same for every attack of the weapon, and for every weapon
 * with the same outcomes (attack.ts shares them in the process): made once per list of outcomes,
 * block and number of blocks.
 */
export interface BlockPlan {
  readonly steps: readonly {
    /** The state it starts from (an earlier step), -1 for the block itself, or null: a copy of the block into resources `m1`. */
    readonly from: number | null;
    readonly m1: number;
    /** The kind of wound it allocates. */
    readonly kind: Kind;
    /** The share of the block's mass that takes this wound (for the tally). */
    readonly reaching: number;
  }[];
  /** Per attack outcome: its state (a step, or -1: the block unchanged), its Devastating Wounds, its probability. */
  readonly moves: readonly { readonly state: number; readonly dev: number; readonly p: number }[];
  /** Expected wounds per attack (for the tally). */
  readonly wounds: number;
}

/** The plan of block m: the states in the order a depth-first walk from the outcomes first asks for them. */
export function blockPlan(m: number, flags: number, list: readonly AttackOutcome[]): BlockPlan {
  return keptFor(plans, list, flags * 2 ** 20 + m, () => planOf(m, flags, list));
}

const plans = new WeakMap<readonly AttackOutcome[], Map<string | number, BlockPlan>>();

function planOf(m: number, flags: number, list: readonly AttackOutcome[]): BlockPlan {
  const steps: BlockPlan['steps'][number][] = [];
  const index = new Map<number, number>();
  /** Block m's mass, its resources now `m1`, after a ordinary and b critical wounds: a step, or -1 for the block itself. */
  const state = (m1: number, a: number, b: number): number => {
    const key = (m1 * 1024 + a) * 1024 + b;
    const known = index.get(key);
    if (known !== undefined) return known;
    let step: BlockPlan['steps'][number];
    if (a === 0 && b === 0 && flags === 1) return -1;
    if (a === 0 && b === 0) step = { from: null, m1, kind: 'normal', reaching: 0 };
    else if (b > 0) step = { from: state(m1, a, b - 1), m1, kind: 'critical', reaching: chance(list, (o) => (m & ~o.used) === m1 && o.normal === a && o.critical >= b) };
    else step = { from: state(m1, a - 1, 0), m1, kind: 'normal', reaching: chance(list, (o) => (m & ~o.used) === m1 && o.normal >= a) };
    steps.push(step);
    index.set(key, steps.length - 1);
    return steps.length - 1;
  };
  const moves = list.map((o) => ({ state: state(m & ~o.used, o.normal, o.critical), dev: o.dev, p: o.p }));
  return { steps, moves, wounds: list.reduce((s, o) => s + o.p * (o.normal + o.critical + o.dev), 0) };
}

/** Expected hits of one attack (the tally), with the Hit resources in `mask`. */
export function expectedHits(plan: WeaponPlan, resources: readonly Resource[], mask: number): number {
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
