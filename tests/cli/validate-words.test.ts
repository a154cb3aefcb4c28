import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeEnough, suggest } from '../../src/profiles/wording.js';
import { tempDir } from '../profiles/fixtures.js';
import { wh40k } from './run.js';

// Issue 12 section 5: `wh40k validate` reports every problem of a file in one run (schema problems and
// the checks across fields together, top to bottom), in a player's words, with a suggestion only when
// it is close.
const TYPOS = `name: Test Boyz
faction: Orks
source: test
invul: 5+
stats: { M: 6, T: 4.5, Sv: 5+, W: 1, Ld: 7+, OC: "two" }
models:
  - name: Boy
    count: 10
    equipment: [Power klaw, Slugga]
weapons:
  - name: Slugga
    range: 12
    A: 1
    BS: 5+
    S: 4
    AP: 0
    D: 1
    abilities: [assualt, sustained hit 1]
  - name: Burna
    range: melee
    A: 2
    WS: 3+
    S: 5
    AP: -1.5
    D: 1
effects: [waagh]
`;

describe('wh40k validate: one run, every problem', () => {
  it('a file with eight problems of four kinds: all eight, in file order, exit 2', () => {
    const dir = tempDir();
    const f = join(dir, 'boyz.yaml');
    writeFileSync(f, TYPOS);
    const r = wh40k(['validate', f]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        `${f}:4:1 invul: unknown field "invul" (did you mean "invulnerable"?)`,
        `${f}:5:16 stats.T: expected a whole number, got 4.5`,
        `${f}:5:46 stats.OC: expected a number, got "two"`,
        // Not close to "Slugga" or "Burna": no suggestion.
        `${f}:9:17 models[0].equipment[0]: no weapon named "Power klaw" in weapons`,
        `${f}:18:17 weapons[0].abilities[0]: unknown ability "assualt" (did you mean "assault"?)`,
        `${f}:18:26 weapons[0].abilities[1]: unknown ability "sustained hit 1" (did you mean "sustained hits 1"?)`,
        `${f}:24:5 weapons[1].AP: expected a whole number, got -1.5`,
        `${f}:26:11 effects[0]: unknown effect "waagh"; \`wh40k effects\` lists them`,
        '',
        '1 file, 1 with errors',
        '',
      ].join('\n'),
    );
  });

  it('a list that cannot be read (models misspelt) is not checked against: no "no model group" as well', () => {
    const dir = tempDir();
    const f = join(dir, 'x.yaml');
    writeFileSync(f, TYPOS.replace('models:', 'modles:').replace('effects: [waagh]\n', 'wargear:\n  - { name: w, model: Boy, replace: [Slugga], with: [Burna] }\n'));
    const lines = wh40k(['validate', f]).stdout.split('\n');
    expect(lines.filter((l) => l.includes('models'))).toEqual([
      `${f}:1:1 models: missing (expected a list)`,
      `${f}:6:1 modles: unknown field "modles" (did you mean "models"?)`,
    ]);
  });
});

describe('suggestions only when close', () => {
  it.each([
    ['invul', 'invulnerable', true], // the start of the name
    ['Rifel', 'Rifle', true], // two letters swapped
    ['Gnu', 'Gun', true],
    ['modles', 'models', true],
    ['Power klaw', 'Power claw', true], // one letter
    ['Power klaw', 'Burna', false],
    ['k0', 'M', false],
    ['hp', 'W', false],
    ['in', 'invulnerable', false], // two letters are not a start worth a guess
  ])('%s -> %s: %s', (typed, candidate, close) => {
    expect(closeEnough(typed, candidate)).toBe(close);
  });

  it('the start of a name ranks before an edit', () => {
    expect(suggest('invul', ['rangedInvulnerable', 'invulnerable', 'faction'])).toBe('invulnerable');
    expect(suggest('Power klaw', ['Slugga', 'Burna'])).toBeUndefined();
  });
});
