/**
 * Space Marines' army rules and the rules built on the Oath of Moment target (src/rules/tenth/effects/space-marines.ts),
 * from the catalogue's text (Imperium - Space Marines.cat). Numbers derived by hand: one attack, S4 against T4 unless a
 * test says otherwise; p.hit and p.wound are P(the roll succeeds).
 */
import { describe, expect, it } from 'vitest';
import { SPACE_MARINES } from '../../../src/rules/tenth/effects/space-marines.js';
import { scenario as anyScenario, target, weapon } from '../../helpers.js';
import { bothQualified, play, type Qualifies } from './support.js';

/** A unit with the Oath of Moment ability ("Each time a model with this ability makes an attack"). */
const OATH: Qualifies = { keywords: ['ADEPTUS ASTARTES'], abilities: ['Oath of Moment'] };
const marines = (spec: Parameters<typeof anyScenario>[0], q: Qualifies = OATH) => bothQualified(anyScenario(spec), q);

describe("Oath of Moment ('army rule' 3b76-4053-ece9-6e7d: \"You can reroll the Hit roll\"; \"add 1 to the Wound roll as well\")", () => {
  it('oath-of-moment: BS3+ re-rolling the Hit roll 2/3 + 1/3 x 2/3 = 8/9; S4 vs T4 4+ with +1 = 3+: 2/3', () => {
    const p = play(marines({ weapons: [weapon({ skill: 3 })] }), { with: ['oath-of-moment'] });
    expect(p.hit).toBeCloseTo(8 / 9, 12);
    expect(p.wound).toBeCloseTo(2 / 3, 12);
    expect(p.entry('oath-of-moment').applied).toBe(true);
  });

  it('oath-of-moment-hits (an army with BLOOD ANGELS etc.): the re-roll only, 8/9 to hit and 1/2 to wound', () => {
    const p = play(marines({ weapons: [weapon({ skill: 3 })] }), { with: ['oath-of-moment-hits'] });
    expect(p.hit).toBeCloseTo(8 / 9, 12);
    expect(p.wound).toBeCloseTo(1 / 2, 12);
  });

  it('a unit without the ability: skipped, saying so; BS3+ stays 2/3', () => {
    const p = play(marines({ weapons: [weapon({ skill: 3 })] }, { keywords: ['ADEPTUS ASTARTES'] }), { with: ['oath-of-moment'] });
    expect(p.hit).toBeCloseTo(2 / 3, 12);
    expect(p.entry('oath-of-moment').applied).toBe(false);
    expect(p.entry('oath-of-moment').detail).toContain('does not have Oath of Moment');
  });
});

describe("Fury of the First (Terminator Squad fe56-a10f-5d2-2e1a: \"add 1 to the Hit roll\" against the Oath of Moment target)", () => {
  const furious: Qualifies = { ...OATH, abilities: ['Oath of Moment', 'Fury of the First'] };

  it('BS4+ hits on 3+: 2/3', () => {
    expect(play(marines({ weapons: [weapon({ skill: 4 })] }, furious), { with: ['fury-of-the-first'] }).hit).toBeCloseTo(2 / 3, 12);
  });

  it('with oath-of-moment: a failed roll (1-2 after +1) is re-rolled, the re-roll hitting on 3+ too: 2/3 + 1/3 x 2/3 = 8/9', () => {
    expect(play(marines({ weapons: [weapon({ skill: 4 })] }, furious), { with: ['fury-of-the-first', 'oath-of-moment'] }).hit).toBeCloseTo(8 / 9, 12);
  });
});

describe('rules for attacks against the Oath of Moment target', () => {
  it("extremis-level-threat ('1st Company Task Force': \"re-roll the Wound roll as well\"): 4+ re-rolled 1/2 + 1/2 x 1/2 = 3/4", () => {
    const p = play(marines({ weapons: [weapon()] }), { with: ['oath-of-moment-hits', 'extremis-level-threat'] });
    expect(p.wound).toBeCloseTo(3 / 4, 12);
  });

  it("wrath-of-dorn (Emperor's Shield): re-roll a Wound roll of 1, 1/2 + 1/6 x 1/2 = 7/12; a DARNATH LYSANDER unit re-rolls it: 3/4", () => {
    expect(play(marines({ weapons: [weapon()] }), { with: ['wrath-of-dorn'] }).wound).toBeCloseTo(7 / 12, 12);
    const lysander = marines({ weapons: [weapon()] }, { ...OATH, keywords: ['ADEPTUS ASTARTES', 'DARNATH LYSANDER'] });
    expect(play(lysander, { with: ['wrath-of-dorn'] }).wound).toBeCloseTo(3 / 4, 12);
  });

  it('calculated-annihilation (Hammer of Avernii): re-roll a Wound roll of 1: 7/12', () => {
    expect(play(marines({ weapons: [weapon()] }), { with: ['calculated-annihilation'] }).wound).toBeCloseTo(7 / 12, 12);
  });
});

describe("Accept Any Challenge (Templar Vows: \"if the Strength characteristic of that attack is less than or equal to the Toughness characteristic of the target, add 1 to the wound roll\")", () => {
  const melee = (S: number) => marines({ weapons: [weapon({ range: 'melee', S })], target: target({ T: 5 }) });

  it('S4 vs T5: 5+ -> 4+ (1/2); S5 vs T5: 4+ -> 3+ (2/3); S6 vs T5 (above): stays 3+ (2/3)', () => {
    expect(play(melee(4), { with: ['accept-any-challenge'] }).wound).toBeCloseTo(1 / 2, 12);
    expect(play(melee(5), { with: ['accept-any-challenge'] }).wound).toBeCloseTo(2 / 3, 12);
    expect(play(melee(6), { with: ['accept-any-challenge'] }).wound).toBeCloseTo(2 / 3, 12);
  });

  it('not for ranged attacks: S4 vs T5 stays 5+ (1/3)', () => {
    const s = marines({ weapons: [weapon({ S: 4 })], target: target({ T: 5 }) });
    expect(play(s, { with: ['accept-any-challenge'] }).wound).toBeCloseTo(1 / 3, 12);
  });
});

describe('army rules listed, not modelled', () => {
  it.each(SPACE_MARINES().filter((e) => e.noEffect).map((e) => [e.id, e.summary] as const))('%s says why: %s', (id, summary) => {
    expect(['templar-vows']).toContain(id);
    expect(summary).toMatch(/^(not modelled|no effect on the maths): .{20,}/);
  });
});
