/**
 * 11e 05.02.01 with 19.02: a batch's wound rolls use the highest T among the target's models on the battlefield when
 * it makes them (all at once: 05), its bodyguard (non-CHARACTER) models' while any stand, else its CHARACTERs'. The
 * models left are a function of the engine's state (track.ts toughnessAt), so a later batch meets the T of the models
 * the earlier ones left. Each law is derived by hand; the tiny ones also equal the simulator's complete enumeration.
 */
import { describe, expect, it } from 'vitest';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { allocationGroups } from '../../../src/rules/eleventh/groups.js';
import { makeTrack } from '../../../src/rules/eleventh/track.js';
import { models, scenario, unit, weapon } from './engine-fixtures.js';
import { enumerateLaw } from './sim-enumerate.js';

const close = (got: readonly number[], want: readonly number[]) => want.forEach((p, k) => expect(got[k] ?? 0, `P(${k})`).toBeCloseTo(p, 12));
const torrent = (S: number, A = 1) => weapon({ name: `S${S} gun`, skill: null, S, A, abilities: [{ kind: 'torrent' }] });

describe('the T of each state (track.ts toughnessAt)', () => {
  it('a T8 model, two T4 models, a T5 CHARACTER with W2: 8 while the T8 stands, 4 while a T4 does, then 5', () => {
    const target = unit({
      keywords: ['INFANTRY', 'CHARACTER'],
      models: [models({ name: 'giant', T: 8, Sv: 7 }), models({ name: 'troops', count: 2, T: 4 }), models({ name: 'leader', character: true, T: 5, W: 2 })],
    });
    // States: the giant's wound, the two troops', the leader's two wounds, destroyed (the state before's T).
    expect(makeTrack(allocationGroups(target)).toughnessAt).toEqual([8, 4, 4, 5, 5, 5]);
  });
  it('one allocation group of a T5 and a T3 model (same W, Sv, InSv: 05.03) keeps each T, taken in listed order', () => {
    const target = unit({ models: [models({ name: 'a', T: 5, Sv: 7 }), models({ name: 'b', T: 3, Sv: 7 })] });
    const groups = allocationGroups(target);
    expect(groups.map((g) => g.toughness)).toEqual([[5, 3]]);
    expect(makeTrack(groups).toughnessAt).toEqual([5, 3, 3]);
  });
  it('a wounded model goes first in its merged group with its own T: W2 models T5 and T3 (wounded): [3, 5]', () => {
    const target = unit({ models: [models({ name: 'a', T: 5, W: 2 }), models({ name: 'b', T: 3, W: 2, wounded: 1 })] });
    const [group] = allocationGroups(target);
    expect(group.lost).toEqual([1, 0]);
    expect(group.toughness).toEqual([3, 5]);
    // The wounded T3 model's last wound, the T5 model's two, destroyed: the T5 stands throughout.
    expect(makeTrack([group]).toughnessAt).toEqual([5, 5, 5, 5]);
  });
  it('[PRECISION] (24.28): a T4 bodyguard and a T6 CHARACTER kept apart: 4 while the bodyguard stands, whether or not the CHARACTER does', () => {
    const target = unit({ keywords: ['INFANTRY', 'CHARACTER'], models: [models({ T: 4 }), models({ name: 'leader', character: true, T: 6 })] });
    // States p x 2 + c: (bodyguard, leader) standing, leader lost, bodyguard lost, both (destroyed).
    expect(makeTrack(allocationGroups(target), 1).toughnessAt).toEqual([4, 4, 6, 6]);
  });
});

