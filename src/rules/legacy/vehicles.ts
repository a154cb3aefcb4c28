// The legacy ruleset against a vehicle (issue 14, vehicles): the attacker's hits as for any target, then armour
// penetration (penetration.ts) and the vehicle's state (vehicle-damage.ts): Hull Points lost, P(destroyed) and the
// Vehicle Damage table's results. 7th edition core rules, 'Vehicles'.
import { attackOrder } from './attack-order.js';
import { isSmashAttack, type AttackProfile } from './attacks.js';
import { bestSave, passChance } from './charts.js';
import { getsHotNotes } from './hits.js';
import { resolveRows, type TargetRow } from './rows.js';
import { withRampageRoll } from './rampage.js';
import { vehicleHitChances, type PenetrationRoll, type VehicleHitChances } from './penetration.js';
import type { TargetModel } from './removal.js';
import { hasRule, modelCount, modelRules } from './special-rules.js';
import type { LegacyConditions, LegacyModelGroup, LegacyResult, LegacyScenario, LegacyUnit, LegacyVehicle } from './types.js';
import { oneVehicle, squadron } from './squadron.js';
import { vehicleChain, type VehicleHits, type VehicleModel } from './vehicle-damage.js';

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

/** The speed a vehicle moved at, for close combat attacks against it (7th edition core rules, 'Vehicles and Close Combat'). */
type VehicleSpeed = NonNullable<LegacyConditions['vehicleSpeed']>;

/** 7th edition core rules, 'Vehicles and Close Combat': a non-Walker is hit automatically if it did not move, on 4+ at combat speed, on 6+ flat out. */
const CLOSE_COMBAT_HIT: Record<VehicleSpeed, number> = { stationary: 1, 'combat speed': 4, 'flat out': 6 };

/** The attacker's attacks on the vehicle, in the order they strike (Hammer of Wrath first, as attackProfiles). */
export function vehicleAttacks(scenario: LegacyScenario): VehicleAttack[] {
  const { attacker, target, conditions } = scenario;
  const { vehicle } = targetVehicle(target) ?? fail(target);
  const vectorStrike = conditions.vectorStrike ?? false;
  const tankHunters = attacker.models.some((group) => hasRule(modelRules(attacker, group), 'tank hunters'));
  const walker = vehicle.types.includes('walker');
  const openTopped = vehicle.types.includes('open-topped') ? 1 : 0;
  const out: VehicleAttack[] = [];
  for (const { group, profile, weapon, hammer } of attackOrder({ attacker, target, conditions })) {
    const melee = conditions.phase === 'melee';
    // 004 'Hammer of Wrath': none of the model's special rules (weapon null), against the facing it touches.
    const rules = hammer ? [] : [...(melee ? modelRules(attacker, group) : []), ...(weapon?.rules ?? [])];
    // 7th edition core rules, 'Vehicles and Close Combat': close combat hits are on the rear armour; a Walker's
    // on its front armour (7th edition core rules, 'Walkers').
    // 004 'Barrage' (and 'Apocalyptic Barrage', which follows its rules), 'Apocalyptic Mega-blast', 'Vector Strike': hits
    // against vehicles are resolved against their side armour.
    const apocalyptic = weapon?.area === 'apocalyptic barrage' || weapon?.area === 'apocalyptic mega-blast';
    const sideArmour = (!melee && (hasRule(rules, 'barrage') || apocalyptic)) || vectorStrike;
    const facing = sideArmour ? 'side' : !melee || hammer ? conditions.facing : walker ? 'front' : 'rear';
    const strength = profile.wound.strength;
    const sideNote = sideArmour && !vectorStrike && facing !== conditions.facing ? [`${profile.name}: on the side armour (AV ${vehicle.side}), as a Barrage or Apocalyptic Mega-blast (004)`] : [];
    const placed = sideNote.length > 0 ? { ...profile, notes: [...profile.notes, ...sideNote] } : profile;
    out.push({
      profile: melee && !walker && !hammer ? closeCombatHit(placed, conditions.vehicleSpeed ?? 'stationary') : placed,
      penetration: {
        // 004 'Sniper': against vehicles, shooting attacks count as Strength 4. 004 'Poisoned' has no effect against
        // vehicles, so a Poisoned weapon penetrates with the Strength its profile gives.
        strength: !melee && profile.wound.sniper ? 4 : strength,
        armour: vehicle[facing],
        dice: 1 + (hasRule(rules, 'armourbane') ? 1 : 0) + (!melee && conditions.halfRange && hasRule(rules, 'melta') ? 1 : 0),
        ordnance: !melee && weapon?.type.kind === 'ordnance',
        lance: hasRule(rules, 'lance'),
        rending: profile.wound.rending,
        // 004 'Smash': a Smash Attack may re-roll its penetration roll, the second result kept: the re-roll Tank
        // Hunters makes of a failure or a glancing hit is the one that maximises P(penetrating).
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

function closeCombatHit(profile: AttackProfile, speed: VehicleSpeed): AttackProfile {
  if (profile.hit.kind !== 'roll') return profile;
  const target = CLOSE_COMBAT_HIT[speed];
  const policy = { ...profile.hit.policy, target, rerollFailedTarget: profile.hit.policy.rerollFailedTarget === null ? null : target };
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
  const target = vehicles > 1 ? squadron(chain, vehicles) : oneVehicle(chain);
  const attacks = vehicleAttacks(scenario).map((attack) => ({ ...attack, profile: withRampageRoll(attack.profile, rampageRoll) }));
  const rowOf = ({ profile, tableModifier, penetration }: (typeof attacks)[number]): TargetRow => {
    const chances = vehicleHitChances(penetration);
    const effects = savedEffects(chances, vehicleSaveChance(model, profile.wound.ignoresCover));
    return { apply: (from, hits) => target.apply(from, hits, { effects, tableModifier }), scoring: chances.reduce((sum, [chance]) => sum + chance, 0) };
  };
  const { state, weapons } = resolveRows(attacks, (attack) => attack.profile, rowOf, target.start, (s) => target.destroyed(s));
  return {
    weapons,
    ...target.outcome(state),
    notes: [
      ...attacks.flatMap((a) => a.profile.notes),
      ...getsHotNotes(weapons),
      ...vehicleNotes(scenario),
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
  if (vehicle.types.includes('walker')) return [`Close combat attacks on the Walker ${target.name}: by WS, against its front armour (AV ${vehicle.front})`];
  const speed = conditions.vehicleSpeed;
  const moved = speed === undefined ? 'it did not move (the default; --vehicle-speed sets it)' : `it moved: ${speed}`;
  const hit = speed === undefined || speed === 'stationary' ? 'hit automatically' : `hit on ${CLOSE_COMBAT_HIT[speed]}+`;
  return [`Close combat attacks on ${target.name}: against its rear armour (AV ${vehicle.rear}), ${hit} as ${moved}`];
}

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
