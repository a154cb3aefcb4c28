/**
 * Points lost in a turn (issue 26 section 2 'Points lost'): each model is worth its own datasheet's
 * price per model (rules/tenth/points.ts modelWorth), a Leader its own and a Bodyguard model the
 * Bodyguard's; a unit reduced below its datasheet's smallest size by that size's price per model.
 * BLOW (turn-fixtures.ts) destroys a W1 model with no save with 1/2 x 1/2 = 1/4.
 */
import { describe, expect, it } from 'vitest';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import { attach, resize } from '../../src/rules/tenth/selection.js';
import { modelWorth } from '../../src/rules/tenth/points.js';
import { BARE, BLOW, unit } from './turn-fixtures.js';

const FIGHT = { phases: ['fight'], overwatch: false, fightBack: false } as const;

function close(actual: number | null, expected: number): void {
  expect(Math.abs(actual! - expected), `${actual} vs ${expected}`).toBeLessThan(1e-12);
}

/** Intercessors as data/space-marines/intercessor-squad.yaml prices them (80 for 5, 160 for 10), led by a 55-point Lieutenant. */
const squad = { ...unit('Intercessor', 5, BARE, [], { 5: 80, 10: 160 }), leaders: ['Lieutenant'] };
const lieutenant = unit('Lieutenant', 1, BARE, [], { 1: 55 });
const led = attach(squad, [lieutenant]);

describe('turn: points lost, each model at its own price', () => {
  it('an attached Lieutenant is worth 55 and an Intercessor 80/5 = 16, not 135/6 each', () => {
    // 002 'Leader': the Bodyguard models are destroyed first, so one attack (1/4 to destroy a model) takes an
    // Intercessor: 1/4 x 16 = 4 points lost (135/6 x 1/4 = 5.625 priced as one unit).
    expect(modelWorth(led).perModel).toEqual([16, 55]);
    expect(modelWorth(led).total).toBe(135);
    const r = runTurn({ attacker: unit('Striker', 1, BARE, [BLOW]), target: led, options: {} }, FIGHT);
    close(r.target.pointsLost, 4);
    close(r.phases[0].pointsLost, 4);
  });

  it('the Leader of a unit reduced to one Intercessor and its Lieutenant: 16 + 55', () => {
    // --target-models 2: one Intercessor (below the datasheet's 5: 80/5 = 16) and the Lieutenant (55), 71 points.
    // Two attacks, each destroying the next model with 1/4: one model lost with 2 x 1/4 x 3/4 = 6/16 (the
    // Intercessor, 16), both with 1/16 (71): 6/16 x 16 + 1/16 x 71 = 6 + 4.4375 = 10.4375.
    // (Priced as one unit: the bracket of 6 for 2 models, 135, over 2 models x E[lost] 1/2 = 33.75.)
    const r = runTurn({ attacker: unit('Striker', 2, BARE, [BLOW]), target: led, options: { targetModels: 2 } }, FIGHT);
    close(r.target.points, 71);
    close(r.target.pointsLost, 10.4375);
  });

  it('3 Intercessors below the datasheet minimum of 5 are worth 3 x 80/5 = 48, not 80', () => {
    // Three attacks, 1/4 each to destroy a model: E[lost] = 3/4, x 16 = 12 (80/3 x 3/4 = 20 at the bracket's price).
    const r = runTurn({ attacker: unit('Striker', 3, BARE, [BLOW]), target: squad, options: { targetModels: 3 } }, FIGHT);
    close(r.target.points, 48);
    close(r.target.pointsLost, 12);
  });

  it("an Attached unit's points are its datasheets' own: 10 Intercessors and the Lieutenant 160 + 55, extrapolated only past a datasheet's largest size", () => {
    // The Attached unit's own table lists only its size as fielded (6: 135); each datasheet prices its own models.
    expect(modelWorth(resize(led, 11, [], true))).toEqual({ perModel: [16, 55], total: 215, extrapolated: false });
    // 12 Intercessors: past the Bodyguard's largest size (10 for 160), 160/10 per model: 192 + 55 = 247.
    expect(modelWorth(resize(led, 13, [], true))).toEqual({ perModel: [16, 55], total: 247, extrapolated: true });
  });
});
