// The shooting USRs of 004, each with a number derived by hand (7th edition core rules charts underneath).
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import type { LegacyWeapon, Usr } from '../../../src/rules/legacy/types.js';
import { group, scenario, shooter, targets, unit, weapon, rules } from './fixtures.js';
import { vehicle } from './vehicle-fixtures.js';

const assault = (shots: number | string): LegacyWeapon['type'] => ({ kind: 'assault', shots: parseDice(shots) });

describe('004 shooting rules', () => {
  it("'Blast': no To Hit roll, blastHits models hit per shot, at most the target's models", () => {
    // 3 hits S4 v T4 (1/2 each), no save: kills ~ Bin(3, 1/2) = 1/8, 3/8, 3/8, 1/8. A BS1 firer hits as well.
    const frag = weapon('frag', { area: 'blast', ap: null });
    const result = calculateLegacy(scenario(shooter(frag, { BS: 1 }), targets(5, { Sv: null }), { blastHits: 3 }));
    expect(result.kills.toArray()).toEqual([1, 3, 3, 1].map((n) => expect.closeTo(n / 8, 12)));
    expect(result.notes.join('\n')).not.toContain('the default');
    // Two models only: 2 hits, Bin(2, 1/2).
    const two = calculateLegacy(scenario(shooter(frag), targets(2, { Sv: null }), { blastHits: 3 }));
    expect(two.weapons[0].hits).toBe(2);
    // The default, 3, is said in the notes.
    const byDefault = calculateLegacy(scenario(shooter(frag), targets(5, { Sv: null })));
    expect(byDefault.weapons[0].hits).toBe(3);
    expect(byDefault.notes).toContain('frag: 3 models hit per blast shot (the default; --blast-hits sets it)');
  });

  it("'Blast': a Heavy Blast cannot fire Snap Shots after moving (004 'Blast Weapons and Snap Shots')", () => {
    const cannon = weapon('cannon', { area: 'blast', type: { kind: 'heavy', shots: parseDice(1) } });
    const result = calculateLegacy(scenario(shooter(cannon), targets(5), { moved: true, blastHits: 3 }));
    expect(result.weapons[0].hits).toBe(0);
    expect(result.kills.prob(0)).toBe(1);
  });

  it("7th edition core rules, 'Ordnance': no Snap Shots, so a model that moved does not fire one; Relentless does", () => {
    const mortar = weapon('mortar', { strength: { kind: 'value', value: 6 }, ap: 4, type: { kind: 'ordnance', shots: parseDice(1) } });
    const moved = calculateLegacy(scenario(shooter(mortar), targets(5), { moved: true }));
    expect(moved.weapons[0].attacks).toBe(0);
    expect(moved.notes).toContain("mortar: an Ordnance weapon cannot fire Snap Shots (7th edition core rules, 'Ordnance')");
    // Relentless counts as stationary: one shot at BS4, hits 4/6.
    expect(calculateLegacy(scenario(shooter(mortar, {}, rules('relentless')), targets(5), { moved: true })).weapons[0].hits).toBeCloseTo(4 / 6, 12);
  });

  it("'Large Blast': 5 models hit per shot by default; 10 T4 no-save models, S4: mean kills 5/2, P(5) = 1/32", () => {
    const result = calculateLegacy(scenario(shooter(weapon('ordnance', { area: 'large blast', ap: null })), targets(10, { Sv: null })));
    expect(result.kills.mean()).toBeCloseTo(2.5, 12);
    expect(result.kills.prob(5)).toBeCloseTo(1 / 32, 12);
  });

  it("'Gets Hot': supercharged, +1 S (S6 -> S7 v T5: 2+) and each unmodified 1 wounds the firer", () => {
    // BS4 Rapid Fire at half range: 2 shots, hit 4/6, wound 5/6 (S7 v T5), AP2 v Sv3: none. P(kill W1) = 20/36 = 5/9.
    // Firer: 2 shots x 1/6 = 1/3 wounds; with Feel No Pain (5+) 1/3 x 4/6 = 2/9.
    const plasma = weapon('plasma', { strength: { kind: 'value', value: 6 }, ap: 2, type: { kind: 'rapid fire' }, rules: rules('gets hot') });
    const on = calculateLegacy(scenario(shooter(plasma), targets(1, { T: 5 }), { halfRange: true, supercharge: true }));
    expect(on.kills.prob(1)).toBeCloseTo(1 - (4 / 9) ** 2, 12);
    expect(on.weapons[0].getsHotWounds).toBeCloseTo(1 / 3, 12);
    expect(on.notes).toContain('plasma: Gets Hot, 0.333 Wounds expected on the firers (after their Feel No Pain)');
    const fnp = calculateLegacy(scenario(shooter(plasma, {}, rules('feel no pain')), targets(1, { T: 5 }), { halfRange: true, supercharge: true }));
    expect(fnp.weapons[0].getsHotWounds).toBeCloseTo(2 / 9, 12);
    // Not supercharged: S6 v T5 3+ (4/6): P(kill a shot) = 4/6 x 4/6 = 4/9; no wounds to the firer.
    const off = calculateLegacy(scenario(shooter(plasma), targets(1, { T: 5 }), { halfRange: true }));
    expect(off.kills.prob(1)).toBeCloseTo(1 - (5 / 9) ** 2, 12);
    expect(off.weapons[0].getsHotWounds).toBeUndefined();
  });

  it("'Gets Hot': with re-rolls only a re-rolled 1 counts; a Blast rolls a D6 a shot and loses the shot on a 1", () => {
    // Twin-linked BS4 (3+): a final 1 needs a failed first roll (1 or 2: 2/6) and a re-rolled 1 (1/6): 1/18 a shot.
    const twin = weapon('twin plasma', { rules: rules('gets hot', 'twin-linked') });
    expect(calculateLegacy(scenario(shooter(twin), targets(1), { supercharge: true })).weapons[0].getsHotWounds).toBeCloseTo(1 / 18, 12);
    // Blast, 2 models hit a shot: hits 2 x 5/6 = 5/3; firer 1/6.
    const blast = weapon('plasma cannon', { area: 'blast', rules: rules('gets hot') });
    const result = calculateLegacy(scenario(shooter(blast), targets(3), { supercharge: true, blastHits: 2 }));
    expect(result.weapons[0].hits).toBeCloseTo(5 / 3, 12);
    expect(result.weapons[0].getsHotWounds).toBeCloseTo(1 / 6, 12);
  });

  it("'Gets Hot and Re-rolls': a Blast on a model that can re-roll To Hit re-rolls its Gets Hot 1", () => {
    // Twin-linked, or BS6 (its chart re-roll): the shot is lost, and the firer wounded, only on a 1 then a 1 again,
    // 1/36; 2 models hit a shot: hits 2 x 35/36 = 35/18.
    const twin = weapon('twin plasma cannon', { area: 'blast', rules: rules('gets hot', 'twin-linked') });
    const linked = calculateLegacy(scenario(shooter(twin), targets(3), { supercharge: true, blastHits: 2 }));
    expect(linked.weapons[0].hits).toBeCloseTo(35 / 18, 12);
    expect(linked.weapons[0].getsHotWounds).toBeCloseTo(1 / 36, 12);
    const blast = weapon('plasma cannon', { area: 'blast', rules: rules('gets hot') });
    const ace = calculateLegacy(scenario(shooter(blast, { BS: 6 }), targets(3), { supercharge: true, blastHits: 2 }));
    expect(ace.weapons[0].getsHotWounds).toBeCloseTo(1 / 36, 12);
  });

  it("'Gets Hot' on a vehicle: a glancing hit, reported as Hull Points, Feel No Pain no use", () => {
    // A vehicle's supercharged Blast: a D6 a shot, on a 1 (1/6) the shot is lost and the vehicle loses a Hull Point.
    // A BS4 vehicle's supercharged plasma gun: a 1 To Hit (1/6) is a Hull Point.
    const cannon = weapon('plasma cannon', { area: 'blast', rules: rules('gets hot') });
    const gun = weapon('plasma gun', { ap: 2, rules: rules('gets hot') });
    for (const w of [cannon, gun]) {
      const tank = vehicle();
      const firer = { ...tank, weapons: [w], models: [{ ...tank.models[0], weapons: [w.name], rules: rules('feel no pain') }] };
      const result = calculateLegacy(scenario(firer, targets(3), { supercharge: true, blastHits: 2 }));
      expect(result.weapons[0].getsHotHullPoints, w.name).toBeCloseTo(1 / 6, 12);
      expect(result.weapons[0].getsHotWounds, w.name).toBeUndefined();
      expect(result.notes).toContain(`${w.name}: Gets Hot, 0.167 Hull Points expected lost by the firing vehicles (a glancing hit each, 004 'Gets Hot')`);
      expect(result.notes).toContain(`${w.name}: supercharged (004 'Gets Hot'): +1 Strength, unmodified 1s To Hit are glancing hits on the firing vehicle`);
    }
    // Shot at a vehicle, a Marine's supercharged plasma gun (BS4, one shot) still costs it 1/6 Wound, and says so.
    const atTank = calculateLegacy(scenario(shooter(gun), vehicle(), { supercharge: true }));
    expect(atTank.notes).toContain("plasma gun: Gets Hot, 0.167 Wounds expected on the firers (after their Feel No Pain)");
  });

  it("'Graviton': wounds on the target's armour save (3+: 4/6), 6+ with none", () => {
    const grav = weapon('graviton gun', { strength: { kind: 'value', value: 1 }, ap: 1, area: 'template', rules: rules('graviton') });
    const armoured = calculateLegacy(scenario(shooter(grav), targets(1, { T: 8, Sv: 3 }), { blastHits: 1 }));
    expect(armoured.weapons[0].wounds).toBeCloseTo(4 / 6, 12);
    const naked = calculateLegacy(scenario(shooter(grav), targets(1, { T: 8, Sv: null }), { blastHits: 1 }));
    expect(naked.weapons[0].wounds).toBeCloseTo(1 / 6, 12);
  });

  it("'Ignores Cover': a 4+ cover save halves the unsaved wounds, Ignores Cover refuses it", () => {
    // Template 1 hit, S4 v T4 1/2, AP1: cover 4+ leaves 1/2 unsaved -> 1/4; ignoring it 1/2.
    const flamer = weapon('flamer', { area: 'template', ap: 1 });
    expect(calculateLegacy(scenario(shooter(flamer), targets(1), { blastHits: 1, cover: 4 })).kills.prob(1)).toBeCloseTo(1 / 4, 12);
    const ic = { ...flamer, rules: rules('ignores cover') };
    expect(calculateLegacy(scenario(shooter(ic), targets(1), { blastHits: 1, cover: 4 })).kills.prob(1)).toBeCloseTo(1 / 2, 12);
  });

  it("'Master-crafted': one failed To Hit roll re-rolled; 2 shots at 4+: P(0) = 1/8, P(1) = 3/8, P(2) = 1/2", () => {
    // Without: 1/4, 1/2, 1/4. With one re-roll: 0 hits needs both to miss and the re-roll to miss: 1/8; 2 hits:
    // 1/4 + 1/2 x 1/2 = 1/2. Expected hits 3/8 + 1 = 11/8.
    const mc = weapon('relic', { ap: 1, type: assault(2), rules: rules('master-crafted') });
    const result = calculateLegacy(scenario(shooter(mc, { BS: 3 }), targets(3, { T: 1 })));
    expect(result.weapons[0].hits).toBeCloseTo(11 / 8, 12);
    // S4 v T1 wounds 2+, no save: kills per hit 5/6; P(0 kills) = 1/8 + 3/8 x 1/6 + 1/2 x 1/36 = 31/144.
    expect(result.kills.prob(0)).toBeCloseTo(1 / 8 + 3 / 48 + 1 / 72, 12);
  });

  it("'Missile Lock': re-roll failed To Hit rolls with One Use Only weapons: BS4 8/9", () => {
    const missile = weapon('hunter-killer', { rules: rules('one use only') });
    expect(calculateLegacy(scenario(shooter(missile, {}, rules('missile lock')), targets(1))).weapons[0].hits).toBeCloseTo(8 / 9, 12);
    expect(calculateLegacy(scenario(shooter(missile), targets(1))).weapons[0].hits).toBeCloseTo(4 / 6, 12);
    const oneShot = weapon('seeker missile', { rules: rules('one shot only') });
    expect(calculateLegacy(scenario(shooter(oneShot, {}, rules('missile lock')), targets(1))).weapons[0].hits).toBeCloseTo(8 / 9, 12);
  });

  it("'Relentless' and 'Slow and Purposeful': Heavy and Salvo count as stationary after moving", () => {
    // Heavy 2 after moving: Snap Shots at BS1, 2 x 1/6; Relentless: 2 x 4/6. Salvo 2/4: 2 shots moved, 4 relentless.
    const heavy = weapon('heavy bolter', { type: { kind: 'heavy', shots: parseDice(2) } });
    const hits = (w: LegacyWeapon, r: Usr[]) => calculateLegacy(scenario(shooter(w, {}, r), targets(1), { moved: true })).weapons[0];
    expect(hits(heavy, []).hits).toBeCloseTo(2 / 6, 12);
    expect(hits(heavy, rules('relentless')).hits).toBeCloseTo(8 / 6, 12);
    expect(hits(heavy, rules('slow and purposeful')).hits).toBeCloseTo(8 / 6, 12);
    const salvo = weapon('salvo', { type: { kind: 'salvo', moving: 2, stationary: 4 } });
    expect(hits(salvo, []).attacks).toBe(2);
    expect(hits(salvo, rules('relentless')).attacks).toBe(4);
  });

  it("'Skyfire': -1 BS against infantry (BS4 -> 4+), full BS against Flying Monstrous Creatures (3+)", () => {
    const flak = weapon('flakk', { rules: rules('skyfire') });
    expect(calculateLegacy(scenario(shooter(flak), targets(1))).weapons[0].hits).toBeCloseTo(1 / 2, 12);
    const flyer = { ...targets(1), type: 'flying monstrous creature' };
    expect(calculateLegacy(scenario(shooter(flak), flyer)).weapons[0].hits).toBeCloseTo(4 / 6, 12);
  });

  it("'Sniper': wounds on 4+ whatever the Toughness, a 6 at AP2", () => {
    // BS5 hits 5/6; S1 v T8: 4 or 5 (2/6) then a 3+ save fails 1/3; a 6 (1/6) at AP2: no save.
    // P(kill) = 5/6 x (2/6 x 1/3 + 1/6) = 25/108.
    const rifle = weapon('sniper rifle', { strength: { kind: 'value', value: 1 }, ap: null, rules: rules('sniper') });
    expect(calculateLegacy(scenario(shooter(rifle, { BS: 5 }), targets(1, { T: 8 }))).kills.prob(1)).toBeCloseTo(25 / 108, 12);
  });

  it("'Precision Shots': a 6 To Hit wounds the group the attacker names (precisionTarget)", () => {
    // BS5 hits on 2+; S4 v T4, no saves. A trooper (W1) then a sergeant (W2). Faces 2-5 hit the trooper: a kill with
    // 4/6 x 1/2 = 1/3; a 6 wounds the sergeant: a Wound lost, no kill, with 1/6 x 1/2 = 1/12.
    const squad = unit('squad', [group('trooper', 1, { Sv: null }, []), group('sergeant', 1, { W: 2, Sv: null }, [])]);
    const rifle = weapon('needle pistol', { ap: null, rules: rules('precision shots') });
    const chosen = calculateLegacy(scenario(shooter(rifle, { BS: 5 }), squad, { precisionTarget: 'Sergeant' }));
    expect(chosen.kills.prob(1)).toBeCloseTo(1 / 3, 12);
    expect(chosen.woundsLost.prob(1)).toBeCloseTo(1 / 3 + 1 / 12, 12);
    // Not named: all to the trooper, 5/6 x 1/2.
    const unnamed = calculateLegacy(scenario(shooter(rifle, { BS: 5 }), squad));
    expect(unnamed.kills.prob(1)).toBeCloseTo(5 / 12, 12);
    expect(unnamed.notes).toContain('Precision Shots and Strikes: allocated as the other Wounds (name the group they go to with precisionTarget)');
    // Snap Shots are never Precision Shots: a Heavy weapon after moving hits on 6 only, and the trooper takes it.
    const heavy = { ...rifle, type: { kind: 'heavy' as const, shots: parseDice(1) } };
    expect(calculateLegacy(scenario(shooter(heavy, { BS: 5 }), squad, { moved: true, precisionTarget: 'sergeant' })).kills.prob(1)).toBeCloseTo(1 / 12, 12);
    expect(() => calculateLegacy(scenario(shooter(rifle), squad, { precisionTarget: 'captain' }))).toThrow(
      'precision target "captain" is not a model group of squad (its groups: trooper, sergeant)',
    );
  });

  it("'Twin-linked': re-roll failed To Hit rolls (BS3: 3/4); a Twin-linked Template re-rolls failed To Wound rolls", () => {
    const twin = weapon('twin bolter', { rules: rules('twin-linked') });
    expect(calculateLegacy(scenario(shooter(twin, { BS: 3 }), targets(1))).weapons[0].hits).toBeCloseTo(3 / 4, 12);
    // Template, 1 hit, S4 v T4: 1/2 + 1/2 x 1/2 = 3/4.
    const flamer = weapon('twin flamer', { area: 'template', rules: rules('twin-linked') });
    expect(calculateLegacy(scenario(shooter(flamer), targets(1), { blastHits: 1 })).weapons[0].wounds).toBeCloseTo(3 / 4, 12);
  });

  it("'Torrent': a Template weapon: no To Hit roll, blastHits models hit (BS1 hits 2 of 2)", () => {
    const torrent = weapon('heavy flamer', { area: 'template', rules: rules('torrent') });
    expect(calculateLegacy(scenario(shooter(torrent, { BS: 1 }), targets(4), { blastHits: 2 })).weapons[0].hits).toBe(2);
  });

  it("'Destroyer Weapons': 1 nothing, 2-5 D3 Wounds (saves allowed), 6 D6+6 Wounds and no save; no Feel No Pain", () => {
    // Against T6 W3, AP2 v Sv2+, a 4+ invulnerable: not Instant Death (10 < 12). A hit (BS5: 5/6) removes the model
    // on 2-5 if unsaved (1/2) and the D3 is 3 (1/3), or on a 6: 5/6 x (4/6 x 1/2 x 1/3 + 1/6) = 25/108.
    const d = weapon('d-cannon', { strength: { kind: 'destroyer' }, ap: 2 });
    const big = targets(1, { T: 6, W: 3, Sv: 2, invulnerable: 4 }, [{ name: 'feel no pain', value: 2 }]);
    expect(calculateLegacy(scenario(shooter(d, { BS: 5 }), big)).kills.prob(1)).toBeCloseTo(25 / 108, 12);
    // Against T4 W1 with no save: any 2-6 removes it (Instant Death at S10 or a Wound): 5/6 x 5/6 = 25/36.
    expect(calculateLegacy(scenario(shooter(d, { BS: 5 }), targets(1, { Sv: null }))).kills.prob(1)).toBeCloseTo(25 / 36, 12);
  });

  it("'Vortex': a Destroyer weapon with a blast marker: 2 hits, each removing a W1 model on 2-6", () => {
    const vortex = weapon('vortex grenade', { strength: { kind: 'destroyer' }, ap: 1, area: 'blast', rules: rules('vortex') });
    const result = calculateLegacy(scenario(shooter(vortex), targets(2, { Sv: null }), { blastHits: 2 }));
    expect(result.kills.toArray()).toEqual([1 / 36, 10 / 36, 25 / 36].map((p) => expect.closeTo(p, 12)));
  });
});
