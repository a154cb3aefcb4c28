/**
 * Legacy unit files (issue 14): the schema's words for the older edition's profiles, the errors at
 * file:line:column with did-you-mean over 004's headings, the checks across fields, and the bundled units.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/profiles/errors.js';
import { loadLegacyUnits, parseLegacyUnit } from '../../src/rules/legacy/load.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { parseUsr, parseWeaponType } from '../../src/rules/legacy/schema.js';
import { legacyUsrNames } from '../../src/rules/legacy/usr.js';

const unit = (lines: { rules?: string; weapons?: string[]; groupWeapons?: string; stats?: string } = {}) =>
  [
    'ruleset: legacy',
    'name: Test Squad',
    'faction: Tests',
    'source: tests/profiles',
    'type: Infantry',
    `stats: ${lines.stats ?? '{ WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 3+ }'}`,
    `rules: ${lines.rules ?? '[]'}`,
    'models:',
    '  - name: Tester',
    '    count: 5',
    `    weapons: ${lines.groupWeapons ?? '[Test gun]'}`,
    'weapons:',
    ...(lines.weapons ?? ['  - { name: Test gun, range: 24, S: 4, AP: 5, type: Rapid Fire }']),
  ].join('\n');

const problems = (text: string): string => {
  try {
    parseLegacyUnit(text, 'x.yaml');
  } catch (e) {
    if (e instanceof InputError) return e.message;
    throw e;
  }
  throw new Error('no error');
};

describe('legacy profile words', () => {
  it('reads USRs with and without a value, in any case', () => {
    expect(parseUsr('Poisoned (4+)')).toEqual({ name: 'poisoned', value: 4 });
    expect(parseUsr('feel no pain (5+)')).toEqual({ name: 'feel no pain', value: 5 });
    expect(parseUsr('Preferred Enemy (Orks)')).toEqual({ name: 'preferred enemy', value: 'orks' });
    expect(parseUsr('Rending')).toEqual({ name: 'rending' });
    expect(() => parseUsr('Rendng')).toThrow('unknown special rule "Rendng" (did you mean "Rending"?)');
    expect(() => parseUsr('Waaagh')).toThrow(/^unknown special rule "Waaagh": the rules are the headings of 004/);
  });

  it("accepts every rule of the engine's status table (usr.ts) by the name a profile writes", () => {
    const written = (name: string) => name.replace(/ \(.*\)$/, '').replace(/\/.*$/, '').replace(/ x$/, '');
    for (const name of legacyUsrNames()) expect(parseUsr(written(name)).name, name).toBe(written(name));
  });

  it('reads weapon types', () => {
    expect(parseWeaponType('Rapid Fire')).toEqual({ kind: 'rapid fire' });
    expect(parseWeaponType('Pistol')).toEqual({ kind: 'pistol' });
    expect(parseWeaponType('Salvo 2/4')).toEqual({ kind: 'salvo', moving: 2, stationary: 4 });
    expect(parseWeaponType('Heavy D6')).toMatchObject({ kind: 'heavy', shots: { count: 1, sides: 6, constant: 0 } });
    expect(parseWeaponType('assault 2')).toMatchObject({ kind: 'assault', shots: { constant: 2 } });
    expect(() => parseWeaponType('Assult 2')).toThrow(/^expected a type like "Rapid Fire"/);
  });

  it('reads S, AP, Blast (Large, Massive, Apocalyptic) and Template', () => {
    const u = parseLegacyUnit(
      unit({
        groupWeapons: '[Fist, Flamer, Plasma cannon, Doom gun, Earthshaker, Vortex gun]',
        weapons: [
          '  - { name: Fist, S: x2, AP: 2, type: Melee, rules: [Unwieldy] }',
          '  - { name: Flamer, range: Template, S: 4, AP: 5, type: Assault 1 }',
          '  - { name: Plasma cannon, range: 36, S: 7, AP: 2, type: Heavy 1, rules: [Blast, Gets Hot] }',
          '  - { name: Doom gun, range: 72, S: D, AP: "-", type: Ordnance 1, rules: [Large Blast] }',
          '  - { name: Earthshaker, range: 240, S: 9, AP: 3, type: Ordnance 1, rules: [Massive Blast] }',
          '  - { name: Vortex gun, range: 120, S: D, AP: 1, type: Ordnance 1, rules: [Apocalyptic Blast] }',
        ],
      }),
      'x.yaml',
    );
    expect(u.weapons.map((w) => [w.range, w.strength, w.ap, w.area ?? null, w.rules.map((r) => r.name)])).toEqual([
      ['melee', { kind: 'times', factor: 2 }, 2, null, ['unwieldy']],
      [8, { kind: 'value', value: 4 }, 5, 'template', []],
      [36, { kind: 'value', value: 7 }, 2, 'blast', ['gets hot']],
      [72, { kind: 'destroyer' }, null, 'large blast', []],
      [240, { kind: 'value', value: 9 }, 3, 'massive blast', []],
      [120, { kind: 'destroyer' }, 1, 'apocalyptic blast', []],
    ]);
  });
});

describe('legacy unit file errors', () => {
  it('places each problem at file:line:column, with did-you-mean', () => {
    expect(problems(unit({ rules: '[Feel No Pian (5+)]', weapons: ['  - { name: Test gun, range: 24, S: 4, AP: 7, type: Assult 2 }'] }))).toBe(
      [
        'x.yaml:7:9 rules[0]: unknown special rule "Feel No Pian" (did you mean "Feel No Pain"?): the rules are the headings of 004 (`wh40k --ruleset legacy effects`)',
        'x.yaml:13:40 weapons[0].AP: at most 6, got 7',
        'x.yaml:13:47 weapons[0].type: expected a type like "Rapid Fire", "Assault 2", "Heavy D6", "Salvo 2/4", "Pistol", "Ordnance 1" or "Melee", got "Assult 2"',
      ].join('\n'),
    );
  });

  it('an unknown field gets did-you-mean', () => {
    expect(problems(unit().replace('type: Infantry', 'typ: Infantry'))).toMatch(/^x\.yaml:5:1 typ: unknown field "typ" \(did you mean "type"\?\)/m);
  });

  it('W above 10 where a published profile has it (to 99); the other characteristics stop at 10 (issue 26)', () => {
    expect(parseLegacyUnit(unit({ stats: '{ WS: 4, BS: 4, S: 4, T: 4, W: 12, I: 4, A: 1, Ld: 8, Sv: 3+ }' }), 'x.yaml').models[0].stats.W).toBe(12);
    expect(problems(unit({ stats: '{ WS: 4, BS: 4, S: 4, T: 4, W: 100, I: 4, A: 1, Ld: 8, Sv: 3+ }' }))).toMatch(/^x\.yaml:6:\d+ stats\.W: /m);
    expect(problems(unit({ stats: '{ WS: 11, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 3+ }' }))).toMatch(/^x\.yaml:6:\d+ stats\.WS: /m);
  });

  it('riders (one weapon each: 7th edition core rules, \'Bikes and Jetbikes\') are a Bike\'s or Jetbike\'s only (issue 26)', () => {
    const riders = unit().replace('    count: 5\n', '    count: 5\n    riders: 2\n');
    expect(problems(riders)).toMatch(/^x\.yaml:\d+:\d+ models\[0\]\.riders: only a Bike or Jetbike has riders \(type is Infantry\)/);
    expect(parseLegacyUnit(riders.replace('type: Infantry', 'type: Bike'), 'x.yaml').models[0].riders).toBe(2);
  });

  it('checks across fields: weapons named, stats complete, ranges of melee and ranged weapons', () => {
    expect(
      problems(
        unit({
          stats: '{ WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8 }',
          groupWeapons: '[Test gun, Knife]',
          weapons: ['  - { name: Test gun, S: 4, AP: 5, type: Rapid Fire }', '  - { name: Sword, range: 12, S: User, AP: "-", type: Melee }'],
        }),
      ),
    ).toBe(
      [
        "x.yaml:9:5 models[0].stats: missing Sv (give them in the unit's stats or the group's)",
        'x.yaml:11:25 models[0].weapons[1]: no weapon named "Knife" in weapons',
        'x.yaml:13:5 weapons[0].range: a rapid fire weapon needs a range in inches (or "Template")',
        'x.yaml:14:20 weapons[1].range: a Melee weapon has no range (write "melee" or leave range out)',
      ].join('\n'),
    );
  });
});

describe('bundled legacy units', () => {
  it('the 8 units load, each citing its source, apart from the 26 of 10th edition', async () => {
    const units = loadLegacyUnits();
    expect(units.map((u) => u.name).sort()).toEqual(['Attack Bike Squad', 'Devastator Squad', 'Genestealers', 'Land Raider', 'Ork Boyz', 'Rhino', 'Tactical Squad', 'Terminator Squad']);
    for (const u of units) expect(u.source).toMatch(/^Warhammer 40,000 7th edition, Codex: /);
    expect((await loadRoster()).units).toHaveLength(26);
  });

  it('the Rhino and Land Raider carry their Armour Values and Hull Points for the next slice', () => {
    const byName = new Map(loadLegacyUnits().map((u) => [u.name, u.models[0].vehicle]));
    expect(byName.get('Rhino')).toEqual({ front: 11, side: 11, rear: 10, hullPoints: 3, types: ['tank', 'transport'] });
    expect(byName.get('Land Raider')).toEqual({ front: 14, side: 14, rear: 14, hullPoints: 4, types: ['tank', 'transport'] });
  });
});

/** A unit whose one weapon, Test gun, is written `weapon` after its range. */
const gunUnit = (weapon: string) => unit({ weapons: [`  - { name: Test gun, range: 240, ${weapon} }`] });

