import { describe, expect, it } from 'vitest';
import { run, target, weapon } from '../helpers.js';

// Whole attack sequences with real profiles (001: Field Ordnance Battery), every step by hand.

describe('Bombast field gun [blast, heavy, indirect fire]: 48" D6 BS5+ S7 AP-1 D2', () => {
  const bombast = weapon({ name: 'bombast', A: 'D6', skill: 5, S: 7, AP: -1, D: 2, abilities: ['blast', 'heavy', 'indirect fire'] });
  // 10 models T3 Sv5+ W1 (a guard-like squad)
  const squad = target({ T: 3, Sv: 5, W: 1, models: 10 });

  it('stationary, no target visible: 55/54 kills', () => {
    // attacks: D6 + 2 (Blast, 10 models) -> 5.5 (at most 8 < 10 models, so no wipe cap)
    // hit: +1 (Heavy, stationary) - 1 (Indirect) = 0: BS5+ -> faces 5, 6; 1-3 fail anyway -> 2/6
    // wound: S7 >= 2 * T3 -> 2+ -> 5/6
    // save: Sv5+, AP-1, Benefit of Cover from Indirect Fire +1 -> 5+ -> unsaved 4/6
    // D2 vs W1: each unsaved wound kills one model.
    // kills = 5.5 * 2/6 * 5/6 * 4/6 = 5.5 * 40/216 = 55/54
    const r = run({ weapons: [bombast], target: squad, conditions: { stationary: true, indirect: true } });
    expect(r.total.attacks).toBeCloseTo(5.5, 12);
    expect(r.total.hits).toBeCloseTo(5.5 / 3, 12);
    expect(r.kills.mean).toBeCloseTo(55 / 54, 12);
    // 1 point of each unsaved D2 wound is wasted on a W1 model
    expect(r.total.wasted).toBeCloseTo(55 / 54, 12);
  });

  it('moved, target visible, not in cover: 5.5 * 2/6 * 5/6 * 5/6 = 275/216 kills', () => {
    // hit: BS5+ -> 2/6; save Sv5+ AP-1 -> 6+ -> unsaved 5/6
    const r = run({ weapons: [bombast], target: squad });
    expect(r.kills.mean).toBeCloseTo((5.5 * 2 * 5 * 5) / 216, 12);
  });
});

describe('Heavy lascannon [heavy]: 48" 2 BS5+ S14 AP-3 D6+1', () => {
  it('stationary, against T10 Sv3+ W20: 2 * 3/6 * 4/6 * 5/6 * 4.5 = 5/2 damage', () => {
    // hit: BS5+ +1 (Heavy) -> 4+ -> 3/6; wound: S14 > T10 (not twice) -> 3+ -> 4/6
    // save: Sv3+ AP-3 -> 6+ -> unsaved 5/6; D6+1 -> mean 4.5; W20 never overflows (max 14)
    const lascannon = weapon({ A: 2, skill: 5, S: 14, AP: -3, D: 'D6+1', abilities: ['heavy'] });
    const r = run({
      weapons: [lascannon],
      target: target({ T: 10, Sv: 3, W: 20, keywords: ['VEHICLE'] }),
      conditions: { stationary: true },
    });
    expect(r.damage.mean).toBeCloseTo(5 / 2, 12);
  });
});
