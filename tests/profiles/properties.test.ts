import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify } from 'yaml';
import { InputError } from '../../src/profiles/errors.js';
import { parseUnit } from '../../src/rules/tenth/profiles/load.js';
import { lookupKey } from '../../src/rules/names.js';
import { VALID } from './fixtures.js';

// ---------------------------------------------------------------------------------------------
// (a) Round trip: a random valid unit, written with yaml's stringify, loads with the same numbers.
// ---------------------------------------------------------------------------------------------

interface Dice {
  count: number;
  sides: number;
  constant: number;
}

/** A dice expression as a YAML value (number or text) with the numbers it stands for. */
const diceValue = (maxConstant: number): fc.Arbitrary<{ value: string | number; dice: Dice }> =>
  fc.oneof(
    fc.integer({ min: 0, max: maxConstant }).chain((n) =>
      fc.constantFrom<string | number>(n, String(n)).map((value) => ({ value, dice: { count: 0, sides: 0, constant: n } })),
    ),
    fc
      .record({
        count: fc.integer({ min: 1, max: 4 }),
        sides: fc.constantFrom(3, 6),
        constant: fc.integer({ min: -1, max: 12 }),
        lower: fc.boolean(),
        explicitOne: fc.boolean(),
      })
      .filter(({ count, constant }) => count + constant >= 0)
      .map(({ count, sides, constant, lower, explicitOne }) => {
        const n = count === 1 && !explicitOne ? '' : String(count);
        const c = constant > 0 ? `+${constant}` : constant < 0 ? String(constant) : '';
        return { value: `${n}${lower ? 'd' : 'D'}${sides}${c}`, dice: { count, sides, constant } };
      }),
  );

/** Dice text usable inside an ability ("sustained hits D3"): no spaces, never negative. */
// Ability values are at most 20 (schema.ts LIMITS: no datasheet comes near).
const abilityDice = diceValue(6).filter(({ dice }) => dice.constant >= 0 && dice.count * dice.sides + dice.constant <= 20);

type ExpectedAbility = { kind: string; [k: string]: unknown };

const PLAIN = [
  'lethal hits', 'devastating wounds', 'blast', 'torrent', 'twin-linked', 'lance', 'heavy',
  'ignores cover', 'hazardous', 'indirect fire', 'pistol', 'extra attacks',
];
const NO_EFFECT = ['assault', 'precision', 'psychic', 'one shot'];
const KEYWORDS = ['infantry', 'vehicle', 'monster', 'character', 'fly', 'psyker', 'titanic', 'walker'];

/** Random capitalisation, as datasheets and users write it. */
const casing = (text: string) =>
  fc.constantFrom('lower', 'upper', 'title').map((c) =>
    c === 'lower' ? text : c === 'upper' ? text.toUpperCase() : text.replace(/\b[a-z]/g, (l) => l.toUpperCase()),
  );

const ability: fc.Arbitrary<{ text: string; expected: ExpectedAbility }> = fc.oneof(
  fc.constantFrom(...PLAIN).chain((name) => casing(name).map((text) => ({ text, expected: { kind: name } }))),
  fc.constantFrom(...NO_EFFECT).chain((name) => casing(name).map((text) => ({ text, expected: { kind: 'no effect', name } }))),
  abilityDice.map(({ value, dice }) => ({
    text: `sustained hits ${value}`,
    expected: { kind: 'sustained hits', hits: expect.objectContaining(dice) },
  })),
  abilityDice.map(({ value, dice }) => ({
    text: `Rapid Fire ${value}`,
    expected: { kind: 'rapid fire', attacks: expect.objectContaining(dice) },
  })),
  fc.integer({ min: 1, max: 6 }).map((n) => ({ text: `melta ${n}`, expected: { kind: 'melta', damage: n } })),
  fc.tuple(fc.constantFrom(...KEYWORDS), fc.integer({ min: 2, max: 6 })).map(([kw, n]) => ({
    text: `anti-${kw} ${n}+`,
    expected: { kind: 'anti', keyword: kw.toUpperCase(), threshold: n },
  })),
);

/** A roll target as a YAML value: 3, "3+" or "3". */
const rollTarget = (min = 2) =>
  fc.integer({ min, max: 6 }).chain((n) => fc.constantFrom<string | number>(n, `${n}+`, String(n)).map((value) => ({ value, n })));

