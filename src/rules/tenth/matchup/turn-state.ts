/**
 * A unit's state during a turn (issue 15 section 1): the wounds it has lost, t = 0..its wounds, in the
 * order allocation.ts lays its models out (a damaged model takes the next attack, 000 'Allocate
 * Attack'). From t follow the models destroyed, the survivors and whether it is Below Half-strength.
 */
import type { TargetLayout } from '../allocation.js';
import type { Unit } from '../types.js';
import { splitTarget } from '../precision.js';
import { modelCount } from '../plan.js';
import { zeros } from '../../../dice/dist.js';
import { got } from '../../maps.js';

/** A unit taking attacks: its layout of states and its Starting Strength. */
export interface Defender {
  readonly unit: Unit;
  readonly layout: TargetLayout;
  readonly starting: number;
  /** Wounds it had lost when the turn began (--target-wounded): not in its layout (the wounded model's W is already W - this), but in its Wounds characteristic. */
  readonly lostBefore: number;
  /** Its state is two queues, the Bodyguard's wounds lost and the Leaders' (--precision: twoQueueLayout). */
  readonly twoQueues?: boolean;
}

/**
 * --precision (003 'Attached Units with Multiple Characters (allocating attacks)'): a state is (b, l),
 * the wounds the Bodyguard and the Leaders have lost, flattened as precision.ts splitTarget has it; its
 * `lost` says the wounds of each state. A Leader hurt while Bodyguard models live has no place in one
 * queue, so every phase against the unit keeps the two (Scenario.twoQueues).
 */
export function twoQueueLayout(unit: Unit): TargetLayout {
  const split = splitTarget(unit);
  const layout = split.precise;
  const L = split.leaders.totalWounds;
  const gone = (at: Int32Array, t: number) => at.reduce((n, s) => n + (s <= t ? 1 : 0), 0);
  const table = Array.from({ length: layout.totalWounds + 1 }, (_, t) => {
    const [b, l] = [Math.floor(t / (L + 1)), t % (L + 1)];
    return unit.models.map((g, i) => g.count - gone(split.bodyguard.destroyedAt[i], b) - gone(split.leaders.destroyedAt[i], l));
  });
  // survivorCounts gives the same array for the same survivors, which two queues meet in states apart.
  countsOf.set(layout, survivorTable(table.map(sameArrays())));
  return layout;
}

/** One array per list of numbers: each list given, the first equal one it was given. */
export function sameArrays(): (list: number[]) => number[] {
  const byId = new Map<string, number[]>();
  return (list) => got(byId, list.join(','), () => list);
}

/** The wounds lost in state t (one queue: t itself). */
export function woundsIn(layout: TargetLayout, t: number): number {
  return layout.lost ? layout.lost[t] : t;
}

/** P(wounds lost) when the turn begins: all of it on none (wounds lost before it are out of the layout, lostBefore). */
export function atStart(side: Defender): number[] {
  return oneState(side.layout.totalWounds + 1, 0);
}

/**
 * The models of each group still on the table in state t (the layout's destroyedAt says when each dies).
 * The same array for the same survivors (a Map keyed on it meets them once); survivorSets numbers them.
 */
export function survivorCounts(unit: Unit, layout: TargetLayout, t: number): readonly number[] {
  const { setAt, counts } = survivorSets(unit, layout);
  return counts[setAt[t]];
}

/**
 * A layout's sets of survivors, numbered in the order of the states: per state t the number of its set
 * (setAt), per number the set's counts (survivorCounts' arrays). What keys on sets of survivors per
 * state (massBySet) finds them by number, not in a Map.
 */
export interface SurvivorSets {
  readonly setAt: Int32Array;
  readonly counts: readonly (readonly number[])[];
  /** Per number, the first state of the set (survivorsIn: the wounds its model carries, for a damaged profile). */
  readonly firstAt: readonly number[];
  /** Per number, the unit of those survivors (survivorsIn), once asked. */
  readonly units: (Unit | undefined)[];
}

export function survivorSets(unit: Unit, layout: TargetLayout): SurvivorSets {
  let sets = countsOf.get(layout);
  if (!sets) countsOf.set(layout, (sets = survivorTable(damagedApart(unit, layout, countsByState(unit, layout)))));
  return sets;
}

/** The sets of a table of survivors per state whose equal rows are the same array. */
function survivorTable(byState: readonly (readonly number[])[]): SurvivorSets {
  const numberOf = new Map<readonly number[], number>();
  const firstAt: number[] = [];
  const setAt = Int32Array.from(byState, (row, t) =>
    got(numberOf, row, () => {
      firstAt.push(t);
      return numberOf.size;
    }),
  );
  return { setAt, counts: [...numberOf.keys()], firstAt, units: new Array(numberOf.size) };
}

