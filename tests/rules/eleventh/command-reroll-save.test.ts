/**
 * Command Re-roll (11e 15.02), the defender's: just after a batch's save rolls, its lowest die rolled again when
 * the current group fails it; the rolls then resolved from the lowest up (11e 05.04). Checked by hand and
 * against a complete enumeration of the dice (the re-roll die included).
 */
import { describe, expect, it } from 'vitest';
import { Dist } from '../../../src/dice/dist.js';
import { resolveBatch, type BatchDefence } from '../../../src/rules/eleventh/allocation.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { allocationGroups } from '../../../src/rules/eleventh/groups.js';
import { jointConstant } from '../../../src/rules/eleventh/joint.js';
import { makeTrack } from '../../../src/rules/eleventh/track.js';
import { models, scenario, unit, weapon } from './engine-fixtures.js';

interface Group {
  readonly count: number;
  readonly W: number;
  readonly Sv: number;
}

/** Every roll of m save dice and the re-roll die, resolved by hand: P(wounds lost, models destroyed). */
function enumerateSaves(groups: readonly Group[], m: number, D: number): number[][] {
  const total = groups.reduce((s, g) => s + g.count * g.W, 0);
  const models = groups.reduce((s, g) => s + g.count, 0);
  const out = Array.from({ length: total + 1 }, () => new Array<number>(models + 1).fill(0));
  const fails = (g: Group, face: number): boolean => face === 1 || face < g.Sv;
  for (let code = 0; code < 6 ** (m + 1); code++) {
    const faces = Array.from({ length: m + 1 }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1);
    const fresh = faces.pop()!;
    let dice = faces.sort((a, b) => a - b);
    // 11e 15.02: the lowest die, failed by the group current before any is resolved (the first), rolled again.
    // (Unused, the re-roll die only repeats each roll six times: every code weighs 1 / 6^(m+1).)
    if (m > 0 && fails(groups[0], dice[0])) dice = [fresh, ...dice.slice(1)].sort((a, b) => a - b);
    const weight = 1 / 6 ** (m + 1);
    let [g, left, lost, kills, destroyedInGroup] = [0, groups[0].W, 0, 0, 0];
    for (const face of dice) {
      if (g === groups.length) break; // 11e 05.04: the unit destroyed, the rest lost
      if (!fails(groups[g], face)) continue;
      const taken = Math.min(D, left);
      [lost, left] = [lost + taken, left - taken];
      if (left > 0) continue;
      kills++;
      destroyedInGroup++;
      if (destroyedInGroup === groups[g].count) [g, destroyedInGroup] = [g + 1, 0];
      left = groups[g]?.W ?? 0;
    }
    out[lost][kills] += weight;
  }
  return out;
}

function engineSaves(groups: readonly Group[], m: number, D: number): number[][] {
  const target = unit({ models: groups.map((g, i) => models({ name: `g${i}`, count: g.count, W: g.W, Sv: g.Sv })) });
  const track = makeTrack(allocationGroups(target));
  const defence: BatchDefence = {
    damages: track.groups.map((g) => [0, 1, 2, 3, 4, 5, 6].map((f) => f > 0 && (f === 1 || f < g.stats.Sv))),
    lost: track.groups.map(() => Dist.constant(D)),
    mortalLost: track.groups.map(() => Dist.constant(1)),
  };
  const start = track.lostAt.map((_, p) => (p === 0 ? 1 : 0));
  const { state } = resolveBatch(track, track.normal, defence, start, { joint: jointConstant(m, 0), criticalShare: 0 }, true);
  const models_ = groups.reduce((s, g) => s + g.count, 0);
  const out = Array.from({ length: track.lostAt[track.destroyed] + 1 }, () => new Array<number>(models_ + 1).fill(0));
  state.forEach((x, p) => (out[track.lostAt[p]][track.killsAt[p]] += x));
  return out;
}

