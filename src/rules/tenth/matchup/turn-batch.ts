/**
 * Calculations of one phase side by side (turn-volley.ts): a turn attacks one defender with several
 * sets of survivors of the same unit (the fight after Overwatch, the fight back), each from its own
 * starting states, and a small calculation costs far more in its set-up than in its attacks. Where
 * the sets differ only in how many of each weapon they bring, each set's states are one block of a
 * single state vector and each weapon's attacks are resolved once for all blocks, each block with
 * its own number of attacks (weapon-step.ts resolveWeapon `blocks`): block by block the same
 * sums, in the same order, as the set's own calculation (engine.ts calculate), so the same numbers;
 * the same but for rounding where a cheaper order pays (every block from the same states: one chain
 * of attacks; fixed Attacks: several attacks at once, weapon-step.ts byBlock).
 */
import { Dist, zeros } from '../../../dice/dist.js';
import { layoutTarget, totalWounds } from '../allocation.js';
import { plannedWork } from '../engine-work.js';
import { planWeapon, type WeaponPlan } from '../plan.js';
import { allCopies } from '../plan-parts.js';
import { needsSplit } from '../precision.js';
import { returningBearer } from '../phoenix-gem.js';
import type { Scenario, WeaponUse } from '../types.js';
import { summed } from './turn-state.js';
import { resolveWeapon } from '../weapon-step.js';

/** Scenarios resolved side by side: each weapon planned once, with its attacks per scenario. */
export interface SideBySide {
  readonly scenario: Scenario;
  readonly plans: readonly WeaponPlan[];
  /** Per weapon, per scenario: its attacks (none where that scenario lacks the weapon). */
  readonly attacks: readonly (readonly Dist[])[];
  /** Steps of one block: estimateWork of the weapons at their most copies (engine-work.ts plannedWork). */
  readonly blockWork: number;
}

const NO_ATTACKS = Dist.constant(0);

/**
 * The scenarios as one calculation, or null where they cannot be: they differ in more than their
 * weapons' counts (an effect lost with a Leader), a weapon has Devastating Wounds (its wounds held
 * to the end are a dimension of the state vector, engine.ts), the attacks come with actions, or
 * calculate() does more than resolve the weapons on one queue of states, which the blocks do not: two
 * allocation queues ([PRECISION], or a turn's --precision: precision.ts needsSplit), and a Phoenix
 * Gem's bearer back at the end of the phase (phoenix-gem.ts).
 */
export function sideBySide(scenarios: readonly Scenario[]): SideBySide | null {
  const useds = scenarios.map(used);
  const wide = widestOf(useds);
  const [widest, uses] = [scenarios[wide], useds[wide]];
  // Every target is the same as the widest's (alike): its Phoenix Gem's bearer asked once.
  if (widest.actions?.length || returningBearer(widest.target) !== null) return null;
  // counts[w][b]: how many of the widest's weapon w scenario b brings.
  const counts = uses.map(() => new Array<number>(scenarios.length).fill(0));
  for (let b = 0; b < scenarios.length; b++) {
    if (b !== wide && !alike(scenarios[b], widest)) return null;
    if (needsSplit(scenarios[b]) || !countsIn(useds[b], uses, counts, b)) return null;
  }
  // Each weapon planned at its most copies; the widest's own use where it has them (the whole unit, mostly).
  const plans = uses.map((u, w) => {
    const most = largest(counts[w]);
    return planWeapon(most === u.count ? u : { ...u, count: most }, widest);
  });
  if (plans.some((p) => p.devastatingWounds)) return null;
  // A plan's attacks are its copies' Attacks rolls summed (plan.ts planWeapon): the same for n copies here.
  const attacks = plans.map((plan, w) => counts[w].map((n) => (n === 0 ? NO_ATTACKS : n === plan.count ? plan.attacks : allCopies(n, plan.attacksEach))));
  // What estimateWork({ ...widest, weapons: most }) counts, from these plans: one queue, nothing pending, no actions.
  return { scenario: widest, plans, attacks, blockWork: plannedWork(plans, totalWounds(widest.target) + 1) };
}

/** The first of the scenarios' weapons in use with the most weapons. */
function widestOf(useds: readonly (readonly WeaponUse[])[]): number {
  let wide = 0;
  for (let b = 1; b < useds.length; b++) if (useds[b].length > useds[wide].length) wide = b;
  return wide;
}

function largest(values: readonly number[]): number {
  let most = -Infinity;
  for (const v of values) if (v > most) most = v;
  return most;
}

/**
 * Each block's distribution of the defender's states after the attacks, from its starting states, as
 * calculate(scenario, [], start).damage.distribution gives it; a block of a sub-distribution comes out
 * with its mass (the engine is linear in its starting states).
 */
export function calculateSideBySide(batch: SideBySide, starts: readonly (readonly number[])[]): number[][] {
  const layout = layoutTarget(batch.scenario.target, batch.scenario.allocation);
  const width = layout.totalWounds + 1;
  let v = stacked(starts, width);
  const blocks = { target: layout, size: v.length, stride: width, dim: starts.length };
  batch.plans.forEach((plan, w) => (v = resolveWeapon(v, plan, [], blocks, newTally(), { counts: batch.attacks[w], summed: false })));
  // A block is one queue of states, t = wounds lost: what allocation.ts woundsLost would copy.
  oneQueue(v, width * starts.length);
  return starts.map((_, b) => v.slice(b * width, (b + 1) * width));
}

