/**
 * World Eaters effects (000_2eef241960945b90.txt): every number below is derived by hand from the
 * rule text quoted above it, then compared with the engine after the effect is compiled.
 */
import { describe, expect, it } from 'vitest';
import { fightersBack, fightRules } from '../../../src/rules/tenth/fight-back.js';
import { scenario as anyScenario, target, weapon } from '../../helpers.js';
import { fightBack, play, bothQualified, BLESSED } from './support.js';

/** Both units with Blessings of Khorne (000: "all units from your army with this ability"), unless a test says otherwise. */
const scenario = (spec: Parameters<typeof anyScenario>[0]) => bothQualified(anyScenario(spec), BLESSED);

/** A target with no armour save (Sv 7+ can never pass), so only the rule under test matters. */
const bare = (spec: Parameters<typeof target>[0] = {}) => target({ Sv: 7, W: 1, T: 4, ...spec });

describe("Wrathful Devotion (000 'WRATHFUL DEVOTION': \"Models in this unit have the Feel No Pain 6+ ability. If models in this unit already have the Feel No Pain ability, add 1 to their Feel No Pain rolls.\")", () => {
  it('no Feel No Pain before: the models gain 6+, each wound is lost on 1-5 (5/6)', () => {
    // Torrent (auto-hit), S4 vs T4 -> 4+ (1/2), no save, D1 vs W1: P(kill) = 1/2 * 5/6 = 5/12 (1/2 without).
    const s = scenario({ weapons: [weapon({ abilities: ['torrent'] })], target: bare() });
    const p = play(s, { targetWith: ['wrathful-devotion'] });
    expect(p.result.plans[0].defence[0].woundLostChance).toBeCloseTo(5 / 6, 12);
    expect(p.result.kills.mean).toBeCloseTo(5 / 12, 12);
    expect(p.compiled.scenario.target.models[0].stats.feelNoPain).toBe(6);
    expect(p.entry('wrathful-devotion').applied).toBe(true);
  });

  it('Feel No Pain 5+ already: +1 to the rolls makes it 4+ (lost on 1-3, 3/6), not 6+', () => {
    // Torrent, 4+ to wound (1/2), no save, FNP 4+: P(kill) = 1/2 * 3/6 = 1/4 (1/2 * 4/6 = 1/3 with plain 5+).
    const s = scenario({ weapons: [weapon({ abilities: ['torrent'] })], target: bare({ feelNoPain: 5 }) });
    const p = play(s, { targetWith: ['wrathful-devotion'] });
    expect(p.result.plans[0].defence[0].woundLostChance).toBeCloseTo(3 / 6, 12);
    expect(p.result.kills.mean).toBeCloseTo(1 / 4, 12);
  });
});

describe("Martial Excellence (000 'MARTIAL EXCELLENCE': \"Melee weapons ... have the [SUSTAINED HITS 1] ability.\")", () => {
  it('WS4+ melee: 3/6 hits plus one extra hit on a 6 (1/6): 4/6 hits per attack, 2 from 3 attacks', () => {
    const s = scenario({ weapons: [weapon({ range: 'melee', A: 3, skill: 4 })] });
    const p = play(s, { with: ['martial-excellence'] });
    expect(p.result.total.hits).toBeCloseTo(3 * (4 / 6), 12);
    expect(p.entry('martial-excellence').applied).toBe(true);
  });

  it('a weapon with [SUSTAINED HITS 2] keeps the better instance (003 Duplicated Core Abilities): 3/6 + 2/6 = 5/6', () => {
    const s = scenario({ weapons: [weapon({ range: 'melee', skill: 4, abilities: ['sustained hits 2'] })] });
    expect(play(s, { with: ['martial-excellence'] }).result.total.hits).toBeCloseTo(5 / 6, 12);
  });

  it('ranged weapons are untouched: BS4+ 1 attack = 1/2 hit; the report says there is no weapon for it', () => {
    const s = scenario({ weapons: [weapon({ skill: 4 })] });
    const p = play(s, { with: ['martial-excellence'] });
    expect(p.result.total.hits).toBeCloseTo(1 / 2, 12);
    expect(p.entry('martial-excellence').applied).toBe(false);
    expect(p.entry('martial-excellence').detail).toContain('no weapon');
  });
});

