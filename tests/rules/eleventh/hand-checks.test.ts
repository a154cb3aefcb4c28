/**
 * The digest's hand checks (shared/rules/eleventh/README.md, its end), each derived in its comment. The
 * target is large enough (20 models W1, or W10) that no attack is lost to its destruction, so the expected
 * unsaved wounds are plain products.
 */
import { describe, expect, it } from 'vitest';
import { Dist } from '../../../src/dice/dist.js';
import { diceDist } from '../../../src/dice/expression.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { damageDist } from '../../../src/rules/eleventh/modifiers.js';
import type { Conditions, Modifiers } from '../../../src/rules/eleventh/types.js';
import { dice, models, scenario, unit, weapon, type WeaponSpec } from './engine-fixtures.js';

const crowd = unit({ models: [models({ count: 20, T: 4, Sv: 3, W: 1 })] });

function first(w: WeaponSpec, conditions: Partial<Conditions> = {}, modifiers: Partial<Modifiers> = {}, target = crowd) {
  return calculate11(scenario({ weapons: [weapon(w)], target, conditions, modifiers })).batches[0];
}

describe('cover is -1 BS (11e 13.08)', () => {
  const bolter = { A: 10, skill: 3, S: 4, AP: 0 };
  it('AP 0 without cover: 10 x 4/6 hit x 3/6 wound x 2/6 unsaved (Sv3+ fails on 1-2) = 10/9', () => {
    expect(first(bolter).unsaved).toBeCloseTo(10 / 9, 12);
  });
  it('AP 0 in cover: BS 4+, 10 x 3/6 x 3/6 x 2/6 = 5/6 (10th edition: cover denied, 10/9)', () => {
    expect(first(bolter, { cover: true }).unsaved).toBeCloseTo(5 / 6, 12);
  });
  it('AP -1 without cover: Sv3+ saves on 4+: 10 x 4/6 x 3/6 x 3/6 = 5/3', () => {
    expect(first({ ...bolter, AP: -1 }).unsaved).toBeCloseTo(5 / 3, 12);
  });
  it('AP -1 in cover: 10 x 3/6 x 3/6 x 3/6 = 5/4', () => {
    expect(first({ ...bolter, AP: -1 }, { cover: true }).unsaved).toBeCloseTo(5 / 4, 12);
  });
  it('cover and a -1 to hit stack (BS is outside the cap): BS3+ -> 4+, then -1: hits on 5+, P = 1/3', () => {
    expect(first({ ...bolter, A: 1 }, { cover: true }, { hit: -1 }).hits).toBeCloseTo(1 / 3, 12);
  });
  it('Ignores Cover removes it: back to 4/6 hits', () => {
    expect(first({ ...bolter, A: 1, abilities: [{ kind: 'ignores cover' }] }, { cover: true }).hits).toBeCloseTo(4 / 6, 12);
  });
});

describe('save rolls are not capped (11e 02.02.01)', () => {
  it('+2 to the save, Sv4+ against AP -1: f + 2 - 1 >= 4 saves on 3+: P(save) = 2/3 (10th: capped +1, 1/2)', () => {
    // Torrent, S8 vs T4 wounds on 2+: 5/6 of one attack reaches the save; unsaved = 5/6 x 1/3.
    const target = unit({ models: [models({ count: 20, Sv: 4 })] });
    const r = first({ skill: null, S: 8, AP: -1, abilities: [{ kind: 'torrent' }] }, {}, { save: 2 }, target);
    expect(r.unsaved).toBeCloseTo((5 / 6) * (1 / 3), 12);
  });
});

describe('Damage: add before halving, round up at the end (11e 02.02.01)', () => {
  const halve = { add: 1, halve: true, subtract: 0 };
  it('+1 Damage on D3 against halve: (1+1)/2, (2+1)/2, (3+1)/2 -> 1, 2, 2: mean 5/3 (10th: 7/3)', () => {
    expect(damageDist(diceDist(dice('D3')), halve).mean()).toBeCloseTo(5 / 3, 12);
  });
  it('Melta 2 on D6 against halve: (3..8)/2 rounded up -> 2,2,3,3,4,4: mean 3 (10th: 4)', () => {
    expect(damageDist(diceDist(dice('D6')).plus(2), { add: 0, halve: true, subtract: 0 }).mean()).toBeCloseTo(3, 12);
  });
  it('end to end: Melta 2 D6 at half range against a halving W10 model: 5/6 wounding x 3 = 5/2 wounds lost', () => {
    const big = unit({ models: [models({ W: 10, Sv: 7 })], halveDamage: true });
    const w = { skill: null, S: 8, D: 'D6', abilities: [{ kind: 'torrent' as const }, { kind: 'melta' as const, damage: dice(2) }] };
    expect(first(w, { halfRange: true }, {}, big).damage).toBeCloseTo((5 / 6) * 3, 12);
    // Out of half range: D6 halved, ceil(d/2) = 1,1,2,2,3,3: mean 2.
    expect(first(w, {}, {}, big).damage).toBeCloseTo((5 / 6) * 2, 12);
  });
});

