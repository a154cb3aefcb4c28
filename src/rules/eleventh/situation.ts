/**
 * What the table's situation does to one weapon's attacks (11e 10.04-10.07, 13.08, 15.09, 17.03, 22.05, 24):
 * whether it may attack at all, its BS/WS modifiers and its hit-roll modifiers. Psychic attacks ignore the
 * ones that hurt them (11e 24.29, RULINGS 13).
 */
import type { WeaponAbilities } from './abilities.js';
import type { Scenario, Unit, Weapon } from './types.js';

const isMonsterOrVehicle = (u: Unit): boolean => u.keywords.includes('MONSTER') || u.keywords.includes('VEHICLE');
const closeQuarters = (a: WeaponAbilities): boolean => a.has.has('close-quarters') || a.has.has('pistol');

/** Why this weapon makes no attacks here, or undefined when it attacks. */
export function weaponMayAttack(scenario: Scenario, weapon: Weapon, a: WeaponAbilities): string | undefined {
  const c = scenario.conditions;
  const keywords = scenario.target.keywords;
  if (weapon.hunter && !weapon.hunter.some((k) => keywords.includes(k.toUpperCase()))) {
    const may = weapon.hunter.join(' or ');
    return `${weapon.name}: a Hunter profile that may only target ${may} units (11e 04.01.03): no attacks against ${scenario.target.name}`;
  }
  if ((weapon.range === 'melee') !== (c.phase === 'melee')) {
    const [kind, phase] = weapon.range === 'melee' ? ['melee', 'Shooting'] : ['ranged', 'Fight'];
    return `${weapon.name}: a ${kind} weapon makes no attacks in the ${phase} phase`;
  }
  if (c.phase === 'melee') return undefined;
  if (c.shooting === 'assault' && !a.has.has('assault')) {
    return `${weapon.name}: assault shooting selects only [ASSAULT] weapons (11e 10.05): no attacks`;
  }
  if (c.shooting === 'close-quarters' && !closeQuarters(a) && !isMonsterOrVehicle(scenario.attacker)) {
    return (
      `${weapon.name}: close-quarters shooting selects only [CLOSE-QUARTERS] weapons (Pistols are) ` +
      'for non-MONSTER/VEHICLE models (11e 10.06): no attacks'
    );
  }
  if (a.blast !== undefined && (c.shooting === 'close-quarters' || c.targetEngaged)) {
    return `${weapon.name}: a [BLAST] weapon cannot target an engaged unit (11e 10.06, 17.03): no attacks`;
  }
  return undefined;
}

/**
 * Whether this weapon's attacks follow indirect shooting's rules (11e 10.07: its [INDIRECT FIRE] weapons; the
 * unit's other weapons shoot as usual at a visible target).
 */
export function indirectAttack(scenario: Scenario, a: WeaponAbilities): boolean {
  return scenario.conditions.phase === 'ranged' && scenario.conditions.shooting === 'indirect' && a.has.has('indirect fire');
}

interface Summed {
  /** The sum the attack uses. */
  readonly sum: number;
  readonly notes: readonly string[];
}

/** Sum the modifiers; a Psychic attack drops the harmful ones (11e 24.29, RULINGS 13). */
function summed(weapon: Weapon, a: WeaponAbilities, parts: ReadonlyArray<readonly [string, number]>): Summed {
  const psychic = a.has.has('psychic');
  // Parts read by index, not taken apart with [, v]: each destructuring is an iterator in code not yet optimised (issue 30).
  const dropped = parts.filter((p) => psychic && p[1] < 0);
  const sum = parts.reduce((s, p) => s + (psychic && p[1] < 0 ? 0 : p[1]), 0);
  const notes = dropped.length
    ? [`${weapon.name}: Psychic ignores ${dropped.map(([n, v]) => `${n} (${v})`).join(', ')} (11e 24.29, RULINGS 13)`]
    : [];
  return { sum, notes };
}

/**
 * BS/WS modifiers (a characteristic's, outside the hit-roll cap: 11e 02.02.01): the options', cover's -1
 * (13.08: ranged; always for indirect attacks, 10.07; Ignores Cover removes it, RULINGS 14) and plunging
 * fire's +1 (22.05). Positive is better.
 */
export function skillModifiers(scenario: Scenario, a: WeaponAbilities, weapon: Weapon): Summed {
  const c = scenario.conditions;
  const ranged = c.phase === 'ranged';
  const cover = ranged && (c.cover || indirectAttack(scenario, a)) && !a.has.has('ignores cover');
  const parts: [string, number][] = [['BS/WS modifier', scenario.modifiers.skill]];
  if (cover) parts.push(['cover', -1]);
  if (ranged && c.plunging) parts.push(['plunging fire', 1]);
  return summed(weapon, a, parts);
}

/**
 * Hit-roll modifiers before the +1/-1 cap (11e 02.02.01: they add up, then the cap): the options'; Heavy's +1
 * (24: your Shooting phase, its condition); -1 against an engaged MONSTER/VEHICLE (17.03: "excluding attacks made
 * with [CLOSE-QUARTERS] weapons by models in a unit engaged with the target", as close-quarters shooting's are);
 * MONSTER/VEHICLE close-quarters shooting with a weapon that is not close-quarters, -1 (10.06); Damaged X, -1, for
 * a batch of a model with X or fewer wounds left (`damaged`: Batch.damaged). So a MONSTER/VEHICLE's close-quarters
 * attack with such a weapon at an engaged MONSTER/VEHICLE takes both -1s.
 */
export function hitModifiers(scenario: Scenario, a: WeaponAbilities, weapon: Weapon, damaged = false): Summed {
  const c = scenario.conditions;
  const ranged = c.phase === 'ranged';
  const parts: [string, number][] = [['hit modifier', scenario.modifiers.hit]];
  if (ranged && a.has.has('heavy') && c.heavy && c.shooting !== 'snap') parts.push(['Heavy', 1]);
  const closeQuartersAttack = c.shooting === 'close-quarters' && closeQuarters(a);
  if (ranged && c.targetEngaged && !closeQuartersAttack) parts.push(['engaged MONSTER/VEHICLE target', -1]);
  if (ranged && c.shooting === 'close-quarters' && isMonsterOrVehicle(scenario.attacker) && !closeQuarters(a)) {
    parts.push(['close-quarters MONSTER/VEHICLE', -1]);
  }
  if (damaged) parts.push([`Damaged 1-${scenario.attacker.damaged?.wounds ?? 'X'}`, -1]);
  return summed(weapon, a, parts);
}
