import { describe, expect, it } from 'vitest';
import { run, target, weapon } from '../helpers.js';
import { allCriticalDev, sureHit } from './fixtures.js';
import { workingOf } from '../../src/rules/tenth/plan-working.js';

// One test (or a few) per bullet of GUIDE.md 'Traps other calculators fell into', each with its
// own hand-derived number, different from the ones in the topic files.

describe('trap: extra hits from Sustained Hits never get Lethal Hits (003 \u2018Additional Hits\u2019)', () => {
  it('6 attacks BS3+ SH1 + Lethal, S4 vs T5 (pW = 2/6): 6 * [1/6 (1 + 1/3) + 3/6 * 1/3] = 6 * 7/18 = 7/3 wounds (not 3)', () => {
    // P(6) = 1/6: auto-wound + extra hit wounding 1/3; faces 3-5 (3/6) wound 1/3.
    // Lethal on every hit would be 6 * [1/6 * 2 + 3/6 * 1/3] = 6 * 1/2 = 3.
    const r = run({
      weapons: [weapon({ A: 6, skill: 3, S: 4, abilities: ['sustained hits 1', 'lethal hits'] })],
      target: target({ T: 5 }),
    });
    expect(r.total.wounds).toBeCloseTo(7 / 3, 12);
  });
});

describe('trap: a Lethal Hits auto-wound is not a Critical Wound, so it never triggers Devastating Wounds', () => {
  it('BS4+ Lethal + Dev S1 vs T8 D2 vs Sv2+ 4++ W10: mortal 2/6 * 1/6 * 2 = 1/9; lethal wounds saved on 2+: 1/6 * 1/6 * 2 = 1/18; damage 1/6', () => {
    const r = run({
      weapons: [weapon({ skill: 4, S: 1, D: 2, abilities: ['lethal hits', 'devastating wounds'] })],
      target: target({ T: 8, Sv: 2, invulnerable: 4, W: 10 }),
    });
    expect(r.total.mortalWounds).toBeCloseTo(1 / 9, 12);
    expect(r.damage.mean).toBeCloseTo(1 / 6, 12);
  });
});

describe('trap: Devastating Wounds mortal wounds do not spill over and come after all other attacks', () => {
  it('one D6 Critical Wound vs W1 models kills at most one: E[kills] = 5/6 (not 5/6 * 3.5)', () => {
    const r = run({ weapons: [allCriticalDev({ D: 'D6' })], target: target({ Sv: 7, W: 1, models: 10 }) });
    expect(r.kills.mean).toBeCloseTo(5 / 6, 12);
  });

  it('[dev D3, normal D1] vs 2 W2 models: normal first, then 3 mortals on the wounded model: E[lost] = (25*2 + 5*2 + 5*1)/36 = 65/36', () => {
    // both (25/36): 1 normal, then the first mortal kills model 1, 2 lost -> 2 wounds lost.
    // dev only (5/36): 3 mortals on model 1: 2 lost. normal only (5/36): 1.
    // Dev first would give both -> 2 + 1 = 3 and E = 90/36.
    const r = run({ weapons: [allCriticalDev({ D: 3 }), sureHit()], target: target({ Sv: 7, W: 2, models: 2 }) });
    expect(r.damage.mean).toBeCloseTo(65 / 36, 12);
  });
});

describe('trap: kills are not damage / W, and never exceed the models', () => {
  it('2 D2 attacks vs W3 models: only both unsaved kill one (25/36), not E[damage]/W = (2 * 5/6 * 2)/3 = 10/9', () => {
    const r = run({ weapons: [sureHit({ A: 2, D: 2 })], target: target({ Sv: 7, W: 3, models: 5 }) });
    expect(r.kills.mean).toBeCloseTo(25 / 36, 12);
    // the second attack's excess point is lost: wasted = 25/36 * 1
    expect(r.total.wasted).toBeCloseTo(25 / 36, 12);
  });

  it('3 D3 attacks vs one W2 model: survives only with no unsaved wound or one unsaved D3 = 1: P(kill) = 1 - (1 + 15/3)/216 = 35/36', () => {
    const r = run({ weapons: [sureHit({ A: 3, D: 'D3' })], target: target({ Sv: 7, W: 2, models: 1 }) });
    expect(r.kills.mean).toBeCloseTo(35 / 36, 12);
    expect(r.kills.distribution).toHaveLength(2);
  });
});

describe('trap: Critical Hits and Wounds use the unmodified roll', () => {
  it('BS3+ +1 to hit, Sustained Hits 2: hits = 5/6 + 1/6 * 2 = 7/6 (a modified 6 from a 5 adds nothing)', () => {
    const r = run({ weapons: [weapon({ skill: 3, abilities: ['sustained hits 2'] })], modifiers: { hit: 1 } });
    expect(r.total.hits).toBeCloseTo(7 / 6, 12);
  });

  it('+1 to wound never makes a 5 a Critical Wound: S4 vs T4 +1, Devastating: mortal 1/6, normal wounds 3/6 (faces 3-5)', () => {
    const r = run({
      weapons: [weapon({ S: 4, abilities: ['torrent', 'devastating wounds'] })],
      target: target({ Sv: 7, W: 10 }),
      modifiers: { wound: 1 },
    });
    expect(r.total.mortalWounds).toBeCloseTo(1 / 6, 12);
    expect(r.plans[0].woundOdds.success).toBeCloseTo(3 / 6, 12);
  });
});

