import type { Dist } from '../../dice/dist.js';

/** What one hit does to a state vector: the vector after it, and the expected unsaved Wounds (or hits) it caused. */
export type OneHit = (state: readonly number[]) => { readonly state: number[]; readonly unsaved: number };

/**
 * The state after a random number of hits (`hits`, which need not sum to 1), each applied by `oneHit` in turn,
 * and the expected unsaved: the state after k hits weighted by P(k), and hit k+1's unsaved by P(at least k+1).
 */
export function applyRepeatedHits(state: readonly number[], hits: Dist, oneHit: OneHit): { readonly state: number[]; readonly unsaved: number } {
  const result = new Array<number>(state.length).fill(0);
  let current: readonly number[] = state;
  let unsaved = 0;
  for (let k = 0; k <= hits.max; k++) {
    const weight = hits.prob(k);
    if (weight !== 0) for (let i = 0; i < state.length; i++) result[i] += weight * current[i];
    if (k === hits.max) break;
    const next = oneHit(current);
    unsaved += hits.atLeast(k + 1) * next.unsaved;
    current = next.state;
  }
  return { state: result, unsaved };
}
