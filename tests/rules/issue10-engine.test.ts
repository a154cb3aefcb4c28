/**
 * Issue 10 section 1: cases where the exact engine and the simulator disagreed. Each number is
 * derived by hand (derivation in the comment) and both engines are checked against it; the
 * simulator within 5 standard errors of the exact mean (seed fixed, so deterministic).
 */
import { describe, expect, it } from 'vitest';
import { calculate, type AssignedRoll, type Result } from '../../src/rules/tenth/engine.js';
import { chooseOneRolls, searchWork, type Choice } from '../../src/rules/tenth/effects/choose.js';
import type { OneRollGroup } from '../../src/rules/tenth/effects/types.js';
import { oneRollKey, planWeapon } from '../../src/rules/tenth/plan.js';
import { workingOf } from '../../src/rules/tenth/plan-working.js';
import { checkSimulationBudget, simulate } from '../../src/rules/tenth/simulate.js';
import type { Scenario } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';

const RUNS = 40_000;

/** The simulator's kills and damage means within 5 standard errors of the exact ones. */
function simulatorAgrees(s: Scenario, exact: Result, rolls: readonly AssignedRoll[] = []) {
  const sim = simulate(s, RUNS, 2024, rolls);
  const sd = (d: number[], mean: number) => Math.sqrt(d.reduce((v, p, k) => v + p * (k - mean) ** 2, 0));
  const killsSe = sd(exact.kills.distribution, exact.kills.mean) / Math.sqrt(RUNS);
  const damageSe = sd(exact.damage.distribution, exact.damage.mean) / Math.sqrt(RUNS);
  expect(Math.abs(sim.killsMean - exact.kills.mean), 'kills').toBeLessThanOrEqual(5 * killsSe + 1e-9);
  expect(Math.abs(sim.damageMean - exact.damage.mean), 'damage').toBeLessThanOrEqual(5 * damageSe + 1e-9);
}

/** P(2D6 = s) for s = 2..12. */
const twoD6 = (s: number) => (6 - Math.abs(s - 7)) / 36;

describe('re-rolling a Damage roll of 1 applies to one die only (RULINGS 5)', () => {
  it('A1 [torrent] S8 AP-5 D 2D6 vs T4 Sv6+ W12, re-roll Damage 1s: kills 5/216, damage 35/6', () => {
    // Always hits; wounds on 2+ (5/6); Sv6+ at AP-5 never saves. 2D6 is never a roll of 1, so the
    // re-roll changes nothing: kill iff 2D6 = 12 (1/36): 5/6 * 1/36 = 5/216; damage 5/6 * 7 = 35/6.
    for (const modifiers of [{ rerollDamageOnes: true }, {}]) {
      const s = scenario({
        weapons: [weapon({ A: 1, S: 8, AP: -5, D: '2D6', abilities: ['torrent'] })],
        target: target({ T: 4, Sv: 6, W: 12 }),
        modifiers,
      });
      const exact = calculate(s);
      expect(exact.kills.mean).toBeCloseTo(5 / 216, 12);
      expect(exact.damage.mean).toBeCloseTo(35 / 6, 12);
      simulatorAgrees(s, exact);
    }
  });

  it('A2 BS2+ S8 AP0 D 2D6 vs 2 models T4 Sv4+ W12, re-roll Damage 1s: 0.10441 kills, 4.5720 damage', () => {
    // Each attack is unsaved with p = 5/6 (hit) * 5/6 (wound) * 1/2 (save) = 25/72; damage 2D6
    // with no re-roll. One unsaved (2p(1-p)): a kill iff 12 (1/36), damage 7. Two unsaved (p^2),
    // damages X then Y: if X = 12 the first model dies and Y goes to the second (a kill iff Y = 12),
    // damage 12 + Y; else the first model takes min(X + Y, 12), a kill iff X + Y >= 12.
    // P(4D6 >= 12) = 1 - 310/1296 (4D6 sums 4..11 count 1+4+10+20+35+56+80+104 = 310).
    const p = 25 / 72;
    const one = 2 * p * (1 - p);
    const kills = one / 36 + p * p * ((1296 - 310) / 1296 + 1 / 1296);
    let twoDamage = 0;
    for (let x = 2; x <= 12; x++) {
      for (let y = 2; y <= 12; y++) twoDamage += twoD6(x) * twoD6(y) * (x === 12 ? 12 + y : Math.min(x + y, 12));
    }
    const damage = one * 7 + p * p * twoDamage;
    expect(kills).toBeCloseTo(0.10441, 5);
    expect(damage).toBeCloseTo(4.572, 4);
    const s = scenario({
      weapons: [weapon({ A: 2, skill: 2, S: 8, AP: 0, D: '2D6' })],
      target: target({ T: 4, Sv: 4, W: 12, models: 2 }),
      modifiers: { rerollDamageOnes: true },
    });
    const exact = calculate(s);
    expect(exact.kills.mean).toBeCloseTo(kills, 12);
    expect(exact.damage.mean).toBeCloseTo(damage, 12);
    simulatorAgrees(s, exact);
  });

  it('a single die is still re-rolled: D6+1 re-rolling 1s', () => {
    // D6 re-rolling a 1: face 1 has 1/36, faces 2-6 have 7/36 each: mean (1 + 7*20)/36 = 141/36;
    // +1: 177/36. Torrent, S8 vs T4 (5/6), no save (Sv 7+ means every wound is unsaved), W 20.
    const s = scenario({
      weapons: [weapon({ A: 1, S: 8, D: 'D6+1', abilities: ['torrent'] })],
      target: target({ T: 4, Sv: 7, W: 20 }),
      modifiers: { rerollDamageOnes: true },
    });
    const exact = calculate(s);
    expect(exact.damage.mean).toBeCloseTo((5 / 6) * (177 / 36), 12);
    simulatorAgrees(s, exact);
  });
});

