// The legacy ruleset's attacks (issue 14): per model group of the attacker, the weapon it uses in the phase, its
// shots or Attacks, its Strength, and the rolls To Hit and To Wound with the rules that change them. This reads
// the profiles only; the engine turns an AttackProfile into distributions and the simulator rolls its dice.
import { parseDice, type DiceExpression } from '../../dice/expression.js';
import { barrageHit, zoneModels } from './apocalyptic.js';
import type { AttackProfile } from './attack-profile.js';
import { meleeHitTarget, shootingRoll, type RollPolicy } from './charts.js';
import { isGargantuan, isMonstrous } from './creatures.js';
import { KRAK_GRENADE, usesKrakGrenade } from './grenades.js';
import { againstFoe, anyModelRules, hasRule, majority, modelCount, modelRules, ruleNumber } from './special-rules.js';
import type { LegacyConditions, LegacyModelGroup, LegacyStrength, LegacyUnit, LegacyWeapon, Usr } from './types.js';
import type { WoundRoll } from './wounds.js';

/**
 * Models hit by one Blast, Large Blast or Template shot when the user gives no number: an assumption, not a rule. A
 * blast marker's default is its diameter in inches: 3", 5", and 004 'Massive Blast' 7", 'Apocalyptic Blast' 10".
 */
const DEFAULT_AREA_HITS = { blast: 3, 'large blast': 5, 'massive blast': 7, 'apocalyptic blast': 10, template: 5 } as const;

/** 7th edition core rules, 'Fight': a model with no melee weapon fights with a close combat weapon, S User AP -. */
const CLOSE_COMBAT_WEAPON: LegacyWeapon = {
  name: 'close combat weapon',
  range: 'melee',
  strength: { kind: 'user' },
  ap: null,
  type: { kind: 'melee' },
  rules: [],
};

/** The weapons each model of the group carries, in its list's order. */
export function carriedWeapons(unit: LegacyUnit, group: LegacyModelGroup): LegacyWeapon[] {
  return group.weapons.map((name) => unit.weapons.find((w) => w.name === name)).filter((w) => w !== undefined);
}

export function phaseWeapon(unit: LegacyUnit, group: LegacyModelGroup, phase: LegacyConditions['phase']): LegacyWeapon | null {
  const carried = carriedWeapons(unit, group);
  if (phase === 'melee') return carried.find((w) => w.type.kind === 'melee') ?? CLOSE_COMBAT_WEAPON;
  return carried.find((w) => w.type.kind !== 'melee') ?? null;
}

/** 7th edition core rules, 'Weapons': Strength User, x2 (to 10 at most), +N. */
export function resolveStrength(strength: LegacyStrength, user: number): number | 'destroyer' {
  switch (strength.kind) {
    case 'value':
      return strength.value;
    case 'user':
      return user;
    case 'times':
      return Math.min(10, user * strength.factor);
    case 'plus':
      return Math.min(10, user + strength.add);
    case 'destroyer':
      return 'destroyer';
  }
}

export interface Context {
  readonly attacker: LegacyUnit;
  readonly target: LegacyUnit;
  readonly conditions: LegacyConditions;
}

/** The condition smashAttack holds and the model has Smash (004 'Smash'). */
export function isSmashAttack(conditions: LegacyConditions, model: readonly Usr[]): boolean {
  return (conditions.smashAttack ?? false) && conditions.phase === 'melee' && hasRule(model, 'smash');
}

/** The weapon a group attacks with in this matchup: its weapon of the phase, or a krak grenade (grenades.ts). */
export function matchupWeapon(context: Context, group: LegacyModelGroup): LegacyWeapon | null {
  return usesKrakGrenade(context, group) ? KRAK_GRENADE : phaseWeapon(context.attacker, group, context.conditions.phase);
}

/** How one attacker group attacks, or null if it has no weapon to use in this phase. */
export function attackProfile(context: Context, group: LegacyModelGroup): AttackProfile | null {
  const weapon = matchupWeapon(context, group);
  if (weapon === null) return null;
  return context.conditions.phase === 'melee' ? meleeProfile(context, group, weapon) : shootingProfile(context, group, weapon);
}

