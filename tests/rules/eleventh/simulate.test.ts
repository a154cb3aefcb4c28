/**
 * 11th edition's die-by-die simulator (src/rules/eleventh/simulate.ts) against numbers derived by hand from the
 * rules (the digest's hand checks and one per rule). Each is a mean over RUNS games with a fixed seed, and must be
 * within Z standard errors of the hand value, the SE taken from the sample (sd / sqrt(RUNS)).
 *
 * Z = 4.5: a correct simulator misses one check with probability about 7e-6 (normal tail; means of 10,000
 * bounded values), so about 3e-4 for the ~45 checks here; the seed is fixed, so the file is deterministic. A wrong
 * rule moves a mean by far more: the 10th-edition readings these checks are written against differ by 10-100 SE.
 *
 * Unless said otherwise the target is `crowd()`: 20 one-wound INFANTRY models with Sv 7+ (no save), so every wound
 * is one model destroyed, and S8 against T4 wounds on a 2+ (5/6).
 */
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import { Refused } from '../../../src/rules/errors.js';
import { player, seededRoller, simulate11, type Choices, type SimulatedOutcome } from '../../../src/rules/eleventh/simulate.js';
import type { Ability, Scenario } from '../../../src/rules/eleventh/types.js';
import { enumerateLaw } from './sim-enumerate.js';
import { crowd, group, scenario, unit, weapon, type WeaponSpec } from './sim-fixtures.js';

const RUNS = 10_000;
const Z = 4.5;

type Stat = (o: SimulatedOutcome) => number;
const kills: Stat = (o) => o.kills;
const woundsLost: Stat = (o) => o.woundsLost;

/** The sample mean of `stat` over RUNS games, and its standard error. */
function sample(s: Scenario, stat: Stat = kills, choices: Choices = {}, seed = 28): { mean: number; se: number } {
  const play = player(s, choices);
  const roller = seededRoller(seed);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < RUNS; i++) {
    const x = stat(play(roller));
    sum += x;
    squares += x * x;
  }
  const mean = sum / RUNS;
  const sd = Math.sqrt(Math.max(0, squares / RUNS - mean * mean));
  return { mean, se: sd / Math.sqrt(RUNS) };
}

function expectMean(s: Scenario, expected: number, stat: Stat = kills, choices: Choices = {}): void {
  const { mean, se } = sample(s, stat, choices);
  expect(Math.abs(mean - expected), `mean ${mean}, expected ${expected}, SE ${se}`).toBeLessThanOrEqual(Z * se + 1e-9);
}

/** `n` attacks of a gun (BS3+ S8 AP0 D1 unless said) at the crowd. */
const shots = (n: number, w: WeaponSpec = {}, rest: Partial<Parameters<typeof scenario>[0]> = {}) =>
  scenario({ batches: [[weapon({ A: n, S: 8, ...w }), 1]], target: crowd(), ...rest });

