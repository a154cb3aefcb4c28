/**
 * Issue 26 section 1, choices made after seeing the dice. 002 'Unparalleled Foresight': "you can
 * re-roll one Hit roll and you can re-roll one Wound roll when resolving those attacks": the unit's,
 * on whichever weapon (choose.ts everyWeapon; one use held from weapon to weapon, shared-uses.ts).
 * 002 'Fate’s Messenger': "Once per turn,
 * just after making a Hit roll, a Wound roll or a saving throw for the bearer, you can treat the
 * result as an unmodified roll of 6 instead." The owner sees the Hit roll before deciding: a failed
 * one takes it, a successful one leaves it for the Wound roll (choose.ts afterEachRoll; one use shared
 * by both rolls, engine.ts AssignedRoll `once`).
 */
import { describe, expect, it } from 'vitest';
import { calculate, type AssignedRoll } from '../../../src/rules/tenth/engine.js';
import { simulate } from '../../../src/rules/tenth/simulate.js';
import { scenario, target, weapon } from '../../helpers.js';
import { enumerate, ratio } from '../enumerator.js';
import { attackerWith, choose, play } from './support.js';

// A Falcon's bright lance: A1 BS3+ S12 AP-4 D D6+2; a Rhino: T9 Sv3+ W10, a VEHICLE.
// 000 'Hit Roll': 3+ hits, 2/3. 000 'Wound Roll': S12 > T9 (not double), 3+: 2/3.
// Sv3+ with AP-4 is 7+: no save. D6+2 is 3..8, mean 11/2, never more than the 10 wounds.
const lance = weapon({ A: 1, skill: 3, S: 12, AP: -4, D: 'D6+2' });
const rhino = target({ T: 9, Sv: 3, W: 10, keywords: ['VEHICLE'] });
// The bearer's rule is checked on an AELDARI attacker (002: "AELDARI model only").
const falcon = attackerWith(scenario({ weapons: [lance], target: rhino }), ['VEHICLE', 'AELDARI']);

