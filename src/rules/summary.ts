/**
 * A distribution of kills (or wounds, or Hull Points) lost as the results show it: mean, median, the
 * 10th and 90th percentiles, P(exactly k) and P(at least k). Shared by every ruleset (issue 14 section 4).
 */
import { Dist } from '../dice/dist.js';

export interface DistSummary {
  readonly mean: number;
  /** P(exactly k), k = 0..max. */
  readonly distribution: number[];
  /** P(at least k), k = 0..max. */
  readonly atLeast: number[];
  readonly median: number;
  readonly p10: number;
  readonly p90: number;
}

export function summarise(distribution: number[]): DistSummary {
  const d = Dist.of(distribution);
  return {
    mean: d.mean(),
    distribution,
    atLeast: tailSums(distribution),
    median: d.percentile(0.5),
    p10: d.percentile(0.1),
    p90: d.percentile(0.9),
  };
}

/**
 * P(at least k) for every k, in one pass from the tail (the order Dist.atLeast sums in): linear in
 * the target's size, where one atLeast call per k was quadratic.
 */
export function tailSums(p: readonly number[]): number[] {
  const atLeast = new Array<number>(p.length);
  let tail = 0;
  for (let k = p.length - 1; k >= 0; k--) atLeast[k] = Math.min((tail += p[k]), 1);
  return atLeast;
}
