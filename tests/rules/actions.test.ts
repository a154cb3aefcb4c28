/**
 * Mortal-wound actions before the unit's attacks (src/rules/tenth/actions.ts), issue 11 section 3:
 * - 003 'Page 42 – Grenade Stratagem' / 'GRENADE': "Roll six D6: for each 4+, that enemy unit
 *   suffers 1 mortal wound" (your Shooting phase, a GRENADES unit, neither unit within Engagement
 *   Range, the target visible);
 * - 003 'TANK SHOCK': "Roll a number of D6 equal to the Toughness characteristic of the selected
 *   VEHICLE model. For each 5+, that enemy unit suffers 1 mortal wound (to a maximum of 6 mortal
 *   wounds)" (just after the VEHICLE unit ends a Charge move);
 * - 002 'RAPID AMBUSH': "roll one D6: on a 2-5, that enemy unit suffers 1 mortal wound; on a 6, that
 *   enemy unit suffers 2 mortal wounds" (opponent's Movement phase; DIRE AVENGERS or GUARDIANS across
 *   the Hatchway the enemy opened; "Until the end of the turn, your unit cannot fire Overwatch").
 * 003 'Mortal Wounds': one point of damage each, allocated one at a time as an attack is, no saving
 * throw, Feel No Pain applies; damage goes on to the next model.
 */
import { describe, expect, it } from 'vitest';
import { calculate, estimateWork, type Result } from '../../src/rules/tenth/engine.js';
import { simulatedAttacks } from '../../src/rules/tenth/simulate.js';
import { actionOutcomes } from '../../src/rules/tenth/actions.js';
import { fightersBackAfterActions } from '../../src/rules/tenth/actions-fight-back.js';
import { fightRules } from '../../src/rules/tenth/fight-back.js';
import { compileEffects, effectConditions, type Compiled } from '../../src/rules/tenth/effects/compile.js';
import type { ModelGroup, Scenario, Unit } from '../../src/rules/tenth/types.js';
import { attacker, scenario, target, weapon } from '../helpers.js';
import { inPlay, type InPlaySpec } from './effects/support.js';
import { DENOMINATOR, enumerate } from './enumerator.js';
import { sureHit } from './fixtures.js';

/** Only the action: the unit's one weapon is used by no model (count 0), so no attack is made. */
const only = (t: Unit, range: number | 'melee' = 24, keywords = ['INFANTRY', 'GRENADES']): Scenario => ({
  ...scenario({ weapons: [[weapon({ range }), 0]], target: t }),
  attacker: { ...attacker, keywords },
});

function compiled(s: Scenario, spec: InPlaySpec): Compiled {
  const effects = inPlay(spec);
  return compileEffects({ ...s, conditions: effectConditions(s, effects) }, effects);
}

function run(s: Scenario, spec: InPlaySpec): Result {
  return calculate(compiled(s, spec).scenario);
}

const detail = (s: Scenario, spec: InPlaySpec, id: string) => compiled(s, spec).report.find((e) => e.id === id)!;
const C = (n: number, k: number): number => (k === 0 ? 1 : (C(n, k - 1) * (n - k + 1)) / k);