/**
 * The sum over blocks of their distributions after the attacks, from their (sub-)distributions of
 * starting states: the blocks kept apart up to the last weapon whose attacks differ between them,
 * summed by it (one pass of its most attacks instead of one per block), then attacked as one. The
 * same numbers as the sum of calculateSideBySide's blocks but for rounding.
 */
export function sumSideBySide(batch: SideBySide, starts: readonly (readonly number[])[]): number[] {
  const layout = layoutTarget(batch.scenario.target, batch.scenario.allocation);
  const width = layout.totalWounds + 1;
  const one = { target: layout, size: width, stride: width, dim: 1 };
  const differ = batch.attacks.map((counts) => counts.some((c) => c !== counts[0]));
  const last = differ.lastIndexOf(true);
  let v = last < 0 ? summed(starts, width) : stacked(starts, width);
  batch.plans.forEach((plan, w) => {
    const counts = batch.attacks[w];
    if (w < last) v = resolveWeapon(v, plan, [], { ...one, size: v.length, dim: starts.length }, newTally(), { counts, summed: false });
    else v = resolveWeapon(v, plan, [], one, newTally(), w === last ? { counts, summed: true } : { counts: [counts[0]], summed: false });
  });
  return oneQueue(v, width); // one queue of states, t = wounds lost (as in calculateSideBySide)
}

/** The states as they are, where they are one queue of `length` (no pending dimension: sideBySide takes no Devastating Wounds, no resources). */
function oneQueue(v: number[], length: number): number[] {
  if (v.length !== length) throw new Error(`internal error: side-by-side states of length ${v.length}, not ${length}`);
  return v;
}

/** The vectors one after another, as one: a loop (flatMap with spreads took 24 us for 10 x 21 states, more than some calculations' attacks). */
function stacked(vectors: readonly (readonly number[])[], width: number): number[] {
  const out = zeros(vectors.length * width);
  vectors.forEach((v, b) => {
    for (let i = 0; i < width; i++) out[b * width + i] = v[i];
  });
  return out;
}

function newTally() {
  // Read by no one: the weapon step need not count hits and wounds (weapon-step.ts StepTally counting).
  return { unsaved: 0, wasted: 0, mortal: 0, hits: 0, wounds: 0, counting: false };
}

/** The weapons calculate() resolves (engine.ts setUp): those with models to use them (mostly all: the list itself). */
function used(s: Scenario): readonly WeaponUse[] {
  return s.weapons.every(inUse) ? s.weapons : s.weapons.filter(inUse);
}

function inUse(w: WeaponUse): boolean {
  return w.count > 0;
}

/**
 * Block b's count of each of `all` (counts[w][b]) from its weapons `some`, each where it stands in
 * `all` (the same weapon, adjusted alike, in the same order); false where one has no place.
 */
function countsIn(some: readonly WeaponUse[], all: readonly WeaponUse[], counts: number[][], b: number): boolean {
  let next = 0;
  for (const u of some) {
    while (next < all.length && !(all[next].weapon === u.weapon && same(all[next].adjust, u.adjust))) next++;
    if (next === all.length) return false;
    counts[next++][b] = u.count;
  }
  return true;
}

/** Everything but the weapons that a calculation reads is the same. */
function alike(a: Scenario, b: Scenario): boolean {
  return a.allocation === b.allocation && same(a.target, b.target) && sameFields(a.conditions, b.conditions) && sameFields(a.modifiers, b.modifiers);
}

/**
 * Objects with the same keys and values, field by field (each scenario builds its own conditions and
 * modifiers), in any order, unlike same: effectConditions (compile.ts) adds fields in the order the
 * effects apply, so equal conditions may list them in another order, and a calculation reads them by
 * name. An undefined field counts as none, as in same: every defined field of `a` is `b`'s, and `b` has
 * as many (counting every field, `{ x: undefined, y }` was taken for `{ y, z }`).
 */
function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  // Counted with for-in, not Object.keys: no arrays (plain objects: own fields only).
  let fields = 0;
  for (const k in a) {
    if (a[k] === undefined) continue;
    if (!same(a[k], b[k])) return false;
    fields++;
  }
  for (const k in b) if (b[k] !== undefined) fields--;
  return fields === 0;
}

/**
 * The same data: true exactly where JSON.stringify(a) === JSON.stringify(b), without writing either
 * out (issue 15), and stopping at the first difference: the same values; arrays of the same length,
 * item by item; objects with the same fields in the same order, an undefined field as none. Profiles
 * and options are plain data (YAML, zod): finite numbers, no functions, no undefined item in an array
 * (JSON writes null). Most are the same object: a set of survivors' scenario takes the defender's
 * unit as its target, and weapons no effect adjusts share NO_ADJUSTMENTS (compile.ts).
 */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => same(x, (b as unknown[])[i]));
  return sameInOrder(a as Record<string, unknown>, b as Record<string, unknown>);
}

/** The defined fields of both, in order, the same (same). */
function sameInOrder(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  // Mostly the same fields (objects built alike): compared one to one, an undefined field against its own.
  if (ka.length === kb.length && ka.every((k, i) => k === kb[i])) {
    for (const k of ka) if (!same(a[k], b[k])) return false;
    return true;
  }
  let j = 0;
  const skipUndefined = () => {
    while (j < kb.length && b[kb[j]] === undefined) j++;
  };
  for (const k of ka) {
    if (a[k] === undefined) continue;
    skipUndefined();
    if (kb[j] !== k || !same(a[k], b[k])) return false;
    j++;
  }
  skipUndefined();
  return j === kb.length;
}
