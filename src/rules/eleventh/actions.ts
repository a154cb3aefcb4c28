/**
 * The core stratagems that inflict mortal wounds with the attacks (11e 15.05 Explosives, 15.06 Crushing
 * Impact): each a law of mortal wounds the target suffers before the attacks, allocated as mortal wounds
 * (06.02, mortal.ts). A stratagem the situation forbids is not used, and a note says why.
 */
import { Dist } from '../../dice/dist.js';
import { sufferMortalWounds } from './mortal.js';
import type { Track } from './track.js';
import type { ActionResult, Scenario } from './types.js';

/** One action ready to resolve, or why it is not used. */
export interface ActionPlan {
  readonly name: string;
  /** Mortal wounds the target suffers. */
  readonly mortalWounds: Dist;
  /** Mortal wounds the attacking unit suffers, when it can. */
  readonly selfMortalWounds?: Dist;
  readonly note: string;
}

/** The law of min(cap, the number of n D6 showing a result of probability p). */
const cappedCount = (n: number, p: number, cap: number): Dist => Dist.binomial(n, p).cap(cap);

const has = (keywords: readonly string[], ...wanted: string[]): boolean => wanted.some((k) => keywords.includes(k));

/** 11e 15.05 Explosives: in your Shooting phase, an unengaged, eligible unit that did not advance, at an unengaged target. */
function explosives(scenario: Scenario): ActionPlan | string {
  const c = scenario.conditions;
  const not = (why: string): string => `Explosives not used: ${why} (11e 15.05)`;
  if (!has(scenario.attacker.keywords, 'EXPLOSIVES', 'GRENADES')) return not(`${scenario.attacker.name} is not an EXPLOSIVES/GRENADES unit`);
  if (c.phase !== 'ranged') return not('it is used in your Shooting phase');
  if (c.shooting === 'snap') return not('it is used in your own Shooting phase, not when Snap Shooting');
  if (c.shooting === 'assault') return not('a unit that advanced this turn cannot use it');
  if (c.shooting === 'close-quarters') return not('an engaged unit cannot use it');
  if (c.targetEngaged) return not('it targets an unengaged enemy unit');
  return {
    name: 'Explosives',
    // Six D6, each 4+ (1/2) one mortal wound.
    mortalWounds: Dist.binomial(6, 1 / 2),
    note:
      'Explosives (11e 15.05): six D6, each 4+ one mortal wound, before the unit shoots (it must be eligible to shoot); ' +
      'the target is taken as within 8" and visible',
  };
}

/** 11e 15.06 Crushing Impact: a MONSTER or VEHICLE unit, just after its charge move, so before it fights. */
function crushingImpact(scenario: Scenario): ActionPlan | string {
  const { attacker, conditions } = scenario;
  const not = (why: string): string => `Crushing Impact not used: ${why} (11e 15.06)`;
  if (!has(attacker.keywords, 'MONSTER', 'VEHICLE')) return not(`${attacker.name} is not a MONSTER or VEHICLE unit`);
  if (conditions.phase !== 'melee' || !conditions.charged) return not('it is used just after the unit ends a charge move, before it fights');
  // The attacker selects the model: the highest T rolls the most dice (the most 5+, and the most 1s).
  const T = Math.max(...attacker.models.map((m) => m.stats.T));
  return {
    name: 'Crushing Impact',
    // "to a maximum of 6 mortal wounds per unit": read as capping both units' counts.
    mortalWounds: cappedCount(T, 2 / 6, 6),
    selfMortalWounds: cappedCount(T, 1 / 6, 6),
    note:
      `Crushing Impact (11e 15.06): ${T} D6 (the highest T in ${attacker.name}), each 5+ one mortal wound to the target (at most 6), ` +
      `each 1 one to ${attacker.name}, before the fight; the attacker's own losses do not change its attacks here`,
  };
}

/** The actions the scenario asks for, in the order of the turn, or why each is not used. */
export function plannedActions(scenario: Scenario): (ActionPlan | string)[] {
  const asked = scenario.actions ?? {};
  return [asked.explosives ? explosives(scenario) : undefined, asked.crushingImpact ? crushingImpact(scenario) : undefined].filter(
    (a): a is ActionPlan | string => a !== undefined,
  );
}

const expected = (state: readonly number[], of: readonly number[]): number => state.reduce((s, x, i) => s + x * of[i], 0);

/** The target's state after the actions (11e 06.02: their mortal wounds one at a time), from its state before the attacks. */
export function resolveActions(
  track: Track,
  actions: readonly (ActionPlan | string)[],
  state: readonly number[],
): { state: number[]; results: ActionResult[] } {
  let now = [...state];
  const results: ActionResult[] = [];
  for (const a of actions) {
    if (typeof a === 'string') continue;
    const before = expected(now, track.lostAt);
    now = sufferMortalWounds(track, a.mortalWounds, now);
    results.push({
      name: a.name,
      mortalWounds: a.mortalWounds.mean(),
      damage: expected(now, track.lostAt) - before,
      ...(a.selfMortalWounds ? { selfMortalWounds: a.selfMortalWounds.mean() } : {}),
    });
  }
  return { state: now, results };
}