const name = fc.string({ minLength: 1, maxLength: 16 });
/** A unit name or alias a player can type: a letter or digit, and no "+" (TARGET+LEADER). */
const unitName = name.filter((n) => lookupKey(n) !== '' && !n.includes('+'));
/** Attacks and Damage are never below 1 (003 'Modifying Characteristics'): a profile of 0 is refused. */
const characteristic = (maxConstant: number) => diceValue(maxConstant).filter(({ dice }) => dice.count > 0 || dice.constant >= 1);

const weapon = fc
  .record({
    melee: fc.boolean(),
    range: fc.integer({ min: 1, max: 72 }),
    inches: fc.boolean(),
    A: characteristic(20),
    skill: rollTarget(),
    S: fc.integer({ min: 1, max: 24 }),
    AP: fc.integer({ min: -6, max: 0 }),
    D: characteristic(12),
    abilities: fc.array(ability, { maxLength: 4 }),
  })
  .map((w) => ({
    ...w,
    yaml: {
      range: w.melee ? 'melee' : w.inches ? `${w.range}"` : w.range,
      A: w.A.value,
      [w.melee ? 'WS' : 'BS']: w.skill.value,
      S: w.S,
      AP: w.AP,
      D: w.D.value,
      abilities: w.abilities.map((a) => a.text),
    },
  }));

