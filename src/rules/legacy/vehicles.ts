// The legacy ruleset against a vehicle (issue 14, vehicles): the attacker's hits as for any target, then armour
// penetration (penetration.ts) and the vehicle's state (vehicle-damage.ts): Hull Points lost, P(destroyed) and the
// Vehicle Damage table's results. 7th edition core rules, 'Vehicles'.
import { attackOrder } from './attack-order.js';
import type { AttackProfile } from './attack-profile.js';
import { isSmashAttack } from './attacks.js';
import { bestSave, passChance } from './charts.js';
import { getsHotNotes } from './hits.js';
import { resolveRows, type TargetRow } from './rows.js';
import { withRampageRoll } from './rampage.js';
import { mayRerollGlancing, vehicleHitChances, type PenetrationRoll, type VehicleHitChances } from './penetration.js';
import type { TargetModel } from './removal.js';
import { LegacyInputError } from './errors.js';
import { hasRule, modelCount, modelRules } from './special-rules.js';
import type { LegacyModelGroup, LegacyResult, LegacyScenario, LegacyUnit, LegacyVehicle } from './types.js';
import { oneVehicle, squadron } from './squadron.js';
import { glancingChoice, rerollsGlancing, TANK_HUNTERS_NOTE } from './tank-hunters.js';
import { unhurt, vehicleChain, type VehicleHits, type VehicleModel } from './vehicle-damage.js';

type VehicleOutcome = NonNullable<LegacyResult['vehicle']>;

/** One attack on a vehicle: how it hits, how it rolls against the armour, and the damage table's modifier. */
export interface VehicleAttack {
  readonly profile: AttackProfile;
  readonly penetration: PenetrationRoll;
  readonly tableModifier: number;
}

/** The target's vehicle group, or null if the target is not a vehicle. */
export function targetVehicle(unit: LegacyUnit): { readonly group: LegacyModelGroup; readonly vehicle: LegacyVehicle } | null {
  const group = unit.models.find((g) => g.vehicle !== undefined);
  return group?.vehicle === undefined ? null : { group, vehicle: group.vehicle };
}

/** The vehicle as the damage chain counts it. */
export function vehicleModel(unit: LegacyUnit): VehicleModel {
  const { group, vehicle } = targetVehicle(unit) ?? fail(unit);
  return { hullPoints: vehicle.hullPoints, weapons: group.weapons.length };
}

function fail(unit: LegacyUnit): never {
  throw new Error(`${unit.name} is not a vehicle`);
}

