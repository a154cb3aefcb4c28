import type { Unit } from './types.js';

/**
 * P(the unit passes a Leadership test with `added` to the result): 2D6 + added at least its
 * Leadership (core rules 'Leadership Tests'), the best Leadership among its models (000 'SHOCKING
 * ONSLAUGHT' subtracts 1 from the result).
 */
export function leadershipTestPassed(unit: Unit, added: number): number {
  const ld = Math.min(...unit.models.map((g) => g.stats.Ld));
  let passed = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + added >= ld) passed++;
  return passed / 36;
}
