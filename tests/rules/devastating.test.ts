import { describe, expect, it } from 'vitest';
import { run, target, weapon } from '../helpers.js';
import { allCriticalDev, sureHit } from './fixtures.js';

// 003 'Devastating Wounds' (updated): "if that attack scores a Critical Wound, no saving throw of
// any kind can be made against that attack (including invulnerable saving throws). Such attacks are
// only allocated to models after all other attacks made by the attacking unit have been allocated
// and resolved. After that attack is allocated and after any modifiers are applied, it inflicts a
// number of mortal wounds on the target equal to the Damage characteristic of that attack".
// 003 'Mortal Wounds': for Devastating Wounds, "if that model is destroyed as a result of those
// mortal wounds, the remaining mortal wounds from that attack are lost". RULINGS 7, 8.

describe('a Critical Wound inflicts mortal wounds equal to Damage, no save of any kind', () => {
  it('S4 vs T4 D2 vs Sv2+ 4++ W10: normal wounds 2/6 * unsaved 1/6 * 2 + critical 1/6 * 2 = 1/9 + 1/3 = 4/9', () => {
    const r = run({
      weapons: [weapon({ S: 4, D: 2, abilities: ['torrent', 'devastating wounds'] })],
      target: target({ Sv: 2, invulnerable: 4, W: 10 }),
    });
    expect(r.damage.mean).toBeCloseTo(4 / 9, 12);
    // expected mortal wounds: 1/6 * 2
    expect(r.total.mortalWounds).toBeCloseTo(1 / 3, 12);
  });

  it('every success critical (Anti 2+), D1 vs Sv2+ 2++ W10: damage = 5/6, saves never rolled', () => {
    const r = run({ weapons: [allCriticalDev({ D: 1 })], target: target({ Sv: 2, invulnerable: 2, W: 10 }) });
    expect(r.damage.mean).toBeCloseTo(5 / 6, 12);
  });

  it('Sustained Hits extra hits roll to wound and can score Devastating Wounds: BS4+ SH1 S4 vs T4: 2/3 hits * 1/6 = 1/9 mortal', () => {
    const r = run({
      weapons: [weapon({ skill: 4, S: 4, abilities: ['sustained hits 1', 'devastating wounds'] })],
      target: target({ Sv: 2, W: 10 }),
    });
    expect(r.total.mortalWounds).toBeCloseTo(1 / 9, 12);
  });
});

describe('a Lethal Hits auto-wound never triggers Devastating Wounds', () => {
  it('BS4+ Lethal + Devastating, S4 vs T4, D1 vs Sv2+ W10: mortal = 2/6 * 1/6 = 1/18; damage = 1/18 + (1/6 + 2/6 * 2/6) * 1/6 = 11/108', () => {
    // faces 4, 5 hit then roll to wound: 6 is a Critical Wound (dev), 4-5 a normal wound.
    // face 6 is a Critical Hit: Lethal auto-wound, not a Critical Wound: saved on 2+.
    const r = run({
      weapons: [weapon({ skill: 4, S: 4, D: 1, abilities: ['lethal hits', 'devastating wounds'] })],
      target: target({ Sv: 2, W: 10 }),
    });
    expect(r.total.mortalWounds).toBeCloseTo(1 / 18, 12);
    expect(r.damage.mean).toBeCloseTo(11 / 108, 12);
  });
});

describe('Devastating Wounds are allocated after all other attacks of the unit, across weapons', () => {
  // Target: 2 models W2, no save. Normal weapons: D1, unsaved 5/6 each; dev weapon D2, crit 5/6.
  // Normal damage first, then the dev mortal wounds (2, lost when the model dies):
  //   dev + both normal (125/216): 1, 1 kill model 1; 2 mortals kill model 2 -> 2 kills
  //   dev + one normal (50/216): model 1 at 1 wound; first mortal kills it, second lost -> 1
  //   dev only (5/216): 2 mortals kill model 1 -> 1
  //   no dev, both normal (25/216): 1 kill; otherwise 0
  //   E[kills] = (250 + 50 + 5 + 25)/216 = 330/216 = 55/36; P(2 kills) = 125/216.
  // Resolving the dev weapon in list order between the normal ones (1, then 2 mortals, then 1)
  // would never kill 2: model 1 dies to the first mortal, the second is lost, the last 1 wounds model 2.
  const t = target({ Sv: 7, W: 2, models: 2 });

  it('[normal, dev, normal]: E[kills] = 55/36, P(wipe) = 125/216', () => {
    const r = run({ weapons: [sureHit(), allCriticalDev({ D: 2 }), sureHit()], target: t });
    expect(r.kills.mean).toBeCloseTo(55 / 36, 12);
    expect(r.kills.wipe).toBeCloseTo(125 / 216, 12);
  });

  it('[dev, normal, normal]: the same, the dev weapon waits for the end', () => {
    const r = run({ weapons: [allCriticalDev({ D: 2 }), sureHit(), sureHit()], target: t });
    expect(r.kills.mean).toBeCloseTo(55 / 36, 12);
    expect(r.kills.wipe).toBeCloseTo(125 / 216, 12);
  });

  it('wounds lost: dev+2 normal 4, dev+1 normal 2, dev only 2, 2 normal only 2, 1 normal only 1: E = 1/216 (500 + 100 + 10 + 50 + 10) = 670/216', () => {
    // dev+1 normal: 1 + (1 mortal, second lost) = 2; dev only: 2; no dev: n normal points.
    // P(no dev, exactly 1 normal) = 1/6 * 2 * 5/6 * 1/6 = 10/216
    const r = run({ weapons: [sureHit(), allCriticalDev({ D: 2 }), sureHit()], target: t });
    expect(r.damage.mean).toBeCloseTo(670 / 216, 12);
  });
});

