/**
 * 004 'Apocalyptic Barrage' and 'Apocalyptic Mega-blast' (issue 14): the models under each circle or in each zone are
 * inputs (barrageCircles, megaBlastZones) with a default stated in a note; the strikes per circle are an exact
 * multinomial over the weapon's shots; each zone hits at its own Strength and AP. Numbers derived by hand, then the
 * die-by-die simulator against the engine.
 */
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import { calculateLegacy } from '../../../src/rules/legacy/engine.js';
import { playLegacy } from '../../../src/rules/legacy/vehicle-simulate.js';
import type { LegacyScenario, LegacyWeapon } from '../../../src/rules/legacy/types.js';
import { seededRoller } from '../../../src/dice/roller.js';
import { scenario, shooter, targets, closeTo } from './fixtures.js';
import { vehicle } from './vehicle-fixtures.js';

const value = (v: number) => ({ kind: 'value', value: v }) as const;

/** A Heavy `shots` Apocalyptic Barrage at S4 AP5. */
const hellstorm = (shots: number): LegacyWeapon => ({
  name: 'hellstorm',
  range: 240,
  strength: value(4),
  ap: 5,
  type: { kind: 'heavy', shots: parseDice(shots) },
  area: 'apocalyptic barrage',
  rules: [],
});

/** The Aquila macro-cannon's quake shell of 004's example: S 10/7/5, AP 1/4/6, Ordnance 1. */
const quakeShell: LegacyWeapon = {
  name: 'quake shell',
  range: 240,
  strength: value(10),
  ap: 1,
  type: { kind: 'ordnance', shots: parseDice(1) },
  area: 'apocalyptic mega-blast',
  zones: [
    { strength: value(10), ap: 1 },
    { strength: value(7), ap: 4 },
    { strength: value(5), ap: 6 },
  ],
  rules: [],
};


describe("004 'Apocalyptic Barrage'", () => {
  it('two strikes on circles holding 1, 0, 0, 0 and 2 models: the multinomial of strikes per circle, by hand', () => {
    // A strike lands on circle d for d = 1..4 and on circle 5-6 for 5 or 6: (n1..n5) ~ Multinomial(2; 1/6 x 4, 2/6).
    // Models hit by one strike H: 1 (1/6), 0 (3/6), 2 (2/6). S4 v T4 wounds on 4+ and the target has no save, so
    // each hit kills with 1/2; kills of one strike K: P(0) = 1/2 + 1/6 * 1/2 + 1/3 * 1/4 = 2/3, P(1) = 1/6 * 1/2 +
    // 1/3 * 1/2 = 1/4, P(2) = 1/3 * 1/4 = 1/12. Two strikes: P(0) = 4/9, P(1) = 2 * 2/3 * 1/4 = 1/3,
    // P(2) = 2 * 2/3 * 1/12 + 1/16 = 25/144, P(3) = 2 * 1/4 * 1/12 = 1/24, P(4) = 1/144. Hits expected 2 * 5/6.
    const s = scenario(shooter(hellstorm(2)), targets(10, { Sv: null }), { barrageCircles: [1, 0, 0, 0, 2] });
    const r = calculateLegacy(s);
    expect(r.weapons[0].hits).toBeCloseTo(10 / 6, 12);
    closeTo(r.kills.toArray(), [4 / 9, 1 / 3, 25 / 144, 1 / 24, 1 / 144]);
    expect(r.notes.some((n) => n.includes('apocalyptic barrage marker'))).toBe(false);
  });

  it('each circle holds at most the target\'s models; without barrageCircles the default is stated in a note', () => {
    // Circles of 3 against 2 models: every strike hits both, so one strike is 2 hits for sure.
    const r = calculateLegacy(scenario(shooter(hellstorm(1)), targets(2, { Sv: null })));
    expect(r.weapons[0].hits).toBeCloseTo(2, 12);
    expect(r.notes).toContain('hellstorm: models under circles 1, 2, 3, 4 and 5-6 of the apocalyptic barrage marker: 2, 2, 2, 2, 2 (the default; --barrage-circles sets them)');
  });

  it('against a vehicle, the side armour (it follows the rules for Barrage)', () => {
    // S10 on side AV 10: D6 + 10 > 10 always penetrates; on the front AV 14 a 1-3 would do nothing (P = 1/2).
    const r = calculateLegacy(scenario(shooter({ ...hellstorm(1), strength: value(10) }), vehicle({ front: 14, side: 10 })));
    expect(r.woundsLost.prob(0)).toBeCloseTo(0, 12);
    expect(r.notes).toContain('hellstorm: on the side armour (AV 10), as a Barrage or Apocalyptic Mega-blast (004)');
  });
});