describe("Warp Blades (000 'WARP BLADES': \"Melee weapons ... have the [LETHAL HITS] ability.\")", () => {
  it('WS4+, S4 vs T8 (6+ to wound): a 6 to hit wounds automatically: 1/6 + 2/6 * 1/6 = 2/9 per attack', () => {
    // Without Lethal Hits: 3/6 * 1/6 = 1/12. No save, D1 vs W1: kills = wounds.
    const s = scenario({ weapons: [weapon({ range: 'melee', skill: 4, S: 4 })], target: bare({ T: 8 }) });
    const p = play(s, { with: ['warp-blades'] });
    expect(p.result.total.wounds).toBeCloseTo(2 / 9, 12);
    expect(p.result.kills.mean).toBeCloseTo(2 / 9, 12);
  });

  it('not on ranged weapons: BS4+ S4 vs T8 = 1/2 * 1/6 = 1/12', () => {
    const s = scenario({ weapons: [weapon({ skill: 4, S: 4 })], target: bare({ T: 8 }) });
    const p = play(s, { with: ['warp-blades'] });
    expect(p.result.total.wounds).toBeCloseTo(1 / 12, 12);
    expect(p.entry('warp-blades').applied).toBe(false);
  });
});

describe("Total Carnage (000 'TOTAL CARNAGE': \"Each time a model in this unit is destroyed by a melee attack ... roll one D6: on a 4+, do not remove it from play. The destroyed model can fight\")", () => {
  // One attack, WS4+ (1/2), S4 vs T4 (1/2), no save, D1 vs W1: P(1 kill) = 1/4.
  const oneAttack = scenario({ weapons: [weapon({ range: 'melee', skill: 4 })], target: bare({ models: 2 }) });

  it('fights back on 4+: P(1 fighter) = 1/4 * 1/2 = 1/8, P(0) = 7/8', () => {
    const p = play(oneAttack, { targetWith: ['total-carnage'] });
    expect(p.compiled.fightOnDeath!.rolls).toEqual([4]);
    expect(p.compiled.fightOnDeath!.chance).toBeCloseTo(1 / 2, 12);
    const back = fightBack(p.result, p.compiled.fightOnDeath!);
    expect(back.distribution[0]).toBeCloseTo(7 / 8, 12);
    expect(back.distribution[1]).toBeCloseTo(1 / 8, 12);
    expect(back.mean).toBeCloseTo(1 / 8, 12);
  });

  it('the mean number fighting back is E[kills] * 1/2 (a Binomial(k, 1/2) for each k killed)', () => {
    const s = scenario({ weapons: [weapon({ range: 'melee', A: 6, skill: 3, S: 5 })], target: bare({ models: 4 }) });
    const p = play(s, { targetWith: ['total-carnage'] });
    expect(fightBack(p.result, p.compiled.fightOnDeath!).mean).toBeCloseTo(p.result.kills.mean / 2, 12);
  });

  it('not against ranged attacks: no fight-on-death, and the report says why', () => {
    const p = play(scenario({ weapons: [weapon()], target: bare() }), { targetWith: ['total-carnage'] });
    expect(p.compiled.fightOnDeath).toBeNull();
    expect(p.entry('total-carnage').applied).toBe(false);
    expect(p.entry('total-carnage').detail).toContain('only for melee attacks');
  });
});

describe("Relentless Rage (000 'Relentless Rage': \"if that unit made a Charge move this turn ... add 1 to the Strength and Attacks characteristics of melee weapons\")", () => {
  // A6 WS3+ S4 vs T4, no save, D1. (S5 would not do: S5 and S6 both wound T4 on 3+, as S > T
  // but S < 2T in both cases, so the +1 Strength would change nothing.)
  const s = (charged: boolean) =>
    scenario({ weapons: [weapon({ range: 'melee', A: 6, skill: 3, S: 4 })], target: bare({ models: 10 }), conditions: { charged } });

  it('charged: S4+1=5 vs T4 -> 3+ (4/6) instead of 4+ (3/6); A6+1 = 7; wounds = 7 * 4/6 * 4/6 = 28/9', () => {
    const p = play(s(true), { with: ['relentless-rage'] });
    expect(p.result.total.attacks).toBeCloseTo(7, 12);
    expect(p.wound).toBeCloseTo(4 / 6, 12);
    expect(p.result.total.wounds).toBeCloseTo(28 / 9, 12);
    expect(p.entry('relentless-rage').applied).toBe(true);
  });

  it('without a Charge move: nothing changes (6 * 4/6 * 3/6 = 2 wounds) and the report asks for --charged', () => {
    const p = play(s(false), { with: ['relentless-rage'] });
    expect(p.result.total.attacks).toBeCloseTo(6, 12);
    expect(p.result.total.wounds).toBeCloseTo(2, 12);
    expect(p.entry('relentless-rage').applied).toBe(false);
    expect(p.entry('relentless-rage').detail).toContain('--charged');
  });
});

