/**
 * Issue 27, one result contract: every ruleset's calc JSON carries the same top-level keys with the
 * same shapes (src/rules/contract.ts CalcJson, README 'JSON output'), what only one ruleset has in a
 * documented sub-object, and the old names kept for one release equal the new ones. The calc views are
 * written once over it: a ruleset that gives only the contract's keys gets every view.
 */
import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calculate } from '../../src/rules/tenth/matchup/calculate.js';
import { toJsonObject } from '../../src/rules/tenth/matchup/json.js';
import { calculateTurn } from '../../src/rules/tenth/matchup/named-turn-need.js';
import { simulateTurn } from '../../src/rules/tenth/matchup/turn-simulate.js';
import { turnSettings } from '../../src/rules/tenth/matchup/turn-result.js';
import { unitsNamed } from '../../src/rules/tenth/matchup/calculate.js';
import { calculateLegacyMatchup } from '../../src/rules/legacy/script.js';
import { legacyJson } from '../../src/rules/legacy/json.js';
import { RULESETS } from '../../src/rules/rulesets.js';
import { DEFAULT_RULESET, SCHEMA_VERSION, WEAPON_NUMBERS, type CalcJson } from '../../src/rules/contract.js';
import { loadLegacyUnits } from '../../src/rules/legacy/load.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { toTable } from '../../src/cli/format.js';
import { calcLong, calcMarkdown } from '../../src/cli/calc-views.js';

const probability = z.number().min(0).max(1 + 1e-9);
const whole = z.number().int().min(0);
const summary = z.strictObject({ mean: z.number().min(0), distribution: z.array(probability), atLeast: z.array(probability), median: whole, p10: whole, p90: whole });
const conditionValue = z.union([z.boolean(), z.number(), z.string(), z.array(z.number()), z.null()]);
/** Numbers each (the views show those of WEAPON_NUMBERS; a ruleset may carry more, 10th edition's mortalDamage). */
const weaponNumbers = z.record(z.string(), z.number()).refine((row) => WEAPON_NUMBERS.some((k) => k in row), 'no number the views show');

/** The contract's required keys, in its order, with their shapes. */
const CONTRACT = {
  schemaVersion: z.literal(SCHEMA_VERSION),
  kind: z.literal('calc'),
  ruleset: z.string(),
  attacker: z.looseObject({ name: z.string(), models: whole, points: z.number().nullable(), phase: z.string() }),
  target: z.looseObject({ name: z.string(), models: whole, wounds: whole, profile: z.string().min(1) }),
  conditions: z.record(z.string(), conditionValue).and(z.looseObject({ phase: z.string() })),
  weapons: z.array(z.object({ name: z.string(), count: whole }).catchall(z.number())),
  total: weaponNumbers,
  kills: summary.extend({ wipe: probability }),
  damage: summary,
  notes: z.array(z.string()),
};
const REQUIRED = Object.keys(CONTRACT);
const contract = z.looseObject(CONTRACT);

/** The documented sub-objects, by ruleset (README 'JSON output', 'The older edition (legacy ruleset)'). */
const SUB_OBJECTS: Record<string, readonly string[]> = {
  '10th': ['modifiers', 'options', 'bearerReturns', 'byGroup', 'hazardous', 'effects', 'oneRolls', 'fightOnDeath', 'notModelled', 'working', 'simulation'],
  legacy: ['woundsLost', 'vehicle'],
};

/** The JSON as printed (an absent condition, `engaged`, is undefined in memory and no key in the text). */
function carriesTheContract(json: CalcJson): void {
  const printed: unknown = JSON.parse(JSON.stringify(json));
  expect(() => contract.parse(printed)).not.toThrow();
  const keys = Object.keys(printed as object);
  // Exactly the required keys, in the contract's order, and besides them only the ruleset's documented sub-objects.
  expect(keys.filter((k) => REQUIRED.includes(k))).toEqual(REQUIRED);
  expect(keys.filter((k) => !REQUIRED.includes(k)).every((k) => SUB_OBJECTS[json.ruleset].includes(k))).toBe(true);
}

const roster = await loadRoster([]);
const legacyUnits = loadLegacyUnits([]);
const plain = new Chalk({ level: 0 });

