// The legacy ruleset's vehicle damage chain (issue 14, vehicles): an exact distribution over one vehicle's state,
// its Hull Points lost and what the Vehicle Damage table did to it (Immobilised, weapons destroyed, Stunned, Shaken),
// or destroyed: wrecked (no Hull Points left) or exploded. A destroyed vehicle takes no more hits.
import { Dist } from '../../dice/dist.js';
import type { VehicleHit } from './penetration.js';
import { applyRepeatedHits } from './repeated-hits.js';

/** The vehicle hit. */
export interface VehicleModel {
  readonly hullPoints: number;
  /** Its weapons, which Weapon Destroyed results remove one at a time. */
  readonly weapons: number;
}

/** A hit's chance of each effect after the vehicle's saves (the rest: nothing), and the damage table's modifier. */
export interface VehicleHits {
  readonly effects: readonly (readonly [chance: number, hit: VehicleHit])[];
  /** Added to the Vehicle Damage table's D6 for this attack's penetrating hits (AP, Open-topped). */
  readonly tableModifier: number;
  /** 004 'Tank Hunters': the effects with a glancing hit re-rolled, and whether the attacker re-rolls one on a vehicle standing so. */
  readonly glancingRerolled?: { readonly effects: VehicleHits['effects']; readonly chosen: (s: Standing) => boolean };
}

/** The flags of a vehicle still standing. */
export interface Standing {
  readonly hullPointsLost: number;
  readonly immobilised: boolean;
  readonly weaponsDestroyed: number;
  readonly stunned: boolean;
  readonly shaken: boolean;
}

/** The chain's states: the standing vehicles by their flags, then wrecked, then exploded. */
export interface VehicleChain {
  readonly vehicle: VehicleModel;
  readonly standing: number;
  readonly wrecked: number;
  readonly exploded: number;
}

export function vehicleChain(vehicle: VehicleModel): VehicleChain {
  const standing = vehicle.hullPoints * 2 * (vehicle.weapons + 1) * 4;
  return { vehicle, standing, wrecked: standing, exploded: standing + 1 };
}

/** A vehicle that lost no Hull Point, Immobilised or not (the condition `immobilised`): the chain's start. */
export function unhurt(immobilised: boolean): Standing {
  return { hullPointsLost: 0, immobilised, weaponsDestroyed: 0, stunned: false, shaken: false };
}

export function intact(chain: VehicleChain, immobilised: boolean): number[] {
  const state = new Array<number>(chain.standing + 2).fill(0);
  state[indexOf(chain, unhurt(immobilised))] = 1;
  return state;
}

function indexOf(chain: VehicleChain, s: Standing): number {
  if (s.hullPointsLost >= chain.vehicle.hullPoints) return chain.wrecked;
  const immobilised = s.hullPointsLost * 2 + (s.immobilised ? 1 : 0);
  return ((immobilised * (chain.vehicle.weapons + 1) + s.weaponsDestroyed) * 2 + (s.stunned ? 1 : 0)) * 2 + (s.shaken ? 1 : 0);
}

function standingAt(chain: VehicleChain, index: number): Standing {
  const shaken = index % 2 === 1;
  const stunned = Math.floor(index / 2) % 2 === 1;
  const rest = Math.floor(index / 4);
  const weaponsDestroyed = rest % (chain.vehicle.weapons + 1);
  const immobilised = Math.floor(rest / (chain.vehicle.weapons + 1));
  return { hullPointsLost: Math.floor(immobilised / 2), immobilised: immobilised % 2 === 1, weaponsDestroyed, stunned, shaken };
}

/** 7th edition core rules, 'Vehicle Damage Table', Immobilised: a vehicle already Immobilised loses a further Hull Point. */
function immobilise(s: Standing): Standing {
  return s.immobilised ? { ...s, hullPointsLost: s.hullPointsLost + 1 } : { ...s, immobilised: true };
}

/**
 * 7th edition core rules, 'Vehicle Damage Table' (D6 + modifiers): 1-3 Crew Shaken, 4 Crew Stunned, 5 Weapon
 * Destroyed (with no weapon left, an Immobilised result instead), 6 Immobilised, 7+ Explodes! (null).
 */
function damageTable(vehicle: VehicleModel, s: Standing, result: number): Standing | null {
  if (result <= 3) return { ...s, shaken: true };
  if (result === 4) return { ...s, stunned: true };
  if (result === 5) return s.weaponsDestroyed < vehicle.weapons ? { ...s, weaponsDestroyed: s.weaponsDestroyed + 1 } : immobilise(s);
  if (result === 6) return immobilise(s);
  return null;
}

/**
 * A standing vehicle after one unsaved hit: its Hull Points lost first (7th edition core rules, 'Hull Points'), then a
 * penetrating hit's table result; Explodes! is destroyed by explosion even if no Hull Point is left. Null: exploded.
 */
