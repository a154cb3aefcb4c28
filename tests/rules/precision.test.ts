/**
 * [PRECISION] with other weapons (003 'Attached Units with Multiple Characters (allocating attacks)';
 * 002 'Leader'; precision.ts): only the [PRECISION] attacks go to the Leaders first, the others to
 * the Bodyguard while one of its models is left. Every weapon below hits automatically (Torrent)
 * and wounds T4 with S8 on 2+ (5/6), against no save (Sv 7+), Damage 1 unless said.
 */
import { describe, expect, it } from 'vitest';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import { calculate, estimateWork, TooLargeError, type Result } from '../../src/rules/tenth/engine.js';
import { precisionAllocation } from '../../src/rules/tenth/precision.js';
import { simulate } from '../../src/rules/tenth/simulate.js';
import { attach } from '../../src/rules/tenth/selection.js';
import type { Scenario, Unit, Weapon } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';
import { enumerate, ratio } from './enumerator.js';

const squad = (models: number): Unit => ({ ...target({ T: 4, Sv: 7, W: 1, models }), name: 'Squad', leaders: ['Captain', 'Lieutenant'] });
const leader = (name: string, W: number, Sv = 7): Unit => {
  const base = target({ T: 4, Sv, W, models: 1, keywords: ['INFANTRY', 'CHARACTER'] });
  return { ...base, name, models: [{ ...base.models[0], name }] };
};
const precise = (A: number, extra: string[] = []) => weapon({ name: 'sniper', A, S: 8, abilities: ['torrent', 'precision', ...extra] });
const gun = (A: number) => weapon({ name: 'gun', A, S: 8, abilities: ['torrent'] });

const run = (weapons: Weapon[], unit: Unit, allocation: Scenario['allocation'] = 'precision'): Result =>
  calculate({ ...scenario({ weapons, target: unit }), allocation });
const leaderOf = (r: Result) => r.byGroup.find((g) => g.leader)!;
const squadOf = (r: Result) => r.byGroup.find((g) => !g.leader)!;

