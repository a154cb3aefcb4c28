/**
 * 11th edition's exact engine (issue 28): `calculate11(scenario)`, pure. The batches in the attacker's order
 * (RULINGS 7), each through its hit and wound rolls (hit-wound.ts), its save rolls from the lowest result
 * up into the allocation groups (allocation.ts) and its Devastating Wounds; the defender's group order by
 * RULINGS 6 and the attacker's Lethal Hits by RULINGS 5. Computed, not sampled.
 */
import { Dist } from '../../dice/dist.js';
import { Refused, WorkBudgetError } from '../errors.js';
import { batchWork, makeTrack, resolveBatch, trackModels, type Track } from './allocation.js';
import { planBatch, type BatchPlan } from './attack.js';
import { batchDefence } from './defence.js';
import { allocationGroups, allowedOrders, checkOrder, mergedDifferences, type AllocationGroup } from './groups.js';
import { hazardMortalWounds } from './hazard.js';
import { jointMeans, jointSumOf, jointSupport, type Joint } from './joint.js';
import { damageDist } from './modifiers.js';
import type { BatchResult, Result, Scenario } from './types.js';

/** Inner steps one calculation may take (allocation.ts batchWork, summed over the orders and choices tried). */
export const MAX_WORK = 4e8;

/** The chain over one group order: the law of the position after every batch, and each batch's figures. */
interface Run {
  readonly order: readonly number[];
  readonly track: Track;
  readonly state: readonly number[];
  readonly batches: readonly BatchResult[];
  readonly expectedKills: number;
}

/** A batch ready to resolve: its plan and the joint law of its wounds (11e 05.02); or why it makes no attacks. */
type Planned = (BatchPlan & { readonly joint: Joint }) | string;

const meanPosition = (state: readonly number[]): number => state.reduce((s, x, p) => s + x * p, 0);

function runOrder(scenario: Scenario, groups: readonly AllocationGroup[], order: readonly number[], plans: readonly Planned[]): Run {
  const track = makeTrack(order.map((i) => groups[i]));
  let state: number[] = track.groupAt.map((_, p) => (p === 0 ? 1 : 0));
  const batches = plans.map((plan, i): BatchResult => {
    const weapon = scenario.batches[i].weapon.name;
    if (typeof plan === 'string') return { weapon, attacks: 0, hits: 0, wounds: 0, unsaved: 0, mortalWounds: 0, damage: 0 };
    const before = meanPosition(state);
    const resolved = resolveBatch(track, batchDefence(plan, track.groups, scenario.conditions.phase), state, plan.joint);
    state = resolved.state;
    const attacks = plan.attackDice.mean();
    const means = jointMeans(plan.joint);
    return {
      weapon,
      attacks,
      hits: attacks * plan.hitsPerDie,
      wounds: means.w + means.v,
      unsaved: resolved.unsaved,
      mortalWounds: means.v * damageDist(plan.rolledDamage, plan.mortalDamage).mean(),
      damage: meanPosition(state) - before,
      ...(plan.lethalHits === undefined ? {} : { lethalHits: plan.lethalHits }),
    };
  });
  const expectedKills = state.reduce((s, x, p) => s + x * track.killsAt[p], 0);
  return { order, track, state, batches, expectedKills };
}

/** RULINGS 6: the defender's order with the fewest expected models destroyed (ties: the first in listed order). */
function defendersRun(scenario: Scenario, groups: readonly AllocationGroup[], orders: readonly (readonly number[])[], plans: readonly Planned[]): Run {
  let best: Run | undefined;
  for (const order of orders) {
    const run = runOrder(scenario, groups, order, plans);
    if (!best || run.expectedKills < best.expectedKills - 1e-12 * Math.max(1, best.expectedKills)) best = run;
  }
  return best!;
}

function plansFor(scenario: Scenario, lethal: Readonly<Record<string, boolean>>): (BatchPlan | string)[] {
  return scenario.batches.map((b) => planBatch(scenario, b, lethal[b.weapon.name]));
}

const withJoints = (plans: readonly (BatchPlan | string)[]): Planned[] =>
  plans.map((p) => (typeof p === 'string' ? p : { ...p, joint: jointSumOf(p.attackDice, p.dieJoint) }));

/** Weapons whose Lethal Hits the engine chooses (RULINGS 5): only with Devastating Wounds can declining pay. */
function lethalChoices(scenario: Scenario, plans: readonly (BatchPlan | string)[]): string[] {
  const names = plans.flatMap((p) =>
    typeof p !== 'string' && p.lethalHits !== undefined && p.abilities.devastatingWounds ? [p.batch.weapon.name] : [],
  );
  return [...new Set(names)].filter((n) => scenario.lethalHits?.[n] === undefined);
}

function refusePrecision(scenario: Scenario, groups: readonly AllocationGroup[], plans: readonly (BatchPlan | string)[]): void {
  if (!groups.some((g) => g.character)) return;
  const precise = plans.find((p) => typeof p !== 'string' && p.abilities.has.has('precision'));
  if (typeof precise === 'object') {
    throw new Refused(
      `${precise.batch.weapon.name}: [PRECISION] against a unit with CHARACTER models (11e 24.28, RULINGS 15) is not modelled by the 11th-edition engine yet`,
    );
  }
}