/**
 * A unit of one model with a damaged profile (effects/damaged.ts): its states with the profile's
 * wounds remaining are a set of their own (a row of the same counts, another array), which attacks
 * with the profile (survivorsIn). The model's wounds do not change while it attacks, so its state
 * before a volley decides it for every attack of it. Other units: the table as it was.
 */
function damagedApart(unit: Unit, layout: TargetLayout, byState: (readonly number[])[]): (readonly number[])[] {
  const d = unit.damaged;
  if (!d || layout.models !== 1) return byState;
  const alive = byState[0];
  const damaged = [...alive];
  for (let t = 0; t < layout.totalWounds; t++) {
    const left = layout.totalWounds - t;
    if (left >= d.from && left <= d.to) byState[t] = damaged;
  }
  return byState;
}

/**
 * The unit that attacks from a set's states: its survivors, and where its one model has a damaged
 * profile, that model with the wounds it has lost in the set's first state (wounded.ts's form: W is
 * what it has left), which is damaged where every state of the set is (damagedApart).
 */
function attackingFrom(unit: Unit, layout: TargetLayout, counts: readonly number[], first: number): Unit {
  const left = survivors(unit, counts);
  if (!unit.damaged || layout.models !== 1 || first === 0 || !counts.some((n) => n > 0)) return left;
  return withWoundsLeft(left, layout.totalWounds - first);
}

/** The unit's one model with this many wounds left (wounded.ts's form). */
function withWoundsLeft(unit: Unit, left: number): Unit {
  const g = unit.models[0];
  return { ...unit, models: [{ ...g, wounded: g.stats.W - left, stats: { ...g.stats, W: left } }] };
}

/**
 * The models fighting on death (003 'Fight on Death': "the destroyed model is assumed to have 1 wound
 * remaining unless otherwise stated"): a model of a damaged profile that takes 1 wound remaining fights with it.
 */
export function fightingOnDeath(unit: Unit, counts: readonly number[]): Unit {
  const left = survivors(unit, counts);
  if (!unit.damaged || unit.damaged.from > 1 || modelCount(left) !== 1 || modelCount(unit) !== 1) return left;
  return got(onDeathOf, left, () => withWoundsLeft(left, 1));
}

const onDeathOf = new WeakMap<Unit, Unit>();

/**
 * Per state, the survivors of each group: one pass over the states (the turn asks for every state, often).
 * One queue destroys models in one order, so the states with the same survivors are one run: one array.
 */
function countsByState(unit: Unit, layout: TargetLayout): (readonly number[])[] {
  const events = layout.destroyedAt.flatMap((at, g) => Array.from(at, (t) => ({ t, g }))).sort((a, b) => a.t - b.t);
  let counts = unit.models.map((g) => g.count);
  const out: number[][] = [];
  let next = 0;
  for (let t = 0; t <= layout.totalWounds; t++) {
    if (next < events.length && events[next].t <= t) {
      counts = [...counts];
      while (next < events.length && events[next].t <= t) counts[events[next++].g]--;
    }
    out.push(counts);
  }
  return out;
}

/** A layout belongs to one unit (allocation.ts layoutTarget): its survivors table is kept with it. */
const countsOf = new WeakMap<TargetLayout, SurvivorSets>();

/** The unit of a side's set of survivors (survivorSets' number): survivors(), found by number. */
export function survivorsIn(side: Defender, set: number): Unit {
  const { counts, units, firstAt } = survivorSets(side.unit, side.layout);
  return (units[set] ??= attackingFrom(side.unit, side.layout, counts[set], firstAt[set]));
}

/**
 * The unit made of its surviving models (groups with none left dropped): what fights on in state t.
 * The same object for the same survivors (the whole unit itself when none is lost): what the engine
 * and weapon selection remember per unit is found again by the next turn of these units (issue 13).
 */
export function survivors(unit: Unit, counts: readonly number[]): Unit {
  if (counts.length === unit.models.length && counts.every((n, i) => n === unit.models[i].count)) return unit;
  const known = survivorsOf.get(unit) ?? survivorsOf.set(unit, new Map()).get(unit)!;
  const key = counts.join(',');
  let left = known.get(key);
  if (!left) {
    known.set(key, (left = { ...unit, models: unit.models.map((g, i) => ({ ...g, count: counts[i] ?? 0 })).filter((g) => g.count > 0) }));
    wholeUnits.set(left, unit);
  }
  return left;
}

