/**
 * RULINGS 12 (11e 04.03): weapons whose resolved profiles are equal are one batch: their attack dice summed, each
 * weapon with its own A, Rapid Fire, Blast, Cleave and Hazardous, and every roll after that the batch's: all its save
 * dice sorted together (05.04). Probabilities compared at 1e-9.
 */
import { describe, expect, it } from 'vitest';
import { Refused } from '../../../src/rules/errors.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { joinBatches } from '../../../src/rules/eleventh/join.js';
import { simulate11 } from '../../../src/rules/eleventh/simulate.js';
import type { Ability, Batch, Scenario, Weapon } from '../../../src/rules/eleventh/types.js';
import { dice, models, scenario, unit, weapon } from './engine-fixtures.js';

/** Torrent (no hit roll, 24.37), S8 against T4: wounds on 2+ (5/6), AP0, D1. */
const gun = (name: string, A: number, abilities: Ability[] = []) => weapon({ name, A, skill: null, S: 8, AP: 0, D: 1, abilities: [{ kind: 'torrent' }, ...abilities] });
const pistol = gun('Bolt pistol', 1);
const rifle = gun('Bolt rifle', 2);

/** Two allocation groups of one W1 model each, the Sv5+ one first (05.03: the order asked for). */
const twoGroups = (first: { Sv: number; W: number }) =>
  unit({ models: [models({ name: 'troops', T: 4, ...first }), models({ name: 'veterans', T: 4, Sv: 3, W: 1 })] });

const joined = (target = twoGroups({ Sv: 5, W: 1 })): Scenario => ({ ...scenario({ weapons: [pistol], target, groupOrder: [0, 1] }), batches: [{ weapon: pistol, firers: 1, joined: [{ weapon: rifle, firers: 1 }] }] });
const separate = (target = twoGroups({ Sv: 5, W: 1 })): Scenario => scenario({ weapons: [pistol, rifle], target, groupOrder: [0, 1] });

const close = (actual: readonly number[], expected: readonly number[]) => {
  expect(actual.length).toBe(expected.length);
  actual.forEach((p, k) => expect(p).toBeCloseTo(expected[k], 9));
};

describe('RULINGS 12, 05.04: a joined batch sorts all its save dice together', () => {
  /*
   * Each attack wounds with 5/6; a wound fails the troops' Sv5+ on 1-4 (p = 2/3) and the veterans' Sv3+ on 1-2 (q = 1/3).
   * Joined: n ~ Bin(3, 5/6) wounds (1/216, 15/216, 75/216, 125/216), sorted; the lowest d(1) meets the troops: saved,
   * all are. Destroyed, d(2) meets the veterans. So P(0 | n) = (1/3)^n and P(2 | n) = P(two dice of n are 1-2) =
   * 1 - (2/3)^n - n (1/3)(2/3)^(n-1): 0, 1/9, 7/27 for n = 1, 2, 3.
   *   P(0) = (1/6 + 5/6 x 1/3)^3 = (4/9)^3 = 512/5832
   *   P(2) = 75/216 x 1/9 + 125/216 x 7/27 = 1100/5832;  P(1) = 4220/5832.
   * Separate: the pistol's die destroys the troops with 5/6 x 2/3 = 5/9. Then the rifle's 2 dice: troops standing
   * (4/9): P(0) = (4/9)^2, P(2) = 25/36 x 1/9 = 25/324; troops gone (5/9): the veterans fall unless both dice fail to
   * wound or are saved, (1/6 + 5/6 x 2/3)^2 = 169/324, so with 155/324.
   *   P(0) = 4/9 x 16/81 = 512/5832;  P(2) = 4/9 x 25/324 + 5/9 x 155/324 = 1750/5832;  P(1) = 3570/5832.
   * Joining gives the defender's worse save the lowest of all three dice: the veterans fall less often.
   */
  it('A1 and A2, one firer each, against Sv5+ then Sv3+: joined 512, 4220, 1100 /5832; separate 512, 3570, 1750', () => {
    close(calculate11(joined()).kills.toArray(), [512 / 5832, 4220 / 5832, 1100 / 5832]);
    close(calculate11(separate()).kills.toArray(), [512 / 5832, 3570 / 5832, 1750 / 5832]);
  });

  it('the simulator (simulate.ts, written apart) sorts the joined dice together too: its P(k) within 5 standard errors', () => {
    // 20,000 games each, seed fixed: the two laws differ by 650/5832 ~ 0.11 in P(2), about 14 standard errors (~0.0079).
    const runs = 20_000;
    const within = (found: number[], expected: number[]) =>
      expected.forEach((p, k) => expect(Math.abs(found[k] - p), `P(${k})`).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / runs) + 1 / runs));
    within(simulate11(joined(), runs, 3).kills, [512 / 5832, 4220 / 5832, 1100 / 5832]);
    within(simulate11(separate(), runs, 3).kills, [512 / 5832, 3570 / 5832, 1750 / 5832]);
  });

  it('one row naming both weapons, its attacks the sum (1 + 2), and a note', () => {
    const r = calculate11(joined());
    expect(r.batches.map((b) => [b.weapon, b.attacks])).toEqual([['Bolt pistol + Bolt rifle', 3]]);
    expect(r.notes).toContain('Bolt pistol and Bolt rifle resolved as one batch (RULINGS 12): one row, the sum of their attack dice');
  });

  /** Every die of the tiny case (05.04): 3 wound rolls, 3 save rolls, the wounded ones' saves sorted, per batch. */
  function enumerate(target: { Sv: number; W: number }[], batches: number[]): number[] {
    const kills = new Array<number>(target.length + 1).fill(0);
    const faces = [1, 2, 3, 4, 5, 6];
    const all = batches.reduce((n, b) => n + b, 0);
    const rolls = (n: number): number[][] => (n === 0 ? [[]] : rolls(n - 1).flatMap((r) => faces.map((f) => [...r, f])));
    for (const wound of rolls(all)) {
      for (const save of rolls(all)) {
        const left = target.map((g) => g.W);
        let current = 0;
        let from = 0;
        for (const n of batches) {
          const saves = save.slice(from, from + n).filter((_, i) => wound[from + i] >= 2).sort((a, b) => a - b);
          from += n;
          for (const s of saves) {
            if (current === target.length) break;
            if (s >= 2 && s >= target[current].Sv) continue;
            if (--left[current] === 0) current++;
          }
        }
        kills[current]++;
      }
    }
    return kills.map((k) => k / 6 ** (2 * all));
  }

  it('complete enumeration (6^6 dice each): troops of W2 Sv4+ then the veterans, joined and separate', () => {
    const target = twoGroups({ Sv: 4, W: 2 });
    const stats = [{ Sv: 4, W: 2 }, { Sv: 3, W: 1 }];
    close(calculate11(joined(target)).kills.toArray(), enumerate(stats, [3]));
    close(calculate11(separate(target)).kills.toArray(), enumerate(stats, [1, 2]));
  });
});

