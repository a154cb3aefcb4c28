/**
 * Hit and wound rolls (11e 05.01, 05.02), their modifiers (02.02.01) and the situations that change them
 * (10.05-10.06, 17.03, 22.05, 24). Every expected number is derived in its comment. The crowd of 20 W1
 * models never runs out, so expected hits and wounds are plain products.
 */
import { describe, expect, it } from 'vitest';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { hitOutcome, woundOutcome } from '../../../src/rules/eleventh/hit-wound.js';
import { woundTarget } from '../../../src/rules/eleventh/modifiers.js';
import type { Ability, Conditions, Modifiers, Unit } from '../../../src/rules/eleventh/types.js';
import { dice, models, scenario, unit, weapon, type WeaponSpec } from './engine-fixtures.js';

const crowd = unit({ models: [models({ count: 20, T: 4, Sv: 3, W: 1 })] });

function calc(w: WeaponSpec, conditions: Partial<Conditions> = {}, modifiers: Partial<Modifiers> = {}, more: { target?: Unit; attacker?: Unit } = {}) {
  return calculate11(scenario({ weapons: [weapon(w)], target: more.target ?? crowd, attacker: more.attacker, conditions, modifiers }));
}
const hits = (...a: Parameters<typeof calc>): number => calc(...a).batches[0].hits;
const wounds = (...a: Parameters<typeof calc>): number => calc(...a).batches[0].wounds;

describe('S against T (11e 05.02)', () => {
  it.each([
    [8, 4, 2],
    [5, 4, 3],
    [4, 4, 4],
    [3, 4, 5],
    [2, 4, 6],
    [3, 5, 5],
    [3, 6, 6],
  ])('S%i vs T%i wounds on %i+', (s, t, need) => expect(woundTarget(s, t)).toBe(need));
});

describe('hit rolls (11e 05.01)', () => {
  const roll = { torrent: false, skill: 4, modifier: 0, criticalOn: 6, reroll: 'none' as const, snap: false, failUpTo: 0 };
  it('BS4+: fail 3/6 (1, 2, 3), hit 2/6 (4, 5), critical 1/6 (6)', () => {
    const [f, h, c] = hitOutcome(roll);
    expect([f, h, c].map((x) => x * 6)).toEqual([3, 2, 1].map((x) => expect.closeTo(x, 12)));
  });
  it('+1 to hit never makes a 5 critical: BS4+ +1: hit 3/6 (3, 4, 5), critical 1/6', () => {
    const [, h, c] = hitOutcome({ ...roll, modifier: 1 });
    expect(h).toBeCloseTo(3 / 6, 12);
    expect(c).toBeCloseTo(1 / 6, 12);
  });
  it('critical on 5+ (RULINGS 4) is a hit whatever BS: BS6+ with -1: hits only by criticals, 5 and 6: 2/6', () => {
    const [, h, c] = hitOutcome({ ...roll, skill: 6, modifier: -1, criticalOn: 5 });
    expect(h).toBe(0);
    expect(c).toBeCloseTo(2 / 6, 12);
  });
  it('re-roll ones (BS4+): 1/2 + 1/6 x 1/2 = 7/12; re-roll failed: 1/2 + 1/2 x 1/2 = 3/4', () => {
    expect(hits({ skill: 4 }, {}, { rerollHits: 'ones' })).toBeCloseTo(7 / 12, 12);
    expect(hits({ skill: 4 }, {}, { rerollHits: 'failed' })).toBeCloseTo(3 / 4, 12);
  });
  it('hit modifiers are capped at +1 (11e 02.02.01): BS4+ with +2 hits on 3+: 4/6', () => {
    expect(hits({ skill: 4 }, {}, { hit: 2 })).toBeCloseTo(4 / 6, 12);
  });
  it('BS modifiers are not capped but bounded 2+..6+: BS4+ +2 is 2+ (5/6); BS3+ +2 stays 2+ (5/6); BS5+ -2 is 6+ (1/6)', () => {
    expect(hits({ skill: 4 }, {}, { skill: 2 })).toBeCloseTo(5 / 6, 12);
    expect(hits({ skill: 3 }, {}, { skill: 2 })).toBeCloseTo(5 / 6, 12);
    expect(hits({ skill: 5 }, {}, { skill: -2 })).toBeCloseTo(1 / 6, 12);
  });
  it('plunging fire +1 BS (11e 22.05) and a +1 to hit both apply: BS4+ -> 3+, then +1: 2+ (5/6)', () => {
    expect(hits({ skill: 4 }, { plunging: true }, { hit: 1 })).toBeCloseTo(5 / 6, 12);
  });
});