describe('[PRECISION] and other weapons: two queues', () => {
  it('1 Bodyguard W1 + Leader W1; sniper 1 attack then gun 1 attack: each kills its own model with 5/6', () => {
    // Sniper's wound (5/6) goes to the Leader; the gun's (5/6) to the Bodyguard, alive whatever the sniper did.
    // P(Leader) = 5/6, P(Bodyguard) = 5/6, E[kills] = 10/6. One queue, Bodyguard first (the old --precision):
    // the Leader needs both wounds: 25/36, the Bodyguard 1 - 1/36 = 35/36.
    const unit = attach(squad(1), [leader('Captain', 1)]);
    const r = run([precise(1), gun(1)], unit);
    expect(leaderOf(r).allDestroyed).toBeCloseTo(5 / 6, 12);
    expect(squadOf(r).allDestroyed).toBeCloseTo(5 / 6, 12);
    expect(r.kills.mean).toBeCloseTo(10 / 6, 12);
    expect(r.kills.distribution).toEqual([1 / 36, 10 / 36, 25 / 36].map((p) => expect.closeTo(p, 12)));
    const one = run([precise(1), gun(1)], unit, 'toughest-last');
    expect(leaderOf(one).allDestroyed).toBeCloseTo(25 / 36, 12);
    expect(squadOf(one).allDestroyed).toBeCloseTo(35 / 36, 12);
  });

  it('a Leader W2 the sniper cannot finish alone: the gun never reaches it while the Bodyguard lives', () => {
    // 2 Bodyguard W1 + Leader W2; sniper 2 attacks, gun 1. Leader destroyed iff both sniper wounds: 25/36.
    // The gun's wound (5/6) kills one Bodyguard model; both never (0). One queue Bodyguard first: the
    // Leader would need 4 wounds of 3: 0.
    const unit = attach(squad(2), [leader('Captain', 2)]);
    const r = run([precise(2), gun(1)], unit);
    expect(leaderOf(r).allDestroyed).toBeCloseTo(25 / 36, 12);
    expect(squadOf(r).destroyed).toBeCloseTo(5 / 6, 12);
    expect(squadOf(r).allDestroyed).toBe(0);
    expect(r.damage.mean).toBeCloseTo(3 * (5 / 6), 12);
    expect(leaderOf(run([precise(2), gun(1)], unit, 'toughest-last')).allDestroyed).toBe(0);
  });

  it('a [PRECISION] wound with no Leader left goes to the Bodyguard', () => {
    // 1 Bodyguard W1 + Leader W1; sniper 2 attacks, gun 1. The sniper's first wound kills the Leader
    // (P = 1 - (1/6)^2 = 35/36), its second goes to the Bodyguard. The Bodyguard survives iff the
    // sniper wounds at most once (1 - 25/36 = 11/36) and the gun fails (1/6): 11/216, so 205/216.
    const unit = attach(squad(1), [leader('Captain', 1)]);
    const r = run([precise(2), gun(1)], unit);
    expect(leaderOf(r).allDestroyed).toBeCloseTo(35 / 36, 12);
    expect(squadOf(r).allDestroyed).toBeCloseTo(205 / 216, 12);
    expect(r.kills.mean).toBeCloseTo(35 / 36 + 205 / 216, 12);
  });

  it('a wounded Leader: the gun reaches it once the Bodyguard is destroyed, and finishes it', () => {
    // 1 Bodyguard W1 + Leader W2; sniper 1 attack first, then gun 3 attacks (n ~ Bin(3, 5/6)). The gun's
    // first wound kills the Bodyguard, the rest go to the Leader. Sniper wounds (5/6): the Leader needs
    // n >= 2: 3(25/36)(1/6) + 125/216 = 200/216; it fails (1/6): n = 3, 125/216.
    // P(Leader) = (5/6)(200/216) + (1/6)(125/216) = 1125/1296.
    const unit = attach(squad(1), [leader('Captain', 2)]);
    const r = run([precise(1), gun(3)], unit);
    expect(leaderOf(r).allDestroyed).toBeCloseTo(1125 / 1296, 12);
    expect(squadOf(r).allDestroyed).toBeCloseTo(1 - 1 / 216, 12);
  });

  it("Devastating Wounds of a [PRECISION] weapon: the mortal wounds go to the Leader too (003 'Mortal Wounds')", () => {
    // Leader W2 Sv 2+ (AP 0: saved on 2+, fails 1/6); sniper 1 attack D2 with Devastating Wounds, gun 1 attack.
    // A Critical Wound (a 6: 1/6) is 2 mortal wounds, no save: the Leader dies. Another wound (2-5: 4/6) is
    // saved but on a 1: (4/6)(1/6). P(Leader) = 1/6 + 4/36 = 10/36. The gun kills the Bodyguard with 5/6.
    const unit = attach(squad(1), [leader('Captain', 2, 2)]);
    const sniper = weapon({ name: 'sniper', A: 1, S: 8, D: 2, abilities: ['torrent', 'precision', 'devastating wounds'] });
    const r = run([sniper, gun(1)], unit);
    expect(leaderOf(r).allDestroyed).toBeCloseTo(10 / 36, 12);
    expect(squadOf(r).allDestroyed).toBeCloseTo(5 / 6, 12);
    expect(r.weapons[0].mortalWounds).toBeCloseTo(2 / 6, 12);
  });

  it('two Leaders: the [PRECISION] attacks take the one that takes less to finish first', () => {
    // Bodyguard 1 W1; Captain W2 and Lieutenant W1 (less to finish: first). Sniper 2 attacks, gun 1.
    // The sniper's first wound kills the Lieutenant (35/36), a second goes to the Captain (W2): never
    // destroyed by it; the gun kills the Bodyguard (5/6). P(Lieutenant) = 35/36, P(Captain) = 0.
    const unit = attach(squad(1), [leader('Captain', 2), leader('Lieutenant', 1)]);
    const r = run([precise(2), gun(1)], unit);
    const [, captain, lieutenant] = r.byGroup;
    expect(lieutenant.allDestroyed).toBeCloseTo(35 / 36, 12);
    expect(captain.allDestroyed).toBe(0);
    expect(captain.destroyed + lieutenant.destroyed + r.byGroup[0].destroyed).toBeCloseTo(r.kills.mean, 12);
    // And the note names that order.
    const uses = [precise(2), gun(1)].map((weapon) => ({ weapon, count: 1 }));
    expect(precisionAllocation('precision', uses, unit).notes).toContain('--precision: [PRECISION] attacks go to Lieutenant, then Captain (the one that takes less to finish first)');
  });
});