describe('several Devastating Wounds weapons: their attacks are resolved in the order made (RULINGS 7)', () => {
  const t = target({ Sv: 7, W: 2, models: 2 });

  it('[dev D1, dev D3] vs 2 W2 models: both (25/36) lose 1 + 1 (rest lost) = 2; D1 only 1; D3 only 2: E = 65/36', () => {
    const r = run({ weapons: [allCriticalDev({ name: 'd1', D: 1 }), allCriticalDev({ name: 'd3', D: 3 })], target: t });
    expect(r.damage.mean).toBeCloseTo(65 / 36, 12);
  });

  it('[dev D3, dev D1]: both lose 2 (model 1, 1 lost) + 1 = 3: E = (75 + 10 + 5)/36 = 5/2', () => {
    const r = run({ weapons: [allCriticalDev({ name: 'd3', D: 3 }), allCriticalDev({ name: 'd1', D: 1 })], target: t });
    expect(r.damage.mean).toBeCloseTo(5 / 2, 12);
  });
});

describe('the rest of a Devastating Wounds attack\u2019s mortal wounds are lost when the model dies', () => {
  it('2 D3 dev attacks vs 5 W1 models: each Critical Wound kills exactly one model: kills ~ Bin(2, 5/6)', () => {
    const r = run({ weapons: [allCriticalDev({ A: 2, D: 'D3' })], target: target({ Sv: 7, W: 1, models: 5 }) });
    [1 / 36, 10 / 36, 25 / 36].forEach((p, k) => expect(r.kills.distribution[k]).toBeCloseTo(p, 12));
    expect(r.kills.mean).toBeCloseTo(5 / 3, 12);
    // mortal wounds inflicted: 2 * 5/6 * E[D3] = 10/3; of them lost: 2 * 5/6 * E[D3 - 1] = 5/3
    expect(r.total.mortalWounds).toBeCloseTo(10 / 3, 12);
    expect(r.total.wasted).toBeCloseTo(5 / 3, 12);
  });

  it('a D6 dev attack vs 10 W1 models never kills 2: P(1 kill) = 5/6', () => {
    const r = run({ weapons: [allCriticalDev({ D: 'D6' })], target: target({ Sv: 7, W: 1, models: 10 }) });
    expect(r.kills.distribution[1]).toBeCloseTo(5 / 6, 12);
    expect(r.kills.atLeast[2]).toBe(0);
  });
});

describe('Feel No Pain against Devastating Wounds mortal wounds', () => {
  it('FNP 5+ on each mortal wound: D2 dev vs W5: 5/6 * 2 * 4/6 = 10/9', () => {
    const r = run({ weapons: [allCriticalDev({ D: 2 })], target: target({ Sv: 7, W: 5, feelNoPain: 5 }) });
    expect(r.damage.mean).toBeCloseTo(10 / 9, 12);
  });

  it('the better one applies (RULINGS 8): FNP 5+ and mortal-only FNP 4+ -> 4+: 5/6 * 2 * 3/6 = 5/6', () => {
    const r = run({ weapons: [allCriticalDev({ D: 2 })], target: target({ Sv: 7, W: 5, feelNoPain: 5, mortalFeelNoPain: 4 }) });
    expect(r.damage.mean).toBeCloseTo(5 / 6, 12);
  });

  it('a worse mortal-only FNP is ignored: FNP 5+ and mortal FNP 6+ -> 5+: 10/9', () => {
    const r = run({ weapons: [allCriticalDev({ D: 2 })], target: target({ Sv: 7, W: 5, feelNoPain: 5, mortalFeelNoPain: 6 }) });
    expect(r.damage.mean).toBeCloseTo(10 / 9, 12);
  });

  it('mortal-only FNP 4+ protects against the dev mortal wounds but not the normal wounds of the same weapon', () => {
    // S4 vs T4 torrent D2, Sv7, W10: normal wounds 2/6 * 2 = 2/3; mortal 1/6 * 2 * 3/6 = 1/6; total 5/6
    const r = run({
      weapons: [weapon({ S: 4, D: 2, abilities: ['torrent', 'devastating wounds'] })],
      target: target({ Sv: 7, W: 10, mortalFeelNoPain: 4 }),
    });
    expect(r.damage.mean).toBeCloseTo(5 / 6, 12);
  });
});

describe('the mortal wounds equal the modified Damage (RULINGS 6)', () => {
  it('damage reduction 1 on a D2 dev weapon: 1 mortal wound per Critical Wound: W5 loses 5/6', () => {
    const r = run({ weapons: [allCriticalDev({ D: 2 })], target: target({ Sv: 7, W: 5, damageReduction: 1 }) });
    expect(r.damage.mean).toBeCloseTo(5 / 6, 12);
    expect(r.total.mortalWounds).toBeCloseTo(5 / 6, 12);
  });

  it('Melta 2 at half range on a D1 dev weapon: 3 mortal wounds: W5 loses 5/6 * 3 = 5/2', () => {
    const r = run({
      weapons: [allCriticalDev({ D: 1, abilities: ['melta 2'] })],
      target: target({ Sv: 7, W: 5 }),
      conditions: { halfRange: true },
    });
    expect(r.damage.mean).toBeCloseTo(5 / 2, 12);
  });
});
