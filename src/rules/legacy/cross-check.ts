/**
 * calc's `--simulate RUNS --seed S` under the legacy ruleset: the matchup the exact engine computed (its
 * conditions after every option: Fear, Rampage, cover, vehicles and squadrons...) played die by die RUNS times by
 * the simulator (vehicle-simulate.ts playLegacy), tallied as every ruleset's (rules/simulation.ts). Kills are
 * models removed (vehicles destroyed), damage the Wounds lost (Hull Points, against a vehicle), as the JSON's.
 */
import { WorkBudgetError } from '../errors.js';
import { simulationBudgetExceeded, tally, type Simulation } from '../simulation.js';
import { modelCount } from './special-rules.js';
import type { LegacyScenario } from './types.js';
import { playLegacy } from './vehicle-simulate.js';
import { simulatedHitsPerRun } from './work.js';

/** Refuses at once (exit 1, README: work past a budget) `runs` battles past the simulator's budget, naming --simulate. */
export function checkLegacySimulation(scenario: LegacyScenario, runs: number): void {
  const refused = simulationBudgetExceeded(runs, simulatedHitsPerRun(scenario));
  if (refused !== null) throw new WorkBudgetError(`--simulate ${runs}: ${refused}`);
}

export function simulateLegacy(scenario: LegacyScenario, runs: number, seed: number): Simulation {
  checkLegacySimulation(scenario, runs);
  return tally(playLegacy(scenario), runs, seed, modelCount(scenario.target));
}
