// The legacy ruleset's armour penetration (issue 14, vehicles): what one hit on a vehicle does before the vehicle's
// saves, as chances of glancing hits, penetrating hits and the rules that replace the roll (Haywire, Graviton,
// Destroyer). Pure numbers; nothing here knows of units.
import { Dist } from '../../dice/dist.js';
import { D3, D6_PLUS_6, ONE } from './dice.js';

/** How one hit rolls against a vehicle's armour. */
export interface PenetrationRoll {
  /** The hit's Strength, or 'destroyer' (004 'Destroyer Weapons'). */
  readonly strength: number | 'destroyer';
  /** The Armour Value of the facing hit. */
  readonly armour: number;
  /** D6s rolled: 1, plus 1 for Armourbane and 1 for Melta at half range (004 'Armourbane', 'Melta'); summed. */
  readonly dice: number;
  /** 7th edition core rules, 'Ordnance': the first die is two D6, the highest kept. */
  readonly ordnance: boolean;
  /** 004 'Lance': Armour Values above 12 count as 12. */
  readonly lance: boolean;
  /** 004 'Rending': each penetration die showing 6 adds a further D3. */
  readonly rending: boolean;
  /** 004 'Tank Hunters': failed rolls re-rolled, and a glancing hit when the attacker chooses (tank-hunters.ts). */
  readonly tankHunters: boolean;
  /** 004 'Twin-linked Template Weapons': failed armour penetration rolls re-rolled. */
  readonly rerollFailed: boolean;
  /** 004 'Haywire': a D6 instead: 1 nothing, 2-5 glancing, 6 penetrating. */
  readonly haywire: boolean;
  /** 004 'Graviton': a D6 instead: 6 Immobilised and a Hull Point lost. */
  readonly graviton: boolean;
}

/** What a hit does to the vehicle if it is not saved. */
export interface VehicleHit {
  readonly kind: 'glancing' | 'penetrating' | 'immobilised';
  /** Hull Points lost (1; a Destroyer hit D3 or D6+6). */
  readonly hullPoints: Dist;
  /** Saves allowed (cover, invulnerable); not against a Devastating Hit, nor a Graviton result. */
  readonly saveable: boolean;
}

/** A hit's chance of each effect (the rest: nothing). */
export type VehicleHitChances = readonly (readonly [chance: number, hit: VehicleHit])[];

/** P(nothing), P(glancing), P(penetrating) of one armour penetration roll. */
export interface PenetrationChances {
  readonly none: number;
  readonly glancing: number;
  readonly penetrating: number;
}


const glancing: VehicleHit = { kind: 'glancing', hullPoints: ONE, saveable: true };
const penetrating: VehicleHit = { kind: 'penetrating', hullPoints: ONE, saveable: true };

/** 7th edition core rules, 'Ordnance': to penetrate a vehicle's armour, two dice rolled and the highest picked. */
const HIGHEST_OF_TWO_D6 = Dist.die(6).flatMap((first) => Dist.die(6).map((second) => Math.max(first, second)));

/** One penetration die: its face (an Ordnance weapon's highest of two), or with Rending a 6 plus a D3 (004 'Rending'). */
function penetrationDie(rending: boolean, ordnance: boolean): Dist {
  const die = ordnance ? HIGHEST_OF_TWO_D6 : Dist.die(6);
  return rending ? die.flatMap((face) => (face === 6 ? D3.plus(6) : Dist.constant(face))) : die;
}

/**
 * 7th edition core rules, 'Vehicles: Armour Penetration': D6 + Strength against the Armour Value of the facing;
 * above it a penetrating hit, equal a glancing hit, below nothing. `rerollGlancing`: with Tank Hunters, a glancing
 * hit is re-rolled too (the attacker's choice, tank-hunters.ts).
 */
export function penetrationChances(roll: PenetrationRoll & { readonly strength: number }, rerollGlancing = false): PenetrationChances {
  const armour = roll.lance ? Math.min(roll.armour, 12) : roll.armour;
  // The extra D6s of Armourbane and Melta add to the roll; with Ordnance, to its highest of two.
  const total = penetrationDie(roll.rending, roll.ordnance).plus(Dist.repeat(roll.dice - 1, penetrationDie(roll.rending, false)));
  const need = armour - roll.strength;
  let none = 0;
  for (let k = 0; k < need; k++) none += total.prob(k);
  const penetratingChance = need < 0 ? 1 : total.atLeast(need + 1);
  const first = { none, glancing: need < 0 ? 0 : total.prob(need), penetrating: penetratingChance };
  if (roll.tankHunters) {
    // 004 'Tank Hunters': a failed roll is re-rolled; a glancing hit when the attacker chooses; the second result is kept.
    const again = first.none + (rerollGlancing ? first.glancing : 0);
    return {
      none: again * first.none,
      glancing: (rerollGlancing ? 0 : first.glancing) + again * first.glancing,
      penetrating: first.penetrating + again * first.penetrating,
    };
  }
  if (roll.rerollFailed) {
    return { none: first.none ** 2, glancing: first.glancing * (1 + first.none), penetrating: first.penetrating * (1 + first.none) };
  }
  return first;
}

/**
 * 004 'Tank Hunters' (and 'Smash'): whether the hit's glancing hits may be re-rolled, "in an attempt to instead get a
 * penetrating hit": an armour penetration roll that can glance and can penetrate.
 */
export function mayRerollGlancing(roll: PenetrationRoll): boolean {
  if (!roll.tankHunters || roll.strength === 'destroyer' || roll.haywire || roll.graviton) return false;
  const once = penetrationChances({ ...roll, strength: roll.strength, tankHunters: false });
  return once.glancing > 0 && once.penetrating > 0;
}

/** P(each effect) of one hit on a vehicle; `rerollGlancing`: a glancing hit re-rolled (Tank Hunters' choice). */
export function vehicleHitChances(roll: PenetrationRoll, rerollGlancing = false): VehicleHitChances {
  if (roll.strength === 'destroyer') {
    // 004 'Destroyer Weapon Attack Table', vehicle: 1 Lucky Escape; 2-5 Solid Hit, a penetrating hit losing D3 Hull
    // Points; 6 Devastating Hit, a penetrating hit losing D6+6 Hull Points, no saves of any kind.
    return [
      [4 / 6, { kind: 'penetrating', hullPoints: D3, saveable: true }],
      [1 / 6, { kind: 'penetrating', hullPoints: D6_PLUS_6, saveable: false }],
    ];
  }
  if (roll.haywire) {
    return [
      [4 / 6, glancing],
      [1 / 6, penetrating],
    ];
  }
  // 004 'Graviton': neither a glancing nor a penetrating hit, so no cover save (those are taken against glancing and
  // penetrating hits, 7th edition core rules, 'Vehicles and Cover Saves').
  if (roll.graviton) return [[1 / 6, { kind: 'immobilised', hullPoints: ONE, saveable: false }]];
  const chances = penetrationChances({ ...roll, strength: roll.strength }, rerollGlancing);
  const parts: [number, VehicleHit][] = [
    [chances.glancing, glancing],
    [chances.penetrating, penetrating],
  ];
  return parts.filter(([chance]) => chance > 0);
}
