/**
 * Fights First on both sides (issue 26; src/rules/tenth/matchup/turn-strikes.ts): the charging unit has Fights
 * First (003 'Charge Bonus'); where the target has it too (002 'FIGHTS FIRST', its datasheet lists it),
 * the player whose turn it is not selects first in the Fights First step (core rules 'Fight Phase'):
 * the target fights first, and has then fought (no fight back; its fight-on-death rules need a model
 * that "has not fought this phase", 000 'Reap the Tally'). BLOW (turn-fixtures.ts) gets through with
 * 1/2 (hit 4+) x 1/2 (wound 4+) = 1/4 against Sv 7+.
 */
import { describe, expect, it } from 'vitest';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import { simulateTurn } from '../../src/rules/tenth/matchup/turn-simulate.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import type { Unit } from '../../src/rules/tenth/types.js';
import { BARE, BLOW, unit } from './turn-fixtures.js';

const roster = await loadRoster();
const EPS = 1e-12;

function close(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThan(EPS);
}

/** The unit with Fights First on its datasheet. */
function withFightsFirst(u: Unit): Unit {
  return { ...u, abilities: [{ name: 'Fights First', modelled: 'the fight order', affectsAttacks: false }] } as Unit;
}

const FIGHT = { phases: ['fight'] as const, overwatch: false, fightBack: true };

describe('turn: Fights First on both sides', () => {
  it('the target fights first: a small case by hand', () => {
    // One W1 model each, one BLOW each. The Dancer fights first: the Brute is destroyed with 1/4; it
    // fights only if left (3/4), destroying the Dancer with 3/4 x 1/4 = 3/16.
    // Without Fights First on the Dancer the Brute strikes first: the Dancer 1/4, the Brute 3/16.
    const brute = unit('Brute', 1, BARE, [BLOW]);
    const dancer = unit('Dancer', 1, BARE, [BLOW]);
    const r = runTurn({ attacker: brute, target: withFightsFirst(dancer), options: {} }, FIGHT);
    expect(r.phases.map((p) => p.phase)).toEqual(['fights first', 'fight']);
    close(r.attacker.modelsLost.wiped, 1 / 4);
    close(r.target.modelsLost.wiped, 3 / 16);
    const old = runTurn({ attacker: brute, target: dancer, options: {} }, FIGHT);
    close(old.target.modelsLost.wiped, 1 / 4);
    close(old.attacker.modelsLost.wiped, 3 / 16);
  });

  it('no fight on death for a target that fought first', () => {
    // 000 'Reap the Tally' (--target-with reap-the-tally): a destroyed model that has not fought this
    // phase fights on a 5+. The Dancer fought first: the numbers are those of the case above.
    const brute = unit('Brute', 1, BARE, [BLOW]);
    const dancer = withFightsFirst(unit('Dancer', 1, BARE, [BLOW]));
    const r = runTurn({ attacker: brute, target: dancer, options: { targetWith: ['reap-the-tally'] } }, FIGHT);
    expect(r.phases.map((p) => p.phase)).toEqual(['fights first', 'fight']);
    close(r.attacker.modelsLost.wiped, 1 / 4);
  });

  it('with --no-fight-back the target does not fight at all', () => {
    const brute = unit('Brute', 1, BARE, [BLOW]);
    const r = runTurn({ attacker: brute, target: withFightsFirst(unit('Dancer', 1, BARE, [BLOW])), options: {} }, { ...FIGHT, fightBack: false });
    expect(r.phases.map((p) => p.phase)).toEqual(['fight']);
    close(r.target.modelsLost.wiped, 1 / 4);
    expect(r.notes.some((n) => n.includes('with --no-fight-back Dancer does not fight'))).toBe(true);
  });

  it('Khorne Berzerkers charge Howling Banshees: the Banshees fight first, as the turn simulator plays it', () => {
    // The case: P(Banshees wiped) was 96.8% with the Berzerkers striking first; about 81% with
    // the Banshees first. 20,000 runs: standard error sqrt(0.81 x 0.19 / 20000) = 0.0028; within 4.
    const m = { attacker: roster.find('berzerkers'), target: roster.find('banshees'), options: {} };
    const settings = { phases: ['shoot', 'fight'] as const, overwatch: true, fightBack: true };
    const exact = runTurn(m, settings);
    expect(exact.phases.map((p) => p.phase)).toEqual(['shoot', 'overwatch', 'fights first', 'fight']);
    expect(exact.target.modelsLost.wiped).toBeGreaterThan(0.79);
    expect(exact.target.modelsLost.wiped).toBeLessThan(0.83);
    const sim = simulateTurn(m, settings, 20_000, 3);
    expect(Math.abs(sim.target.wiped - exact.target.modelsLost.wiped)).toBeLessThan(4 * 0.0028);
  });
});