export function afterHit(vehicle: VehicleModel, s: Standing, kind: VehicleHit['kind'], lost: number, tableResult: number): Standing | null {
  const hurt = { ...s, hullPointsLost: s.hullPointsLost + lost };
  if (kind === 'glancing') return hurt;
  // 004 'Graviton': an Immobilised result and a Hull Point lost.
  if (kind === 'immobilised') return immobilise(hurt);
  return damageTable(vehicle, hurt, tableResult);
}

/**
 * Each way one unsaved hit can leave a standing vehicle: P = weight / share (kept apart so that the chain multiplies
 * its mass by the weight before dividing), and the vehicle after it (null: exploded).
 */
function* hitOutcomes(vehicle: VehicleModel, s: Standing, hit: VehicleHit, tableModifier: number): Generator<readonly [weight: number, share: number, after: Standing | null]> {
  for (let lost = 0; lost <= hit.hullPoints.max; lost++) {
    const q = hit.hullPoints.prob(lost);
    if (q === 0) continue;
    if (hit.kind !== 'penetrating') yield [q, 1, afterHit(vehicle, s, hit.kind, lost, 0)];
    else for (let face = 1; face <= 6; face++) yield [q, 6, afterHit(vehicle, s, hit.kind, lost, face + tableModifier)];
  }
}

/** The Hull Points a vehicle standing so lost after one hit with these effects, expected; destroyed counts all of them. */
export function hullPointsWorth(vehicle: VehicleModel, s: Standing, effects: VehicleHits['effects'], tableModifier: number): number {
  let worth = 0;
  for (const [chance, hit] of effects) {
    for (const [weight, share, after] of hitOutcomes(vehicle, s, hit, tableModifier)) {
      worth += ((chance * weight) / share) * (after === null ? vehicle.hullPoints : Math.min(after.hullPointsLost, vehicle.hullPoints));
    }
  }
  return worth;
}

/** P(a hit does something). */
function somethingChance(effects: VehicleHits['effects']): number {
  return effects.reduce((sum, [chance]) => sum + chance, 0);
}

function oneHit(chain: VehicleChain, hits: VehicleHits, state: readonly number[]): { state: number[]; unsaved: number } {
  const out = new Array<number>(state.length).fill(0);
  out[chain.wrecked] = state[chain.wrecked];
  out[chain.exploded] = state[chain.exploded];
  let unsaved = 0;
  for (let i = 0; i < chain.standing; i++) {
    const mass = state[i];
    if (mass === 0) continue;
    const s = standingAt(chain, i);
    const rerolled = hits.glancingRerolled;
    const effects = rerolled !== undefined && rerolled.chosen(s) ? rerolled.effects : hits.effects;
    for (const [chance, hit] of effects) {
      const moved = mass * chance;
      if (moved === 0) continue;
      unsaved += moved;
      for (const [weight, share, after] of hitOutcomes(chain.vehicle, s, hit, hits.tableModifier)) {
        out[after === null ? chain.exploded : indexOf(chain, after)] += (moved * weight) / share;
      }
    }
    // Clamped at 0: a hit that always glances or penetrates leaves a rounding error of either sign.
    out[i] += mass * Math.max(0, 1 - somethingChance(effects));
  }
  return { state: out, unsaved };
}

/** The state after `hits` hits, each doing what `effects` says; and the expected unsaved glancing and penetrating hits. */
export function applyVehicleHits(
  chain: VehicleChain,
  state: readonly number[],
  hits: Dist,
  effects: VehicleHits,
): { readonly state: number[]; readonly unsaved: number } {
  return applyRepeatedHits(state, hits, (current) => oneHit(chain, effects, current));
}

/** P(destroyed): wrecked or exploded. */
export function destroyedChance(chain: VehicleChain, state: readonly number[]): number {
  return state[chain.wrecked] + state[chain.exploded];
}

/** P(the vehicle still stands). */
export function standingChance(chain: VehicleChain, state: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chain.standing; i++) sum += state[i];
  return sum;
}

/** Hull Points lost: a destroyed vehicle counts as having lost them all. */
export function hullPointsLostOf(chain: VehicleChain, state: readonly number[]): Dist {
  const lost = new Array<number>(chain.vehicle.hullPoints + 1).fill(0);
  for (let i = 0; i < chain.standing; i++) lost[standingAt(chain, i).hullPointsLost] += state[i];
  lost[chain.vehicle.hullPoints] += destroyedChance(chain, state);
  return Dist.of(lost);
}

/** P(the vehicle is destroyed, exploded, or still standing with each effect of the damage table). */
export function vehicleOutcome(chain: VehicleChain, state: readonly number[]) {
  const standing = (flag: (s: Standing) => boolean) => {
    let sum = 0;
    for (let i = 0; i < chain.standing; i++) if (flag(standingAt(chain, i))) sum += state[i];
    return sum;
  };
  return {
    destroyed: destroyedChance(chain, state),
    explodes: state[chain.exploded],
    immobilised: standing((s) => s.immobilised),
    weaponDestroyed: standing((s) => s.weaponsDestroyed > 0),
    stunned: standing((s) => s.stunned),
    shaken: standing((s) => s.shaken),
  };
}
