/**
 * 002 'The Phoenix Gem': "AELDARI model only. The first time the bearer is destroyed, roll one D6: on
 * a 2+, keep it to one side. At the end of the phase, set the bearer back up again ... with its full
 * wounds remaining." The result is the end of the phase: a destroyed bearer is back with 5/6.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../../src/rules/tenth/simulate.js';
import type { Unit } from '../../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../../helpers.js';
import { play } from './support.js';

// Torrent (no Hit roll), S8 vs T4: wounds on 2+ (5/6); no save (Sv7+), D1.
const sure = (A: number) => weapon({ A, S: 8, abilities: ['torrent'] });
const lead = (u: Unit): Unit => ({ ...u, models: u.models.map((g, i) => (i === 1 ? { ...g, leader: true } : g)) });
const attached = (keywords: string[]) =>
  lead(target({ Sv: 7, W: 1, keywords, groups: [{ name: 'Bodyguard', count: 1 }, { name: 'Leader', count: 1 }] }));

describe('The Phoenix Gem on the target', () => {
  it('an AELDARI CHARACTER alone, one attack: destroyed 5/6 during the phase, at its end only 5/6 * 1/6 = 5/36; damage dealt stays 5/6', () => {
    const s = scenario({ weapons: [sure(1)], target: target({ Sv: 7, W: 1, keywords: ['INFANTRY', 'CHARACTER', 'AELDARI'] }) });
    const p = play(s, { targetWith: ['phoenix-gem'] });
    expect(p.entry('phoenix-gem').applied).toBe(true);
    expect(p.result.kills.mean).toBeCloseTo(5 / 36, 12);
    expect(p.result.kills.wipe).toBeCloseTo(5 / 36, 12);
    expect(p.result.damage.mean).toBeCloseTo(5 / 6, 12);
    expect(p.result.byGroup[0].allDestroyed).toBeCloseTo(5 / 36, 12);
  });

  it("the bearer's return is a line of its own: weapons 5/6 kills, back 5/6 x 5/6 = 25/36, total 5/36 = the models destroyed", () => {
    // One attack as above: the weapon destroys the bearer with 5/6 (its row counts it, as the damage
    // does); it is back with 5/6 of that; the total is net of it, so it agrees with the summary.
    const s = scenario({ weapons: [sure(1)], target: target({ Sv: 7, W: 1, keywords: ['INFANTRY', 'CHARACTER', 'AELDARI'] }) });
    const r = play(s, { targetWith: ['phoenix-gem'] }).result;
    expect(r.weapons[0].kills).toBeCloseTo(5 / 6, 12);
    expect(r.bearerReturns?.kills).toBeCloseTo(25 / 36, 12);
    expect(r.bearerReturns?.chance).toBeCloseTo(5 / 6, 12);
    expect(r.total.kills).toBeCloseTo(5 / 36, 12);
    expect(r.total.kills).toBeCloseTo(r.kills.mean, 12);
    // Without the gem there is no such line.
    expect(play(s).result.bearerReturns).toBeUndefined();
  });

  it('Bodyguard W1 + its Leader W1 (the bearer), two attacks: P(wipe) 25/36 -> 25/216; E[kills] 10/6 -> 235/216', () => {
    // Bodyguard first (002 'Leader'). Both destroyed 25/36; the Leader returns with 5/6:
    // P(2) = 25/36 * 1/6 = 25/216, P(0) = 1/36, P(1) = 1 - 25/216 - 6/216 = 185/216.
    // E = 185/216 + 50/216 = 235/216 (= 10/6 - 25/36 * 5/6).
    const p = play(scenario({ weapons: [sure(2)], target: attached(['INFANTRY', 'AELDARI']) }), { targetWith: ['phoenix-gem'] });
    expect(p.result.kills.distribution[0]).toBeCloseTo(1 / 36, 12);
    expect(p.result.kills.distribution[2]).toBeCloseTo(25 / 216, 12);
    expect(p.result.kills.mean).toBeCloseTo(235 / 216, 12);
    expect(p.result.byGroup[1].destroyed).toBeCloseTo(25 / 216, 12);
    // The Bodyguard goes with the first attack that wounds: 1 - (1/6)^2 = 35/36.
    expect(p.result.byGroup[0].destroyed).toBeCloseTo(35 / 36, 12);
    // The weapon's kills 10/6; the Leader back 25/36 x 5/6 = 125/216; the total 235/216 as above.
    expect(p.result.total.kills).toBeCloseTo(10 / 6 - 125 / 216, 12);
    expect(p.result.total.kills).toBeCloseTo(p.result.kills.mean, 12);
  });

  it('--precision, the Leader first: destroyed by the first attack that wounds (1 - 1/36 = 35/36), back with 5/6: E[Leader destroyed] = 35/216', () => {
    // The bodyguard takes the second wound only if both attacks wound: 25/36.
    const s = { ...scenario({ weapons: [weapon({ A: 2, S: 8, abilities: ['torrent', 'precision'] })], target: attached(['INFANTRY', 'AELDARI']) }), allocation: 'precision' as const };
    const p = play(s, { targetWith: ['phoenix-gem'] });
    expect(p.result.byGroup[1].destroyed).toBeCloseTo((35 / 36) * (1 / 6), 12);
    expect(p.result.byGroup[0].destroyed).toBeCloseTo(25 / 36, 12);
    expect(p.result.kills.mean).toBeCloseTo(35 / 216 + 25 / 36, 12);
  });

  it('skipped, with the reason, for a target that is not AELDARI, has no CHARACTER bearer, or two Leaders', () => {
    const notAeldari = play(scenario({ weapons: [sure(2)], target: attached(['INFANTRY']) }), { targetWith: ['phoenix-gem'] });
    expect(notAeldari.entry('phoenix-gem').detail).toContain('not AELDARI');
    expect(notAeldari.result.kills.mean).toBeCloseTo(10 / 6, 12);
    const squad = play(scenario({ weapons: [sure(2)], target: target({ Sv: 7, models: 2, keywords: ['INFANTRY', 'AELDARI'] }) }), { targetWith: ['phoenix-gem'] });
    expect(squad.entry('phoenix-gem').detail).toContain('borne by a CHARACTER');
    const two = lead(target({ Sv: 7, keywords: ['AELDARI'], groups: [{ count: 1 }, { count: 1 }, { count: 1 }] }));
    const twoLeaders = { ...two, models: two.models.map((g, i) => (i === 2 ? { ...g, leader: true } : g)) };
    expect(play(scenario({ weapons: [sure(2)], target: twoLeaders }), { targetWith: ['phoenix-gem'] }).entry('phoenix-gem').detail).toContain('two Leaders');
  });

  it('the simulator rolls the D6 too: 200,000 runs within 5 SE of 235/216', () => {
    const p = play(scenario({ weapons: [sure(2)], target: attached(['INFANTRY', 'AELDARI']) }), { targetWith: ['phoenix-gem'] });
    const exact = p.result.kills;
    const sd = Math.sqrt(exact.distribution.reduce((v, q, k) => v + q * (k - exact.mean) ** 2, 0));
    const runs = 200_000;
    expect(Math.abs(simulate(p.compiled.scenario, runs, 5).killsMean - 235 / 216)).toBeLessThan((5 * sd) / Math.sqrt(runs));
  });
});
