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
 * own oath-of-moment effect: issue 29 section 3).
 */
export function notModelledNotes(s: Pick<Scenario, 'attacker' | 'target'>, modelled: ReadonlySet<string> = new Set()): string[] {
  const notes = notModelledOnce(s.attacker).notes.concat(notModelledOnce(s.target).notes);
  if (modelled.size === 0) return notes;
  const names = notModelledNames(s.attacker).concat(notModelledNames(s.target));
  return notes.filter((_, i) => !modelled.has(lookupKey(names[i])));
}

/** The names of the abilities notModelledOnce lists, in its order. */
const notModelledNames = (unit: Unit): string[] => abilitiesOf(unit).filter((a) => a.affectsAttacks && a.modelled === false).map((a) => a.name);

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
