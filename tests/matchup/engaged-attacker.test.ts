/**
 * The attacking unit within Engagement Range of enemy units (--attacker-engaged: Conditions.engaged;
 * issue 26 section 1), whether or not the effect big-guns-never-tire is named.
 * 001 'Pistol': "When such a unit is selected to shoot, it can only resolve attacks using its Pistols
 * and can only target one of the enemy units it is within Engagement Range of."
 * 003 'Big Guns Never Tire': "Each time a Monster or Vehicle unit makes a ranged attack, if that unit
 * was within Engagement Range of one or more enemy units when it selected its targets, unless that
 * attack is made with a Pistol, subtract 1 from that attack's Hit roll."
 * `dummy`: 100 INFANTRY models, T4, Sv 7+ (no save), W1: every unsaved D1 attack kills one, and no
 * test here comes near 100 kills.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/rules/errors.js';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import { simulateTurn } from '../../src/rules/tenth/matchup/turn-simulate.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import type { Unit, Weapon } from '../../src/rules/tenth/types.js';
import { target, weapon } from '../helpers.js';

const roster = await loadRoster([]);
const intercessors = roster.find('intercessors');
const dummy: Unit = { ...target({ models: 100, T: 4, Sv: 7, W: 1, keywords: ['INFANTRY'] }), name: 'dummy' };

/** One model of `keywords` carrying every weapon. */
const armed = (keywords: string[], weapons: Weapon[]): Unit => {
  const base = target({ keywords, T: 10, W: 12 });
  return { ...base, name: 'shooter', weapons, models: base.models.map((g) => ({ ...g, equipment: weapons.map((w) => w.name) })) };
};

/** P(exactly k) of n independent attacks that each kill with chance p. */
const binomial = (n: number, p: number) => Array.from({ length: n + 1 }, (_, k) => choose(n, k) * p ** k * (1 - p) ** (n - k));
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);

/** Within 4 standard errors of `runs` runs of a count with this variance. */
const near = (simulated: number, exact: number, variance: number, runs: number) =>
  expect(Math.abs(simulated - exact)).toBeLessThanOrEqual(4 * Math.sqrt(variance / runs));

describe("001 'Pistol': an engaged unit that is not a MONSTER or VEHICLE shoots only its Pistols", () => {
  const engaged = { ranged: true, attackerEngaged: true, engaged: true } as const;

  it('Intercessors vs dummy: five bolt pistols, 5 x 2/3 x 1/2 = 1.667 kills, not the bolt rifles', () => {
    // Bolt pistol: A1, BS3+ (hits 4/6), S4 vs T4 wounds on 4+ (1/2), no save, D1: each of the 5 models'
    // one attack kills with chance 2/3 x 1/2 = 1/3, so kills are Binomial(5, 1/3), mean 5/3.
    const r = runMatchup({ attacker: intercessors, target: dummy, options: engaged });
    expect(r.scenario.weapons.map((u) => [u.weapon.name, u.count])).toEqual([['Bolt pistol', 5]]);
    expect(r.result.kills.mean).toBeCloseTo(5 / 3, 12);
    binomial(5, 1 / 3).forEach((p, k) => expect(r.result.kills.distribution[k], `P(${k})`).toBeCloseTo(p, 12));
    expect(r.notes.join('\n')).toContain("Intercessor is within Engagement Range (--attacker-engaged): it shoots only its Pistols (001 'Pistol')");
    // Not engaged, each model fires its bolt rifle and not its pistol, as before.
    const free = runMatchup({ attacker: intercessors, target: dummy, options: { ranged: true } });
    expect(free.scenario.weapons.map((u) => u.weapon.name)).toEqual(['Bolt rifle']);
  });

  it('the simulator plays the same five pistol shots (within 4 standard errors of 5/3)', () => {
    const runs = 20_000;
    const r = runMatchup({ attacker: intercessors, target: dummy, options: { ...engaged, simulate: runs, seed: 3 } });
    // Binomial(5, 1/3): variance 5 x 1/3 x 2/3 = 10/9.
    near(r.simulation!.killsMean, 5 / 3, 10 / 9, runs);
  });

  it('a turn shoots the same pistols: 1.667 models lost, exactly and in its simulator', () => {
    const m = { attacker: intercessors, target: dummy, options: { attackerEngaged: true, engaged: true } };
    const settings = { phases: ['shoot'], overwatch: false, fightBack: false } as const;
    const exact = runTurn(m, settings).target.modelsLost;
    expect(exact.mean).toBeCloseTo(5 / 3, 12);
    binomial(5, 1 / 3).forEach((p, k) => expect(exact.distribution[k], `P(${k})`).toBeCloseTo(p, 12));
    const runs = 5000;
    near(simulateTurn(m, settings, runs, 5).target.modelsLostMean, 5 / 3, 10 / 9, runs);
  });

  it('a unit with no Pistol cannot shoot while engaged: an input error that says why', () => {
    const run = () => runMatchup({ attacker: armed(['INFANTRY'], [weapon({ name: 'rifle', skill: 3 })]), target: dummy, options: engaged });
    expect(run).toThrow(UsageError);
    expect(run).toThrow("shooter has no ranged weapons that can attack here (within Engagement Range, --attacker-engaged, only Pistols can shoot: 001 'Pistol')");
  });

  it('--attacker-engaged without --engaged: refused (the Pistols can only target a unit the shooter is engaged with)', () => {
    const run = () => runMatchup({ attacker: intercessors, target: dummy, options: { ranged: true, attackerEngaged: true } });
    expect(run).toThrow(UsageError);
    expect(run).toThrow('add --engaged');
  });
});