/** The attacker's attacks on the vehicle, in the order they strike (Hammer of Wrath first, as attackProfiles). */
export function vehicleAttacks(scenario: LegacyScenario): VehicleAttack[] {
  const { attacker, target, conditions } = scenario;
  const { vehicle } = targetVehicle(target) ?? fail(target);
  const vectorStrike = conditions.vectorStrike ?? false;
  const tankHunters = attacker.models.some((group) => hasRule(modelRules(attacker, group), 'tank hunters'));
  const walker = vehicle.types.includes('walker');
  const immobilised = conditions.immobilised ?? false;
  const openTopped = vehicle.types.includes('open-topped') ? 1 : 0;
  const out: VehicleAttack[] = [];
  for (const { group, profile, weapon, hammer } of attackOrder({ attacker, target, conditions })) {
    const melee = conditions.phase === 'melee';
    // 004 'Hammer of Wrath': none of the model's special rules (weapon null), against the facing it touches.
    const rules = hammer ? [] : [...(melee ? modelRules(attacker, group) : []), ...(weapon?.rules ?? [])];
    // 7th edition core rules, 'Vehicles and Close Combat': close combat hits are on the rear armour; a Walker's
    // on its front armour unless it is Immobilised (7th edition core rules, 'Walkers').
    // 004 'Barrage' (and 'Apocalyptic Barrage', which follows its rules), 'Apocalyptic Mega-blast', 'Vector Strike': hits
    // against vehicles are resolved against their side armour.
    const apocalyptic = weapon?.area === 'apocalyptic barrage' || weapon?.area === 'apocalyptic mega-blast';
    const sideArmour = (!melee && (hasRule(rules, 'barrage') || apocalyptic)) || vectorStrike;
    const facing = sideArmour ? 'side' : !melee || hammer ? conditions.facing : walker && !immobilised ? 'front' : 'rear';
    const strength = profile.wound.strength;
    const sideNote = sideArmour && !vectorStrike && facing !== conditions.facing ? [`${profile.name}: on the side armour (AV ${vehicle.side}), as a Barrage or Apocalyptic Mega-blast (004)`] : [];
    const placed = sideNote.length > 0 ? { ...profile, notes: [...profile.notes, ...sideNote] } : profile;
    out.push({
      profile: melee && immobilised && !walker && !hammer ? hitAutomatically(placed) : placed,
      penetration: {
        // 004 'Sniper': against vehicles, shooting attacks count as Strength 4. 004 'Poisoned' has no effect against
        // vehicles, so a Poisoned weapon penetrates with the Strength its profile gives.
        strength: !melee && profile.wound.sniper ? 4 : strength,
        armour: vehicle[facing],
        dice: 1 + (hasRule(rules, 'armourbane') ? 1 : 0) + (!melee && conditions.halfRange && hasRule(rules, 'melta') ? 1 : 0),
        ordnance: !melee && weapon?.type.kind === 'ordnance',
        lance: hasRule(rules, 'lance'),
        rending: profile.wound.rending,
        // 004 'Smash': a Smash Attack may re-roll its penetration roll, the second result kept: as Tank Hunters, a
        // failure always, a glancing hit where that is worth more (tank-hunters.ts).
        tankHunters: (tankHunters || isSmashAttack(conditions, modelRules(attacker, group))) && !hammer,
        rerollFailed: weapon?.area === 'template' && hasRule(rules, 'twin-linked'),
        haywire: hasRule(rules, 'haywire'),
        graviton: profile.wound.graviton,
      },
      tableModifier: apModifier(profile.wound.ap) + openTopped,
    });
  }
  return out;
}

/** 7th edition core rules, 'Vehicle Damage Table' modifiers: AP2 +1, AP1 +2, AP "-" -1 (Open-topped +1 beside). */
function apModifier(ap: number | null): number {
  if (ap === null) return -1;
  return ap === 1 ? 2 : ap === 2 ? 1 : 0;
}

/**
 * 7th edition core rules, 'Vehicles and Close Combat': close combat attacks hit an Immobilised vehicle automatically
 * (a Walker, which fights as a model, is still hit by its WS; the reading of the rule).
 */
function hitAutomatically(profile: AttackProfile): AttackProfile {
  if (profile.hit.kind !== 'roll') return profile;
  const policy = { ...profile.hit.policy, target: 1, rerollFailedTarget: profile.hit.policy.rerollFailedTarget === null ? null : 1 };
  return { ...profile, hit: { ...profile.hit, policy } };
}

/**
 * P(a glancing or penetrating hit is saved): the vehicle's cover save (7th edition core rules, 'Vehicles and Cover
 * Saves'; Jink, Stealth and Shrouded as for other models; never with Ignores Cover) or its invulnerable save, the
 * best; vehicles have no armour save.
 */
function vehicleSaveChance(model: TargetModel, ignoresCover: boolean): number {
  const save = bestSave({ armour: null, ap: null, invulnerable: model.invulnerable, cover: ignoresCover ? null : model.cover });
  return save === null ? 0 : passChance(save);
}

/** The effects of one hit after the vehicle's saves. */
function savedEffects(chances: VehicleHitChances, saved: number): VehicleHits['effects'] {
  return chances.map(([chance, hit]) => [hit.saveable ? chance * (1 - saved) : chance, hit] as const);
}