/** The chooser as `calc` runs it: a one-roll rule is placed only on rolls a weapon makes. */
function choose(s: Scenario, attacker: OneRollGroup[], target: OneRollGroup[] = []): Choice {
  const plans = s.weapons.map((use) => planWeapon(use, s));
  return chooseOneRolls(attacker, target, s.weapons.length, (rolls) => calculate(s, rolls), (r) => oneRollKey(plans[r.weapon], r));
}

const fate = (value: number, ...rolls: AssignedRoll['roll'][]): OneRollGroup => ({
  source: 'Fate dice',
  rolls: rolls.map((roll) => ({ roll, action: 'fate', value })),
  pickOne: true,
});

describe('a Fate die never replaces a fixed Damage characteristic (RULINGS 13)', () => {
  // Torrent, S8 vs T4 (5/6 to wound), no save, D 1 vs one W10 model: damage 5/6 with or without
  // the die, since a fixed Damage is not rolled. The simulator used to add the die to the constant
  // (D 1 dealt 7: damage 35/6).
  const s = scenario({
    weapons: [weapon({ A: 1, S: 8, D: 1, abilities: ['torrent'] })],
    target: target({ T: 4, Sv: 7, W: 10 }),
  });
  const given: AssignedRoll[] = [{ roll: 'damage', action: 'fate', value: 6, weapon: 0 }];

  it('exact and simulator: damage 5/6 even with a Fate 6 given to the Damage roll', () => {
    const exact = calculate(s, given);
    expect(exact.damage.mean).toBeCloseTo(5 / 6, 12);
    simulatorAgrees(s, exact, given);
  });

  it('the chooser does not place it there: the die is kept', () => {
    expect(choose(s, [fate(6, 'damage')]).rolls).toEqual([]);
    // Torrent makes no Hit roll either: a hit/wound/damage die can only go on the Wound roll.
    expect(choose(s, [fate(6, 'hit', 'wound', 'damage')]).rolls).toEqual([{ roll: 'wound', action: 'fate', value: 6, weapon: 0 }]);
  });
});

