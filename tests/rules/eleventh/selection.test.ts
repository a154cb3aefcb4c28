/** The melee weapons a model selects (11e 04.01 Select Weapons; 24 Extra Attacks: all of them plus one other melee weapon). */
import { describe, expect, it } from 'vitest';
import { Refused } from '../../../src/rules/errors.js';
import { meleeSelection, meleeSelections } from '../../../src/rules/eleventh/selection.js';
import type { Weapon } from '../../../src/rules/eleventh/types.js';
import { weapon } from './engine-fixtures.js';

const melee = (name: string, extra = false, profileOf?: string): Weapon => ({
  ...weapon({ name, range: 'melee', abilities: extra ? [{ kind: 'extra attacks' }] : [] }),
  ...(profileOf ? { profileOf } : {}),
});
const names = (selections: Weapon[][]): string[][] => selections.map((s) => s.map((w) => w.name));
const pistol = weapon({ name: 'bolt pistol', range: 12 });

describe('meleeSelections (11e 04.01, 24 Extra Attacks)', () => {
  it('without [EXTRA ATTACKS]: one melee weapon, ranged ones ignored', () => {
    expect(names(meleeSelections([pistol, melee('eviscerator'), melee('chainsword')]))).toEqual([['eviscerator'], ['chainsword']]);
  });
  it('every [EXTRA ATTACKS] weapon plus one other melee weapon', () => {
    const ws = [melee('eviscerator'), melee('tail', true), melee('chainsword'), melee('horns', true)];
    expect(names(meleeSelections(ws))).toEqual([
      ['tail', 'horns', 'eviscerator'],
      ['tail', 'horns', 'chainsword'],
    ]);
  });
  it('only [EXTRA ATTACKS] weapons: all of them ("one other, if possible")', () => {
    expect(names(meleeSelections([melee('tail', true), pistol]))).toEqual([['tail']]);
  });
  it('profiles of one weapon are one weapon: one profile each, of the other weapon and of each [EXTRA ATTACKS] weapon', () => {
    const ws = [melee('fist - strike', false, 'fist'), melee('fist - sweep', false, 'fist'), melee('jaws - bite', true, 'jaws'), melee('jaws - tear', true, 'jaws')];
    // 2 profiles of the [EXTRA ATTACKS] weapon x 2 of the other: 4 ways, never two profiles of one weapon.
    expect(names(meleeSelections(ws))).toEqual([
      ['jaws - bite', 'fist - strike'],
      ['jaws - bite', 'fist - sweep'],
      ['jaws - tear', 'fist - strike'],
      ['jaws - tear', 'fist - sweep'],
    ]);
  });
  it('no melee weapon: no selection', () => {
    expect(meleeSelections([pistol])).toEqual([]);
  });
});

describe('meleeSelection', () => {
  const ws = [melee('eviscerator'), melee('tail', true), melee('chainsword')];
  it('the selection holding the named weapon', () => {
    expect(names([meleeSelection(ws, 'chainsword')])).toEqual([['tail', 'chainsword']]);
  });
  it('the only selection without a name; a choice without one, or an unknown name, refused', () => {
    expect(names([meleeSelection([melee('tail', true), melee('claws')])])).toEqual([['tail', 'claws']]);
    expect(() => meleeSelection(ws)).toThrow(Refused);
    expect(() => meleeSelection(ws)).toThrow(/tail \+ eviscerator; tail \+ chainsword/);
    expect(() => meleeSelection(ws, 'bolt pistol')).toThrow(/not a melee weapon/);
  });
});
