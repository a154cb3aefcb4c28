/**
 * A file written as JSON is read with JSON.parse (issue 13 goal 7: the YAML package cost more than
 * the calculation per matchup of a scenario file), but only where YAML reads the same data and
 * refuses nothing; a file with a problem still goes through YAML, so its message is unchanged.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/profiles/errors.js';
import { plainJsonObject } from '../../src/profiles/json-text.js';
import { loadRoster, type Roster } from '../../src/rules/tenth/profiles/registry.js';
import { loadScenario } from '../../src/rules/tenth/profiles/scenario.js';
import { mixVariants } from '../../scripts/bench/cases.mjs';
import { ROOT } from '../cli/run.js';

describe('plainJsonObject', () => {
  it('reads what YAML reads: escapes, numbers, nesting, spacing, CR LF', () => {
    const texts = [
      JSON.stringify({ matchups: mixVariants(3) }),
      JSON.stringify({ a: 'tab\there "quoted" back\\slash \u00e9 \ud83d\ude00 \\/ ', b: [1, -0, 2.5, 1e3, -7, true, false, null, [], {}] }),
      JSON.stringify({ matchups: [{ attacker: 'x', target: { name: 'y', weapons: [{ A: 'D6+1' }] } }] }, null, 2),
      '{"a" : 1,\r\n "b":{"c":[1, 2]}}\r\n',
      '\n  {"k": "v: not a key", "l": "{[not brackets]}"}',
    ];
    for (const text of texts) {
      const value = plainJsonObject(text);
      expect(value, text).toBeDefined();
      expect(value).toStrictEqual(parse(text));
    }
  });

  it('leaves to YAML what JSON.parse would read otherwise or YAML would refuse', () => {
    // A repeated key: YAML refuses it ("Map keys must be unique"), JSON.parse keeps the last.
    expect(plainJsonObject('{"a": 1, "a": 2}')).toBeUndefined();
    expect(plainJsonObject('{"a": {"b": 1, "b": 1}}')).toBeUndefined();
    // An implicit key on another line than its ":" and a tab outside strings: not YAML alike.
    expect(plainJsonObject('{"a"\n: 1}')).toBeUndefined();
    expect(plainJsonObject('{"a":\t1}')).toBeUndefined();
    // A key longer than YAML allows an implicit key (1024 characters).
    expect(plainJsonObject(`{"${'k'.repeat(1001)}": 1}`)).toBeUndefined();
    expect(plainJsonObject(`{"${'k'.repeat(998)}": 1}`)).toEqual({ ['k'.repeat(998)]: 1 });
    // Deeper than 16 brackets (yaml-document.ts bounds nesting): 16 pass, 17 do not.
    const nested = (n: number) => `{"a": ${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
    expect(plainJsonObject(nested(16))).toBeDefined();
    expect(plainJsonObject(nested(17))).toBeUndefined();
    // Not an object, not JSON, YAML proper, a comment.
    for (const text of ['[1]', '"a"', 'null', '{a: 1}', 'matchups: []', '{"a": 1} # note', '{"a": 1,}', '']) {
      expect(plainJsonObject(text), text).toBeUndefined();
    }
  });

  it('random JSON objects, compact or indented: read as YAML reads them, or left to YAML', () => {
    let read = 0;
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue()), fc.constantFrom(undefined, 1, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const fast = plainJsonObject(text);
        if (fast === undefined) return;
        read++;
        expect(fast).toStrictEqual(parse(text));
      }),
      { numRuns: 300 },
    );
    // Most are read fast (tab-indented ones, and keys YAML refuses, are not).
    expect(read).toBeGreaterThan(100);
  });

  it('over 100,000 characters, only where the YAML size limit passes (200,000 tokens)', () => {
    // Each 3-character "1, " is 4 tokens (a scalar marker, "1", ",", " "): 45,000 of them (180,000
    // tokens) pass; 70,000 of "[]," (210,000 tokens) do not, and YAML refuses that file.
    const big = `{"a": [${Array(45_000).fill('1').join(', ')}]}`;
    expect(big.length).toBeGreaterThan(100_000);
    expect(plainJsonObject(big)?.a).toHaveLength(45_000);
    expect(plainJsonObject(`{"a": [${'[],'.repeat(70_000)}[]]}`)).toBeUndefined();
  });
});

describe('scenario files written as JSON', () => {
  let roster: Roster;
  const dir = mkdtempSync(join(tmpdir(), 'wh40k-json-'));
  beforeAll(async () => {
    roster = await loadRoster();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it('give the matchups the same file as YAML gives', () => {
    const matchups = mixVariants(2);
    const yaml = `matchups:\n${matchups.map((m) => `  - ${JSON.stringify(m)}\n`).join('')}`;
    const strip = (ms: ReturnType<typeof loadScenario>) => ms.map((m) => ({ ...m, attacker: m.attacker.name, target: m.target.name }));
    expect(strip(loadScenario(file('mix.json', JSON.stringify({ matchups })), roster))).toEqual(strip(loadScenario(file('mix.yaml', yaml), roster)));
  });

  it('a problem found after reading (an unknown unit) is placed at its line and column, as in YAML', () => {
    const text = '{\n  "matchups": [\n    {"attacker": "eightbound", "target": "intercessors"},\n    {"attacker": "eightbond", "target": "rhino"}\n  ]\n}\n';
    expect(plainJsonObject(text)).toBeDefined();
    expect(() => loadScenario(file('typo.json', text), roster)).toThrow(InputError);
    expect(() => loadScenario(file('typo.json', text), roster)).toThrow(/^.*typo\.json:4:6 matchups\[1\]\.attacker: unknown unit "eightbond"/);
  });

  it('a file the schema refuses reports through YAML, every problem placed', () => {
    const text = '{"matchups": [{"attacker": "eightbound", "target": "rhino", "charged": "yes", "hitmod": 1}]}';
    const f = file('bad.json', text);
    const col = (key: string) => text.indexOf(`"${key}"`) + 1;
    expect(() => loadScenario(f, roster)).toThrow(`${f}:1:${col('charged')} matchups[0].charged: expected true or false, got "yes"\n${f}:1:${col('hitmod')} matchups[0].hitmod: unknown field "hitmod" (did you mean "hitMod"?)`);
  });

  it('a bundled unit file as JSON loads as its YAML does', () => {
    const yaml = readFileSync(join(ROOT, 'data', 'world-eaters', 'eightbound.yaml'), 'utf8');
    const unit = parse(yaml);
    const json = JSON.stringify(unit);
    expect(plainJsonObject(json)).toStrictEqual(unit);
  });
});
