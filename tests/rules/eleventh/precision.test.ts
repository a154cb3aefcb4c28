/**
 * [PRECISION] (11e 24.28, RULINGS 15): the chosen CHARACTER group is the current group while it stands;
 * once destroyed, the rest of the batch (Devastating Wounds included) follows the declared order.
 */
import { describe, expect, it } from 'vitest';
import { Dist } from '../../../src/dice/dist.js';
import { resolveBatch, type BatchDefence } from '../../../src/rules/eleventh/allocation.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { allocationGroups } from '../../../src/rules/eleventh/groups.js';
import { jointConstant } from '../../../src/rules/eleventh/joint.js';
import { makeTrack, type Track } from '../../../src/rules/eleventh/track.js';
import type { Ability, Unit } from '../../../src/rules/eleventh/types.js';
import { models, scenario, unit, weapon, type WeaponSpec } from './engine-fixtures.js';
import { enumerate } from './enumerate.js';

const torrent: Ability = { kind: 'torrent' };
const precision: Ability = { kind: 'precision' };
const close = (a: readonly number[], b: readonly number[]): void => {
  for (let k = 0; k < Math.max(a.length, b.length); k++) expect(a[k] ?? 0, `at ${k}`).toBeCloseTo(b[k] ?? 0, 12);
};
const calc = (w: WeaponSpec, target: Unit, more: { groupOrder?: number[] } = {}) =>
  calculate11(scenario({ weapons: [weapon(w)], target, ...more }));

describe('Precision against a complete enumeration (3 attacks wounding on 4+)', () => {
  const guarded = unit({
    models: [models({ name: 'guards', count: 2, W: 1, Sv: 4 }), models({ name: 'leader', character: true, W: 2, Sv: 3, InSv: 5 })],
  });
  for (const [ap, D] of [
    [0, 1],
    [-1, 2],
  ]) {
    it(`guards (2x W1 Sv4+) and a leader (W2 Sv3+ 5++), AP${ap} D${D}: the leader takes the lowest dice`, () => {
      const r = calc({ A: 3, skill: null, S: 4, AP: ap, D, abilities: [torrent, precision] }, guarded);
      const e = enumerate({ target: guarded, order: [0, 1], attacks: 3, need: 4, ap, D, precise: 1 });
      close(r.woundsLost.toArray(), e.lost);
      close(r.kills.toArray(), e.kills);
      expect(r.notes).toContain('test weapon: [PRECISION] makes leader the current group while it stands (11e 24.28, RULINGS 15)');
    });
  }
});

describe('Precision by hand', () => {
  it('one attack against a W1 leader behind W2 guards: the leader dies on 5/6; without Precision nobody dies', () => {
    // S8 vs T4 wounds on 2+ (5/6); Sv7: no save. Precision: the leader (W1) is current: 5/6 kills.
    // Without: the W2 guard takes D1 and survives.
    const t = unit({ models: [models({ name: 'guard', W: 2, Sv: 7 }), models({ name: 'leader', character: true, W: 1, Sv: 7 })] });
    expect(calc({ skill: null, S: 8, abilities: [torrent, precision] }, t).kills.mean()).toBeCloseTo(5 / 6, 12);
    expect(calc({ skill: null, S: 8, abilities: [torrent] }, t).kills.mean()).toBe(0);
  });
  it('Devastating Wounds go to the Precision CHARACTER first: D2 mortal wounds kill a W2 Sv2+ leader on 5/6', () => {
    // Anti-INFANTRY 2+: every wound (5/6) is critical: 2 mortal wounds to the leader.
    const t = unit({ models: [models({ name: 'guards', count: 3, W: 1, Sv: 2 }), models({ name: 'leader', character: true, W: 2, Sv: 2 })] });
    const dev: Ability[] = [torrent, precision, { kind: 'anti', keyword: 'INFANTRY', threshold: 2 }, { kind: 'devastating wounds' }];
    const r = calc({ skill: null, D: 2, abilities: dev }, t);
    expect(r.kills.mean()).toBeCloseTo(5 / 6, 12);
    expect(r.woundsLost.mean()).toBeCloseTo((5 / 6) * 2, 12);
  });
  it('the attacker picks the CHARACTER worth most (RULINGS 15): a W1 Sv7 one over a W6 Sv2+ one', () => {
    const t = unit({
      models: [
        models({ name: 'guards', count: 3 }),
        models({ name: 'warlord', character: true, W: 6, Sv: 2 }),
        models({ name: 'priest', character: true, W: 1, Sv: 7 }),
      ],
    });
    const r = calc({ skill: null, S: 8, abilities: [torrent, precision] }, t);
    expect(r.notes.some((n) => n.includes('makes priest the current group'))).toBe(true);
    expect(r.kills.mean()).toBeCloseTo(5 / 6, 12);
  });
  it('after the CHARACTER is destroyed, the rest follows the order: 2 attacks D1 vs a W1 leader and a W1 guard, Sv7', () => {
    // Each wounds on 5/6 and is never saved: the first wound kills the leader, the second the guard: kills ~ Bin(2, 5/6).
    const t = unit({ models: [models({ name: 'guard', W: 1, Sv: 7 }), models({ name: 'leader', character: true, W: 1, Sv: 7 })] });
    const r = calc({ A: 2, skill: null, S: 8, abilities: [torrent, precision] }, t);
    close(r.kills.toArray(), Dist.binomial(2, 5 / 6).toArray());
  });
});

