/**
 * The batches against one declared group order (11e 05.03-05.04), and the players' choices around it: the
 * attacker's Precision CHARACTER group (RULINGS 15) and the defender's order (RULINGS 6).
 */
import { zeros } from '../../dice/dist.js';
import { plannedActions, resolveActions } from './actions.js';
import { batchName } from './batch-sources.js';
import { resolveBatch, type BatchDefence } from './allocation.js';
import type { BatchPlan } from './attack.js';
import { batchDefence } from './defence.js';
import type { AllocationGroup } from './groups.js';
import type { Joint } from './joint.js';
import { damageDist } from './modifiers.js';
import { makeTrack, type Track, type View } from './track.js';
import type { ActionResult, BatchResult, Scenario, Unit } from './types.js';

/**
 * A batch ready to resolve against one T: its plan and the joint law of its wounds (11e 05.02), with the hits a
 * Command Re-roll adds (command-reroll.ts).
 */
export type PlannedAt = BatchPlan & { readonly joint: Joint; readonly extraHits?: number };

/**
 * A batch ready to resolve, at the target's T before any attack (its plans at any other T the models left may
 * give: planAt, 11e 05.02.01); or why it makes no attacks.
 */
export type Planned = PlannedAt | string;

/**
 * `first`, the batch at its first T, with its plans at any other T made by `make`, each once, when first asked
 * for (planAt). Kept beside the plan, not copied into it with them (a spread of the plan was 8% of a calculation,
 * issue 30).
 */
export function atEachToughness(first: PlannedAt, make: (toughness: number) => PlannedAt, target: Unit): PlannedAt {
  // A target whose models all have one T meets no other (track.ts toughnessAt is that T in every state): no entry for
  // a plan made anew in every calculation (a WeakMap entry each was 2% of the mix, issue 30). planAt says so if it is.
  if (!oneToughness(target)) othersOf.set(first, { make });
  return first;
}

/** Every model of the unit has the same T. */
function oneToughness(unit: Unit): boolean {
  const { models } = unit;
  for (let i = 1; i < models.length; i++) if (models[i].stats.T !== models[0].stats.T) return false;
  return true;
}

/** A batch's plans at other T than its first (atEachToughness): made by `make`, each kept once made (most targets have one T). */
interface OtherToughness {
  readonly make: (toughness: number) => PlannedAt;
  byToughness?: Map<number, PlannedAt>;
}

const othersOf = new WeakMap<PlannedAt, OtherToughness>();

/** The batch at `toughness` (11e 05.02.01): itself at its own T, else its plan made for that T (atEachToughness). */
export function planAt(plan: PlannedAt, toughness: number): PlannedAt {
  if (toughness === plan.toughness) return plan;
  const others = othersOf.get(plan);
  if (!others) throw new Error(`internal error: ${batchName(plan.batch)} has no plan for T${toughness}`);
  others.byToughness ??= new Map();
  let at = others.byToughness.get(toughness);
  if (!at) others.byToughness.set(toughness, (at = others.make(toughness)));
  return at;
}

export interface Run {
  readonly order: readonly number[];
  /** The Precision CHARACTER group (index in the unit's groups), if any. */
  readonly precise?: number;
  /** The batch (index) whose save rolls the defender's Command Re-roll serves (11e 15.02), if any. */
  readonly saveReroll?: number;
  readonly track: Track;
  readonly state: readonly number[];
  readonly batches: readonly BatchResult[];
  /** The actions used before the attacks (Explosives, Crushing Impact). */
  readonly actions: readonly ActionResult[];
  readonly expectedKills: number;
}

/** The mean of `of` over the states (a loop: the same sum, in the same order, as a reduce). */
function expected(state: readonly number[], of: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < state.length; i++) sum += state[i] * of[i];
  return sum;
}

/** 11e 24.28: a batch with [PRECISION] makes the chosen CHARACTER group current while it stands. */
const precise = (plan: BatchPlan): boolean => plan.abilities.has.has('precision');

/** The track of the groups in `order` (with a Precision CHARACTER), made once per target object and order. */
function trackOf(scenario: Scenario, groups: readonly AllocationGroup[], order: readonly number[], character?: number): Track {
  const key = `${order.join()}|${character}`;
  let byOrder = tracks.get(scenario.target);
  if (!byOrder) tracks.set(scenario.target, (byOrder = new Map()));
  let track = byOrder.get(key);
  if (!track) {
    track = makeTrack(
      order.map((i) => groups[i]),
      character === undefined ? undefined : order.indexOf(character),
    );
    byOrder.set(key, track);
  }
  return track;
}

const tracks = new WeakMap<Unit, Map<string, Track>>();

/** Every batch in the attacker's order (RULINGS 7) against the groups in `order`. */
export function runOrder(
  scenario: Scenario,
  groups: readonly AllocationGroup[],
  order: readonly number[],
  plans: readonly Planned[],
  character?: number,
  saveReroll?: number,
): Run {
  const track = trackOf(scenario, groups, order, character);
  // 11e 15.05, 15.06: Explosives before the unit shoots, Crushing Impact after the charge move: before the attacks.
  const opening = resolveActions(track, plannedActions(scenario), track.lostAt.map((_, p) => (p === 0 ? 1 : 0)));
  let state = opening.state;
  const batches = plans.map((plan, i): BatchResult => {
    const weapon = batchName(scenario.batches[i]);
    if (typeof plan === 'string') return { weapon, attacks: 0, hits: 0, wounds: 0, unsaved: 0, mortalWounds: 0, damage: 0 };
    const before = expected(state, track.lostAt);
    const view = character !== undefined && precise(plan) ? track.precision : track.normal;
    const defence = batchDefence(plan, track.groups, scenario.conditions.phase);
    const resolved = resolveEachToughness(track, view, defence, state, plan, i === saveReroll);
    state = resolved.state;
    const attacks = plan.attackDice.mean();
    const means = resolved.wounds;
    return {
      weapon,
      attacks,
      hits: attacks * plan.hitsPerDie + (plan.extraHits ?? 0),
      wounds: means.w + means.v,
      unsaved: resolved.unsaved,
      // No critical wounds making mortal wounds: none (the Damage law not made).
      mortalWounds: means.v === 0 ? 0 : means.v * damageDist(plan.rolledDamage, plan.mortalDamage).mean(),
      damage: expected(state, track.lostAt) - before,
      ...(plan.lethalHits === undefined ? {} : { lethalHits: plan.lethalHits }),
    };
  });
  const expectedKills = expected(state, track.killsAt);
  return { order, precise: character, saveReroll, track, state, batches, actions: opening.results, expectedKills };
}