describe('two queues against the enumerated table-top procedure (simulate.ts) and the simulator', () => {
  const unit = attach(squad(2), [leader('Captain', 3, 4), leader('Lieutenant', 2)]);
  const sniper = weapon({ name: 'sniper', A: 2, S: 4, D: 'D3', abilities: ['torrent', 'precision', 'devastating wounds'] });
  const mixed = { ...scenario({ weapons: [gun(1), sniper], target: unit }), allocation: 'precision' as const };

  it('kills and wounds lost: every dice outcome enumerated (exact integers)', () => {
    const r = calculate(mixed);
    // The two queues matter here: one queue (Bodyguard first) gives other kills.
    const one = calculate({ ...mixed, allocation: 'toughest-last' });
    expect(Math.abs(one.kills.mean - r.kills.mean)).toBeGreaterThan(0.01);
    const e = enumerate(mixed);
    r.kills.distribution.forEach((p, k) => expect(p, `P(${k} kills)`).toBeCloseTo(ratio(e.kills.get(k) ?? 0n), 12));
    r.damage.distribution.forEach((p, k) => expect(p, `P(${k} wounds lost)`).toBeCloseTo(ratio(e.wounds.get(k) ?? 0n), 12));
  });

  it('the seeded simulator within 5 SE of each P(k kills)', () => {
    const runs = 20_000;
    const r = calculate(mixed);
    const sim = simulate(mixed, runs, 777);
    r.kills.distribution.forEach((p, k) => expect(Math.abs(sim.kills[k] - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / runs) + 1 / runs));
  });
});

describe("fight-on-death with two queues: which models are destroyed comes from both queues' wounds (003 'Fight on Death')", () => {
  it("Reap the Tally (5+, not KHÂRN THE BETRAYER): only the Bodyguard's model can fight back: (5/6)(1/3) = 5/18", () => {
    // Melee: the axe ([PRECISION]) goes to Khârn, the fist to the Bodyguard model (5/6 each, as above).
    // Khârn never fights back by this rule; the Bodyguard model on a 5+ (1/3) when destroyed (5/6).
    // P(no fighter) = 1 - 5/18 = 13/18. (One queue of wounds lost, Khârn first, would give (25/36)(1/3).)
    const axe = weapon({ name: 'axe', range: 'melee', S: 8, abilities: ['torrent', 'precision'] });
    const fist = weapon({ name: 'fist', range: 'melee', S: 8, abilities: ['torrent'] });
    const base = target();
    const attacker: Unit = { ...base, name: 'brawlers', weapons: [axe, fist], models: [{ ...base.models[0], count: 1, equipment: ['axe'] }, { ...base.models[0], name: 'other', count: 1, equipment: ['fist'] }] };
    const unit = attach({ ...squad(1), leaders: ['Khârn the Betrayer'] }, [leader('Khârn the Betrayer', 1)]);
    const r = runMatchup({ attacker, target: unit, options: { melee: true, precision: true, targetWith: ['reap-the-tally'] } });
    expect(r.result.byGroup.find((g) => !g.leader)!.allDestroyed).toBeCloseTo(5 / 6, 12);
    expect(r.fightBack!.mean).toBeCloseTo(5 / 18, 12);
    expect(r.fightBack!.distribution[0]).toBeCloseTo(13 / 18, 12);
  });
});

describe('budgets count the two-part state', () => {
  it('work grows with the states: 2 Bodyguard W1 + Leader W2 is 3 x 3 = 9 states, one queue 5', () => {
    const unit = attach(squad(2), [leader('Captain', 2)]);
    const s = { ...scenario({ weapons: [precise(2), gun(1)], target: unit }), allocation: 'precision' as const };
    expect(estimateWork(s) / estimateWork({ ...s, allocation: 'toughest-last' })).toBeCloseTo(9 / 5, 12);
  });

  it('refused past MAX_STATES: 2,000 Bodyguard W1 + a Leader W2,500 is 2,001 x 2,501 states (one queue: 4,501)', () => {
    const unit = attach(squad(2000), [leader('Captain', 2500)]);
    const s = { ...scenario({ weapons: [precise(1), gun(1)], target: unit }), allocation: 'precision' as const };
    expect(() => estimateWork(s)).toThrow(TooLargeError);
    expect(() => estimateWork(s)).toThrow(/this calculation needs 5\.00e\+6 states/);
    expect(estimateWork({ ...s, allocation: 'toughest-last' })).toBeGreaterThan(0);
  });
});
