// Monstrous and Gargantuan Creatures (issue 14): the unit types whose rules the edition's core rules give them, as
// the USRs of 004 they grant. special-rules.ts modelRules adds them, so every stage reads them like a profile's own.
import type { LegacyUnit, Usr } from './types.js';

/**
 * 7th edition core rules, 'Monstrous Creatures': Fear, Hammer of Wrath, Move Through Cover, Relentless and Smash.
 * (Fear, Move Through Cover change no number of an attack but Fear's test, which fear.ts reads.)
 */
const MONSTROUS: readonly Usr[] = ['fear', 'hammer of wrath', 'move through cover', 'relentless', 'smash'].map((name) => ({ name }));

/**
 * 7th edition core rules, 'Gargantuan Creatures': the Monstrous Creature's rules, and Eternal Warrior, Feel No Pain
 * (6+) and Strikedown.
 */
const GARGANTUAN: readonly Usr[] = [...MONSTROUS, { name: 'eternal warrior' }, { name: 'feel no pain', value: 6 }, { name: 'strikedown' }];

/** What the unit's type grants: Gargantuan first (a Flying Gargantuan Creature is one), then Monstrous. */
export function creatureRules(unit: LegacyUnit): readonly Usr[] {
  if (isGargantuan(unit)) return GARGANTUAN;
  return isMonstrous(unit) ? MONSTROUS : [];
}

export function isGargantuan(unit: LegacyUnit): boolean {
  return unit.type.includes('gargantuan creature');
}

/** A Monstrous Creature (Flying ones too); a Gargantuan Creature is not one but has their rules. */
export function isMonstrous(unit: LegacyUnit): boolean {
  return unit.type.includes('monstrous creature');
}
