/**
 * A datasheet's damaged profile (src/rules/tenth/effects/damaged.ts; issue 26 section 2: "a datasheet's
 * damaged profile ... applies in a turn, where the wounds are known"). The Leman Russ Battle Tank's
 * (data/targets/leman-russ.yaml, from its BSData datasheet): "Damaged: 1-4 Wounds Remaining: while this
 * model has 1-4 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll".
 * The tests' Tank has the same rule at 1 wound remaining of its 2. BLOW and SHOT (turn-fixtures.ts) get
 * through with 1/2 (hit 4+) x 1/2 (wound 4+) = 1/4 against Sv 7+, Damage 1; with -1 to hit (5+):
 * 1/3 x 1/2 = 1/6.
 */
import { describe, expect, it } from 'vitest';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import type { TurnSettings } from '../../src/rules/tenth/matchup/turn-result.js';
import { simulateTurn } from '../../src/rules/tenth/matchup/turn-simulate.js';
import type { Unit } from '../../src/rules/tenth/types.js';
import { BARE, BLOW, SHOT, unit } from './turn-fixtures.js';
import { BLESSED, qualified } from '../rules/effects/support.js';

const EPS = 1e-12;

function close(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThan(EPS);
}

/** One W2 model whose attacks take -1 to hit while it has 1 wound remaining. */
function tank(weapons = [BLOW]): Unit {
  return { ...unit('Tank', 1, { ...BARE, W: 2 }, weapons), damaged: { from: 1, to: 1, hit: -1 } };
}

const hero = unit('Hero', 1, { ...BARE, W: 10 }, [BLOW]);
const FIGHT_BACK: TurnSettings = { phases: ['fight'], overwatch: false, fightBack: true };

describe('turn: a damaged profile, read from the wounds the turn carries', () => {
  it('the target hurt in the fight fights back damaged', () => {
    // The Hero's one BLOW takes 1 of the Tank's 2 wounds with 1/4: it fights back with 1 wound
    // remaining (hits on 5+: 1/6), else unhurt (1/4). P(Hero loses 1) = 3/4 x 1/4 + 1/4 x 1/6 =
    // 9/48 + 2/48 = 11/48 (without the profile: 1/4 = 12/48).
    const r = runTurn({ attacker: hero, target: tank(), options: {} }, FIGHT_BACK);
    close(r.attacker.woundsLost.distribution[1], 11 / 48);
    close(r.attacker.woundsLost.distribution[0], 37 / 48);
    expect(r.notes).toContain('Tank: Damaged (-1 to the Hit roll) applies to each of its volleys that starts with 1-1 wounds remaining');
  });

  it('the attacker hurt by Overwatch fights damaged', () => {
    // The Wall's one SHOT in Overwatch hits only on an unmodified 6 (003 'Fire Overwatch'): 1/6 x 1/2 =
    // 1/12 to take 1 of the Tank's 2 wounds. The Tank's BLOW then gets through with 1/6 (damaged) or
    // 1/4: E[Wall's wounds lost] = 1/12 x 1/6 + 11/12 x 1/4 = 2/144 + 33/144 = 35/144.
    const wall = unit('Wall', 1, { ...BARE, W: 10 }, [SHOT]);
    const r = runTurn({ attacker: tank(), target: wall, options: {} }, { phases: ['fight'], overwatch: true, fightBack: false });
    close(r.target.woundsLost.mean, 35 / 144);
  });

  it('a model fighting on death has 1 wound remaining: damaged where its profile covers 1', () => {
    // The Tank starts with 1 wound left; the Hero's BLOW destroys it with 1/4. Total Carnage (000: it
    // fights on a 4+, 1/2) and 003 'Fight on Death': "the destroyed model is assumed to have 1 wound
    // remaining", so it hits on 5+: P(Hero loses 1) = 1/4 x 1/2 x 1/6 = 1/48 (undamaged: 1/32).
    // Total Carnage reaches "units from your army with this ability" (000 'Blessings of Khorne'): the Tank is given it.
    const options = { targetWounded: 1, targetWith: ['total-carnage'] };
    const r = runTurn({ attacker: hero, target: qualified(tank(), BLESSED), options }, { phases: ['fight'], overwatch: false, fightBack: false });
    close(r.attacker.woundsLost.distribution[1], 1 / 48);
  });

  it('a unit of more than one model with a damaged profile: not applied, and the notes say so', () => {
    const pair = { ...tank(), models: tank().models.map((g) => ({ ...g, count: 2, max: 2 })) };
    const r = runTurn({ attacker: hero, target: pair, options: {} }, FIGHT_BACK);
    expect(r.notes).toContain("Tank: its damaged profile is not applied: its models' wounds remaining cannot be told apart (modelled for a unit of one model only)");
  });

  it('the simulator reads the same wounds and agrees within 4 standard errors', () => {
    // The Tank starts with 1 wound left (damaged) and six BLOWs. The Hero destroys it first with 1/4;
    // else it fights back with Binomial(6, 1/6): mean 1. E[Hero's wounds lost] = 3/4 x 1 = 3/4
    // (undamaged it would be 3/4 x 6/4 = 9/8). E[X^2] = 3/4 x (5/6 + 1) = 11/8, variance 11/8 - 9/16 = 13/16.
    const six = tank([{ ...BLOW, A: 6 }]);
    const options = { targetWounded: 1 };
    close(runTurn({ attacker: hero, target: six, options }, FIGHT_BACK).attacker.woundsLost.mean, 3 / 4);
    const runs = 4000;
    const sim = simulateTurn({ attacker: hero, target: six, options }, FIGHT_BACK, runs, 7);
    expect(Math.abs(sim.attacker.woundsLostMean - 3 / 4)).toBeLessThanOrEqual(4 * Math.sqrt(13 / 16 / runs));
  });
});

describe('calc: a damaged profile', () => {
  it('takes the attacker unhurt and says why the profile is not applied', () => {
    const r = runMatchup({ attacker: tank(), target: hero, options: { melee: true } });
    // The Tank's BLOW at full wounds: 1/4 (no -1 to hit).
    close(r.result.damage.mean, 1 / 4);
    const damaged = r.effects.find((e) => e.id === 'damaged');
    expect(damaged?.applied).toBe(false);
    expect(damaged?.detail).toMatch(/needs 1-1 wounds remaining; Tank has its full 2 wounds/);
  });

  it('--attacker-wounded 1 leaves the Tank 1 wound: damaged, 1/6', () => {
    const r = runMatchup({ attacker: tank(), target: hero, options: { melee: true, attackerWounded: 1 } });
    close(r.result.damage.mean, 1 / 6);
    expect(r.effects.find((e) => e.id === 'damaged')?.applied).toBe(true);
  });

  it('a unit of more than one model: its models cannot be told apart', () => {
    const pair = { ...tank(), models: tank().models.map((g) => ({ ...g, count: 2, max: 2 })) };
    const r = runMatchup({ attacker: pair, target: hero, options: { melee: true } });
    expect(r.effects.find((e) => e.id === 'damaged')?.detail).toMatch(/modelled for an attacker of one model only/);
  });
});