describe("Fate's Messenger, decided just after each roll", () => {
  it('one Falcon lance shot vs a Rhino: 8/9 x 11/2 = 44/9 = 4.889 damage, not 2/3 x 11/2 = 11/3 = 3.667', () => {
    // A failed Hit roll (1/3) becomes a 6, then the Wound roll is rolled: 2/3. A hit (2/3) keeps it
    // for the Wound roll, which then always wounds. P(wound) = 1/3 x 2/3 + 2/3 x 1 = 8/9.
    // Fixed to the Hit roll in advance: 1 x 2/3; to the Wound roll: 2/3 x 1; either way 2/3.
    const p = play(falcon, { with: ['fates-messenger'] });
    expect(p.result.damage.mean).toBeCloseTo((8 / 9) * (11 / 2), 12);
    expect(p.result.total.wounds).toBeCloseTo(8 / 9, 12);
    expect(choose(p.compiled).rolls.map((r) => `${r.roll} ${r.action} ${r.once}`)).toEqual(["hit six Fate's Messenger", "wound six Fate's Messenger"]);
    // The old placements, each fixed to one roll kind before the dice: 11/3.
    expect(calculate(p.compiled.scenario, [{ roll: 'hit', action: 'six', weapon: 0 }]).damage.mean).toBeCloseTo(11 / 3, 12);
    expect(calculate(p.compiled.scenario, [{ roll: 'wound', action: 'six', weapon: 0 }]).damage.mean).toBeCloseTo(11 / 3, 12);
  });

  it("three attacks: a failed Hit roll takes it on the weapon's last attack only: 1115/729 wounds, the best a player can do here", () => {
    // A BS3+ S6 AP-4 D1 gun, 3 attacks, vs the Rhino: hits 2/3, wounds on 5+ (1/3), no save, 3 wounds
    // at most of 10. Without the use an attack wounds 2/3 x 1/3 = 2/9. With it, on the last attack:
    // W1 = 1/3 x 1/3 + 2/3 x 1 = 7/9; before it a miss keeps the use, a failed Wound roll takes it:
    // Wn = 1/3 W(n-1) + 2/3 (1/3 (1 + W(n-1)) + 2/3 (1 + (n-1) 2/9)): W2 = 97/81, W3 = 1115/729.
    // On the first failed roll of either kind: 1001/729. Second method: backward induction over
    // (attacks left, use kept), the player deciding after each roll with the attacks to come known.
    const gun = attackerWith(scenario({ weapons: [weapon({ A: 3, skill: 3, S: 6, AP: -4 })], target: rhino }), ['VEHICLE', 'AELDARI']);
    const p = play(gun, { with: ['fates-messenger'] });
    expect(p.result.total.wounds).toBeCloseTo(1115 / 729, 12);
    expect(choose(p.compiled).rolls.map((r) => `${r.roll} ${r.action} ${r.lastAttacks}`)).toEqual(['hit six 1', 'wound six undefined']);
    const [hit, wound, none] = [2 / 3, 1 / 3, (2 / 3) * (1 / 3)];
    const best = (n: number): number =>
      n === 0
        ? 0
        : hit * (wound * (1 + best(n - 1)) + (1 - wound) * Math.max(1 + (n - 1) * none, best(n - 1))) + (1 - hit) * Math.max(wound + (n - 1) * none, best(n - 1));
    expect(best(3)).toBeCloseTo(1115 / 729, 12);
    const sim = simulate(p.compiled.scenario, 200_000, 5, choose(p.compiled).rolls);
    // Wounds 0..3: standard deviation under 1.5.
    expect(Math.abs(sim.damageMean - 1115 / 729)).toBeLessThan((5 * 1.5) / Math.sqrt(200_000));
  });

  const shared: AssignedRoll[] = [
    { roll: 'hit', action: 'six', weapon: 0, once: 'one use' },
    { roll: 'wound', action: 'six', weapon: 0, once: 'one use' },
  ];

  it('one use between the two rolls, over two attacks: 9/8 wounds, the same as full enumeration', () => {
    // Two attacks BS4+ (1/2), S4 vs T4 (4+, 1/2), no save, D1 vs W1 models: kills = wounds.
    // An attack with the use: a miss (1/2) becomes a 6 and wounds 1/2, the use spent; a hit (1/2)
    // wounds (1/2, the use kept) or fails and becomes a 6 (1/2, spent). So P(wound) = 3/4, and
    // P(wound, kept) = 1/4, P(spent) = 3/4. Without it an attack wounds 1/2 x 1/2 = 1/4.
    // E[wounds] = 3/4 + 1/4 x 3/4 + 3/4 x 1/4 = 3/4 + 3/8 = 9/8.
    const s = scenario({ weapons: [weapon({ A: 2, skill: 4, S: 4 })], target: target({ T: 4, Sv: 7, W: 1, models: 3 }) });
    const exact = calculate(s, shared);
    expect(exact.total.wounds).toBeCloseTo(9 / 8, 12);
    expect(exact.kills.mean).toBeCloseTo(9 / 8, 12);
    const listed = enumerate(s, 400_000, shared);
    exact.kills.distribution.forEach((p, k) => expect(p, `P(${k} kills)`).toBeCloseTo(ratio(listed.kills.get(k) ?? 0n), 12));
  });

  it('the simulator plays the same use: within 5 standard errors of the exact Falcon figure', () => {
    const rolls: AssignedRoll[] = shared;
    const exact = calculate(falcon, rolls);
    const runs = 100_000;
    const sim = simulate(falcon, runs, 7, rolls);
    // Damage is 0 or 3..8: standard deviation under 4, so the standard error is under 4 / sqrt(runs).
    expect(Math.abs(sim.damageMean - exact.damage.mean)).toBeLessThan((5 * 4) / Math.sqrt(runs));
  });
});

