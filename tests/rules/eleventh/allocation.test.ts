/**
 * 11e 05.03-05.04 (RULINGS 1, 6, 11): allocation groups exactly. The engine against (1) 10th edition's
 * one-at-a-time chain for a one-group target, where the two laws agree, and (2) a complete enumeration of
 * every wound and save die for tiny two-group targets, sorted and resolved from the lowest result up.
 */
import { describe, expect, it } from 'vitest';
import { resolveBatch } from '../../../src/rules/eleventh/allocation.js';
import { planBatch } from '../../../src/rules/eleventh/attack.js';
import { batchDefence } from '../../../src/rules/eleventh/defence.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { allocationGroups } from '../../../src/rules/eleventh/groups.js';
import { jointSumOf } from '../../../src/rules/eleventh/joint.js';
import { makeTrack } from '../../../src/rules/eleventh/track.js';
import type { Ability, Unit } from '../../../src/rules/eleventh/types.js';
import { run as run10, target as target10, weapon as weapon10 } from '../../helpers.js';
import { dice, models, scenario, unit, weapon } from './engine-fixtures.js';
import { enumerate } from './enumerate.js';

const close = (a: readonly number[], b: readonly number[]): void => {
  const n = Math.max(a.length, b.length);
  for (let k = 0; k < n; k++) expect(a[k] ?? 0, `at ${k}`).toBeCloseTo(b[k] ?? 0, 12);
};

describe('one group: the same law as 10th edition\u2019s chain (11e README: "With one group this has the same law")', () => {
  // Nothing 10th-only: no cover, no save modifier, no 10th-only ability. BS3+ S4 AP-1 D3 against T4 Sv3+ W2.
  const cases: [string, { A: number; D: string | number; W: number; n: number; fnp?: number; InSv?: number; AP: number }][] = [
    ['6 attacks D3 vs 5 models W2', { A: 6, D: 'D3', W: 2, n: 5, AP: -1 }],
    ['8 attacks D2 vs 3 models W3, Feel No Pain 5+', { A: 8, D: 2, W: 3, n: 3, fnp: 5, AP: -1 }],
    ['10 attacks D1 vs 10 models W1, 4++, AP-3', { A: 10, D: 1, W: 1, n: 10, InSv: 4, AP: -3 }],
    ['4 attacks D6 vs 2 models W4', { A: 4, D: 'D6', W: 4, n: 2, AP: 0 }],
  ];
  for (const [title, c] of cases) {
    it(title, () => {
      const r10 = run10({
        weapons: [weapon10({ A: c.A, skill: 3, S: 4, AP: c.AP, D: c.D })],
        target: target10({ T: 4, Sv: 3, W: c.W, models: c.n, feelNoPain: c.fnp, invulnerable: c.InSv }),
      });
      const r11 = calculate11(
        scenario({
          weapons: [weapon({ A: c.A, skill: 3, S: 4, AP: c.AP, D: c.D })],
          target: unit({ models: [models({ count: c.n, T: 4, Sv: 3, W: c.W, feelNoPain: c.fnp, InSv: c.InSv })] }),
        }),
      );
      close(r11.kills.toArray(), r10.kills.distribution);
      close(r11.woundsLost.toArray(), r10.damage.distribution);
    });
  }
});

