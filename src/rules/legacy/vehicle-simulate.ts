// The legacy ruleset against a vehicle die by die (issue 14, vehicles): the same attacks as the exact engine, each
// hit's armour penetration, save and damage table rolled, to cross-check vehicles.ts. It shares the attacks (what the
// profiles say) and the damage table's rules, none of the engine's distributions.
import { rollDie, type Roller } from '../../dice/roller.js';
import { bestSave } from './charts.js';
import { targetModels } from './engine.js';
import { afraid } from './fear.js';
import { fearTest, rampageRoll, shotRoller, targetCovers } from './simulate-rolls.js';
import type { PenetrationRoll, VehicleHit } from './penetration.js';
import { fire, legacyPlayer, type LegacyOutcome } from './simulate.js';
import { modelCount } from './special-rules.js';
import type { LegacyResult, LegacyScenario } from './types.js';
import { rerollsGlancing } from './tank-hunters.js';
import { afterHit, unhurt, type Standing, type VehicleModel } from './vehicle-damage.js';
import { targetVehicle, vehicleAttacks, vehicleModel } from './vehicles.js';

/** One battle's outcome against a vehicle: 1 or 0 for each of the result's vehicle chances. */
export type VehicleBattle = LegacyOutcome & { readonly vehicle: NonNullable<LegacyResult['vehicle']> };

/** The player of any legacy matchup: a vehicle target's, or the other units'. */
export function playLegacy(scenario: LegacyScenario): (roller: Roller) => LegacyOutcome | VehicleBattle {
  return targetVehicle(scenario.target) === null ? legacyPlayer(scenario) : vehiclePlayer(scenario);
}

/** A hit's effect on the vehicle and the Hull Points it removes, rolled; null: nothing. */
function penetrate(roll: PenetrationRoll, roller: Roller, rerollGlancing: () => boolean): { hit: VehicleHit['kind']; saveable: boolean; lost: number } | null {
  if (roll.strength === 'destroyer') {
    const face = roller.d6();
    if (face === 1) return null;
    return face === 6 ? { hit: 'penetrating', saveable: false, lost: roller.d6() + 6 } : { hit: 'penetrating', saveable: true, lost: rollDie(3, roller) };
  }
  if (roll.haywire) {
    const face = roller.d6();
    return face === 1 ? null : { hit: face === 6 ? 'penetrating' : 'glancing', saveable: true, lost: 1 };
  }
  if (roll.graviton) return roller.d6() === 6 ? { hit: 'immobilised', saveable: false, lost: 1 } : null;
  const armour = roll.lance ? Math.min(roll.armour, 12) : roll.armour;
  const strength = roll.strength;
  const once = (): 'none' | 'glancing' | 'penetrating' => {
    let total = strength;
    for (let i = 0; i < roll.dice; i++) {
      // 7th edition core rules, 'Ordnance': the first die is the highest of two.
      const face = roll.ordnance && i === 0 ? Math.max(roller.d6(), roller.d6()) : roller.d6();
      total += face === 6 && roll.rending ? 6 + rollDie(3, roller) : face;
    }
    return total > armour ? 'penetrating' : total === armour ? 'glancing' : 'none';
  };
  let result = once();
  const again = roll.tankHunters ? result === 'none' || (result === 'glancing' && rerollGlancing()) : roll.rerollFailed && result === 'none';
  if (again) result = once();
  return result === 'none' ? null : { hit: result, saveable: true, lost: 1 };
}

/** Plays the attacks on one vehicle. */
export function vehiclePlayer(scenario: LegacyScenario): (roller: Roller) => VehicleBattle {
  const vehicle = vehicleModel(scenario.target);
  const vehicles = modelCount(scenario.target);
  const model = targetModels(scenario)[0];
  const vehicleCover = targetCovers(scenario)[0];
  const brave = vehicleAttacks(scenario);
  const fearful = vehicleAttacks(afraid(scenario));
  const afraidNow = fearTest(scenario);
  return (roller) => {
    const attacks = afraidNow(roller) ? fearful : brave;
    const rampage = rampageRoll(attacks.map((attack) => attack.profile), roller);
    let state: Standing | 'wrecked' | 'exploded' = unhurt(scenario.conditions.immobilised ?? false);
    // 7th edition core rules, 'Vehicle Squadrons': hits go to the closest vehicle until it is destroyed, then the next.
    let destroyedBefore = 0;
    let getsHot = 0;
    const shotsOf = shotRoller(roller);
    for (const { profile, penetration, tableModifier } of attacks) {
      const extra = rampage(profile);
      const cover = profile.wound.ignoresCover ? null : vehicleCover;
      const save = bestSave({ armour: null, ap: null, invulnerable: model.invulnerable, cover });
      for (let m = 0; m < profile.count; m++) {
        const shot = fire(profile, shotsOf(profile, m, extra), roller);
        getsHot += shot.firerWounds;
        for (let h = 0; h < shot.hits; h++) {
          if (typeof state === 'string') continue;
          const standing = state;
          // 004 'Tank Hunters': the glance re-rolled or kept as the vehicle stands now (tank-hunters.ts).
          const effect = penetrate(penetration, roller, () => rerollsGlancing(vehicle, standing, penetration, tableModifier));
          if (effect === null) continue;
          if (effect.saveable && save !== null && roller.d6() >= save) continue;
          const table = effect.hit === 'penetrating' ? roller.d6() + tableModifier : 0;
          state = settle(vehicle, afterHit(vehicle, state, effect.hit, effect.lost, table));
          if (typeof state === 'string' && destroyedBefore + 1 < vehicles) {
            destroyedBefore++;
            state = unhurt(false);
          }
        }
      }
    }
    const one = battle(vehicle, state, getsHot);
    return { ...one, kills: destroyedBefore + one.kills, woundsLost: destroyedBefore * vehicle.hullPoints + one.woundsLost };
  };
}

function settle(vehicle: VehicleModel, after: Standing | null): Standing | 'wrecked' | 'exploded' {
  if (after === null) return 'exploded';
  return after.hullPointsLost >= vehicle.hullPoints ? 'wrecked' : after;
}

function battle(vehicle: VehicleModel, state: Standing | 'wrecked' | 'exploded', getsHot: number): VehicleBattle {
  const destroyed = typeof state === 'string';
  const flag = (f: (s: Standing) => boolean) => (typeof state !== 'string' && f(state) ? 1 : 0);
  return {
    kills: destroyed ? 1 : 0,
    woundsLost: typeof state === 'string' ? vehicle.hullPoints : state.hullPointsLost,
    getsHot,
    vehicle: {
      destroyed: destroyed ? 1 : 0,
      explodes: state === 'exploded' ? 1 : 0,
      immobilised: flag((s) => s.immobilised),
      weaponDestroyed: flag((s) => s.weaponsDestroyed > 0),
      stunned: flag((s) => s.stunned),
      shaken: flag((s) => s.shaken),
    },
  };
}
