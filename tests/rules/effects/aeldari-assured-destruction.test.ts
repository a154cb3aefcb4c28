/**
 * Fire Dragons' Assured Destruction, the effect the bundled unit carries (BSData Aeldari - Aeldari
 * Library.cat, profile 6661-26b2-c0eb-985): "In your Shooting phase, each time a model in this unit
 * makes a ranged attack that targets a MONSTER or VEHICLE unit, you can re-roll the Hit roll, you
 * can re-roll the Wound roll and you can re-roll the Damage roll." Failed Hit and Wound rolls are
 * re-rolled; the whole Damage roll by the policy of src/rules/tenth/damage-reroll.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadUnitFile } from '../../../src/rules/tenth/profiles/load.js';
import type { Scenario, Unit } from '../../../src/rules/tenth/types.js';
import { scenario } from '../../helpers.js';
import { enumerate, ratio } from '../enumerator.js';
import { play } from './support.js';

const dragons = loadUnitFile('data/aeldari/fire-dragons.yaml');
const rhino = loadUnitFile('data/targets/rhino.yaml');
const gun = (name: string) => dragons.weapons.find((w) => w.name === name)!;

/** One shot of the named weapon by the Fire Dragons at `target`, the effect in play as the unit carries it. */
function oneShot(name: string, target: Unit): Scenario {
  return { ...scenario({ weapons: [gun(name)], target }), attacker: dragons };
}

describe('Assured Destruction on the bundled Fire Dragons', () => {
  it('the unit carries it', () => {
    expect(dragons.effects).toContain('assured-destruction');
  });

  it('one Dragon fusion gun shot at a Rhino (T9 Sv3+ W10, VEHICLE), not at half range: 17/6 damage, 7/6 without', () => {
    // BS3+ re-rolling failed: 8/9; S9 vs T9 wounds on 4+, re-rolling failed: 3/4; AP-4: no save.
    // D6 against 10 wounds left: E = 3.5, re-roll 1-3: (4 + 5 + 6)/6 + 1/2 * 3.5 = 17/4. 8/9 * 3/4 * 17/4 = 17/6.
    const s = oneShot('Dragon fusion gun', rhino);
    const p = play(s, { with: ['assured-destruction'] });
    expect(p.entry('assured-destruction').applied).toBe(true);
    expect(p.result.damage.mean).toBeCloseTo(17 / 6, 12);
    expect(play(s).result.damage.mean).toBeCloseTo(7 / 6, 12);
    // The same shot played die by die, every outcome enumerated.
    const listed = enumerate(p.compiled.scenario);
    p.result.damage.distribution.forEach((q, t) => expect(q).toBeCloseTo(ratio(listed.wounds.get(t) ?? 0n), 12));
  });

  it('at half range (Melta 3: D6+3, 4-9 against 10 wounds left): E = 6.5, faces 1-3 re-rolled: (7+8+9)/6 + 1/2 * 13/2 = 29/4; * 2/3 = 29/6', () => {
    const base = oneShot('Dragon fusion gun', rhino);
    const s = { ...base, conditions: { ...base.conditions, halfRange: true } };
    expect(play(s, { with: ['assured-destruction'] }).result.damage.mean).toBeCloseTo(29 / 6, 12);
  });

  it('not against an INFANTRY target (a Rhino without VEHICLE): 7/6, and the report says why', () => {
    const p = play(oneShot('Dragon fusion gun', { ...rhino, keywords: ['INFANTRY'] }), { with: ['assured-destruction'] });
    expect(p.entry('assured-destruction').applied).toBe(false);
    expect(p.entry('assured-destruction').detail).toBe('skipped: the target is not MONSTER or VEHICLE');
    expect(p.result.damage.mean).toBeCloseTo(7 / 6, 12);
  });

  it("not when firing Overwatch (the opponent's phase, 003 'Out-of-phase Rules'): the report says it is skipped", () => {
    const p = play(oneShot('Dragon fusion gun', rhino), { with: ['assured-destruction', 'fire-overwatch'] });
    expect(p.entry('assured-destruction').applied).toBe(false);
    expect(p.result.plans[0].damageRoll.rerollAny).toBe(false);
  });

  it('not in melee: the Dragon axe (A3 WS3+ S6 vs T9: 5+, AP-4, D6) at a Rhino of 30 wounds (no overkill): 3 * 2/3 * 1/3 * 7/2 = 7/3', () => {
    const tough = { ...rhino, models: rhino.models.map((g) => ({ ...g, stats: { ...g.stats, W: 30 } })) };
    const p = play(oneShot('Dragon axe', tough), { with: ['assured-destruction'] });
    expect(p.entry('assured-destruction').applied).toBe(false);
    expect(p.result.damage.mean).toBeCloseTo(3 * (7 / 9), 12);
  });
});
