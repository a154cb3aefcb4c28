// Massive Blast, Apocalyptic Blast and Vector Strike in the legacy ruleset (issue 14, 004), each number derived by
// hand, and tiny cases equal the enumeration of every die sequence.
import { describe, expect, it } from 'vitest';
import { calculateLegacy, LegacyInputError } from '../../../src/rules/legacy/engine.js';
import type { LegacyScenario, LegacyUnit } from '../../../src/rules/legacy/types.js';
import { enumerateLegacy } from './enumerate.js';
import { group, scenario, shooter, targets, unit, weapon } from './fixtures.js';
import { rules, vehicle } from './vehicle-fixtures.js';

describe("004 'Massive Blast' and 'Apocalyptic Blast': Blast weapons with a bigger marker", () => {
  const shell = (area: 'massive blast' | 'apocalyptic blast') => weapon('shell', { strength: { kind: 'value', value: 6 }, ap: 3, area });

  it('hit by default as many models as the marker has inches (7 and 10), at most the unit', () => {
    // No To Hit roll: 7 (10) models hit; S6 v T4 2+ (5/6); AP3 beats Sv3: no save.
    const result = (area: 'massive blast' | 'apocalyptic blast', size: number) => calculateLegacy(scenario(shooter(shell(area)), targets(size)));
    expect(result('massive blast', 20).weapons[0].hits).toBe(7);
    expect(result('massive blast', 20).kills.mean()).toBeCloseTo(7 * (5 / 6), 12);
    expect(result('apocalyptic blast', 20).weapons[0].hits).toBe(10);
    expect(result('apocalyptic blast', 6).weapons[0].hits).toBe(6);
    expect(result('massive blast', 20).notes).toContain('shell: 7 models hit per massive blast shot (the default; --blast-hits sets it)');
  });

  it('take --blast-hits as a Blast does', () => {
    expect(calculateLegacy(scenario(shooter(shell('apocalyptic blast')), targets(20), { blastHits: 4 })).weapons[0].hits).toBe(4);
  });
});

/** A S5 Flying Monstrous Creature with Vector Strike, Furious Charge and a S8 gun (that it does not fire). */
function flyer(): LegacyUnit {
  const gun = weapon('gun', { strength: { kind: 'value', value: 8 }, ap: 1 });
  return { ...unit('harpy', [group('harpy', 1, { S: 5 }, ['gun'], rules('vector strike', 'furious charge', 'rending'))], [gun]), type: 'flying monstrous creature' };
}

const strike = (target: LegacyUnit, conditions = {}) => calculateLegacy(scenario(flyer(), target, { vectorStrike: true, ...conditions }));

describe("004 'Vector Strike' (the condition vectorStrike)", () => {
  it('1 hit at the unmodified S, AP2, Ignores Cover, none of the model\'s rules', () => {
    // 1 hit; S5 v T4 3+ (4/6), no Rending; AP2 beats Sv3, the 4+ cover is ignored: 4/6 of a kill.
    const result = strike(targets(5), { cover: 4 });
    expect(result.weapons.map((w) => [w.name, w.hits])).toEqual([['Vector Strike', 1]]);
    expect(result.kills.mean()).toBeCloseTo(4 / 6, 12);
  });

  it('D3 hits at a Flyer (taken to Zoom), on its side armour', () => {
    // D3 hits (mean 2), S5 + D6 v side AV10: 5 glances (1/6), 6 penetrates (1/6). Front AV12 would give nothing.
    const target = vehicle({ front: 12, side: 10, types: ['flyer'] });
    const result = strike(target);
    expect(result.weapons[0].hits).toBeCloseTo(2, 12);
    expect(result.weapons[0].wounds).toBeCloseTo(2 * (2 / 6), 12);
  });

  it('refuses a unit with no model with Vector Strike', () => {
    expect(() => calculateLegacy(scenario(shooter(weapon('x')), targets(1), { vectorStrike: true }))).toThrow(
      new LegacyInputError('shooter: no model has Vector Strike (004), so it makes no Vector Strike'),
    );
  });

  it.each([
    ['Vector Strike on two Marines', scenario(flyer(), targets(2), { vectorStrike: true })],
    ['Vector Strike on a Flyer', scenario(flyer(), vehicle({ side: 10, hullPoints: 2, types: ['flyer'] }), { vectorStrike: true })],
  ] as [string, LegacyScenario][])('%s equals the enumeration', (_, s) => {
    const exact = calculateLegacy(s);
    const all = enumerateLegacy(s);
    expect(exact.woundsLost.toArray().map((p, k) => p - (all.woundsLost[k] ?? 0)).every((d) => Math.abs(d) < 1e-10)).toBe(true);
    expect(exact.kills.toArray().map((p, k) => p - (all.kills[k] ?? 0)).every((d) => Math.abs(d) < 1e-10)).toBe(true);
  });
});
