import { describe, expect, it } from 'vitest';
import { run, target, weapon, type ScenarioSpec } from '../helpers.js';

// 000 'Hit Roll': "An unmodified Hit roll of 6 is called a Critical Hit and is always successful.
// An unmodified Hit roll of 1 always fails. A Hit roll can never be modified by more than -1 or +1."
// 003 'Modifying Dice Rolls': the cap applies after all cumulative modifiers have been summed;
// 'Re-rolls': modifiers are applied after re-rolls; a dice can never be re-rolled more than once.

/** P(hit) of one attack, and expected hits of a 1-attack weapon (Sustained Hits included). */
function hitOf(spec: ScenarioSpec) {
  const r = run(spec);
  const o = r.plans[0].hitOdds;
  return { p: o.success + o.critical, critical: o.critical, hits: r.total.hits, r };
}

describe('Hit roll: BS / WS target', () => {
  it('BS3+: faces 3-6 hit, P = 4/6', () => {
    expect(hitOf({ weapons: [weapon({ skill: 3 })] }).p).toBeCloseTo(4 / 6, 12);
  });

  it('WS2+ melee weapon: faces 2-6 hit, P = 5/6', () => {
    expect(hitOf({ weapons: [weapon({ skill: 2, range: 'melee' })] }).p).toBeCloseTo(5 / 6, 12);
  });

  it('BS5+ with 4 attacks: expected hits 4 * 2/6 = 4/3', () => {
    expect(hitOf({ weapons: [weapon({ A: 4, skill: 5 })] }).hits).toBeCloseTo(4 / 3, 12);
  });

  it('unmodified 1 always fails: BS2+ with +1 to hit still misses on a 1, P = 5/6 (not 1)', () => {
    const h = hitOf({ weapons: [weapon({ skill: 2 })], modifiers: { hit: 1 } });
    expect(h.p).toBeCloseTo(5 / 6, 12);
  });

  it('unmodified 6 always hits: BS6+ with -1 to hit (6-1 = 5 < 6) still hits on a 6, P = 1/6', () => {
    const h = hitOf({ weapons: [weapon({ skill: 6 })], modifiers: { hit: -1 } });
    expect(h.p).toBeCloseTo(1 / 6, 12);
    expect(h.critical).toBeCloseTo(1 / 6, 12);
  });
});

describe('Hit roll modifiers are clamped to +1 / -1 after summing', () => {
  it('+3 to hit counts as +1: BS4+ hits on 3+, P = 4/6', () => {
    expect(hitOf({ weapons: [weapon({ skill: 4 })], modifiers: { hit: 3 } }).p).toBeCloseTo(4 / 6, 12);
  });

  it('-3 to hit counts as -1: BS4+ hits on 5+, P = 2/6', () => {
    expect(hitOf({ weapons: [weapon({ skill: 4 })], modifiers: { hit: -3 } }).p).toBeCloseTo(2 / 6, 12);
  });

  it('Heavy + stationary (+1) plus a +1 modifier is still +1: BS5+ hits on 4+, P = 3/6 (not 4/6)', () => {
    const h = hitOf({
      weapons: [weapon({ skill: 5, abilities: ['heavy'] })],
      conditions: { stationary: true },
      modifiers: { hit: 1 },
    });
    expect(h.p).toBeCloseTo(3 / 6, 12);
  });

  it('Heavy + stationary (+1) plus -3 sums to -2, clamped to -1: BS4+ hits on 5+, P = 2/6', () => {
    // Clamping each part first (+1, -1) would give 0 and P = 3/6: the cap is on the sum.
    const h = hitOf({
      weapons: [weapon({ skill: 4, abilities: ['heavy'] })],
      conditions: { stationary: true },
      modifiers: { hit: -3 },
    });
    expect(h.p).toBeCloseTo(2 / 6, 12);
  });
});

describe('Heavy', () => {
  it('+1 to hit when stationary: BS5+ hits on 4+, P = 3/6', () => {
    const h = hitOf({ weapons: [weapon({ skill: 5, abilities: ['heavy'] })], conditions: { stationary: true } });
    expect(h.p).toBeCloseTo(3 / 6, 12);
  });

  it('nothing when the unit moved: BS5+ stays 5+, P = 2/6', () => {
    const h = hitOf({ weapons: [weapon({ skill: 5, abilities: ['heavy'] })] });
    expect(h.p).toBeCloseTo(2 / 6, 12);
  });
});

