/**
 * Issue 11 section 1: core rules the audit found wrong, each number derived by hand from the text.
 * Extra Attacks: 003 'Page 28 – Extra Attacks': "The number of attacks made with an Extra Attacks
 * weapon cannot be modified by other rules, unless that weapon's name is explicitly specified in
 * that rule."
 */
import { describe, expect, it } from 'vitest';
import { run, scenario, target, weapon } from '../helpers.js';
import { play } from './effects/support.js';
import { workingOf } from '../../src/rules/tenth/plan-working.js';

const bare = target({ Sv: 7, W: 1, T: 4 });
const extra = weapon({ name: 'extra blade', range: 'melee', A: 1, skill: 3, S: 4, abilities: ['extra attacks'] });
const plain = weapon({ name: 'axe', range: 'melee', A: 1, skill: 3, S: 4 });

describe("Extra Attacks (003 'Page 28 – Extra Attacks'): its Attacks cannot be modified", () => {
  it('--attacks-mod +1: the Extra Attacks weapon still makes exactly 1 attack, the other weapon 2; the plan says why', () => {
    const r = run({ weapons: [extra, plain], target: bare, modifiers: { attacks: 1 } });
    // A 1 stays 1 (cannot be modified); A 1 + 1 = 2 for the weapon without [EXTRA ATTACKS].
    expect(r.plans[0].attacks.prob(1)).toBeCloseTo(1, 12);
    expect(r.plans[1].attacks.prob(2)).toBeCloseTo(1, 12);
    expect(r.total.attacks).toBeCloseTo(3, 12);
    expect(r.plans[0].notApplied.join()).toContain("003 'Page 28 – Extra Attacks'");
    expect(r.plans[1].notApplied).toEqual([]);
  });

  it('--attacks-mod -1 does not change it either (A 2 stays 2, so it is not the floor of 1 at work)', () => {
    const r = run({ weapons: [weapon({ name: 'x', range: 'melee', A: 2, abilities: ['extra attacks'] })], target: bare, modifiers: { attacks: -1 } });
    expect(r.plans[0].attacks.prob(2)).toBeCloseTo(1, 12);
  });

  it("Relentless Rage after a Charge move (000 'Relentless Rage': +1 Strength, +1 Attacks): +1 S applies, +1 A does not", () => {
    const s = scenario({ weapons: [extra], target: bare, conditions: { charged: true } });
    const p = play(s, { with: ['relentless-rage'] });
    // 1 attack (not 2); WS3+ hits 4/6; S5 vs T4 wounds on 3+ (4/6), not S4's 4+; no save, D1 vs W1:
    // expected kills = 1 * 4/6 * 4/6 = 4/9.
    expect(p.result.total.attacks).toBeCloseTo(1, 12);
    expect(p.wound).toBeCloseTo(4 / 6, 12);
    expect(p.result.kills.mean).toBeCloseTo(4 / 9, 12);
    expect(p.result.plans[0].notApplied.join()).toContain('attacks +1 not applied');
  });
});

describe('an invulnerable save against melee attacks only (Howling Banshees datasheet: 5+, 4+ against melee attacks)', () => {
  // No armour (Sv 7+), invulnerable 5+, and 4+ against melee: a melee attack is unsaved on 1-3 (3/6),
  // a ranged one on 1-4 (4/6), AP not counting against an invulnerable save (000 'Invulnerable Saves').
  const banshee = target({ Sv: 7, W: 1, invulnerable: 5, meleeInvulnerable: 4 });
  it('melee: 4+, unsaved 3/6', () => {
    const r = run({ weapons: [weapon({ range: 'melee', AP: -3 })], target: banshee });
    expect(r.plans[0].defence[0].unsavedChance).toBeCloseTo(3 / 6, 12);
  });
  it('ranged: 5+, unsaved 4/6, and the plan says the 4+ works only in melee', () => {
    const r = run({ weapons: [weapon({ AP: -3 })], target: banshee });
    expect(r.plans[0].defence[0].unsavedChance).toBeCloseTo(4 / 6, 12);
    expect(workingOf(r.plans[0]).join()).toContain('the 4+ invulnerable save works only against melee attacks');
  });
});
