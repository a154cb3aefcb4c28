/**
 * RULINGS 12 (11e 04.03 "identical attacks ... the same applicable abilities"): weapons whose resolved profiles are
 * equal (attack.ts resolvedKey: BS/WS and the hit roll, S, AP, D and every ability that changes a roll or its
 * result, after modifiers, effects, keyword qualifiers and half range) are one batch; their attack dice are
 * summed, each weapon with its own A, Rapid Fire, Blast and Cleave, and Hazardous stays each weapon's own.
 */
import { planBatch, resolvedKey } from './attack.js';
import { sourcesOf } from './batch-sources.js';
import type { Batch, Scenario } from './types.js';

/**
 * The scenario's batches joined (RULINGS 12), each where its first weapon stood (RULINGS 7's order); a weapon that
 * may not attack here stays its own batch (its note says why). Reads the attacker (Damaged, MONSTER or VEHICLE
 * shooting close-quarters) and the Lethal Hits asked for, as well as the target, conditions and modifiers.
 */
export function joinBatches(scenario: Scenario): readonly Batch[] {
  const joined: Batch[] = [];
  const byKey = new Map<string, number>();
  for (const batch of scenario.batches) {
    const plan = planBatch(scenario, batch, scenario.lethalHits?.[batch.weapon.name]);
    // The Lethal Hits asked for (RULINGS 5) is the batch's: weapons asked differently stay apart.
    const key = typeof plan === 'string' ? undefined : `${resolvedKey(plan)}|${scenario.lethalHits?.[batch.weapon.name]}`;
    const at = key === undefined ? undefined : byKey.get(key);
    if (at === undefined) {
      if (key !== undefined) byKey.set(key, joined.length);
      joined.push(batch);
      continue;
    }
    const into = joined[at];
    joined[at] = { ...into, joined: [...(into.joined ?? []), ...sourcesOf(batch)] };
  }
  return joined;
}