describe('Precision and other batches in one calculation', () => {
  it('a Precision shot at a W1 leader, then 3 ordinary attacks: the guard (W2) first, the leader at its turn', () => {
    // Sv7, S8 vs T4: every attack wounds on 5/6, never saved, D1. Batch 1 (Precision): the leader dies on 5/6.
    // Batch 2: k ~ Bin(3, 5/6) wounds; the guard dies on k >= 2 (200/216); a standing leader then takes the
    // third wound, k = 3 (125/216). E[kills] = 5/6 + 200/216 + 1/6 x 125/216 = 2405/1296.
    const t = unit({ models: [models({ name: 'guard', W: 2, Sv: 7 }), models({ name: 'leader', character: true, W: 1, Sv: 7 })] });
    const r = calculate11(
      scenario({
        weapons: [weapon({ name: 'sniper', skill: null, S: 8, abilities: [torrent, precision] }), weapon({ name: 'bolter', A: 3, skill: null, S: 8, abilities: [torrent] })],
        target: t,
      }),
    );
    expect(r.kills.mean()).toBeCloseTo(2405 / 1296, 12);
  });
});

describe('the two-counter states (track.ts)', () => {
  it('normal allocation over a track kept for Precision equals the plain track', () => {
    const t = unit({ models: [models({ name: 'guards', count: 2, W: 2, Sv: 4, wounded: 1 }), models({ name: 'leader', character: true, W: 3, Sv: 3 })] });
    const groups = allocationGroups(t);
    const defence: BatchDefence = {
      damages: groups.map((g) => [0, 1, 2, 3, 4, 5, 6].map((f) => f > 0 && (f === 1 || f < g.stats.Sv))),
      lost: groups.map(() => Dist.of([0, 0.5, 0.5])),
      mortalLost: groups.map(() => Dist.constant(1)),
    };
    // 4 save dice and 2 Devastating Wounds' critical wounds; D1 or D2; the law of (wounds lost, models destroyed).
    const law = (track: Track): number[][] => {
      const start = track.lostAt.map((_, p) => (p === 0 ? 1 : 0));
      const { state } = resolveBatch(track, track.normal, defence, start, { joint: jointConstant(4, 2) });
      const out = Array.from({ length: track.lostAt[track.destroyed] + 1 }, () => new Array<number>(4).fill(0));
      state.forEach((x, p) => (out[track.lostAt[p]][track.killsAt[p]] += x));
      return out;
    };
    const plain = law(makeTrack(groups));
    expect(plain.flat().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    law(makeTrack(groups, 1)).forEach((row, k) => close(row, plain[k]));
  });
});
