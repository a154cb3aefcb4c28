/**
 * Every sequence of D6 results the 11th-edition simulator (src/rules/eleventh/simulate.ts) can read, each counted
 * once with its probability 6^-(dice read): the simulator's exact law, for tiny cases. The sequences are walked
 * depth first like an odometer: play with the current prefix (a die past its end reads 1), then advance the last
 * die that is not a 6.
 */
import { player, type Choices, type SimulatedOutcome } from '../../../src/rules/eleventh/simulate.js';
import type { Scenario } from '../../../src/rules/eleventh/types.js';

/** P(value) of each statistic, as arrays indexed by the value. */
export interface Law {
  readonly kills: number[];
  readonly woundsLost: number[];
  readonly attackerWoundsLost: number[];
}

export class TooManyPaths extends Error {}

export function enumerateLaw(s: Scenario, choices: Choices = {}, maxPaths = 200_000): Law {
  const play = player(s, choices);
  const law: Law = { kills: [], woundsLost: [], attackerWoundsLost: [] };
  const add = (into: number[], k: number, p: number) => {
    while (into.length <= k) into.push(0);
    into[k] += p;
  };
  const dice: number[] = [];
  for (let paths = 1; ; paths++) {
    let read = 0;
    const o: SimulatedOutcome = play({ d6: () => (read < dice.length ? dice[read++] : (dice.push(1), dice[read++])) });
    dice.length = read;
    const p = 6 ** -read;
    add(law.kills, o.kills, p);
    add(law.woundsLost, o.woundsLost, p);
    add(law.attackerWoundsLost, o.attackerWoundsLost, p);
    while (dice.length && dice[dice.length - 1] === 6) dice.pop();
    if (!dice.length) return law;
    if (paths >= maxPaths) throw new TooManyPaths(`more than ${maxPaths} dice sequences`);
    dice[dice.length - 1]++;
  }
}
