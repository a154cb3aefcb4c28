import { describe, expect, it } from 'vitest';
import { CORE } from '../../src/rules/effects/core.js';
import { scenario, target, weapon } from '../helpers.js';
import { play } from './effects/support.js';

describe('Command Re-roll: fixed before the dice (003 \'Page 41 – Command Re-roll Stratagem\')', () => {
  // Two weapons of one attack each, BS4+, S8 vs T4 (wounds on 2+), against two W1 models with no
  // save (Sv7+): each hit kills one model with 5/6. The calculator places the re-roll before any
  // dice: on one weapon's Hit roll (the best placement), which then hits with 1/2 + 1/2 * 1/2 = 3/4;
  // the other 1/2. E[kills] = (3/4 + 1/2) * 5/6 = 25/24. A player who picks the failed roll after
  // seeing both would re-roll whichever missed: E[hits] = 1 + P(a miss) 3/4 * 1/2 = 11/8, kills
  // 55/48: more. The effect's summary says so.
  const s = scenario({
    weapons: [weapon({ name: 'gun a', A: 1, S: 8 }), weapon({ name: 'gun b', A: 1, S: 8 })],
    target: target({ models: 2, T: 4, Sv: 7, W: 1 }),
  });

  it('E[kills] = 25/24, the fixed placement, not the 55/48 of a choice after the dice', () => {
    const p = play(s, { with: ['command-re-roll'] });
    expect(p.result.total.hits).toBeCloseTo(5 / 4, 12);
    expect(p.result.total.kills).toBeCloseTo(25 / 24, 12);
  });

  it('the summary says the placement is fixed before any dice are rolled', () => {
    const cr = CORE.find((e) => e.id === 'command-re-roll')!;
    expect(cr.summary).toContain('fixed before any dice are rolled');
  });
});

describe("Fire Overwatch is out of phase (003 'Out-of-phase Rules')", () => {
  // "When using out-of-phase rules to perform an action as if it were one of your phases, you cannot use any other
  // rules that are normally triggered in that phase." Until the compiler skips them, the effect says so.
  it('its summary names the rules it does not combine with', () => {
    const ow = CORE.find((e) => e.id === 'fire-overwatch')!;
    expect(ow.summary).toContain('rules triggered in a Shooting phase');
    expect(ow.summary).toContain('cannot be used with it');
  });
});