describe('a Fate die is spent only where it helps its owner (RULINGS 13)', () => {
  const meltaGun = scenario({
    weapons: [weapon({ A: 1, skill: 3, S: 9, AP: -4, D: 'D6', abilities: ['melta 2'] })],
    target: target({ T: 4, Sv: 3, W: 20 }),
  });
  it('a melta gun with a Fate 1: kept, damage 35/18 = 1.944 (spent on the Damage roll it would give 5/9 = 0.556)', () => {
    // BS3+ (2/3), S9 vs T4 wounds on 2+ (5/6), AP-4 against Sv3+ leaves no save, D D6 (3.5) on one
    // W20 model (no overkill): 2/3 * 5/6 * 3.5 = 35/18. A 1 on the Hit or Wound roll fails (0); on
    // the Damage roll it deals 1: 5/9. Keeping the die is best.
    const chosen = choose(meltaGun, [fate(1, 'hit', 'wound', 'damage')]);
    expect(chosen.rolls).toEqual([]);
    expect(chosen.result.damage.mean).toBeCloseTo(35 / 18, 12);
    expect(calculate(meltaGun, [{ roll: 'damage', action: 'fate', value: 1, weapon: 0 }]).damage.mean).toBeCloseTo(5 / 9, 12);
    simulatorAgrees(meltaGun, chosen.result, chosen.rolls);
  });

  it('the same gun with a Fate 6: spent on the Damage roll, 2/3 * 5/6 * 6 = 10/3', () => {
    // A 6 on the Hit roll: 5/6 * 3.5 = 2.917; on the Wound roll: 2/3 * 3.5 = 2.333; on Damage: 10/3.
    const chosen = choose(meltaGun, [fate(6, 'hit', 'wound', 'damage')]);
    expect(chosen.rolls).toEqual([{ roll: 'damage', action: 'fate', value: 6, weapon: 0 }]);
    expect(chosen.result.damage.mean).toBeCloseTo(10 / 3, 12);
    simulatorAgrees(meltaGun, chosen.result, chosen.rolls);
  });

  it("the target's Fate 1 on a save is kept: 1/6 unsaved, not 1/2", () => {
    // Torrent, S4 vs T4 wounds on 4+ (1/2), Sv3+ at AP0 fails 1/3: 1/6 of an attack unsaved. A 1 on
    // the saving throw fails it: 1/2. The target keeps the die.
    const s = scenario({ weapons: [weapon({ A: 1, S: 4, abilities: ['torrent'] })], target: target({ T: 4, Sv: 3, W: 1 }) });
    const chosen = choose(s, [], [fate(1, 'save')]);
    expect(chosen.rolls).toEqual([]);
    expect(chosen.result.total.unsaved).toBeCloseTo(1 / 6, 12);
    expect(calculate(s, [{ roll: 'save', action: 'fate', value: 1, weapon: 0 }]).total.unsaved).toBeCloseTo(1 / 2, 12);
    // A 3 passes the 3+ save: spent, nothing gets through.
    const three = choose(s, [], [fate(3, 'save')]);
    expect(three.rolls).toEqual([{ roll: 'save', action: 'fate', value: 3, weapon: 0 }]);
    expect(three.result.total.unsaved).toBeCloseTo(0, 12);
  });
});

describe('duplicated Core abilities: one instance, chosen before the roll (RULINGS 14)', () => {
  it('[rapid fire D3, rapid fire 2] at half range: rapid fire 2 (a tie at mean 2 goes to the fixed value)', () => {
    // Torrent, S8 vs T4 (5/6), no save, D1 vs ten W1 models: 1 + 2 = 3 attacks exactly, kills
    // Binomial(3, 5/6): mean 5/2, P(3) = 125/216. Taking the better after seeing the D3 would give
    // 1 + E[max(D3, 2)] = 1 + 7/3 attacks instead.
    const s = scenario({
      weapons: [weapon({ A: 1, S: 8, abilities: ['torrent', 'rapid fire d3', 'rapid fire 2'] })],
      target: target({ T: 4, Sv: 7, W: 1, models: 10 }),
      conditions: { halfRange: true },
    });
    const exact = calculate(s);
    expect(exact.kills.mean).toBeCloseTo(5 / 2, 12);
    expect(exact.kills.distribution[3]).toBeCloseTo(125 / 216, 12);
    expect(exact.plans[0].instancesChosen).toEqual(["rapid fire 2 used over rapid fire D3 (003 'Duplicated Core Abilities')"]);
    simulatorAgrees(s, exact);
  });

  it('[sustained hits 1, sustained hits D3]: D3 (mean 2); [melta 2, melta 4]: 4; anti-infantry 4+ and 2+: 2+', () => {
    // BS4+, critical on a 6 (1/6): hits 1/2 + 1/6 * 2 = 5/6 (a 6 is one hit plus D3 extra, mean 2).
    // Wound S4 vs T4 with [anti-infantry 2+]: every unmodified 2+ is a Critical Wound, so a wound
    // roll succeeds 5/6 (same as the 4+ instance would give 1/2: the 2+ is kept). No save, D 1 at
    // half range + melta 4 = 5 vs a W20 model: damage 5/6 * 5/6 * 5 = 125/36.
    const s = scenario({
      weapons: [weapon({ A: 1, skill: 4, S: 4, D: 1, abilities: ['sustained hits 1', 'sustained hits d3', 'melta 2', 'melta 4', 'anti-infantry 4+', 'anti-infantry 2+'] })],
      target: target({ T: 4, Sv: 7, W: 20 }),
      conditions: { halfRange: true },
    });
    const exact = calculate(s);
    expect(exact.total.hits).toBeCloseTo(5 / 6, 12);
    expect(exact.damage.mean).toBeCloseTo(125 / 36, 12);
    expect(exact.plans[0].instancesChosen).toEqual([
      "sustained hits D3 used over sustained hits 1 (003 'Duplicated Core Abilities')",
      "melta 4 used over melta 2 (003 'Duplicated Core Abilities')",
      "anti-infantry 2+ used over anti-infantry 4+ (003 'Duplicated Core Abilities')",
    ]);
    simulatorAgrees(s, exact);
  });
});