/**
 * The target's WS on the Weapon Skill chart. 7th edition core rules, 'Vehicles and Close Combat': a vehicle is hit as
 * one of WS 1 however far it moved (an Immobilised one automatically: vehicles.ts); a Walker by its own WS.
 */
function closeCombatWeaponSkill(group: LegacyModelGroup): number {
  return group.vehicle !== undefined && !group.vehicle.types.includes('walker') ? 1 : group.stats.WS;
}

function meleeProfile({ attacker, target, conditions }: Context, group: LegacyModelGroup, weapon: LegacyWeapon): AttackProfile {
  const model = modelRules(attacker, group);
  // Zealot, Preferred Enemy and Monster Hunter are the unit's if one model has them (004: "a unit that contains ...").
  const unitWide = anyModelRules(attacker);
  const both = [...model, ...weapon.rules];
  const notes: string[] = [];
  // 7th edition core rules, 'Fight: Number of Attacks': +1 for two melee weapons (a Pistol counts as one; 004
  // 'Specialist Weapon': only two Specialist Weapons give it to one), +1 on the charge (004 'Rage': +2).
  const melee = carriedWeapons(attacker, group).filter((w) => w.type.kind === 'melee' || w.type.kind === 'pistol');
  const specialist = hasRule(weapon.rules, 'specialist weapon');
  const pair = specialist ? melee.filter((w) => hasRule(w.rules, 'specialist weapon')).length >= 2 : melee.length >= 2;
  const charge = conditions.charged ? (hasRule(model, 'rage') ? 2 : 1) : 0;
  // 004 'Counter-attack': +1 Attack when charged (not if the unit was already locked in combat: the user says so).
  const counter = (conditions.wasCharged ?? false) && hasRule(model, 'counter-attack') ? 1 : 0;
  // 004 'Smash': the model may instead make a single Smash Attack at double its Strength (10 at most).
  const smash = isSmashAttack(conditions, model);
  // 7th edition core rules, 'Grenades': a krak grenade is a single Attack, whatever the bonuses.
  const perModel = smash || weapon === KRAK_GRENADE ? 1 : group.stats.A + (pair ? 1 : 0) + charge + counter;
  // 004 'Rampage': +D3 Attacks when the combat holds more enemy models than friendly ones, one roll for all.
  const rampage = !smash && hasRule(model, 'rampage') && modelCount(target) > modelCount(attacker);
  if (rampage) notes.push(`${group.name}: Rampage, +D3 Attacks (one roll), as ${target.name} outnumbers ${attacker.name}`);
  // 004 'Furious Charge': +1 Strength in a turn it charges.
  const user = group.stats.S + (conditions.charged && hasRule(model, 'furious charge') ? 1 : 0);
  const strength = smash ? Math.min(10, 2 * user) : resolveStrength(weapon.strength, user);
  if (smash) notes.push(`${group.name}: a single Smash Attack at Strength ${strength} (004 'Smash')`);
  const hitTarget = meleeHitTarget(group.stats.WS, majority(target, closeCombatWeaponSkill));
  const policy: RollPolicy = {
    target: hitTarget,
    // 004 'Hatred', 'Zealot': re-roll failed To Hit rolls in the first round of a combat.
    rerollFailedTarget: conditions.firstRound && (againstFoe(model, 'hatred', target) || hasRule(unitWide, 'zealot')) ? hitTarget : null,
    rerollOnes: againstFoe(unitWide, 'preferred enemy', target),
  };
  // 004 'Smash': close combat attacks at AP2 unless AP1.
  const ap = hasRule(model, 'smash') ? Math.min(weapon.ap ?? 7, 2) : weapon.ap;
  const poisoned = hasRule(both, 'poisoned');
  const wound: WoundRoll = {
    ...woundBasics(target, strength, ap, both, unitWide, conditions.force ?? false),
    rending: hasRule(both, 'rending'),
    fleshbane: hasRule(both, 'fleshbane'),
    poisoned: poisoned ? ruleNumber(both, 'poisoned', 4) : null,
    // 004 'Poisoned': in close combat, re-roll failed To Wound rolls if the Strength is higher than the Toughness.
    rerollFailed:
      hasRule(both, 'shred') ||
      monsterHunter(unitWide, target) ||
      (poisoned && typeof strength === 'number' && strength > majority(target, (g) => g.stats.T)),
    ignoresCover: false,
    area: false,
  };
  const hit = { kind: 'roll', policy, masterCrafted: hasRule(weapon.rules, 'master-crafted') } as const;
  const shots = parseDice(perModel);
  const precision = hasRule(both, 'precision strikes');
  return { name: weapon.name, group: group.name, count: group.count, shots, rampage, hit, getsHot: false, firerFeelNoPain: null, wound, precision, notes };
}

