import { describe, expect, it } from 'vitest';
import { run, target } from '../helpers.js';
import { sureHit } from './fixtures.js';

// 000 'Feel No Pain': "Each time a model with this ability suffers damage and so would lose a wound
// (including wounds lost due to mortal wounds), roll one D6 ...". 003 'Feel No Pain': one D6 per
// wound (example: Damage 2 against Feel No Pain 5+ rolls two D6).

describe('Feel No Pain is rolled per point of damage', () => {
  it('D2 vs FNP 5+ on one W2 model: P(lose 2) = 5/6 (4/6)^2 = 10/27, P(lose 1) = 5/6 * 2 (4/6)(2/6) = 10/27, P(0) = 7/27', () => {
    // P(0) = 1/6 (no wound) + 5/6 * (2/6)^2 (both ignored) = 9/54 + 5/54 = 14/54 = 7/27
    const r = run({ weapons: [sureHit({ D: 2 })], target: target({ Sv: 7, W: 2, feelNoPain: 5 }) });
    const expected = [7 / 27, 10 / 27, 10 / 27];
    expected.forEach((p, k) => expect(r.damage.distribution[k]).toBeCloseTo(p, 12));
    expect(r.kills.distribution[1]).toBeCloseTo(10 / 27, 12);
  });

  it('D3 vs FNP 5+ on a W10 model: expected damage 5/6 * 2 * 4/6 = 10/9', () => {
    const r = run({ weapons: [sureHit({ D: 'D3' })], target: target({ Sv: 7, W: 10, feelNoPain: 5 }) });
    expect(r.damage.mean).toBeCloseTo(10 / 9, 12);
  });

  it('damage reduction applies before Feel No Pain: D2 -1 = 1 point, FNP 5+: P(lose 1) = 5/6 * 4/6 = 5/9', () => {
    // FNP first (2 dice) then -1 would give P(lose 1) = 5/6 * (1 - (2/6)^2) = 20/27.
    const r = run({ weapons: [sureHit({ D: 2 })], target: target({ Sv: 7, W: 2, feelNoPain: 5, damageReduction: 1 }) });
    expect(r.damage.distribution[1]).toBeCloseTo(5 / 9, 12);
    expect(r.damage.distribution[0]).toBeCloseTo(4 / 9, 12);
  });

  it('a Feel No Pain against mortal wounds only does not touch normal damage: D2 with mortal FNP 4+, W4: 5/6 * 2 = 5/3', () => {
    const r = run({ weapons: [sureHit({ D: 2 })], target: target({ Sv: 7, W: 4, mortalFeelNoPain: 4 }) });
    expect(r.damage.mean).toBeCloseTo(5 / 3, 12);
  });

  it('a point ignored by FNP is not lost, so a W1 model with FNP 4+ dies to a D3 attack unless all of its points are ignored', () => {
    // P(kill) = 5/6 * (1 - E[(3/6)^D]) with D ~ D3: E[(1/2)^D] = (1/2 + 1/4 + 1/8)/3 = 7/24
    // -> 5/6 * 17/24 = 85/144
    const r = run({ weapons: [sureHit({ D: 'D3' })], target: target({ Sv: 7, W: 1, feelNoPain: 4, models: 3 }) });
    expect(r.kills.mean).toBeCloseTo(85 / 144, 12);
  });
});