/** A matchup against a vehicle; `model` is the vehicle as a target model (its cover and invulnerable saves). */
export function resolveVehicle(scenario: LegacyScenario, model: TargetModel, rampageRoll?: number): LegacyResult {
  const chain = vehicleChain(vehicleModel(scenario.target));
  const vehicles = modelCount(scenario.target);
  const immobilised = scenario.conditions.immobilised ?? false;
  if (vehicles > 1 && immobilised) {
    throw new LegacyInputError(`--immobilised: ${scenario.target.name} is a squadron of ${vehicles} vehicles, and which of them is Immobilised is not modelled; give --target-models 1`);
  }
  const target = vehicles > 1 ? squadron(chain, vehicles) : oneVehicle(chain, immobilised);
  const attacks = vehicleAttacks(scenario).map((attack) => ({ ...attack, profile: withRampageRoll(attack.profile, rampageRoll) }));
  const vehicle = vehicleModel(scenario.target);
  const rowOf = ({ profile, tableModifier, penetration }: (typeof attacks)[number]): TargetRow => {
    const saved = (c: VehicleHitChances) => savedEffects(c, vehicleSaveChance(model, profile.wound.ignoresCover));
    const hits = { effects: saved(vehicleHitChances(penetration)), tableModifier, ...glancingChoice(vehicle, penetration, tableModifier, saved) };
    // The glancing and penetrating hits of the Wounds column: a glance kept or re-rolled as on the vehicle before the attacks.
    const scored = vehicleHitChances(penetration, rerollsGlancing(vehicle, unhurt(immobilised), penetration, tableModifier));
    return { apply: (from, n) => target.apply(from, n, hits), scoring: scored.reduce((sum, [chance]) => sum + chance, 0) };
  };
  const { state, weapons } = resolveRows(attacks, (attack) => attack.profile, rowOf, target.start, (s) => target.destroyed(s));
  return {
    weapons,
    ...target.outcome(state),
    notes: [
      ...attacks.flatMap((a) => a.profile.notes),
      ...getsHotNotes(weapons),
      ...vehicleNotes(scenario),
      ...(attacks.some((a) => mayRerollGlancing(a.penetration)) ? [TANK_HUNTERS_NOTE] : []),
      ...(vehicles > 1 ? [squadronNote(scenario.target, vehicles)] : []),
    ],
  };
}

/** 7th edition core rules, 'Vehicle Squadrons', as squadron.ts reads it. */
function squadronNote(target: LegacyUnit, vehicles: number): string {
  return `${target.name} is a squadron of ${vehicles} vehicles: hits go to the closest until it is destroyed (wrecked or exploded), then to the next (7th edition core rules, 'Vehicle Squadrons'); kills are vehicles destroyed`;
}

function vehicleNotes({ target, conditions }: LegacyScenario): string[] {
  const { vehicle } = targetVehicle(target) ?? fail(target);
  if (conditions.vectorStrike ?? false) return [`Vector Strike at ${target.name}'s side armour (AV ${vehicle.side})`];
  if (conditions.phase === 'shooting') return [`Shooting at ${target.name}'s ${conditions.facing} armour (AV ${vehicle[conditions.facing]})`];
  const immobilised = conditions.immobilised ?? false;
  // 7th edition core rules, 'Vehicles and Close Combat', 'Walkers'.
  const [how, facing] = vehicle.types.includes('walker')
    ? ([`the Walker ${target.name}: by its WS (${target.models.find((g) => g.vehicle)?.stats.WS ?? 0})`, immobilised ? 'rear' : 'front'] as const)
    : ([`${target.name}: ${immobilised ? 'hit automatically' : 'by WS against its WS 1'}`, 'rear'] as const);
  const state = immobilised
    ? 'it is Immobilised (--immobilised)'
    : 'it is not Immobilised (--immobilised if it is; one Immobilised during the fight, by Hammer of Wrath or at an earlier Initiative step, is hit the same way by the later blows: not modelled)';
  return [`Close combat attacks on ${how}, against its ${facing} armour (AV ${vehicle[facing]}), as ${state}`];
}

/** Why the option of how far a target vehicle moved (--vehicle-speed, vehicleSpeed) is refused. */
export { VEHICLE_SPEED_GONE } from './flags.js';

/** Vehicle outcomes mixed by their chances (a Fear test, the Rampage roll before the attacks). */
export function mixVehicleOutcomes(parts: readonly (readonly [number, VehicleOutcome])[]): VehicleOutcome {
  const mix = (key: keyof VehicleOutcome) => parts.reduce((sum, [chance, outcome]) => sum + chance * outcome[key], 0);
  return {
    destroyed: mix('destroyed'),
    explodes: mix('explodes'),
    immobilised: mix('immobilised'),
    weaponDestroyed: mix('weaponDestroyed'),
    stunned: mix('stunned'),
    shaken: mix('shaken'),
  };
}