/**
 * How one group shoots one weapon. `vehicleFire`: a vehicle's weapon, at its full BS or as Snap Shots (vehicle-attacks.ts);
 * a vehicle's Heavy and Salvo weapons fire as if it stood still (see there).
 */
export function shootingProfile(
  { attacker, target, conditions }: Context,
  group: LegacyModelGroup,
  weapon: LegacyWeapon,
  vehicleFire?: 'full' | 'snap',
): AttackProfile {
  const model = modelRules(attacker, group);
  // Slow and Purposeful, Preferred Enemy and Monster Hunter are the unit's if one model has them.
  const unitWide = anyModelRules(attacker);
  const notes: string[] = [];
  const stationary = vehicleFire !== undefined || !conditions.moved || hasRule(model, 'relentless') || hasRule(unitWide, 'slow and purposeful');
  const shots = shotsOf(weapon, conditions, stationary);
  // 7th edition core rules, 'Heavy', 'Ordnance': a model that moved fires them as Snap Shots (BS1), unless
  // Relentless or Slow and Purposeful; 004 'Blast Weapons and Snap Shots': Blasts cannot be fired so.
  const snap = vehicleFire === 'snap' || (!stationary && (weapon.type.kind === 'heavy' || weapon.type.kind === 'ordnance'));
  const supercharged = hasRule(weapon.rules, 'gets hot') && (conditions.supercharge ?? false);
  const strength = resolveStrength(weapon.strength, group.stats.S);
  const shotStrength = supercharged && typeof strength === 'number' ? Math.min(10, strength + 1) : strength;
  const firerVehicle = group.vehicle !== undefined;
  const burn = firerVehicle ? 'are glancing hits on the firing vehicle' : 'wound the firer';
  if (supercharged) notes.push(`${weapon.name}: supercharged (004 'Gets Hot'): +1 Strength, unmodified 1s To Hit ${burn}`);
  let hit: AttackProfile['hit'];
  let fired = shots;
  const skill = group.stats.BS - (skyfirePenalty(weapon, model, target) ? 1 : 0) + (strafingRun(weapon, model, target) ? 1 : 0);
  const roll = shootingRoll(snap ? 1 : skill);
  // 004 'Missile Lock': re-roll failed To Hit rolls with One Use Only weapons.
  const oneUse = hasRule(weapon.rules, 'one use only') || hasRule(weapon.rules, 'one shot only');
  const missileLock = hasRule(model, 'missile lock') && oneUse;
  const twinLinked = hasRule(weapon.rules, 'twin-linked') || missileLock;
  const policy: RollPolicy = {
    target: roll.target,
    // 004 'Twin-linked': re-roll failed To Hit rolls (at the firer's BS); BS6+ re-rolls needing its chart's score.
    rerollFailedTarget: twinLinked ? roll.target : roll.rerollTarget,
    rerollOnes: againstFoe(unitWide, 'preferred enemy', target),
  };
  // 004 'Gets Hot and Re-rolls': a model that can re-roll To Hit (BS6+, Twin-linked, ...) may re-roll a Gets Hot 1.
  const getsHotReroll = supercharged && weapon.area !== undefined && (policy.rerollFailedTarget !== null || policy.rerollOnes);
  if (weapon.area !== undefined) {
    const area = areaHit(weapon.area, conditions, modelCount(target));
    hit = area.hit;
    if (snap) {
      notes.push(`${weapon.name}: a ${weapon.area} weapon cannot fire Snap Shots after moving (004 'Blast Weapons and Snap Shots')`);
      fired = parseDice(0);
    } else if (area.note !== null) {
      notes.push(`${weapon.name}: ${area.note}`);
    }
  } else {
    hit = { kind: 'roll', policy, masterCrafted: hasRule(weapon.rules, 'master-crafted') };
    if (snap && weapon.type.kind === 'ordnance') {
      // 7th edition core rules, 'Ordnance': Ordnance weapons cannot fire Snap Shots (a model that moved does not fire them).
      notes.push(`${weapon.name}: an Ordnance weapon cannot fire Snap Shots (7th edition core rules, 'Ordnance')`);
      fired = parseDice(0);
    }
  }
  const sniper = hasRule(weapon.rules, 'sniper') || hasRule(model, 'sniper');
  const poisoned = hasRule(weapon.rules, 'poisoned');
  const wound: WoundRoll = {
    ...woundBasics(target, shotStrength, weapon.ap, weapon.rules, unitWide, conditions.force ?? false),
    rending: hasRule(weapon.rules, 'rending'),
    fleshbane: hasRule(weapon.rules, 'fleshbane'),
    poisoned: poisoned ? ruleNumber(weapon.rules, 'poisoned', 4) : null,
    sniper,
    rerollFailed:
      hasRule(weapon.rules, 'shred') ||
      monsterHunter(unitWide, target) ||
      (weapon.area === 'template' && hasRule(weapon.rules, 'twin-linked')),
    ignoresCover: hasRule(weapon.rules, 'ignores cover'),
    area: weapon.area !== undefined,
  };
  // A vehicle's Gets Hot is a glancing hit, against which Feel No Pain is no use.
  const firerFeelNoPain = !firerVehicle && hasRule(model, 'feel no pain') ? ruleNumber(model, 'feel no pain', 5) : null;
  // 004 'Precision Shots': never from Snap Shots or from weapons that do not roll To Hit.
  const precision = hit.kind === 'roll' && !snap && (sniper || hasRule([...weapon.rules, ...model], 'precision shots'));
  const gotHot = { getsHot: supercharged, firerFeelNoPain, ...(getsHotReroll ? { getsHotReroll } : {}), ...(supercharged && firerVehicle ? { firerVehicle } : {}) };
  return { name: weapon.name, group: group.name, count: group.count, shots: fired, rampage: false, hit, ...gotHot, wound, precision, notes };
}

