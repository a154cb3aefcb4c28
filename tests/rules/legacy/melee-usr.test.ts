// The close combat USRs of 004, each with a number derived by hand (7th edition core rules charts underneath).
import { describe, expect, it } from 'vitest';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import type { LegacyConditions, LegacyStats, LegacyUnit, LegacyWeapon, Usr } from '../../../src/rules/legacy/types.js';
import { group, MELEE, scenario, targets, unit, weapon, rules } from './fixtures.js';

const blade = (overrides: Partial<LegacyWeapon> = {}): LegacyWeapon =>
  weapon('blade', { range: 'melee', strength: { kind: 'user' }, ap: null, type: { kind: 'melee' }, ...overrides });

/** One WS4 S4 A1 fighter with `weapons` (the first melee one is used) and `modelRules`. */
function fighter(weapons: LegacyWeapon[] = [blade()], modelRules: Usr[] = [], stats: Partial<LegacyStats> = {}, count = 1): LegacyUnit {
  return unit('fighter', [group('fighter', count, stats, weapons.map((w) => w.name), modelRules)], weapons);
}

function fight(attacker: LegacyUnit, target: LegacyUnit, conditions: Partial<LegacyConditions> = {}) {
  return calculateLegacy(scenario(attacker, target, { ...MELEE, ...conditions }));
}

