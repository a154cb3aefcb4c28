/**
 * A legacy calc's options that hold but have nothing to act on in a matchup: each gets a note, as
 * 10th edition's calc notes its inert options (README 'Contradictory and inert options'), never
 * silence. (Options that cannot hold exit 2; --vector-strike with no model that has it is refused,
 * since those hits would be the whole matchup.)
 */
import { krakGrenadesInert } from './grenades.js';
import { anyModelRules, hasRule } from './special-rules.js';
import type { LegacyConditions, LegacyUnit, LegacyWeapon } from './types.js';
import { targetVehicle } from './vehicles.js';
import { weaponsFired } from './vehicle-attacks.js';
import type { LegacyCalcOptions } from './contract.js';

interface Matchup {
  readonly attacker: LegacyUnit;
  readonly target: LegacyUnit;
  readonly phase: LegacyConditions['phase'];
}

type Why = (m: Matchup) => string | null;

/** The weapons that attack: each model's weapon of the phase, a vehicle's every ranged weapon, a Monstrous Creature's two, a Gargantuan Creature's all (vehicle-attacks.ts). */
const phaseWeapons = ({ attacker, phase }: Matchup): LegacyWeapon[] => attacker.models.flatMap((g) => weaponsFired(attacker, g, phase));

const inMelee: Why = (m) => (m.phase === 'melee' ? 'on melee attacks' : null);
const shootingOnly = (then: Why): Why => (m) => inMelee(m) ?? then(m);
const meleeOnly = (then: Why): Why => (m) => (m.phase === 'shooting' ? 'on shooting attacks' : then(m));

/** Why an option about area weapons does nothing: no weapon of those kinds (004 'Blast', 'Template', 'Apocalyptic Barrage', 'Apocalyptic Mega-blast'). */
const areaWeapon = (kinds: readonly NonNullable<LegacyWeapon['area']>[], what: string): Why =>
  shootingOnly((m) => (phaseWeapons(m).some((w) => w.area !== undefined && kinds.includes(w.area)) ? null : `${m.attacker.name} has no ${what} weapon`));

const withRule = (unit: LegacyUnit, rule: string, heading: string): string | null => (hasRule(anyModelRules(unit), rule) ? null : `no model of ${unit.name} has ${heading}`);

const notVehicle: Why = (m) => (targetVehicle(m.target) ? null : `${m.target.name} is not a vehicle`);

/** Each option that can be inert, its flag, and why it has no effect here (null: it acts). */
const INERT: readonly (readonly [keyof LegacyCalcOptions, string, Why])[] = [
  ['halfRange', '--half-range', inMelee],
  ['moved', '--moved', inMelee],
  ['facing', '--facing', notVehicle],
  // 7th edition core rules, 'Vehicle Damage Table': an Immobilised vehicle loses a Hull Point to a further Immobilised
  // result, in either phase; 'Vehicles and Close Combat': it is hit automatically in close combat.
  ['immobilised', '--immobilised', notVehicle],
  ['blastHits', '--blast-hits', areaWeapon(['blast', 'large blast', 'massive blast', 'apocalyptic blast', 'template'], 'Blast or Template')],
  ['barrageCircles', '--barrage-circles', areaWeapon(['apocalyptic barrage'], 'Apocalyptic Barrage')],
  ['megaBlastZones', '--mega-blast-zones', areaWeapon(['apocalyptic mega-blast'], 'Apocalyptic Mega-blast')],
  // 004 'Gets Hot': only weapons with the rule fire supercharged shots.
  ['supercharge', '--supercharge', shootingOnly((m) => (phaseWeapons(m).some((w) => hasRule(w.rules, 'gets hot')) ? null : `${m.attacker.name} has no Gets Hot weapon`))],
  // 004 'Jink': a cover save, and cover saves are against shooting only (7th edition core rules, 'Cover Saves').
  ['jink', '--jink', shootingOnly((m) => withRule(m.target, 'jink', 'Jink'))],
  // 004 'Force': the power gives the wielder's Force weapons Instant Death.
  ['force', '--force', (m) => (phaseWeapons(m).some((w) => hasRule(w.rules, 'force')) || (m.phase === 'melee' && hasRule(anyModelRules(m.attacker), 'force')) ? null : `${m.attacker.name} has no Force weapon`)],
  // 004 'Counter-attack': +1 Attack in close combat for models with the rule that were charged.
  ['wasCharged', '--was-charged', meleeOnly((m) => withRule(m.attacker, 'counter-attack', 'Counter-attack'))],
  // 004 'Smash': a Smash Attack is a close combat attack.
  ['smashAttack', '--smash-attack', meleeOnly((m) => withRule(m.attacker, 'smash', 'Smash'))],
  // 7th edition core rules, 'Grenades': a krak grenade in close combat against a vehicle or a Monstrous Creature.
  ['krakGrenades', '--krak-grenades', meleeOnly((m) => krakGrenadesInert(m.attacker, m.target))],
];

/** A note for each option given that has no effect in this matchup: "--facing has no effect: Ork Boyz is not a vehicle". */
export function inertOptionNotes(given: LegacyCalcOptions, m: Matchup): string[] {
  return INERT.flatMap(([key, flag, why]) => {
    const value = given[key];
    if (value === undefined || value === false) return [];
    const reason = why(m);
    if (reason === null) return [];
    return [reason.startsWith('on ') ? `${flag} has no effect ${reason}` : `${flag} has no effect: ${reason}`];
  });
}
