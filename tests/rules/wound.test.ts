import { describe, expect, it } from 'vitest';
import { run, target, weapon, type ScenarioSpec } from '../helpers.js';

// 000 'Wound Roll': S >= 2T 2+; S > T 3+; S = T 4+; S < T 5+; S <= T/2 6+.
// "An unmodified Wound roll of 6 is called a Critical Wound and is always successful. An
// unmodified Wound roll of 1 always fails. A Wound roll can never be modified by more than -1 or +1."

function woundOf(spec: ScenarioSpec) {
  const r = run(spec);
  const o = r.plans[0].woundOdds;
  return { p: o.success + o.critical, critical: o.critical, r };
}

const vs = (S: number, T: number, spec: Omit<ScenarioSpec, 'weapons' | 'target'> = {}) =>
  woundOf({ weapons: [weapon({ S })], target: target({ T }), ...spec });

describe('Wound roll: Strength against Toughness', () => {
  it('S8 vs T4: S is twice T -> 2+, P = 5/6', () => expect(vs(8, 4).p).toBeCloseTo(5 / 6, 12));
  it('S9 vs T4: more than twice -> 2+, P = 5/6', () => expect(vs(9, 4).p).toBeCloseTo(5 / 6, 12));
  it('S7 vs T4: greater, not twice -> 3+, P = 4/6', () => expect(vs(7, 4).p).toBeCloseTo(4 / 6, 12));
  it('S5 vs T4: greater -> 3+, P = 4/6', () => expect(vs(5, 4).p).toBeCloseTo(4 / 6, 12));
  it('S4 vs T4: equal -> 4+, P = 3/6', () => expect(vs(4, 4).p).toBeCloseTo(3 / 6, 12));
  it('S3 vs T4: less, more than half -> 5+, P = 2/6', () => expect(vs(3, 4).p).toBeCloseTo(2 / 6, 12));
  it('S2 vs T4: exactly half -> 6+, P = 1/6', () => expect(vs(2, 4).p).toBeCloseTo(1 / 6, 12));
  it('S1 vs T4: less than half -> 6+, P = 1/6', () => expect(vs(1, 4).p).toBeCloseTo(1 / 6, 12));
  it('S3 vs T5: 3 < 5 but 6 > 5 -> 5+, P = 2/6', () => expect(vs(3, 5).p).toBeCloseTo(2 / 6, 12));
  it('S2 vs T5: 4 <= 5 -> 6+, P = 1/6', () => expect(vs(2, 5).p).toBeCloseTo(1 / 6, 12));
  it('S10 vs T5: twice -> 2+, P = 5/6', () => expect(vs(10, 5).p).toBeCloseTo(5 / 6, 12));
  it('S6 vs T12: half -> 6+, P = 1/6', () => expect(vs(6, 12).p).toBeCloseTo(1 / 6, 12));

  it('a unit of mixed Toughness uses the highest (003 \u2018Unit\u2019s Toughness Characteristic\u2019): S4 vs T4 + T5 -> 5+, P = 2/6', () => {
    const t = target({ groups: [{ count: 4 }, { count: 1, stats: { T: 5 } }] });
    expect(woundOf({ weapons: [weapon({ S: 4 })], target: t }).p).toBeCloseTo(2 / 6, 12);
  });
});

describe('Wound roll modifiers', () => {
  it('+2 to wound is clamped to +1: S4 vs T4 wounds on 3+, P = 4/6', () => {
    expect(vs(4, 4, { modifiers: { wound: 2 } }).p).toBeCloseTo(4 / 6, 12);
  });

  it('-3 to wound is clamped to -1: S4 vs T4 wounds on 5+, P = 2/6', () => {
    expect(vs(4, 4, { modifiers: { wound: -3 } }).p).toBeCloseTo(2 / 6, 12);
  });

  it('unmodified 1 always fails: S8 vs T4 (2+) with +1 still fails on 1, P = 5/6', () => {
    expect(vs(8, 4, { modifiers: { wound: 1 } }).p).toBeCloseTo(5 / 6, 12);
  });

  it('unmodified 6 always wounds: S2 vs T4 (6+) with -1 needs 7, but a 6 is a Critical Wound, P = 1/6', () => {
    const w = vs(2, 4, { modifiers: { wound: -1 } });
    expect(w.p).toBeCloseTo(1 / 6, 12);
    expect(w.critical).toBeCloseTo(1 / 6, 12);
  });
});

