// Monstrous and Gargantuan Creatures (issue 14): the unit types whose rules the edition's core rules give them, as
// the USRs of 004 they grant. special-rules.ts modelRules adds them, so every stage reads them like a profile's own.
import type { LegacyUnit, Usr } from './types.js';

/**
 * 7th edition core rules, 'Monstrous Creatures': Fear, Hammer of Wrath, Move Through Cover, Relentless and Smash.
 * (Fear, Move Through Cover change no number of an attack but Fear's test, which fear.ts reads.)
 */
const MONSTROUS: readonly Usr[] = ['fear', 'hammer of wrath', 'move through cover', 'relentless', 'smash'].map((name) => ({ name }));

/**
 * 7th edition core rules, 'Gargantuan Creatures': Fear, Fearless, Feel No Pain (5+: no number given), Hammer of Wrath,
 * Move Through Cover, Relentless, Smash and Strikedown (Fearless passes Fear tests, fear.ts). Not Eternal Warrior nor
 * Feel No Pain (6+), which were 6th edition's Escalation; its 'Unstoppable' is removal.ts's and wounds.ts's.
 */
const GARGANTUAN: readonly Usr[] = [...MONSTROUS, { name: 'fearless' }, { name: 'feel no pain' }, { name: 'strikedown' }];

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
