/**
 * Hazardous tests in a turn (src/rules/tenth/matchup/turn-hazard.ts; 003 'Page 28 – Hazardous'): after a unit
 * shoots, fires Overwatch or fights, one D6 per Hazardous weapon it used; each 1 puts 3 mortal wounds
 * on one of its models (beyond its wounds lost), and the unit carries the losses into the next phase.
 * SHOT and BLOW (turn-fixtures.ts) each get through with 1/4, Damage 1, against Sv 7+.
 */
import { describe, expect, it } from 'vitest';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import { simulateTurn } from '../../src/rules/tenth/matchup/turn-simulate.js';
import { chooser } from '../../src/rules/tenth/matchup/weapons.js';
import type { TurnReport } from '../../src/rules/tenth/matchup/turn-result.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { NO_MODIFIERS } from '../../src/rules/tenth/types.js';
import { inPlay } from '../rules/effects/support.js';
import { BARE, BLOW, SHOT, unit } from './turn-fixtures.js';

const roster = await loadRoster();
const kharn = roster.find('kharn');
const EPS = 1e-12;

function close(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThan(EPS);
}

function phase(r: TurnReport, name: string) {
  const found = r.phases.find((p) => p.phase === name);
  expect(found, `phase ${name} in ${r.phases.map((p) => p.phase).join(', ')}`).toBeDefined();
  return found!;
}

const hazardousShot = { ...SHOT, abilities: ['hazardous'] };
const hazardousBlow = { ...BLOW, abilities: ['hazardous'] };

