/**
 * Units typed on the command line (issue 29 section 1; src/profiles/typed-profile.ts): the words into model groups,
 * stats, keywords and ability words with where each starts; errors with a caret at the character that went wrong;
 * random words never crash (property test, fixed seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/profiles/errors.js';
import { looksLikeAbility, looksTyped, parseTypedProfile, TypedProfileError } from '../../src/profiles/typed-profile.js';

describe('the words of a typed unit', () => {
  it('an attacker: models, then a weapon\'s A, BS, S, AP, D and its abilities, comma-separated, each where it starts', () => {
    const text = '10x A2 BS3+ S4 AP-1 D1 sustained hits 1, lethal hits';
    const [g] = parseTypedProfile(text).groups;
    expect(g.count).toBe(10);
    expect(g.weapon).toMatchObject({ A: { value: '2' }, skill: { value: 3 }, melee: false, range: 24, S: { value: 4 }, AP: -1, D: { value: '1' } });
    expect(g.weapon!.text).toBe('A2 BS3+ S4 AP-1 D1 sustained hits 1, lethal hits');
    expect(g.weapon!.abilities).toEqual([
      { value: 'sustained hits 1', at: text.indexOf('sustained') },
      { value: 'lethal hits', at: text.indexOf('lethal') },
    ]);
  });

  it('a target: models, T, Sv, W, an invulnerable save, Feel No Pain and keywords; groups separated by ";"', () => {
    const p = parseTypedProfile('5x T4 Sv3+ W2 5++ fnp 6+ INFANTRY; 1x T5 Sv2+ W4 inv4+ fnp5+ CHARACTER');
    expect(p.groups.map(({ count, T, Sv, W, invulnerable, feelNoPain, keywords, weapon }) => ({ count, T, Sv, W, invulnerable, feelNoPain, keywords, weapon }))).toEqual([
      { count: 5, T: 4, Sv: 3, W: 2, invulnerable: 5, feelNoPain: 6, keywords: ['INFANTRY'], weapon: undefined },
      { count: 1, T: 5, Sv: 2, W: 4, invulnerable: 4, feelNoPain: 5, keywords: ['CHARACTER'], weapon: undefined },
    ]);
  });

  it('dice for A and D (AD6, DD3+1), WS for melee, a range in inches, AP written without its sign, a number after an ability', () => {
    const [g] = parseTypedProfile('3x AD6 WS2+ S8 AP2 DD3+1 sustained hits D3').groups;
    expect(g.weapon).toMatchObject({ A: { value: 'D6' }, melee: true, AP: -2, D: { value: 'D3+1' } });
    expect(g.weapon!.abilities.map((a) => a.value)).toEqual(['sustained hits D3']);
    expect(parseTypedProfile('A1 BS3+ S9 AP-3 D6 36"').groups[0].weapon).toMatchObject({ range: 36 });
    expect(parseTypedProfile('A1 BS3+ S9 AP-3 D6').groups[0].count).toBe(1);
  });

  it('tells typed words from unit names, and an ability from a unit name in a list', () => {
    expect(['10x A2 BS3+ S4 D1', '5x T4 Sv3+ W2', 'T4 Sv3+ W1'].every(looksTyped)).toBe(true);
    expect(['intercessors', 'intercessors+lieutenant', 'khorne berzerkers', 'Leman Russ Battle Tank', 'custodian guard 4'].some(looksTyped)).toBe(false);
    expect(['lethal hits', 'anti-infantry 4+', 'Sustained Hits 2'].every(looksLikeAbility)).toBe(true);
    expect(['eightbound', 'intercessors'].some(looksLikeAbility)).toBe(false);
  });
});

describe('errors point at the character', () => {
  const caret = (text: string): number => {
    try {
      parseTypedProfile(text);
    } catch (e) {
      expect(e).toBeInstanceOf(TypedProfileError);
      const [, shown, mark] = (e as Error).message.split('\n');
      expect(shown).toBe(`  ${text}`);
      return mark.indexOf('^') - 2;
    }
    throw new Error(`"${text}" was not refused`);
  };
  it.each([
    ['10x A2 BS3+ AP-1 D1', 'S is missing', 19],
    ['A2 BS3+ WS3+ S4 D1', 'not both', 8],
    ['5x T4 Sv3+ W2 fnp', 'Feel No Pain', 17],
    ['5x T4 Sv3+ W2 10x', 'comes first', 14],
    ['5x T4 T5 Sv3+ W2', 'given twice', 6],
    ['T4 Sv3+ W2 lethal hits', 'is not a stat', 11],
    ['0x T4 Sv3+ W2', 'models must be 1 to 200', 0],
    ['A2 WS3+ S4 D1 24"', 'no range', 14],
    ['5x T4 Sv3+ W2;', 'expected a model group', 14],
  ])('%s: %s, at %i', (text, words, at) => {
    expect(caret(text)).toBe(at);
    expect(() => parseTypedProfile(text)).toThrow(words);
  });

  it('random words are a unit or a clear refusal, never a crash (property test, fixed seed)', () => {
    const token = fc.constantFrom('10x', '0x', 'A2', 'AD6', 'BS3+', 'WS2+', 'S4', 'S0', 'AP-1', 'AP9', 'D1', 'DD3', 'T4', 'Sv3+', 'W2', 'W0', '4++', 'fnp', '6+', 'INFANTRY', 'lethal', 'hits', ',', ';', 'x', '+', '24"', 'sustained', '1', '');
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }), (words) => {
        const text = words.join(' ');
        try {
          parseTypedProfile(text);
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
        }
      }),
      { seed: 29, numRuns: 2000 },
    );
  });
});
