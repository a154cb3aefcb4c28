/**
 * 11e 19 Attached units: `intercessor squad+lieutenant`, a bodyguard unit led by Leader or Support units (19.01), one
 * unit for all rules purposes: its models, weapons, keywords and abilities together. Its CHARACTER models are each an
 * allocation group of their own (05.03), and attacks use the highest T of its bodyguard models while any stand (19.02:
 * track.ts, the non-CHARACTER models taken as the bodyguard).
 */
import { InputError } from '../../profiles/errors.js';
import type { EleventhUnit } from './profiles/load.js';
import type { Weapon } from './types.js';

/** 19.01: each bodyguard unit can have one Leader and one Support unit attached. */
const MOST_LEADERS = 2;

/** Attached units made so far, by bodyguard unit (units are immutable: a sweep asks for the same ones again), and their notes. */
const made = new WeakMap<EleventhUnit, { leaders: readonly EleventhUnit[]; unit: EleventhUnit }[]>();
const notesOf = new WeakMap<EleventhUnit, readonly string[]>();

/** attachedUnit, made once per bodyguard and leaders. */
export function attachedOnce(bodyguard: EleventhUnit, leaders: readonly EleventhUnit[]): EleventhUnit {
  const known = made.get(bodyguard) ?? [];
  const same = known.find((m) => m.leaders.length === leaders.length && m.leaders.every((l, i) => l === leaders[i]));
  if (same) return same.unit;
  const { unit, notes } = attachedUnit(bodyguard, leaders);
  made.set(bodyguard, [...known, { leaders, unit }]);
  notesOf.set(unit, notes);
  return unit;
}

/** What a matchup says about an attached unit (none for another unit). */
export const attachmentNotes = (unit: EleventhUnit): readonly string[] => notesOf.get(unit) ?? [];

const size = (u: EleventhUnit): number => u.models.reduce((n, g) => n + g.count, 0);

/**
 * The bodyguard unit with its leaders. Refused: more than two (19.01), a leader unit with a model that is not a
 * CHARACTER, a bodyguard unit without one that is not (the unit files do not list who may lead whom: `notes` says
 * that this is not checked).
 */
export function attachedUnit(bodyguard: EleventhUnit, leaders: readonly EleventhUnit[]): { unit: EleventhUnit; notes: string[] } {
  if (leaders.length > MOST_LEADERS) {
    throw new InputError(`${bodyguard.name}: at most one Leader and one Support unit can be attached to a unit (11e 19.01), got ${leaders.length}`);
  }
  if (bodyguard.models.every((g) => g.character)) {
    throw new InputError(`${bodyguard.name} cannot be led: every model of it is a CHARACTER (11e 19.01: leaders attach to a bodyguard unit)`);
  }
  const notes: string[] = [];
  let unit = bodyguard;
  for (const leader of leaders) {
    if (leader.models.some((g) => !g.character)) {
      throw new InputError(`${leader.name} cannot lead ${bodyguard.name}: not every model of it is a CHARACTER (11e 19.01: a Leader or Support unit)`);
    }
    unit = withLeader(unit, leader, notes);
  }
  notes.push(`${unit.name}: an attached unit (11e 19.01); whether ${leaders.map((l) => l.name).join(' and ')} may lead ${bodyguard.name} is not checked (the unit files do not list it)`);
  return { unit, notes };
}

function withLeader(unit: EleventhUnit, leader: EleventhUnit, notes: string[]): EleventhUnit {
  // A leader's weapon named as a different weapon of the unit keeps its own profile under its own name.
  const clash = (w: Weapon): boolean => unit.weapons.some((x) => x.name === w.name && JSON.stringify(x) !== JSON.stringify(w));
  const renamed = new Map(leader.weapons.map((w) => [w.name, clash(w) ? `${leader.name}: ${w.name}` : w.name]));
  const rename = (name: string): string => renamed.get(name) ?? name;
  const added = leader.weapons.filter((w) => clash(w) || !unit.weapons.some((x) => x.name === w.name)).map((w) => ({ ...w, name: rename(w.name), ...(w.profileOf ? { profileOf: rename(w.profileOf) } : {}) }));
  for (const [field, what] of [['damageReduction', 'Damage reduction'], ['halveDamage', 'halved Damage']] as const) {
    if (leader[field] !== unit[field]) notes.push(`${leader.name}'s ${what} (${leader[field]}) is not its models' alone in ${unit.name} + ${leader.name}: the unit's is ${unit.name}'s (${unit[field]})`);
  }
  const points = (u: EleventhUnit) => u.points[String(size(u))];
  const [mine, theirs] = [points(unit), points(leader)];
  const byName = <T extends { name: string }>(list: readonly T[]) => list.filter((a, i) => list.findIndex((b) => b.name === a.name) === i);
  return {
    ...unit,
    name: `${unit.name} + ${leader.name}`,
    aliases: [],
    source: `${unit.source}; ${leader.source}`,
    keywords: [...new Set([...unit.keywords, ...leader.keywords])],
    models: [...unit.models, ...leader.models.map((g) => ({ ...g, equipment: g.equipment.map(rename) }))],
    weapons: [...unit.weapons, ...added],
    points: mine !== undefined && theirs !== undefined ? { [String(size(unit) + size(leader))]: mine + theirs } : {},
    abilities: [...new Set([...unit.abilities, ...leader.abilities])],
    datasheetAbilities: byName([...unit.datasheetAbilities, ...leader.datasheetAbilities]),
    effects: [...new Set([...(unit.effects ?? []), ...(leader.effects ?? [])])],
  };
}