describe("the digest's hand checks (shared/rules/eleventh/README.md)", () => {
  const marines = (extra = {}) => unit([group({ count: 20, T: 4, Sv: 3, W: 1, ...extra })]);
  // 10 attacks BS3+ S4 vs T4 Sv3+: 2/3 hit x 1/2 wound x 1/3 fail the save = 1/9 each.
  it('cover at AP 0: 10/9 unsaved without cover, 5/6 in cover (13.08: BS 4+, so 1/2 x 1/2 x 1/3 each)', () => {
    const s = (cover: boolean) => scenario({ batches: [[weapon({ A: 10 }), 1]], target: marines(), conditions: { cover } });
    expectMean(s(false), 10 / 9);
    expectMean(s(true), 5 / 6);
  });
  it('cover at AP -1: Sv 3+ saves on 4+ (fails 1/2): 5/3 without cover, 5/4 in cover', () => {
    const s = (cover: boolean) => scenario({ batches: [[weapon({ A: 10, AP: -1 }), 1]], target: marines(), conditions: { cover } });
    expectMean(s(false), 5 / 3);
    expectMean(s(true), 5 / 4);
  });
  it('cover and -1 to hit stack (BS 3+ to 4+, then 5+ to hit): P(hit) 1/3, so 10 x 1/3 x 5/6 = 25/9', () => {
    expectMean(shots(10, {}, { conditions: { cover: true }, modifiers: { hit: -1 } }), 25 / 9);
  });
  it('+2 to the save, Sv 4+ against AP -1, saves on a 3+ (not capped at +1: 02.02.01): 10 torrent x 5/6 x 1/3 = 25/9', () => {
    const s = scenario({ batches: [[weapon({ A: 10, S: 8, AP: -1, abilities: [{ kind: 'torrent' }] }), 1]], target: marines({ Sv: 4 }), modifiers: { save: 2 } });
    expectMean(s, 25 / 9);
  });
  // One torrent attack S8 at a W20 model with no save: it wounds 5/6 of the time, then loses the whole D.
  const oneShot = (D: string, extra: Partial<Parameters<typeof scenario>[0]> = {}, abilities: Ability[] = []) =>
    scenario({ batches: [[weapon({ S: 8, D, abilities: [{ kind: 'torrent' }, ...abilities] }), 1]], target: unit([group({ W: 20, Sv: 7 })], { halveDamage: true }), ...extra });
  it('+1 Damage on D3 against halve Damage: ceil((D3+1)/2) = 1, 2, 2, mean 5/3 (10th edition: 7/3); so 5/6 x 5/3 = 25/18 lost', () => {
    expectMean(oneShot('D3', { modifiers: { damage: 1 } }), 25 / 18, woundsLost);
  });
  it('Melta 2 on D6 within half range against halve Damage: ceil((D6+2)/2) = 2,2,3,3,4,4, mean 3; so 5/6 x 3 = 5/2 lost', () => {
    expectMean(oneShot('D6', { conditions: { halfRange: true } }, [{ kind: 'melta', damage: { count: 0, sides: 0, constant: 2, text: '2' } }]), 5 / 2, woundsLost);
  });
  it('Snap Shooting, 10 attacks with Sustained Hits 1 and Lethal Hits: 10/6 hits, none critical (15.09): 10/6 x 5/6 = 25/18', () => {
    const s = shots(10, { abilities: [{ kind: 'sustained hits', hits: { count: 0, sides: 0, constant: 1, text: '1' } }, { kind: 'lethal hits' }] }, { conditions: { shooting: 'snap' } });
    // 10th edition's Overwatch (6s critical): 10 x 1/6 x (1 + 5/6) = 55/18.
    expectMean(s, 25 / 18);
  });
  it('indirect, BS 3+: only a 6 hits (1-5 fail, 10.07): 10 x 1/6 x 5/6 = 25/18, hit re-rolls change nothing', () => {
    const s = (rerollHits: 'none' | 'failed') => shots(10, { abilities: [{ kind: 'indirect fire' }] }, { conditions: { shooting: 'indirect' }, modifiers: { rerollHits } });
    expectMean(s('none'), 25 / 18);
    expectMean(s('failed'), 25 / 18);
  });
  it('indirect with a spotter: BS 4+ (cover) and 1-3 fail: P(hit) 1/2, so 25/6', () => {
    expectMean(shots(10, { abilities: [{ kind: 'indirect fire' }] }, { conditions: { shooting: 'indirect', spotter: true } }), 25 / 6);
  });
  it('hazard: a roll per [HAZARDOUS] weapon fails on 1-2 (1/3): 6 weapons, 2 wounds lost; 3 mortal wounds each if every model is a MONSTER', () => {
    const hazardous = (attacker: Scenario['attacker']) =>
      scenario({ batches: [[weapon({ abilities: [{ kind: 'hazardous' }] }), 6]], target: crowd(), attacker });
    expectMean(hazardous(unit([group({ count: 10, W: 1 })])), 2, (o) => o.attackerWoundsLost);
    // One W40 MONSTER: 6 x 1/3 x 3 = 6.
    expectMean(hazardous(unit([group({ W: 40 })], { keywords: ['MONSTER'] })), 6, (o) => o.attackerWoundsLost);
  });
});