describe("003 'Big Guns Never Tire': an engaged VEHICLE takes -1 to hit except with Pistols, whenever --attacker-engaged is given", () => {
  const cannon = weapon({ name: 'cannon', A: 6, skill: 3 });
  const pistol = weapon({ name: 'pistol', range: 12, skill: 3, abilities: ['pistol'] });
  const tank = armed(['VEHICLE'], [cannon, pistol]);
  const hits = (r: ReturnType<typeof runMatchup>) => r.result.weapons.map((w) => w.hits);

  it('a 6-shot BS3+ cannon: 6 x 3/6 = 3.00 hits engaged (4.00 not), its Pistol still 4/6', () => {
    // Engaged: the cannon hits on 4+ (BS3+ -1): 6 x 3/6 = 3. The Pistol keeps 3+: 1 x 4/6.
    // Not engaged: 6 x 4/6 = 4. A VEHICLE fires its Pistol and its other guns either way (003).
    const engaged = runMatchup({ attacker: tank, target: dummy, options: { ranged: true, attackerEngaged: true } });
    expect(engaged.result.weapons.map((w) => w.name)).toEqual(['cannon', 'pistol']);
    expect(hits(engaged)[0]).toBeCloseTo(3, 12);
    expect(hits(engaged)[1]).toBeCloseTo(4 / 6, 12);
    expect(engaged.notes.join('\n')).toContain("shooter is a MONSTER or VEHICLE within Engagement Range, -1 to hit except with Pistols (pistol) (003 'Big Guns Never Tire')");
    const free = runMatchup({ attacker: tank, target: dummy, options: { ranged: true } });
    expect(hits(free)[0]).toBeCloseTo(4, 12);
  });

  it('the simulator agrees: 6 x 3/6 x 1/2 + 1 x 4/6 x 1/2 = 11/6 kills (within 4 standard errors)', () => {
    // S4 vs T4: 1/2 wounds; no save; D1. Cannon shots kill with 1/4 each, the Pistol with 1/3:
    // mean 6/4 + 1/3 = 11/6, variance 6 x 1/4 x 3/4 + 1/3 x 2/3 = 9/8 + 2/9.
    const runs = 20_000;
    const r = runMatchup({ attacker: tank, target: dummy, options: { ranged: true, attackerEngaged: true, simulate: runs, seed: 4 } });
    expect(r.result.kills.mean).toBeCloseTo(11 / 6, 12);
    near(r.simulation!.killsMean, 11 / 6, 9 / 8 + 2 / 9, runs);
  });
});