describe('Torrent', () => {
  it('always hits: 3 attacks at BS6+ with -1 to hit score exactly 3 hits', () => {
    const h = hitOf({ weapons: [weapon({ A: 3, skill: 6, abilities: ['torrent'] })], modifiers: { hit: -1 } });
    expect(h.hits).toBeCloseTo(3, 12);
    expect(h.critical).toBe(0);
  });

  it('never a Critical Hit: Torrent + Sustained Hits 1 scores 1 hit per attack, not 1 + 1/6', () => {
    // 003 'Automatically Successful': "Such a Hit roll is not a Critical Hit".
    const h = hitOf({ weapons: [weapon({ A: 2, abilities: ['torrent', 'sustained hits 1'] })] });
    expect(h.hits).toBeCloseTo(2, 12);
  });

  it('never a Critical Hit: Torrent + Lethal Hits, S1 vs T8 (6+ to wound): wounds = 1 * 1/6, no auto-wounds', () => {
    const r = run({
      weapons: [weapon({ S: 1, abilities: ['torrent', 'lethal hits'] })],
      target: target({ T: 8 }),
      modifiers: { criticalHit: 2 },
    });
    // even with Critical Hits on 2+, nothing is rolled, so nothing is critical: P(wound) = 1/6
    expect(r.total.wounds).toBeCloseTo(1 / 6, 12);
  });
});

describe('Critical Hit threshold lowered (criticalHit 5)', () => {
  it('with Sustained Hits 1, BS4+: hits = 3/6 + 2/6 * 1 = 5/6', () => {
    // faces 4 (hit), 5, 6 (critical: +1 hit each)
    const h = hitOf({ weapons: [weapon({ skill: 4, abilities: ['sustained hits 1'] })], modifiers: { criticalHit: 5 } });
    expect(h.critical).toBeCloseTo(2 / 6, 12);
    expect(h.hits).toBeCloseTo(5 / 6, 12);
  });

  it('with Lethal Hits, BS4+, S1 vs T8: wounds = 2/6 (auto) + 1/6 * 1/6 (face 4 then a 6) = 13/36', () => {
    const r = run({
      weapons: [weapon({ skill: 4, S: 1, abilities: ['lethal hits'] })],
      target: target({ T: 8 }),
      modifiers: { criticalHit: 5 },
    });
    expect(r.total.wounds).toBeCloseTo(13 / 36, 12);
  });

  it('a Critical Hit on 5+ is always successful: BS6+ with -1 to hit still hits on an unmodified 5, P = 2/6', () => {
    // 003 'Critical Hit': "Critical Hits are always successful Hit rolls".
    const h = hitOf({ weapons: [weapon({ skill: 6 })], modifiers: { hit: -1, criticalHit: 5 } });
    expect(h.p).toBeCloseTo(2 / 6, 12);
  });
});

describe('Critical Hits use the unmodified roll', () => {
  it('+1 to hit never makes a 5 a Critical Hit: BS4+ +1, Sustained Hits 1: hits = 4/6 + 1/6 = 5/6 (not 1)', () => {
    const h = hitOf({ weapons: [weapon({ skill: 4, abilities: ['sustained hits 1'] })], modifiers: { hit: 1 } });
    expect(h.critical).toBeCloseTo(1 / 6, 12);
    expect(h.hits).toBeCloseTo(5 / 6, 12);
  });

  it('+1 to hit with Lethal Hits, BS4+, S1 vs T8: wounds = 1/6 (a 6) + 3/6 * 1/6 (faces 3-5) = 1/4', () => {
    const r = run({
      weapons: [weapon({ skill: 4, S: 1, abilities: ['lethal hits'] })],
      target: target({ T: 8 }),
      modifiers: { hit: 1 },
    });
    expect(r.total.wounds).toBeCloseTo(1 / 4, 12);
  });
});

describe('Re-rolling Hit rolls', () => {
  it('re-roll 1s, BS4+: 1/2 + 1/6 * 1/2 = 7/12', () => {
    expect(hitOf({ weapons: [weapon({ skill: 4 })], modifiers: { rerollHits: 'ones' } }).p).toBeCloseTo(7 / 12, 12);
  });

  it('re-roll failed, BS4+: 1/2 + 1/2 * 1/2 = 3/4', () => {
    expect(hitOf({ weapons: [weapon({ skill: 4 })], modifiers: { rerollHits: 'failed' } }).p).toBeCloseTo(3 / 4, 12);
  });

  it('re-roll 1s looks at the unmodified roll: BS3+ with -1 re-rolls only a 1 (not a 2 made 1): 3/6 + 1/6 * 3/6 = 7/12', () => {
    // hits on faces 4-6 (3/6). Re-rolling modified 1s (faces 1, 2) would give 3/6 + 2/6 * 3/6 = 2/3.
    const h = hitOf({ weapons: [weapon({ skill: 3 })], modifiers: { hit: -1, rerollHits: 'ones' } });
    expect(h.p).toBeCloseTo(7 / 12, 12);
  });

  it('re-roll failed judges failure after modifiers: BS4+ with +1 hits on 3+: 4/6 + 2/6 * 4/6 = 8/9', () => {
    const h = hitOf({ weapons: [weapon({ skill: 4 })], modifiers: { hit: 1, rerollHits: 'failed' } });
    expect(h.p).toBeCloseTo(8 / 9, 12);
  });

  it('a die is re-rolled once: BS6+ re-roll failed = 1/6 + 5/6 * 1/6 = 11/36 (not 1 - (5/6)^k)', () => {
    const h = hitOf({ weapons: [weapon({ skill: 6 })], modifiers: { rerollHits: 'failed' } });
    expect(h.p).toBeCloseTo(11 / 36, 12);
  });

  it('re-roll failed does not fish for Critical Hits: BS3+ Sustained Hits 1: P(crit) = 1/6 + 2/6 * 1/6 = 2/9', () => {
    // P(hit) = 4/6 + 2/6 * 4/6 = 8/9; hits = 8/9 + 2/9 = 10/9
    const h = hitOf({ weapons: [weapon({ skill: 3, abilities: ['sustained hits 1'] })], modifiers: { rerollHits: 'failed' } });
    expect(h.critical).toBeCloseTo(2 / 9, 12);
    expect(h.hits).toBeCloseTo(10 / 9, 12);
  });
});

