/**
 * calc's options in a turn (issue 15 section 1: "the same options as calc for each side"), each number
 * derived by hand beside it. SHOT and BLOW (turn-fixtures.ts) each get through with 1/2 (hit 4+) x 1/2
 * (wound 4+, S4 vs T4) = 1/4 against Sv 7+ (no save), Damage 1.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/matchup/errors.js';
import { runTurn } from '../../src/matchup/turn.js';
import type { TurnSettings } from '../../src/matchup/turn-result.js';
import { simulateTurn } from '../../src/matchup/turn-simulate.js';
import { ALL, BARE, BLOW, SHOT, unit } from './turn-fixtures.js';

const EPS = 1e-12;

function close(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThan(EPS);
}

describe('turn --target-wounded', () => {
  const attacker = unit('Shooter', 1, BARE, [SHOT, BLOW]);
  const ogres = unit('Ogres', 2, { ...BARE, W: 3 }, []);

  it('starts the turn from the wounds already lost: a W3 model with 2 lost dies to the first wound', () => {
    // The first Ogre has 1 wound left. Shooting and fight: 1 wound each with 1/4. It dies when either
    // gets through: 1 - (3/4)^2 = 7/16; no second model can die (2 wounds at most). Wounds lost in the
    // turn (the 2 before not counted): 0 with 9/16, 1 with 6/16 (either phase alone), 2 with 1/16.
    const r = runTurn({ attacker, target: ogres, options: { targetWounded: 2 } }, ALL);
    close(r.target.modelsLost.distribution[1], 7 / 16);
    close(r.target.modelsLost.distribution[0], 9 / 16);
    [9 / 16, 6 / 16, 1 / 16].forEach((p, k) => close(r.target.woundsLost.distribution[k], p));
    expect(r.target.woundsLost.distribution.length).toBe(5); // 6 wounds - 2 lost before, 0..4
    // Without it, 2 wounds never destroy a W3 model.
    close(runTurn({ attacker, target: ogres, options: {} }, ALL).target.modelsLost.distribution[0], 1);
  });

  it('is checked as calc checks it, and a wounded model the turn does not take first is refused', () => {
    expect(() => runTurn({ attacker, target: ogres, options: { targetWounded: 3 } }, ALL)).toThrow(/W3, so it can have lost at most 2/);
    expect(() => runTurn({ attacker, target: ogres, options: { targetWoundedModel: 'Ogres' } }, ALL)).toThrow(/needs --target-wounded N/);
    // Naming the model the allocation takes first is the same turn.
    const named = runTurn({ attacker, target: ogres, options: { targetWounded: 2, targetWoundedModel: 'ogres' } }, ALL);
    close(named.target.modelsLost.distribution[1], 7 / 16);
    const mixed = { ...ogres, models: [ogres.models[0], { ...ogres.models[0], name: 'Ogre Boss', count: 1, stats: { ...ogres.models[0].stats, W: 4 } }] };
    // Toughest last: the W3 Ogres go first, so a wounded Boss (which would take the next attack) is not modelled.
    expect(() => runTurn({ attacker, target: mixed, options: { targetWounded: 1, targetWoundedModel: 'ogre boss' } }, ALL)).toThrow(UsageError);
  });

  it('the simulator starts from the same wounded model and agrees within 4 standard errors', () => {
    const settings: TurnSettings = { phases: ['shoot', 'fight'], overwatch: false, fightBack: false };
    const runs = 4000;
    const sim = simulateTurn({ attacker, target: ogres, options: { targetWounded: 2 } }, settings, runs, 3);
    // Exact: P(1 model lost) = 7/16 (above); E[wounds lost] = 2 x 1/4 = 1/2, variance 2 x 3/16 = 3/8.
    const p = 7 / 16;
    expect(Math.abs(sim.target.modelsLostMean - p)).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / runs));
    expect(Math.abs(sim.target.woundsLostMean - 1 / 2)).toBeLessThanOrEqual(4 * Math.sqrt(3 / 8 / runs));
  });
});

describe('turn --order', () => {
  // Against two W2 models: HEAVY (1 attack, Damage 2) and LIGHT (1 attack, Damage 1), each through with 1/4.
  // HEAVY first: its 2 wounds go on the first model, LIGHT's on the second (or the first): E[wounds] =
  // 2/4 + 1/4 = 3/4. LIGHT first: when both get through, HEAVY's 2 damage finds the first model with 1
  // wound left and 1 is lost: E[wounds] = 3/4 - 1/16 = 11/16. P(1 model destroyed) = 1/4 either way.
  const heavy = { ...SHOT, D: 2 };
  const pair = unit('Pair', 2, { ...BARE, W: 2 }, []);
  const shootOnly: TurnSettings = { phases: ['shoot'], overwatch: false, fightBack: false };
  const fightOnly: TurnSettings = { phases: ['fight'], overwatch: false, fightBack: false };

  it('orders the shooting by the ranged weapons it names', () => {
    const attacker = unit('Gunner', 1, BARE, [heavy, SHOT, BLOW]);
    const turn = (order: string[]) => runTurn({ attacker, target: pair, options: { order } }, shootOnly).target;
    // Gunner weapon 1 is HEAVY, 2 is LIGHT, 3 the melee BLOW (named too: it goes to the fight).
    close(turn(['gunner weapon 1', 'gunner weapon 2', 'gunner weapon 3']).woundsLost.mean, 3 / 4);
    close(turn(['gunner weapon 2', 'gunner weapon 1', 'gunner weapon 3']).woundsLost.mean, 11 / 16);
    close(turn(['gunner weapon 2', 'gunner weapon 1']).modelsLost.distribution[1], 1 / 4);
  });

  it('orders the fight by the melee weapons it names, the same arithmetic', () => {
    // A model fights with one melee weapon: a Brute with HEAVY's Damage 2 and a Runt with LIGHT's 1.
    const base = unit('Brawlers', 1, BARE, [SHOT, { ...BLOW, D: 2 }, BLOW]);
    const group = (name: string, weapon: string) => ({ ...base.models[0], name, equipment: ['Brawlers weapon 1', weapon] });
    const attacker = { ...base, models: [group('Brute', 'Brawlers weapon 2'), group('Runt', 'Brawlers weapon 3')] };
    const turn = (order: string[]) => runTurn({ attacker, target: pair, options: { order } }, fightOnly).target;
    close(turn(['brawlers weapon 1', 'brawlers weapon 2', 'brawlers weapon 3']).woundsLost.mean, 3 / 4);
    close(turn(['brawlers weapon 3', 'brawlers weapon 2', 'brawlers weapon 1']).woundsLost.mean, 11 / 16);
    // Overwatch may destroy the Brute: the Runt fights alone and the order's other names are not its weapons.
    const shooters = unit('Pair', 2, { ...BARE, W: 2 }, [SHOT]);
    const overwatch = { ...fightOnly, overwatch: true };
    expect(() => runTurn({ attacker, target: shooters, options: { order: ['brawlers weapon 2', 'brawlers weapon 3'] } }, overwatch)).not.toThrow();
  });

  it('refuses a name that is none of the attacker’s weapons', () => {
    const attacker = unit('Gunner', 1, BARE, [heavy, SHOT]);
    expect(() => runTurn({ attacker, target: pair, options: { order: ['lascannon'] } }, shootOnly)).toThrow(/no weapon named "lascannon"/);
  });
});
