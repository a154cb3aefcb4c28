/**
 * The batches against one declared group order (11e 05.03-05.04), and the players' choices around it: the
 * attacker's Precision CHARACTER group (RULINGS 15) and the defender's order (RULINGS 6).
 */
import { resolveBatch } from './allocation.js';
import type { BatchPlan } from './attack.js';
import { batchDefence } from './defence.js';
import type { AllocationGroup } from './groups.js';
import { jointMeans, type Joint } from './joint.js';
import { damageDist } from './modifiers.js';
import { makeTrack, type Track } from './track.js';
import type { BatchResult, Scenario } from './types.js';

/** A batch ready to resolve: its plan and the joint law of its wounds (11e 05.02); or why it makes no attacks. */
export type Planned = (BatchPlan & { readonly joint: Joint }) | string;

export interface Run {
  readonly order: readonly number[];
  /** The Precision CHARACTER group (index in the unit's groups), if any. */
  readonly precise?: number;
  readonly track: Track;
  readonly state: readonly number[];
  readonly batches: readonly BatchResult[];
  readonly expectedKills: number;
}

const expected = (state: readonly number[], of: readonly number[]): number => state.reduce((s, x, i) => s + x * of[i], 0);

/** 11e 24.28: a batch with [PRECISION] makes the chosen CHARACTER group current while it stands. */
const precise = (plan: BatchPlan): boolean => plan.abilities.has.has('precision');

/** Every batch in the attacker's order (RULINGS 7) against the groups in `order`. */
export function runOrder(
  scenario: Scenario,
  groups: readonly AllocationGroup[],
  order: readonly number[],
  plans: readonly Planned[],
  character?: number,
): Run {
  const track = makeTrack(
    order.map((i) => groups[i]),
    character === undefined ? undefined : order.indexOf(character),
  );
  let state: number[] = track.lostAt.map((_, p) => (p === 0 ? 1 : 0));
  const batches = plans.map((plan, i): BatchResult => {
    const weapon = scenario.batches[i].weapon.name;
    if (typeof plan === 'string') return { weapon, attacks: 0, hits: 0, wounds: 0, unsaved: 0, mortalWounds: 0, damage: 0 };
    const before = expected(state, track.lostAt);
    const view = character !== undefined && precise(plan) ? track.precision : track.normal;
    const resolved = resolveBatch(track, view, batchDefence(plan, track.groups, scenario.conditions.phase), state, plan);
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
      damage: expected(state, track.lostAt) - before,
      ...(plan.lethalHits === undefined ? {} : { lethalHits: plan.lethalHits }),
    };
  });
  return { order, precise: character, track, state, batches, expectedKills: expected(state, track.killsAt) };
}

/** More than `than` beyond rounding. */
const beats = (a: number, than: number): boolean => a > than + 1e-12 * Math.max(1, Math.abs(than));

/** The CHARACTER groups a Precision batch could choose, when one is in the batches. */
export function precisionCandidates(groups: readonly AllocationGroup[], plans: readonly (BatchPlan | string)[]): number[] {
  if (!plans.some((p) => typeof p !== 'string' && precise(p))) return [];
  return groups.flatMap((g, i) => (g.character ? [i] : []));
}

/** RULINGS 15: the CHARACTER group whose choice destroys the most CHARACTER models in expectation (ties: listed first). */
function attackersRun(scenario: Scenario, groups: readonly AllocationGroup[], order: readonly number[], plans: readonly Planned[]): Run {
  const candidates = precisionCandidates(groups, plans);
  if (candidates.length === 0) return runOrder(scenario, groups, order, plans);
  let best: [Run, number] | undefined;
  for (const character of candidates) {
    const run = runOrder(scenario, groups, order, plans, character);
    const characters = expected(run.state, run.track.characterKillsAt);
    if (!best || beats(characters, best[1])) best = [run, characters];
  }
  return best![0];
}

/** RULINGS 6: the defender's order with the fewest expected models destroyed (ties: the first in listed order). */
export function defendersRun(
  scenario: Scenario,
  groups: readonly AllocationGroup[],
  orders: readonly (readonly number[])[],
  plans: readonly Planned[],
): Run {
  let best: Run | undefined;
  for (const order of orders) {
    const run = attackersRun(scenario, groups, order, plans);
    if (!best || beats(best.expectedKills, run.expectedKills)) best = run;
  }
  return best!;
}

/** Whether `a` has strictly more expected kills than `b` (RULINGS 5: ties keep Lethal Hits). */
export const moreKills = (a: Run, b: Run): boolean => beats(a.expectedKills, b.expectedKills);
