/**
 * Each side's own rules in every phase of a turn (issue 26): a player's effects (--with for the
 * attacker's, --target-with for the target's) apply to its own unit, its attack parts when that unit
 * attacks (the attacker's shooting and fight; the target's Overwatch, fight on death and fight back),
 * its defence parts when that unit is attacked; each only in the phase its `when` names. The old turn
 * refused --target-with warp-blades and --with khorne-cares-not. SHOT and BLOW (turn-fixtures.ts)
 * hit on 4+ and wound on 4+ (S4 vs T4) against Sv 7+.
 */
import { describe, expect, it } from 'vitest';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import { simulateTurn } from '../../src/rules/tenth/matchup/turn-simulate.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { BARE, BLOW, SHOT, unit } from './turn-fixtures.js';
import { BLESSED, qualified } from '../rules/effects/support.js';

const roster = await loadRoster();
const EPS = 1e-12;

function close(actual: number, expected: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThan(EPS);
}

const FIGHT_BACK = { phases: ['fight'] as const, overwatch: false, fightBack: true };

describe("turn: the target's attack rules in its fight back", () => {
  it('--target-with warp-blades gives the fight back Lethal Hits', () => {
    // 000 'Blessings of Khorne: Warp Blades': melee weapons gain [LETHAL HITS]. The Biter (one W10
    // model, never destroyed by the Brute's one Damage 1 BLOW) fights back with one BLOW: a 6 to hit
    // (1/6) wounds automatically (000 'Lethal Hits'), a 4 or 5 (2/6) wounds on 4+ (1/2): 1/6 + 1/6 = 1/3
    // (1/4 without it). The Blessings reach "units from your army with this ability": the Biter has it.
    const attacker = unit('Brute', 1, { ...BARE, W: 10 }, [BLOW]);
    const target = qualified(unit('Biter', 1, { ...BARE, W: 10 }, [BLOW]), BLESSED);
    close(runTurn({ attacker, target, options: {} }, FIGHT_BACK).attacker.woundsLost.mean, 1 / 4);
    const r = runTurn({ attacker, target, options: { targetWith: ['warp-blades'] } }, FIGHT_BACK);
    close(r.attacker.woundsLost.mean, 1 / 3);
    // The Brute's own fight is not changed by the target's player's rule: 1/4 of a wound.
    close(r.target.woundsLost.mean, 1 / 4);
  });

  it('the Eightbound hitting back with warp blades: exact and the turn simulator agree', () => {
    // Intercessors charge Eightbound; the survivors fight back with Lethal Hits. 40,000 runs: the
    // Intercessors' models lost (0..5, SD under 2.5) have a mean with standard error under 0.0125;
    // within 4 of them.
    const m = { attacker: roster.find('intercessors'), target: roster.find('eightbound'), options: { targetWith: ['warp-blades'] } };
    const settings = { phases: ['shoot', 'fight'] as const, overwatch: false, fightBack: true };
    const exact = runTurn(m, settings);
    const without = runTurn({ ...m, options: {} }, settings);
    expect(exact.attacker.modelsLost.mean).toBeGreaterThan(without.attacker.modelsLost.mean);
    const sim = simulateTurn(m, settings, 40_000, 11);
    expect(Math.abs(sim.attacker.modelsLostMean - exact.attacker.modelsLost.mean)).toBeLessThan(4 * 0.0125);
  });
});