describe('turn: Hazardous tests', () => {
  it("Khârn's supercharged plasma pistol: one test, 1/6 x 3 mortal wounds = 0.5 wounds lost", () => {
    // Khârn is one model, W8, no Feel No Pain: a failed test (1/6) costs him 3 wounds, so his wounds
    // lost are 3 with 1/6 and 0 with 5/6: mean 0.5 (the old turn said 0).
    const r = runTurn({ attacker: kharn, target: roster.find('intercessors'), options: { profile: ['Plasma pistol - supercharge'] } }, { phases: ['shoot'], overwatch: false, fightBack: true });
    close(phase(r, 'shoot: hazardous').woundsLost, 0.5);
    close(r.attacker.woundsLost.mean, 0.5);
    close(r.attacker.woundsLost.distribution[3], 1 / 6);
    close(r.attacker.woundsLost.distribution[0], 5 / 6);
  });

  it('carries on: with Overwatch the exact P(Khârn wiped) agrees with the turn simulator', () => {
    // The case: the exact turn said 0.5% where an independent simulation gave 4.5%. The
    // simulator plays the Hazardous test die by die (turn-simulate.ts hazardTests); 40,000 runs give
    // a standard error of sqrt(0.045 x 0.955 / 40000) = 0.001 on P(wiped): within 4 of them.
    const m = { attacker: kharn, target: roster.find('intercessors'), options: { profile: ['Plasma pistol - supercharge'] } };
    const settings = { phases: ['shoot', 'fight'] as const, overwatch: true, fightBack: true };
    const exact = runTurn(m, settings);
    const sim = simulateTurn(m, settings, 40_000, 7);
    expect(exact.attacker.modelsLost.wiped).toBeGreaterThan(0.04);
    expect(Math.abs(sim.attacker.wiped - exact.attacker.modelsLost.wiped)).toBeLessThan(4 * 0.001);
    // Wounds lost: at most 8, its SD under 3: the mean's standard error under 3 / 200 = 0.015.
    expect(Math.abs(sim.attacker.woundsLostMean - exact.attacker.woundsLost.mean)).toBeLessThan(4 * 0.015);
  });

  it("the target's Hazardous Overwatch: its losses carry into the fight", () => {
    // Gunners: 2 models, W2, each firing one Hazardous SHOT in Overwatch: 2 tests. Each failed test
    // puts 3 mortal wounds on the model taking the next wound (a W2 model: 2 lost, 1 beyond them lost):
    // F failed ~ Binomial(2, 1/6): wounds lost 0 with 25/36, 2 with 10/36, 4 (wiped) with 1/36.
    // Overwatch's Hazardous phase: 2 x 10/36 + 4 x 1/36 = 24/36 = 2/3 wounds.
    // Then the fight: one BLOW (1 wound with 1/4) wherever a Gunner is left (35/36):
    // wounds lost over the turn 2/3 + 35/36 x 1/4 = 96/144 + 35/144 = 131/144; wiped only by the tests, 1/36.
    const attacker = unit('Brute', 1, { ...BARE, W: 10 }, [BLOW]);
    const target = unit('Gunners', 2, { ...BARE, W: 2 }, [hazardousShot]);
    const r = runTurn({ attacker, target, options: {} }, { phases: ['fight'], overwatch: true, fightBack: false });
    expect(r.phases.map((p) => p.phase)).toEqual(['overwatch', 'overwatch: hazardous', 'fight']);
    close(phase(r, 'overwatch: hazardous').woundsLost, 2 / 3);
    close(r.target.woundsLost.mean, 131 / 144);
    close(r.target.modelsLost.wiped, 1 / 36);
  });

  it("the attacker's Hazardous fight comes before the fight back", () => {
    // Brute: one W3 model with one Hazardous BLOW; a failed test (1/6) destroys it (3 mortal wounds).
    // The Wall (W10) fights back with one BLOW (1 wound with 1/4) only if the Brute is left (5/6):
    // the Brute's wounds lost 3 x 1/6 + 5/6 x 1/4 = 1/2 + 5/24 = 17/24; wiped 1/6.
    const attacker = unit('Brute', 1, { ...BARE, W: 3 }, [hazardousBlow]);
    const target = unit('Wall', 1, { ...BARE, W: 10 }, [BLOW]);
    const r = runTurn({ attacker, target, options: {} }, { phases: ['fight'], overwatch: false, fightBack: true });
    expect(r.phases.map((p) => p.phase)).toEqual(['fight', 'fight: hazardous', 'fight back']);
    close(phase(r, 'fight: hazardous').woundsLost, 0.5);
    close(r.attacker.woundsLost.mean, 17 / 24);
    close(r.attacker.modelsLost.wiped, 1 / 6);
  });

  it("the target's Hazardous fight back: its losses count where the attacker has a model left", () => {
    // Brute: one W1 model, one BLOW; the Biter (one W3 model) fights back with one Hazardous BLOW.
    // The Brute's fight: 1/4 of a wound to the Biter (never destroyed). The Biter fights back (the Brute is
    // always left to fight back at: it is only hurt by the fight back itself) and tests: 1/6 x 3
    // mortal wounds, all its wounds but those lost: from 0 lost, 3 (destroyed); from 1 lost, 2 (destroyed).
    // So the Biter is destroyed with 1/6: wounds lost 1/4 + 1/6 x (3 x 3/4 + 2 x 1/4) = 1/4 + 11/24 = 17/24.
    const brute = unit('Brute', 1, BARE, [BLOW]);
    const biter = unit('Biter', 1, { ...BARE, W: 3 }, [hazardousBlow]);
    const m = { attacker: brute, target: biter, options: {} };
    const settings = { phases: ['fight'] as const, overwatch: false, fightBack: true };
    const r = runTurn(m, settings);
    expect(r.phases.map((p) => p.phase)).toEqual(['fight', 'fight back', 'fight back: hazardous']);
    close(phase(r, 'fight back: hazardous').woundsLost, 11 / 24);
    close(r.target.modelsLost.wiped, 1 / 6);
    close(r.target.woundsLost.mean, 17 / 24);
    // The simulator: 40,000 runs, wiped with 1/6: standard error sqrt(1/6 x 5/6 / 40000) = 0.0019; within 4.
    const sim = simulateTurn(m, settings, 40_000, 13);
    expect(Math.abs(sim.target.wiped - 1 / 6)).toBeLessThan(4 * 0.0019);
  });

  it('no test for a unit that has nothing left to attack', () => {
    // 003 'Page 28 – Hazardous': "each time a unit is selected to shoot or fight". The Brute (W10)
    // shoots one SHOT at the Mite (one W1 model): destroyed with 1/4, and then the Brute does not fight.
    // Its Hazardous BLOW's test only where the Mite is left (3/4): 3/4 x 1/6 x 3 = 3/8 wounds (not 1/2).
    const brute = unit('Brute', 1, { ...BARE, W: 10 }, [SHOT, hazardousBlow]);
    const mite = unit('Mite', 1, BARE, []);
    const r = runTurn({ attacker: brute, target: mite, options: {} }, { phases: ['shoot', 'fight'], overwatch: false, fightBack: false });
    close(r.attacker.woundsLost.mean, 3 / 8);
    // The Mite: 1/4 + 3/4 x 1/4 = 7/16.
    close(r.target.modelsLost.wiped, 7 / 16);
  });

  it('no Overwatch, and no test for it, at an attacker its own tests destroyed', () => {
    // Glass: one W3 model, one Hazardous SHOT and a BLOW; a failed test (1/6) destroys it in the shooting.
    // The Gunner (one W10 model) fires one Hazardous SHOT in Overwatch only where the Glass is left (5/6):
    // its test costs it 5/6 x 1/6 x 3 = 5/12 wounds; the Glass loses 1/2 to its own test and 5/6 x 1/12
    // = 5/72 to the Overwatch: 41/72. The Gunner loses 1/4 (shooting) + 5/12 + 5/6 x 1/4 (fight) = 7/8.
    const glass = unit('Glass', 1, { ...BARE, W: 3 }, [hazardousShot, BLOW]);
    const gunner = unit('Gunner', 1, { ...BARE, W: 10 }, [hazardousShot]);
    const m = { attacker: glass, target: gunner, options: {} };
    const settings = { phases: ['shoot', 'fight'] as const, overwatch: true, fightBack: false };
    const r = runTurn(m, settings);
    close(phase(r, 'overwatch: hazardous').woundsLost, 5 / 12);
    close(r.attacker.woundsLost.mean, 41 / 72);
    close(r.target.woundsLost.mean, 7 / 8);
    // The simulator: 40,000 runs, the Gunner's wounds lost (0..10, SD under 1.5) within 4 standard errors (0.0075).
    const sim = simulateTurn(m, settings, 40_000, 9);
    expect(Math.abs(sim.target.woundsLostMean - 7 / 8)).toBeLessThan(4 * 0.0075);
  });

  it('says where the model taking the next wound is not the one the text selects', () => {
    // Berzerkers: only the Champion has the plasma pistol; the turn carries the unit's wounds in its
    // allocation order, which takes a Khorne Berzerker first.
    const r = runTurn({ attacker: roster.find('berzerkers'), target: roster.find('intercessors'), options: { wargear: ['plasma pistol'], profile: ['supercharge'] } }, { phases: ['shoot'], overwatch: false, fightBack: true });
    expect(r.notes.some((n) => n.includes("003 'Page 28 – Hazardous' selects") && n.includes('Khorne Berzerker Champion'))).toBe(true);
  });
});