describe('Snap Shooting (11e 15.09)', () => {
  it('10 attacks with Sustained Hits 1 and Lethal Hits: hits on 6s only, 10/6 = 5/3, none critical, no automatic wounds', () => {
    const r = first(
      { A: 10, skill: 3, S: 4, abilities: [{ kind: 'sustained hits', hits: dice(1) }, { kind: 'lethal hits' }] },
      { shooting: 'snap' },
    );
    expect(r.hits).toBeCloseTo(5 / 3, 12);
    // No automatic wounds: every hit rolls S4 vs T4, 4+: 5/3 x 1/2 = 5/6.
    expect(r.wounds).toBeCloseTo(5 / 6, 12);
    expect(r.lethalHits).toBeUndefined();
  });
  it('hit re-rolls change nothing: still 1/6 a die with re-roll failed', () => {
    expect(first({ skill: 3 }, { shooting: 'snap' }, { rerollHits: 'failed' }).hits).toBeCloseTo(1 / 6, 12);
  });
  it('Torrent still hits every time (RULINGS 2), and says so', () => {
    const r = calculate11(scenario({ weapons: [weapon({ A: 3, skill: null, abilities: [{ kind: 'torrent' }] })], target: crowd, conditions: { shooting: 'snap' } }));
    expect(r.batches[0].hits).toBeCloseTo(3, 12);
    expect(r.notes.some((n) => n.includes('RULINGS 2'))).toBe(true);
  });
});

describe('indirect shooting (11e 10.07, RULINGS 14)', () => {
  const mortar = { skill: 3, abilities: [{ kind: 'indirect fire' as const }] };
  it('BS3+: cover makes it 4+, and unmodified 1-5 fail: only 6s hit, 1/6', () => {
    expect(first(mortar, { shooting: 'indirect' }).hits).toBeCloseTo(1 / 6, 12);
  });
  it('stationary with a spotter: 1-3 fail, BS 4+ (cover): 4, 5, 6 hit, 1/2', () => {
    expect(first(mortar, { shooting: 'indirect', spotter: true }).hits).toBeCloseTo(1 / 2, 12);
  });
  it('hit re-rolls change nothing: 1/6 with re-roll failed', () => {
    expect(first(mortar, { shooting: 'indirect' }, { rerollHits: 'failed' }).hits).toBeCloseTo(1 / 6, 12);
  });
  it('a critical on 5+ does not hit with a 5 (RULINGS 14): still 1/6', () => {
    expect(first(mortar, { shooting: 'indirect' }, { critHit: 5 }).hits).toBeCloseTo(1 / 6, 12);
  });
  it('Ignores Cover removes the cover indirect gives: BS4+ with a spotter: 5+ in cover (1/3), 4+ without (1/2)', () => {
    // 1-3 fail either way; cover makes BS4+ a 5+: 5, 6 hit (1/3); Ignores Cover leaves 4+: 4, 5, 6 (1/2).
    const ignores = { ...mortar, skill: 4, abilities: [...mortar.abilities, { kind: 'ignores cover' as const }] };
    expect(first(ignores, { shooting: 'indirect', spotter: true }).hits).toBeCloseTo(1 / 2, 12);
    expect(first({ ...mortar, skill: 4 }, { shooting: 'indirect', spotter: true }).hits).toBeCloseTo(1 / 3, 12);
  });
});

describe('hazard rolls (11e 06.03)', () => {
  const plasma = { skill: 3, abilities: [{ kind: 'hazardous' as const }] };
  it('one [HAZARDOUS] weapon: fails on 1-2, 1/3, one mortal wound: 1/3', () => {
    const r = calculate11(scenario({ weapons: [weapon(plasma)], target: crowd }));
    expect(r.hazardMortalWounds).toBeCloseTo(1 / 3, 12);
  });
  it('three firers in a VEHICLE unit: 3 x 1/3 x 3 mortal wounds = 3', () => {
    const attacker = unit({ name: 'tank', keywords: ['VEHICLE'] });
    const r = calculate11(scenario({ weapons: [[weapon(plasma), 3]], target: crowd, attacker }));
    expect(r.hazardMortalWounds).toBeCloseTo(3, 12);
  });
  it('no [HAZARDOUS] weapon: no figure', () => {
    expect(calculate11(scenario({ weapons: [weapon()], target: crowd })).hazardMortalWounds).toBeUndefined();
  });
});

it('distributions sum to 1 (1e-9)', () => {
  const r = calculate11(scenario({ weapons: [weapon({ A: 'D6', D: 'D3', AP: -2 })], target: unit({ models: [models({ count: 4, W: 2 })] }) }));
  for (const d of [r.kills, r.woundsLost] as Dist[]) expect(Math.abs(d.total() - 1)).toBeLessThan(1e-9);
});
