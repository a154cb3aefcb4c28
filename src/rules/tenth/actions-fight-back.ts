import { Dist } from '../../dice/dist.js';
import { calculate, estimateWork, MAX_WORK, summarise, type AssignedRoll, type DistSummary } from './engine.js';
import type { FightOnDeath } from './effects/compile.js';
import { fightersBack, type FightRule } from './fight-back.js';
import { needsSplit } from './precision.js';
import type { Scenario } from './types.js';

/**
 * Fight on death after a mortal-wound action (actions.ts). 000 'Reap the Tally' and 002 'Faolchú’s
 * Last Flight' cover a model "destroyed by a melee attack": the action's mortal wounds are not one,
 * so only the models the attacks destroy fight back. The attacks are linear in their starting
 * state, so for each number of wounds t0 the actions leave (at most a few: their mortal wounds are
 * few) the attacks are calculated from t0, and the fighters are the models destroyed after t0;
 * the result is their mixture over P(t0). Exact; it costs one calculation per t0, refused (null,
 * with the reason) past the engine's budget.
 */
export function fightersBackAfterActions(
  scenario: Scenario,
  rolls: readonly AssignedRoll[],
  rules: readonly FightRule[],
): { readonly summary: (DistSummary & FightOnDeath) | null; readonly notes: string[] } {
  if (needsSplit(scenario)) {
    // The attacks' starting state t0 is a number of wounds on one queue; --precision's two queues have none.
    return { summary: null, notes: ['fight on death not calculated: after an action, with --precision on mixed weapons (two queues), it is not modelled'] };
  }
  const before = calculate({ ...scenario, weapons: [] }).damage.distribution;
  const attacks = { ...scenario, actions: [] };
  const starts = before.map((p, t0) => ({ p, t0 })).filter(({ p }) => p > 0);
  const work = starts.length * estimateWork(attacks, rolls);
  if (work > MAX_WORK) {
    return { summary: null, notes: [`fight on death not calculated: it needs about ${work.toExponential(1)} steps (one calculation per number of wounds the actions leave; limit ${MAX_WORK.toExponential(1)})`] };
  }
  const each = starts.map(({ p, t0 }) => ({ p, back: fightersBack(attacks, calculate(attacks, rolls, t0), rules, t0) }));
  const fighters = Dist.mix(each.map(({ p, back }) => [p, Dist.of(back.summary.distribution)] as const));
  const { rolls: on, chance } = each[0].back.summary;
  return {
    summary: { rolls: on, chance, ...summarise(fighters.toArray()) },
    notes: [...each[0].back.notes, 'fight on death: models destroyed by the mortal wounds of an action do not fight back (not destroyed by a melee attack)'],
  };
}
