import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { unitJsonSchema, unitJsonSchemaText } from '../../src/rules/tenth/profiles/json-schema.js';
import { BUNDLED_DATA, yamlFiles } from '../../src/rules/tenth/profiles/registry.js';
import { modelGroupSchema, statsSchema, unitSchema, weaponSchema } from '../../src/rules/tenth/profiles/schema.js';
import { edit, VALID } from './fixtures.js';

const CHECKED_IN = fileURLToPath(new URL('../../schema/unit.schema.json', import.meta.url));

type Schema = Record<string, unknown>;

/**
 * A small JSON Schema (draft-07) checker: the keywords the generated schema uses, no more. An
 * unknown keyword fails the test, so a new construct in the schema cannot pass unchecked.
 * Returns the problems found ("" for the root path).
 */
function check(schema: Schema, value: unknown, path = ''): string[] {
  const out: string[] = [];
  const fail = (why: string) => out.push(`${path || '(root)'}: ${why}`);
  const typeOf = (v: unknown) =>
    v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v;
  const is = (type: string, v: unknown) => typeOf(v) === type || (type === 'number' && typeOf(v) === 'integer');
  for (const [k, s] of Object.entries(schema)) {
    switch (k) {
      case '$schema': case 'title': case 'description': case 'default':
        break;
      case 'type': {
        const types = Array.isArray(s) ? (s as string[]) : [s as string];
        if (!types.some((t) => is(t, value))) fail(`expected ${types.join(' or ')}, got ${JSON.stringify(value)}`);
        break;
      }
      case 'const':
        if (value !== s) fail(`expected ${JSON.stringify(s)}`);
        break;
      case 'enum':
        if (!(s as unknown[]).includes(value)) fail(`expected one of ${JSON.stringify(s)}`);
        break;
      case 'minimum':
        if (typeof value === 'number' && value < (s as number)) fail(`below ${s}`);
        break;
      case 'maximum':
        if (typeof value === 'number' && value > (s as number)) fail(`above ${s}`);
        break;
      case 'exclusiveMinimum':
        if (typeof value === 'number' && value <= (s as number)) fail(`not above ${s}`);
        break;
      case 'minLength':
        if (typeof value === 'string' && value.length < (s as number)) fail('too short');
        break;
      case 'pattern':
        if (typeof value === 'string' && !new RegExp(s as string, 'u').test(value)) fail(`does not match ${s}`);
        break;
      case 'minItems':
        if (Array.isArray(value) && value.length < (s as number)) fail('too few items');
        break;
      case 'items':
        if (Array.isArray(value)) value.forEach((v, i) => out.push(...check(s as Schema, v, `${path}[${i}]`)));
        break;
      case 'required':
        if (is('object', value)) for (const r of s as string[]) if (!(r in (value as object))) fail(`missing ${r}`);
        break;
      case 'properties':
        if (is('object', value)) {
          for (const [name, sub] of Object.entries(s as Record<string, Schema>)) {
            if (name in (value as object)) out.push(...check(sub, (value as Schema)[name], `${path}.${name}`));
          }
        }
        break;
      case 'additionalProperties':
        if (is('object', value)) {
          const known = Object.keys((schema.properties as object | undefined) ?? {});
          for (const [name, v] of Object.entries(value as Schema)) {
            if (known.includes(name)) continue;
            if (s === false) fail(`unknown field ${name}`);
            else out.push(...check(s as Schema, v, `${path}.${name}`));
          }
        }
        break;
      case 'propertyNames':
        if (is('object', value)) for (const name of Object.keys(value as object)) out.push(...check(s as Schema, name, `${path}{${name}}`));
        break;
      case 'anyOf':
        if (!(s as Schema[]).some((sub) => check(sub, value, path).length === 0)) fail(`matches none of ${JSON.stringify(s)}`);
        break;
      case 'allOf':
        for (const sub of s as Schema[]) out.push(...check(sub, value, path));
        break;
      case 'not':
        if (check(s as Schema, value, path).length === 0) fail(`must not match ${JSON.stringify(s)}`);
        break;
      case 'if': {
        const branch = check(s as Schema, value, path).length === 0 ? schema.then : schema.else;
        if (branch) out.push(...check(branch as Schema, value, path));
        break;
      }
      case 'then': case 'else':
        break;
      default:
        throw new Error(`the test's checker does not know the JSON Schema keyword "${k}" (at ${path || 'root'})`);
    }
  }
  return out;
}

