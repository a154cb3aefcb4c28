// Every sequence of dice a tiny legacy matchup can roll, each with its probability (1/6 per die): the exact
// distributions by brute force, to check the engine's on cases small enough to enumerate.
import type { LegacyScenario } from '../../../src/rules/legacy/types.js';
import { playLegacy } from '../../../src/rules/legacy/vehicle-simulate.js';

export interface Enumerated {
  readonly kills: number[];
  readonly woundsLost: number[];
  readonly getsHot: number;
  /** Against a vehicle: the chance of each of its results (destroyed, explodes, immobilised...). */
  readonly vehicle: Record<string, number>;
  readonly sequences: number;
}

/** Plays the scenario with every die sequence in turn (an odometer over sequences of varying length). */
export function enumerateLegacy(scenario: LegacyScenario, maxSequences = 2_000_000): Enumerated {
  const play = playLegacy(scenario);
  const kills: number[] = [];
  const woundsLost: number[] = [];
  let getsHot = 0;
  const vehicle: Record<string, number> = {};
  const script: number[] = [];
  let sequences = 0;
  for (;;) {
    let used = 0;
    const outcome = play({
      d6() {
        if (used === script.length) script.push(1);
        return script[used++];
      },
    });
    const weight = 6 ** -used;
    kills[outcome.kills] = (kills[outcome.kills] ?? 0) + weight;
    woundsLost[outcome.woundsLost] = (woundsLost[outcome.woundsLost] ?? 0) + weight;
    getsHot += weight * outcome.getsHot;
    if ('vehicle' in outcome) for (const [key, hit] of Object.entries(outcome.vehicle)) vehicle[key] = (vehicle[key] ?? 0) + weight * hit;
    if (++sequences > maxSequences) throw new Error(`more than ${maxSequences} die sequences`);
    script.length = used;
    while (script.length > 0 && script[script.length - 1] === 6) script.pop();
    if (script.length === 0) break;
    script[script.length - 1]++;
  }
  const dense = (p: number[]) => Array.from(p, (q) => q ?? 0);
  return { kills: dense(kills), woundsLost: dense(woundsLost), getsHot, vehicle, sequences };
}
