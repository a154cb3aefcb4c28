/**
 * 11e 06.03, 24.15: after all of the unit's attacks (RULINGS 7), one hazard roll per [HAZARDOUS] weapon that
 * attacked; each fails on 1-2 (1/3) and the attacking unit suffers 1 mortal wound, or 3 if every model in it
 * is a MONSTER or VEHICLE. Given as expected mortal wounds to the attacker, apart from the target's figures.
 */
import type { BatchPlan } from './attack.js';
import { sourcesOf } from './batch-sources.js';
import type { Scenario, Weapon } from './types.js';

export const HAZARD_FAILS = 2 / 6;

export function hazardMortalWounds(scenario: Scenario, plans: readonly (BatchPlan | string)[]): number | undefined {
  // RULINGS 12: Hazardous does not split a batch, so each of its weapons counts its own.
  const hazardous = (w: Weapon) => w.abilities.some((a) => a.kind === 'hazardous');
  const rolls = plans.reduce((n, p) => n + (typeof p === 'string' ? 0 : sourcesOf(p.batch).reduce((k, s) => k + (hazardous(s.weapon) ? s.firers : 0), 0)), 0);
  if (rolls === 0) return undefined;
  const k = scenario.attacker.keywords;
  const each = k.includes('MONSTER') || k.includes('VEHICLE') ? 3 : 1;
  return rolls * HAZARD_FAILS * each;
}