/** What zod and the JSON Schema say of a unit file's text. */
function both(text: string): { zod: boolean; json: string[] } {
  const data = parse(text) as unknown;
  return { zod: unitSchema.safeParse(data).success, json: check(unitJsonSchema(), data) };
}

describe('wh40k schema: the JSON Schema generated from the zod schema', () => {
  it('the checked-in schema/unit.schema.json is what the code generates (else: node bin/wh40k.js schema -o schema/unit.schema.json)', () => {
    expect(readFileSync(CHECKED_IN, 'utf8')).toBe(unitJsonSchemaText());
  });

  it.each(yamlFiles(BUNDLED_DATA).map((f) => [relative(BUNDLED_DATA, f), f]))('accepts the bundled %s', (_, file) => {
    expect(check(unitJsonSchema(), parse(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('accepts the loader test fixture, which uses every field', () => {
    expect(both(VALID)).toEqual({ zod: true, json: [] });
  });

  it.each([
    ['an unknown field', edit(VALID, 'models:', 'modles:'), /unknown field modles/],
    ['a missing required field', edit(VALID, 'faction: Test Faction\n', ''), /missing faction/],
    ['Sv 8+', edit(VALID, 'Sv: 3+', 'Sv: 8+'), /\.stats\.Sv/],
    ['Sv 1', edit(VALID, 'Sv: 3+', 'Sv: 1'), /\.stats\.Sv/],
    ['Ld as a word', edit(VALID, 'Ld: 6+', 'Ld: six'), /\.stats\.Ld/],
    ['AP above 0', edit(VALID, 'AP: -1', 'AP: 1'), /weapons\[0\]\.AP/],
    ['a D7', edit(VALID, 'A: D6+3', 'A: D7'), /weapons\[1\]\.A/],
    ['a range in feet', edit(VALID, "range: '36\"'", 'range: 3ft'), /weapons\[1\]\.range/],
    ['a melee weapon with BS', edit(VALID, 'WS: 2+', 'BS: 2+'), /weapons\[2\]/],
    ['a ranged weapon with WS', edit(VALID, 'BS: 3+', 'WS: 3+'), /weapons\[0\]/],
    ['no model groups', edit(VALID, 'models:', 'models: []\nxmodels:'), /models: too few items/],
    ['points that are not a whole number', edit(VALID, '5: 90', '5: 90.5'), /points\.5/],
  ])('rejects %s, as the loader does', (_, text, where) => {
    const { zod, json } = both(text);
    expect(zod).toBe(false);
    expect(json.join('\n')).toMatch(where);
  });

  it('names every field of the zod schema, and requires the fields zod requires', () => {
    const s = unitJsonSchema() as { properties: Record<string, Schema>; required: string[] };
    const props = (x: Schema) => Object.keys(x.properties as object).sort();
    const item = (x: Schema) => x.items as Schema;
    expect(props(s)).toEqual(Object.keys(unitSchema.shape).sort());
    expect(props(s.properties.stats)).toEqual(Object.keys(statsSchema.shape).sort());
    expect(props(item(s.properties.weapons))).toEqual(Object.keys(weaponSchema.shape).sort());
    expect(props(item(s.properties.models))).toEqual(Object.keys(modelGroupSchema.shape).sort());
    const required = Object.entries(unitSchema.shape)
      .filter(([, z]) => !z.safeParse(undefined).success)
      .map(([k]) => k);
    expect([...s.required].sort()).toEqual(required.sort());
  });

  it('describes the fields for editors, and targets draft-07 (what yaml-language-server supports best)', () => {
    const s = unitJsonSchema() as { $schema: string; description: string; properties: Record<string, Schema> };
    expect(s.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(s.description).toMatch(/unit profile/);
    for (const [name, field] of Object.entries(s.properties)) expect(field.description, name).toEqual(expect.any(String));
    const weapon = (s.properties.weapons.items as { properties: Record<string, Schema> }).properties;
    expect(weapon.BS.description).toMatch(/Ballistic Skill/);
    expect(weapon.A.description).toMatch(/dice/);
  });
});
