/**
 * A turn's hazard rolls (11e 06.03, 24.15): after a unit's attacks in a phase, one D6 per [HAZARDOUS] weapon that
 * attacked (as many as engine.ts's hazardMortalWounds counts), each failing on 1-2; each failure is 1 mortal wound
 * to the attacking unit, or 3 if every model in it is a MONSTER or VEHICLE. The mortal wounds are allocated one
 * at a time along the unit's group order (RULINGS 11, mortal.ts), the order its owner chooses as RULINGS 6 says
 * (the fewest models destroyed in expectation; ties: the first listed). The rolls are dice of their own, apart from
 * the attack's, so a phase's two laws multiply.
 */
import { Dist } from '../../dice/dist.js';
import { WorkBudgetError } from '../errors.js';
import { allocationGroups, allowedOrders, countOrders } from './groups.js';
import { HAZARD_FAILS } from './hazard.js';
import { sufferMortalWounds } from './mortal.js';
import { makeTrack } from './track.js';
import type { Result, Unit } from './types.js';

/** The unit's wounds lost to its hazard rolls (a law), and the group order they were allocated along. */
export interface HazardLoss {
  readonly order: readonly number[];
  readonly woundsLost: readonly number[];
  /** Hazard rolls made. */
  readonly rolls: number;
}

/** Past this many group orders to choose from, hazard rolls are refused (each order is one small chain). */
export const MAX_HAZARD_ORDERS = 720;

const MONSTER_OR_VEHICLE = (u: Unit) => u.keywords.includes('MONSTER') || u.keywords.includes('VEHICLE');

/** The hazard rolls of `result`'s attacks against `attacking`, or undefined where it made none. */
export function hazardLoss(attacking: Unit, result: Result): HazardLoss | undefined {
  if (result.hazardMortalWounds === undefined) return undefined;
  const each = MONSTER_OR_VEHICLE(attacking) ? 3 : 1;
  const rolls = Math.round(result.hazardMortalWounds / (HAZARD_FAILS * each));
  const count = Dist.binomial(rolls, HAZARD_FAILS).map((failed) => failed * each);
  const groups = allocationGroups(attacking);
  if (countOrders(groups) > MAX_HAZARD_ORDERS) {
    throw new WorkBudgetError(`${attacking.name}'s hazard rolls: its ${countOrders(groups)} group orders to choose from (RULINGS 6) are more than the ${MAX_HAZARD_ORDERS} a turn tries`);
  }
  const orders = allowedOrders(groups);
  let best: { order: readonly number[]; kills: number; lost: number[] } | undefined;
  for (const order of orders) {
    const track = makeTrack(order.map((i) => groups[i]));
    const state = sufferMortalWounds(track, count, track.lostAt.map((_, s) => (s === 0 ? 1 : 0)));
    const kills = state.reduce((m, x, s) => m + x * track.killsAt[s], 0);
    if (best && kills >= best.kills - 1e-12) continue;
    const lost = new Array<number>(track.lostAt[track.destroyed] + 1).fill(0);
    state.forEach((x, s) => (lost[track.lostAt[s]] += x));
    best = { order, kills, lost };
  }
  return { order: best!.order, woundsLost: best!.lost, rolls };
}
