/**
 * 003 'Target (as part of an ability)': "the condition triggering that ability is checked at the time
 * the target of that attack is selected, before any models in that unit make any attacks. If the
 * condition ... is not met, that ability will not take effect for any attacks in that shooting or fight
 * sequence" (its example: a target not Below Half-strength when selected). Issue 26 section 2 asked for
 * Beacons of Rage's Below Half-strength to be read per attack; 003, which wins over the other texts
 * (../shared/rules/README.md), reads it once per volley, as calc and each volley of a turn do.
 */
import { describe, expect, it } from 'vitest';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import { BARE, BLOW, unit } from './turn-fixtures.js';

const EPS = 1e-12;

describe('Below Half-strength is read when the target is selected (Beacons of Rage)', () => {
  // Three BLOWs (hit 4+: 1/2) at one W3 model, no save, Damage 1. A unit of Starting Strength 1 is
  // Below Half-strength with fewer than 3/2 wounds left (000 'Below Half-strength'): 1 left, which only
  // the third attack could meet. Beacons of Rage (000): a melee Wound roll of 1 re-rolled (wound 4+:
  // 1/2 + 1/6 x 1/2 = 7/12, so 7/24 an attack); any failed one against a Below Half-strength target
  // (3/4, so 3/8). Read once, at the start: P(destroyed) = (7/24)^3 = 343/13824. Read per attack, the
  // third would be 3/8: (7/24)^2 x 3/8 = 441/13824.
  const hound = unit('Hound', 1, BARE, [{ ...BLOW, A: 3 }]);
  const ogre = unit('Ogre', 1, { ...BARE, W: 3 }, []);
  const options = { with: ['beacons-of-rage'], melee: true };

  it('in calc', () => {
    const r = runMatchup({ attacker: hound, target: ogre, options });
    expect(Math.abs(r.result.kills.distribution[1] - 343 / 13824)).toBeLessThan(EPS);
  });

  it('in a turn', () => {
    const r = runTurn({ attacker: hound, target: ogre, options: { with: ['beacons-of-rage'] } }, { phases: ['fight'], overwatch: false, fightBack: false });
    expect(Math.abs(r.target.modelsLost.wiped - 343 / 13824)).toBeLessThan(EPS);
  });
});
