import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadUnitFile } from '../../src/rules/tenth/profiles/load.js';
import { BUNDLED_DATA, findUnit, parseFolder, yamlFiles } from '../../src/rules/tenth/profiles/registry.js';
import type { Unit, Weapon } from '../../src/rules/tenth/types.js';

const files = yamlFiles(BUNDLED_DATA);
const constant = (n: number) => ({ count: 0, sides: 0, constant: n, text: String(n) });

describe('bundled data', () => {
  let units: Unit[];
  beforeAll(async () => {
    units = await parseFolder(BUNDLED_DATA);
  });

  it('finds the data folder and its YAML files', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const f of files) expect(f.startsWith(BUNDLED_DATA)).toBe(true);
  });

  it.each(files.map((f) => [relative(BUNDLED_DATA, f), f]))('%s loads', (_, file) => {
    const unit = loadUnitFile(file);
    expect(unit.file).toBe(file);
  });

  it('the whole folder loads with parseFolder: one unit per file, names and aliases unique', () => {
    expect(units.map((u) => u.file)).toEqual(files);
  });

  it('every unit has a non-empty source, and a weapon profile for every piece of equipment', () => {
    for (const u of units) {
      expect(u.source.trim(), u.file).not.toBe('');
      const weapons = new Set(u.weapons.map((w) => w.name));
      for (const g of u.models) for (const e of g.equipment) expect(weapons.has(e), `${u.name}: ${e}`).toBe(true);
    }
  });

  it.each(files.map((f) => [relative(BUNDLED_DATA, f), f]))(
    '%s starts with the yaml-language-server line, then a comment citing its source',
    (_, file) => {
      const [first, second] = readFileSync(file, 'utf8').split('\n');
      // The schema path is relative to the file (../../schema/unit.schema.json from data/<faction>/).
      const schema = relative(dirname(file), join(BUNDLED_DATA, '..', 'schema', 'unit.schema.json')).split(sep).join('/');
      expect(first).toBe(`# yaml-language-server: $schema=${schema}`);
      expect(second).toMatch(/^# Source: \S/);
    },
  );

  describe('spot checks against the datasheets cited in the files', () => {
    const weapon = (u: Unit, name: string): Weapon => {
      const w = u.weapons.find((x) => x.name === name);
      expect(w, `${u.name} has ${name}`).toBeDefined();
      return w!;
    };

    it('Eightbound (World Eaters, rules 000): T6 Sv3+ W3 5++', () => {
      const u = findUnit(units, 'Eightbound');
      for (const g of u.models) expect(g.stats).toMatchObject({ M: 9, T: 6, Sv: 3, W: 3, Ld: 6, OC: 1, invulnerable: 5 });
      expect(u.models.map(({ name, count, min, max, champion }) => ({ name, count, min, max, champion }))).toEqual([
        { name: 'Eightbound Champion', count: 1, min: 1, max: 1, champion: true },
        { name: 'Eightbound', count: 2, min: 2, max: 5, champion: false },
      ]);
      expect(weapon(u, 'Eightbound eviscerators')).toMatchObject({
        range: 'melee', attacks: constant(6), skill: 3, strength: 5, ap: -2, damage: constant(2), abilities: [],
      });
      expect(weapon(u, 'Lacerators')).toMatchObject({
        range: 'melee', attacks: constant(4), skill: 3, strength: 9, ap: -2, damage: constant(3),
      });
      expect(u.wargear.map((o) => o.name)).toContain('heavy chainglaive');
      expect(u.wargear.find((o) => o.name === 'heavy chainglaive')).toEqual({
        name: 'heavy chainglaive', model: 'Eightbound Champion', replace: ['Lacerators'], with: ['Heavy chainglaive'],
      });
    });

    it('Intercessor Squad (BSData): T4 Sv3+ W2; bolt rifle A2 BS3+ S4 AP-1 D1', () => {
      const u = findUnit(units, 'Intercessor Squad');
      for (const g of u.models) expect(g.stats).toMatchObject({ T: 4, Sv: 3, W: 2 });
      expect(weapon(u, 'Bolt rifle')).toMatchObject({
        range: 24, attacks: constant(2), skill: 3, strength: 4, ap: -1, damage: constant(1),
      });
      expect(u.models.reduce((n, g) => n + g.count, 0)).toBe(5);
    });

    it('Field Ordnance Battery (rules 001): malleus rocket launcher A D6+6 BS5+ S6 AP-1 D1 [blast, heavy]', () => {
      const u = findUnit(units, 'Field Ordnance Battery');
      expect(weapon(u, 'Malleus rocket launcher')).toEqual({
        name: 'Malleus rocket launcher',
        range: 48,
        attacks: { count: 1, sides: 6, constant: 6, text: 'D6+6' },
        skill: 5,
        strength: 6,
        ap: -1,
        damage: constant(1),
        abilities: [{ kind: 'blast' }, { kind: 'heavy' }],
      });
      expect(u.models).toHaveLength(1);
      expect(u.models[0]).toMatchObject({ count: 2, min: 2, max: 2 });
      expect(u.points).toEqual({ 2: 100 });
    });
  });
});
