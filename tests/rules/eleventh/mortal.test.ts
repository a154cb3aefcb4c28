/** Mortal wounds outside an attack (11e 06.02, RULINGS 11): one at a time, spilling over, Feel No Pain per wound. */
import { describe, expect, it } from 'vitest';
import { Dist } from '../../../src/dice/dist.js';
import { allocationGroups } from '../../../src/rules/eleventh/groups.js';
import { sufferMortalWounds } from '../../../src/rules/eleventh/mortal.js';
import { makeTrack } from '../../../src/rules/eleventh/track.js';
import type { Unit } from '../../../src/rules/eleventh/types.js';
import { models, unit } from './engine-fixtures.js';

function suffer(target: Unit, count: Dist): { lost: Dist; kills: Dist } {
  const track = makeTrack(allocationGroups(target));
  const state = sufferMortalWounds(track, count, track.lostAt.map((_, s) => (s === 0 ? 1 : 0)));
  const lost: number[] = [];
  const kills: number[] = [];
  state.forEach((x, s) => {
    lost[track.lostAt[s]] = (lost[track.lostAt[s]] ?? 0) + x;
    kills[track.killsAt[s]] = (kills[track.killsAt[s]] ?? 0) + x;
  });
  return { lost: Dist.of(Array.from(lost, (x) => x ?? 0)), kills: Dist.of(Array.from(kills, (x) => x ?? 0)) };
}

describe('mortal wounds (11e 06.02)', () => {
  it('3 mortal wounds against two W2 models spill over: 3 wounds lost, 1 model destroyed', () => {
    const r = suffer(unit({ models: [models({ count: 2, W: 2, Sv: 2, InSv: 2 })] }), Dist.constant(3));
    expect(r.lost.prob(3)).toBeCloseTo(1, 12);
    expect(r.kills.prob(1)).toBeCloseTo(1, 12);
  });
  it('with Feel No Pain 5+ each is ignored on 1/3: lost ~ Bin(3, 2/3); a kill needs 2+: 8/27 + 12/27 = 20/27', () => {
    const r = suffer(unit({ models: [models({ count: 2, W: 2, feelNoPain: 5 })] }), Dist.constant(3));
    expect(r.kills.prob(1)).toBeCloseTo(20 / 27, 12);
    expect(r.lost.mean()).toBeCloseTo(2, 12);
  });
  it('a wounded model first: W3 models, one with 2 lost: 1 mortal wound destroys it', () => {
    const r = suffer(unit({ models: [models({ count: 3, W: 3, wounded: 2 })] }), Dist.constant(1));
    expect(r.kills.prob(1)).toBeCloseTo(1, 12);
  });
  it('CHARACTERs last: 2 mortal wounds against a W1 leader and two W1 guards destroy the guards', () => {
    const target = unit({ models: [models({ name: 'leader', character: true, W: 1 }), models({ name: 'guards', count: 2, W: 1 })] });
    const track = makeTrack(allocationGroups(target).reverse());
    expect(track.groups.map((g) => g.name)).toEqual(['guards', 'leader']);
    const state = sufferMortalWounds(track, Dist.constant(2), track.lostAt.map((_, s) => (s === 0 ? 1 : 0)));
    // Two wounds: state 2 (both guards destroyed, the leader standing).
    expect(state[2]).toBeCloseTo(1, 12);
    expect(track.characterKillsAt[2]).toBe(0);
  });
  it('a random count: D3 mortal wounds against one W2 model: destroyed unless 1 (2/3)', () => {
    expect(suffer(unit({ models: [models({ W: 2 })] }), Dist.die(3)).kills.prob(1)).toBeCloseTo(2 / 3, 12);
  });
});
