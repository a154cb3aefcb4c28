import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/profiles/errors.js';
import { loadRoster, type Roster } from '../../src/rules/tenth/profiles/registry.js';
import { loadScenario } from '../../src/rules/tenth/profiles/scenario.js';

let roster: Roster;
const dir = mkdtempSync(join(tmpdir(), 'wh40k-scenario-'));
beforeAll(async () => {
  roster = await loadRoster();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function error(path: string): string {
  try {
    loadScenario(path, roster);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('expected an InputError');
}

describe('scenario files', () => {
  it('units by name or alias, defaults merged, effect lists added up', () => {
    const f = file(
      'ok.yaml',
      `defaults:
  charged: true
  with: [relentless-rage]
matchups:
  - attacker: EIGHTBOUND
    target: intercessor squad
    with: warp-blades, martial-excellence
    models: 6
  - name: second
    attacker: eightbound
    target: terminators
    charged: false
`,
    );
    const [a, b] = loadScenario(f, roster);
    expect(a.name).toBe('Eightbound vs Intercessor Squad');
    expect(a.options).toMatchObject({ charged: true, models: 6, with: ['relentless-rage', 'warp-blades', 'martial-excellence'] });
    expect(b.name).toBe('second');
    expect(b.options).toMatchObject({ charged: false, with: ['relentless-rage'] });
    expect(b.target.name).toBe('Terminator Squad');
  });

  it('both Engagement Range situations can be set: engaged (the target) and attackerEngaged (the attacker)', () => {
    const f = file('engaged.yaml', `matchups:\n  - attacker: leman russ\n    target: guardsmen\n    engaged: true\n    attackerEngaged: true\n`);
    expect(loadScenario(f, roster)[0].options).toMatchObject({ engaged: true, attackerEngaged: true });
  });

  it('rerollDamage is ones or any (the whole Damage roll); failed is a field error', () => {
    const f = file('reroll.yaml', 'matchups:\n  - attacker: fob\n    target: knight\n    rerollDamage: any\n');
    expect(loadScenario(f, roster)[0].options).toMatchObject({ rerollDamage: 'any' });
    const bad = file('reroll-bad.yaml', 'matchups:\n  - attacker: fob\n    target: knight\n    rerollDamage: failed\n');
    expect(error(bad)).toMatch(/:4:5 matchups\[0\]\.rerollDamage: expected none, ones or any, got "failed"/);
  });

  it('an inline unit is validated like a unit file, with its position in the scenario', () => {
    const f = file(
      'inline.yaml',
      `matchups:
  - attacker: eightbound
    target:
      name: Dummies
      source: test
      faction: none
      stats: { M: 6, T: four, Sv: 4+, W: 2, Ld: 7+, OC: 1 }
      models: [{ name: dummy, count: 10 }]
`,
    );
    expect(error(f)).toBe(`${f}:7:22 matchups[0].target.stats.T: expected a number, got "four"`);
  });

  it('an unknown effect names its line and column and suggests the closest', () => {
    const f = file('effect.yaml', 'matchups:\n  - attacker: eightbound\n    target: intercessors\n    with: [warp-blade]\n');
    expect(error(f)).toBe(`${f}:4:12 matchups[0].with[0]: unknown effect "warp-blade" (did you mean "warp-blades"?); \`wh40k effects\` lists them`);
  });

  it('an unknown unit names its position and the closest units', () => {
    const f = file('unit.yaml', 'matchups:\n  - attacker: eightbund\n    target: intercessors\n');
    const message = error(f);
    expect(message).toMatch(new RegExp(`^${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:5 matchups\\[0\\]\\.attacker: unknown unit "eightbund"`));
    expect(message).toContain('Eightbound');
  });

  it('an unknown option is a field error with a suggestion', () => {
    const f = file('option.yaml', 'matchups:\n  - attacker: eightbound\n    target: intercessors\n    charge: true\n');
    expect(error(f)).toBe(`${f}:4:5 matchups[0].charge: unknown field "charge" (did you mean "charged"?)`);
  });

  it('no matchups is an error', () => {
    const f = file('empty.yaml', 'matchups: []\n');
    expect(error(f)).toContain('matchups');
  });
});