describe('hit rolls (11e 05.01, 02.02.01)', () => {
  it('BS/WS modifiers are not capped but bounded at 2+: +3 on BS 3+ is 2+: 10 x 5/6 x 5/6 = 125/18', () => {
    expectMean(shots(10, {}, { modifiers: { skill: 3 } }), 125 / 18);
  });
  it('plunging fire +1 BS (22.05): 4+ becomes 3+: 10 x 2/3 x 5/6 = 50/9', () => {
    expectMean(shots(10, { skill: 4 }, { conditions: { plunging: true } }), 50 / 9);
  });
  it('hit modifiers capped at +1: Heavy (24.16) and +1 more on BS 4+ still hit on 3+: 50/9', () => {
    expectMean(shots(10, { skill: 4, abilities: [{ kind: 'heavy' }] }, { conditions: { heavy: true }, modifiers: { hit: 1 } }), 50 / 9);
  });
  it('hit modifiers capped at -1: -2 on BS 3+ hits on 4+: 10 x 1/2 x 5/6 = 25/6', () => {
    expectMean(shots(10, {}, { modifiers: { hit: -2 } }), 25 / 6);
  });
  it('a +1 to hit never makes a 5 critical: BS 6+ with Lethal Hits and +1: a 6 auto-wounds (1/6), 5s hit and wound 5/6: 12 x (1/6 + 1/6 x 5/6) = 11/3', () => {
    expectMean(shots(12, { skill: 6, abilities: [{ kind: 'lethal hits' }] }, { modifiers: { hit: 1 } }), 11 / 3);
  });
  it('Damaged X (24.39): a batch of a model with 3 of 10 wounds left and Damaged 3 has -1 to hit: 25/6; another batch none: 50/9', () => {
    const attacker = unit([group({ W: 10, wounded: 7 })], { keywords: ['VEHICLE'], damaged: { wounds: 3 } });
    const s = shots(10, {}, { attacker });
    expectMean({ ...s, batches: [{ ...s.batches[0], damaged: true }] }, 25 / 6);
    // Without the flag the -1 is not there: 10 x 2/3 (BS3+) x 5/6 (S8 against the crowd's T4: 2+).
    expectMean(s, 50 / 9);
  });
  it('an engaged MONSTER target (17.03): -1 to hit: 25/6', () => {
    const s = scenario({ batches: [[weapon({ A: 10, S: 8 }), 1]], target: crowd({}, ['MONSTER']), conditions: { targetEngaged: true } });
    expectMean(s, 25 / 6);
  });
  it('[PSYCHIC] ignores cover and the -1 to hit (24.29, RULINGS 13): BS 3+ again, 10 x 2/3 x 5/6 = 50/9', () => {
    expectMean(shots(10, { abilities: [{ kind: 'psychic' }] }, { conditions: { cover: true }, modifiers: { hit: -1 } }), 50 / 9);
  });
  it('re-roll hit rolls of 1, BS 4+: 1/2 + 1/6 x 1/2 = 7/12; 12 x 7/12 x 5/6 = 35/6', () => {
    expectMean(shots(12, { skill: 4 }, { modifiers: { rerollHits: 'ones' } }), 35 / 6);
  });
  it('critical hits on 5+ (RULINGS 4) with Lethal Hits, BS 6+: 1/3 auto-wound, 6 x 1/3 = 2 (no other roll hits: 5 is a critical, 6 too)', () => {
    expectMean(shots(6, { skill: 6, S: 1, abilities: [{ kind: 'lethal hits' }] }, { modifiers: { critHit: 5 } }), 2);
  });
  it('Torrent hits automatically, whatever the modifiers: 6 x 5/6 = 5', () => {
    expectMean(shots(6, { skill: null, abilities: [{ kind: 'torrent' }] }, { modifiers: { hit: -1 }, conditions: { cover: true } }), 5);
  });
});