describe('wound rolls (11e 05.02)', () => {
  it('Twin-linked re-rolls the wound roll: S4 vs T4, 1/2 + 1/2 x 1/2 = 3/4 a hit (Torrent)', () => {
    expect(wounds({ skill: null, abilities: [{ kind: 'torrent' }, { kind: 'twin-linked' }] })).toBeCloseTo(3 / 4, 12);
  });
  it('Lance on the charge: +1, 3+: 4/6; with a -1 wound modifier the sum 0: 3/6', () => {
    const lance: WeaponSpec = { range: 'melee', skill: null, abilities: [{ kind: 'torrent' }, { kind: 'lance' }] };
    expect(wounds(lance, { charged: true })).toBeCloseTo(4 / 6, 12);
    expect(wounds(lance, { charged: true }, { wound: -1 })).toBeCloseTo(3 / 6, 12);
    expect(wounds(lance)).toBeCloseTo(3 / 6, 12);
  });
  it('wound modifiers capped at -1: S4 vs T4 with -2: 5+, 2/6', () => {
    expect(wounds({ skill: null, abilities: [{ kind: 'torrent' }] }, {}, { wound: -2 })).toBeCloseTo(2 / 6, 12);
  });
  it('Anti-INFANTRY 4+: an unmodified 4+ is a critical wound; S1 vs T4 (6+) then wounds on 4+: 3/6', () => {
    const [, w, c] = woundOutcome({ need: 6, modifier: 0, criticalOn: 4, reroll: 'none' });
    expect(w).toBe(0);
    expect(c).toBeCloseTo(3 / 6, 12);
    const anti: Ability = { kind: 'anti', keyword: 'INFANTRY', threshold: 4 };
    expect(wounds({ skill: null, S: 1, abilities: [{ kind: 'torrent' }, anti] })).toBeCloseTo(3 / 6, 12);
    // Not against a VEHICLE: 6+ only, 1/6.
    const tank = unit({ keywords: ['VEHICLE'], models: [models({ count: 20 })] });
    expect(wounds({ skill: null, S: 1, abilities: [{ kind: 'torrent' }, anti] }, {}, {}, { target: tank })).toBeCloseTo(1 / 6, 12);
  });
  it('the highest T among the models (11e 05.02.01): T4 and T6 models, S5 wounds on 5+ (2/6)', () => {
    const mixed = unit({ models: [models({ count: 5, T: 4 }), models({ name: 'big', count: 1, T: 6, W: 3 })] });
    expect(wounds({ skill: null, S: 5, abilities: [{ kind: 'torrent' }] }, {}, {}, { target: mixed })).toBeCloseTo(2 / 6, 12);
  });
});

