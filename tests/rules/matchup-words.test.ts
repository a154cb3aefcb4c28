/**
 * The matchup's words (src/rules/matchup-words.ts): a list's parts joined back where a unit's name holds
 * commas, as 11th edition's "Custodian Guard, spears and shields" does.
 */
import { describe, expect, it } from 'vitest';
import { joinNamed, splitLists } from '../../src/rules/matchup-words.js';

const NAMES = ['Intercessor Squad', 'Custodian Guard, spears and shields', 'A, B, C', 'A'];

describe('joinNamed', () => {
  it('joins the most parts that name a unit, any case or spacing, and leaves the rest', () => {
    const join = joinNamed(NAMES);
    expect(join(['custodian guard', 'spears and shields', 'intercessors'])).toEqual(['custodian guard, spears and shields', 'intercessors']);
    // Three parts name "A, B, C"; "a" alone is "A"; "b" and "c" alone name nothing and stay apart.
    expect(join(['a', 'b', 'c', 'a', 'c'])).toEqual(['a, b, c', 'a', 'c']);
    expect(join(['A', 'b', 'c'])).toEqual(['A, b, c']);
    expect(join(['spears and shields', 'custodian guard'])).toEqual(['spears and shields', 'custodian guard']);
  });

  it('leaves every part alone where no name holds a comma', () => {
    expect(joinNamed(['Intercessor Squad', 'Rhino'])(['a', 'b'])).toEqual(['a', 'b']);
    expect(joinNamed([])(['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('splitLists with names', () => {
  it('keeps a comma-holding name whole on either side, the typed units as before', () => {
    expect(splitLists(['Custodian Guard, spears and shields,intercessors', 'vs', 'custodian', 'guard,', 'spears and shields'], NAMES)).toEqual([
      ['Custodian Guard, spears and shields', 'intercessors'],
      ['custodian guard, spears and shields'],
    ]);
    expect(splitLists(['custodian guard, spears and shields', 'vs', 'rhino'])).toEqual([['custodian guard', 'spears and shields'], ['rhino']]);
    expect(splitLists(['10x A2 BS3+ S4 D1 sustained hits 1, lethal hits', 'vs', 'rhino'], NAMES)).toEqual([['10x A2 BS3+ S4 D1 sustained hits 1, lethal hits'], ['rhino']]);
  });
});