describe('two groups: the engine equals a complete enumeration of every die (11e 05.04)', () => {
  // Group 0: W2 Sv4+; group 1: two models W1 Sv2+ with a 5++. Against AP-1 the first takes faces 1-4, the second 1-2.
  const two = unit({
    models: [models({ name: 'heavy', count: 1, W: 2, Sv: 4 }), models({ name: 'light', count: 2, W: 1, Sv: 2, InSv: 5 })],
  });
  // A wounded model (11e 05.03: its group must be first; 05.04 step 1: it is selected first).
  const wounded = unit({
    models: [models({ name: 'wounded', count: 2, W: 3, Sv: 5, wounded: 2 }), models({ name: 'armoured', count: 1, W: 2, Sv: 3 })],
  });
  const cases: [string, Unit, number[], number, number][] = [
    ['W2 Sv4+ then 2x W1 Sv2+ 5++, D1', two, [0, 1], -1, 1],
    ['2x W1 Sv2+ 5++ then W2 Sv4+, D1', two, [1, 0], -1, 1],
    ['W2 Sv4+ then 2x W1 Sv2+ 5++, D2', two, [0, 1], -1, 2],
    ['2x W1 Sv2+ 5++ then W2 Sv4+, D2', two, [1, 0], -1, 2],
    ['a wounded W3 model first, D2, AP0', wounded, [0, 1], 0, 2],
  ];
  for (const [title, target, order, ap, D] of cases) {
    it(`${title}: 3 attacks wounding on 4+`, () => {
      const r = calculate11(
        scenario({ weapons: [weapon({ A: 3, skill: null, S: 4, AP: ap, D, abilities: [{ kind: 'torrent' }] })], target, groupOrder: order }),
      );
      const e = enumerate({ target, order, attacks: 3, need: 4, ap, D });
      close(r.woundsLost.toArray(), e.lost);
      close(r.kills.toArray(), e.kills);
      expect(r.groupOrder).toEqual(order);
    });
  }

  it('with Devastating Wounds on 5+ (D2): the save rolls first, then the mortal wounds, one model each', () => {
    // Critical wounds (5, 6 to wound) skip the save and come after the batch's save rolls; the engine follows
    // them as a seventh face of the sorted sequence (allocation.ts), the enumeration die by die.
    const dev = [{ kind: 'torrent' as const }, { kind: 'devastating wounds' as const }];
    const r = calculate11(
      scenario({ weapons: [weapon({ A: 3, skill: null, S: 4, AP: -1, D: 2, abilities: dev })], target: two, groupOrder: [1, 0], modifiers: { critWound: 5 } }),
    );
    const e = enumerate({ target: two, order: [1, 0], attacks: 3, need: 4, ap: -1, D: 2, devastatingOn: 5 });
    close(r.woundsLost.toArray(), e.lost);
    close(r.kills.toArray(), e.kills);
  });

  it('following the joint law v by v equals the seventh face when each wound is critical independently', () => {
    // Two ways to the same law (allocation.ts): Sustained Hits 1, D3, critical wounds on 5+, 4 attacks.
    const dev: Ability[] = [{ kind: 'sustained hits', hits: dice(1) }, { kind: 'devastating wounds' }];
    const s = scenario({ weapons: [weapon({ A: 4, skill: 3, S: 4, AP: -1, D: 'D3', abilities: dev })], target: two, modifiers: { critWound: 5 } });
    const plan = planBatch(s, s.batches[0], undefined);
    if (typeof plan === 'string') throw new Error(plan);
    const joint = jointSumOf(plan.attackDice, plan.dieJoint);
    const track = makeTrack(allocationGroups(two));
    const defence = batchDefence(plan, track.groups, 'ranged');
    const start = track.lostAt.map((_, p) => (p === 0 ? 1 : 0));
    const seventh = resolveBatch(track, track.normal, defence, start, { joint, criticalShare: plan.criticalShare });
    const byV = resolveBatch(track, track.normal, defence, start, { joint });
    // S4 vs T4 wounds on 4, 5, 6; 5 and 6 are critical: a wound is critical with probability 2/3.
    expect(plan.criticalShare).toBeCloseTo(2 / 3, 12);
    close(seventh.state, byV.state);
    expect(seventh.unsaved).toBeCloseTo(byV.unsaved, 12);
  });

  it('the defender\u2019s order (RULINGS 6) is the one with fewer expected kills, and the enumeration agrees', () => {
    const r = calculate11(scenario({ weapons: [weapon({ A: 3, skill: null, S: 4, AP: -1, D: 1, abilities: [{ kind: 'torrent' }] })], target: two }));
    const mean = (p: number[]): number => p.reduce((s, x, k) => s + k * x, 0);
    const byOrder = [[0, 1], [1, 0]].map((o) => mean(enumerate({ target: two, order: o, attacks: 3, need: 4, ap: -1, D: 1 }).kills));
    const best = byOrder[0] <= byOrder[1] + 1e-12 ? [0, 1] : [1, 0];
    expect(r.groupOrder).toEqual(best);
    expect(r.kills.mean()).toBeCloseTo(Math.min(...byOrder), 12);
  });
});

