/**
 * 11th edition's weapon keywords as printed (src/rules/eleventh/weapon-keywords.ts): each 11e 24 ability
 * a datasheet writes, with its value, its keyword qualifier, a Hunter profile's keywords (11e 04.01.03),
 * and what is not an 11th-edition ability (Conversion is not core any more: README of the digest).
 */
import { describe, expect, it } from 'vitest';
import { readWeaponKeyword, readWeaponKeywords } from '../../../src/rules/eleventh/weapon-keywords.js';

/** Dice values as their text, so an ability compares as it is printed. */
const plain = (x: unknown) => JSON.parse(JSON.stringify(x, (_k, v) => (v && typeof v === 'object' && 'sides' in v && 'text' in v ? v.text : v)));

describe('one weapon keyword', () => {
  it.each([
    // 11e 24 Sustained Hits X: X may be dice.
    ['Sustained Hits 1', { kind: 'sustained hits', hits: '1' }],
    ['Sustained Hits D3', { kind: 'sustained hits', hits: 'D3' }],
    ['Rapid Fire D6+3', { kind: 'rapid fire', attacks: 'D6+3' }],
    ['Rapid fire 2', { kind: 'rapid fire', attacks: '2' }],
    ['Melta 2', { kind: 'melta', damage: '2' }],
    // 11e 24.05: Blast is one die per five models, Blast 2 two; Cleave X its melee counterpart.
    ['Blast', { kind: 'blast', per5: 1 }],
    ['Blast 2', { kind: 'blast', per5: 2 }],
    ['Cleave 1', { kind: 'cleave', per5: 1 }],
    ['Anti-Infantry 4+', { kind: 'anti', keyword: 'INFANTRY', threshold: 4 }],
    ['Anti-Fly 2+', { kind: 'anti', keyword: 'FLY', threshold: 2 }],
    ['Twin-Linked', { kind: 'twin-linked' }],
    ['Twin Linked: VEHICLE', { kind: 'twin-linked', against: ['VEHICLE'] }],
    ['[LETHAL HITS]', { kind: 'lethal hits' }],
    // 11e 24: keyword-qualified abilities apply only against the keywords named.
    ['Lethal Hits: VEHICLE', { kind: 'lethal hits', against: ['VEHICLE'] }],
    ['Sustained Hits 1: MONSTER/VEHICLE', { kind: 'sustained hits', hits: '1', against: ['MONSTER', 'VEHICLE'] }],
    ['Close-quarters', { kind: 'close-quarters' }],
    ['One Shot', { kind: 'no effect', name: 'one shot' }],
  ])('%s', (text, ability) => {
    expect(plain(readWeaponKeyword(text))).toEqual({ ability });
  });

  it('reads a Hunter profile, an empty cell and what is not an 11th-edition ability', () => {
    expect(readWeaponKeyword('Hunter: VEHICLE/MONSTER')).toEqual({ hunter: ['VEHICLE', 'MONSTER'] });
    expect(readWeaponKeyword('Hunter (FLY)')).toEqual({ hunter: ['FLY'] });
    expect(readWeaponKeyword('-')).toEqual({ empty: true });
    expect(readWeaponKeyword('Conversion')).toEqual({ unread: 'Conversion' });
    // A qualifier on an ability that takes none (Torrent) is not read as something it is not.
    expect(readWeaponKeyword('Torrent: VEHICLE')).toEqual({ unread: 'Torrent: VEHICLE' });
    expect(readWeaponKeyword('Blast D3')).toEqual({ unread: 'Blast D3' });
  });
});

describe("a weapon's Keywords cell", () => {
  it('reads every keyword, once each, and runs a qualifier on past a comma', () => {
    const cell = readWeaponKeywords('Blast, Rapid Fire D6+3, Lethal Hits: MONSTER, VEHICLE, Hazardous, Blast, Blinding Light');
    expect(plain(cell)).toEqual({
      abilities: [
        { kind: 'blast', per5: 1 },
        { kind: 'rapid fire', attacks: 'D6+3' },
        { kind: 'lethal hits', against: ['MONSTER', 'VEHICLE'] },
        { kind: 'hazardous' },
      ],
      unread: ['Blinding Light'],
    });
    expect(readWeaponKeywords('Hunter: MONSTER, VEHICLE, Heavy')).toEqual({ abilities: [{ kind: 'heavy' }], hunter: ['MONSTER', 'VEHICLE'], unread: [] });
    expect(readWeaponKeywords('-')).toEqual({ abilities: [], unread: [] });
  });
});