const survivorsOf = new WeakMap<Unit, Map<string, Unit>>();
const wholeUnits = new WeakMap<Unit, Unit>();

/** The unit a set of survivors (survivors()) was taken from; undefined for a whole unit. */
export function wholeUnitOf(unit: Unit): Unit | undefined {
  return wholeUnits.get(unit);
}

/**
 * 000 'Below Half-strength': fewer models than half its Starting Strength; a unit of Starting Strength
 * 1 (Core Rules, as run.ts): while its remaining wounds are less than half its Wounds characteristic.
 */
export function belowHalfIn(layout: TargetLayout, startingStrength: number, t: number, lostBefore = 0): boolean {
  const remaining = layout.models - layout.kills[t];
  // A lone model wounded before the turn (lostBefore): its Wounds characteristic is its layout's wounds and those.
  if (startingStrength === 1 && remaining === 1) return (layout.totalWounds - t) * 2 < layout.totalWounds + lostBefore;
  return remaining * 2 < startingStrength;
}

/** The states of a (sub-)distribution that share a key: their mass, and their distribution (zeros elsewhere). */
export interface Part<K> {
  readonly key: K;
  mass: number;
  readonly p: number[];
}

/**
 * Split a (sub-)distribution of states into parts that share a key (as a Map compares keys: numbers
 * and booleans by value; sets of survivors go by their number, partsBySet), in the order first met. One
 * calculation per part instead of one per state: the engine is linear in its starting state
 * (engine.ts calculate), so the states of a part can start one calculation together.
 */
export function partsBy<K>(p: readonly number[], keyOf: (t: number) => K): Map<K, Part<K>> {
  const parts = new Map<K, Part<K>>();
  for (let t = 0; t < p.length; t++) {
    if (p[t] === 0) continue;
    const key = keyOf(t);
    let part = parts.get(key);
    if (!part) parts.set(key, (part = { key, mass: 0, p: zeros(p.length) }));
    part.p[t] = p[t];
    part.mass += p[t];
  }
  return parts;
}

/** partsBy keyed by the number of each state's set of survivors (survivorSets), as a list. */
export function partsBySet(p: readonly number[], { setAt }: SurvivorSets): Part<number>[] {
  return [...partsBy(p, (t) => setAt[t]).values()];
}

/**
 * The mass of a (sub-)distribution of states per set of survivors (mass, by the sets' numbers), each
 * summed in state order, and the numbers of the sets with mass in the order first met (met).
 */
export function massBySet(p: readonly number[], { setAt, counts }: SurvivorSets): { mass: number[]; met: number[] } {
  const mass = zeros(counts.length);
  const met: number[] = [];
  for (let t = 0; t < p.length; t++) {
    if (p[t] === 0) continue;
    const set = setAt[t];
    // A set with mass so far has been met: the list is searched only where it has none (its first state, mostly).
    if (mass[set] === 0 && !met.includes(set)) met.push(set);
    mass[set] += p[t];
  }
  return { mass, met };
}

/** All of the mass on state t. */
export function oneState(length: number, t: number): number[] {
  const p = zeros(length);
  p[t] = 1;
  return p;
}

/** The states with mass, in order. */
export function statesIn(p: readonly number[]): number[] {
  const states: number[] = [];
  for (let t = 0; t < p.length; t++) if (p[t] !== 0) states.push(t);
  return states;
}

/** The mass of a (sub-)distribution, summed in order. */
export function massOf(p: readonly number[]): number {
  let mass = 0;
  for (const q of p) mass += q;
  return mass;
}

/** The entry-by-entry sum of (sub-)distributions of states, in order (each no longer than length). */
export function summed(ps: Iterable<readonly number[]>, length: number): number[] {
  const out = zeros(length);
  for (const p of ps) addScaled(out, p, 1);
  return out;
}

/** a + w * b, entry by entry (b no longer than a). */
export function addScaled(a: number[], b: readonly number[], w: number): void {
  for (let i = 0; i < b.length; i++) a[i] += w * b[i];
}

/**
 * addScaled over b's states with mass only (states: statesIn(b)), for a b of a few states among many:
 * the same sums, since adding w x 0 leaves an entry as it was.
 */
export function addScaledAt(a: number[], b: readonly number[], states: readonly number[], w: number): void {
  for (let i = 0; i < states.length; i++) a[states[i]] += w * b[states[i]];
}

/** P(models destroyed = k), k = 0..models, from P(state). */
export function modelsLost(states: readonly number[], layout: TargetLayout): number[] {
  const out = zeros(layout.models + 1);
  for (let t = 0; t < states.length; t++) out[layout.kills[t]] += states[t];
  return out;
}

