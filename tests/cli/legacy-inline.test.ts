/**
 * A legacy scenario file's matchup may define its attacker or target inline with the legacy unit schema (issue 14),
 * as a 10th-edition scenario file may: the unit's numbers as for a unit file, its problems at file:line:col.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFolder, wh40k } from './run.js';

const SCENARIO = [
  'ruleset: legacy',
  'matchups:',
  '  - name: Inline gunners',
  '    attacker:',
  '      name: Test Gunners',
  '      faction: Tests',
  '      source: tests/cli',
  '      type: Infantry',
  '      stats: { WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Sv: 5+ }',
  '      models:',
  '        - { name: Gunner, count: 2, weapons: [Lasgun] }',
  '      weapons:',
  '        - { name: Lasgun, range: 24, S: 3, AP: "-", type: Assault 1 }',
  '    target:',
  '      name: Test Dummies',
  '      faction: Tests',
  '      source: tests/cli',
  '      type: Infantry',
  '      stats: { WS: 1, BS: 1, S: 3, T: 3, W: 1, I: 1, A: 1, Ld: 5, Sv: "-" }',
  '      models:',
  '        - { name: Dummy, count: 5 }',
  '  - attacker: tactical squad',
  '    target: ork boyz',
].join('\n');

interface RunJson {
  matchups: { name: string; attacker: { name: string }; target: { name: string }; kills: { mean: number; distribution: number[] } | null; reason?: string }[];
}

function run(text: string) {
  const { dir, cleanup } = dataFolder({ 'scenario.yaml': text });
  try {
    return { file: join(dir, 'scenario.yaml'), r: wh40k(['--ruleset', 'legacy', 'run', join(dir, 'scenario.yaml'), '--format', 'json', '-q']) };
  } finally {
    cleanup();
  }
}

describe('legacy scenario files: inline units', () => {
  it('an inline attacker and target are computed as unit files are, beside a matchup of named units', () => {
    // Two Gunners, one Assault 1 shot each: BS3 hits on 4+ (1/2), S3 v T3 wounds on 4+ (1/2), Sv "-" saves nothing:
    // each shot kills with 1/4, kills ~ Binomial(2, 1/4) = 9/16, 6/16, 1/16 (mean 1/2).
    const { r } = run(SCENARIO);
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as RunJson;
    const [inline, named] = j.matchups;
    expect([inline.name, inline.attacker.name, inline.target.name]).toEqual(['Inline gunners', 'Test Gunners', 'Test Dummies']);
    expect(inline.kills?.mean).toBeCloseTo(0.5, 12);
    [9, 6, 1].forEach((n, k) => expect(inline.kills?.distribution[k]).toBeCloseTo(n / 16, 12));
    expect(inline.kills?.distribution.length).toBe(3);
    expect(named.name).toBe('Tactical Squad vs Ork Boyz');
  });

  it('an inline unit belongs to its matchup: another matchup naming it is an error at its line', () => {
    const { file, r } = run(SCENARIO.replace("    target: ork boyz", "    target: test dummies"));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`wh40k: ${file}:23:5 target: unknown legacy unit "test dummies"`);
  });

  it('problems inside an inline unit name file:line:col and the field under the matchup', () => {
    const bad = SCENARIO.replace('S: 3, T: 3, W: 1, I: 3', 'S: 11, T: 3, W: 1, I: 3').replace('Assault 1', 'Asault 1').replace('      faction: Tests\n      source: tests/cli\n      type: Infantry\n      stats: { WS: 1', '      factoin: Tests\n      source: tests/cli\n      type: Infantry\n      stats: { WS: 1');
    const { file, r } = run(bad);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      `wh40k: ${file}:9:30 matchups[0].attacker.stats.S: at most 10, got 11`,
      `${file}:13:53 matchups[0].attacker.weapons[0].type: expected a type like "Rapid Fire", "Assault 2", "Heavy D6", "Salvo 2/4", "Pistol", "Ordnance 1" or "Melee", got "Asault 1"`,
      `${file}:14:5 matchups[0].target.faction: missing (expected text)`,
      `${file}:16:7 matchups[0].target.factoin: unknown field "factoin" (did you mean "faction"?)`,
    ]);
  });

  it('the checks across fields of an inline unit are placed too (a weapon it does not have)', () => {
    const { file, r } = run(SCENARIO.replace('weapons: [Lasgun]', 'weapons: [Lasgn]'));
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(`wh40k: ${file}:11:47 matchups[0].attacker.models[0].weapons[0]: no weapon named "Lasgn" in weapons`);
  });
});