describe("Beacons of Rage (000 'Beacons of Rage (Aura)': \"each time a model in that unit makes a melee attack, re-roll a Wound roll of 1. If that attack targets a unit that is Below Half-strength, you can re-roll the Wound roll instead.\")", () => {
  const melee = scenario({ weapons: [weapon({ range: 'melee', S: 4 })], target: bare() });

  it('re-roll Wound rolls of 1: S4 vs T4 4+ -> 3/6 + 1/6 * 3/6 = 7/12; the Below Half-strength part is skipped and said so', () => {
    const p = play(melee, { with: ['beacons-of-rage'] });
    expect(p.wound).toBeCloseTo(7 / 12, 12);
    expect(p.entry('beacons-of-rage').applied).toBe(true);
    expect(p.entry('beacons-of-rage').detail).toContain('--target-below-half');
  });

  it('against a Below Half-strength target, re-roll the failed Wound roll: 3/6 + 3/6 * 3/6 = 3/4', () => {
    const p = play(melee, { with: ['beacons-of-rage'], situation: { targetBelowHalfStrength: true } });
    expect(p.wound).toBeCloseTo(3 / 4, 12);
  });

  it('ranged attacks are not re-rolled: 3/6', () => {
    const p = play(scenario({ weapons: [weapon({ S: 4 })], target: bare() }), {
      with: ['beacons-of-rage'],
      situation: { targetBelowHalfStrength: true },
    });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('beacons-of-rage').applied).toBe(false);
  });
});

describe("For the Skull Throne! (000: \"each time a model in your unit makes a melee attack that targets a CHARACTER, MONSTER or VEHICLE unit, add 1 to the Wound roll\")", () => {
  const melee = (keywords: string[]) => scenario({ weapons: [weapon({ range: 'melee', S: 4 })], target: bare({ keywords }) });

  it('melee vs a VEHICLE: S4 vs T4 4+ becomes 3+: 4/6', () => {
    const p = play(melee(['VEHICLE']), { with: ['for-the-skull-throne'] });
    expect(p.wound).toBeCloseTo(4 / 6, 12);
    expect(p.entry('for-the-skull-throne').applied).toBe(true);
  });

  it('melee vs an INFANTRY CHARACTER: 4/6; vs a MONSTER: 4/6', () => {
    expect(play(melee(['INFANTRY', 'CHARACTER']), { with: ['for-the-skull-throne'] }).wound).toBeCloseTo(4 / 6, 12);
    expect(play(melee(['MONSTER']), { with: ['for-the-skull-throne'] }).wound).toBeCloseTo(4 / 6, 12);
  });

  it('vs plain INFANTRY: still 4+ (3/6), and the report says the target is not one of them', () => {
    const p = play(melee(['INFANTRY']), { with: ['for-the-skull-throne'] });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('for-the-skull-throne').applied).toBe(false);
    expect(p.entry('for-the-skull-throne').detail).toContain('CHARACTER or MONSTER or VEHICLE');
  });

  it('ranged attacks vs a VEHICLE: 3/6', () => {
    const s = scenario({ weapons: [weapon({ S: 4 })], target: bare({ keywords: ['VEHICLE'] }) });
    const p = play(s, { with: ['for-the-skull-throne'] });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('for-the-skull-throne').applied).toBe(false);
  });
});