describe('a later batch meets the T of the models left (11e 05.02.01)', () => {
  // A T5 and a T3 model, W1, no save, one allocation group in listed order. Batch 1, S5 against T5: 4+ (1/2)
  // destroys the T5. Batch 2, S5: 4+ (1/2) while it stands, else against T3 alone, 3+ (2/3).
  // P(2) = 1/2 x 2/3 = 1/3; P(0) = 1/2 x 1/2 = 1/4; P(1) = 5/12. The first batch's T for both: 1/4, 1/2, 1/4.
  const s = scenario({
    weapons: [torrent(5), torrent(5)],
    target: unit({ models: [models({ name: 'a', T: 5, Sv: 7 }), models({ name: 'b', T: 3, Sv: 7 })] }),
  });
  it('P(0, 1, 2) = 1/4, 5/12, 1/3, as the simulator enumerated', () => {
    close(calculate11(s).kills.toArray(), [1 / 4, 5 / 12, 1 / 3]);
    close(enumerateLaw(s).kills, [1 / 4, 5 / 12, 1 / 3]);
  });
  it("batch 2's expected wounds weigh each T by its states: 1/2 x 1/2 + 1/2 x 2/3 = 7/12", () => {
    expect(calculate11(s).batches[1].wounds).toBeCloseTo(7 / 12, 12);
  });
  it('within one batch the T does not change: 2 attacks at once, both at T5: 1/4, 1/2, 1/4', () => {
    const once = scenario({ weapons: [torrent(5, 2)], target: s.target });
    close(calculate11(once).kills.toArray(), [1 / 4, 1 / 2, 1 / 4]);
    close(enumerateLaw(once).kills, [1 / 4, 1 / 2, 1 / 4]);
  });
  it("Command Re-roll (15.02) on batch 2's wound roll, at each T: P(0, 1, 2) = 1/16, 13/48, 2/3", () => {
    // Batch 1 Twin-linked (its failed wound roll re-rolled already, so not a candidate): 1/2 + 1/4 = 3/4 destroys the T5.
    // Batch 2 with the re-roll: against T3 alone 2/3 + 1/3 x 2/3 = 8/9, against T5 1/2 + 1/4 = 3/4.
    // P(2) = 3/4 x 8/9 = 2/3; P(0) = 1/4 x 1/4 = 1/16; P(1) = 13/48 (mean 77/48).
    const twin = weapon({ name: 'twin', skill: null, S: 5, abilities: [{ kind: 'torrent' }, { kind: 'twin-linked' }] });
    const r = calculate11({ ...scenario({ weapons: [twin, torrent(5)], target: s.target }), actions: { commandReroll: { attacker: true } } });
    close(r.kills.toArray(), [1 / 16, 13 / 48, 2 / 3]);
  });
  it('the notes say the T follows the models left', () => {
    expect(calculate11(s).notes.some((n) => n.includes('11e 05.02.01'))).toBe(true);
  });
});

describe("an attached unit's bodyguard T while it stands, then its CHARACTER's (11e 19.02)", () => {
  // A T8 bodyguard and a T2 CHARACTER, W1, no save; three S4 batches of one attack. While the bodyguard stands its T8
  // holds, even though the CHARACTER's T differs: 6+ (1/6). Then the CHARACTER alone, T2: 2+ (5/6).
  // P(0) = (5/6)^3 = 125/216. P(2): the bodyguard falls at batch 1 (1/6), the CHARACTER at batch 2 or 3
  // (1 - (1/6)^2 = 35/36): 35/216; or at batch 2 (5/6 x 1/6), the CHARACTER at batch 3 (5/6): 25/216; 60/216 in all.
  // P(1) = 31/216. Keeping T8 for every batch would give P(2) = 16/216.
  const s = scenario({
    weapons: [torrent(4), torrent(4), torrent(4)],
    target: unit({
      keywords: ['INFANTRY', 'CHARACTER'],
      models: [models({ name: 'bodyguard', T: 8, Sv: 7 }), models({ name: 'leader', character: true, T: 2, Sv: 7 })],
    }),
  });
  it('P(0, 1, 2) = 125/216, 31/216, 60/216, as the simulator enumerated', () => {
    close(calculate11(s).kills.toArray(), [125 / 216, 31 / 216, 60 / 216]);
    close(enumerateLaw(s).kills, [125 / 216, 31 / 216, 60 / 216]);
  });
});
