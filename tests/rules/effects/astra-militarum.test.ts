/**
 * Astra Militarum Orders and overlapping fire (001_f456a4d1b8dd752d.txt): numbers derived by hand
 * from the quoted rule text.
 */
import { describe, expect, it } from 'vitest';
import { scenario as anyScenario, target, weapon } from '../../helpers.js';
import { play, bothQualified, ORDERED } from './support.js';

/** Both units ASTRA MILITARUM (001 'Orders': an eligible friendly unit of an ASTRA MILITARUM army), unless a test says otherwise. */
const scenario = (spec: Parameters<typeof anyScenario>[0]) => bothQualified(anyScenario(spec), ORDERED);

describe("Take Aim! (001: \"Improve the Ballistic Skill characteristic of ranged weapons equipped by models in this unit by 1.\")", () => {
  it('BS4+ becomes 3+: 4/6 (3/6 without)', () => {
    const p = play(scenario({ weapons: [weapon({ skill: 4 })] }), { with: ['take-aim'] });
    expect(p.hit).toBeCloseTo(4 / 6, 12);
    expect(p.entry('take-aim').applied).toBe(true);
  });

  it('BS2+ cannot become 1+ (003 Modifying Characteristics): stays 5/6', () => {
    expect(play(scenario({ weapons: [weapon({ skill: 2 })] }), { with: ['take-aim'] }).hit).toBeCloseTo(5 / 6, 12);
  });

  it('is a characteristic change, not a Hit roll modifier: with +1 to hit too BS4+ -> 3+ then +1 = 2+ (5/6)', () => {
    // 000 'Hit Roll' caps the modifier to the roll at +1; the improved BS is not part of that cap.
    const p = play(scenario({ weapons: [weapon({ skill: 4 })] }), { with: ['take-aim', 'overlapping-fire'] });
    expect(p.hit).toBeCloseTo(5 / 6, 12);
  });

  it('melee weapons are not touched: WS4+ 3/6, the report says there is no weapon for it', () => {
    const p = play(scenario({ weapons: [weapon({ range: 'melee', skill: 4 })] }), { with: ['take-aim'] });
    expect(p.hit).toBeCloseTo(3 / 6, 12);
    expect(p.entry('take-aim').applied).toBe(false);
    expect(p.entry('take-aim').detail).toContain('no weapon');
  });
});

describe("Fix Bayonets! (001: \"Improve the Weapon Skill characteristic of melee weapons equipped by models in this unit by 1.\")", () => {
  it('WS4+ becomes 3+: 4/6', () => {
    const p = play(scenario({ weapons: [weapon({ range: 'melee', skill: 4 })] }), { with: ['fix-bayonets'] });
    expect(p.hit).toBeCloseTo(4 / 6, 12);
    expect(p.entry('fix-bayonets').applied).toBe(true);
  });

  it('WS2+ stays 2+ (never better than 2+): 5/6', () => {
    expect(play(scenario({ weapons: [weapon({ range: 'melee', skill: 2 })] }), { with: ['fix-bayonets'] }).hit).toBeCloseTo(5 / 6, 12);
  });

  it('ranged weapons are not touched: BS4+ 3/6, the report says there is no weapon for it', () => {
    const p = play(scenario({ weapons: [weapon({ skill: 4 })] }), { with: ['fix-bayonets'] });
    expect(p.hit).toBeCloseTo(3 / 6, 12);
    expect(p.entry('fix-bayonets').applied).toBe(false);
  });
});