/**
 * Refuse at once past the budget (before any joint law is built): per batch, the joint law's convolutions
 * and the save rolls' resolution (allocation.ts batchWork), over the bounds of its wounds.
 */
function checkWork(scenario: Scenario, groups: readonly AllocationGroup[], orders: number, plans: readonly (BatchPlan | string)[], choices: number): void {
  const positions = makeTrack(groups).destroyed + 1;
  let work = 0;
  for (const p of plans) {
    if (typeof p === 'string') continue;
    const die = jointSupport(p.dieJoint);
    const [w, v] = [p.attackDice.max * die.w, p.attackDice.max * die.v];
    work += p.attackDice.max * (w + 1) * (v + 1) * (die.w + 1) * (die.v + 1) + batchWork(positions, w, v);
  }
  const total = work * orders * (1 + choices);
  if (total > MAX_WORK) {
    throw new WorkBudgetError(
      `${scenario.attacker.name} vs ${scenario.target.name}: ${plans.length} batch(es) against ${groups.length} allocation group(s) ` +
        `(${positions - 1} wounds, ${orders} group order(s) to try) needs about ${total.toExponential(1)} steps, ` +
        `more than the 11th-edition engine's budget of ${MAX_WORK.toExponential(0)}: use fewer attacks, models or groups, or give a group order`,
    );
  }
}

function notesFor(scenario: Scenario, run: Run, plans: readonly Planned[], chosen: Readonly<Record<string, boolean>>): string[] {
  const notes = new Set<string>(mergedDifferences(scenario.target));
  const toughness = new Set(scenario.target.models.filter((m) => !m.character).map((m) => m.stats.T));
  if (toughness.size > 1) notes.add('wound rolls use the highest T among the bodyguard models for every batch (11e 05.02.01)');
  for (const p of plans) {
    if (typeof p === 'string') {
      notes.add(p);
      continue;
    }
    p.notes.forEach((n) => notes.add(n));
    const name = p.batch.weapon.name;
    for (const n of p.abilities.noEffect) notes.add(`${name}: ${n} changes nothing this engine computes`);
    if (p.abilities.has.has('extra attacks')) notes.add(`${name}: Extra Attacks only selects weapons (11e 24); its batch is computed as given`);
    if (p.abilities.has.has('precision')) notes.add(`${name}: [PRECISION] changes nothing against a unit without CHARACTER models`);
    if (p.lethalHits !== undefined) {
      const why = scenario.lethalHits?.[name] !== undefined ? 'as asked' : name in chosen ? 'more expected kills (RULINGS 5)' : 'never worse without Devastating Wounds (RULINGS 5)';
      notes.add(`${name}: Lethal Hits ${p.lethalHits ? 'used' : 'declined'}: ${why}`);
    }
  }
  notes.add(`allocation order (11e 05.03, RULINGS 6): ${run.track.groups.map((g) => g.name).join(', ')}`);
  return [...notes];
}

function sumsToOne(p: readonly number[], what: string): void {
  const total = p.reduce((s, x) => s + x, 0);
  if (Math.abs(total - 1) > 1e-9) throw new Error(`internal: ${what} sums to ${total}, not 1`);
}

export function calculate11(scenario: Scenario): Result {
  const groups = allocationGroups(scenario.target);
  if (groups.length === 0) throw new Refused(`${scenario.target.name} has no models to attack`);
  if (scenario.groupOrder) checkOrder(groups, scenario.groupOrder);
  const orders = scenario.groupOrder ? [scenario.groupOrder] : allowedOrders(groups);
  const forced = scenario.lethalHits ?? {};
  const planned = plansFor(scenario, forced);
  refusePrecision(scenario, groups, planned);
  const choices = lethalChoices(scenario, planned);
  checkWork(scenario, groups, orders.length, planned, choices.length);
  let plans = withJoints(planned);

  // RULINGS 5: each weapon in turn, Lethal Hits declined only if that gives strictly more expected kills.
  const chosen: Record<string, boolean> = {};
  let run = defendersRun(scenario, groups, orders, plans);
  for (const name of choices) {
    const declined = withJoints(plansFor(scenario, { ...forced, ...chosen, [name]: false }));
    const other = defendersRun(scenario, groups, orders, declined);
    chosen[name] = !(other.expectedKills > run.expectedKills + 1e-12 * Math.max(1, run.expectedKills));
    if (!chosen[name]) [run, plans] = [other, declined];
  }

  sumsToOne(run.state, 'the wounds-lost distribution');
  const kills = new Array<number>(trackModels(run.track) + 1).fill(0);
  run.state.forEach((x, p) => (kills[run.track.killsAt[p]] += x));
  const hazard = hazardMortalWounds(scenario, plans);
  return {
    kills: Dist.of(kills),
    woundsLost: Dist.of(run.state),
    batches: run.batches,
    groupOrder: run.order,
    groups: groups.map((g) => g.name),
    notes: notesFor(scenario, run, plans, chosen),
    ...(hazard === undefined ? {} : { hazardMortalWounds: hazard }),
  };
}