describe("Command Re-roll, the defender's (11e 15.02)", () => {
  it('one wound against one W1 model, Sv4+: a failed save rolled again: unsaved 1/2 x 1/2 = 1/4; with a 5/6 wound roll, 5/24', () => {
    const target = unit({ models: [models({ Sv: 4 })] });
    const s = scenario({ weapons: [weapon({ skill: null, S: 8, abilities: [{ kind: 'torrent' }] })], target });
    const r = calculate11({ ...s, actions: { commandReroll: { defender: true } } });
    expect(r.kills.mean()).toBeCloseTo(5 / 24, 12);
    expect(r.notes.join('\n')).toMatch(/the defender's: on the save rolls of test weapon.*upper bound/);
  });
  it('two wounds against one W1 model, Sv4+: destroyed unless both save after the re-roll: 1 - (1/4 + 1/2 x 1/2) = 1/2', () => {
    const law = engineSaves([{ count: 1, W: 1, Sv: 4 }], 2, 1);
    expect(law[1][1]).toBeCloseTo(1 / 2, 12);
  });
  for (const [name, groups, m, D] of [
    ['a Sv6+ model first, then a Sv2+ one; 3 dice, D1', [{ count: 1, W: 1, Sv: 6 }, { count: 1, W: 1, Sv: 2 }], 3, 1],
    ['two W2 Sv4+ models then a W3 Sv3+ one; 3 dice, D2 (excess lost)', [{ count: 2, W: 2, Sv: 4 }, { count: 1, W: 3, Sv: 3 }], 3, 2],
    ['three W1 Sv5+ models then two W1 Sv3+; 4 dice, D1', [{ count: 3, W: 1, Sv: 5 }, { count: 2, W: 1, Sv: 3 }], 4, 1],
  ] as [string, Group[], number, number][]) {
    it(`equals a complete enumeration: ${name}`, () => {
      const e = enumerateSaves(groups, m, D);
      const r = engineSaves(groups, m, D);
      expect(r.flat().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      e.forEach((row, lost) => row.forEach((x, k) => expect(r[lost]?.[k] ?? 0, `lost ${lost}, kills ${k}`).toBeCloseTo(x, 12)));
    });
  }
  it('with Devastating Wounds the joint is followed v by v: the same law either way', () => {
    const target = unit({ models: [models({ count: 3, W: 2, Sv: 4 })] });
    const dev = weapon({ A: 4, skill: 3, D: 2, abilities: [{ kind: 'devastating wounds' }] });
    const s = { ...scenario({ weapons: [dev], target, modifiers: { critWound: 5 } }), actions: { commandReroll: { defender: true } } };
    const plain = calculate11({ ...s, actions: {} });
    const r = calculate11(s);
    expect(r.kills.total()).toBeCloseTo(1, 12);
    expect(r.kills.mean()).toBeLessThan(plain.kills.mean());
  });
});

describe('a batch remembered by its profile keeps its shape (wounds.ts)', () => {
  it("Sv 7+: the defender's re-roll changes nothing, after the same batch was remembered without it (50 Devastating Wounds attacks)", () => {
    // Every save fails with or without the re-roll, so the laws are equal; a one-column joint (no re-roll) given
    // to the re-roll's v-by-v path would turn the mortal wounds (Feel No Pain 4+ against them only) into damage.
    const target = unit({ models: [models({ count: 10, W: 2, Sv: 7, mortalFeelNoPain: 4 })] });
    const s = scenario({ weapons: [[weapon({ skill: null, D: 2, abilities: [{ kind: 'torrent' }, { kind: 'devastating wounds' }] }), 50]], target });
    const plain = calculate11(s);
    const rerolled = calculate11({ ...s, actions: { commandReroll: { defender: true } } });
    plain.woundsLost.toArray().forEach((x, k) => expect(rerolled.woundsLost.prob(k), `at ${k}`).toBeCloseTo(x, 12));
  });
});