describe('RULINGS 12: which weapons join (joinBatches), on their resolved profiles', () => {
  const names = (s: Scenario) => joinBatches(s).map((b: Batch) => [b.weapon.name, ...(b.joined ?? []).map((j) => j.weapon.name)]);
  const of = (weapons: Weapon[], more: Partial<Scenario['conditions']> = {}) => scenario({ weapons, target: twoGroups({ Sv: 5, W: 1 }), conditions: more });

  it('A, Rapid Fire, Blast and Hazardous do not split a batch; AP does; the first weapon keeps its place', () => {
    const heavy = gun('Heavy bolter', 3, [{ kind: 'rapid fire', attacks: dice(1) }, { kind: 'blast', per5: 1 }, { kind: 'hazardous' }]);
    const piercing = { ...gun('Kraken bolter', 1), ap: -1 };
    expect(names(of([pistol, piercing, heavy, rifle]))).toEqual([['Bolt pistol', 'Heavy bolter', 'Bolt rifle'], ['Kraken bolter']]);
  });

  it('resolved, not printed: Melta splits only within half range; a keyword-qualified Lethal Hits only against its keyword', () => {
    const melta = gun('Melta pistol', 1, [{ kind: 'melta', damage: dice(2) }]);
    expect(names(of([pistol, melta]))).toEqual([['Bolt pistol', 'Melta pistol']]);
    expect(names(of([pistol, melta], { halfRange: true }))).toEqual([['Bolt pistol'], ['Melta pistol']]);
    const tankHunter = gun('Tank hunter', 1, [{ kind: 'lethal hits', against: ['VEHICLE'] }]);
    expect(names(of([pistol, tankHunter]))).toEqual([['Bolt pistol', 'Tank hunter']]);
    const vehicle = { ...of([pistol, tankHunter]), target: { ...twoGroups({ Sv: 5, W: 1 }), keywords: ['VEHICLE'] } };
    expect(names(vehicle)).toEqual([['Bolt pistol'], ['Tank hunter']]);
  });

  it('11e 06.03: each weapon of a joined batch makes its own hazard rolls: 2 [HAZARDOUS] firers of 3, 2 x 1/3 mortal wounds', () => {
    const plasma = gun('Plasma pistol', 1, [{ kind: 'hazardous' }]);
    const s: Scenario = { ...joined(), batches: [{ weapon: pistol, firers: 1, joined: [{ weapon: plasma, firers: 2 }] }] };
    expect(calculate11(s).hazardMortalWounds).toBeCloseTo(2 / 3, 9);
  });

  it('a joined weapon of another resolved profile is refused, not computed', () => {
    const s: Scenario = { ...joined(), batches: [{ weapon: pistol, firers: 1, joined: [{ weapon: { ...rifle, strength: 4 }, firers: 1 }] }] };
    expect(() => calculate11(s)).toThrow(Refused);
    expect(() => calculate11(s)).toThrow("Bolt pistol + Bolt rifle: Bolt rifle's resolved profile differs from Bolt pistol's: they cannot be one batch (RULINGS 12)");
  });
});