describe('sustained and lethal hits (24.36, 24.23, RULINGS 5)', () => {
  // BS 4+, S4 against T8: wounds only on a 6 (1/6).
  const toughTarget = unit([group({ count: 20, T: 8, Sv: 7 })]);
  const s = (abilities: Ability[], n: number) =>
    scenario({ batches: [[weapon({ A: n, skill: 4, S: 4, abilities }), 1]], target: toughTarget });
  it('Lethal Hits used: 1/6 auto-wound + 2/6 x 1/6 = 2/9 a die; 9 dice: 2', () => {
    expectMean(s([{ kind: 'lethal hits' }], 9), 2);
  });
  it('Lethal Hits declined (Choices.lethalHits): 1/2 x 1/6 = 1/12 a die; 12 dice: 1', () => {
    expectMean(s([{ kind: 'lethal hits' }], 12), 1, kills, { lethalHits: { gun: false } });
  });
  it('Sustained Hits 2: 1/2 + 2 x 1/6 = 5/6 hits a die, 5/36 wounds; 36 dice: 5', () => {
    expectMean(s([{ kind: 'sustained hits', hits: { count: 0, sides: 0, constant: 2, text: '2' } }], 36), 5);
  });
  it('keyword-qualified: [LETHAL HITS: VEHICLE] does nothing against INFANTRY: 12 x 1/12 = 1', () => {
    expectMean(s([{ kind: 'lethal hits', against: ['VEHICLE'] }], 12), 1);
  });
});

describe('wound rolls (05.02, 24)', () => {
  const torrent = { kind: 'torrent' } as const;
  const s = (n: number, w: WeaponSpec, rest: Partial<Parameters<typeof scenario>[0]> = {}) =>
    scenario({ batches: [[weapon({ A: n, S: 4, ...w, abilities: [torrent, ...(w.abilities ?? [])] }), 1]], target: crowd(), ...rest });
  it('Twin-linked re-rolls a failed wound roll (24.38): S4 vs T4, 1/2 + 1/2 x 1/2 = 3/4; 8 dice: 6', () => {
    expectMean(s(8, { abilities: [{ kind: 'twin-linked' }] }), 6);
  });
  it('Lance after a charge (24.21): +1 to wound, 4+ becomes 3+: 9 x 2/3 = 6', () => {
    expectMean(s(9, { melee: true, abilities: [{ kind: 'lance' }] }, { conditions: { charged: true } }), 6);
  });
  it('wound modifiers capped at +1: +2 on 4+ wounds on 3+: 6', () => {
    expectMean(s(9, {}, { modifiers: { wound: 2 } }), 6);
  });
  it('Anti-INFANTRY 4+ (24.03): S4 vs T8 (6+) wounds critically on 4+: 10 x 1/2 = 5', () => {
    const w = { S: 4, abilities: [{ kind: 'anti', keyword: 'INFANTRY', threshold: 4 }] } as const;
    const target = unit([group({ count: 20, T: 8, Sv: 7 })]);
    expectMean(s(10, { ...w, abilities: [...w.abilities] }, { target }), 5);
  });
  it('the T used is the highest among the models (05.02.01): a T4 and a T8 group: S4 wounds on 6+: 12 x 1/6 = 2', () => {
    const target = unit([group({ count: 10, T: 4, Sv: 7 }), group({ count: 10, T: 8, W: 2, Sv: 7 })]);
    expectMean(s(12, {}, { target }), 2);
  });
});

