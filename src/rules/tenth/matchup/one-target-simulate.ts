/**
 * `calc "A, B" vs T --simulate N` (issue 29 section 1): the units' attacks played die by die (rules/tenth/simulate.ts),
 * each against the target as the units before left it: its survivors, a model that has lost wounds as a wounded model
 * that takes the next attack (turn-simulate.ts scenarioAt, as turn --simulate plays its phases). Independent of the
 * exact answer's distributions; it shares only the plan (one-target.ts) and the simulator. Tallied as calc's is.
 */
import { TooLargeError } from '../engine.js';
import { UsageError } from '../../errors.js';
import { player, simulatedAttacks, type Roller } from '../simulate.js';
import { MAX_SIMULATED_ATTACKS, tally, type Simulation } from '../../simulation.js';
import { got } from '../../maps.js';
import type { OneTargetPlan } from './one-target.js';
import { scenarioAt } from './turn-simulate.js';

const COMMAND = 'calc --simulate with several units';

export function simulateOneTarget({ defender, attacking }: OneTargetPlan, runs: number, seed: number): Simulation {
  if (defender.twoQueues) throw new UsageError(`${COMMAND}: --precision's two queues are not played die by die; leave out --simulate or --precision`);
  const { layout } = defender;
  const attacks = attacking.reduce((sum, a) => sum + simulatedAttacks(scenarioAt(a.unit, defender, 0, a.options, COMMAND), runs), 0);
  if (attacks > MAX_SIMULATED_ATTACKS) throw new TooLargeError(`${COMMAND}: up to ${attacks.toExponential(1)} simulated attacks (${runs} runs; limit ${MAX_SIMULATED_ATTACKS.toExponential(0)}); simulate fewer runs`);
  // Each unit's player from each state of the target it meets, made once.
  const players = attacking.map(() => new Map<number, (r: Roller) => number>());
  const play = (i: number, t: number) =>
    got(players[i], t, () => {
      const played = player(scenarioAt(attacking[i].unit, defender, t, attacking[i].options, COMMAND));
      return (r: Roller) => played(r).woundsLost;
    });
  return tally(
    (roller) => {
      let t = 0;
      for (let i = 0; i < attacking.length && t < layout.totalWounds; i++) t += play(i, t)(roller);
      return { kills: layout.kills[t], woundsLost: t };
    },
    runs,
    seed,
    layout.models,
  );
}
