import type { TargetLayout } from './allocation.js';
import type { Unit } from './types.js';

/**
 * 002 'The Phoenix Gem': "The first time the bearer is destroyed, roll one D6: on a 2+, keep it to
 * one side. At the end of the phase, set the bearer back up again ... with its full wounds
 * remaining." The calculation covers one phase, so its result is the state at the end of it: a
 * destroyed bearer is back with chance P(D6 >= returnsOn), and counts as destroyed only otherwise.
 * Attacks after its destruction go to the unit's other models (it is kept to one side), as the
 * allocation already has it; the damage dealt is what was dealt, the returned bearer's included.
 */

/** The model group of the target whose one model returns, and the chance it does. */
export interface ReturningBearer {
  readonly group: number;
  readonly chance: number;
}

export function returningBearer(unit: Unit): ReturningBearer | null {
  const group = unit.models.findIndex((g) => g.returnsOn !== undefined && g.count > 0);
  if (group < 0) return null;
  return { group, chance: (7 - unit.models[group].returnsOn!) / 6 };
}

/** Models destroyed at the end of the phase, from the distribution over the engine's states (wounds lost during it). */
export function killsAtEndOfPhase(
  byState: readonly number[],
  layout: Pick<TargetLayout, 'kills' | 'models'>,
  bearer: ReturningBearer | null,
  bearerDestroyed: (state: number) => boolean,
): number[] {
  const kills = new Array<number>(layout.models + 1).fill(0);
  byState.forEach((p, t) => {
    const k = layout.kills[t];
    if (!bearer || !bearerDestroyed(t)) kills[k] += p;
    else {
      kills[k - 1] += p * bearer!.chance;
      kills[k] += p * (1 - bearer!.chance);
    }
  });
  return kills;
}

/**
 * The bearer back at the end of the phase: P(destroyed during it) x P(back), in expected models. The
 * weapons' kills count it destroyed when it was; this is the line that takes it off again, so that
 * their total is the models destroyed at the end of the phase.
 */
export function bearerBack(byState: readonly number[], bearer: ReturningBearer, bearerDestroyed: (state: number) => boolean): number {
  let destroyed = 0;
  byState.forEach((p, t) => {
    if (bearerDestroyed(t)) destroyed += p;
  });
  return destroyed * bearer.chance;
}

/**
 * The target model that bears an Enhancement (a CHARACTER's, 003/000 'Enhancements'): the Leader of
 * an Attached unit with one Leader model, or the one model of a CHARACTER unit. Otherwise the reason
 * it cannot be told.
 */
export function enhancementBearer(unit: Unit): { group: number } | { why: string } {
  const leaders = unit.models.map((g, i) => ({ g, i })).filter(({ g }) => g.leader && g.count > 0);
  if (leaders.length === 1 && leaders[0].g.count === 1) return { group: leaders[0].i };
  if (leaders.length > 1) return { why: 'two Leaders: which one bears it cannot be told (attach the bearer alone)' };
  const alive = unit.models.filter((g) => g.count > 0);
  if (alive.length === 1 && alive[0].count === 1 && unit.keywords.includes('CHARACTER')) return { group: unit.models.indexOf(alive[0]) };
  return { why: 'an Enhancement is borne by a CHARACTER: the target is neither a CHARACTER model alone nor led by one (--leader)' };
}
