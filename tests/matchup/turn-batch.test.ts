/**
 * Calculations side by side (src/rules/tenth/matchup/turn-batch.ts): each block must come out as its own
 * calculation would, to the last bit (the same sums in the same order; to 1e-12 where a cheaper
 * order is taken: one chain of attacks from shared states, several attacks at once), and the batch is refused
 * where the scenarios differ in more than their weapons' counts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dist } from '../../src/dice/dist.js';
import { calculate } from '../../src/rules/tenth/engine.js';
import type { Scenario } from '../../src/rules/tenth/types.js';
import { calculateSideBySide, sideBySide, sumSideBySide } from '../../src/rules/tenth/matchup/turn-batch.js';
import { blockShortcut, ONE_START } from '../../src/rules/tenth/weapon-step.js';
import { scenario, target, weapon } from '../helpers.js';

describe('calculations side by side', () => {
  it('by hand: a 1-attack and a 2-attack set and one with nothing, each from its own states', () => {
    // Torrent (no hit roll), S4 vs T4 wounds on 4+ (1/2), no save (Sv 7+), D1 vs W1: each attack kills with 1/2.
    const gun = weapon({ A: 1, S: 4, abilities: ['torrent'] });
    const three = target({ models: 3, T: 4, Sv: 7 });
    const sets = [scenario({ weapons: [[gun, 1]], target: three }), scenario({ weapons: [[gun, 2]], target: three }), scenario({ weapons: [[gun, 0]], target: three })];
    const batch = sideBySide(sets)!;
    expect(batch).not.toBeNull();
    const after = calculateSideBySide(batch, [
      [1, 0, 0, 0], // unhurt, one attack: none or one lost, 1/2 each
      [0, 1, 0, 0], // one lost already, two attacks: 1 + Binomial(2, 1/2) = 1, 2, 3 with 1/4, 1/2, 1/4
      [0, 0, 1, 0], // no weapon left: as it was
    ]);
    const expected = [
      [0.5, 0.5, 0, 0],
      [0, 0.25, 0.5, 0.25],
      [0, 0, 1, 0],
    ];
    // To 1e-12: the engine's sums of 1/2s round in the last bit (0.49999999999999994).
    after.forEach((block, b) => block.forEach((q, t) => expect(q, `set ${b} state ${t}`).toBeCloseTo(expected[b][t], 12)));
    expect(after.map((block) => block.length)).toEqual([4, 4, 4]);
  });

  it("second method: every block equals its scenario's own calculation exactly (two weapons, random Attacks, W2 models, mixed starts)", () => {
    const claws = weapon({ name: 'claws', range: 'melee', A: 2, skill: 3, S: 4, AP: -1, abilities: ['sustained hits 1'] });
    const axe = weapon({ name: 'axe', range: 'melee', A: 'D3', skill: 4, S: 5, AP: -2, D: 2, abilities: ['lethal hits'] });
    const squad = target({ models: 5, W: 2, T: 4, Sv: 3 });
    const counts = [[4, 1], [3, 1], [2, 0], [0, 1]];
    const sets: Scenario[] = counts.map(([c, a]) => scenario({ weapons: [[claws, c], [axe, a]], target: squad }));
    // Starts over the 11 states (wounds lost 0-10), each summing to 1, unlike each other.
    const starts = counts.map((_, b) => {
      const raw = Array.from({ length: 11 }, (_, t) => (t <= 2 * b + 2 ? 1 + ((t * 7 + b * 3) % 5) : 0));
      const total = raw.reduce((s, q) => s + q, 0);
      return raw.map((q) => q / total);
    });
    const after = calculateSideBySide(sideBySide(sets)!, starts);
    sets.forEach((s, b) => expect(after[b], `set ${b}`).toEqual(calculate(s, [], starts[b]).damage.distribution));
  });

  it("property: every block equals its scenario's own calculation to the last bit, whatever the weapons' rolls (random weapons, targets, counts and starts)", () => {
    // The blocks' own attack (weapon-step.ts blocksAttack, one pass per state) against the engine's (oneAttack): the
    // same sums in the same order, for every shape of attack the rolls make (misses, wounds, sustained and lethal hits,
    // a roll of damage, Feel No Pain, several groups; none with Devastating Wounds, which the blocks refuse).
    const ability = fc.constantFrom('sustained hits 1', 'sustained hits D3', 'lethal hits', 'twin-linked', 'torrent', 'anti-infantry 4+', 'melta 2', 'blast');
    const drawnWeapon = fc.record({
      A: fc.constantFrom<number | string>(1, 2, 3, 'D3', 'D6', 'D3+1'),
      skill: fc.integer({ min: 2, max: 6 }),
      S: fc.integer({ min: 2, max: 12 }),
      AP: fc.integer({ min: -4, max: 0 }),
      D: fc.constantFrom<number | string>(1, 2, 3, 'D3', 'D6'),
      abilities: fc.uniqueArray(ability, { maxLength: 2 }),
    });
    let batched = 0;
    const drawnTarget = fc.record({
      groups: fc.array(fc.record({ count: fc.integer({ min: 1, max: 3 }), W: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 2 }),
      T: fc.integer({ min: 2, max: 10 }),
      Sv: fc.integer({ min: 2, max: 7 }),
      FNP: fc.option(fc.integer({ min: 4, max: 6 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(drawnWeapon, { minLength: 1, maxLength: 2 }), drawnTarget, fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 1000 }), (drawn, t, counts, seed) => {
        const weapons = drawn.map((w, i) => weapon({ name: `w${i}`, ...w }));
        const unit = target({ T: t.T, Sv: t.Sv, FNP: t.FNP, groups: t.groups.map((g) => ({ count: g.count, stats: { W: g.W } })) });
        const sets = counts.map((c) => scenario({ weapons: weapons.map((w, i): [typeof w, number] => [w, c[i] ?? 0]), target: unit }));
        const batch = sideBySide(sets);
        if (!batch) return;
        batched++;
        const width = t.groups.reduce((n, g) => n + g.count * g.W, 0) + 1;
        // Starts unlike each other (from the seed), each summing to 1, some states without mass.
        const starts = sets.map((_, b) => {
          const raw = Array.from({ length: width }, (_, i) => ((i * 7 + b * 13 + seed) % 5 === 0 ? 0 : 1 + ((i * 3 + b + seed) % 4)));
          const total = raw.reduce((sum, q) => sum + q, 0) || 1;
          return raw.map((q) => q / total);
        });
        const after = calculateSideBySide(batch, starts);
        // Where a weapon's attacks go several at once (fixed Attacks: a matrix), the same but for rounding.
        const apart = batch.attacks.every((c) => blockShortcut(starts.flat(), { counts: c, summed: false }, width) === 1);
        sets.forEach((s, b) => {
          const own = calculate(s, [], starts[b]).damage.distribution;
          if (apart) expect(after[b], `set ${b}`).toEqual(own);
          else after[b].forEach((q, i) => expect(Math.abs(q - own[i]), `set ${b} state ${i}`).toBeLessThan(1e-12));
        });
      }),
      { numRuns: 80 },
    );
    // Not vacuous: nearly every draw goes side by side (a few are refused, as sets whose weapons sideBySide cannot line up), so the runs above compared.
    expect(batched).toBeGreaterThanOrEqual(60);
  });

  it('summed: the sum of the blocks each calculated alone, to 1e-12, whichever weapon is the last whose attacks differ', () => {
    const claws = weapon({ name: 'claws', range: 'melee', A: 2, skill: 3, S: 4, AP: -1, abilities: ['sustained hits 1'] });
    const axe = weapon({ name: 'axe', range: 'melee', A: 'D3', skill: 4, S: 5, AP: -2, D: 2 });
    const squad = target({ models: 4, W: 2, T: 4, Sv: 4 });
    const starts = [0, 1, 2].map((b) => Array.from({ length: 9 }, (_, t) => (t === b ? 0.2 : t === b + 3 ? 0.1 * (b + 1) : 0)));
    const cases: [string, number[][]][] = [
      ['the first weapon differs, the second does not', [[3, 1], [2, 1], [1, 1]]],
      ['the second differs', [[2, 3], [2, 1], [2, 0]]],
      ['none differs', [[2, 1], [2, 1], [2, 1]]],
    ];
    for (const [name, counts] of cases) {
      const sets = counts.map(([c, a]) => scenario({ weapons: [[claws, c], [axe, a]], target: squad }));
      const each = sets.map((s, b) => calculate(s, [], starts[b].map((q) => q / starts[b].reduce((x, y) => x + y, 0))).damage.distribution);
      const mass = starts.map((p) => p.reduce((x, y) => x + y, 0));
      const expected = each[0].map((_, t) => each.reduce((sum, d, b) => sum + mass[b] * d[t], 0));
      const summed = sumSideBySide(sideBySide(sets)!, starts);
      expect(summed).toHaveLength(9);
      summed.forEach((q, t) => expect(q, `${name}, state ${t}`).toBeCloseTo(expected[t], 12));
    }
  });

  describe('blocks with different most attacks, random attacks (D6 Blast, D3)', () => {
    // Blast: +1 attack against 5 models (floor(5/5)), so 2-7 per pistol; the sets' most attacks differ (7, 21, 0, 14, 7).
    const pistol = weapon({ name: 'pistol', A: 'D6', skill: 3, S: 4, abilities: ['blast'] });
    const axe = weapon({ name: 'axe', A: 'D3', skill: 4, S: 5, AP: -1, D: 2 });
    const squad = target({ models: 5, W: 2, T: 4, Sv: 4 });
    const counts = [[1, 2], [3, 0], [0, 1], [2, 2], [1, 2]];
    const sets = counts.map(([p, a]) => scenario({ weapons: [[pistol, p], [axe, a]], target: squad }));
    const unhurt = Array.from({ length: 11 }, (_, t) => (t === 0 ? 1 : 0));
    const wounded = unhurt.map((_, t) => [0.5, 0, 0, 0.3, 0, 0, 0.2][t] ?? 0);
    const expectClose = (got: readonly number[], want: readonly number[], name: string) => {
      expect(got).toHaveLength(want.length);
      got.forEach((q, t) => expect(Math.abs(q - want[t]), `${name} state ${t}`).toBeLessThan(1e-12));
    };

    it('all from the same states (the Overwatch): one chain of attacks, every block as its own calculation to 1e-12', () => {
      for (const start of [unhurt, wounded]) {
        expect(blockShortcut(counts.flatMap(() => start), { counts: sideBySide(sets)!.attacks[0], summed: false }, unhurt.length)).toBe(ONE_START);
        const after = calculateSideBySide(sideBySide(sets)!, counts.map(() => start));
        sets.forEach((s, b) => expectClose(after[b], calculate(s, [], start).damage.distribution, `set ${b} from ${start}`));
      }
    });

    it('summed: the sum of the blocks each calculated alone, to 1e-12, from alike states (one chain for the first weapon) or not', () => {
      const alone = sets.map((s) => calculate(s, [], unhurt).damage.distribution);
      for (const mass of [[0.2, 0.2, 0.2, 0.2, 0.2], [0.1, 0.3, 0.2, 0.25, 0.15]]) {
        const expected = unhurt.map((_, t) => alone.reduce((sum, d, b) => sum + mass[b] * d[t], 0));
        expectClose(sumSideBySide(sideBySide(sets)!, mass.map((m) => unhurt.map((q) => q * m))), expected, `masses ${mass}`);
      }
    });
  });

  it('fixed Attacks, a multiple of 4 in every set: 4 attacks at once (a matrix), each block as its own calculation to 1e-12, apart and summed', () => {
    // 36, 16, 24 and 20 attacks on 3 models (4 states): the matrix of 4 attacks costs 16 attacks on one block, the sets 96.
    const fists = weapon({ name: 'fists', range: 'melee', A: 4, skill: 3, S: 4, abilities: ['sustained hits 1'] });
    const knife = weapon({ name: 'knife', range: 'melee', A: 'D3', skill: 4, S: 3 });
    const three = target({ models: 3, T: 4, Sv: 5 });
    const sets = [9, 4, 6, 5].map((n) => scenario({ weapons: [[fists, n], [knife, 1]], target: three }));
    const starts = [[1, 0, 0, 0], [0.5, 0.5, 0, 0], [0, 0.7, 0.3, 0], [0.2, 0.2, 0.2, 0.4]];
    // The fists' attacks go 4 at once, apart and summed (what byBlock is given: the stacked starts, 4 states a block).
    const fistsCounts = sideBySide(sets)!.attacks[0];
    expect(blockShortcut(starts.flat(), { counts: fistsCounts, summed: false }, 4)).toBe(4);
    expect(blockShortcut(starts.flat(), { counts: fistsCounts, summed: true }, 4)).toBe(4);
    const after = calculateSideBySide(sideBySide(sets)!, starts);
    sets.forEach((s, b) => after[b].forEach((q, t) => expect(Math.abs(q - calculate(s, [], starts[b]).damage.distribution[t]), `set ${b} state ${t}`).toBeLessThan(1e-12)));
    // Summed: the fists are the last weapon whose attacks differ (the knife's are the same in every set).
    const mass = [0.1, 0.2, 0.3, 0.4];
    const summed = sumSideBySide(sideBySide(sets)!, starts.map((p, b) => p.map((q) => q * mass[b])));
    summed.forEach((q, t) => expect(Math.abs(q - after.reduce((sum, d, b) => sum + mass[b] * d[t], 0)), `summed state ${t}`).toBeLessThan(1e-12));
  });

  it('property: the shortcut is the one its cost model picks, where its bound skips the divisor (second method: the costs written out)', () => {
    // A stride x stride >= 2 x attacks rules every step out at once (the cost at g, stride x g + attacks/g x stride/8,
    // is at least stride x sqrt(attacks / 2)); the second method works out the divisor and both costs every time.
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    const written = (counts: readonly Dist[], stride: number, summed: boolean): number => {
      const step = counts.flatMap((c) => c.toArray().map((q, n) => (q !== 0 && n > 0 ? n : 0))).reduce(gcd, 0) || 1;
      const attacks = summed ? Math.max(...counts.map((c) => c.max)) : counts.reduce((n, c) => n + c.max, 0);
      return step > 1 && stride * step + (attacks / step) * (stride / 8) < attacks ? step : 1;
    };
    const count = fc.oneof(
      fc.integer({ min: 0, max: 60 }).map((n) => Dist.constant(n)),
      fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 6 })).map(([n, k]) => Dist.binomial(n, 0.5).map((x) => x * k)),
    );
    fc.assert(
      fc.property(fc.array(count, { minLength: 2, maxLength: 8 }), fc.integer({ min: 1, max: 30 }), fc.boolean(), (counts, stride, summed) => {
        // Starts that differ between blocks: never one chain from common states.
        const start = counts.flatMap((_, b) => Array.from({ length: stride }, (_, i) => (i === b % stride ? 1 : 0)));
        start[0] = 0.5;
        expect(blockShortcut(start, { counts, summed }, stride)).toBe(written(counts, stride, summed));
      }),
    );
  });

  it('refused (null) where a set differs in more than its counts, or a weapon holds Devastating Wounds', () => {
    const gun = weapon({ A: 2 });
    const squad = target({ models: 5 });
    const charged = scenario({ weapons: [[gun, 2]], target: squad, conditions: { charged: true } });
    expect(sideBySide([scenario({ weapons: [[gun, 3]], target: squad }), charged])).toBeNull();
    const other = weapon({ A: 2, name: 'another gun' });
    expect(sideBySide([scenario({ weapons: [[gun, 3]], target: squad }), scenario({ weapons: [[other, 1]], target: squad })])).toBeNull();
    const dw = weapon({ A: 2, abilities: ['devastating wounds'] });
    expect(sideBySide([scenario({ weapons: [[dw, 3]], target: squad }), scenario({ weapons: [[dw, 1]], target: squad })])).toBeNull();
  });

  it('refused (null) where calculate() does more than the weapons on one queue: two queues (--precision in a turn), a Phoenix Gem bearer', () => {
    const gun = weapon({ A: 2 });
    const attached = target({ groups: [{ count: 3, name: 'Bodyguard' }, { count: 1, name: 'Leader' }] });
    const led = { ...attached, models: attached.models.map((g) => (g.name === 'Leader' ? { ...g, leader: true } : g)) };
    const pair = (t: typeof led, extra: Partial<Scenario> = {}) => [3, 1].map((n) => ({ ...scenario({ weapons: [[gun, n]], target: t }), ...extra }));
    // The same pair on one queue goes side by side: the refusals below are the queues' and the gem's.
    expect(sideBySide(pair(led))).not.toBeNull();
    expect(sideBySide(pair(led, { allocation: 'precision', twoQueues: true }))).toBeNull();
    const gem = { ...led, models: led.models.map((g) => (g.leader ? { ...g, returnsOn: 2 } : g)) };
    expect(sideBySide(pair(gem))).toBeNull();
  });
});
