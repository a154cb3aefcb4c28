// A vehicle target as the damage chain sees it (issue 14): one vehicle (vehicle-damage.ts), or a squadron of identical
// vehicles. 7th edition core rules, 'Vehicle Squadrons': hits on a squadron are allocated as Wounds are, to the closest
// vehicle until it is destroyed (wrecked or exploded), then to the next closest; each vehicle has its own Hull Points, and
// what a destroyed vehicle did not need (Hull Points beyond its last, a later damage table result) is lost with it.
import { Dist, zeros } from '../../dice/dist.js';
import type { LegacyResult } from './types.js';
import { applyRepeatedHits } from './repeated-hits.js';
import {
  applyVehicleHits,
  destroyedChance,
  hullPointsLostOf,
  intact,
  standingChance,
  vehicleOutcome,
  type VehicleChain,
  type VehicleHits,
} from './vehicle-damage.js';

/** What the matchup's loop needs of its vehicle target. */
export interface VehicleTarget {
  readonly start: readonly number[];
  apply(state: readonly number[], hits: Dist, effects: VehicleHits): { readonly state: number[]; readonly unsaved: number };
  /** Expected vehicles destroyed. */
  destroyed(state: readonly number[]): number;
  outcome(state: readonly number[]): Pick<LegacyResult, 'kills' | 'woundsLost' | 'targetModels' | 'vehicle'>;
}

/** One vehicle, Immobilised from the start or not: kills is it destroyed (0 or 1), and the damage table's results are reported. */
export function oneVehicle(chain: VehicleChain, immobilised: boolean): VehicleTarget {
  return {
    start: intact(chain, immobilised),
    apply: (state, hits, effects) => applyVehicleHits(chain, state, hits, effects),
    destroyed: (state) => destroyedChance(chain, state),
    outcome: (state) => {
      const vehicle = vehicleOutcome(chain, state);
      return { kills: Dist.of([standingChance(chain, state), vehicle.destroyed]), woundsLost: hullPointsLostOf(chain, state), targetModels: 1, vehicle };
    },
  };
}

/**
 * A squadron of `vehicles` identical vehicles. Its state: for d = 0 .. vehicles - 1, d vehicles destroyed and the closest
 * one left standing in each of the chain's standing states (entries d * width + i, its wrecked and exploded entries kept
 * at 0); then one entry, every vehicle destroyed. kills is the vehicles destroyed; Hull Points lost count a destroyed
 * vehicle's all. No single vehicle's damage table results are reported.
 */
export function squadron(chain: VehicleChain, vehicles: number): VehicleTarget {
  const width = chain.standing + 2;
  const all = vehicles * width;
  const slice = (state: readonly number[], d: number) => state.slice(d * width, (d + 1) * width);
  const start = zeros(all + 1);
  start[0] = 1;
  const oneHit = (effects: VehicleHits) => (state: readonly number[]) => {
    const out = zeros(all + 1);
    out[all] = state[all];
    let unsaved = 0;
    for (let d = 0; d < vehicles; d++) {
      const current = slice(state, d);
      if (standingChance(chain, current) === 0) continue;
      const next = applyVehicleHits(chain, current, Dist.constant(1), effects);
      unsaved += next.unsaved;
      for (let i = 0; i < chain.standing; i++) out[d * width + i] += next.state[i];
      // Destroyed: the next hit goes to the next closest vehicle, intact.
      out[d + 1 < vehicles ? (d + 1) * width : all] += destroyedChance(chain, next.state);
    }
    return { state: out, unsaved };
  };
  return {
    start,
    apply: (state, hits, effects) => applyRepeatedHits(state, hits, oneHit(effects)),
    destroyed: (state) => killsOf(state).mean(),
    outcome: (state) => {
      const hullPoints = chain.vehicle.hullPoints;
      const lost = zeros(vehicles * hullPoints + 1);
      lost[vehicles * hullPoints] = state[all];
      for (let d = 0; d < vehicles; d++) {
        hullPointsLostOf(chain, slice(state, d))
          .toArray()
          .forEach((p, k) => (lost[d * hullPoints + k] += p));
      }
      return { kills: killsOf(state), woundsLost: Dist.of(lost), targetModels: vehicles };
    },
  };
  function killsOf(state: readonly number[]): Dist {
    return Dist.of([...Array.from({ length: vehicles }, (_, d) => standingChance(chain, slice(state, d))), state[all]]);
  }
}
