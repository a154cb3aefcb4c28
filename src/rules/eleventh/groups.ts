/**
 * 11e 05.03 steps 1 and 2: the target's allocation groups and the orders the defender may declare.
 */
import { Refused } from '../errors.js';
import type { ModelStats, Unit } from './types.js';

export interface AllocationGroup {
  readonly name: string;
  readonly character: boolean;
  readonly stats: ModelStats;
  /** Wounds each model lost before the attacks, wounded models first (11e 05.04 step 1: a wounded model if possible). */
  readonly lost: readonly number[];
  /** Each model's T, in the order of `lost` (a merged group's models may differ in it: 11e 05.02.01). */
  readonly toughness: readonly number[];
}

export const groupSize = (g: AllocationGroup): number => g.lost.length;
export const isWounded = (g: AllocationGroup): boolean => g.lost.some((l) => l > 0);

/**
 * 11e 05.03 step 1: one group for each CHARACTER model; one for all other models with the same W, Sv and
 * InSv (and the same reach of that InSv), in the unit's listed order. A merged group keeps each model's T
 * (its models are taken wounded first, then in listed order) and its first profile's Feel No Pain: the notes
 * say when the merged profiles differ in that.
 */
export function allocationGroups(target: Unit): AllocationGroup[] {
  let groups = groupsOf.get(target);
  if (!groups) groupsOf.set(target, (groups = groupsFor(target)));
  return [...groups];
}

/** A unit's groups, made once per unit object (units are immutable; a sweep meets the same ones again). */
const groupsOf = new WeakMap<Unit, readonly AllocationGroup[]>();

function groupsFor(target: Unit): AllocationGroup[] {
  const groups: AllocationGroup[] = [];
  const byKey = new Map<string, number>();
  for (const m of target.models) {
    const lost = Array.from({ length: m.count }, (_, i) => (i === 0 ? (m.wounded ?? 0) : 0));
    const toughness = lost.map(() => m.stats.T);
    if (m.character) {
      lost.forEach((l, i) =>
        groups.push({ name: m.count > 1 ? `${m.name} ${i + 1}` : m.name, character: true, stats: m.stats, lost: [l], toughness: [m.stats.T] }),
      );
      continue;
    }
    const { W, Sv, InSv, InSvOnly, InSvMelee, InSvRanged } = m.stats;
    const key = JSON.stringify([W, Sv, InSv, InSvOnly, InSvMelee, InSvRanged]);
    const at = byKey.get(key);
    if (at === undefined) {
      byKey.set(key, groups.length);
      groups.push({ name: m.name, character: false, stats: m.stats, lost, toughness });
    } else {
      const g = groups[at];
      // Wounded models first (a stable sort: otherwise the listed order), each keeping its T.
      const models = [...g.lost.map((l, i) => [l, g.toughness[i]]), ...lost.map((l) => [l, m.stats.T])].sort((a, b) => b[0] - a[0]);
      groups[at] = { ...g, name: `${g.name} + ${m.name}`, lost: models.map(([l]) => l), toughness: models.map(([, t]) => t) };
    }
  }
  return groups.filter((g) => groupSize(g) > 0);
}

/** Differences inside a merged group that the engine does not separate (said in the notes). */
export function mergedDifferences(target: Unit): readonly string[] {
  let notes = differencesOf.get(target);
  if (!notes) differencesOf.set(target, (notes = differencesIn(target)));
  return notes;
}

const differencesOf = new WeakMap<Unit, readonly string[]>();

function differencesIn(target: Unit): string[] {
  const notes: string[] = [];
  const seen = new Map<string, ModelStats>();
  for (const m of target.models.filter((x) => !x.character)) {
    const key = JSON.stringify([m.stats.W, m.stats.Sv, m.stats.InSv, m.stats.InSvOnly, m.stats.InSvMelee, m.stats.InSvRanged]);
    const first = seen.get(key);
    if (!first) seen.set(key, m.stats);
    else if (first.feelNoPain !== m.stats.feelNoPain || first.mortalFeelNoPain !== m.stats.mortalFeelNoPain) {
      notes.push(`${m.name}: shares an allocation group (11e 05.03) with a different Feel No Pain; the group uses the first one's`);
    }
  }
  return notes;
}

/**
 * 11e 05.03 step 2: wounded non-CHARACTER groups first (FAQ: in any order among them), then the other
 * non-CHARACTER groups, then wounded CHARACTER groups, then unwounded CHARACTER groups.
 */
