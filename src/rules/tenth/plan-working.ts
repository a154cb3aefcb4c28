import type { Dist } from '../../dice/dist.js';
import { planWeapon, type WeaponPlan } from './plan.js';
import type { Scenario, WeaponUse } from './types.js';

// A plan's working (--explain), and copies of a plan that keep it.

/**
 * A plan's weapon and scenario, and its working once written. In the plan, not in a WeakMap by plan:
 * a WeakMap write per plan was a third of planning in a turn (issue 15); nor as a getter: an object
 * literal with an accessor costs about 0.8 us to create here, 30 times a plain one (issue 13).
 */
export interface PlanSource {
  readonly use: WeaponUse;
  readonly scenario: Scenario;
  notes?: string[];
}

/** A plan's working (--explain), written the first time it is asked for. */
export function workingOf(plan: WeaponPlan): readonly string[] {
  const { source } = plan;
  if (!source.notes) planWeapon(source.use, source.scenario, (source.notes = []));
  return source.notes;
}

/** The plan with another Attacks distribution (a re-rolled Attacks roll, engine.ts), its working kept. */
export function withAttacks(plan: WeaponPlan, attacks: Dist): WeaponPlan {
  return { ...plan, attacks };
}