describe('damage, Devastating Wounds, Feel No Pain (05.04, 24.10, 24.12, 06.02)', () => {
  const torrent = { kind: 'torrent' } as const;
  it('Devastating Wounds inflict D mortal wounds on one model at most (24.10): D3 on W2 models loses exactly 2 a critical wound', () => {
    // S4 vs T4, Sv 2+: a die wounds critically 1/6 (2 wounds lost, the third lost), wounds 2/6 and fails its
    // save 1/6 (D3 on W2: 2 lost, the rest lost). 9 dice: 9 x (1/6 + 1/18) x 2 = 4 wounds lost.
    const target = unit([group({ count: 20, W: 2, Sv: 2 })]);
    const s = scenario({ batches: [[weapon({ A: 9, S: 4, D: 3, abilities: [torrent, { kind: 'devastating wounds' }] }), 1]], target });
    expectMean(s, 4, woundsLost);
  });
  it('Feel No Pain 5+ per wound (24.12): D3 on a W20 model, 5/6 x 3 x 2/3 = 5/3 lost', () => {
    const target = unit([group({ W: 20, Sv: 7, feelNoPain: 5 })]);
    expectMean(scenario({ batches: [[weapon({ S: 8, D: 3, abilities: [torrent] }), 1]], target }), 5 / 3, woundsLost);
  });
  it('a mortal-wound Feel No Pain holds against Devastating Wounds only: S4 vs T8 Anti 2+ and DW, D3, FNP 4+ vs mortal wounds: 5/6 x 3 x 1/2 = 5/4', () => {
    const target = unit([group({ W: 20, T: 8, Sv: 7, mortalFeelNoPain: 4 })]);
    const abilities = [torrent, { kind: 'anti', keyword: 'INFANTRY', threshold: 2 } as const, { kind: 'devastating wounds' } as const];
    expectMean(scenario({ batches: [[weapon({ S: 4, D: 3, abilities }), 1]], target }), 5 / 4, woundsLost);
  });
  it('damage reduction 1 (subtracted last): D3 becomes 2: 5/6 x 2 = 5/3', () => {
    const target = unit([group({ W: 20, Sv: 7 })], { damageReduction: 1 });
    expectMean(scenario({ batches: [[weapon({ S: 8, D: 3, abilities: [torrent] }), 1]], target }), 5 / 3, woundsLost);
  });
  it('InSv is never modified by AP (05.04): Sv 3+, InSv 4+, AP -3: saves on 4+, 12 x 5/6 x 1/2 = 5', () => {
    const target = unit([group({ count: 20, Sv: 3, InSv: 4 })]);
    expectMean(scenario({ batches: [[weapon({ A: 12, S: 8, AP: -3, abilities: [torrent] }), 1]], target }), 5);
  });
  it('a melee-only InSv does not hold against ranged attacks: Sv 3+ at AP -3 saves only on a 6, 12 x 5/6 x 5/6 = 25/3', () => {
    const target = unit([group({ count: 20, Sv: 3, InSv: 4, InSvOnly: 'melee' })]);
    expectMean(scenario({ batches: [[weapon({ A: 12, S: 8, AP: -3, abilities: [torrent] }), 1]], target }), 25 / 3);
  });
});

