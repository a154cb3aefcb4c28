/**
 * Issue 26 follow-up 1: a --profile (or a turn's --target-profile) name that matches no weapon a model
 * of the unit carries is refused (exit 2) naming the flag, the unit and the closest weapons, as a bad
 * --wargear is, wherever --profile is taken (calc, turn, need, run's `profile`, compare's cells, the
 * library), not silently dropped for the best profile (src/rules/tenth/selection.ts checkProfiles).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { calculate } from '../../src/rules/tenth/matchup/calculate.js';
import { SelectionError } from '../../src/rules/tenth/selection.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { dataFolder, json, wh40k } from './run.js';

const BERZERKERS = ['calc', 'khorne-berzerkers', 'vs', 'intercessors', '--ranged', '--wargear', 'plasma pistol'];
const MISSPELT = `--profile "plasma pistl - supercharge": no weapon of Khorne Berzerkers has that name (closest: "Plasma pistol - supercharge", "Plasma pistol - standard", "Chainblade")\n`;

/** Exit 2 with this one line on stderr, nothing on stdout. */
function refused(args: readonly string[], message: string): void {
  const r = wh40k(args);
  expect(r.stderr).toBe(`wh40k: ${message}`);
  expect(r.stdout).toBe('');
  expect(r.status).toBe(2);
}

describe('a --profile name that matches nothing is refused', () => {
  it('calc: a misspelt profile, with the closest names the unit carries (the wargear gives the plasma pistol)', () => {
    refused([...BERZERKERS, '--profile', 'plasma pistl - supercharge'], MISSPELT);
  });

  it('calc: a weapon in the file that no model carries and no wargear option gives', () => {
    // data/world-eaters/world-eaters-terminator-squad.yaml lists the Reaper autocannon, but no model's
    // equipment and no `wargear` entry's `with` has it.
    refused(
      ['calc', 'world-eaters-terminator-squad', 'vs', 'intercessors', '--ranged', '--profile', 'Reaper autocannon'],
      '--profile "Reaper autocannon": no model of World Eaters Terminator Squad carries Reaper autocannon (no wargear option gives it)\n',
    );
  });

  it('calc: a weapon only a wargear option gives names the options; with the option taken it is used', () => {
    refused(
      ['calc', 'world-eaters-terminator-squad', 'vs', 'intercessors', '--ranged', '--profile', 'Combi-weapon'],
      '--profile "Combi-weapon": no model of World Eaters Terminator Squad carries Combi-weapon (the wargear options "combi-weapon", "combi-weapons" give it)\n',
    );
    const r = json(['calc', 'world-eaters-terminator-squad', 'vs', 'intercessors', '--ranged', '--wargear', 'combi-weapons', '--profile', 'Combi-weapon']);
    expect(r.weapons.map((w) => w.name)).toContain('Combi-weapon');
  });

  it('a part of a name the unit carries still picks that profile (as before)', () => {
    const r = json([...BERZERKERS, '--profile', 'supercharge']);
    expect(r.weapons.map((w) => w.name)).toEqual(['Bolt pistol', 'Plasma pistol - supercharge']);
  });

  it("turn: --target-profile is checked against the target's weapons, --profile against the attacker's", () => {
    refused(
      ['turn', 'eightbound', 'vs', 'khorne-berzerkers', '--overwatch', '--target-wargear', 'plasma pistol', '--target-profile', 'nonsense'],
      '--target-profile "nonsense": no weapon of Khorne Berzerkers has that name (closest: "Bolt pistol", "Chainblade", "Plasma pistol - standard")\n',
    );
    // Without Overwatch and fight back the target never attacks: the name is still refused, not ignored.
    refused(
      ['turn', 'eightbound', 'vs', 'khorne-berzerkers', '--no-fight-back', '--target-profile', 'nonsense'],
      '--target-profile "nonsense": no weapon of Khorne Berzerkers has that name (closest: "Bolt pistol", "Chainblade")\n',
    );
    refused(['turn', 'eightbound', 'vs', 'khorne-berzerkers', '--profile', 'nonsense'], '--profile "nonsense": no weapon of Eightbound has that name (closest: "Lacerators", "Eightbound eviscerators")\n');
  });

  it('need refuses it too', () => {
    refused(['need', 'eightbound', 'vs', 'intercessors', '--kills', '3@50%', '--profile', 'nonsense'], '--profile "nonsense": no weapon of Eightbound has that name (closest: "Lacerators", "Eightbound eviscerators")\n');
  });

  const scenario = dataFolder({
    'misspelt.yaml': `matchups:
  - name: misspelt
    attacker: khorne-berzerkers
    target: intercessors
    ranged: true
    wargear: [plasma pistol]
    profile: [plasma pistl - supercharge]
`,
  });
  afterAll(scenario.cleanup);

  it("run: a scenario file's `profile` is checked as --profile is", () => {
    refused(['run', `${scenario.dir}/misspelt.yaml`], MISSPELT);
  });

  it("compare: the cell of an attacker without the weapon is n/a with the reason (as a bad --wargear's is)", () => {
    const r = wh40k(['compare', 'eightbound,khorne-berzerkers', 'vs', 'intercessors', '--profile', 'lacerators', '--format', 'csv']);
    expect(r.status).toBe(0);
    const [, eightbound, berzerkers] = r.stdout.trim().split('\n');
    expect(eightbound).toMatch(/^Eightbound,Intercessor Squad,3,140,4\.61/);
    expect(berzerkers).toContain('"--profile ""lacerators"": no weapon of Khorne Berzerkers has that name');
  });

  it('the library throws the same refusal', async () => {
    const roster = await loadRoster();
    const call = () => calculate(roster, 'khorne-berzerkers', 'intercessors', { ranged: true, wargear: ['plasma pistol'], profile: ['plasma pistl - supercharge'] });
    expect(call).toThrow(SelectionError);
    expect(call).toThrow(MISSPELT.trim());
  });
});