describe("Khorne Cares Not... (000: \"WHEN: Fight phase ... each time an attack targets your unit, subtract 1 from the Damage characteristic of that attack\")", () => {
  it('melee D2 becomes 1, D1 stays 1 (never below 1), D3 becomes 1,1,2 (mean 4/3)', () => {
    const s = scenario({
      weapons: [weapon({ range: 'melee', D: 2 }), weapon({ range: 'melee', D: 1 }), weapon({ range: 'melee', D: 'D3' })],
      target: bare({ W: 3 }),
    });
    const p = play(s, { targetWith: ['khorne-cares-not'] });
    expect(p.result.plans[0].damage.mean()).toBeCloseTo(1, 12);
    expect(p.result.plans[1].damage.mean()).toBeCloseTo(1, 12);
    expect(p.result.plans[2].damage.mean()).toBeCloseTo(4 / 3, 12);
  });

  it('2 attacks WS2+ S8 (2+) D2 vs one W2 model: one success kills = 1 - (11/36)^2 without; both needed with = (25/36)^2', () => {
    // Each attack gets through with 5/6 * 5/6 = 25/36 (no save).
    const s = scenario({ weapons: [weapon({ range: 'melee', A: 2, skill: 2, S: 8, D: 2 })], target: bare({ W: 2 }) });
    expect(play(s).result.kills.mean).toBeCloseTo(1 - (11 / 36) ** 2, 12);
    expect(play(s, { targetWith: ['khorne-cares-not'] }).result.kills.mean).toBeCloseTo((25 / 36) ** 2, 12);
  });

  it('not against ranged attacks: D2 stays 2, the report says melee only', () => {
    const p = play(scenario({ weapons: [weapon({ D: 2 })], target: bare({ W: 2 }) }), { targetWith: ['khorne-cares-not'] });
    expect(p.result.plans[0].damage.mean()).toBeCloseTo(2, 12);
    expect(p.entry('khorne-cares-not').applied).toBe(false);
    expect(p.entry('khorne-cares-not').detail).toContain('only for melee attacks');
  });
});

describe("Savage Resilience (000: \"WHEN: Your opponent's Shooting phase ... each time an attack is allocated to a model in your unit, subtract 1 from the Damage characteristic\")", () => {
  it('ranged D2 becomes 1; D3 becomes 1,1,2 (mean 4/3); D1 stays 1', () => {
    const s = scenario({ weapons: [weapon({ D: 2 }), weapon({ D: 'D3' }), weapon({ D: 1 })], target: bare({ W: 3 }) });
    const p = play(s, { targetWith: ['savage-resilience'] });
    expect(p.result.plans[0].damage.mean()).toBeCloseTo(1, 12);
    expect(p.result.plans[1].damage.mean()).toBeCloseTo(4 / 3, 12);
    expect(p.result.plans[2].damage.mean()).toBeCloseTo(1, 12);
  });

  it('not against melee attacks: D2 stays 2, the report says ranged only', () => {
    const p = play(scenario({ weapons: [weapon({ range: 'melee', D: 2 })], target: bare({ W: 2 }) }), { targetWith: ['savage-resilience'] });
    expect(p.result.plans[0].damage.mean()).toBeCloseTo(2, 12);
    expect(p.entry('savage-resilience').applied).toBe(false);
    expect(p.entry('savage-resilience').detail).toContain('only for ranged attacks');
  });
});

describe("Reap the Tally (000: \"Each time a model from your army ... is destroyed by a melee attack ... roll one D6: on a 5+, do not remove it from play.\")", () => {
  const oneAttack = scenario({ weapons: [weapon({ range: 'melee', skill: 4 })], target: bare({ models: 2 }) });

  it('fights back on 5+ (2/6): P(1 kill) = 1/4, P(1 fighter) = 1/4 * 1/3 = 1/12', () => {
    const p = play(oneAttack, { targetWith: ['reap-the-tally'] });
    expect(p.compiled.fightOnDeath!.rolls).toEqual([5]);
    expect(p.compiled.fightOnDeath!.chance).toBeCloseTo(2 / 6, 12);
    const back = fightBack(p.result, p.compiled.fightOnDeath!);
    expect(back.distribution[1]).toBeCloseTo(1 / 12, 12);
    expect(back.distribution[0]).toBeCloseTo(11 / 12, 12);
    expect(back.mean).toBeCloseTo(1 / 12, 12);
  });

  it('with Total Carnage too, both rolls are made and the model fights once if either succeeds (003 Fight on Death)', () => {
    const p = play(oneAttack, { targetWith: ['reap-the-tally', 'total-carnage'] });
    // 1 - P(5+ fails) P(4+ fails) = 1 - (4/6)(3/6) = 2/3.
    expect(p.compiled.fightOnDeath!.rolls).toEqual([5, 4]);
    expect(p.compiled.fightOnDeath!.chance).toBeCloseTo(2 / 3, 12);
  });

  it('ranged: no fight-on-death', () => {
    const p = play(scenario({ weapons: [weapon()], target: bare() }), { targetWith: ['reap-the-tally'] });
    expect(p.compiled.fightOnDeath).toBeNull();
    expect(p.entry('reap-the-tally').detail).toContain('only for melee attacks');
  });
});