describe('Unparalleled Foresight on any of the unit\'s weapons', () => {
  // Two weapons, one attack each, BS4+ (1/2 to hit); S8 vs T4 wounds on 2+ (5/6); no save, D1, W1 models.
  const two = attackerWith(
    scenario({ weapons: [weapon({ name: 'first', A: 1, skill: 4, S: 8 }), weapon({ name: 'second', A: 1, skill: 4, S: 8 })], target: target({ T: 4, Sv: 7, W: 1, models: 3 }) }),
    ['INFANTRY', 'AELDARI'],
  );
  const anyWeapon: AssignedRoll[] = [
    { roll: 'hit', action: 'reroll', weapon: 0, once: 'hit' },
    { roll: 'hit', action: 'reroll', weapon: 1, once: 'hit' },
  ];

  it('the Hit re-roll on the first failed Hit roll of either weapon: 11/8 hits, not 5/4 fixed to one weapon', () => {
    // The first weapon: a miss (1/2) is re-rolled: 3/4 hits; it keeps the re-roll only if it hit (1/2).
    // The second: 3/4 with the re-roll, 1/2 without: 1/2 x 3/4 + 1/2 x 1/2 = 5/8. In all 3/4 + 5/8 = 11/8.
    // Fixed to one weapon before the dice: 3/4 + 1/2 = 5/4 either way.
    expect(calculate(two, anyWeapon).total.hits).toBeCloseTo(11 / 8, 12);
    expect(calculate(two, [{ roll: 'hit', action: 'reroll', weapon: 0 }]).total.hits).toBeCloseTo(5 / 4, 12);
    expect(calculate(two, [{ roll: 'hit', action: 'reroll', weapon: 1 }]).total.hits).toBeCloseTo(5 / 4, 12);
    // The chooser offers it and keeps it: E[kills] = 11/8 x 5/6 (the Wound re-roll adds to the kills, not the hits).
    const p = play(two, { with: ['unparalleled-foresight'] });
    expect(p.result.total.hits).toBeCloseTo(11 / 8, 12);
    expect(choose(p.compiled).rolls.filter((r) => r.roll === 'hit').map((r) => r.weapon)).toEqual([0, 1]);
  });

  it("Fate's Messenger on either weapon, decided after each roll: 9/8 wounds, as one weapon's two attacks", () => {
    // Wound 2+ here, so to see the Wound roll take it: S4 vs T4, 4+ (1/2). Per attack with the use:
    // wounds 3/4, the use kept only after a hit that wounds (1/4); without it 1/4. So 3/4 + 1/4 x 3/4
    // + 3/4 x 1/4 = 9/8. The best of the rest: both rolls on one weapon 3/4 + 1/4 = 1; only failed
    // Wound rolls, any weapon: 1/2 + (3/4 x 1/2 + 1/4 x 1/4) = 15/16; only failed Hit rolls 7/8.
    const s = attackerWith(
      scenario({ weapons: [weapon({ name: 'first', A: 1, skill: 4, S: 4 }), weapon({ name: 'second', A: 1, skill: 4, S: 4 })], target: target({ T: 4, Sv: 7, W: 1, models: 3 }) }),
      ['INFANTRY', 'AELDARI'],
    );
    const p = play(s, { with: ['fates-messenger'] });
    expect(p.result.total.wounds).toBeCloseTo(9 / 8, 12);
    const rolls = choose(p.compiled).rolls;
    expect(rolls.map((r) => `${r.weapon} ${r.roll} ${r.action}`)).toEqual(['0 hit six', '0 wound six', '1 hit six', '1 wound six']);
    const listed = enumerate(s, 400_000, rolls);
    p.result.kills.distribution.forEach((q, k) => expect(q, `P(${k} kills)`).toBeCloseTo(ratio(listed.kills.get(k) ?? 0n), 12));
  });

  it('the engine and full enumeration of the dice (the simulator\'s one use across weapons) agree', () => {
    const exact = calculate(two, anyWeapon);
    const listed = enumerate(two, 400_000, anyWeapon);
    exact.kills.distribution.forEach((p, k) => expect(p, `P(${k} kills)`).toBeCloseTo(ratio(listed.kills.get(k) ?? 0n), 12));
    exact.damage.distribution.forEach((p, t) => expect(p, `P(${t} wounds)`).toBeCloseTo(ratio(listed.wounds.get(t) ?? 0n), 12));
  });
});

describe('uses held from weapon to weapon: the engine and the simulator agree', () => {
  it('Hit, Wound and Damage re-rolls on either weapon, one with Devastating Wounds, vs W2 models: within 5 standard errors', () => {
    // No number by hand here: the state carried from weapon to weapon (shared-uses.ts) beside the
    // held Devastating Wounds and the Damage re-roll chosen by the model's wounds left.
    const s = scenario({
      weapons: [weapon({ name: 'lance', A: 1, skill: 3, S: 12, AP: -4, D: 'D6+2' }), weapon({ name: 'cannon', A: 3, skill: 3, S: 6, AP: -1, D: 'D3', abilities: ['devastating wounds'] })],
      target: target({ T: 4, Sv: 3, W: 2, models: 5 }),
    });
    const rolls: AssignedRoll[] = (['hit', 'wound', 'damage'] as const).flatMap((roll) => [0, 1].map((w) => ({ roll, action: 'reroll' as const, weapon: w, once: roll })));
    const exact = calculate(s, rolls);
    const runs = 200_000;
    const sim = simulate(s, runs, 11, rolls);
    const sd = Math.sqrt(exact.kills.distribution.reduce((v, p, k) => v + p * (k - exact.kills.mean) ** 2, 0));
    expect(Math.abs(sim.killsMean - exact.kills.mean)).toBeLessThan((5 * sd) / Math.sqrt(runs));
    // Against each weapon alone with its own re-rolls the held ones differ: the state really is carried.
    const own = calculate(s, rolls.map((r) => ({ ...r, once: undefined })));
    expect(Math.abs(own.kills.mean - exact.kills.mean)).toBeGreaterThan(1e-3);
  });
});
