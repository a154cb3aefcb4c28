/**
 * Command Re-roll (11e 15.02): one die of a hit, wound or Attacks roll (the attacker's), placed before the dice
 * where it gains most in expectation; a die is re-rolled once (11e 02). Numbers derived by hand in each comment.
 */
import { describe, expect, it } from 'vitest';
import { Dist } from '../../../src/dice/dist.js';
import { attacksRerollingLowest } from '../../../src/rules/eleventh/command-reroll.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import type { Scenario } from '../../../src/rules/eleventh/types.js';
import { dice, models, scenario, unit, weapon, type ScenarioSpec } from './engine-fixtures.js';

const attackerRerolls = (spec: ScenarioSpec): Scenario => ({ ...scenario(spec), actions: { commandReroll: { attacker: true } } });
/** Ten W1 models whose save never holds against AP -5 (6 - 5 < 6). */
const crowd = unit({ models: [models({ count: 10, Sv: 6 })] });
const torrent = { kind: 'torrent' } as const;

describe("Command Re-roll, the attacker's (11e 15.02)", () => {
  it('two BS4+ attacks wounding on 2+: on a failed hit roll: E[hits] = 1 + P(a miss) 3/4 x 1/2 = 11/8, kills 11/8 x 5/6 = 55/48', () => {
    // On a wound roll instead: 5/6 + 5/6 x P(a hit fails to wound) = 5/6 x (1 + 1/2 x 1/6 + 1/4 x 11/36) = 835/864 < 55/48.
    const r = calculate11(attackerRerolls({ weapons: [weapon({ A: 2, skill: 4, S: 8, AP: -5 })], target: crowd }));
    expect(r.batches[0].hits).toBeCloseTo(11 / 8, 12);
    expect(r.kills.mean()).toBeCloseTo(55 / 48, 12);
    expect(r.notes.join('\n')).toMatch(/used on a failed hit roll of test weapon.*lower bound/);
  });
  it('a Torrent attack wounding on 4+: on its wound roll: 1/2 + 1/2 x 1/2 = 3/4', () => {
    const r = calculate11(attackerRerolls({ weapons: [weapon({ skill: null, AP: -5, abilities: [torrent] })], target: crowd }));
    expect(r.kills.mean()).toBeCloseTo(3 / 4, 12);
    expect(r.notes.join('\n')).toMatch(/a failed wound roll/);
  });
  describe('Sustained Hits 1 (BS4+, wounding on 4+, one attack): a critical hit makes two wound rolls', () => {
    // Without it: a 4 or 5 (1/3) makes one wound roll, a 6 (1/6) two: 2/3 rolls, 1/3 wounds.
    const s = scenario({ weapons: [weapon({ skill: 4, AP: -5, abilities: [{ kind: 'sustained hits', hits: dice(1) }] })], target: crowd });
    it('on the hit roll: a miss (1/2) rolled again adds a fresh die: 1/3 + 1/2 x 1/3 = 1/2 (on a wound roll: 23/48, less)', () => {
      // On a wound roll: one roll (1/3): 1/2 + 1/4 = 3/4 wounds; two (1/6): 1 + P(a fail) 3/4 x 1/2 = 11/8: 1/4 + 11/48 = 23/48.
      const r = calculate11({ ...s, actions: { commandReroll: { attacker: true } } });
      expect(r.kills.mean()).toBeCloseTo(1 / 2, 12);
      expect(r.notes.join('\n')).toMatch(/a failed hit roll/);
    });
    it('every failed hit re-rolled already: on a wound roll, shared by the two of a critical hit: 1/2 x 3/4 + 1/4 x 11/8 = 23/32', () => {
      // Hit rolls re-rolled when failed: P(4-5) = 1/3 + 1/2 x 1/3 = 1/2, P(6) = 1/6 + 1/2 x 1/6 = 1/4.
      const r = calculate11({ ...s, modifiers: { ...s.modifiers, rerollHits: 'failed' }, actions: { commandReroll: { attacker: true } } });
      expect(r.kills.mean()).toBeCloseTo(23 / 32, 12);
      expect(r.notes.join('\n')).toMatch(/a failed wound roll/);
    });
  });
  it('D6 attacks (Torrent, wounding on 2+): the Attacks roll, re-rolled on 1-3: E[attacks] = 1/2 x 5 + 1/2 x 7/2 = 17/4', () => {
    // Kills: 17/4 x 5/6 = 85/24 (the wound re-roll would add 5/6 x P(a failed wound roll) < 5/6 x 1/2; this adds 5/8).
    const r = calculate11(attackerRerolls({ weapons: [weapon({ A: 'D6', skill: null, S: 8, AP: -5, abilities: [torrent] })], target: crowd }));
    expect(r.batches[0].attacks).toBeCloseTo(17 / 4, 12);
    expect(r.kills.mean()).toBeCloseTo(85 / 24, 12);
  });
  it('not used where no roll can be improved: every failed hit and wound roll re-rolled already (a die is re-rolled once)', () => {
    const r = calculate11(attackerRerolls({ weapons: [weapon({ AP: -5 })], target: crowd, modifiers: { rerollHits: 'failed', rerollWounds: 'failed' } }));
    // 3/4 hit x 3/4 wound.
    expect(r.kills.mean()).toBeCloseTo(9 / 16, 12);
    expect(r.notes.join('\n')).toMatch(/Command Re-roll \(11e 15.02\), the attacker's: not used/);
  });
  it('no hit re-roll when Snap Shooting (11e 15.09): a Torrent-free weapon uses it on the wound roll', () => {
    const r = calculate11(attackerRerolls({ weapons: [weapon({ AP: -5 })], target: crowd, conditions: { shooting: 'snap' } }));
    // Hits on a 6 only (1/6), wound 4+ with the re-roll 3/4: 1/8.
    expect(r.kills.mean()).toBeCloseTo(1 / 8, 12);
  });
});

describe('attacksRerollingLowest', () => {
  it('two D3 Attacks rolls, a 1 rolled again: E = 4 + P(a 1) 5/9 x (2 - 1) = 41/9; P(2) = P(1, 1) x P(fresh 1) = 1/27', () => {
    const d = attacksRerollingLowest(Dist.die(3), 2);
    expect(d.total()).toBeCloseTo(1, 12);
    expect(d.mean()).toBeCloseTo(41 / 9, 12);
    expect(d.prob(2)).toBeCloseTo(1 / 27, 12);
    // P(6) = P(3, 3) + P(1 and 3, either way) x P(fresh 3) = 1/9 + 2/9 x 1/3 = 5/27.
    expect(d.prob(6)).toBeCloseTo(5 / 27, 12);
  });
});

describe("Command Re-roll on an Attacks roll: one die only (11e 15.02: 'select one of those dice')", () => {
  it('2D6 attacks (Torrent, no wound roll to improve: every failed wound re-rolled) are not offered: kills stay 7 x 3/4 = 21/4', () => {
    // Wound rolls re-rolled when failed (S4 vs T4: 1/2 + 1/4 = 3/4); 2D6 averages 7; no roll left for Command Re-roll.
    const s = scenario({ weapons: [weapon({ A: '2D6', skill: null, AP: -5, abilities: [torrent] })], target: unit({ models: [models({ count: 20, Sv: 6 })] }) });
    const r = calculate11({ ...s, modifiers: { ...s.modifiers, rerollWounds: 'failed' }, actions: { commandReroll: { attacker: true } } });
    expect(r.kills.mean()).toBeCloseTo(7 * (3 / 4), 12);
    expect(r.notes.join('\n')).toMatch(/the attacker's: not used.*nor on an Attacks roll of more than one die/);
  });
});