describe("Unstoppable Rage (000: \"While a unit is stunned, each time a model in it makes an attack, subtract 1 from the Hit roll.\")", () => {
  it('the stunned attacker hits on 4+ with BS3+ (3/6), ranged and melee alike', () => {
    expect(play(scenario({ weapons: [weapon({ skill: 3 })] }), { targetWith: ['unstoppable-rage'] }).hit).toBeCloseTo(3 / 6, 12);
    expect(play(scenario({ weapons: [weapon({ range: 'melee', skill: 3 })] }), { targetWith: ['unstoppable-rage'] }).hit).toBeCloseTo(3 / 6, 12);
  });

  it('with Stealth too the -2 is clamped to -1 (003 Modifying Dice Rolls): still 3/6, not 2/6', () => {
    const p = play(scenario({ weapons: [weapon({ skill: 3 })] }), { targetWith: ['unstoppable-rage', 'stealth'] });
    expect(p.hit).toBeCloseTo(3 / 6, 12);
  });

  it('Heavy and stationary (+1) cancels it: BS3+ stays 3+ (4/6)', () => {
    const s = scenario({ weapons: [weapon({ skill: 3, abilities: ['heavy'] })], conditions: { stationary: true } });
    expect(play(s, { targetWith: ['unstoppable-rage'] }).hit).toBeCloseTo(4 / 6, 12);
  });
});

describe("Reap the Tally: \"Each time a model from your army (excluding KHÂRN THE BETRAYER) is destroyed by a melee attack\" (000 'Reap the Tally')", () => {
  // Two Torrent attacks, S8 vs T4 (2+ to wound, 5/6), no save, D1: each destroys a W1 model with 5/6.
  // P(1 destroyed) = 2 (5/6)(1/6) = 10/36, P(2) = 25/36.
  const sure = weapon({ range: 'melee', A: 2, S: 8, abilities: ['torrent'] });
  const kharn = { name: 'Khârn the Betrayer', count: 1 };
  const attached = (() => {
    const t = target({ T: 4, Sv: 7, W: 1, groups: [{ name: 'Berzerker', count: 1 }, kharn] });
    return { ...t, models: t.models.map((g) => (g.name === kharn.name ? { ...g, leader: true } : g)) };
  })();

  it('Berzerkers led by Khârn: the Berzerker (destroyed first) fights back on 5+, Khârn never: P(1 fighter) = (10/36 + 25/36) / 3 = 35/108', () => {
    const p = play(scenario({ weapons: [sure], target: attached }), { targetWith: ['reap-the-tally'] });
    const { summary, notes } = fightersBack(p.compiled.scenario, p.result, fightRules(p.compiled.report));
    expect(summary.distribution[1]).toBeCloseTo(35 / 108, 12);
    expect(summary.distribution[2] ?? 0).toBe(0);
    expect(notes.join()).toContain('KHÂRN THE BETRAYER');
    // Without the exclusion both would: the old count, kills x 1/3, mean (10/36 + 2 * 25/36)/3 = 60/108.
    expect(fightBack(p.result, p.compiled.fightOnDeath!).mean).toBeCloseTo(60 / 108, 12);
    expect(summary.mean).toBeCloseTo(35 / 108, 12);
  });

  it('with Total Carnage (4+) as well: Khârn is covered by it alone (3/6), the Berzerker by both (1 - (4/6)(3/6) = 2/3)', () => {
    // P(1 destroyed): Berzerker: 10/36 * 2/3. P(2): fighters Bin(1, 2/3) + Bin(1, 1/2):
    // E = 25/36 * (2/3 + 1/2) = 25/36 * 7/6. Mean = 20/108 + 175/216 = 215/216.
    const p = play(scenario({ weapons: [sure], target: attached }), { targetWith: ['reap-the-tally', 'total-carnage'] });
    const { summary } = fightersBack(p.compiled.scenario, p.result, fightRules(p.compiled.report));
    expect(summary.mean).toBeCloseTo(215 / 216, 12);
    // P(2 fighters) = 25/36 * 2/3 * 1/2 = 25/108.
    expect(summary.distribution[2]).toBeCloseTo(25 / 108, 12);
  });

  it('Khârn alone: no fighter whatever is destroyed', () => {
    const alone = { ...target({ T: 4, Sv: 7, W: 1, groups: [kharn] }), keywords: ['CHARACTER', 'KHÂRN THE BETRAYER'] };
    const p = play(scenario({ weapons: [sure], target: alone }), { targetWith: ['reap-the-tally'] });
    expect(p.result.kills.mean).toBeCloseTo(1 - 1 / 36, 12);
    expect(fightersBack(p.compiled.scenario, p.result, fightRules(p.compiled.report)).summary.mean).toBe(0);
  });
});