describe('the weapon chooser counts the Hazardous test', () => {
  it("Khârn against Eightbound: the supercharged pistol's extra damage is less than the 0.5 wounds its test costs", () => {
    // Eightbound: T6, Sv 3+, invulnerable 5+. Khârn BS 3+ (2/3 hit). Standard S7 AP-2 D1: wounds on 3+
    // (2/3), save 5+ (invulnerable; fails 2/3): 2/3 x 2/3 x 2/3 = 8/27 = 0.30. Supercharge S8 AP-3 D2:
    // wounds on 3+ (2/3), save 5+ invulnerable (fails 2/3), x2: 16/27 = 0.59, less 1/6 x 3 = 0.5 for its
    // Hazardous test: 0.09 < 0.30. The old chooser took the supercharge (0.59 > 0.30).
    const pistols = kharn.weapons.filter((w) => w.profileOf !== undefined);
    const notes: string[] = [];
    const conditions = { phase: 'ranged' as const, charged: false, stationary: false, halfRange: false, cover: false, indirect: false };
    const picked = chooser({ attacker: kharn, target: roster.find('eightbound'), conditions, modifiers: NO_MODIFIERS, inPlay: inPlay() }, [], notes)(pistols, kharn.models[0].name);
    expect(picked.name).toBe('Plasma pistol - standard');
    expect(notes[0]).toContain('Plasma pistol - supercharge 0.59 - 0.50 Hazardous = 0.09');
  });
});
