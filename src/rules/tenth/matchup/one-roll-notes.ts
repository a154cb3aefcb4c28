import type { OneRollGroup } from '../effects/types.js';

/**
 * A one-roll rule other than Fate dice is placed before any dice are rolled: the weapon (and for a
 * pick, the roll type) where it helps most on average, then the first roll there that it helps
 * (Fate's Messenger: decided just after each roll, choose.ts). The texts let the player pick with the
 * dice seen (003 'Page 41 – Command Re-roll Stratagem'; 002 'Unparalleled Foresight', 'SOULSIGHT',
 * 'Fate’s Messenger'), and such a player can do better: the figures are a lower bound for the side
 * that owns the rule (for the target's, the attacker's may be too high).
 */
export function beforeTheDice(g: OneRollGroup, side: 'attacker' | 'target'): string {
  const how = g.afterEachRoll
    ? `its weapon${g.anyWeapon ? ' (one, or any)' : ''} is fixed before any dice are rolled (where it helps most on average), then it goes on the first roll there it helps, decided just after each roll (a failed Hit roll takes it on every attack, or on the weapon's last only, whichever helps more); a player who weighs every roll still to come can do better`
    : (g.pickOne
        ? 'its weapon and roll type are fixed before any dice are rolled (where it helps most on average), then the first failed roll of that type is re-rolled'
        : g.anyWeapon
          ? 'each of its rolls goes to the first roll of its type it helps, on one weapon or on any, which is fixed before any dice are rolled (where it helps most on average)'
          : "each of its rolls is fixed to one weapon before any dice are rolled (where it helps most on average), then used on that weapon's first roll of its type it helps") +
      '; a player who picks the roll after seeing the dice can do better';
  return side === 'attacker' ? `${g.source}: ${how}: the figures are a lower bound` : `${g.source} (the target's): ${how}: the attacker's figures may be too high`;
}
