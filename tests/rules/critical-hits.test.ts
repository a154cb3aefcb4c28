import { describe, expect, it } from 'vitest';
import { run, target, weapon } from '../helpers.js';

// 000 'Sustained Hits': "if a Critical Hit is rolled, that attack scores a number of additional
// hits on the target as denoted by 'x'". 000 'Lethal Hits': "a Critical Hit automatically wounds
// the target". 003 'Additional Hits': "only the original attack benefits from those rules [Lethal
// Hits]. Any additional hits ... are automatically successful" (so they roll to wound).

describe('Sustained Hits', () => {
  it('Sustained Hits 1, BS4+: hits = 3/6 + 1/6 * 1 = 2/3', () => {
    const r = run({ weapons: [weapon({ skill: 4, abilities: ['sustained hits 1'] })] });
    expect(r.total.hits).toBeCloseTo(2 / 3, 12);
  });

  it('Sustained Hits 2, BS4+: hits = 3/6 + 1/6 * 2 = 5/6 (000 example: a 6 scores 3 hits)', () => {
    const r = run({ weapons: [weapon({ skill: 4, abilities: ['sustained hits 2'] })] });
    expect(r.total.hits).toBeCloseTo(5 / 6, 12);
  });

  it('Sustained Hits D3, BS4+: hits = 3/6 + 1/6 * E[D3] = 1/2 + 2/6 = 5/6', () => {
    const r = run({ weapons: [weapon({ skill: 4, abilities: ['sustained hits D3'] })] });
    expect(r.total.hits).toBeCloseTo(5 / 6, 12);
  });

  it('Sustained Hits D3: 4 kills from one attack needs a 6, a D3 of 3 and 4 wounds: 1/6 * 1/3 * (5/6)^4 = 625/23328', () => {
    // S8 vs T4 wounds on 2+ (5/6), no save, W1 models: each wounding hit is a kill.
    const r = run({
      weapons: [weapon({ skill: 4, S: 8, abilities: ['sustained hits D3'] })],
      target: target({ T: 4, Sv: 7, models: 10 }),
    });
    expect(r.kills.distribution[4]).toBeCloseTo(625 / 23328, 12);
    expect(r.kills.atLeast[5]).toBe(0);
    // mean: hits 5/6 (above), each wounds 5/6: 25/36
    expect(r.kills.mean).toBeCloseTo(25 / 36, 12);
  });

  it('extra hits are ordinary hits: they roll to wound: BS4+ SH1, S4 vs T4: wounds = 2/3 * 1/2 = 1/3', () => {
    const r = run({ weapons: [weapon({ skill: 4, abilities: ['sustained hits 1'] })] });
    expect(r.total.wounds).toBeCloseTo(1 / 3, 12);
  });
});

describe('Lethal Hits', () => {
  it('a Critical Hit wounds automatically: BS4+ S1 vs T8 (6+): wounds = 1/6 + 2/6 * 1/6 = 2/9', () => {
    const r = run({ weapons: [weapon({ skill: 4, S: 1, abilities: ['lethal hits'] })], target: target({ T: 8 }) });
    expect(r.total.wounds).toBeCloseTo(2 / 9, 12);
  });

  it('without Lethal Hits the same attack wounds 3/6 * 1/6 = 1/12', () => {
    const r = run({ weapons: [weapon({ skill: 4, S: 1 })], target: target({ T: 8 }) });
    expect(r.total.wounds).toBeCloseTo(1 / 12, 12);
  });

  it('an auto-wound still needs a saving throw: BS4+ S1 vs T8 Sv4+, 10 W1 models: kills = 2/9 * 3/6 = 1/9', () => {
    const r = run({
      weapons: [weapon({ skill: 4, S: 1, abilities: ['lethal hits'] })],
      target: target({ T: 8, Sv: 4, models: 10 }),
    });
    expect(r.kills.mean).toBeCloseTo(1 / 9, 12);
  });
});

describe('Sustained Hits + Lethal Hits together', () => {
  it('Sustained 1: the crit auto-wounds, its extra hit rolls: 1/6 * (1 + 1 * pW) + (pH - 1/6) * pW = 1/4 + 1/6 = 5/12', () => {
    // BS4+ (pH = 3/6), S4 vs T4 (pW = 1/2): 1/6 * 3/2 + 2/6 * 1/2 = 1/4 + 1/6 = 5/12
    // (giving the extra hit Lethal Hits too would give 1/6 * 2 + 2/6 * 1/2 = 1/2)
    const r = run({ weapons: [weapon({ skill: 4, abilities: ['sustained hits 1', 'lethal hits'] })] });
    expect(r.total.wounds).toBeCloseTo(5 / 12, 12);
  });

  it('Sustained 2: 1/6 * (1 + 2 * 1/2) + 2/6 * 1/2 = 1/3 + 1/6 = 1/2', () => {
    const r = run({ weapons: [weapon({ skill: 4, abilities: ['sustained hits 2', 'lethal hits'] })] });
    expect(r.total.wounds).toBeCloseTo(1 / 2, 12);
  });

  it('Sustained 1 + Lethal, 2 kills from one attack = a 6 and the extra hit wounds: 1/6 * 1/2 = 1/12', () => {
    // Sv7, W1 models: kills = wounds. P(2 kills) = P(6) * pW = 1/12;
    // P(1 kill) = 1/6 * 1/2 (6, extra fails) + 2/6 * 1/2 (faces 4-5 wound) = 1/12 + 1/6 = 1/4
    const r = run({
      weapons: [weapon({ skill: 4, abilities: ['sustained hits 1', 'lethal hits'] })],
      target: target({ Sv: 7, models: 5 }),
    });
    expect(r.kills.distribution[2]).toBeCloseTo(1 / 12, 12);
    expect(r.kills.distribution[1]).toBeCloseTo(1 / 4, 12);
    expect(r.kills.mean).toBeCloseTo(5 / 12, 12);
  });
});