describe('critical hits: Sustained and Lethal Hits (11e 24)', () => {
  const torrentFree: WeaponSpec = { skill: 4, S: 4 };
  it('Sustained Hits 2: each 6 is 3 hits: BS4+ 2/6 + 1/6 x 3 = 5/6 hits', () => {
    expect(hits({ ...torrentFree, abilities: [{ kind: 'sustained hits', hits: dice(2) }] })).toBeCloseTo(5 / 6, 12);
  });
  it('Sustained Hits D3: 2/6 + 1/6 x (1 + 2) = 5/6 hits', () => {
    expect(hits({ ...torrentFree, abilities: [{ kind: 'sustained hits', hits: dice('D3') }] })).toBeCloseTo(5 / 6, 12);
  });
  it('Lethal Hits: a 6 wounds automatically, the extra Sustained hit does not: 2/6 x 1/2 + 1/6 x (1 + 1/2) = 5/12', () => {
    const w = { ...torrentFree, abilities: [{ kind: 'sustained hits', hits: dice(1) }, { kind: 'lethal hits' }] as Ability[] };
    expect(wounds(w)).toBeCloseTo(2 / 6 / 2 + (1 / 6) * 1.5, 12);
  });
  it('keyword-qualified: Lethal Hits: VEHICLE does nothing against INFANTRY: 3/6 x 1/2 = 1/4', () => {
    expect(wounds({ ...torrentFree, abilities: [{ kind: 'lethal hits', against: ['VEHICLE'] }] })).toBeCloseTo(1 / 4, 12);
  });
});

describe('situations', () => {
  const monster = unit({ name: 'monster', keywords: ['MONSTER'] });
  it('Heavy: +1 to hit under its condition (BS4+ -> 4/6), not when Snap Shooting (1/6)', () => {
    const heavy: WeaponSpec = { skill: 4, abilities: [{ kind: 'heavy' }] };
    expect(hits(heavy, { heavy: true })).toBeCloseTo(4 / 6, 12);
    expect(hits(heavy)).toBeCloseTo(3 / 6, 12);
    expect(hits(heavy, { heavy: true, shooting: 'snap' })).toBeCloseTo(1 / 6, 12);
  });
  it('an engaged MONSTER/VEHICLE target (11e 17.03): -1 to hit (BS4+: 2/6), not with a close-quarters weapon in close-quarters shooting', () => {
    expect(hits({ skill: 4 }, { targetEngaged: true })).toBeCloseTo(2 / 6, 12);
    expect(hits({ skill: 4, abilities: [{ kind: 'pistol' }] }, { targetEngaged: true, shooting: 'close-quarters' })).toBeCloseTo(3 / 6, 12);
  });
  it("a MONSTER's close-quarters shot at an engaged MONSTER/VEHICLE (11e 10.06 and 17.03, 02.02.01): both -1s add up before the cap", () => {
    // With +1 to hit: +1 - 1 - 1 = -1, BS4+ hits on 5+ (2/6); one -1 alone would leave 0 (3/6). Without the +1,
    // -2 is capped at -1: 2/6. A [CLOSE-QUARTERS] weapon (Pistol) takes neither: +1, 3+ (4/6).
    expect(hits({ skill: 4 }, { targetEngaged: true, shooting: 'close-quarters' }, { hit: 1 }, { attacker: monster })).toBeCloseTo(2 / 6, 12);
    expect(hits({ skill: 4 }, { targetEngaged: true, shooting: 'close-quarters' }, {}, { attacker: monster })).toBeCloseTo(2 / 6, 12);
    const pistol: WeaponSpec = { skill: 4, abilities: [{ kind: 'pistol' }] };
    expect(hits(pistol, { targetEngaged: true, shooting: 'close-quarters' }, { hit: 1 }, { attacker: monster })).toBeCloseTo(4 / 6, 12);
  });
  it('close-quarters shooting (11e 10.06): a MONSTER fires any weapon at -1 (2/6), a Pistol without it (3/6)', () => {
    expect(hits({ skill: 4 }, { shooting: 'close-quarters' }, {}, { attacker: monster })).toBeCloseTo(2 / 6, 12);
    expect(hits({ skill: 4, abilities: [{ kind: 'pistol' }] }, { shooting: 'close-quarters' }, {}, { attacker: monster })).toBeCloseTo(3 / 6, 12);
  });
  it('close-quarters shooting: other models fire only close-quarters weapons; the rest make no attacks and a note says so', () => {
    const r = calc({ skill: 4 }, { shooting: 'close-quarters' });
    expect(r.batches[0].attacks).toBe(0);
    expect(r.notes.some((n) => n.includes('11e 10.06'))).toBe(true);
  });
  it('assault shooting (11e 10.05): only [ASSAULT] weapons', () => {
    expect(calc({ skill: 4 }, { shooting: 'assault' }).batches[0].attacks).toBe(0);
    expect(calc({ skill: 4, abilities: [{ kind: 'assault' }] }, { shooting: 'assault' }).batches[0].attacks).toBe(1);
  });
  it('Damaged 1-3 (11e 24.39): -1 to hit for a batch of a model with 3 or fewer wounds left (BS4+: 2/6); other batches none (3/6)', () => {
    const walker = unit({ name: 'walker', damaged: 3, models: [models({ W: 10, wounded: 7 })] });
    const s = scenario({ weapons: [weapon({ skill: 4 })], target: crowd, attacker: walker });
    expect(calculate11({ ...s, batches: [{ ...s.batches[0], damaged: true }] }).batches[0].hits).toBeCloseTo(2 / 6, 12);
    // The batch says whose attacks they are (the matchup sets it: batches.ts batchesOf).
    expect(calculate11(s).batches[0].hits).toBeCloseTo(3 / 6, 12);
  });
  it('Psychic ignores harmful BS and hit modifiers (RULINGS 13): BS3+ in cover at -1 to hit stays 4/6', () => {
    const r = calc({ skill: 3, abilities: [{ kind: 'psychic' }] }, { cover: true }, { hit: -1 });
    expect(r.batches[0].hits).toBeCloseTo(4 / 6, 12);
    expect(r.notes.some((n) => n.includes('RULINGS 13'))).toBe(true);
  });
  it('Hunter: no attacks against a target without its keywords, said in a note', () => {
    const r = calc({ skill: 4, hunter: ['AIRCRAFT'] });
    expect(r.batches[0].attacks).toBe(0);
    expect(r.kills.prob(0)).toBe(1);
    expect(r.notes.some((n) => n.includes('Hunter'))).toBe(true);
  });
});

