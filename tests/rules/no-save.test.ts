import { describe, expect, it } from 'vitest';
import { calculate } from '../../src/rules/tenth/engine.js';
import { judgeFace, rollOdds, type D6Test } from '../../src/rules/tenth/rolls.js';
import { simulate } from '../../src/rules/tenth/simulate.js';
import { run, scenario, target, weapon, type ScenarioSpec, type TargetSpec, type WeaponSpec } from '../helpers.js';

// Models with no armour save worth rolling: Save characteristic 7+ (issue 10 section 3).
// 000 'Saving Throw': "If the result is greater than or equal to the Save characteristic ... that saving
// throw is successful"; "An unmodified saving throw of 1 always fails. A saving throw can never be improved
// by more than +1." Unlike the Hit roll and the Wound roll (000 'Hit Roll' / 'Wound Roll': an unmodified 6
// is a Critical Hit / Critical Wound and always succeeds), the texts give a saving throw no "unmodified 6
// always passes": a 7+ save passes only when the roll is modified to 7 or more (so a 6 with +1), never on
// an unmodified 6. RULINGS 1: the net save modifier is capped at +1, so a 7+ save is at best 6+.

function unsaved(w: WeaponSpec, t: TargetSpec, spec: Omit<ScenarioSpec, 'weapons' | 'target'> = {}): number {
  return run({ weapons: [weapon(w)], target: target(t), ...spec }).plans[0].defence[0].unsavedChance;
}

const save7 = (modifier: number): D6Test => ({ target: 7, modifier, criticalOn: 7, failsUpTo: 1, reroll: 'none' });

describe('a 7+ save: the roll', () => {
  it('an unmodified 6 fails a 7+ save; with +1 only the 6 passes', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => judgeFace(save7(0), f))).toEqual(['fail', 'fail', 'fail', 'fail', 'fail', 'fail']);
    expect([1, 2, 3, 4, 5, 6].map((f) => judgeFace(save7(1), f))).toEqual(['fail', 'fail', 'fail', 'fail', 'fail', 'success']);
    expect(rollOdds(save7(-1)).fail).toBe(1);
  });
});

describe('a 7+ save in the attack sequence', () => {
  it('no cover: every wound is unsaved (unsaved 1)', () => expect(unsaved({ AP: 0 }, { Sv: 7 })).toBe(1));

  it('Benefit of Cover makes it 6+: unsaved 5/6 (cover is not denied: only Sv3+ or better loses it against AP 0)', () => {
    expect(unsaved({ AP: 0 }, { Sv: 7 }, { conditions: { cover: true } })).toBeCloseTo(5 / 6, 12);
  });

  it('AP makes it worse and it never passes: AP-1 unsaved 1; AP-1 in cover is net 0, 7+, unsaved 1', () => {
    expect(unsaved({ AP: -1 }, { Sv: 7 })).toBe(1);
    expect(unsaved({ AP: -1 }, { Sv: 7 }, { conditions: { cover: true } })).toBe(1);
  });

  it('the +1 cap (RULINGS 1): cover and --save-mod +1 sum to +2, capped at +1: 6+, unsaved 5/6', () => {
    expect(unsaved({ AP: 0 }, { Sv: 7 }, { conditions: { cover: true }, modifiers: { save: 1 } })).toBeCloseTo(5 / 6, 12);
  });

  it('a melee attack gets no cover: unsaved 1', () => {
    expect(unsaved({ range: 'melee', AP: 0 }, { Sv: 7 }, { conditions: { cover: true } })).toBe(1);
  });

  it('the invulnerable save is used when better: Sv7+ 5++ in cover: 5+ (unsaved 4/6) beats 6+ (5/6)', () => {
    const r = run({ weapons: [weapon({ AP: 0 })], target: target({ Sv: 7, invulnerable: 5 }), conditions: { cover: true } });
    expect(r.plans[0].defence[0].unsavedChance).toBeCloseTo(4 / 6, 12);
    expect(r.plans[0].defence[0].saveKind).toBe('invulnerable');
  });

  it('6 torrent attacks, S8 vs T4 (wound on 2+, 5/6), D1 vs 6 one-wound Sv7+ models: 5 kills, 25/6 in cover', () => {
    // No cover: each attack kills with P = 5/6 * 1, so kills ~ Binomial(6, 5/6), mean 5, P(6 kills) = (5/6)^6.
    // In cover: P = 5/6 * 5/6 = 25/36, mean 6 * 25/36 = 25/6, P(6 kills) = (25/36)^6.
    const spec = { weapons: [weapon({ A: 6, S: 8, AP: 0, D: 1, abilities: ['torrent'] })], target: target({ T: 4, Sv: 7, W: 1, models: 6 }) };
    const open = run(spec);
    expect(open.kills.mean).toBeCloseTo(5, 12);
    expect(open.kills.distribution[6]).toBeCloseTo((5 / 6) ** 6, 12);
    const covered = run({ ...spec, conditions: { cover: true } });
    expect(covered.kills.mean).toBeCloseTo(25 / 6, 12);
    expect(covered.kills.distribution[6]).toBeCloseTo((25 / 36) ** 6, 12);
    expect(covered.kills.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('the seeded simulator agrees (within 5 standard errors) on Sv7+ targets with cover, AP and a save modifier', () => {
    // Mixed: 4 models Sv7+ and a champion Sv7+ 6++; ranged BS3+ S5 AP-1 D2, in cover (net 0: 7+, the 6++ is better).
    const runs = 20_000;
    const cases = [
      scenario({ weapons: [[weapon({ A: 3, skill: 3, S: 5, AP: 0, D: 1 }), 2]], target: target({ T: 3, Sv: 7, W: 1, models: 8 }), conditions: { cover: true } }),
      scenario({
        weapons: [[weapon({ A: 2, skill: 3, S: 5, AP: -1, D: 2 }), 3]],
        target: target({ T: 4, Sv: 7, W: 2, models: 5, groups: [{ count: 4 }, { count: 1, champion: true, stats: { invulnerable: 6 } }] }),
        conditions: { cover: true },
        modifiers: { save: 1 },
      }),
    ];
    for (const s of cases) {
      const exact = calculate(s);
      const sim = simulate(s, runs, 4242);
      exact.kills.distribution.forEach((p, k) => {
        expect(Math.abs(sim.kills[k] - p), `P(${k} kills)`).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / runs) + 1 / runs);
      });
      const sd = Math.sqrt(exact.kills.distribution.reduce((v, p, k) => v + p * (k - exact.kills.mean) ** 2, 0));
      expect(Math.abs(sim.killsMean - exact.kills.mean)).toBeLessThanOrEqual((5 * sd) / Math.sqrt(runs) + 1e-9);
    }
  });
});