/**
 * 11e 05.02.01: a batch's wound rolls, all made at once (05), use the highest T among the models left when it
 * starts, a function of the state (track.ts toughnessAt): the batch is resolved once per T its states meet, each
 * from its own states (the resolution is linear in the state). Returns the state after, the expected unsaved
 * wounds and the expected wounds (w to save, v Devastating Wounds' critical wounds).
 */
function resolveEachToughness(
  track: Track,
  view: View,
  defence: BatchDefence,
  state: readonly number[],
  plan: PlannedAt,
  saveReroll: boolean,
): { state: number[]; unsaved: number; wounds: { w: number; v: number } } {
  const one = singleToughness(track, state);
  if (one !== false) {
    const at = planAt(plan, one ?? plan.toughness);
    const resolved = resolveBatch(track, view, defence, state, at, saveReroll);
    return { state: resolved.state, unsaved: resolved.unsaved, wounds: at.means };
  }
  const parts = new Map<number, number[]>();
  state.forEach((x, s) => {
    if (x === 0) return;
    const T = track.toughnessAt[s];
    if (!parts.has(T)) parts.set(T, zeros(state.length));
    parts.get(T)![s] = x;
  });
  const out = { state: zeros(state.length), unsaved: 0, wounds: { w: 0, v: 0 } };
  for (const [T, part] of parts) {
    const at = planAt(plan, T);
    const mass = part.reduce((a, b) => a + b, 0);
    const resolved = resolveBatch(track, view, defence, part, at, saveReroll);
    resolved.state.forEach((x, s) => (out.state[s] += x));
    out.unsaved += resolved.unsaved;
    out.wounds.w += mass * at.means.w;
    out.wounds.v += mass * at.means.v;
  }
  return out;
}

/** The one T the states with mass meet (undefined: no state has mass), or false when they meet several. */
function singleToughness(track: Track, state: readonly number[]): number | undefined | false {
  let found: number | undefined;
  for (let s = 0; s < state.length; s++) {
    if (state[s] === 0) continue;
    const T = track.toughnessAt[s];
    if (found === undefined) found = T;
    else if (T !== found) return false;
  }
  return found;
}

/** More than `than` beyond rounding. */
const beats = (a: number, than: number): boolean => a > than + 1e-12 * Math.max(1, Math.abs(than));

/** The CHARACTER groups a Precision batch could choose, when one is in the batches. */
export function precisionCandidates(groups: readonly AllocationGroup[], plans: readonly (BatchPlan | string)[]): number[] {
  if (!plans.some((p) => typeof p !== 'string' && precise(p))) return [];
  return groups.flatMap((g, i) => (g.character ? [i] : []));
}

/** RULINGS 15: the CHARACTER group whose choice destroys the most CHARACTER models in expectation (ties: listed first). */
function attackersRun(
  scenario: Scenario,
  groups: readonly AllocationGroup[],
  order: readonly number[],
  plans: readonly Planned[],
  saveReroll?: number,
): Run {
  const candidates = precisionCandidates(groups, plans);
  if (candidates.length === 0) return runOrder(scenario, groups, order, plans, undefined, saveReroll);
  let best: [Run, number] | undefined;
  for (const character of candidates) {
    const run = runOrder(scenario, groups, order, plans, character, saveReroll);
    const characters = expected(run.state, run.track.characterKillsAt);
    if (!best || beats(characters, best[1])) best = [run, characters];
  }
  return best![0];
}

/** The batches whose save rolls the defender's Command Re-roll may serve (11e 15.02); [undefined] when not used. */
export function saveRerollCandidates(scenario: Scenario, plans: readonly (BatchPlan | string)[]): (number | undefined)[] {
  if (!scenario.actions?.commandReroll?.defender) return [undefined];
  const batches = plans.flatMap((p, i) => (typeof p === 'string' ? [] : [i]));
  return batches.length ? batches : [undefined];
}

/**
 * RULINGS 6: the defender's order with the fewest expected models destroyed (ties: the first in listed order);
 * with its Command Re-roll (11e 15.02), the batch whose save rolls it serves chosen the same way.
 */
export function defendersRun(
  scenario: Scenario,
  groups: readonly AllocationGroup[],
  orders: readonly (readonly number[])[],
  plans: readonly Planned[],
): Run {
  let best: Run | undefined;
  for (const order of orders) {
    for (const saveReroll of saveRerollCandidates(scenario, plans)) {
      const run = attackersRun(scenario, groups, order, plans, saveReroll);
      if (!best || beats(best.expectedKills, run.expectedKills)) best = run;
    }
  }
  return best!;
}

/** Whether `a` has strictly more expected kills than `b` (RULINGS 5: ties keep Lethal Hits). */
export const moreKills = (a: Run, b: Run): boolean => beats(a.expectedKills, b.expectedKills);
