/**
 * calc's seeded Monte Carlo cross-check (`--simulate RUNS --seed S`), whatever the ruleset's simulator: a
 * player of one battle, played RUNS times with one seeded roller, tallied as the result contract's
 * `simulation` (contract.ts SimulationJson), and the budget that refuses it before it starts.
 */
import { seededRoller, type Roller } from '../dice/roller.js';

/** What calc's simulation found: its runs and seed, the means, P(wipe) and each number of kills' relative frequency. */
export interface Simulation {
  readonly runs: number;
  readonly seed: number;
  readonly killsMean: number;
  readonly damageMean: number;
  readonly wipe: number;
  /** Relative frequency of exactly k kills. */
  readonly kills: number[];
}

/** One battle as a ruleset's simulator plays it: the models destroyed and the wounds (or Hull Points) lost. */
export type Battle = (roller: Roller) => { readonly kills: number; readonly woundsLost: number };

/** About 1e6 attacks are played per second here: past this many the simulator refuses, not hangs. */
export const MAX_SIMULATED_ATTACKS = 10_000_000;

/**
 * Why `runs` runs of up to `perRun` attacks each are past MAX_SIMULATED_ATTACKS (README: "this calculation
 * needs ..."), with the most runs the budget allows; null within it.
 */
export function simulationBudgetExceeded(runs: number, perRun: number): string | null {
  if (runs * perRun <= MAX_SIMULATED_ATTACKS) return null;
  const most = Math.floor(MAX_SIMULATED_ATTACKS / perRun);
  return `this calculation needs up to ${(runs * perRun).toExponential(1)} simulated attacks (${runs} runs of up to ${perRun}; limit ${MAX_SIMULATED_ATTACKS.toExponential(0)}); ${most ? `simulate at most ${most} runs` : 'use fewer models or attacks'}`;
}

/** `play` run `runs` times with the roller seeded by `seed`, against a target of `models` models. */
export function tally(play: Battle, runs: number, seed: number, models: number): Simulation {
  const roller = seededRoller(seed);
  const kills = new Array<number>(models + 1).fill(0);
  let damage = 0;
  for (let i = 0; i < runs; i++) {
    const o = play(roller);
    kills[o.kills]++;
    damage += o.woundsLost;
  }
  const freq = kills.map((k) => k / runs);
  return {
    runs,
    seed,
    killsMean: freq.reduce((s, f, k) => s + f * k, 0),
    damageMean: damage / runs,
    wipe: freq[models],
    kills: freq,
  };
}