describe("First Rank, Fire! Second Rank, Fire! (001: \"Improve the Attacks characteristic of Rapid Fire weapons equipped by models in this unit by 1.\")", () => {
  const guns = (halfRange: boolean) =>
    scenario({
      weapons: [[weapon({ name: 'Lasgun', A: 1, abilities: ['rapid fire 1'] }), 10], weapon({ name: 'Laspistol', A: 1, abilities: ['pistol'] })],
      conditions: { halfRange },
    });

  it('10 lasguns A1 [RAPID FIRE 1] beyond half range: A2 each = 20 attacks; the laspistol stays 1', () => {
    const p = play(guns(false), { with: ['first-rank-fire'] });
    expect(p.result.weapons[0].attacks).toBeCloseTo(20, 12);
    expect(p.result.weapons[1].attacks).toBeCloseTo(1, 12);
    expect(p.entry('first-rank-fire').detail).toContain('Lasgun');
    expect(p.entry('first-rank-fire').detail).not.toContain('Laspistol');
  });

  it('at half range: 1 + 1 (Rapid Fire) + 1 (the Order) = 3 each, 30 attacks', () => {
    const p = play(guns(true), { with: ['first-rank-fire'] });
    expect(p.result.weapons[0].attacks).toBeCloseTo(30, 12);
  });

  it('no Rapid Fire weapon: nothing applied, the report says so', () => {
    const p = play(scenario({ weapons: [weapon({ A: 1 })] }), { with: ['first-rank-fire'] });
    expect(p.result.total.attacks).toBeCloseTo(1, 12);
    expect(p.entry('first-rank-fire').applied).toBe(false);
    expect(p.entry('first-rank-fire').detail).toContain('no weapon');
  });
});

describe("Take Cover! (001: \"Improve the Save characteristic of models in this unit by 1 (this cannot improve a model's Save to better than 3+).\")", () => {
  const against = (Sv: number, AP = 0) => play(scenario({ weapons: [weapon({ AP })], target: target({ Sv }) }), { targetWith: ['take-cover'] });

  it('Sv4+ becomes 3+: unsaved vs AP0 2/6 (3/6 without)', () => {
    const p = against(4);
    expect(p.compiled.scenario.target.models[0].stats.Sv).toBe(3);
    expect(p.unsaved).toBeCloseTo(2 / 6, 12);
    expect(p.entry('take-cover').applied).toBe(true);
  });

  it('Sv3+ stays 3+ (not to better than 3+): unsaved 2/6', () => {
    const p = against(3);
    expect(p.compiled.scenario.target.models[0].stats.Sv).toBe(3);
    expect(p.unsaved).toBeCloseTo(2 / 6, 12);
  });

  it('Sv2+ stays 2+ (the order never worsens a save): unsaved 1/6', () => {
    const p = against(2);
    expect(p.compiled.scenario.target.models[0].stats.Sv).toBe(2);
    expect(p.unsaved).toBeCloseTo(1 / 6, 12);
  });

  it('Sv5+ vs AP-1 becomes 4+ -1 = 5+: unsaved 4/6 (5/6 without)', () => {
    expect(against(5, -1).unsaved).toBeCloseTo(4 / 6, 12);
  });
});

describe("Overlapping fire (001: \"each time a model from your army targets that enemy unit with a ranged attack, add 1 to the Hit roll\")", () => {
  it('ranged BS4+ hits on 3+: 4/6', () => {
    const p = play(scenario({ weapons: [weapon({ skill: 4 })] }), { with: ['overlapping-fire'] });
    expect(p.hit).toBeCloseTo(4 / 6, 12);
    expect(p.entry('overlapping-fire').applied).toBe(true);
  });

  it('with Heavy and stationary (+1) too: +2 clamped to +1, BS5+ hits on 4+ (3/6)', () => {
    const s = scenario({ weapons: [weapon({ skill: 5, abilities: ['heavy'] })], conditions: { stationary: true } });
    expect(play(s, { with: ['overlapping-fire'] }).hit).toBeCloseTo(3 / 6, 12);
  });

  it('not for melee attacks: WS4+ 3/6, the report says ranged only', () => {
    const p = play(scenario({ weapons: [weapon({ range: 'melee', skill: 4 })] }), { with: ['overlapping-fire'] });
    expect(p.hit).toBeCloseTo(3 / 6, 12);
    expect(p.entry('overlapping-fire').applied).toBe(false);
    expect(p.entry('overlapping-fire').detail).toContain('only for ranged attacks');
  });
});