const unit = fc
  .record({
    name: unitName,
    aliases: fc.array(unitName, { maxLength: 3 }),
    keywords: fc.array(fc.constantFrom('Infantry', 'VEHICLE', 'monster', 'Chaos', 'imperium'), { maxLength: 4 }),
    M: fc.integer({ min: 0, max: 20 }),
    T: fc.integer({ min: 1, max: 14 }),
    Sv: rollTarget(),
    W: fc.integer({ min: 1, max: 30 }),
    Ld: fc.integer({ min: 4, max: 9 }),
    OC: fc.integer({ min: 0, max: 10 }),
    invulnerable: fc.option(rollTarget(), { nil: undefined }),
    feelNoPain: fc.option(rollTarget(), { nil: undefined }),
    weaponNames: fc.uniqueArray(name, { minLength: 1, maxLength: 3 }),
    weapons: fc.array(weapon, { minLength: 3, maxLength: 3 }),
    groups: fc.array(
      fc.record({ count: fc.integer({ min: 1, max: 20 }), extra: fc.nat(5), champion: fc.boolean(), picks: fc.array(fc.nat(2), { maxLength: 4 }) }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map((u) => {
    const weapons = u.weaponNames.map((n, i) => ({ ...u.weapons[i], name: n }));
    const groups = u.groups.map((g, i) => ({
      ...g,
      name: `group ${i}`,
      equipment: g.picks.map((p) => weapons[p % weapons.length].name),
    }));
    const yaml = {
      name: u.name,
      aliases: u.aliases,
      faction: 'Property Faction',
      source: 'fast-check',
      keywords: u.keywords,
      stats: { M: u.M, T: u.T, Sv: u.Sv.value, W: u.W, Ld: `${u.Ld}+`, OC: u.OC },
      ...(u.invulnerable ? { invulnerable: u.invulnerable.value } : {}),
      ...(u.feelNoPain ? { feelNoPain: u.feelNoPain.value } : {}),
      models: groups.map((g) => ({ name: g.name, count: g.count, min: g.count, max: g.count + g.extra, champion: g.champion, equipment: g.equipment })),
      weapons: weapons.map((w) => ({ name: w.name, ...w.yaml })),
    };
    return { u, weapons, groups, yaml };
  });

describe('properties: valid units round-trip through YAML', () => {
  it('stringify then parseUnit gives back the same numbers', () => {
    fc.assert(
      fc.property(unit, ({ u, weapons, groups, yaml }) => {
        const loaded = parseUnit(stringify(yaml), 'prop.yaml');
        expect(loaded.name).toBe(u.name);
        expect(loaded.aliases).toEqual(u.aliases);
        expect(loaded.keywords).toEqual(u.keywords.map((k) => k.toUpperCase()));
        expect(loaded.models).toHaveLength(groups.length);
        loaded.models.forEach((g, i) => {
          expect(g).toMatchObject({
            name: groups[i].name,
            count: groups[i].count,
            min: groups[i].count,
            max: groups[i].count + groups[i].extra,
            champion: groups[i].champion,
            equipment: groups[i].equipment,
          });
          expect(g.stats).toEqual({
            M: u.M, T: u.T, Sv: u.Sv.n, W: u.W, Ld: u.Ld, OC: u.OC,
            ...(u.invulnerable ? { invulnerable: u.invulnerable.n } : {}),
            ...(u.feelNoPain ? { feelNoPain: u.feelNoPain.n } : {}),
          });
        });
        expect(loaded.weapons).toHaveLength(weapons.length);
        loaded.weapons.forEach((w, i) => {
          const want = weapons[i];
          expect(w).toEqual({
            name: want.name,
            range: want.melee ? 'melee' : want.range,
            attacks: expect.objectContaining(want.A.dice),
            skill: want.skill.n,
            strength: want.S,
            ap: want.AP,
            damage: expect.objectContaining(want.D.dice),
            abilities: want.abilities.map((a) => a.expected),
          });
        });
      }),
      { numRuns: 300 },
    );
  });

  it('per-group stats overrides round-trip too', () => {
    const override = fc.record(
      { T: fc.integer({ min: 1, max: 14 }), W: fc.integer({ min: 1, max: 30 }), Sv: rollTarget(), invulnerable: rollTarget() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(unit, override, ({ yaml }, o) => {
        const stats = Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'object' ? v.value : v]));
        const models = yaml.models.map((g, i) => (i === 0 ? { ...g, stats } : g));
        const loaded = parseUnit(stringify({ ...yaml, models }), 'prop.yaml');
        const numbers = Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'object' ? v.n : v]));
        expect(loaded.models[0].stats).toMatchObject(numbers);
        for (const g of loaded.models.slice(1)) expect(g.stats).toMatchObject({ T: yaml.stats.T, W: yaml.stats.W });
      }),
      { numRuns: 100 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// (b) Robustness: any input either loads or is an InputError whose every line starts with the file.
// ---------------------------------------------------------------------------------------------

/** Run parseUnit and check the only failure is a well-formed InputError. */
function loadsOrInputError(text: string, file: string): void {
  try {
    const unit = parseUnit(text, file);
    // What does load is well-formed: every ability is one the rules know.
    for (const w of unit.weapons) for (const a of w.abilities) expect(KINDS).toContain(a.kind);
  } catch (e) {
    if (!(e instanceof InputError) && (e as Error).name === 'AssertionError') throw e;
    if (!(e instanceof InputError)) throw new Error(`not an InputError: ${String(e)}\n--- input ---\n${text}`);
    for (const line of e.message.split('\n')) {
      if (!line.startsWith(file)) throw new Error(`message line does not start with ${file}: ${line}`);
    }
  }
}

const KINDS = [...PLAIN, 'no effect', 'sustained hits', 'rapid fire', 'melta', 'anti'];

const file = fc.constantFrom('unit.yaml', 'data/my units/x.yml', '/abs/path/with:colon.yaml');

const lines = VALID.split('\n');
const KEYS = ['name', 'stats', 'T', 'Sv', 'A', 'D', 'BS', 'WS', 'range', 'models', 'weapons', 'equipment', 'count', 'min', 'abilities'];

/** Random short text without "*", which would start a YAML alias (see the failing test below). */
const text = (maxLength: number) => fc.string({ maxLength }).map((s) => s.replace(/\*/g, ''));

/** One edit to the valid fixture, as a list of lines. */
const mutation: fc.Arbitrary<(ls: string[]) => string[]> = fc.oneof(
  fc.nat().map((i) => (ls: string[]) => ls.filter((_, j) => j !== i % ls.length)),
  fc.nat().map((i) => (ls: string[]) => [...ls.slice(0, (i % ls.length) + 1), ls[i % ls.length], ...ls.slice((i % ls.length) + 1)]),
  fc.tuple(fc.nat(), fc.nat()).map(([i, j]) => (ls: string[]) => {
    const out = [...ls];
    [out[i % ls.length], out[j % ls.length]] = [out[j % ls.length], out[i % ls.length]];
    return out;
  }),
  // rename a key: random text or another known key
  fc.tuple(fc.nat(), fc.oneof(text(8), fc.constantFrom(...KEYS))).map(([i, to]) => (ls: string[]) => {
    const k = i % ls.length;
    return ls.map((l, j) => (j === k ? l.replace(/^(\s*-?\s*)[A-Za-z]+:/, `$1${to}:`) : l));
  }),
  // replace a value
  fc.tuple(fc.nat(), fc.oneof(text(8), fc.constantFrom('0', '-1', '7+', 'D4', '[]', '{}', 'null', '"', 'melee', '1e999')))
    .map(([i, to]) => (ls: string[]) => {
      const k = i % ls.length;
      return ls.map((l, j) => (j === k ? l.replace(/:\s.*$/, `: ${to}`) : l));
    }),
  // change indentation
  fc.tuple(fc.nat(), fc.integer({ min: -4, max: 4 })).map(([i, d]) => (ls: string[]) => {
    const k = i % ls.length;
    return ls.map((l, j) => (j === k ? (d > 0 ? ' '.repeat(d) + l : l.slice(Math.min(-d, l.length - l.trimStart().length))) : l));
  }),
  // insert a random character somewhere (aliases excluded: see the failing test below)
  fc.tuple(fc.nat(), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => c !== '*')).map(([i, c]) => (ls: string[]) => {
    const all = ls.join('\n');
    const k = i % (all.length + 1);
    return (all.slice(0, k) + c + all.slice(k)).split('\n');
  }),
);

describe('properties: bad input never crashes the loader', () => {
  it('fc.anything() as YAML: loads or InputError starting with the file name', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), file, (value, f) => {
        const text = stringify(value) ?? '';
        loadsOrInputError(text, f);
      }),
      { numRuns: 500 },
    );
  });

  it('a valid file with its top level, a weapon or stats replaced by anything', () => {
    const base = parseUnitObject();
    const slot = fc.constantFrom('stats', 'models', 'weapons', 'weapon', 'group', 'wargear', 'points', 'abilities');
    fc.assert(
      fc.property(slot, fc.anything(), file, (where, value, f) => {
        const u = structuredClone(base);
        if (where === 'weapon') u.weapons[0] = value;
        else if (where === 'group') u.models[0] = value;
        else if (where === 'abilities') u.weapons[0].abilities = value;
        else u[where] = value;
        loadsOrInputError(stringify(u) ?? '', f);
      }),
      { numRuns: 500 },
    );
  });

  it('random edits of a valid file (delete, duplicate, swap lines, rename keys, change values, indentation)', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), file, (edits, f) => {
        loadsOrInputError(edits.reduce((ls, m) => m(ls), lines).join('\n'), f);
      }),
      { numRuns: 1000 },
    );
  });

  it('random text made of YAML punctuation and keys (no aliases)', () => {
    fc.assert(
      fc.property(yamlSoup(false), file, (text, f) => loadsOrInputError(text, f)),
      { numRuns: 1000 },
    );
  });

  // BUG (src/rules/tenth/profiles/load.ts parseUnit): YAML aliases make `doc.toJS()` throw ReferenceError
  // (an undefined anchor, or too many alias expansions); the error is not turned into an InputError.
  // fast-check finds e.g. "*a" or "x: *a". This property fails until that is fixed.
  it('random text made of YAML punctuation and keys, aliases included (fails: ReferenceError)', () => {
    fc.assert(
      fc.property(yamlSoup(true), file, (text, f) => loadsOrInputError(text, f)),
      { numRuns: 1000 },
    );
  });
});

/** The fixture as plain data (the shape of the file, not the typed Unit parseUnit returns). */
function parseUnitObject(): Record<string, any> {
  return parseYaml(VALID) as Record<string, any>;
}

function yamlSoup(aliases: boolean): fc.Arbitrary<string> {
  const tokens = [
    'name', 'stats', 'T', 'Sv', 'weapons', 'models', 'A', 'D', 'abilities', ':', ': ', '- ', '-', '[', ']', '{', '}',
    ',', '"', "'", '#', '\n', '\n  ', '\n    ', ' ', '?', '!', '!!str ', '|', '>', '%', '@', '`', '3+', '7', 'D6', 'melee',
    '---', '...', '\t', 'null', 'true', '~', '\\', '<<', '=', '&a ',
    ...(aliases ? ['*a', '*b', ' *a', '&b '] : []),
  ];
  return fc.array(fc.oneof(fc.constantFrom(...tokens), fc.string({ maxLength: 3 }).map((s) => (aliases ? s : s.replace(/\*/g, '')))), { maxLength: 40 }).map((ts) => ts.join(''));
}
