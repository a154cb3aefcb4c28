// The target's USRs of 004 (saves, Feel No Pain, Instant Death, removal), each with a number derived by hand.
import { describe, expect, it } from 'vitest';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import type { LegacyConditions, LegacyUnit, LegacyWeapon, Usr } from '../../../src/rules/legacy/types.js';
import { scenario, shooter, targets, weapon, rules } from './fixtures.js';


/** Fires `w` once; a Blast or Template hits blastHits (1 unless given) models. */
function shoot(w: LegacyWeapon, target: LegacyUnit, conditions: Partial<LegacyConditions> = {}) {
  return calculateLegacy(scenario(shooter(w), target, { blastHits: 1, ...conditions }));
}

/** A Template hit: no To Hit roll; S4 v T4 wounds with 1/2. */
const template = (overrides: Partial<LegacyWeapon> = {}) => weapon('flamer', { area: 'template', ap: null, ...overrides });

describe('004 rules of the target', () => {
  it("'Daemon': a 5+ invulnerable save (against AP1: 2/3 of wounds go through)", () => {
    expect(shoot(template({ ap: 1 }), targets(1, {}, rules('daemon'))).kills.prob(1)).toBeCloseTo((1 / 2) * (2 / 3), 12);
    // A better invulnerable save of its own stays: 4+.
    expect(shoot(template({ ap: 1 }), targets(1, { invulnerable: 4 }, rules('daemon'))).kills.prob(1)).toBeCloseTo(1 / 4, 12);
  });

  it("'Instant Death': the rule, or S at least double T, removes a W3 model at once", () => {
    // S8 v T4 wounds 2+ (5/6), AP1 no save: the W3 model is removed with 5/6.
    const lascannon = template({ strength: { kind: 'value', value: 8 }, ap: 1 });
    expect(shoot(lascannon, targets(1, { W: 3 })).kills.prob(1)).toBeCloseTo(5 / 6, 12);
    // S7 v T4: no Instant Death, 1 Wound of 3 lost.
    expect(shoot(template({ strength: { kind: 'value', value: 7 }, ap: 1 }), targets(1, { W: 3 })).woundsLost.prob(1)).toBeCloseTo(5 / 6, 12);
    // The rule on an S4 weapon: 1/2 wounds, removed.
    expect(shoot(template({ ap: 1, rules: rules('instant death') }), targets(1, { W: 3 })).kills.prob(1)).toBeCloseTo(1 / 2, 12);
  });

  it("'Eternal Warrior': an Instant Death wound takes 1 Wound only", () => {
    const lascannon = template({ strength: { kind: 'value', value: 8 }, ap: 1 });
    const result = shoot(lascannon, targets(1, { W: 3 }, rules('eternal warrior')));
    expect(result.kills.prob(1)).toBe(0);
    expect(result.woundsLost.prob(1)).toBeCloseTo(5 / 6, 12);
  });

  it("'Eternal Warrior' against a Destroyer hit: the hit's D3 or D6+6 Wounds, not 1 (004 'Destroyer Weapons')", () => {
    // BS5 hits 2+ (5/6). The Destroyer table: 1 nothing; 2-5 (4/6) D3 Wounds, saves allowed (none here: AP2 v no
    // armour); 6 (1/6) D6+6 Wounds. S D counts as S10 >= 2 x T4: Instant Death, which Eternal Warrior only keeps from
    // reducing the model to 0 at once. A W3 model dies on a D3 of 3 (1/3) or any Deathblow:
    // P(kill) = 5/6 x (4/6 x 1/3 + 1/6) = 5/6 x 7/18 = 35/108; P(exactly 1 Wound lost) = 5/6 x 4/6 x 1/3 = 20/108.
    const dCannon = weapon('d-cannon', { strength: { kind: 'destroyer' }, ap: 2 });
    const result = calculateLegacy(scenario(shooter(dCannon, { BS: 5 }), targets(1, { W: 3, Sv: null }, rules('eternal warrior'))));
    expect(result.kills.prob(1)).toBeCloseTo(35 / 108, 12);
    expect(result.woundsLost.prob(1)).toBeCloseTo(20 / 108, 12);
  });

  it("'Feel No Pain': 5+ by default, X+ when given; never against Instant Death", () => {
    // AP1, S4 v T4: 1/2 unsaved; Feel No Pain (5+) discounts 1/3: 1/3 kill; (4+): 1/4.
    expect(shoot(template({ ap: 1 }), targets(1, {}, rules('feel no pain'))).kills.prob(1)).toBeCloseTo(1 / 3, 12);
    expect(shoot(template({ ap: 1 }), targets(1, {}, [{ name: 'feel no pain', value: 4 }])).kills.prob(1)).toBeCloseTo(1 / 4, 12);
    // S8 v T4 is Instant Death: no Feel No Pain, 5/6.
    const lascannon = template({ strength: { kind: 'value', value: 8 }, ap: 1 });
    expect(shoot(lascannon, targets(1, {}, rules('feel no pain'))).kills.prob(1)).toBeCloseTo(5 / 6, 12);
  });

  it("'Stealth': cover 1 better, 6+ in the open (1/2 wounds, 5/6 of them through)", () => {
    expect(shoot(template({ ap: 1 }), targets(1, {}, rules('stealth'))).kills.prob(1)).toBeCloseTo(5 / 12, 12);
  });

  it("'Shrouded': cover 2 better, 5+ in the open; with Stealth to 3+ at best", () => {
    expect(shoot(template({ ap: 1 }), targets(1, {}, rules('shrouded'))).kills.prob(1)).toBeCloseTo((1 / 2) * (4 / 6), 12);
    // 5+ cover, Stealth and Shrouded: 5 - 3 = 2, at best 3+: 1/3 through.
    expect(shoot(template({ ap: 1 }), targets(1, {}, rules('stealth', 'shrouded')), { cover: 5 }).kills.prob(1)).toBeCloseTo(1 / 6, 12);
    // The 3+ limits the bonus only: a 2+ cover save stays 2+ (5/6 saved), not 3+: 1/2 wound x 1/6 = 1/12.
    expect(shoot(template({ ap: 1 }), targets(1, {}, rules('stealth', 'shrouded')), { cover: 2 }).kills.prob(1)).toBeCloseTo(1 / 12, 12);
    // No cover in close combat, Shrouded or not: S4 v T4 hits on 4+, wounds 4+, AP- v no armour.
    const blade = weapon('blade', { range: 'melee', type: { kind: 'melee' }, ap: null, strength: { kind: 'user' } });
    const melee = calculateLegacy(scenario(shooter(blade), targets(1, { Sv: null }, rules('shrouded')), { phase: 'melee' }));
    expect(melee.kills.prob(1)).toBeCloseTo(1 / 4, 12);
  });

  it("'Jink': a Jinking model with Jink has a 4+ cover save; 'Skilled Rider' makes it 3+", () => {
    const bikes = targets(1, {}, rules('jink'));
    expect(shoot(template({ ap: 1 }), bikes, { jink: true }).kills.prob(1)).toBeCloseTo(1 / 4, 12);
    expect(shoot(template({ ap: 1 }), bikes).kills.prob(1)).toBeCloseTo(1 / 2, 12);
    expect(shoot(template({ ap: 1 }), targets(1, {}, rules('jink', 'skilled rider')), { jink: true }).kills.prob(1)).toBeCloseTo(1 / 6, 12);
  });

  it("'Swarms': an unsaved Blast or Template Wound counts twice (a W2 model removed by one)", () => {
    // S4 v T3 3+ (4/6), no save: W2 removed with 2/3; with Feel No Pain (6+) both Wounds need to stand: 2/3 x 25/36.
    const swarm = (r: Usr[]) => targets(1, { T: 3, W: 2, Sv: null }, r);
    expect(shoot(template(), swarm(rules('swarms'))).kills.prob(1)).toBeCloseTo(2 / 3, 12);
    expect(shoot(template(), swarm([])).kills.prob(1)).toBe(0);
    expect(shoot(template(), swarm([{ name: 'swarms' }, { name: 'feel no pain', value: 6 }])).kills.prob(1)).toBeCloseTo((2 / 3) * (25 / 36), 12);
    // Not from a bolter: one Wound.
    expect(calculateLegacy(scenario(shooter(weapon('bolter', { ap: null })), swarm(rules('swarms')))).kills.prob(1)).toBe(0);
  });

  it("'Skilled Rider': only Jink cover saves get better (a 5+ cover stays 5+ when not Jinking)", () => {
    expect(shoot(template({ ap: 1 }), targets(1, {}, rules('skilled rider')), { cover: 5 }).kills.prob(1)).toBeCloseTo(1 / 3, 12);
  });
});