// 004 'Apocalyptic Barrage' and 'Apocalyptic Mega-blast': a Mega-blast writes its three zones' Strengths and APs as the
// book does ("10/7/5", "1/4/6"); any other weapon has one of each.
describe('Apocalyptic weapons in a legacy unit file', () => {
  it('a Mega-blast\'s "10/7/5" and "1/4/6" are its inner, middle and outer zones; S and AP are the inner zone\'s', () => {
    const gun = parseLegacyUnit(gunUnit('S: 10/7/5, AP: 1/4/-, type: Ordnance 1, rules: [Apocalyptic Mega-blast]'), 'x.yaml').weapons[0];
    expect(gun.area).toBe('apocalyptic mega-blast');
    expect(gun.zones).toEqual([
      { strength: { kind: 'value', value: 10 }, ap: 1 },
      { strength: { kind: 'value', value: 7 }, ap: 4 },
      { strength: { kind: 'value', value: 5 }, ap: null },
    ]);
    expect([gun.strength, gun.ap]).toEqual([{ kind: 'value', value: 10 }, 1]);
  });

  it('an Apocalyptic Barrage is an area weapon whose shots are its strikes', () => {
    const gun = parseLegacyUnit(gunUnit('S: 6, AP: 4, type: Heavy 4, rules: [Apocalyptic Barrage]'), 'x.yaml').weapons[0];
    expect([gun.area, gun.type, gun.rules]).toEqual(['apocalyptic barrage', { kind: 'heavy', shots: expect.objectContaining({ count: 0, constant: 4 }) }, []]);
  });

  it('zones without the rule, the rule without zones, and two zones are errors at their field', () => {
    expect(problems(gunUnit('S: 10/7/5, AP: 1/4/6, type: Ordnance 1'))).toBe(
      [
        "x.yaml:13:35 weapons[0].S: three Strengths are an Apocalyptic Mega-blast's zones: give the weapon that rule, or one Strength",
        "x.yaml:13:46 weapons[0].AP: three APs are an Apocalyptic Mega-blast's zones: give the weapon that rule, or one AP",
      ].join('\n'),
    );
    expect(problems(gunUnit('S: 10, AP: 1, type: Ordnance 1, rules: [Apocalyptic Mega-blast]'))).toBe(
      [
        `x.yaml:13:35 weapons[0].S: an Apocalyptic Mega-blast has three Strengths, the inner, middle and outer zone's, like "10/7/5" (004)`,
        `x.yaml:13:42 weapons[0].AP: an Apocalyptic Mega-blast has three APs, the inner, middle and outer zone's, like "1/4/6" (004)`,
      ].join('\n'),
    );
    expect(problems(gunUnit('S: 10/7, AP: 1/4, type: Ordnance 1, rules: [Apocalyptic Mega-blast]'))).toBe(
      [
        'x.yaml:13:35 weapons[0].S: expected three Strengths like "10/7/5" (an Apocalyptic Mega-blast\'s zones), got "10/7"',
        'x.yaml:13:44 weapons[0].AP: expected an AP: 1 to 6 or "-" (three of them, "1/4/6", for an Apocalyptic Mega-blast\'s zones)',
      ].join('\n'),
    );
  });
});