// 004 'Apocalyptic Mega-blast (5"/7"/10")': the heading's rule.
describe("004 'Apocalyptic Mega-blast'", () => {
  it("one model in each zone of 004's quake shell: three hits at their zone's S and AP, by hand", () => {
    // Three Marines (T4, Sv3+, W1). Inner S10 AP1: wounds on 2+ (5/6), AP1 ignores 3+: kills 5/6. Middle S7 AP4: 2+
    // (5/6), saved on 3+: kills 5/6 * 1/3 = 5/18. Outer S5 AP6: 3+ (2/3), saved on 3+: kills 2/3 * 1/3 = 2/9.
    // Independent W1 models: P(0) = 1/6 * 13/18 * 7/9 = 91/972, P(3) = 5/6 * 5/18 * 2/9 = 50/972, mean 4/3.
    const r = calculateLegacy(scenario(shooter(quakeShell), targets(3), { megaBlastZones: [1, 1, 1] }));
    expect(r.weapons.map((w) => [w.name, w.attacks, w.hits])).toEqual([
      ['quake shell (inner zone)', 1, 1],
      ['quake shell (middle zone)', 0, 1],
      ['quake shell (outer zone)', 0, 1],
    ]);
    expect(r.kills.mean()).toBeCloseTo(4 / 3, 12);
    expect(r.kills.prob(0)).toBeCloseTo(91 / 972, 12);
    expect(r.kills.prob(3)).toBeCloseTo(50 / 972, 12);
    expect(r.weapons.map((w) => w.kills).reduce((a, b) => a + b)).toBeCloseTo(4 / 3, 12);
  });

  it('the default zones 5, 2, 3 fill inner first up to the target\'s models, stated in a note; an empty zone is no row', () => {
    const r = calculateLegacy(scenario(shooter(quakeShell), targets(6)));
    expect(r.weapons.map((w) => [w.name, w.hits])).toEqual([
      ['quake shell (inner zone)', 5],
      ['quake shell (middle zone)', 1],
    ]);
    expect(r.notes).toContain('quake shell: models in its inner, middle and outer zone: 5, 1, 0 (the default; --mega-blast-zones sets them)');
  });

  it('no model in any zone: one row hitting nothing, and the note', () => {
    const r = calculateLegacy(scenario(shooter(quakeShell), targets(3), { megaBlastZones: [0, 0, 0] }));
    expect(r.weapons.map((w) => [w.name, w.hits])).toEqual([['quake shell (inner zone)', 0]]);
    expect(r.kills.prob(0)).toBe(1);
    expect(r.notes).toContain('quake shell: models in its inner, middle and outer zone: 0, 0, 0');
  });

  it('every zone is hit by the same shots: one roll of a D3-shot weapon for all zones, not one per zone', () => {
    // Heavy D3 quake shells, one model in the inner and one in the middle zone, 2 T4 W1 Sv3+ models. An inner hit
    // (S10 AP1) kills with 5/6 (2+ to wound, no save); a middle hit (S7 AP4) with 5/6 x 1/3 (the 3+ save stands).
    // No kill: every hit fails, (1/6)^N (13/18)^N = (13/108)^N for the one N in 1..3 both zones share:
    // P(0) = (x + x^2 + x^3) / 3, x = 13/108 (a roll per zone would give E[(1/6)^N] E[(13/18)^N]).
    const shells = { ...quakeShell, type: { kind: 'heavy', shots: parseDice('D3') } } as const;
    const r = calculateLegacy(scenario(shooter(shells), targets(2), { megaBlastZones: [1, 1, 0] }));
    const x = 13 / 108;
    expect(r.kills.prob(0)).toBeCloseTo((x + x ** 2 + x ** 3) / 3, 12);
    expect(r.weapons.map((w) => [w.attacks, w.hits])).toEqual([[2, 2], [0, 2]]);
  });

  it('against a vehicle, the side armour, at the Strength of the zone it is in', () => {
    // Middle zone S7 on side AV 10. The quake shell is Ordnance (7th edition core rules, 'Ordnance': two D6 for armour
    // penetration, the highest kept), so 7 + the highest of 2D6 reaches 10 unless both dice show 1 or 2:
    // no Hull Point lost with (2/6)^2 = 1/9 (with one D6 it would be 2/6).
    const r = calculateLegacy(scenario(shooter(quakeShell), vehicle({ front: 14, side: 10 }), { megaBlastZones: [0, 1, 0] }));
    expect(r.woundsLost.prob(0)).toBeCloseTo(1 / 9, 12);
  });
});

describe('the simulator agrees with the engine on both', () => {
  const RUNS = 4000;
  const cases: [string, LegacyScenario][] = [
    ['a Heavy 3 barrage, circles 1, 2, 0, 3, 2', scenario(shooter(hellstorm(3), {}, [], 2), targets(8, { Sv: 6 }), { barrageCircles: [1, 2, 0, 3, 2] })],
    ['the quake shell, zones 2, 3, 4', scenario(shooter(quakeShell), targets(8, { T: 3, W: 2 }), { megaBlastZones: [2, 3, 4] })],
    ['two models firing D3 quake shells, zones 1, 2, 1 (one total of shots for all zones)', scenario(
      shooter({ ...quakeShell, type: { kind: 'heavy', shots: parseDice('D3') } }, {}, [], 2),
      targets(4, { T: 5, W: 2, Sv: 3 }),
      { megaBlastZones: [1, 2, 1] },
    )],
    ['the quake shell at a vehicle in its outer zone', scenario(shooter(quakeShell), vehicle({ side: 10 }), { megaBlastZones: [0, 0, 1] })],
    ['a Heavy 4 S8 barrage at a vehicle (default circles)', scenario(shooter({ ...hellstorm(4), strength: value(8) }), vehicle({ side: 11 }))],
  ];
  it.each(cases)('%s: P(kills = k) within 4 standard errors plus 1/RUNS', (_, s) => {
    const exact = calculateLegacy(s);
    expect(exact.kills.total()).toBeCloseTo(1, 9);
    const play = playLegacy(s);
    const roller = seededRoller(14);
    const counts = new Array<number>(exact.targetModels + 1).fill(0);
    for (let i = 0; i < RUNS; i++) counts[play(roller).kills]++;
    counts.forEach((n, k) => {
      const p = exact.kills.prob(k);
      expect(Math.abs(n / RUNS - p), `k = ${k}`).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / RUNS) + 1 / RUNS);
    });
  });
});
