import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATA, yamlFiles } from '../../src/rules/tenth/profiles/registry.js';
import { ABILITY_WORDS, abilitySchema, ANTI_KEYWORDS } from '../../src/rules/tenth/profiles/vocabulary.js';
import { parseAbility } from '../../src/rules/tenth/abilities.js';
import { builtInEffects } from '../../src/rules/tenth/effects/index.js';

// Issue 12 section 5: the JSON Schema (schema/unit.schema.json, what an editor reads through the
// yaml-language-server comment at the top of each unit file) names the vocabulary, so an editor
// completes abilities and effect ids and flags `assualt` or `sustained hit 1` as you type. Checked
// with ajv, a Draft-7 validator as editors use, on the checked-in file.
const SCHEMA = JSON.parse(readFileSync(fileURLToPath(new URL('../../schema/unit.schema.json', import.meta.url)), 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
const validate = ajv.compile(SCHEMA);

/** The instance paths ajv reports for a unit file's text (none: valid). */
function errorsAt(text: string): string[] {
  if (validate(parse(text))) return [];
  return [...new Set(validate.errors!.map((e) => e.instancePath))];
}

const parses = (text: string) => {
  try {
    parseAbility(text);
    return true;
  } catch {
    return false;
  }
};

describe('the JSON Schema checked by a Draft-7 validator (ajv)', () => {
  it.each(yamlFiles(BUNDLED_DATA).map((f) => [relative(BUNDLED_DATA, f), f]))('accepts the bundled %s', (_, file) => {
    expect(errorsAt(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('flags a misspelt file where the loader would: assualt, sustained hit 1, anti-infantery 4+, warp-blade', () => {
    const text = [
      'name: Typos',
      'faction: Test',
      'source: test',
      'stats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 1 }',
      'models: [{ name: Trooper, count: 5, equipment: [Rifle] }]',
      'weapons:',
      '  - { name: Rifle, range: 24, A: 2, BS: 3+, S: 4, AP: -1, D: 1, abilities: [assualt, sustained hit 1, anti-infantery 4+, Lethal  Hits] }',
      'effects: [warp-blade, Warp Blades]',
    ].join('\n');
    expect(errorsAt(text)).toEqual(['/weapons/0/abilities/0', '/weapons/0/abilities/1', '/weapons/0/abilities/2', '/effects/0']);
    // The same file, spelt right, passes.
    expect(errorsAt(text.replace('assualt, sustained hit 1, anti-infantery', 'assault, sustained hits 1, anti-infantry').replace('warp-blade,', 'warp-blades,'))).toEqual([]);
  });
});

describe('the vocabulary is what the loader reads', () => {
  it('every word offered for completion parses, and so does every anti- keyword', () => {
    for (const w of ABILITY_WORDS) expect(parses(w), w).toBe(true);
    for (const k of ANTI_KEYWORDS) expect(parses(`anti-${k} 4+`), k).toBe(true);
  });

  const one = new Ajv({ strict: true, strictTypes: false, strictRequired: false }).compile(abilitySchema);
  it.each([
    'lethal hits', 'Lethal Hits', ' twin-linked ', 'sustained hits 2', 'Sustained Hits D3', 'rapid fire D6+1', 'rapid fire 2D6',
    'melta 4', 'anti-infantry 4+', 'Anti-Epic Hero 2+', 'one shot', 'indirect fire',
    'assualt', 'sustained hit 1', 'sustained hits', 'sustained hits D4', 'melta D3', 'anti-infantery 4+', 'anti-infantry 7+', 'anti-infantry 4', 'twin linked', 'lethal',
  ])('"%s": the schema accepts it exactly when the loader does', (text) => {
    expect(one(text)).toBe(parses(text));
  });

  it('effects: every id and every name of `wh40k effects`, nothing else', () => {
    const effects = (SCHEMA as { properties: { effects: { items: object } } }).properties.effects.items;
    const check = new Ajv({ strict: true }).compile(effects);
    for (const e of builtInEffects()) expect([check(e.id), check(e.name)], e.id).toEqual([true, true]);
    expect(check('warp-blade')).toBe(false);
  });
});

describe("the player's effects in the schema", () => {
  it('`wh40k --effects FILE schema` names them beside the built-ins; without them it does not', async () => {
    const { wh40k } = await import('../cli/run.js');
    const itemsOf = (args: string[]) => {
      const r = wh40k([...args, 'schema']);
      expect(r.status).toBe(0);
      return new Ajv({ strict: true }).compile((JSON.parse(r.stdout) as { properties: { effects: { items: object } } }).properties.effects.items);
    };
    const mine = itemsOf(['--effects', 'examples/my-effects.yaml']);
    expect([mine('for-the-greater-good'), mine('waaagh'), mine('warp-blades'), mine('for-the-greater-goood')]).toEqual([true, true, true, false]);
    const builtIn = itemsOf([]);
    expect([builtIn('for-the-greater-good'), builtIn('warp-blades'), builtIn('oath-of-moment')]).toEqual([false, true, true]);
  });
});