describe('the lowest results meet the first group (11e 05.04), by hand', () => {
  it('one W1 Sv6+ model before one W1 Sv2+ model, two save dice: only both dice failing the second kills two', () => {
    // Two unsaved-or-not save dice against [weak Sv6+ W1, strong Sv2+ W1], AP0, D1, every attack wounds
    // (Torrent, Anti-INFANTRY 2+: a wound on 2+; critical wounds are wounds). P(wound) = 5/6 each.
    // With both attacks wounding (25/36): the lower die meets the weak model: it fails unless it is a 6,
    // and both are 6 only with 1/36, so P(weak destroyed | 2 wounds) = 35/36. Then the higher die meets the
    // strong model only if the weak one died from the lower die: the higher die is a 1 only if both are 1s
    // (1/36), and it then damages the strong model. Kills = 2 with P = 25/36 * 1/36.
    const target = unit({ models: [models({ name: 'weak', Sv: 6 }), models({ name: 'strong', Sv: 2 })] });
    const r = calculate11(
      scenario({
        weapons: [weapon({ A: 2, skill: null, S: 4, AP: 0, abilities: [{ kind: 'torrent' }, { kind: 'anti', keyword: 'INFANTRY', threshold: 2 }] })],
        target,
        groupOrder: [0, 1],
      }),
    );
    expect(r.kills.prob(2)).toBeCloseTo((25 / 36) * (1 / 36), 12);
  });
});

describe('batchDefence is kept per groups, rolled Damage and what else it reads (defence.ts defenceKey)', () => {
  // Each plan below differs from the first in one field the defence reads. Against the same groups (one cache),
  // each must get what a fresh copy of the groups (its own cache) computes: a key that missed the field would
  // hand it an earlier plan's defence. The last AP and save modifier are past the numeric key's range (a string key).
  // Two groups (W2 Sv4+ with Feel No Pain 5+; W1 Sv2+ 5++): the saves, the invulnerable save and the wounds lost all count.
  const two = unit({
    models: [models({ name: 'heavy', count: 1, W: 2, Sv: 4, feelNoPain: 5 }), models({ name: 'light', count: 2, W: 1, Sv: 2, InSv: 5 })],
  });
  it('gives each plan its own defence, as fresh groups compute it', () => {
    const s = scenario({ weapons: [weapon({ A: 2, skill: 3, S: 4, AP: -1, D: 2 })], target: two });
    const base = planBatch(s, s.batches[0], undefined);
    if (typeof base === 'string') throw new Error(base);
    const groups = makeTrack(allocationGroups(two)).groups;
    const variants = [
      base,
      { ...base, ap: -2 },
      { ...base, saveModifier: 1 },
      { ...base, damage: { ...base.damage, add: 1 } },
      { ...base, damage: { ...base.damage, halve: true } },
      { ...base, damage: { ...base.damage, subtract: 1 } },
      { ...base, mortalDamage: { ...base.mortalDamage, add: 2 } },
      { ...base, ap: -20, saveModifier: -12 },
    ];
    for (const phase of ['ranged', 'melee'] as const) {
      for (const plan of variants) expect(batchDefence(plan, groups, phase)).toEqual(batchDefence(plan, [...groups], phase));
    }
    // Not all alike: AP -2 changes the saves that fail, +1 Damage the wounds lost.
    expect(batchDefence(variants[1], groups, 'ranged')).not.toEqual(batchDefence(base, groups, 'ranged'));
    expect(batchDefence(variants[3], groups, 'ranged')).not.toEqual(batchDefence(base, groups, 'ranged'));
  });
});
