import type { Dist } from '../../dice/dist.js';
import { planWeapon, type WeaponPlan } from './plan.js';

// A plan's working (--explain), and copies of a plan that keep it.

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