describe('allocation and majority Toughness (7th edition core rules)', () => {
  it("wounds go in the unit file's order: a sergeant listed last is hit last", () => {
    // A W1 Sv- model then a W2 Sv2+ sergeant. 2 template hits S4 v T4, AP-: the first wound removes the trooper;
    // the second goes to the sergeant (saved 5/6). P(trooper dies) = 1 - 1/4 = 3/4; sergeant loses a Wound 1/4 x 1/6.
    const squad = {
      ...targets(1, { Sv: null }),
      models: [targets(1, { Sv: null }).models[0], { ...targets(1, { W: 2, Sv: 2 }).models[0], name: 'sergeant' }],
    };
    const result = shoot(template(), squad, { blastHits: 2 });
    expect(result.kills.prob(1)).toBeCloseTo(3 / 4, 12);
    expect(result.woundsLost.prob(2)).toBeCloseTo((1 / 4) * (1 / 6), 12);
    expect(result.notes).toContain("Wounds are allocated to target's models in the unit file's order: target, sergeant");
  });

  it('to wound uses the majority Toughness: two T4 and one T5 -> T4; a tie uses the highest', () => {
    const mixed = (t4: number, t5: number): LegacyUnit => ({
      ...targets(1),
      models: [targets(t4, { T: 4 }).models[0], { ...targets(t5, { T: 5 }).models[0], name: 'big' }],
    });
    expect(shoot(template(), mixed(2, 1)).weapons[0].wounds).toBeCloseTo(1 / 2, 12);
    expect(shoot(template(), mixed(1, 1)).weapons[0].wounds).toBeCloseTo(1 / 3, 12);
  });
});
