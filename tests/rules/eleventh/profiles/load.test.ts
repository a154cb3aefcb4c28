/**
 * 11th-edition unit files (issue 28; README '11th edition'): every field read into the engine's Unit, and
 * every problem placed at file:line:column with its field path and what was expected.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../../src/rules/eleventh/profiles/abilities.js';
import { loadUnitFile, loadUnits, parseUnit } from '../../../../src/rules/eleventh/profiles/load.js';
import { FIXTURES } from '../helpers.js';

const fixture = (name: string) => join(FIXTURES, 'eleventh', 'test', `${name}.yaml`);

/** A small valid file, with `extra` lines appended to its top level or `weapon` lines to its one weapon. */
const file = (o: { top?: string; weapon?: string; group?: string } = {}) => `ruleset: 11th
name: Probe
faction: Test
source: test
stats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 1 }
models:
  - name: Trooper
    count: 5
    min: 5
    max: 10
    equipment: [Gun]
${o.group ?? ''}
weapons:
  - name: Gun
    range: 24
    A: 2
    BS: 3+
    S: 4
    AP: 0
    D: 1
${o.weapon ?? ''}
${o.top ?? ''}`;

const problems = (text: string) => {
  try {
    parseUnit(text, 'probe.yaml');
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('no problem found');
};

describe('an 11th-edition unit file, every field', () => {
  it('reads the tank fixture: InSv with InSvOnly, mortal Feel No Pain, damage reduction, damaged, Torrent, Blast X, Cleave X, Hunter, keyword-qualified abilities', () => {
    const u = loadUnitFile(fixture('tank'));
    expect(u.ruleset).toBe('11th');
    expect(u.keywords).toEqual(['VEHICLE']);
    expect(u.models[0].stats).toEqual({ T: 10, Sv: 3, W: 12, InSv: 5, InSvOnly: 'ranged', mortalFeelNoPain: 6 });
    expect([u.damageReduction, u.halveDamage, u.damaged, u.points]).toEqual([1, false, { wounds: 4 }, { 1: 200 }]);
    const w = Object.fromEntries(u.weapons.map((x) => [x.name, x]));
    // `"[LETHAL HITS: VEHICLE]"` quoted, and `devastating wounds: MONSTER` unquoted in a flow list (YAML reads a map): the same form.
    expect(w.Lascannon.abilities).toEqual([{ kind: 'lethal hits', against: ['VEHICLE'] }, { kind: 'melta', damage: { count: 0, sides: 0, constant: 2, text: '2' } }]);
    expect(w['Hunter missile'].abilities).toEqual([{ kind: 'no effect', name: 'one shot' }, { kind: 'devastating wounds', against: ['MONSTER'] }]);
    expect(w['Hunter missile'].hunter).toEqual(['VEHICLE', 'MONSTER']);
    // 11e 24.34: a Torrent weapon's BS is N/A: no skill.
    expect(w.Flamer.skill).toBeNull();
    expect(w['Battle cannon'].abilities).toEqual([{ kind: 'blast', per5: 2 }, { kind: 'anti', keyword: 'INFANTRY', threshold: 4 }]);
    expect(w.Tracks).toMatchObject({ range: 'melee', skill: 4, abilities: [{ kind: 'cleave', per5: 1 }] });
    expect(w['Battle cannon'].attacks).toEqual({ count: 1, sides: 6, constant: 3, text: 'D6+3' });
  });

  it('reads CHARACTER groups and per-group stats over the unit\'s (11e 05.03)', () => {
    const u = loadUnitFile(fixture('marines'));
    expect(u.models.map((g) => [g.name, g.count, g.min, g.max, g.character])).toEqual([['Captain', 1, 1, 1, true], ['Marine', 4, 4, 9, false]]);
    expect(u.models[0].stats).toEqual({ T: 4, Sv: 3, W: 5, InSv: 4, feelNoPain: 6 });
    expect(u.models[1].stats).toEqual({ T: 4, Sv: 3, W: 2 });
    expect(u.profile).toEqual({ M: 6, Ld: '6+', OC: 2 });
  });

  it('keeps the datasheet abilities, modelled or not, and their names on the Unit', () => {
    const u = loadUnitFile(fixture('eightbound'));
    expect(u.abilities).toEqual(['Scouts', 'Blessings of Khorne']);
    expect(u.datasheetAbilities[0]).toEqual({ name: 'Scouts', modelled: false, reason: 'movement before the battle', affectsAttacks: false });
  });

  it('a unit-level feelNoPain reaches every group; a group may override it', () => {
    const u = parseUnit(file({ top: 'feelNoPain: 5+', group: '    stats: { feelNoPain: 4+ }' }), 'probe.yaml');
    expect(u.models[0].stats.feelNoPain).toBe(4);
    expect(parseUnit(file({ top: 'feelNoPain: 5+' }), 'probe.yaml').models[0].stats.feelNoPain).toBe(5);
  });

  it('loads a data folder\'s eleventh/ folder only, by name and alias', () => {
    const names = loadUnits([FIXTURES], join(FIXTURES, 'none')).map((u) => u.name);
    expect(names).toEqual(['Test Eightbound', 'Test Marines', 'Test Tank']);
  });
});

describe('weapon abilities in 11th edition\'s words (11e 24)', () => {
  it.each([
    ['Sustained Hits D3', { kind: 'sustained hits', hits: { count: 1, sides: 3, constant: 0, text: 'D3' } }],
    ['[SUSTAINED HITS 1: INFANTRY]', { kind: 'sustained hits', hits: { count: 0, sides: 0, constant: 1, text: '1' }, against: ['INFANTRY'] }],
    ['blast', { kind: 'blast', per5: 1 }],
    ['Blast 2', { kind: 'blast', per5: 2 }],
    ['cleave 1', { kind: 'cleave', per5: 1 }],
    ['lethal hits: VEHICLE or MONSTER', { kind: 'lethal hits', against: ['VEHICLE', 'MONSTER'] }],
    ['twin-linked', { kind: 'twin-linked' }],
    ['Anti-Infantry 4+', { kind: 'anti', keyword: 'INFANTRY', threshold: 4 }],
    ['anti-epic hero 2+', { kind: 'anti', keyword: 'EPIC HERO', threshold: 2 }],
    ['rapid fire D3', { kind: 'rapid fire', attacks: { count: 1, sides: 3, constant: 0, text: 'D3' } }],
    ['Close-quarters', { kind: 'close-quarters' }],
    ['PSYCHIC', { kind: 'psychic' }],
  ])('%s', (text, ability) => expect(parseAbility(text)).toEqual(ability));

  it('refuses an unknown one with the closest name, a keyword on one that takes none, and Blast with dice', () => {
    expect(() => parseAbility('sustained hit 1')).toThrow('unknown ability "sustained hit 1" (did you mean "sustained hits 1"?)');
    expect(() => parseAbility('melta 2: VEHICLE')).toThrow('only lethal hits, devastating wounds, twin-linked, sustained hits name the keywords');
    expect(() => parseAbility('blast D3')).toThrow('blast takes a whole number, not dice');
    expect(() => parseAbility('sustained hits 40')).toThrow('40 is more than 20');
  });
});

describe('problems at file:line:column, with the field and what was expected', () => {
  // The probe's lines: 1 ruleset, 5 stats, 8 count, 11 equipment, 12 the group's extra line, 14-20 the weapon
  // (17 BS), 21 the weapon's extra line, 22 the top-level extra line.
  it.each([
    // col 17: four spaces and "abilities: [" (12) before the item.
    ['an unknown ability, with the closest name', { weapon: '    abilities: [sustained hit 1]' }, 'probe.yaml:21:17 weapons[0].abilities[0]: unknown ability "sustained hit 1" (did you mean "sustained hits 1"?)'],
    // col 12: "damaged: { " (11) before the key.
    ['a Damaged X below 1', { top: 'damaged: { wounds: 0 }' }, 'probe.yaml:22:12 damaged.wounds: at least 1, got 0'],
    ['a Hunter profile naming no keyword', { weapon: '    hunter: []' }, 'probe.yaml:21:5 weapons[0].hunter: needs at least 1 entry'],
    ['InSv at the top level (it is a characteristic, in stats)', { top: 'InSv: 4+' }, 'probe.yaml:22:1 InSv: unknown field "InSv" (a field of another part of the file: is a line missing above, or its indentation wrong?)'],
    ['InSvOnly without an InSv', { group: '    stats: { InSvOnly: melee }' }, 'probe.yaml:12:5 models[0].stats: InSvOnly restricts an InSv: give InSv too'],
  ])('%s', (_, o, said) => expect(problems(file(o))).toBe(said));

  it('a weapon named in equipment but not in weapons; BS N/A on a weapon without Torrent (11e 24.34)', () => {
    const text = file().replace('equipment: [Gun]', 'equipment: [Gun, Sword]').replace('BS: 3+', 'BS: N/A');
    // col 22: four spaces, "equipment: [" (12) and "Gun, " (5) before "Sword".
    expect(problems(text).split('\n')).toEqual([
      'probe.yaml:11:22 models[0].equipment[1]: no weapon named "Sword" in weapons',
      "probe.yaml:17:5 weapons[0].BS: BS N/A is a Torrent weapon's (11e 24.34): give the weapon torrent, or a BS",
    ]);
  });

  it('WS and BS by range; Blast only on a ranged weapon; a Torrent weapon needs no BS', () => {
    expect(problems(file().replace('BS: 3+', 'WS: 3+')).split('\n')).toEqual(['probe.yaml:14:5 weapons[0].BS: a ranged weapon needs BS', 'probe.yaml:17:5 weapons[0].WS: a ranged weapon has BS, not WS']);
    const meleeBlast = file({ weapon: '    abilities: [blast]' }).replace('range: 24', 'range: melee').replace('BS: 3+', 'WS: 3+');
    expect(problems(meleeBlast)).toBe("probe.yaml:21:5 weapons[0].abilities: Blast is a ranged weapon's; its melee counterpart is Cleave (11e 24)");
    expect(parseUnit(file({ weapon: '    abilities: [torrent]' }).replace('    BS: 3+\n', ''), 'probe.yaml').weapons[0].skill).toBeNull();
  });

  it("the ruleset line is required and says 11th; a count outside the group's min and max", () => {
    expect(problems(file().replace('ruleset: 11th\n', ''))).toBe('probe.yaml:1:1 ruleset: expected "11th", got undefined');
    expect(problems(file().replace('ruleset: 11th', 'ruleset: 10th'))).toBe('probe.yaml:1:1 ruleset: expected "11th", got "10th"');
    expect(problems(file().replace('count: 5', 'count: 11'))).toBe('probe.yaml:8:5 models[0].count: count 11 is outside min 5 to max 10');
  });

  it('a Save and a roll target say what they take', () => {
    expect(problems(file().replace('Sv: 3+', 'Sv: 9+'))).toMatch(/^probe\.yaml:5:\d+ stats\.Sv: expected a Save like 3\+ \(2\+ to 7\+; 7\+ or "-" for none\), got "9\+"$/);
    expect(problems(file({ group: '    stats: { InSv: 1+ }' }))).toMatch(/^probe\.yaml:12:\d+ models\[0\]\.stats\.InSv: expected a roll target like 3\+ \(2\+ to 6\+\), got "1\+"$/);
  });
});

describe('the bundled schema file', () => {
  it('is the JSON Schema `wh40k --ruleset 11th schema` prints (regenerate schema/unit-11th.schema.json when the zod schema changes)', async () => {
    const { unitJsonSchemaText } = await import('../../../../src/rules/eleventh/profiles/json-schema.js');
    expect(readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'schema', 'unit-11th.schema.json'), 'utf8')).toBe(unitJsonSchemaText());
  });
});
