/**
 * Issue 27: 10th edition says its matchups in words for the report (src/rules/tenth/matchup/report-words.ts, through
 * the ruleset value's runReport()), as the legacy ruleset does: src/report/ reads no ruleset's folder.
 *
 * The matchup below is worked by hand (10th edition core rules, 'Making Attacks': Hit roll, Wound roll, saving throw):
 * one Intercessor's 2 attacks, BS 3+ (hits 2/3), S4 against T4 (wounds on 4+: 1/2), Sv 3+ against AP 0 (fails 1/3), Damage 1,
 * at 10 Boyz of 1 wound. Each attack makes one unsaved wound with p = 2/3 x 1/2 x 1/3 = 1/9, so
 * hits 2 x 2/3 = 1.33, wounds 2 x 1/3 = 0.67, unsaved = damage = kills 2/9 = 0.22; P(0, 1, 2 destroyed) = 64/81, 16/81, 1/81:
 * median 0, 10th percentile 0, 90th 1 (P(at most 0) = 0.79 < 0.9 <= P(at most 1) = 80/81); no wipe of 10.
 */
import { describe, expect, it } from 'vitest';
import { tenth } from '../../src/rules/tenth/index.js';

const p = [64 / 81, 16 / 81, 1 / 81];
const spread = { mean: 2 / 9, distribution: p, atLeast: [1, 17 / 81, 1 / 81], median: 0, p10: 0, p90: 1 };
const matchup = {
  name: 'bolt rifle at boyz',
  attacker: { name: 'Intercessors', models: 1, phase: 'ranged' },
  target: { name: 'Boyz', models: 10, wounds: 10 },
  total: { attacks: 2, hits: 4 / 3, wounds: 2 / 3, unsaved: 2 / 9, mortalWounds: 0, damage: 2 / 9, wasted: 0, kills: 2 / 9 },
  kills: { ...spread, wipe: 0 },
  damage: spread,
  effects: [
    { id: 'oath', name: 'Oath of Moment', applied: true },
    { id: 'waaagh', name: 'Waaagh!', applied: false },
  ],
  conditions: { phase: 'ranged', charged: false, stationary: true, halfRange: false, cover: true, indirect: false },
  options: { ranged: true, stationary: true, hitMod: 1 },
};

describe("10th edition's words for the report (the ruleset value's runReport)", () => {
  it('says the units, conditions with options and effects, the damage dealt, the expected attack sequence and the damage axis', async () => {
    const words = await tenth.runReport();
    const [item] = words.items([matchup]) as { said: Record<string, string>; kills: unknown }[];
    expect(item.kills).toBe(matchup.kills); // the numbers as they are
    expect(item.said).toEqual({
      attacker: 'Intercessors (1 models, ranged)',
      target: 'Boyz (10 models, 10 wounds)',
      // The phase is in the units line; ranged and stationary are said from JSON conditions, not again as options.
      conditions: 'Conditions: Remained Stationary, target has the Benefit of Cover; options: +1 to Hit rolls; effects applied: Oath of Moment; skipped: Waaagh!',
      damage: 'Damage dealt: mean 0.22 of 10 wounds, median 0, 10th-90th percentile 0-1.',
      expected: 'Expected: 2.00 attacks, 1.33 hits, 0.67 wounds, 0.22 unsaved, 0.00 mortal wounds, 0.22 damage (0.00 wasted).',
      damageAxis: 'wounds lost of 10',
    });
  });

  it('reads a matchup written before `options` and `oneRolls` existed as none of either, and an uncomputed one as its reason', async () => {
    const { options: _o, ...older } = matchup;
    const uncomputed = { name: 'x', attacker: { name: 'A', models: 1 }, target: { name: 'B' }, kills: null, damage: null, reason: 'no ranged weapons' };
    const [item, na] = (await tenth.runReport()).items([older, uncomputed]) as Record<string, unknown>[];
    expect((item.said as Record<string, string>).conditions).toBe('Conditions: Remained Stationary, target has the Benefit of Cover; options: none; effects applied: Oath of Moment; skipped: Waaagh!');
    expect(na).toEqual({ name: 'x', attacker: { name: 'A', models: 1 }, target: { name: 'B' }, kills: null, damage: null, reason: 'no ranged weapons' });
  });

  it("checks the fields its words read (the run JSON's shape), each problem at its field", async () => {
    const { shape } = await tenth.runReport();
    const { wasted: _w, ...total } = matchup.total;
    expect(shape.safeParse({ kind: 'run', matchups: [matchup] }).success).toBe(true);
    const issues = shape.safeParse({ kind: 'run', matchups: [{ ...matchup, total }] }).error?.issues ?? [];
    expect(issues.map((i) => i.path)).toEqual([['matchups', 0, 'total', 'wasted']]);
  });
});