describe('attack dice (04.03, 24.05, 24.30, 04.01.03, 10.05, 10.06)', () => {
  const torrent = { kind: 'torrent' } as const;
  const s = (w: WeaponSpec, rest: Partial<Parameters<typeof scenario>[0]> = {}) =>
    scenario({ batches: [[weapon({ S: 8, ...w, abilities: [torrent, ...(w.abilities ?? [])] }), 2]], target: crowd(), ...rest });
  it('Blast 2: 2 more dice per 5 of the 20 target models: (1 + 8) x 2 firers x 5/6 = 15', () => {
    expectMean(s({ abilities: [{ kind: 'blast', per5: 2 }] }), 15);
  });
  it('Rapid Fire 1 within half range: 2 dice a firer, 4 x 5/6 = 10/3; beyond it 5/3', () => {
    const rf = { abilities: [{ kind: 'rapid fire', attacks: { count: 0, sides: 0, constant: 1, text: '1' } } as const] };
    expectMean(s(rf, { conditions: { halfRange: true } }), 10 / 3);
    expectMean(s(rf), 5 / 3);
  });
  it('an Attacks modifier never takes A below 1: -2 on A 1 still rolls one die a firer: 5/3', () => {
    expectMean(s({}, { modifiers: { attacks: -2 } }), 5 / 3);
  });
  it('a Hunter profile (04.01.03) makes no attacks at a target without its keywords', () => {
    expectMean(s({ A: 5, hunter: ['VEHICLE'] }), 0);
  });
  it('assault shooting (10.05) fires only [ASSAULT] weapons; close-quarters (10.06) only close-quarters ones for INFANTRY', () => {
    expectMean(s({ A: 5 }, { conditions: { shooting: 'assault' } }), 0);
    expectMean(s({ A: 3, abilities: [{ kind: 'assault' }] }, { conditions: { shooting: 'assault' } }), 5);
    expectMean(s({ A: 5 }, { conditions: { shooting: 'close-quarters' } }), 0);
    expectMean(s({ A: 3, abilities: [{ kind: 'pistol' }] }, { conditions: { shooting: 'close-quarters' } }), 5);
  });
  it('a VEHICLE shooting close-quarters with a weapon that is not: -1 to hit (10.06): BS 3+ to 4+, 10 x 1/2 x 5/6 = 25/6', () => {
    const attacker = unit([group({ W: 10 })], { keywords: ['VEHICLE'] });
    expectMean(shots(10, {}, { attacker, conditions: { shooting: 'close-quarters' } }), 25 / 6);
  });
});

describe('allocation groups: save rolls sorted and resolved from the lowest up (05.03, 05.04)', () => {
  // Two torrent attacks S8 vs T4: 0, 1 or 2 wounds with P 1/36, 10/36, 25/36. Group 0: one W1 model Sv 2+; group 1:
  // one W1 model Sv 6+. Order [0, 1]: with two wounds, the lower die x goes to group 0 (destroyed only on x = 1), the
  // higher y then to group 1 (destroyed on y <= 5): P(2 destroyed) = P(x = 1, y <= 5) = (5/6)^2 - (4/6)^2 = 1/4,
  // P(1) = P(x = 1) - 1/4 = 11/36 - 9/36 = 1/18; with one wound, P(1) = 1/6. So P(2) = 25/36 x 1/4 = 25/144,
  // P(1) = 25/36 x 1/18 + 10/36 x 1/6 = 55/648. (Dice in the order rolled would give group 1 a random die:
  // P(2 | 2 wounds) = 1/6 x 5/6 = 5/36, not 1/4.)
  // Order [1, 0]: x to group 1 (destroyed on x <= 5), y to group 0 only then (on y = 1, so x = y = 1):
  // P(2 | 2 wounds) = 1/36, P(>= 1 | 2 wounds) = 35/36, P(1 | 1 wound) = 5/6: P(2) = 25/1296,
  // P(1) = 25/36 x 34/36 + 10/36 x 5/6 = 1150/1296.
  const target = unit([group({ name: 'armoured', Sv: 2 }), group({ name: 'light', Sv: 6 })]);
  const s = (groupOrder: number[]) => scenario({ batches: [[weapon({ A: 2, S: 8, abilities: [{ kind: 'torrent' }] }), 1]], target, groupOrder });
  const frequencies = (sc: Scenario) => simulate11(sc, RUNS, 11).kills;
  const within = (f: number, p: number) => expect(Math.abs(f - p), `frequency ${f}, expected ${p}`).toBeLessThanOrEqual(Z * Math.sqrt((p * (1 - p)) / RUNS));
  it('the first group takes the lowest dice', () => {
    const [, one, two] = frequencies(s([0, 1]));
    within(two, 25 / 144);
    within(one, 55 / 648);
  });
  it('the defender\'s other order gives the other law', () => {
    const [, one, two] = frequencies(s([1, 0]));
    within(two, 25 / 1296);
    within(one, 1150 / 1296);
  });
  it('a wounded non-CHARACTER group must come first, CHARACTER groups last: other orders are refused', () => {
    const wounded = unit([group({ count: 3 }), group({ W: 3, wounded: 1 }), group({ character: true, W: 4 })]);
    const sc = (groupOrder: number[]) => scenario({ batches: [[weapon(), 1]], target: wounded, groupOrder });
    expect(() => player(sc([0, 1, 2]))).toThrow(Refused);
    expect(() => player(sc([1, 2, 0]))).toThrow(Refused);
    expect(() => player(sc([1, 0, 2]))).not.toThrow();
  });
  it('a wounded model takes the attacks first (05.04 step 1): one D1 wound to a W3 model with 1 wound left destroys it (5/6)', () => {
    const target2 = unit([group({ count: 2, W: 3, Sv: 7, wounded: 2 })]);
    expectMean(scenario({ batches: [[weapon({ S: 8, abilities: [{ kind: 'torrent' }] }), 1]], target: target2 }), 5 / 6);
  });
});

