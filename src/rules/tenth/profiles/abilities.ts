/**
 * A unit's datasheet abilities and whether the calculator models them (issue 11 section 4): `wh40k show`
 * lists them all, and `calc` notes the ones that change an attack or the damage it takes but are not
 * modelled, so a number is never silently missing a rule.
 */
import type { Scenario, Unit } from '../types.js';
import { lookupKey } from '../../names.js';

export interface DatasheetAbility {
  readonly name: string;
  /** How it is modelled (an effect the unit carries, a field of its file), or false. */
  readonly modelled: string | false;
  /** Why it is not modelled, or what it does instead. */
  readonly reason?: string;
  /** False for an ability that changes no attack and no damage taken (movement, objectives). */
  readonly affectsAttacks: boolean;
  /** When it matters: as the unit attacks, or as it is attacked; absent: either. */
  readonly use?: 'attacking' | 'defending';
}

/** A unit with the abilities its file (or its import) lists. */
export type UnitWithAbilities = Unit & { readonly abilities: readonly DatasheetAbility[] };

/** The abilities a unit lists; none for a unit built without them. */
export function abilitiesOf(unit: Unit): readonly DatasheetAbility[] {
  const listed = (unit as Partial<UnitWithAbilities>).abilities;
  return Array.isArray(listed) ? listed : [];
}

/** "X (reason)" for each ability that changes an attack or the damage taken and is not modelled. */
export function notModelled(unit: Unit): string[] {
  return [...notModelledOnce(unit).abilities];
}

/**
 * calc's notes: "not modelled (UNIT): X (reason)" for the attacker's and then the target's abilities; `modelled`: the
 * names (lookupKey) of effects applied in the matchup, whose abilities of the same name are not missing (a player's
 * own effect named as the datasheet names the ability, e.g. Target Elimination: issue 29 section 3).
 */
export function notModelledNotes(s: Pick<Scenario, 'attacker' | 'target'>, modelled: ReadonlySet<string> = new Set(), bothRoles = false): string[] {
  // In a calc the attacker only attacks and the target only defends (issue 29 section 3: a Rhino's seven offensive
  // abilities were listed where it only took attacks); in a turn (`bothRoles`) each unit does both.
  const kept = (unit: Unit, role: 'attacking' | 'defending') => notModelledAbilities(unit).map((a) => !modelled.has(lookupKey(a.name)) && (bothRoles || (a.use ?? role) === role));
  const [attacker, target] = [kept(s.attacker, 'attacking'), kept(s.target, 'defending')];
  return [...notModelledOnce(s.attacker).notes.filter((_, i) => attacker[i]), ...notModelledOnce(s.target).notes.filter((_, i) => target[i])];
}

/** The abilities notModelledOnce lists, in its order. */
const notModelledAbilities = (unit: Unit): DatasheetAbility[] => abilitiesOf(unit).filter((a) => a.affectsAttacks && a.modelled === false);

/** Units are immutable and every calculation asks again (issue 13): each unit's lists are made once. */
const notModelledOf = new WeakMap<Unit, { readonly abilities: readonly string[]; readonly notes: readonly string[] }>();

function notModelledOnce(unit: Unit): { readonly abilities: readonly string[]; readonly notes: readonly string[] } {
  let known = notModelledOf.get(unit);
  if (!known) {
    const abilities = abilitiesOf(unit)
      .filter((a) => a.affectsAttacks && a.modelled === false)
      .map((a) => (a.reason ? `${a.name} (${a.reason})` : a.name));
    known = { abilities, notes: abilities.map((x) => `not modelled (${unit.name}): ${x}`) };
    notModelledOf.set(unit, known);
  }
  return known;
}
