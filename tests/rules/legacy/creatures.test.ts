// Monstrous and Gargantuan Creatures in the legacy ruleset (issue 14): the rules their unit type grants (7th edition
// core rules, 'Monstrous Creatures', 'Gargantuan Creatures'), each number derived by hand, and tiny cases equal the
// enumeration of every die sequence.
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import type { LegacyScenario, LegacyUnit } from '../../../src/rules/legacy/types.js';
import { enumerateLegacy } from './enumerate.js';
import { group, MELEE, scenario, shooter, targets, unit, weapon } from './fixtures.js';
import { blade, fighter } from './vehicle-fixtures.js';

const as = (u: LegacyUnit, type: string): LegacyUnit => ({ ...u, type });

/** A BS4 creature with three S4 AP5 Heavy 1 guns (a, b, c). */
function gunner(type: string): LegacyUnit {
  const guns = ['a', 'b', 'c'].map((name) => weapon(name, { type: { kind: 'heavy', shots: parseDice(1) } }));
  return as(unit('beast', [group('beast', 1, {}, ['a', 'b', 'c'])], guns), type);
}

describe('a Monstrous Creature attacking', () => {
  it('fires two weapons, Relentless: moved, its Heavy weapons still at full BS', () => {
    // The first two guns fire; BS4 hits on 3+: 4/6 each, after moving too.
    const result = calculateLegacy(scenario(gunner('monstrous creature'), targets(5), { moved: true }));
    expect(result.weapons.map((w) => [w.name, w.hits])).toEqual([['a', expect.closeTo(4 / 6, 12)], ['b', expect.closeTo(4 / 6, 12)]]);
  });

  it("Hammer of Wrath on the charge and Smash's AP2 in close combat", () => {
    const beast = as(fighter(blade(), { S: 6, A: 1 }), 'monstrous creature');
    const result = calculateLegacy(scenario(beast, targets(5, { T: 4, Sv: 3 }), { ...MELEE, charged: true }));
    // Hammer of Wrath: a 3+ (4/6) hit at S6 v T4 (2+, 5/6), AP -: a 3+ save fails 2/6 -> 4/6 x 5/6 x 2/6 = 40/216.
    expect(result.weapons[0].name).toBe('Hammer of Wrath');
    expect(result.weapons[0].unsaved).toBeCloseTo(40 / 216, 12);
    // The blade: A1 +1 on the charge = 2, WS4 v WS4 4+ (1/2), S6 v T4 2+ (5/6), AP2 (Smash) beats 3+: 2 x 1/2 x 5/6.
    expect(result.weapons[1].unsaved).toBeCloseTo(5 / 6, 12);
  });

  it('causes Fear: a WS4 Ld8 attacker passes on 26/36, else fights at WS1 (5+ against WS4)', () => {
    const beast = as(targets(1, { T: 6, W: 6 }), 'monstrous creature');
    // Passed: 4+ (1/2); failed, WS1 v WS4 (more than double): 5+ (1/3). 26/36 x 1/2 + 10/36 x 1/3 = 49/108.
    expect(calculateLegacy(scenario(fighter(), beast, MELEE)).weapons[0].hits).toBeCloseTo(49 / 108, 12);
  });
});

describe('a Gargantuan Creature', () => {
  it('fires all its weapons', () => {
    const result = calculateLegacy(scenario(gunner('gargantuan creature'), targets(5)));
    expect(result.weapons.map((w) => w.name)).toEqual(['a', 'b', 'c']);
  });

  it("as a target: Feel No Pain (5+, no number given), and 'Unstoppable': Instant Death inflicts D3 Wounds", () => {
    const titan = as(targets(1, { T: 5, W: 6, Sv: 3 }), 'gargantuan creature');
    const shot = (S: number) => calculateLegacy(scenario(shooter(weapon('las', { strength: { kind: 'value', value: S }, ap: 2 })), titan)).woundsLost;
    // S9: BS4 hits 4/6; S9 v T5 2+ (5/6); AP2: no save; Feel No Pain 5+ discounts 2/6: 4/6 x 5/6 x 4/6 = 80/216.
    expect(shot(9).mean()).toBeCloseTo(80 / 216, 12);
    // S10 = 2 x T5 is Instant Death: D3 Wounds (not all 6; not Eternal Warrior's 1), no Feel No Pain against it (004
    // 'Feel No Pain'): unsaved 4/6 x 5/6 = 20/36, then 1, 2 or 3 Wounds a third each: mean 20/36 x 2 = 240/216.
    expect(shot(10).mean()).toBeCloseTo(240 / 216, 12);
    expect(shot(10).toArray()).toEqual([16 / 36, 20 / 108, 20 / 108, 20 / 108].map((p) => expect.closeTo(p, 12)));
  });

  it("'Unstoppable': Sniper wounds only on a 6, Poisoned only on a 6 unless the Strength needs less", () => {
    const titan = as(targets(1, { T: 5, W: 6, Sv: 3 }), 'gargantuan creature');
    const wounds = (w: ReturnType<typeof weapon>) => calculateLegacy(scenario(shooter(w), titan)).woundsLost.mean();
    // Sniper: hits 4/6, a 6 To Wound (1/6, not 4+) at AP2: no 3+ save; Feel No Pain 5+ keeps 4/6: 16/216.
    expect(wounds(weapon('rifle', { strength: { kind: 'value', value: 4 }, ap: null, rules: [{ name: 'sniper' }] }))).toBeCloseTo(16 / 216, 12);
    // Poisoned (2+) S4 AP2 v T5: the chart's 5+ (2/6) stands, not 2+: 4/6 x 2/6 x 4/6 = 32/216.
    const needle = weapon('needler', { strength: { kind: 'value', value: 4 }, ap: 2, rules: [{ name: 'poisoned', value: 2 }] });
    expect(wounds(needle)).toBeCloseTo(32 / 216, 12);
  });

  it('is Fearless: no Fear test against a unit that causes Fear', () => {
    const titan = as(fighter(blade(), { A: 1 }), 'gargantuan creature');
    const beast = as(targets(1, { T: 6, W: 6 }), 'monstrous creature');
    // A1, WS4 v WS4: 4+ (1/2), with no Fear test (a Monstrous Creature's Fear, which a fearful WS1 would fail at 5+).
    expect(calculateLegacy(scenario(titan, beast, MELEE)).weapons[0].hits).toBeCloseTo(1 / 2, 12);
  });
});

describe('creatures against the enumeration of every die sequence', () => {
  const cases: [string, LegacyScenario][] = [
    ['a Monstrous Creature charging three Marines', scenario(as(fighter(blade(), { S: 6, A: 1 }), 'monstrous creature'), targets(3), { ...MELEE, charged: true })],
    ['two lascannon shots at a Gargantuan Creature (Unstoppable: D3 Wounds each)', scenario(
      shooter(weapon('lascannon', { strength: { kind: 'value', value: 10 }, ap: 2, type: { kind: 'heavy', shots: parseDice(2) } })),
      as(targets(1, { T: 5, W: 2 }), 'gargantuan creature'),
    )],
  ];
  it.each(cases)('%s', (_, s) => {
    const exact = calculateLegacy(s);
    const all = enumerateLegacy(s);
    expect(exact.kills.toArray().map((p, k) => p - (all.kills[k] ?? 0)).every((d) => Math.abs(d) < 1e-10)).toBe(true);
    expect(exact.woundsLost.toArray().map((p, k) => p - (all.woundsLost[k] ?? 0)).every((d) => Math.abs(d) < 1e-10)).toBe(true);
  });
});