describe("turn: the attacker's defensive rules when it is attacked", () => {
  it('--with khorne-cares-not: -1 Damage in the fight back, not in the Overwatch (its text: Fight phase)', () => {
    // 000 'KHORNE CARES NOT...': the Fight phase; -1 to the Damage of attacks that target the unit.
    // The Wall fires one Damage 2 SHOT in Overwatch: a 6 to hit (1/6, 003 'Fire Overwatch') x 1/2 to
    // wound x 2 = 1/6 of a wound; then fights back with one Damage 2 BLOW: 1/4 x (2 - 1) = 1/4.
    // The Brute (W10) loses 1/6 + 1/4 = 5/12 (without the Stratagem 1/6 + 1/2 = 2/3).
    const attacker = unit('Brute', 1, { ...BARE, W: 10 }, [BLOW]);
    const target = unit('Wall', 1, { ...BARE, W: 10 }, [{ ...SHOT, D: 2 }, { ...BLOW, D: 2 }]);
    const settings = { phases: ['fight'] as const, overwatch: true, fightBack: true };
    close(runTurn({ attacker, target, options: {} }, settings).attacker.woundsLost.mean, 2 / 3);
    close(runTurn({ attacker, target, options: { with: ['khorne-cares-not'] } }, settings).attacker.woundsLost.mean, 5 / 12);
  });

  it('--with wrathful-devotion: Feel No Pain 6+ against the Overwatch too', () => {
    // 000 'Blessings of Khorne: Wrathful Devotion': Feel No Pain 6+. One Damage 1 SHOT in Overwatch:
    // 1/6 x 1/2 = 1/12 of a wound, x 5/6 (Feel No Pain fails) = 5/72. The Brute has Blessings of Khorne.
    const attacker = qualified(unit('Brute', 1, { ...BARE, W: 10 }, [BLOW]), BLESSED);
    const target = unit('Wall', 1, { ...BARE, W: 10 }, [SHOT]);
    const r = runTurn({ attacker, target, options: { with: ['wrathful-devotion'] } }, { phases: ['fight'], overwatch: true, fightBack: false });
    close(r.attacker.woundsLost.mean, 5 / 72);
  });

  it('says so where the turn has no phase for such a rule', () => {
    const attacker = unit('Brute', 1, { ...BARE, W: 10 }, [SHOT, BLOW]);
    const target = unit('Wall', 1, { ...BARE, W: 10 }, [BLOW]);
    const r = runTurn({ attacker, target, options: { with: ['khorne-cares-not'] } }, { phases: ['shoot'], overwatch: false, fightBack: true });
    expect(r.notes).toContain("khorne-cares-not (--with): acts only in Wall's attacks on Brute (Overwatch, fight on death, fight back), of which this turn has none");
  });
});

describe('turn: rules that stop Fire Overwatch at the attacker', () => {
  const attacker = unit('Brute', 1, { ...BARE, W: 10 }, [BLOW]);
  const target = unit('Wall', 1, { ...BARE, W: 10, Ld: 6 }, [SHOT]);
  const settings = { phases: ['fight'] as const, overwatch: true, fightBack: false };

  it("--with prismatic-garb: no Overwatch, noted (002 'Prismatic Garb')", () => {
    // "Enemy units cannot fire Overwatch at the bearer": the Brute loses nothing (1/12 of a wound without it).
    const r = runTurn({ attacker, target, options: { with: ['prismatic-garb'] } }, settings);
    expect(r.phases.map((p) => p.phase)).toEqual(['fight']);
    close(r.attacker.woundsLost.mean, 0);
    expect(r.notes).toContain("overwatch: none: prismatic-garb (--with): Wall cannot fire Overwatch at Brute (002 'Prismatic Garb')");
  });

  it("--with shocking-onslaught: the Overwatch only after a Leadership test at -1 (000 'SHOCKING ONSLAUGHT')", () => {
    // Leadership 6+: passed when 2D6 - 1 >= 6, 2D6 >= 7: 21/36 = 7/12. The one SHOT hits on a 6 and
    // wounds on 4+: 1/12 of a wound when it fires; 7/12 x 1/12 = 7/144.
    const m = { attacker, target, options: { with: ['shocking-onslaught'] } };
    const r = runTurn(m, settings);
    close(r.attacker.woundsLost.mean, 7 / 144);
    // The simulator rolls the test: 40,000 runs, wounds lost 0 or 1, SD sqrt(0.0486 x 0.9514) = 0.215,
    // standard error 0.0011; within 4.
    const sim = simulateTurn(m, settings, 40_000, 5);
    expect(Math.abs(sim.attacker.woundsLostMean - 7 / 144)).toBeLessThan(4 * 0.0011);
  });
});