/**
 * How an area weapon's shots land. An Apocalyptic Mega-blast's profile is its inner zone's; vehicle-attacks.ts splits it
 * into its zones (apocalyptic.ts).
 */
function areaHit(area: NonNullable<LegacyWeapon['area']>, conditions: LegacyConditions, models: number): { hit: AttackProfile['hit']; note: string | null } {
  if (area === 'apocalyptic barrage') return barrageHit(conditions, models);
  if (area === 'apocalyptic mega-blast') return { hit: { kind: 'area', perShot: zoneModels(conditions, models)[0] }, note: null };
  const perShot = Math.min(conditions.blastHits ?? DEFAULT_AREA_HITS[area], models);
  return { hit: { kind: 'area', perShot }, note: conditions.blastHits === null ? `${perShot} models hit per ${area} shot (the default; --blast-hits sets it)` : null };
}

/**
 * 004 'Hammer of Wrath': on the charge, a D6 per model with the rule, on 3+ the target takes a hit at the model's
 * Strength, AP -, with none of the model's or its weapons' special rules (7th edition core rules: at its unmodified
 * Strength).
 */
export function hammerOfWrathProfile({ attacker, target, conditions }: Context, group: LegacyModelGroup): AttackProfile | null {
  if (conditions.phase !== 'melee' || !conditions.charged || !hasRule(modelRules(attacker, group), 'hammer of wrath')) return null;
  const hit = { kind: 'roll', policy: { target: 3, rerollFailedTarget: null, rerollOnes: false }, masterCrafted: false } as const;
  return plainHits(target, group, { name: 'Hammer of Wrath', ap: null, ignoresCover: false, hit, shots: parseDice(1) });
}

/** Hits at a model's unmodified Strength with none of its special rules (Hammer of Wrath, Vector Strike). */
export function plainHits(
  target: LegacyUnit,
  group: LegacyModelGroup,
  attack: Pick<AttackProfile, 'name' | 'hit' | 'shots'> & { readonly ap: number | null; readonly ignoresCover: boolean },
): AttackProfile {
  const wound: WoundRoll = {
    ...woundBasics(target, group.stats.S, attack.ap, [], [], false),
    rending: false,
    fleshbane: false,
    poisoned: null,
    rerollFailed: false,
    ignoresCover: attack.ignoresCover,
    area: false,
  };
  return {
    name: attack.name,
    group: group.name,
    count: group.count,
    shots: attack.shots,
    rampage: false,
    hit: attack.hit,
    getsHot: false,
    firerFeelNoPain: null,
    wound,
    precision: false,
    notes: [],
  };
}

