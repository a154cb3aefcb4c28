/** Shared fixtures for the profile-loader tests: a valid unit file, text edits, positions, temp folders. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { InputError } from '../../src/profiles/errors.js';
import { parseUnit } from '../../src/rules/tenth/profiles/load.js';

/**
 * A valid unit exercising every part of the schema. Line numbers matter to the tests only through
 * `at()`, which finds them in this text, so the fixture can be edited freely.
 */
export const VALID = `# Source: test fixture, not a datasheet
name: Test Squad
aliases: [testers, test squad]
faction: Test Faction
source: "unit test fixture"
keywords: [infantry, Test]
stats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 2 }
invulnerable: 4+
rangedInvulnerable: 5+
feelNoPain: 6+
damageReduction: 1
points: { 5: 90, 10: 180 }
models:
  - name: Sergeant
    count: 1
    champion: true
    equipment: [Rifle, Blade]
    stats: { W: 3, Ld: 5+, M: '7"', invulnerable: 3+ }
  - name: Trooper
    count: 4
    min: 4
    max: 9
    equipment: [Rifle, Rifle]
wargear:
  - name: big gun
    model: Trooper
    replace: [Rifle]
    with: [Big gun]
weapons:
  - name: Rifle
    range: 24
    A: 2
    BS: 3+
    S: 4
    AP: -1
    D: 1
    abilities: [sustained hits 1, anti-infantry 4+, rapid fire D3]
  - name: Big gun
    range: '36"'
    A: D6+3
    BS: 4+
    S: 8
    AP: -2
    D: 2D3+1
    abilities: [Blast, heavy, devastating wounds, precision]
  - name: Blade
    range: melee
    A: 3
    WS: 2+
    S: 5
    AP: 0
    D: D3
`;

export const FILE = 'units/test-squad.yaml';

/** Replace the `nth` occurrence of `from` (which must exist) by `to`. */
export function edit(text: string, from: string, to: string, nth = 0): string {
  const i = indexOf(text, from, nth);
  return text.slice(0, i) + to + text.slice(i + from.length);
}

function indexOf(text: string, needle: string, nth: number): number {
  let i = -1;
  for (let k = 0; k <= nth; k++) {
    i = text.indexOf(needle, i + 1);
    if (i < 0) throw new Error(`fixture: "${needle}" (occurrence ${nth}) not found`);
  }
  return i;
}

/** `line:col` (1-based) of the first character of the `nth` occurrence of `needle` in `text`. */
export function at(text: string, needle: string, nth = 0): string {
  const i = indexOf(text, needle, nth);
  const before = text.slice(0, i).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

/** The InputError message `parseUnit` gives for `text` (fails the test if it loads or throws anything else). */
export function loadError(text: string, file = FILE): string {
  let error: unknown;
  try {
    parseUnit(text, file);
  } catch (e) {
    error = e;
  }
  expect(error, 'expected parseUnit to throw').toBeDefined();
  expect(error).toBeInstanceOf(InputError);
  return (error as InputError).message;
}

/** A fresh temporary folder, removed after the test file. */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
export function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'wh40k-profiles-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** A minimal valid unit file with the given name, aliases and toughness. */
export function unitYaml(name: string, { aliases = [] as string[], T = 4 } = {}): string {
  return `# Source: test fixture
name: ${JSON.stringify(name)}
aliases: ${JSON.stringify(aliases)}
faction: Test
source: test
stats: { M: 6, T: ${T}, Sv: 3+, W: 2, Ld: 6+, OC: 2 }
models:
  - name: Model
    count: 5
    equipment: [Gun]
weapons:
  - { name: Gun, range: 24, A: 1, BS: 3+, S: 4, AP: 0, D: 1 }
`;
}
