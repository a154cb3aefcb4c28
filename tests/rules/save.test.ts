import { describe, expect, it } from 'vitest';
import { run, target, weapon, type ScenarioSpec, type TargetSpec, type WeaponSpec } from '../helpers.js';

// 000 'Saving Throw': roll a D6 modified by AP; "An unmodified saving throw of 1 always fails. A
// saving throw can never be improved by more than +1." 000 'Invulnerable Saves' ignore AP.
// 000 'Benefit of Cover': +1 against ranged attacks, not to invulnerable saves, never for Sv3+ or
// better against AP 0. RULINGS 1-3.

function unsaved(w: WeaponSpec, t: TargetSpec, spec: Omit<ScenarioSpec, 'weapons' | 'target'> = {}): number {
  return run({ weapons: [weapon(w)], target: target(t), ...spec }).plans[0].defence[0].unsavedChance;
}

describe('Armour saves and AP', () => {
  it('Sv3+ AP0: saves on 3+, unsaved 2/6', () => expect(unsaved({ AP: 0 }, { Sv: 3 })).toBeCloseTo(2 / 6, 12));
  it('Sv3+ AP-1: saves on 4+, unsaved 3/6', () => expect(unsaved({ AP: -1 }, { Sv: 3 })).toBeCloseTo(3 / 6, 12));
  it('Sv3+ AP-3: saves on 6+, unsaved 5/6', () => expect(unsaved({ AP: -3 }, { Sv: 3 })).toBeCloseTo(5 / 6, 12));
  it('Sv3+ AP-4: needs 7, no save, unsaved 1', () => expect(unsaved({ AP: -4 }, { Sv: 3 })).toBeCloseTo(1, 12));
  it('Sv2+ AP0: unmodified 1 fails, unsaved 1/6', () => expect(unsaved({ AP: 0 }, { Sv: 2 })).toBeCloseTo(1 / 6, 12));

  it('unmodified 1 always fails: Sv2+ with +1 to the save passes on 2-6, unsaved 1/6 (pass 5/6)', () => {
    expect(unsaved({}, { Sv: 2 }, { modifiers: { save: 1 } })).toBeCloseTo(1 / 6, 12);
  });

  it('worse sums are not capped: Sv3+ AP-2 and -1 to the save: -3, saves on 6+, unsaved 5/6', () => {
    expect(unsaved({ AP: -2 }, { Sv: 3 }, { modifiers: { save: -1 } })).toBeCloseTo(5 / 6, 12);
  });

  it('the brief\u2019s example: BS3+ S4 AP-1 vs T4 Sv3+: 4/6 * 3/6 * 3/6 = 1/6 kills per attack', () => {
    // P(hit) = 4/6 (3+), P(wound) = 3/6 (S4 vs T4 needs 4+), P(unsaved) = 3/6 (Sv3+ AP-1 -> 4+)
    const r = run({ weapons: [weapon({ skill: 3, S: 4, AP: -1 })], target: target({ T: 4, Sv: 3, models: 5 }) });
    expect(r.kills.mean).toBeCloseTo(1 / 6, 12);
    expect(r.total.unsaved).toBeCloseTo(1 / 6, 12);
  });
});

describe('Invulnerable saves', () => {
  it('Sv3+ 5++ vs AP-3: armour 6+ (unsaved 5/6) vs invulnerable 5+ (unsaved 4/6): 5+ is used, unsaved 4/6', () => {
    const r = run({ weapons: [weapon({ AP: -3 })], target: target({ Sv: 3, invulnerable: 5 }) });
    expect(r.plans[0].defence[0].unsavedChance).toBeCloseTo(4 / 6, 12);
    expect(r.plans[0].defence[0].saveKind).toBe('invulnerable');
  });

  it('Sv3+ 5++ vs AP-1: armour 4+ is better than 5++, unsaved 3/6', () => {
    expect(unsaved({ AP: -1 }, { Sv: 3, invulnerable: 5 })).toBeCloseTo(3 / 6, 12);
  });

  it('AP does not touch an invulnerable save: no armour (Sv7) 4++ vs AP-4: unsaved 3/6', () => {
    expect(unsaved({ AP: -4 }, { Sv: 7, invulnerable: 4 })).toBeCloseTo(3 / 6, 12);
  });

  it('a save modifier applies to armour only (RULINGS 2): Sv7 4++ with +1: armour 6+ (5/6) vs 4++ (3/6), unsaved 3/6', () => {
    // Applied to the invulnerable save too it would be 3+ and unsaved 2/6.
    expect(unsaved({}, { Sv: 7, invulnerable: 4 }, { modifiers: { save: 1 } })).toBeCloseTo(3 / 6, 12);
  });
});