describe('004 close combat rules', () => {
  it('WS4 against WS4 hits on 4+; the charge adds an Attack; two melee weapons (a Pistol counts) add one', () => {
    expect(fight(fighter(), targets(1)).weapons[0]).toMatchObject({ attacks: 1, hits: 0.5 });
    expect(fight(fighter(), targets(1), { charged: true }).weapons[0].attacks).toBe(2);
    const pistol = weapon('pistol', { type: { kind: 'pistol' } });
    expect(fight(fighter([blade(), pistol]), targets(1)).weapons[0].attacks).toBe(2);
  });

  it("'Counter-attack': +1 Attack when charged", () => {
    expect(fight(fighter([blade()], rules('counter-attack')), targets(1), { wasCharged: true }).weapons[0].attacks).toBe(2);
    expect(fight(fighter([blade()], rules('counter-attack')), targets(1)).weapons[0].attacks).toBe(1);
  });

  it("'Fleshbane': always wounds on 2+ (S3 v T6 would need 6+)", () => {
    const hit = 1 / 2;
    expect(fight(fighter([blade({ rules: rules('fleshbane') })], [], { S: 3 }), targets(1, { T: 6 })).weapons[0].wounds).toBeCloseTo(hit * (5 / 6), 12);
  });

  it("'Force': with the power manifested, a Force weapon has Instant Death (a W3 model removed by one Wound)", () => {
    // S4 v T4: a hit 1/2, a wound 1/2, AP- against no armour: 1/4, and Instant Death removes the W3 model.
    const staff = blade({ name: 'force staff', rules: rules('force') });
    expect(fight(fighter([staff]), targets(1, { W: 3, Sv: null }), { force: true }).kills.prob(1)).toBeCloseTo(1 / 4, 12);
    expect(fight(fighter([staff]), targets(1, { W: 3, Sv: null })).kills.prob(1)).toBe(0);
  });

  it("'Fear': a unit fighting models that cause Fear tests on Ld 8 (2D6 <= 8: 26/36), at WS 1 if it fails", () => {
    // Passed: WS4 v WS4 hits on 4+ (1/2); failed: WS1 v WS4 (more than double) on 5+ (1/3).
    // Expected hits 26/36 x 1/2 + 10/36 x 1/3 = 49/108. Fearless passes: 1/2. Daemons cause Fear too.
    const scary = targets(1, {}, rules('fear'));
    expect(fight(fighter(), scary).weapons[0].hits).toBeCloseTo(49 / 108, 12);
    expect(fight(fighter(), targets(1, {}, rules('daemon'))).weapons[0].hits).toBeCloseTo(49 / 108, 12);
    expect(fight(fighter([blade()], rules('fearless')), scary).weapons[0].hits).toBeCloseTo(1 / 2, 12);
    // The kill distribution mixes the two: S4 v T4 Sv3+ -> a hit kills with 1/2 x 1/3 = 1/6.
    expect(fight(fighter(), scary).kills.prob(1)).toBeCloseTo((26 / 36) * (1 / 12) + (10 / 36) * (1 / 18), 12);
    expect(fight(fighter(), scary).notes.at(-1)).toBe("Fear: fighter tests on Ld 8 (passes with 0.7222); failed, it fights at WS 1 (004 'Fear')");
  });

  it("'Fear': a model with no Leadership (Ld \"-\", read as 0) takes no test and fights at its own WS", () => {
    // 7th edition core rules, 'Vehicles': a vehicle, a Walker included, has no Leadership, so no Fear test: WS4 v WS4
    // hits on 4+, 1/2, as Fearless (a test on Ld 0 would always fail: WS1 hits on 5+, 1/3).
    const scary = targets(1, {}, rules('fear'));
    const result = fight(fighter([blade()], [], { Ld: 0 }), scary);
    expect(result.weapons[0].hits).toBeCloseTo(1 / 2, 12);
    expect(result.notes.some((note) => note.startsWith('Fear'))).toBe(false);
  });

  it("'Furious Charge': +1 Strength on the charge (S4 v T4: 4+ -> 3+)", () => {
    // 2 Attacks on the charge, each hits 1/2 and wounds 4/6: 2/3 wounds.
    expect(fight(fighter([blade()], rules('furious charge')), targets(1), { charged: true }).weapons[0].wounds).toBeCloseTo(2 / 3, 12);
  });

  it("'Hammer of Wrath': on the charge a D6 per model, on 3+ an S User AP - hit, resolved first", () => {
    // One hit with 4/6, wounds S4 v T4 with 1/2, no save (Sv -): 1/3 kills a W1 model before the blades strike.
    const result = fight(fighter([blade()], rules('hammer of wrath')), targets(1, { Sv: null }), { charged: true });
    expect(result.weapons[0]).toMatchObject({ name: 'Hammer of Wrath', attacks: 1 });
    expect(result.weapons[0].hits).toBeCloseTo(2 / 3, 12);
    expect(result.weapons[0].kills).toBeCloseTo(1 / 3, 12);
    // Then 2 Attacks, each killing with 1/2 x 1/2: P(survives) = 2/3 x (3/4)^2 = 3/8.
    expect(result.kills.prob(0)).toBeCloseTo(3 / 8, 12);
  });

  it("'Hatred': re-roll failed To Hit rolls in the first round against the hated foe (4+: 3/4)", () => {
    const orks = { ...targets(1), faction: 'orks' };
    expect(fight(fighter([blade()], rules('hatred')), orks, { firstRound: true }).weapons[0].hits).toBeCloseTo(3 / 4, 12);
    expect(fight(fighter([blade()], [{ name: 'hatred', value: 'orks' }]), orks, { firstRound: true }).weapons[0].hits).toBeCloseTo(3 / 4, 12);
    expect(fight(fighter([blade()], [{ name: 'hatred', value: 'eldar' }]), orks, { firstRound: true }).weapons[0].hits).toBeCloseTo(1 / 2, 12);
    expect(fight(fighter([blade()], rules('hatred')), orks, { firstRound: false }).weapons[0].hits).toBeCloseTo(1 / 2, 12);
  });

  it("'Zealot': re-roll failed To Hit rolls in the first round (4+: 3/4)", () => {
    expect(fight(fighter([blade()], rules('zealot')), targets(1), { firstRound: true }).weapons[0].hits).toBeCloseTo(3 / 4, 12);
  });

  it("'Monster Hunter': re-roll failed To Wound rolls against Monstrous Creatures (S4 v T6: 6+ -> 11/36)", () => {
    const monster = { ...targets(1, { T: 6 }), type: 'monstrous creature' };
    // Fearless: no test against the Monstrous Creature's Fear (7th edition core rules), WS4 v WS4 hits on 4+.
    expect(fight(fighter([blade()], rules('monster hunter', 'fearless')), monster).weapons[0].wounds).toBeCloseTo((1 / 2) * (11 / 36), 12);
    expect(fight(fighter([blade()], rules('monster hunter')), targets(1, { T: 6 })).weapons[0].wounds).toBeCloseTo((1 / 2) * (1 / 6), 12);
  });

  it("'Poisoned': wounds on X+ unless the chart needs less; in close combat re-roll failed wounds if S > T", () => {
    // S3 v T4 would need 5+; Poisoned (4+): 1/2, no re-roll (S3 < T4).
    const poison = blade({ rules: rules('poisoned') });
    expect(fight(fighter([poison], [], { S: 3 }), targets(1)).weapons[0].wounds).toBeCloseTo((1 / 2) * (1 / 2), 12);
    // S5 v T4: the chart's 3+ is better than 4+, and S > T re-rolls failures: 4/6 + 2/6 x 4/6 = 8/9.
    expect(fight(fighter([poison], [], { S: 5 }), targets(1)).weapons[0].wounds).toBeCloseTo((1 / 2) * (8 / 9), 12);
    // Poisoned (2+) as the model's own rule.
    expect(fight(fighter([blade()], [{ name: 'poisoned', value: 2 }], { S: 3 }), targets(1)).weapons[0].wounds).toBeCloseTo((1 / 2) * (5 / 6), 12);
  });

  it("'Precision Strikes': a 6 To Hit wounds the group the attacker names", () => {
    // WS4 v WS4 4+: faces 4-5 hit the trooper (W1): 2/6 x 1/2 = 1/6 kills; a 6 the sergeant (W2): 1/12 of a Wound.
    const squad = unit('squad', [group('trooper', 1, { Sv: null }, []), group('sergeant', 1, { W: 2, Sv: null }, [])]);
    const result = fight(fighter([blade({ rules: rules('precision strikes') })]), squad, { precisionTarget: 'sergeant' });
    expect(result.kills.prob(1)).toBeCloseTo(1 / 6, 12);
    expect(result.woundsLost.prob(1)).toBeCloseTo(1 / 6 + 1 / 12, 12);
  });

  it("'Preferred Enemy': re-roll To Hit and To Wound rolls of 1 (4+: 7/12 each)", () => {
    expect(fight(fighter([blade()], rules('preferred enemy')), targets(1)).weapons[0].wounds).toBeCloseTo((7 / 12) ** 2, 12);
    // A unit that contains one model with it: the other group re-rolls too.
    const squad = unit('squad', [group('trooper', 1, {}, ['blade']), group('sergeant', 1, {}, ['blade'], rules('preferred enemy'))], [blade()]);
    expect(fight(squad, targets(2)).weapons[0].wounds).toBeCloseTo((7 / 12) ** 2, 12);
  });

  it("'Rage': +2 Attacks on the charge", () => {
    expect(fight(fighter([blade()], rules('rage')), targets(1), { charged: true }).weapons[0].attacks).toBe(3);
  });

  it("'Rampage': +D3 Attacks, one roll for all, when outnumbered: 2 fighters A1 v 3 models", () => {
    // Attacks per model 1 + D3, the same D3 for both: 2 x (1 + 2) = 6 expected, 3 hits at 4+. Not outnumbered (2 v 2): 1 each.
    const result = fight(fighter([blade()], rules('rampage'), {}, 2), targets(3));
    expect(result.weapons[0].attacks).toBeCloseTo(6, 12);
    expect(result.weapons[0].hits).toBeCloseTo(3, 12);
    expect(fight(fighter([blade()], rules('rampage'), {}, 2), targets(2)).weapons[0].attacks).toBe(2);
    const result0 = fight(fighter([blade({ ap: 1 })], rules('rampage'), { S: 8 }, 2), targets(3, { T: 1 }));
    // S8 v T1 wounds 2+ (5/6) and AP1: a hit kills with 5/6; P(no kill) = sum over d of (1 - 1/2 x 5/6)^(2(1+d)) / 3.
    const miss = 7 / 12;
    expect(result0.kills.prob(0)).toBeCloseTo((miss ** 4 + miss ** 6 + miss ** 8) / 3, 12);
  });

  it("'Rampage': the one D3 is shared by every Rampaging group of the unit, not rolled per group", () => {
    // Two groups of one S8 AP1 fighter each v 3 T1 models: each Attack kills with 1/2 x 5/6, so misses with 7/12.
    // One roll d for both: P(no kill) = sum over d of (7/12)^(2(1+d)) / 3 (a D3 per group would give
    // (sum over d of (7/12)^(1+d) / 3)^2 = 0.0476..., not 0.0562...).
    const a = blade({ name: 'a-blade', ap: 1 });
    const b = blade({ name: 'b-blade', ap: 1 });
    const rampaging = rules('rampage');
    const pair = unit('pair', [group('a', 1, { S: 8 }, ['a-blade'], rampaging), group('b', 1, { S: 8 }, ['b-blade'], rampaging)], [a, b]);
    const result = fight(pair, targets(3, { T: 1 }));
    const miss = 7 / 12;
    expect(result.kills.prob(0)).toBeCloseTo((miss ** 4 + miss ** 6 + miss ** 8) / 3, 12);
    // Exactly 3 removed: 3 models, so P(3) = P(at least 3 of the 2(1 + d) Attacks kill), mixed over d.
    const atLeast3 = (n: number) => 1 - [0, 1, 2].reduce((sum, k) => sum + choose(n, k) * (5 / 12) ** k * miss ** (n - k), 0);
    expect(result.kills.prob(3)).toBeCloseTo((atLeast3(4) + atLeast3(6) + atLeast3(8)) / 3, 12);
    expect(result.weapons.map((w) => w.attacks)).toEqual([3, 3]);
  });

  it("'Rending': a To Wound 6 wounds whatever the Toughness, at AP2 (S3 v T7 cannot wound otherwise)", () => {
    // A hit (1/2) wounds only on a 6 (1/6), and AP2 beats Sv3+: P(kill) = 1/12.
    const claws = blade({ rules: rules('rending') });
    expect(fight(fighter([claws], [], { S: 3 }), targets(1, { T: 7 })).kills.prob(1)).toBeCloseTo(1 / 12, 12);
    expect(fight(fighter([blade()], [], { S: 3 }), targets(1, { T: 7 })).kills.prob(1)).toBe(0);
    // S4 v T4 Sv3+: 4 or 5 wound (2/6) and are saved on 3+ (1/3 through); a 6 goes through: 1/2 x (2/18 + 1/6) = 5/36.
    expect(fight(fighter([claws]), targets(1)).kills.prob(1)).toBeCloseTo(5 / 36, 12);
  });

  it("'Shred': re-roll failed To Wound rolls (4+: 3/4)", () => {
    expect(fight(fighter([blade({ rules: rules('shred') })]), targets(1)).weapons[0].wounds).toBeCloseTo((1 / 2) * (3 / 4), 12);
  });

  it("'Smash': close combat attacks at AP2 (a 2+ save is ignored)", () => {
    // A hit 1/2, wound 1/2, the 2+ save ignored: 1/4; without Smash the save fails 1/6: 1/24.
    expect(fight(fighter([blade()], rules('smash')), targets(1, { Sv: 2 })).kills.prob(1)).toBeCloseTo(1 / 4, 12);
    expect(fight(fighter([blade()]), targets(1, { Sv: 2 })).kills.prob(1)).toBeCloseTo(1 / 24, 12);
  });

  it("'Specialist Weapon': +1 Attack for two weapons only with two Specialist Weapons", () => {
    const fist = blade({ name: 'power fist', strength: { kind: 'times', factor: 2 }, rules: rules('specialist weapon') });
    const fist2 = { ...fist, name: 'power fist 2' };
    const pistol = weapon('pistol', { type: { kind: 'pistol' } });
    expect(fight(fighter([fist, pistol], [], { A: 2 }), targets(1)).weapons[0].attacks).toBe(2);
    expect(fight(fighter([fist, fist2], [], { A: 2 }), targets(1)).weapons[0].attacks).toBe(3);
  });
});

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}
