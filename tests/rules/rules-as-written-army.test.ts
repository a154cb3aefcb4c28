import { describe, expect, it } from 'vitest';
import { CORE } from '../../src/rules/tenth/effects/core.js';
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
    const cr = CORE().find((e) => e.id === 'command-re-roll')!;
    expect(cr.summary).toContain('fixed before any dice are rolled');
  });
});

describe("Fire Overwatch is out of phase (003 'Out-of-phase Rules')", () => {
  // "When using out-of-phase rules to perform an action as if it were one of your phases, you cannot use any other
  // rules that are normally triggered in that phase." The target's Go to Ground and Savage Resilience are used in
  // "Your opponent's Shooting phase" (000): Fire Overwatch is fired in the target's own Movement or Charge phase.
  // S4 AP0 D2 vs T4 Sv4+ INFANTRY: the save passes on 4+ (3/6), unsaved 1/2; Go to Ground's cover would make it
  // 3+ (unsaved 1/3); Savage Resilience would make the Damage 2 - 1 = 1.
  const s = scenario({ weapons: [weapon({ S: 4, D: 2 })], target: target({ T: 4, Sv: 4, W: 2 }) });

  it('Go to Ground is skipped with Fire Overwatch (unsaved 1/2), used without it (1/3)', () => {
    const p = play(s, { with: ['fire-overwatch'], targetWith: ['go-to-ground'] });
    expect(p.unsaved).toBeCloseTo(1 / 2, 12);
    expect(p.entry('go-to-ground').applied).toBe(false);
    expect(p.entry('go-to-ground').detail).toContain("not with Fire Overwatch");
    expect(play(s, { targetWith: ['go-to-ground'] }).unsaved).toBeCloseTo(1 / 3, 12);
  });

  it('Savage Resilience is skipped with Fire Overwatch: Damage 2, not 1', () => {
    const p = play(s, { with: ['fire-overwatch'], targetWith: ['savage-resilience'] });
    expect(p.result.plans[0].damage.mean()).toBeCloseTo(2, 12);
    expect(p.entry('savage-resilience').applied).toBe(false);
    expect(play(s, { targetWith: ['savage-resilience'] }).result.plans[0].damage.mean()).toBeCloseTo(1, 12);
  });

  it('its summary says so', () => {
    expect(CORE().find((e) => e.id === 'fire-overwatch')!.summary).toContain('are skipped with it');
  });
});