describe('Benefit of Cover', () => {
  it('+1 against a ranged attack: Sv4+ AP0 in cover saves on 3+, unsaved 2/6', () => {
    expect(unsaved({ AP: 0 }, { Sv: 4 }, { conditions: { cover: true } })).toBeCloseTo(2 / 6, 12);
  });

  it('not against melee: Sv4+ AP0 in cover, melee attack: 4+, unsaved 3/6', () => {
    expect(unsaved({ AP: 0, range: 'melee' }, { Sv: 4 }, { conditions: { cover: true } })).toBeCloseTo(3 / 6, 12);
  });

  it('not for Sv3+ against AP0: stays 3+, unsaved 2/6 (not 1/6)', () => {
    expect(unsaved({ AP: 0 }, { Sv: 3 }, { conditions: { cover: true } })).toBeCloseTo(2 / 6, 12);
  });

  it('not for Sv2+ against AP0 either: stays 2+, unsaved 1/6', () => {
    expect(unsaved({ AP: 0 }, { Sv: 2 }, { conditions: { cover: true } })).toBeCloseTo(1 / 6, 12);
  });

  it('yes for Sv3+ against AP-1: -1 + 1 = 0, saves on 3+, unsaved 2/6 (3/6 without cover)', () => {
    expect(unsaved({ AP: -1 }, { Sv: 3 }, { conditions: { cover: true } })).toBeCloseTo(2 / 6, 12);
    expect(unsaved({ AP: -1 }, { Sv: 3 })).toBeCloseTo(3 / 6, 12);
  });

  it('not with Ignores Cover: Sv4+ AP-1 in cover saves on 5+, unsaved 4/6', () => {
    expect(unsaved({ AP: -1, abilities: ['ignores cover'] }, { Sv: 4 }, { conditions: { cover: true } })).toBeCloseTo(
      4 / 6,
      12,
    );
  });

  it('not to invulnerable saves: Sv6+ 5++ vs AP-2 in cover: armour 6+ -2 +1 -> 7+, invulnerable 5+, unsaved 4/6', () => {
    // cover on the invulnerable save would make it 4+ and unsaved 3/6
    expect(unsaved({ AP: -2 }, { Sv: 6, invulnerable: 5 }, { conditions: { cover: true } })).toBeCloseTo(4 / 6, 12);
  });

  it('end to end: BS3+ S4 AP-1 vs T4 Sv3+ in cover: 4/6 * 3/6 * 2/6 = 1/9 kills per attack', () => {
    const r = run({ weapons: [weapon({ skill: 3, AP: -1 })], target: target({ Sv: 3, models: 5 }), conditions: { cover: true } });
    expect(r.kills.mean).toBeCloseTo(1 / 9, 12);
  });
});

describe('Save improvement is capped at +1 on the net modifier (RULINGS 1)', () => {
  it('RULINGS 1 example: Sv3+, AP-1, cover, +1 save: -1 + 1 + 1 = +1, passes on 2+, unsaved 1/6', () => {
    expect(unsaved({ AP: -1 }, { Sv: 3 }, { conditions: { cover: true }, modifiers: { save: 1 } })).toBeCloseTo(1 / 6, 12);
  });

  it('Sv4+ AP0 in cover with +1 save: +2 capped at +1, passes on 3+, unsaved 2/6 (not 1/6)', () => {
    expect(unsaved({ AP: 0 }, { Sv: 4 }, { conditions: { cover: true }, modifiers: { save: 1 } })).toBeCloseTo(2 / 6, 12);
  });

  it('Sv5+ with +3 to the save: capped at +1, passes on 4+, unsaved 3/6', () => {
    expect(unsaved({}, { Sv: 5 }, { modifiers: { save: 3 } })).toBeCloseTo(3 / 6, 12);
  });

  it('a +1 save against AP-2 is not capped away: Sv3+, AP-2, +1: net -1, passes on 4+, unsaved 3/6', () => {
    expect(unsaved({ AP: -2 }, { Sv: 3 }, { modifiers: { save: 1 } })).toBeCloseTo(3 / 6, 12);
  });
});