describe('[PRECISION] (24.28, RULINGS 15)', () => {
  // One torrent attack S8 D3 at two W1 troopers and a W5 CHARACTER, no saves: it wounds 5/6 of the time; without
  // Precision a trooper loses 1 wound (the rest lost), with it the CHARACTER loses 3.
  const target = unit([group({ count: 2, Sv: 7 }), group({ character: true, W: 5, Sv: 7 })]);
  const s = (precise: boolean) =>
    scenario({ batches: [[weapon({ S: 8, D: 3, abilities: [{ kind: 'torrent' }, ...(precise ? [{ kind: 'precision' } as const] : [])] }), 1]], target });
  it('without it: 5/6 x 1 lost; with it: 5/6 x 3 = 5/2 lost', () => {
    expectMean(s(false), 5 / 6, woundsLost);
    expectMean(s(true), 5 / 2, woundsLost);
  });
});

describe('simulate11', () => {
  it('returns the contract shape: frequencies summing to 1, their mean, the wipe frequency', () => {
    const sim = simulate11(shots(3), 1000, 5);
    expect(sim.kills).toHaveLength(21);
    expect(sim.kills.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(sim.killsMean).toBeCloseTo(sim.kills.reduce((m, f, k) => m + f * k, 0), 9);
    expect(sim.wipe).toBe(sim.kills[20]);
    expect(simulate11(shots(3), 1000, 5)).toEqual(sim);
  });
  it('refuses at once a simulation past its budget', () => {
    expect(() => simulate11(shots(100, { A: '100D6' }), 1e6, 1)).toThrow(/this calculation needs/);
  });
});

describe('complete enumeration of every die the simulator reads (tests/rules/eleventh/sim-enumerate.ts): exact laws', () => {
  const exactly = (got: number[], want: number[]) => {
    expect(got.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    want.forEach((p, k) => expect(got[k] ?? 0, `P(${k})`).toBeCloseTo(p, 12));
  };
  const torrent = { kind: 'torrent' } as const;
  it('sorted saves, the derivation above: order [0, 1] gives P(1) = 55/648, P(2) = 25/144; order [1, 0] 1150/1296 and 25/1296', () => {
    const target = unit([group({ name: 'armoured', Sv: 2 }), group({ name: 'light', Sv: 6 })]);
    const s = (groupOrder: number[]) => scenario({ batches: [[weapon({ A: 2, S: 8, abilities: [torrent] }), 1]], target, groupOrder });
    exactly(enumerateLaw(s([0, 1])).kills, [1 - 55 / 648 - 25 / 144, 55 / 648, 25 / 144]);
    exactly(enumerateLaw(s([1, 0])).kills, [1 - 1150 / 1296 - 25 / 1296, 1150 / 1296, 25 / 1296]);
  });
  it('Snap Shooting with Sustained Hits 1 and Lethal Hits, one die: a 6 hits once and rolls to wound: P(1) = 1/6 x 5/6 = 5/36', () => {
    const s = shots(1, { abilities: [{ kind: 'sustained hits', hits: { count: 0, sides: 0, constant: 1, text: '1' } }, { kind: 'lethal hits' }] }, { conditions: { shooting: 'snap' } });
    exactly(enumerateLaw(s).kills, [31 / 36, 5 / 36]);
  });
  it('Melta 2 on D6 against halve Damage, one torrent attack S8: 1/6 nothing, else 2, 3 or 4 lost with 5/18 each', () => {
    const s = scenario({
      batches: [[weapon({ S: 8, D: 'D6', abilities: [torrent, { kind: 'melta', damage: { count: 0, sides: 0, constant: 2, text: '2' } }] }), 1]],
      target: unit([group({ W: 20, Sv: 7 })], { halveDamage: true }),
      conditions: { halfRange: true },
    });
    exactly(enumerateLaw(s).woundsLost, [1 / 6, 0, 5 / 18, 5 / 18, 5 / 18]);
  });
  it('Devastating Wounds D3 on W2 models: one model at most, 2 lost with P 1/6 + 2/6 x 1/6 = 2/9, never 3', () => {
    const target = unit([group({ count: 3, W: 2, Sv: 2 })]);
    const s = scenario({ batches: [[weapon({ S: 4, D: 3, abilities: [torrent, { kind: 'devastating wounds' }] }), 1]], target });
    exactly(enumerateLaw(s).woundsLost, [7 / 9, 0, 2 / 9, 0]);
  });
  it('hazard mortal wounds spill over (06.02): a MONSTER unit of two W2 models, one with 1 wound left, loses 3 with P 1/3', () => {
    const attacker = unit([group({ count: 2, W: 2, wounded: 1 })], { keywords: ['MONSTER'] });
    const s = scenario({ batches: [[weapon({ S: 8, abilities: [torrent, { kind: 'hazardous' }] }), 1]], target: crowd(), attacker });
    exactly(enumerateLaw(s).attackerWoundsLost, [2 / 3, 0, 0, 1 / 3]);
  });
  it('duplicated abilities never stack (24.02, RULINGS 8): Sustained Hits 1 and 2 give 2 more hits, not 3; ties keep the fixed value', () => {
    // One die BS 6+ at the crowd: a 6 (1/6) makes 1 + 2 hits, each destroying a model on 2+ (5/6): P(3) = 1/6 x (5/6)^3.
    const sustained = (...hits: string[]) =>
      shots(1, { skill: 6, abilities: hits.map((h) => ({ kind: 'sustained hits', hits: parseDice(h) }) as const) });
    const law = enumerateLaw(sustained('1', '2')).kills;
    expect(law[3]).toBeCloseTo(125 / 1296, 12);
    expect(law.length).toBe(4);
    // Sustained Hits 2 against D3 (both 2 on average): the fixed 2 is kept, the same law as Sustained Hits 2 alone.
    expect(enumerateLaw(sustained('D3', '2')).kills).toEqual(enumerateLaw(sustained('2')).kills);
  });
  it('Anti-X Y+ instances: the lowest threshold that applies (RULINGS 4): Anti-VEHICLE 2+ does not apply to INFANTRY, Anti-INFANTRY 4+ does', () => {
    // S4 against T8 wounds on 6+; critical on 4+ against INFANTRY: one torrent attack destroys with 1/2.
    const anti = (keyword: string, threshold: number) => ({ kind: 'anti', keyword, threshold }) as const;
    const s = scenario({ batches: [[weapon({ S: 4, abilities: [torrent, anti('VEHICLE', 2), anti('INFANTRY', 4)] }), 1]], target: unit([group({ count: 2, T: 8, Sv: 7 })]) });
    exactly(enumerateLaw(s).kills, [1 / 2, 1 / 2]);
  });
  it('Cleave 1 (24.06) in melee against 10 models: 1 + 2 dice, each destroying one with 5/6', () => {
    const s = scenario({ batches: [[weapon({ melee: true, S: 8, abilities: [torrent, { kind: 'cleave', per5: 1 }] }), 1]], target: unit([group({ count: 10, Sv: 7 })]) });
    exactly(enumerateLaw(s).kills, [1 / 216, 15 / 216, 75 / 216, 125 / 216]);
  });
});
