// 004 'Tank Hunters': a unit with the rule "can choose to re-roll glancing hits, in an attempt to instead get a
// penetrating hit – but the second result must be kept" (and 004 'Smash': a Smash Attack "can re-roll its armour
// penetration rolls", the same choice). The choice is made for each glancing hit, after seeing it, on the vehicle as
// it stands then. The policy, shared by the exact engine (vehicle-damage.ts) and the simulator (vehicle-simulate.ts):
// re-roll a glance only when the re-roll is worth more Hull Points, expected, than the glance's one, a destroyed
// vehicle (wrecked or exploded) counting as every Hull Point it has. It looks at this hit only, not at the hits still
// to come: a player who plans ahead can do at least as well, so P(destroyed) is a lower bound of the best play.
import { mayRerollGlancing, vehicleHitChances, type PenetrationRoll, type VehicleHit, type VehicleHitChances } from './penetration.js';
import { hullPointsWorth, type Standing, type VehicleModel } from './vehicle-damage.js';
import { ONE } from './dice.js';

const GLANCING: VehicleHit = { kind: 'glancing', hullPoints: ONE, saveable: true };

/** Ties (within rounding) keep the glance. */
const WORTH_MORE = 1e-12;

/** What the output says where the choice is made. */
export const TANK_HUNTERS_NOTE =
  "Tank Hunters (or Smash): a glancing hit is re-rolled only where the re-roll is worth more Hull Points on average than the glance, a destroyed vehicle counting all of them (004 'Tank Hunters': \"can choose\"), as the vehicle stands at that hit; this looks at one hit at a time, so P(destroyed) is a lower bound of the best choices; the Wounds column counts each glance as chosen on the vehicle before the attacks";

/** Whether the attacker re-rolls a glancing hit of `roll` on vehicle `s`; the saves, the same for either, left out. */
export function rerollsGlancing(vehicle: VehicleModel, s: Standing, roll: PenetrationRoll, tableModifier: number): boolean {
  if (!mayRerollGlancing(roll)) return false;
  // The second roll is a plain one: a re-rolled die is not re-rolled again.
  const again = vehicleHitChances({ ...roll, tankHunters: false, rerollFailed: false });
  const kept = hullPointsWorth(vehicle, s, [[1, GLANCING]], tableModifier);
  return hullPointsWorth(vehicle, s, again, tableModifier) > kept + WORTH_MORE;
}

/** The engine's side of the choice (VehicleHits): the effects with glances re-rolled, after `saved`, and when (memoised by standing). */
export function glancingChoice(vehicle: VehicleModel, roll: PenetrationRoll, tableModifier: number, saved: (chances: VehicleHitChances) => VehicleHitChances) {
  if (!mayRerollGlancing(roll)) return {};
  const known = new Map<string, boolean>();
  const chosen = (s: Standing): boolean => {
    const key = `${s.hullPointsLost} ${s.immobilised} ${s.weaponsDestroyed} ${s.stunned} ${s.shaken}`;
    const choice = known.get(key) ?? rerollsGlancing(vehicle, s, roll, tableModifier);
    known.set(key, choice);
    return choice;
  };
  return { glancingRerolled: { effects: saved(vehicleHitChances(roll, true)), chosen } };
}