describe('Grenade (003 GRENADE): six D6, each 4+ one mortal wound', () => {
  it('vs 10 W1 models, no Feel No Pain: kills are Binomial(6, 1/2): E = 3, P(0) = 1/64, P(6) = 1/64', () => {
    const r = run(only(target({ models: 10, W: 1 })), { with: ['grenade'] });
    expect(r.kills.mean).toBeCloseTo(3, 12);
    expect(r.kills.distribution[0]).toBeCloseTo(1 / 64, 12);
    expect(r.kills.distribution[6]).toBeCloseTo(1 / 64, 12);
    expect(r.kills.distribution.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
    expect(r.weapons[0]).toMatchObject({ name: 'Grenade (stratagem)', attacks: 6, hits: 0, wounds: 0, unsaved: 0 });
    expect(r.weapons[0].mortalWounds).toBeCloseTo(3, 12);
    expect(r.total.kills).toBeCloseTo(3, 12);
  });

  it('vs one W3 model: destroyed when 3+ dice score, P = (20 + 15 + 6 + 1)/64 = 42/64; E[damage] = (6 + 2*15 + 3*42)/64 = 162/64', () => {
    const r = run(only(target({ models: 1, W: 3 })), { with: ['grenade'] });
    expect(r.kills.wipe).toBeCloseTo(42 / 64, 12);
    expect(r.damage.mean).toBeCloseTo(162 / 64, 12);
    expect(r.weapons[0].damage).toBeCloseTo(162 / 64, 12);
    // Mortal wounds inflicted is what the roll gives (3 expected), damage what the model could take.
    expect(r.weapons[0].mortalWounds).toBeCloseTo(3, 12);
  });

  it('Feel No Pain 5+ (000 Feel No Pain: a mortal wound is lost on 1-4, 2/3): kills Binomial(6, 1/3): E = 2, P(0) = (2/3)^6', () => {
    const r = run(only(target({ models: 10, W: 1, feelNoPain: 5 })), { with: ['grenade'] });
    expect(r.kills.mean).toBeCloseTo(2, 12);
    expect(r.kills.distribution[0]).toBeCloseTo((2 / 3) ** 6, 12);
  });

  it('a Feel No Pain 4+ against mortal wounds beats FNP 5+ (RULINGS 8): lost 1/2, Binomial(6, 1/4): E = 1.5', () => {
    const r = run(only(target({ models: 10, W: 1, feelNoPain: 5, mortalFeelNoPain: 4 })), { with: ['grenade'] });
    expect(r.kills.mean).toBeCloseTo(1.5, 12);
    expect(r.kills.distribution[6]).toBeCloseTo(4 ** -6, 12);
  });

  it('damage goes on to the next model (003 Mortal Wounds): vs 3 W2 models, P(wipe) = P(all six score) = 1/64', () => {
    const r = run(only(target({ models: 3, W: 2 })), { with: ['grenade'] });
    expect(r.kills.wipe).toBeCloseTo(1 / 64, 12);
    // E[kills] = E[floor(N/2)] = (1*(15+20) + 2*(15+6) + 3*1)/64 = 80/64.
    expect(r.kills.mean).toBeCloseTo(80 / 64, 12);
  });

  it('before the attacks, which still follow: vs one W1 model Sv7, then a sure hit (5/6): P(destroyed) = 1 - (1/64)(1/6)', () => {
    const s = { ...scenario({ weapons: [sureHit()], target: target({ models: 1, W: 1, Sv: 7 }) }), attacker: { ...attacker, keywords: ['GRENADES'] } };
    const r = run(s, { with: ['grenade'] });
    expect(r.kills.wipe).toBeCloseTo(1 - 1 / 384, 12);
    expect(r.weapons.map((w) => w.name)).toEqual(['Grenade (stratagem)', 'sure hit']);
    // The grenade kills it 63/64 of the time; the gun only in the rest: 1/64 * 5/6.
    expect(r.weapons[0].kills).toBeCloseTo(63 / 64, 12);
    expect(r.weapons[1].kills).toBeCloseTo(5 / 384, 12);
  });

  it('agrees with complete enumeration of the dice (vs 2 W2 models)', () => {
    const s = compiled(only(target({ models: 2, W: 2 })), { with: ['grenade'] }).scenario;
    const e = enumerate(s);
    const r = calculate(s);
    for (const [k, w] of e.kills) expect(r.kills.distribution[k]).toBeCloseTo(Number(w) / Number(DENOMINATOR), 12);
  });

  it.each([
    ['no GRENADES keyword', only(target(), 24, ['INFANTRY']), {}, 'the attacker is not GRENADES'],
    ['melee attacks', only(target(), 'melee'), {}, 'only for ranged attacks'],
    ['the target within Engagement Range of your units', only(target()), { situation: { targetEngaged: true } }, '--engaged'],
    ['the unit within Engagement Range', { ...only(target()), conditions: { ...only(target()).conditions, engaged: true } }, {}, '--attacker-engaged'],
    ['with Fire Overwatch', only(target()), { with: ['fire-overwatch'] }, 'not with Fire Overwatch'],
    ['no target visible', only(target()), { with: ['indirect-fire'] }, 'must be visible'],
  ] as const)('skipped, with the reason: %s', (_, s, spec, why) => {
    const with_ = ['grenade', ...((spec as InPlaySpec).with ?? [])];
    const c = compiled(s, { ...spec, with: with_ });
    expect(c.scenario.actions ?? []).toEqual([]);
    const e = c.report.find((r) => r.id === 'grenade')!;
    expect(e.applied).toBe(false);
    expect(e.detail).toContain(why);
  });
});

describe('Tank Shock (003 TANK SHOCK): D6 equal to the Toughness, each 5+ one mortal wound, at most 6', () => {
  const tank = (groups: { name: string; T: number }[]): Unit => ({
    ...attacker,
    keywords: ['VEHICLE'],
    models: groups.map((g): ModelGroup => ({ ...attacker.models[0], name: g.name, count: 1, stats: { ...attacker.models[0].stats, T: g.T } })),
  });
  const charged = (a: Unit, t: Unit): Scenario => ({
    ...scenario({ weapons: [[weapon({ range: 'melee' }), 0]], target: t, conditions: { charged: true } }),
    attacker: a,
  });

  it('T10 vs one W20 model: E = E[min(Bin(10, 1/3), 6)] = 10/3 - (1*960 + 2*180 + 3*20 + 4*1)/3^10 = 195446/59049', () => {
    // P(X = k) = C(10, k) 2^(10-k) / 3^10: k = 7, 8, 9, 10 weigh 120*8, 45*4, 10*2, 1.
    const r = run(charged(tank([{ name: 'tank', T: 10 }]), target({ models: 1, W: 20 })), { with: ['tank-shock'] });
    expect(r.damage.mean).toBeCloseTo(195446 / 59049, 12);
    expect(r.weapons[0].mortalWounds).toBeCloseTo(195446 / 59049, 12);
    expect(r.weapons[0].attacks).toBe(10);
    // At most 6: P(6 wounds lost) = P(X >= 6) = sum_{k>=6} C(10,k) 2^(10-k) / 3^10.
    const atLeast6 = [6, 7, 8, 9, 10].reduce((s, k) => s + C(10, k) * 2 ** (10 - k), 0) / 3 ** 10;
    expect(r.damage.distribution[6]).toBeCloseTo(atLeast6, 12);
    expect(r.damage.distribution.length).toBe(21);
    expect(r.damage.distribution.slice(7).every((p) => p === 0)).toBe(true);
  });

  it('the selected model is the VEHICLE model with the highest Toughness (T12 of T9 and T12: 12 dice), and the report says so', () => {
    const s = charged(tank([{ name: 'small', T: 9 }, { name: 'big', T: 12 }]), target({ models: 1, W: 20 }));
    const c = compiled(s, { with: ['tank-shock'] });
    expect(c.scenario.actions?.[0].dice).toBe(12);
    expect(c.report[0].detail).toContain('big (T12, the highest Toughness)');
  });

  it('agrees with complete enumeration (T3, Feel No Pain 5+, vs 2 W1 models)', () => {
    const s = compiled(charged(tank([{ name: 'tank', T: 3 }]), target({ models: 2, W: 1, feelNoPain: 5 })), { with: ['tank-shock'] }).scenario;
    const e = enumerate(s);
    const r = calculate(s);
    // By hand: each die kills with 2/6 * 4/6 = 2/9: P(0 kills) = (7/9)^3.
    expect(r.kills.distribution[0]).toBeCloseTo((7 / 9) ** 3, 12);
    for (const [k, w] of e.kills) expect(r.kills.distribution[k]).toBeCloseTo(Number(w) / Number(DENOMINATOR), 12);
  });

  it.each([
    ['no Charge move', { ...charged(tank([{ name: 't', T: 10 }]), target()), conditions: { ...charged(attacker, target()).conditions, charged: false } }, 'needs a Charge move'],
    ['not a VEHICLE', charged({ ...attacker, keywords: ['INFANTRY'] }, target()), 'the attacker is not VEHICLE'],
  ] as const)('skipped, with the reason: %s', (_, s, why) => {
    const e = detail(s, { with: ['tank-shock'] }, 'tank-shock');
    expect(e.applied).toBe(false);
    expect(e.detail).toContain(why);
  });
});

describe('Rapid Ambush (002 RAPID AMBUSH): one D6, 2-5 one mortal wound, 6 two', () => {
  const avengers = (t: Unit, range: number | 'melee' = 'melee', keywords = ['INFANTRY', 'DIRE AVENGERS']) => only(t, range, keywords);

  it('E = 0*1/6 + 1*4/6 + 2*1/6 = 1 mortal wound; vs 2 W1 models P(0, 1, 2 kills) = 1/6, 4/6, 1/6', () => {
    const r = run(avengers(target({ models: 2, W: 1 })), { with: ['rapid-ambush', 'across-hatchway'] });
    expect(r.weapons[0].mortalWounds).toBeCloseTo(1, 12);
    expect(r.kills.distribution[0]).toBeCloseTo(1 / 6, 12);
    expect(r.kills.distribution[1]).toBeCloseTo(4 / 6, 12);
    expect(r.kills.distribution[2]).toBeCloseTo(1 / 6, 12);
  });

  it('GUARDIANS too; then the unit fights: vs one W1 Sv7 model and a sure hit, P(destroyed) = 1 - 1/6 * 1/6', () => {
    const s = { ...scenario({ weapons: [sureHit({ range: 'melee' })], target: target({ models: 1, W: 1, Sv: 7 }) }), attacker: { ...attacker, keywords: ['GUARDIANS'] } };
    const r = run(s, { with: ['rapid-ambush', 'across-hatchway'] });
    expect(r.kills.wipe).toBeCloseTo(1 - 1 / 36, 12);
  });

  it.each([
    ['no Hatchway (across-hatchway)', avengers(target()), ['rapid-ambush'], 'needs across-hatchway'],
    ['ranged attacks: the unit cannot shoot in the opponent\'s turn', avengers(target(), 24), ['rapid-ambush', 'across-hatchway'], "opponent's turn"],
    ['not DIRE AVENGERS or GUARDIANS', avengers(target(), 'melee', ['INFANTRY']), ['rapid-ambush', 'across-hatchway'], 'the attacker is not DIRE AVENGERS or GUARDIANS'],
  ] as const)('skipped, with the reason: %s', (_, s, with_, why) => {
    const e = detail(s, { with: [...with_] }, 'rapid-ambush');
    expect(e.applied).toBe(false);
    expect(e.detail).toContain(why);
  });
});

describe('budgets: the actions count in the engine\'s work and the simulator\'s attacks', () => {
  it('a grenade adds 6 allocations over the 11 states of 10 W1 models (3 steps each) and 6 dice a run', () => {
    const plain = { ...scenario({ weapons: [sureHit()], target: target({ models: 10, W: 1 }) }), attacker: { ...attacker, keywords: ['GRENADES'] } };
    const withGrenade = compiled(plain, { with: ['grenade'] }).scenario;
    expect(estimateWork(withGrenade) - estimateWork(plain)).toBe(6 * 11 * 3);
    expect(simulatedAttacks(withGrenade, 100) - simulatedAttacks(plain, 100)).toBe(600);
    // Fight on death after it: one calculation per total of mortal wounds, 0..6 (rules/tenth/matchup/run.ts matchupWork).
    expect(actionOutcomes(withGrenade.actions!)).toBe(7);
    expect(actionOutcomes([...withGrenade.actions!, { name: 'rapid', dice: 1, perFace: [0, 1, 1, 1, 1, 2] }])).toBe(9);
  });
});

describe("fight on death after an action (002 'Faolchú’s Last Flight': an AELDARI model \"destroyed by a melee attack\" fights on a 3+)", () => {
  it('Rapid Ambush, then one sure-hit melee attack (5/6) on 2 W1 models: only the attack\'s kill fights back: E = 5/6 * 5/6 * 2/3 = 25/54', () => {
    // The ambush leaves 0, 1 or 2 wounds lost (1/6, 4/6, 1/6): with a model left (5/6) the attack
    // destroys one with 5/6, and it fights back on a 3+ (2/3). The ambush's kills never fight.
    // An AELDARI target: Faolchú's Last Flight is for "an AELDARI model from your army".
    const s = { ...scenario({ weapons: [sureHit({ range: 'melee' })], target: target({ models: 2, W: 1, Sv: 7, keywords: ['INFANTRY', 'AELDARI'] }) }), attacker: { ...attacker, keywords: ['DIRE AVENGERS'] } };
    const c = compiled(s, { with: ['rapid-ambush', 'across-hatchway'], targetWith: ['faolchus-last-flight'] });
    const { summary, notes } = fightersBackAfterActions(c.scenario, [], fightRules(c.report));
    expect(summary!.mean).toBeCloseTo(25 / 54, 12);
    expect(summary!.distribution[1]).toBeCloseTo(25 / 54, 12);
    expect(summary!.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(notes.join()).toContain('do not fight back (not destroyed by a melee attack)');
  });
});