describe('attack dice (11e 04.03, 24)', () => {
  it('Blast: +1 die per 5 target models, 20 models: 1 + 4 = 5; Blast 2: 1 + 8 = 9', () => {
    expect(calc({ abilities: [{ kind: 'blast', per5: 1 }] }).batches[0].attacks).toBe(5);
    expect(calc({ abilities: [{ kind: 'blast', per5: 2 }] }).batches[0].attacks).toBe(9);
  });
  it('Blast never targets an engaged unit (11e 17.03): no attacks', () => {
    expect(calc({ abilities: [{ kind: 'blast', per5: 1 }] }, { targetEngaged: true }).batches[0].attacks).toBe(0);
  });
  it('Cleave 1 in melee: 2 + 4 = 6', () => {
    expect(calc({ range: 'melee', A: 2, abilities: [{ kind: 'cleave', per5: 1 }] }).batches[0].attacks).toBe(6);
  });
  it('Rapid Fire D3 at half range: 1 + 2 = 3 on average; out of it 1', () => {
    const rf: WeaponSpec = { abilities: [{ kind: 'rapid fire', attacks: dice('D3') }] };
    expect(calc(rf, { halfRange: true }).batches[0].attacks).toBeCloseTo(3, 12);
    expect(calc(rf).batches[0].attacks).toBe(1);
  });
  it('A is at least 1 (11e 02.02.01): A1 with -1 attacks is 1; two firers of D3: 4', () => {
    expect(calculate11(scenario({ weapons: [weapon({ A: 1 })], target: crowd, modifiers: { attacks: -1 } })).batches[0].attacks).toBe(1);
    expect(calculate11(scenario({ weapons: [[weapon({ A: 'D3' }), 2]], target: crowd })).batches[0].attacks).toBeCloseTo(4, 12);
  });
});
