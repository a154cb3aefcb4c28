/**
 * 11th edition's turn (issue 28 `turn`; turn.ts, turn-result.ts, turn-simulate.ts): the phases in order, each
 * phase's law carried into the next as a mixture over the units' states. Numbers derived by hand.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculate11, estimateWork } from '../../../src/rules/eleventh/engine.js';
import { matchupOf } from '../../../src/rules/eleventh/matchup.js';
import { loadUnitFile, type EleventhUnit } from '../../../src/rules/eleventh/profiles/load.js';
import { turnJson11 } from '../../../src/rules/eleventh/turn-result.js';
import { simulateTurn11 } from '../../../src/rules/eleventh/turn-simulate.js';
import { calculations, runTurn11, stepsOf, TURN_MAX_WORK, type TurnSettings } from '../../../src/rules/eleventh/turn.js';
import { unitAfter } from '../../../src/rules/eleventh/unit-after.js';
import { Refused, WorkBudgetError } from '../../../src/rules/errors.js';

const DIR = join(import.meta.dirname, 'fixtures', 'turn', 'eleventh');
const load = (name: string) => loadUnitFile(join(DIR, `${name}.yaml`));
const fixture = (name: string) => loadUnitFile(join(import.meta.dirname, 'fixtures', 'data', 'eleventh', 'test', `${name}.yaml`));
const [charger, shooter, pair, hazard] = [load('charger'), load('shooter'), load('pair'), load('hazard')];

const settings = (s: Partial<TurnSettings>): TurnSettings => ({ phases: ['shoot', 'fight'], overwatch: false, fightBack: true, ...s });
const turn = (attacker: EleventhUnit, target: EleventhUnit, s: Partial<TurnSettings>) => {
  const run = runTurn11({ attacker, target }, stepsOf(settings(s), {}), calculate11);
  return { run, json: turnJson11(run, settings(s), {}, [], null) };
};

describe('one model each (Turn Charger vs Turn Shooter, no saves, W1)', () => {
  // Overwatch (11e 15.08, 15.09): the Shooter's Gun A1 S6 vs T3 (wounds on 2+) hits only on a 6: p = 1/6 x 5/6 = 5/36.
  // Fight (11.04: the charger fights first): Axe WS2+ S6 vs T3: q = 5/6 x 5/6 = 25/36.
  // Fight back (12): the Shooter's Claws WS4+ S3 vs T3 (4+): r = 1/2 x 1/2 = 1/4.
  const [p, q, r] = [5 / 36, 25 / 36, 1 / 4];

  it('Overwatch destroys the charger with probability p; else it fights first and the survivor fights back', () => {
    const { json } = turn(charger, shooter, { overwatch: true });
    // Shooter destroyed: the charger survives Overwatch, then kills: (1 - p) q = 31/36 x 25/36.
    expect(json.target.modelsLost.wipe).toBeCloseTo((1 - p) * q, 12);
    // Charger destroyed: by Overwatch, or surviving it, missing its kill and losing to the fight back.
    expect(json.attacker.modelsLost.wipe).toBeCloseTo(p + (1 - p) * (1 - q) * r, 12);
    expect(json.phases.map((ph) => [ph.phase, ph.side])).toEqual([['overwatch', 'attacker'], ['shoot', 'target'], ['fight', 'target'], ['fight back', 'attacker']]);
    // What each phase added: Overwatch p to the charger; the Shooter's shooting phase has no ranged weapon of the charger's: 0.
    expect(json.phases[0].modelsLost).toBeCloseTo(p, 12);
    expect(json.phases[1].modelsLost).toBe(0);
    expect(json.phases[3].modelsLost).toBeCloseTo((1 - p) * (1 - q) * r, 12);
    // Points: the charger is 20 pts for its one model.
    expect(json.trade.attackerPointsLost).toBeCloseTo(20 * (p + (1 - p) * (1 - q) * r), 9);
  });

  it('equals the complete enumeration of its six dice (every face of each hit and wound roll)', () => {
    // Overwatch hit (only a 6: 15.09) and wound (2+), the Axe's hit (2+) and wound (2+), the Claws' hit (4+) and wound (4+).
    let [chargerLost, shooterLost, both] = [0, 0, 0];
    for (let code = 0; code < 6 ** 6; code++) {
      const [h1, w1, h2, w2, h3, w3] = Array.from({ length: 6 }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1);
      const chargerDown = h1 === 6 && w1 >= 2;
      const shooterDown = !chargerDown && h2 >= 2 && w2 >= 2;
      const lost = chargerDown || (!shooterDown && h3 >= 4 && w3 >= 4);
      chargerLost += lost ? 1 : 0;
      shooterLost += shooterDown ? 1 : 0;
      both += lost && shooterDown ? 1 : 0;
    }
    const { json } = turn(charger, shooter, { overwatch: true });
    expect(json.attacker.modelsLost.wipe).toBeCloseTo(chargerLost / 6 ** 6, 12);
    expect(json.target.modelsLost.wipe).toBeCloseTo(shooterLost / 6 ** 6, 12);
    // The charger fights first (11e 11.04): the Shooter it destroys never strikes back.
    expect(both).toBe(0);
  });

  it('without Overwatch and with --no-fight-back: the charger alone fights, and loses nothing', () => {
    const { json } = turn(charger, shooter, { fightBack: false });
    expect(json.target.modelsLost.wipe).toBeCloseTo(q, 12);
    expect(json.attacker.modelsLost.mean).toBe(0);
    expect(json.phases.map((ph) => ph.phase)).toEqual(['shoot', 'fight']);
  });

  it('--phases fight with the Shooter charging the charger: its Gun is not fired, its Claws strike first', () => {
    const { json } = turn(shooter, charger, { phases: ['fight'] });
    // The Shooter fights first: r kills; the charger, if alive (1 - r), strikes back: q.
    expect(json.target.modelsLost.wipe).toBeCloseTo(r, 12);
    expect(json.attacker.modelsLost.wipe).toBeCloseTo((1 - r) * q, 12);
  });
});

describe('the mixture (two W2 models each: Turn Pair)', () => {
  it("the target's law after shoot and fight equals the sum over the shooting's wounds of the fight on the hand-built survivors", () => {
    const { json } = turn(pair, pair, { fightBack: false });
    const shoot = calculate11(matchupOf(pair, pair, { ranged: true }).scenario);
    // The shooting by hand: 4 Carbine shots, each 2/3 x 1/2 (S4 vs T4) x 1/2 (Sv4+) = 1/6 unsaved, D1: Binomial(4, 1/6).
    const binom = [625, 500, 150, 20, 1].map((n) => n / 1296);
    shoot.woundsLost.toArray().forEach((x, w) => expect(x).toBeCloseTo(binom[w], 12));
    // After w wounds (one group, the listed order): w=1 one model wounded; 2 one destroyed; 3 one destroyed and one wounded; 4 none left.
    const trooper = pair.models[0];
    const after = (count: number, wounded: number): EleventhUnit => ({ ...pair, models: [{ ...trooper, count, ...(wounded ? { wounded } : {}) }] });
    const survivors = [after(2, 0), after(2, 1), after(1, 0), after(1, 1)];
    const law = new Array<number>(5).fill(0);
    law[4] += binom[4];
    survivors.forEach((unit, w) => {
      const fight = calculate11(matchupOf(pair, unit, { melee: true, charged: true }).scenario);
      fight.woundsLost.toArray().forEach((x, more) => (law[w + more] += binom[w] * x));
    });
    json.target.woundsLost.distribution.forEach((x, w) => expect(x).toBeCloseTo(law[w], 12));
    expect(json.target.woundsLost.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it.each([
    ['Turn Pair vs Turn Pair', pair, pair],
    ['Turn Hazard vs Turn Pair (its hazard rolls carried)', hazard, pair],
    // Two allocation groups (Marine, then the Captain, a CHARACTER: 11e 05.03) carried from phase to phase.
    ['Test Eightbound vs Test Marines', fixture('eightbound'), fixture('marines')],
    ['Test Marines vs Test Eightbound', fixture('marines'), fixture('eightbound')],
  ])('--simulate: %s with Overwatch, played die by die, agrees within 5 standard errors', (_name, attacker, target) => {
    const { run, json } = turn(attacker, target, { overwatch: true });
    const sim = simulateTurn11(run, 20_000, 28);
    for (const side of ['attacker', 'target'] as const) {
      const d = json[side].modelsLost.distribution;
      const mean = json[side].modelsLost.mean;
      const sd = Math.sqrt(d.reduce((s, x, k) => s + x * (k - mean) ** 2, 0));
      expect(Math.abs(sim[side].modelsLostMean - mean)).toBeLessThan((5 * sd) / Math.sqrt(20_000));
      const wipe = json[side].modelsLost.wipe;
      expect(Math.abs(sim[side].wipe - wipe)).toBeLessThan(5 * Math.sqrt((wipe * (1 - wipe)) / 20_000) + 1e-9);
    }
  });
});

describe('hazard rolls (11e 06.03) carried into the turn', () => {
  it('two W2 Gunners, each a [HAZARDOUS] Plasma: 2 rolls failing on 1-2, Binomial(2, 1/3) mortal wounds: 4/9, 4/9, 1/9', () => {
    const { json } = turn(hazard, pair, { phases: ['shoot'] });
    // One mortal wound wounds a Gunner; two destroy it (W2, one at a time along the group: RULINGS 11).
    [4 / 9, 4 / 9, 1 / 9].forEach((p, w) => expect(json.attacker.woundsLost.distribution[w]).toBeCloseTo(p, 12));
    expect(json.attacker.modelsLost.distribution[1]).toBeCloseTo(1 / 9, 12);
    expect(json.phases.map((ph) => [ph.phase, ph.side])).toEqual([['shoot', 'target'], ['shoot: hazardous', 'attacker']]);
    expect(json.phases[1].woundsLost).toBeCloseTo(2 / 3, 12);
    // The target's losses are the shooting's alone: 2 Plasma shots, each 2/3 to hit, S7 vs T4 3+ (2/3), Sv4+ at AP -2 fails on 1-5 (5/6), D2:
    // each shot destroys a W2 Trooper with 2/3 x 2/3 x 5/6 = 10/27.
    expect(json.target.modelsLost.mean).toBeCloseTo(2 * (10 / 27), 12);
  });
});

describe('refusals', () => {
  it('a phase whose calculations are past the budget is refused before any is made (WorkBudgetError)', () => {
    // Six model groups of ten W3 models with different saves (180 wounds), shot by four Troopers (8 Carbine shots):
    // one calculation tries the 720 group orders (RULINGS 6), about 8e7 steps; 180 of them are past the turn's 1e9.
    const horde: EleventhUnit = {
      ...pair,
      models: [2, 3, 4, 5, 6, 7].map((Sv) => ({ ...pair.models[0], name: `Sv${Sv}`, count: 10, min: 10, max: 10, stats: { ...pair.models[0].stats, W: 3, Sv } })),
    };
    const four: EleventhUnit = { ...pair, models: [{ ...pair.models[0], count: 4, min: 4, max: 4 }] };
    const [shoot] = stepsOf(settings({ phases: ['shoot'] }), {});
    const never = (): never => {
      throw new Error('a calculation was made');
    };
    const made = calculations(never, { attacker: four, target: horde });
    // The target after w wounds along the listed order, w = 0..179: each a calculation of estimateWork steps.
    const states = Array.from({ length: 180 }, (_, w) => ({ attacker: four, target: unitAfter(horde, [0, 1, 2, 3, 4, 5], w), p: 1 / 180 }));
    const work = estimateWork(matchupOf(four, horde, { ranged: true }).scenario);
    expect(work * 180).toBeGreaterThan(TURN_MAX_WORK);
    expect(() => made.charge(shoot, states)).toThrow(WorkBudgetError);
    // One state alone is within it.
    expect(() => calculations(never, { attacker: four, target: horde }).charge(shoot, states.slice(0, 1))).not.toThrow();
  });

  it('[PRECISION] against CHARACTER models is refused in a turn (the wounds lost no longer say who fell)', () => {
    const sniper: EleventhUnit = { ...pair, weapons: pair.weapons.map((w) => (w.range === 'melee' ? w : { ...w, abilities: [{ kind: 'precision' }] })) };
    const led: EleventhUnit = { ...pair, models: [...pair.models, { ...pair.models[0], name: 'Leader', count: 1, min: 1, max: 1, character: true }] };
    expect(() => runTurn11({ attacker: sniper, target: led }, stepsOf(settings({}), {}), calculate11)).toThrow(Refused);
  });
});