describe('the calc contract (issue 27)', () => {
  it("10th edition's calc JSON carries the contract, its ruleset after its kind, the target's defences at the target's end", () => {
    const json = toJsonObject(calculate(roster, 'eightbound', 'intercessors', {}), true);
    carriesTheContract(json);
    expect(json.ruleset).toBe('10th');
    expect(Object.keys(json).slice(0, 4)).toEqual(['schemaVersion', 'kind', 'ruleset', 'attacker']);
    // data/space-marines/intercessor-squad.yaml: T4, Sv 3+, no invulnerable save, no Feel No Pain.
    expect(json.target).toEqual({ name: 'Intercessor Squad', models: 5, wounds: 10, profile: 'T4 Sv3+' });
  });

  it("the legacy calc JSON carries the contract: `damage` the wounds lost, `woundsLost` its old name, equal", async () => {
    const json = legacyJson(await calculateLegacyMatchup(legacyUnits, 'tactical squad', 'ork boyz', { firstRound: true }));
    carriesTheContract(json);
    expect(json.woundsLost).toEqual(json.damage);
    expect(json.target.profile).toBe('T4 Sv6+');
    // 10 boltguns at full range fire one shot each (004 'Rapid Fire'); BS4 hits on 3+ (2/3), S4 vs T4 wounds on 4+ (1/2),
    // AP5 leaves the Boyz' 6+ no save: 10 x 2/3 x 1/2 = 10/3 unsaved wounds, each one W1 Boy (29 Boys before the Nob).
    expect(json.damage.mean).toBeCloseTo(10 / 3, 9);
    expect(json.kills.mean).toBeCloseTo(10 / 3, 9);
  });

  it('against a vehicle: `damage` is the Hull Points lost, the vehicle results its documented sub-object', async () => {
    const json = legacyJson(await calculateLegacyMatchup(legacyUnits, 'tactical squad', 'rhino', { firstRound: true }));
    carriesTheContract(json);
    expect(json.target).toMatchObject({ profile: 'AV 11/11/10, 3 Hull Points, tank, transport', hullPoints: 3 });
    // 7th edition core rules, 'Armour Penetration': S4 + D6 is at most 10, below the Rhino's front AV 11: no glancing
    // or penetrating hit, so no Hull Point lost and the Rhino never destroyed.
    expect(json.damage.distribution).toEqual([1]);
    expect(json.vehicle?.destroyed).toBe(0);
    const table = toTable({ json }, plain);
    expect(table).toContain('Vehicle: destroyed 0% (exploded 0%)');
    expect(table).toContain('Hull Points lost (k)');
    expect(table).not.toContain('Models destroyed');
  });

  it("turn JSON says `wipe` as calc does, `wiped` kept as its alias (its simulation's too)", () => {
    const report = calculateTurn(roster, 'eightbound', 'intercessors');
    for (const side of [report.attacker, report.target]) {
      expect(side.modelsLost.wipe).toBe(side.modelsLost.distribution[side.models]);
      expect(side.modelsLost.wiped).toBe(side.modelsLost.wipe);
    }
    const sim = simulateTurn(unitsNamed(roster, 'eightbound', 'intercessors', {}), turnSettings({}), 200, 1);
    for (const side of [sim.attacker, sim.target]) expect(side.wiped).toBe(side.wipe);
  });

  it("a ruleset that gives only the contract's keys gets every calc view: its ruleset said, the columns its rows carry", async () => {
    const legacy = legacyJson(await calculateLegacyMatchup(legacyUnits, 'tactical squad', 'ork boyz', { firstRound: true }));
    const json = { ...Object.fromEntries(REQUIRED.map((k) => [k, legacy[k as keyof typeof legacy]])), ruleset: 'next' } as unknown as CalcJson;
    const table = toTable({ json }, plain);
    expect(table.split('\n').slice(0, 2)).toEqual(['Tactical Squad (10 models, 140 pts, shooting) vs Ork Boyz (30 models, T4 Sv6+, 31 wounds)', 'ruleset: next']);
    expect(table).toMatch(/│ Weapon +│ # │ Attacks │ Hits │ Wounds │ Unsaved │ Kills │/);
    expect(table).toContain('Damage dealt (wounds lost of 31): mean 3.33');
    expect(calcMarkdown({ json })).toContain('| Weapon | # | Attacks | Hits | Wounds | Unsaved | Kills |');
    expect(calcLong({ json }).rows).toContainEqual(['matchup', '', 'ruleset', 'next']);
  });

  it("the views' default ruleset, the one they do not name, is the registry's first", () => {
    expect(DEFAULT_RULESET).toBe(RULESETS[0].name);
  });
});