describe('the simulator has a budget, checked before it runs (issue 10 section 2)', () => {
  it('10 guns of 10 attacks with [sustained hits 1]: up to 10 * 10 * 2 = 200 attacks a run, so at most 50000 runs', () => {
    const s = scenario({ weapons: [[weapon({ A: 10, abilities: ['sustained hits 1'] }), 10]] });
    expect(() => checkSimulationBudget(s, 50_000)).not.toThrow();
    expect(() => simulate(s, 50_001, 1)).toThrow(
      'this calculation needs up to 1.0e+7 simulated attacks (50001 runs of up to 200; limit 1e+7); simulate at most 50000 runs',
    );
  });
});

describe('the one-roll chooser compares each different placement once and refuses a search past its limit', () => {
  // BS3+, S4 vs T4, D D3: a Fate die of 1-6 on the Hit roll is a miss (1, 2), a hit (3-5) or a
  // Critical Hit (6); on the Wound roll a failure (1-3), a wound (4, 5) or a Critical Wound (6); on
  // the Damage roll a D3 of 1 (1, 2), 2 (3, 4) or 3 (5, 6). With keeping the die: 1 + 3 + 3 + 3 = 10.
  const s = scenario({ weapons: [weapon({ A: 2, skill: 3, S: 4, D: 'D3' })], target: target({ T: 4, Sv: 4, W: 3, models: 2 }) });
  const plans = s.weapons.map((use) => planWeapon(use, s));
  const pool: OneRollGroup = { source: 'Fate dice', pickOne: true, rolls: [1, 2, 3, 4, 5, 6].flatMap((v) => fate(v, 'hit', 'wound', 'damage').rolls) };

  it('a pool of Fate dice 1-6 on one weapon: 10 calculations, not 19', () => {
    let calculations = 0;
    const chosen = chooseOneRolls([pool], [], 1, (rolls) => (calculations++, calculate(s, rolls)), (r) => oneRollKey(plans[r.weapon], r));
    expect(calculations).toBe(10);
    // The same result as the best die alone; the die named is the first of its kind in the pool.
    const six = choose(s, [fate(6, 'hit', 'wound', 'damage')]);
    expect(chosen.result.kills.distribution).toEqual(six.result.kills.distribution);
    expect(chosen.result.damage.distribution).toEqual(six.result.damage.distribution);
    expect(chosen.rolls.map((r) => r.roll)).toEqual(six.rolls.map((r) => r.roll));
  });

  it('8 weapons: 41 Fate placements x 8 x 8 re-roll placements = 2624 > 512, refused before any calculation', () => {
    // Eight copies of the weapon as separate weapons. A Fate 6 on the Hit, Wound or Damage roll of
    // any of them, or kept, or standing for the Hit or Wound re-roll of any of them (002 Strands of
    // Fate FAQ): 1 + 3 * 8 + 2 * 8 = 41 options; "re-roll one Hit roll" and "re-roll one Wound
    // roll", each on any of the 8: 8 x 8.
    const eight = scenario({ weapons: Array.from({ length: 8 }, (_, i) => weapon({ name: `w${i}`, A: 2, skill: 3, S: 4, D: 'D3' })) });
    const all = eight.weapons.map((use) => planWeapon(use, eight));
    const rerolls: OneRollGroup = { source: 'Soulsight-like', pickOne: false, rolls: [{ roll: 'hit', action: 'reroll' }, { roll: 'wound', action: 'reroll' }] };
    let calculations = 0;
    const run = () =>
      chooseOneRolls([fate(6, 'hit', 'wound', 'damage'), rerolls], [], 8, (rolls) => (calculations++, calculate(eight, rolls)), (r) => oneRollKey(all[r.weapon], r));
    // 41 * 8 * 8 = 2624 placements.
    expect(run).toThrow('this calculation needs 2624 placements of its one-roll rules (re-rolls, Fate dice) compared (limit 512); use fewer of them');
    expect(calculations).toBe(0);
  });
});