/** 7th edition core rules, 'Weapon Types': the shots of one model. */
function shotsOf(weapon: LegacyWeapon, conditions: LegacyConditions, stationary: boolean): DiceExpression {
  const type = weapon.type;
  switch (type.kind) {
    case 'rapid fire':
      return parseDice(conditions.halfRange ? 2 : 1);
    case 'pistol':
      return parseDice(1);
    case 'salvo':
      return parseDice(stationary ? type.stationary : type.moving);
    case 'melee':
      return parseDice(0);
    default:
      return type.shots;
  }
}

/** The parts of the To Wound roll every attack has. */
function woundBasics(
  target: LegacyUnit,
  strength: number | 'destroyer',
  ap: number | null,
  attackRules: readonly Usr[],
  unitWide: readonly Usr[],
  forceManifested: boolean,
): Omit<WoundRoll, 'rending' | 'fleshbane' | 'poisoned' | 'rerollFailed' | 'ignoresCover' | 'area'> & { sniper: boolean } {
  return {
    strength,
    ap,
    toughness: majority(target, (g) => g.stats.T),
    armour: majority(target, (g) => g.stats.Sv ?? 7),
    // 004 'Force': once the power is manifested, Force weapons have Instant Death.
    instantDeath: hasRule(attackRules, 'instant death') || (forceManifested && hasRule(attackRules, 'force')),
    graviton: hasRule(attackRules, 'graviton'),
    gargantuan: isGargantuan(target),
    sniper: false,
    rerollOnes: againstFoe(unitWide, 'preferred enemy', target),
  };
}

/** 004 'Skyfire': -1 To Hit against targets other than Flyers, Flying Monstrous Creatures and Skimmers. */
function skyfirePenalty(weapon: LegacyWeapon, model: readonly Usr[], target: LegacyUnit): boolean {
  // A vehicle's Flyer or Skimmer type is among its vehicle types.
  const types = [target.type, ...target.models.flatMap((group) => group.vehicle?.types ?? [])];
  const flying = ['flyer', 'flying monstrous creature', 'skimmer'].some((type) => types.some((t) => t.includes(type)));
  return !flying && (hasRule(weapon.rules, 'skyfire') || hasRule(model, 'skyfire'));
}

/**
 * 004 'Strafing Run': +1 BS with Assault, Heavy, Rapid Fire or Salvo weapons against Artillery, Beasts, Bikes,
 * Cavalry, Infantry, Monstrous Creatures and vehicles that are neither Flyers nor Skimmers.
 */
function strafingRun(weapon: LegacyWeapon, model: readonly Usr[], target: LegacyUnit): boolean {
  if (!hasRule(model, 'strafing run') || !['assault', 'heavy', 'rapid fire', 'salvo'].includes(weapon.type.kind)) return false;
  const vehicleTypes = target.models.flatMap((group) => group.vehicle?.types ?? []);
  if (vehicleTypes.length > 0 || target.type.includes('vehicle')) return !vehicleTypes.some((t) => t === 'flyer' || t === 'skimmer');
  return ['artillery', 'beast', 'bike', 'cavalry', 'infantry', 'monstrous creature'].some((type) => target.type.includes(type));
}

/** 004 'Monster Hunter': re-roll failed To Wound rolls against Monstrous Creatures. */
function monsterHunter(unitWide: readonly Usr[], target: LegacyUnit): boolean {
  return hasRule(unitWide, 'monster hunter') && isMonstrous(target);
}

/** A result row's name: the weapon's, with its model group's where another group's weapon has the same name (Boltgun (Sergeant)). */
export function rowName(profile: AttackProfile, all: readonly AttackProfile[]): string {
  const shared = all.some((p) => p !== profile && p.name === profile.name && p.group !== profile.group);
  return shared ? `${profile.name} (${profile.group})` : profile.name;
}
