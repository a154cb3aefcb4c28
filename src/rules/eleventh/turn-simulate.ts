/**
 * `turn --simulate N` under 11th edition (issue 28): the same phases played die by die with simulate.ts's player,
 * the state carried from phase to phase (unit-after.ts), beside the exact numbers as a cross-check. Each phase's
 * player makes the exact engine's choices for the units as they stand (matchup.ts enginesChoices: its group
 * order, its Lethal Hits, its reading of T), so both play the same game.
 */
import type { TurnSimulatedJson } from '../contract.js';
import { WorkBudgetError } from '../errors.js';
import { seededRoller, type Roller } from '../../dice/roller.js';
import { simulationBudgetExceeded } from '../simulation.js';
import { enginesChoices } from './matchup.js';
import { diceBound, player, type SimulatedOutcome } from './simulate.js';
import { attackingIn, other, planOf, type TurnRun } from './turn.js';
import type { Scenario } from './types.js';
import { modelsLeft, unitAfter, woundsLeft } from './unit-after.js';

export interface TurnSimulation {
  readonly runs: number;
  readonly seed: number;
  readonly attacker: TurnSimulatedJson;
  readonly target: TurnSimulatedJson;
}

/** The most attack dice one turn can roll: each phase's at full strength (simulate.ts diceBound). */
function turnDice(run: TurnRun): number {
  const start = run.states[0][0];
  return run.steps.reduce((n, step) => {
    const plan = planOf(step, attackingIn(step, start), start[other(step.by)]);
    return n + ('scenario' in plan ? diceBound(plan.scenario) : 0);
  }, 0);
}

/** `runs` turns with one roller seeded by `seed`: each side's models and wounds lost. */
export function simulateTurn11(run: TurnRun, runs: number, seed: number): TurnSimulation {
  const refusal = simulationBudgetExceeded(runs, turnDice(run));
  if (refusal) throw new WorkBudgetError(refusal);
  const roller = seededRoller(seed);
  const players = new Map<Scenario, (r: Roller) => SimulatedOutcome>();
  const start = run.states[0][0];
  const tallies = { attacker: tally(modelsLeft(start.attacker)), target: tally(modelsLeft(start.target)) };
  for (let i = 0; i < runs; i++) {
    const now = { attacker: start.attacker, target: start.target };
    for (const step of run.steps) {
      const hit = other(step.by);
      const a = run.attack(step, attackingIn(step, now), now[hit]);
      if ('none' in a) continue;
      let play = players.get(a.scenario);
      if (!play) players.set(a.scenario, (play = player(a.scenario, enginesChoices(a.scenario, a.result))));
      const played = play(roller);
      now[hit] = unitAfter(now[hit], a.result.groupOrder, played.woundsLost);
      // The player allocates its hazard rolls' mortal wounds in the listed order; carried along the order the exact turn
      // chose (the same models fall unless the unit's groups differ in Feel No Pain against mortal wounds).
      if (a.hazard && !step.unit) now[step.by] = unitAfter(now[step.by], a.hazard.order, played.attackerWoundsLost);
    }
    for (const side of ['attacker', 'target'] as const) tallies[side].add(modelsLeft(start[side]) - modelsLeft(now[side]), woundsLeft(start[side]) - woundsLeft(now[side]));
  }
  return { runs, seed, attacker: tallies.attacker.json(runs), target: tallies.target.json(runs) };
}

function tally(models: number) {
  const counts = new Array<number>(models + 1).fill(0);
  let wounds = 0;
  return {
    add(modelsLost: number, woundsLost: number) {
      counts[modelsLost]++;
      wounds += woundsLost;
    },
    json(runs: number): TurnSimulatedJson {
      const freq = counts.map((c) => c / runs);
      const wipe = freq[models];
      return { modelsLostMean: freq.reduce((s, f, k) => s + f * k, 0), woundsLostMean: wounds / runs, wipe, wiped: wipe, modelsLost: freq };
    },
  };
}
