/**
 * Complete enumeration of every dice outcome: replays the table-top procedure (src/rules/tenth/simulate.ts)
 * once per sequence of D6 results, like an odometer, and counts each sequence with its exact weight
 * 6^-depth in integers (BigInt), so the reference has no rounding at all.
 */
import type { AssignedRoll } from '../../src/rules/tenth/engine.js';
import { player, type Outcome, type Roller } from '../../src/rules/tenth/simulate.js';
import type { Scenario } from '../../src/rules/tenth/types.js';

const MAX_DEPTH = 40;
export const DENOMINATOR = 6n ** BigInt(MAX_DEPTH);

export interface Enumeration {
  kills: Map<number, bigint>;
  wounds: Map<number, bigint>;
  paths: number;
}

export function enumerate(s: Scenario, maxPaths = 400_000, rolls: readonly AssignedRoll[] = []): Enumeration {
  const play = player(s, rolls);
  const kills = new Map<number, bigint>();
  const wounds = new Map<number, bigint>();
  const prefix: number[] = [];
  let paths = 0;
  for (;;) {
    let pos = 0;
    const roller: Roller = {
      d6() {
        if (pos === prefix.length) prefix.push(1);
        return prefix[pos++];
      },
    };
    const o: Outcome = play(roller);
    prefix.length = pos;
    if (pos > MAX_DEPTH) throw new Error('case too deep to enumerate');
    const weight = 6n ** BigInt(MAX_DEPTH - pos);
    kills.set(o.kills, (kills.get(o.kills) ?? 0n) + weight);
    wounds.set(o.woundsLost, (wounds.get(o.woundsLost) ?? 0n) + weight);
    if (++paths > maxPaths) throw new Error('case too large to enumerate');
    while (prefix.length && prefix[prefix.length - 1] === 6) prefix.pop();
    if (!prefix.length) return { kills, wounds, paths };
    prefix[prefix.length - 1]++;
  }
}

export function ratio(count: bigint): number {
  // Exact to float: scale down in integers first so the division keeps full precision.
  const scale = 10n ** 15n;
  return Number((count * scale) / DENOMINATOR) / 1e15;
}