describe('trap: re-roll 1s is not re-roll failed; re-rolls come before modifiers; once', () => {
  it('S4 vs T4 with -1 to wound (5+), re-roll 1s: 2/6 + 1/6 * 2/6 = 7/18 (re-rolling modified 1s would be 4/9)', () => {
    const r = run({ weapons: [weapon({ S: 4 })], modifiers: { wound: -1, rerollWounds: 'ones' } });
    const o = r.plans[0].woundOdds;
    expect(o.success + o.critical).toBeCloseTo(7 / 18, 12);
  });

  it('the same with re-roll failed: 2/6 + 4/6 * 2/6 = 5/9', () => {
    const r = run({ weapons: [weapon({ S: 4 })], modifiers: { wound: -1, rerollWounds: 'failed' } });
    const o = r.plans[0].woundOdds;
    expect(o.success + o.critical).toBeCloseTo(5 / 9, 12);
  });

  it('once: S2 vs T4 (6+) re-roll failed: 1/6 + 5/6 * 1/6 = 11/36', () => {
    const r = run({ weapons: [weapon({ S: 2 })], modifiers: { rerollWounds: 'failed' } });
    const o = r.plans[0].woundOdds;
    expect(o.success + o.critical).toBeCloseTo(11 / 36, 12);
  });
});

describe('trap: hit and wound modifiers are clamped after summing; save improvement capped at +1', () => {
  it('Heavy + stationary (+1) with -3 to hit: sum -2 -> -1: BS4+ hits on 5+, 2/6', () => {
    const r = run({
      weapons: [weapon({ skill: 4, abilities: ['heavy'] })],
      conditions: { stationary: true },
      modifiers: { hit: -3 },
    });
    expect(r.total.hits).toBeCloseTo(2 / 6, 12);
  });

  it('Lance on the charge (+1) with -2 to wound: sum -1: S4 vs T4 wounds on 5+, 2/6', () => {
    const r = run({
      weapons: [weapon({ S: 4, range: 'melee', abilities: ['lance'] })],
      conditions: { charged: true },
      modifiers: { wound: -2 },
    });
    const o = r.plans[0].woundOdds;
    expect(o.success + o.critical).toBeCloseTo(2 / 6, 12);
  });

  it('Sv5+ AP0 in cover with +1 save: +2 capped at +1, saves on 4+: unsaved 3/6', () => {
    const r = run({ weapons: [weapon()], target: target({ Sv: 5 }), conditions: { cover: true }, modifiers: { save: 1 } });
    expect(r.plans[0].defence[0].unsavedChance).toBeCloseTo(3 / 6, 12);
  });
});

describe('trap: Feel No Pain per point, mortal wounds included; damage reduction first; Damage never below 1', () => {
  it('D3 vs FNP 6+ on W10: 5/6 * 2 * 5/6 = 25/18', () => {
    const r = run({ weapons: [sureHit({ D: 'D3' })], target: target({ Sv: 7, W: 10, feelNoPain: 6 }) });
    expect(r.damage.mean).toBeCloseTo(25 / 18, 12);
  });

  it('D3 Devastating mortal wounds vs FNP 6+ on W10: 5/6 * 2 * 5/6 = 25/18', () => {
    const r = run({ weapons: [allCriticalDev({ D: 'D3' })], target: target({ Sv: 7, W: 10, feelNoPain: 6 }) });
    expect(r.damage.mean).toBeCloseTo(25 / 18, 12);
  });

  it('D3 with reduction 1 then FNP 5+: E[max(1, D3 - 1)] = 4/3: 5/6 * 4/3 * 4/6 = 20/27', () => {
    const r = run({ weapons: [sureHit({ D: 'D3' })], target: target({ Sv: 7, W: 10, feelNoPain: 5, damageReduction: 1 }) });
    expect(r.damage.mean).toBeCloseTo(20 / 27, 12);
  });

  it('D1 against damage reduction 3 still does 1: W4 loses 5/6', () => {
    const r = run({ weapons: [sureHit({ D: 1 })], target: target({ Sv: 7, W: 4, damageReduction: 3 }) });
    expect(r.damage.mean).toBeCloseTo(5 / 6, 12);
  });
});

describe('trap: show the working', () => {
  it('expected damage wasted on overkill: one D6 attack vs W2 models: 5/6 * E[max(0, D6 - 2)] = 5/6 * 10/6 = 25/18', () => {
    // D6 - 2 over 3..6: 1 + 2 + 3 + 4 = 10, /6
    const r = run({ weapons: [sureHit({ D: 'D6' })], target: target({ Sv: 7, W: 2, models: 3 }) });
    expect(r.total.wasted).toBeCloseTo(25 / 18, 12);
    expect(r.weapons[0].wasted).toBeCloseTo(25 / 18, 12);
  });

  it('the rules that applied are named in the plan notes', () => {
    const r = run({
      weapons: [weapon({ A: 'D6', abilities: ['blast', 'heavy'] })],
      target: target({ models: 11 }),
      conditions: { stationary: true },
    });
    const notes = workingOf(r.plans[0]).join('\n');
    expect(notes).toContain('[blast] +2');
    expect(notes).toContain('[heavy]');
  });
});