describe('Lance', () => {
  const lance = weapon({ S: 4, range: 'melee', abilities: ['lance'] });

  it('+1 to wound when the bearer charged: S4 vs T4 wounds on 3+, P = 4/6', () => {
    expect(woundOf({ weapons: [lance], conditions: { charged: true } }).p).toBeCloseTo(4 / 6, 12);
  });

  it('nothing without a charge: S4 vs T4 stays 4+, P = 3/6', () => {
    expect(woundOf({ weapons: [lance] }).p).toBeCloseTo(3 / 6, 12);
  });

  it('Lance + another +1 is still +1: P = 4/6 (not 5/6)', () => {
    expect(woundOf({ weapons: [lance], conditions: { charged: true }, modifiers: { wound: 1 } }).p).toBeCloseTo(4 / 6, 12);
  });
});

describe('Anti-KEYWORD X+ (Critical Wound on X+ against that keyword)', () => {
  const anti = weapon({ S: 1, abilities: ['anti-infantry 4+'] });

  it('against INFANTRY: S1 vs T8 (6+) wounds on any unmodified 4+ (critical), P = 3/6, all critical', () => {
    const w = woundOf({ weapons: [anti], target: target({ T: 8, keywords: ['INFANTRY'] }) });
    expect(w.p).toBeCloseTo(3 / 6, 12);
    expect(w.critical).toBeCloseTo(3 / 6, 12);
  });

  it('against a VEHICLE: no effect, S1 vs T8 needs a 6, P = 1/6', () => {
    const w = woundOf({ weapons: [anti], target: target({ T: 8, keywords: ['VEHICLE'] }) });
    expect(w.p).toBeCloseTo(1 / 6, 12);
    expect(w.critical).toBeCloseTo(1 / 6, 12);
  });

  it('Anti 4+ on a weapon that already wounds on 3+: P(wound) stays 4/6, of which critical 3/6', () => {
    const w = woundOf({ weapons: [weapon({ S: 5, abilities: ['anti-infantry 4+'] })], target: target({ T: 4 }) });
    expect(w.p).toBeCloseTo(4 / 6, 12);
    expect(w.critical).toBeCloseTo(3 / 6, 12);
  });

  it('the lowest threshold applies (RULINGS 10): criticalWound 5 with Anti-INFANTRY 4+ -> critical on 4+, 3/6', () => {
    const w = woundOf({ weapons: [anti], target: target({ T: 8 }), modifiers: { criticalWound: 5 } });
    expect(w.critical).toBeCloseTo(3 / 6, 12);
  });
});

describe('Critical Wound threshold (criticalWound)', () => {
  it('Critical Wounds on 5+: S1 vs T8 wounds on 5 and 6, P = 2/6, critical 2/6', () => {
    const w = vs(1, 8, { modifiers: { criticalWound: 5 } });
    expect(w.p).toBeCloseTo(2 / 6, 12);
    expect(w.critical).toBeCloseTo(2 / 6, 12);
  });

  it('Critical Wounds on 5+ with S4 vs T4: success 1/6 (face 4), critical 2/6 (5, 6)', () => {
    const w = vs(4, 4, { modifiers: { criticalWound: 5 } });
    expect(w.p - w.critical).toBeCloseTo(1 / 6, 12);
    expect(w.critical).toBeCloseTo(2 / 6, 12);
  });
});

describe('Re-rolling Wound rolls', () => {
  it('Twin-linked re-rolls failed wounds: S4 vs T4: 1/2 + 1/2 * 1/2 = 3/4', () => {
    expect(woundOf({ weapons: [weapon({ S: 4, abilities: ['twin-linked'] })] }).p).toBeCloseTo(3 / 4, 12);
  });

  it('Twin-linked, S3 vs T4 (5+): 2/6 + 4/6 * 2/6 = 5/9', () => {
    expect(woundOf({ weapons: [weapon({ S: 3, abilities: ['twin-linked'] })] }).p).toBeCloseTo(5 / 9, 12);
  });

  it('re-roll wound rolls of 1: S4 vs T4: 1/2 + 1/6 * 1/2 = 7/12', () => {
    expect(vs(4, 4, { modifiers: { rerollWounds: 'ones' } }).p).toBeCloseTo(7 / 12, 12);
  });

  it('re-roll failed wounds: S4 vs T4: 3/4', () => {
    expect(vs(4, 4, { modifiers: { rerollWounds: 'failed' } }).p).toBeCloseTo(3 / 4, 12);
  });

  it('Twin-linked with re-roll 1s: the better (re-roll failed) applies, a die is re-rolled once: 3/4', () => {
    const w = woundOf({ weapons: [weapon({ S: 4, abilities: ['twin-linked'] })], modifiers: { rerollWounds: 'ones' } });
    expect(w.p).toBeCloseTo(3 / 4, 12);
  });

  it('end to end: BS4+ twin-linked S4 vs T4 Sv7, 10 W1 models: kills = 1/2 * 3/4 = 3/8', () => {
    const r = run({ weapons: [weapon({ skill: 4, S: 4, abilities: ['twin-linked'] })], target: target({ Sv: 7, models: 10 }) });
    expect(r.kills.mean).toBeCloseTo(3 / 8, 12);
  });
});
