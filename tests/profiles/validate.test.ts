import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATA, yamlFiles } from '../../src/rules/tenth/profiles/registry.js';
import { expand, shown, validateGroups } from '../../src/rules/tenth/profiles/validate.js';
import { summary } from '../../src/cli/data-views.js';
import { at, edit, tempDir, unitYaml, VALID } from './fixtures.js';

/** The fixture unit under another name and no aliases, so that files do not clash. */
const named = (name: string) => edit(VALID, 'name: Test Squad\naliases: [testers, test squad]', `name: ${name}\naliases: []`);

/** Files with problems of every kind: schema, unknown field, cross-field, YAML syntax. */
const BAD_SCHEMA = edit(edit(edit(named('A'), 'T: 4', 'T: 0'), 'Sv: 3+', 'Sv: 8+'), 'AP: -2', 'AP: 2');
const BAD_FIELDS = edit(named('B'), 'models:', 'modles:');
const BAD_WEAPON = edit(edit(named('C'), 'equipment: [Rifle, Blade]', 'equipment: [Rifel, Blade]'), 'replace: [Rifle]', 'replace: [Blade]');
const BAD_SYNTAX = 'name: Broken\nfaction: [Test\n';

describe('validateGroups: every problem of every file at once', () => {
  const dir = tempDir({
    'a-schema.yaml': BAD_SCHEMA,
    'b-fields.yaml': BAD_FIELDS,
    'c-weapon.yaml': BAD_WEAPON,
    'd-syntax.yaml': BAD_SYNTAX,
    'e-good.yaml': unitYaml('Good Unit'),
  });
  const files = yamlFiles(dir);
  const reports = validateGroups([files]);
  const of = (name: string) => reports.find((r) => r.file === join(dir, name))!;

  it('reports each file once, in order, and only the good one is ok', () => {
    expect(reports.map((r) => relative(dir, r.file))).toEqual(['a-schema.yaml', 'b-fields.yaml', 'c-weapon.yaml', 'd-syntax.yaml', 'e-good.yaml']);
    expect(reports.map((r) => r.ok)).toEqual([false, false, false, false, true]);
    expect(of('e-good.yaml').errors).toEqual([]);
    expect(summary(reports)).toBe('5 files, 4 with errors');
  });

  it('several problems of one file each come with file:line:col and field path', () => {
    const file = join(dir, 'a-schema.yaml');
    expect(of('a-schema.yaml').errors).toEqual([
      `${file}:${at(BAD_SCHEMA, 'T: 0')} stats.T: at least 1, got 0`,
      `${file}:${at(BAD_SCHEMA, 'Sv: 8+')} stats.Sv: expected a Save like 3+ (2+ to 7+; 7+ or "-" for no armour save), got "8+"`,
      `${file}:${at(BAD_SCHEMA, 'AP: 2')} weapons[1].AP: at most 0, got 2`,
    ]);
  });

  it('unknown fields, missing fields, cross-field problems and YAML syntax errors', () => {
    const b = join(dir, 'b-fields.yaml');
    expect(of('b-fields.yaml').errors).toEqual([
      `${b}:${at(BAD_FIELDS, 'name')} models: missing (expected a list)`,
      `${b}:${at(BAD_FIELDS, 'modles')} modles: unknown field "modles" (did you mean "models"?)`,
    ]);
    const c = join(dir, 'c-weapon.yaml');
    expect(of('c-weapon.yaml').errors).toEqual([
      `${c}:${at(BAD_WEAPON, 'Rifel')} models[0].equipment[0]: no weapon named "Rifel" in weapons (did you mean "Rifle"?)`,
      `${c}:${at(BAD_WEAPON, 'Blade]\n    with')} wargear[0].replace[0]: Trooper is not equipped with "Blade" (it has: Rifle)`,
    ]);
    expect(of('d-syntax.yaml').errors).toHaveLength(1);
    expect(of('d-syntax.yaml').errors[0]).toMatch(new RegExp(`^${escape(join(dir, 'd-syntax.yaml'))}:\\d+:\\d+ YAML syntax: `));
  });
});

describe('validateGroups: names and aliases used twice', () => {
  it('are reported on the later file, at the name, in any case or punctuation, even when the file has other problems', () => {
    const first = unitYaml('Alpha Squad', { aliases: ['alphas'] });
    const second = unitYaml('Beta', { aliases: ['ALPHA-SQUAD', 'betas'] });
    const third = unitYaml('Alphas', { T: 0 });
    const dir = tempDir({ '1.yaml': first, '2.yaml': second, '3.yaml': third });
    const reports = validateGroups([yamlFiles(dir)]);
    const [f1, f2, f3] = ['1.yaml', '2.yaml', '3.yaml'].map((n) => join(dir, n));
    expect(reports[0]).toEqual({ file: f1, ok: true, errors: [] });
    expect(reports[1].errors).toEqual([
      `${f2}:${at(second, '"ALPHA-SQUAD"')} aliases[0]: name "ALPHA-SQUAD" is also used by ${f1}:${at(first, 'name')} (as "Alpha Squad")`,
    ]);
    expect(reports[2].errors).toContain(`${f3}:${at(third, 'name')} name: name "Alphas" is also used by ${f1}:${at(first, '"alphas"')} (as "alphas")`);
    expect(reports[2].errors.some((e) => e.includes('stats.T'))).toBe(true);
  });

  it('a name repeated as an alias of the same unit is no clash; separate groups do not clash', () => {
    const same = unitYaml('Gamma', { aliases: ['gamma'] });
    const dir = tempDir({ 'g.yaml': same, 'h.yaml': unitYaml('Other') });
    const other = tempDir({ 'g.yaml': same });
    const reports = validateGroups([yamlFiles(dir), yamlFiles(other)]);
    expect(reports.map((r) => r.ok)).toEqual([true, true, true]);
    expect(summary(reports)).toBe('3 files OK');
    expect(summary(reports.slice(0, 1))).toBe('1 file OK');
  });
});

describe('expand', () => {
  it('folders give their YAML files recursively; a file named explicitly is taken whatever its name; missing paths are reported', () => {
    const dir = tempDir({ 'a.yaml': unitYaml('A'), 'sub/b.yml': unitYaml('B'), 'notes.txt': 'x', 'c.txt': unitYaml('C') });
    const missing = join(dir, 'nope.yaml');
    const { files, unreadable } = expand([dir, join(dir, 'c.txt'), join(dir, 'a.yaml'), missing]);
    expect(files.map((f) => relative(dir, f))).toEqual(['a.yaml', join('sub', 'b.yml'), 'c.txt']);
    expect(unreadable).toEqual([{ file: missing, ok: false, errors: [`${missing}: cannot read (ENOENT)`] }]);
  });

  it('shown: relative inside the working directory, absolute outside', () => {
    expect(shown('/work/x/data/a.yaml', '/work/x')).toBe(join('data', 'a.yaml'));
    expect(shown('/elsewhere/a.yaml', '/work/x')).toBe('/elsewhere/a.yaml');
  });
});

describe('the bundled data', () => {
  it('validates without a problem', () => {
    const reports = validateGroups([yamlFiles(BUNDLED_DATA)]);
    expect(reports.filter((r) => !r.ok)).toEqual([]);
    expect(reports.length).toBeGreaterThanOrEqual(10);
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
