/**
 * 11e 06.02, RULINGS 11: mortal wounds are allocated one at a time to the current model in the group order
 * (a wounded non-CHARACTER model first, then the non-CHARACTER groups in the declared order, then the
 * CHARACTER groups), each one wound, spilling over from model to model; Feel No Pain per wound, the better of
 * a unit's two (11e 24.02). For effects that inflict mortal wounds outside an attack (Explosives, Crushing
 * Impact, a hazard roll's wounds to a unit).
 */
import { Dist } from '../../dice/dist.js';
import { damageStep } from './allocation.js';
import { afterFeelNoPain, mortalFeelNoPain } from './defence.js';
import type { Track } from './track.js';

/** The target's state after `count` mortal wounds (a law), from `state`. */
export function sufferMortalWounds(track: Track, count: Dist, state: readonly number[]): number[] {
  const one = track.groups.map((g) => afterFeelNoPain(Dist.constant(1), mortalFeelNoPain(g.stats)));
  // Horner's scheme over the count: n wounds are n single steps.
  let acc = state.map((x) => x * count.prob(count.max));
  for (let n = count.max - 1; n >= 0; n--) {
    const stepped = damageStep(track, track.normal, one, acc);
    acc = stepped.map((x, s) => x + state[s] * count.prob(n));
  }
  return acc;
}