function rank(g: AllocationGroup): number {
  return (g.character ? 2 : 0) + (isWounded(g) ? 0 : 1);
}

const RANK_WORDS = [
  'a non-CHARACTER group with a wounded model',
  'a non-CHARACTER group',
  'a wounded CHARACTER group',
  'an unwounded CHARACTER group',
];

/** Refuse an order the text forbids, naming the rule (11e 05.03 step 2). */
export function checkOrder(groups: readonly AllocationGroup[], order: readonly number[]): void {
  const names = groups.map((g, i) => `${i} ${g.name}`).join(', ');
  const sorted = [...order].sort((a, b) => a - b);
  if (sorted.length !== groups.length || sorted.some((v, i) => v !== i)) {
    throw new Refused(`group order [${order.join(', ')}] must list each allocation group once (groups: ${names})`);
  }
  for (let i = 1; i < order.length; i++) {
    const [before, after] = [groups[order[i - 1]], groups[order[i]]];
    if (rank(before) > rank(after)) {
      throw new Refused(
        `group order [${order.join(', ')}]: ${RANK_WORDS[rank(after)]} (${after.name}) cannot come after ` +
          `${RANK_WORDS[rank(before)]} (${before.name}) (11e 05.03 step 2)`,
      );
    }
  }
}

/** A group's profile as far as the results can tell groups apart: equal ones give equal orders. */
function signature(g: AllocationGroup): string {
  return JSON.stringify([g.character, g.stats, g.lost, g.toughness]);
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** countOrders of a unit's groups, made once per unit object (a sweep and the engine's choices meet the same units). */
export function unitOrderCount(target: Unit): number {
  let count = orderCounts.get(target);
  if (count === undefined) orderCounts.set(target, (count = countOrders(allocationGroups(target))));
  return count;
}

/** allowedOrders of a unit's groups, made once per unit object, when asked for (after the work is checked). */
export function unitOrders(target: Unit): readonly (readonly number[])[] {
  let orders = ordersOf.get(target);
  if (!orders) ordersOf.set(target, (orders = allowedOrders(allocationGroups(target))));
  return orders;
}

const orderCounts = new WeakMap<Unit, number>();
const ordersOf = new WeakMap<Unit, readonly (readonly number[])[]>();

/** How many orders `allowedOrders` lists (per class, n! / the product of k! over its profiles), before listing them. */
export function countOrders(groups: readonly AllocationGroup[]): number {
  if (groups.length === 1) return 1;
  let count = 1;
  for (let r = 0; r < 4; r++) {
    const sigs = groups.filter((g) => rank(g) === r).map(signature);
    const repeats = new Map<string, number>();
    sigs.forEach((k) => repeats.set(k, (repeats.get(k) ?? 0) + 1));
    count *= [...repeats.values()].reduce((c, k) => c / factorial(k), factorial(sigs.length));
  }
  return Math.round(count);
}

/**
 * Every order 11e 05.03 step 2 allows, without orders that only swap groups of one profile (they give the
 * same law; the one in listed order is kept), in lexicographic order of the indices.
 */
export function allowedOrders(groups: readonly AllocationGroup[]): number[][] {
  if (groups.length === 1) return [[0]];
  const indices = groups.map((_, i) => i);
  const classes = [0, 1, 2, 3].map((r) => indices.filter((i) => rank(groups[i]) === r));
  return classes.reduce<number[][]>(
    (orders, members) => orders.flatMap((o) => distinctPermutations(members, groups).map((p) => [...o, ...p])),
    [[]],
  );
}

/** Orders of `members` whose profile sequences differ; a profile's k-th use takes its k-th listed group. */
function distinctPermutations(members: readonly number[], groups: readonly AllocationGroup[]): number[][] {
  const sigs = members.map((i) => signature(groups[i]));
  const out: number[][] = [];
  const used = members.map(() => false);
  const walk = (prefix: number[]): void => {
    if (prefix.length === members.length) {
      out.push(prefix);
      return;
    }
    const tried = new Set<string>();
    members.forEach((m, k) => {
      if (used[k] || tried.has(sigs[k])) return;
      // The first unused group of this profile in listed order.
      tried.add(sigs[k]);
      used[k] = true;
      walk([...prefix, m]);
      used[k] = false;
    });
  };
  walk([]);
  return out;
}