describe('the whole one-roll search is costed before it runs (searchWork)', () => {
  it("a Fate 6 (kept, Wound or Damage roll of a Torrent weapon) against a target's save re-roll: 4 placements, work 2 + 2 + 3 + 3", () => {
    // Work of a placement here: 1 + the rules placed. The target's one placement [save re-roll]
    // costs 2; the attacker's three (kept, wound, damage) each run with it: 2, 3, 3. Sum 10.
    const s = scenario({ weapons: [weapon({ A: 1, S: 8, D: 'D6', abilities: ['torrent'] })] });
    const plans = s.weapons.map((use) => planWeapon(use, s));
    const saveReroll: OneRollGroup = { source: 'Command Re-roll', pickOne: true, rolls: [{ roll: 'save', action: 'reroll' }] };
    const cost = searchWork([fate(6, 'hit', 'wound', 'damage')], [saveReroll], 1, (r) => oneRollKey(plans[r.weapon], r), (rolls) => 1 + rolls.length);
    expect(cost).toEqual({ placements: 4, work: 10 });
    // Past the budget, the chooser refuses before calculating anything.
    let calculations = 0;
    const budget = { work: (rolls: readonly AssignedRoll[]) => 1 + rolls.length, limit: 9 };
    const run = () => chooseOneRolls([fate(6, 'hit', 'wound', 'damage')], [saveReroll], 1, (rolls) => (calculations++, calculate(s, rolls)), (r) => oneRollKey(plans[r.weapon], r), budget);
    expect(run).toThrow('this calculation needs at least 1.0e+1 steps to compare 4 placements of its one-roll rules (limit 9.0e+0); use fewer one-roll rules, models or attacks');
    expect(calculations).toBe(0);
  });
});

describe('the working says when an armour save can never pass (request from small)', () => {
  it('Sv 7+ at AP-1: "never passes", not "passes on 8+"; Sv 6+ at AP-1 also never passes (7+)', () => {
    for (const Sv of [7, 6]) {
      const plan = calculate(scenario({ weapons: [weapon({ AP: -1 })], target: target({ Sv }) })).plans[0];
      expect(workingOf(plan)).toContain(`save: Sv ${Sv}+ (AP -1) -> never passes`);
    }
    const plan = calculate(scenario({ weapons: [weapon({ AP: -1 })], target: target({ Sv: 3 }) })).plans[0];
    expect(workingOf(plan)).toContain('save: Sv 3+ (AP -1) -> passes on 4+');
  });
});

describe('a weapon entry with absurdly many attacks is refused before its Attacks rolls are summed', () => {
  it('100 models with 100D6 attacks each: up to 60000 attacks (limit 10000), refused at once', () => {
    const s = scenario({ weapons: [[weapon({ name: 'storm', A: '100D6' }), 100]] });
    // Refused on the count of attacks the plan gives (up to 100 x 600), before any roll is summed.
    expect(() => calculate(s)).toThrow('this calculation needs up to 60000 attacks of storm (limit 10000); use fewer models or attacks');
    // 100 models x 100 attacks is the limit exactly: planned.
    expect(planWeapon({ weapon: weapon({ A: 100 }), count: 100 }, s).attacks.max).toBe(10_000);
  });
});