describe('Indirect Fire with no target model visible (003 \u2018Indirect Fire\u2019, RULINGS 11)', () => {
  const indirect = (skill: number, abilities: string[] = []) => weapon({ skill, abilities: ['indirect fire', ...abilities] });

  it('BS3+: -1 to hit and unmodified 1-3 fail: face f hits if f > 3 and f - 1 >= 3 -> {4,5,6}, P = 3/6', () => {
    expect(hitOf({ weapons: [indirect(3)], conditions: { indirect: true } }).p).toBeCloseTo(3 / 6, 12);
  });

  it('BS4+: f > 3 and f - 1 >= 4 -> {5,6}, P = 2/6', () => {
    expect(hitOf({ weapons: [indirect(4)], conditions: { indirect: true } }).p).toBeCloseTo(2 / 6, 12);
  });

  it('BS2+: f - 1 >= 2 would allow a 3, but 1-3 always fail -> {4,5,6}, P = 3/6', () => {
    expect(hitOf({ weapons: [indirect(2)], conditions: { indirect: true } }).p).toBeCloseTo(3 / 6, 12);
  });

  it('the -1 is inside the clamp: BS4+ with +2 to hit: -1 + 2 = +1, f + 1 >= 4 and f > 3 -> {4,5,6}, P = 3/6', () => {
    const h = hitOf({ weapons: [indirect(4)], conditions: { indirect: true }, modifiers: { hit: 2 } });
    expect(h.p).toBeCloseTo(3 / 6, 12);
  });

  it('Critical Hits on 3+ do not rescue a 3 (RULINGS 11): BS3+ P = 3/6, all of them critical; Sustained Hits 1: hits = 3/6 * 2 = 1', () => {
    const h = hitOf({
      weapons: [indirect(3, ['sustained hits 1'])],
      conditions: { indirect: true },
      modifiers: { criticalHit: 3 },
    });
    expect(h.p).toBeCloseTo(3 / 6, 12);
    expect(h.critical).toBeCloseTo(3 / 6, 12);
    expect(h.hits).toBeCloseTo(1, 12);
  });

  it('without the indirect condition the weapon shoots normally: BS3+ P = 4/6', () => {
    expect(hitOf({ weapons: [indirect(3)] }).p).toBeCloseTo(4 / 6, 12);
  });

  it('the target has the Benefit of Cover: Sv4+ AP0 saves on 3+, unsaved 2/6; 1 attack BS3+ S4 vs T4 kills 3/6 * 3/6 * 2/6 = 1/12', () => {
    const r = run({ weapons: [indirect(3)], target: target({ Sv: 4 }), conditions: { indirect: true } });
    expect(r.plans[0].defence[0].unsavedChance).toBeCloseTo(2 / 6, 12);
    expect(r.kills.mean).toBeCloseTo(1 / 12, 12);
  });

  it('cover from Indirect Fire is still denied to Sv3+ against AP0 (RULINGS 3): unsaved 2/6 (3+), not 1/6', () => {
    const r = run({ weapons: [indirect(3)], target: target({ Sv: 3 }), conditions: { indirect: true } });
    expect(r.plans[0].defence[0].unsavedChance).toBeCloseTo(2 / 6, 12);
  });

  it('Ignores Cover removes the cover from Indirect Fire: Sv4+ AP0 saves on 4+, unsaved 3/6', () => {
    const r = run({ weapons: [indirect(3, ['ignores cover'])], target: target({ Sv: 4 }), conditions: { indirect: true } });
    expect(r.plans[0].defence[0].unsavedChance).toBeCloseTo(3 / 6, 12);
  });
});
