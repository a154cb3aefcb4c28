/**
 * `--barrage-circles` and `--mega-blast-zones` (issue 14; 004 'Apocalyptic Barrage', 'Apocalyptic Mega-blast'), and
 * the scenario file's barrageCircles and megaBlastZones: the models under each circle or in each zone, as a user gives them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFolder, wh40k } from './run.js';

const TITAN = [
  'ruleset: legacy',
  'name: Test Titan',
  'faction: Tests',
  'source: tests/cli',
  'type: Infantry',
  'stats: { WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 3+ }',
  'models:',
  '  - { name: Gunner, count: 1, weapons: [Hellstorm, Quake shell] }',
  'weapons:',
  '  - { name: Hellstorm, range: 240, S: 4, AP: 5, type: Heavy 2, rules: [Apocalyptic Barrage] }',
  '  - { name: Quake shell, range: 240, S: 10/7/5, AP: 1/4/6, type: Ordnance 1, rules: [Apocalyptic Mega-blast] }',
].join('\n');

interface Json {
  weapons: { name: string; hits: number }[];
  kills: { mean: number; distribution: number[] };
  conditions: Record<string, unknown>;
}

function withTitan<T>(files: Record<string, string>, body: (dir: string) => T): T {
  const { dir, cleanup } = dataFolder(files);
  try {
    mkdirSync(join(dir, 'legacy'));
    writeFileSync(join(dir, 'legacy', 'titan.yaml'), TITAN);
    return body(dir);
  } finally {
    cleanup();
  }
}

describe('legacy calc: Apocalyptic Barrage and Mega-blast inputs', () => {
  it('--barrage-circles 1,0,0,0,2: the strikes of a Heavy 2 barrage at Ork Boyz, by hand', () => {
    // The first ranged weapon fires: Hellstorm. A strike hits 1 model (a 1), none (2-4) or 2 (5-6); S4 v T4 wounds on
    // 4+, AP5 beats the Boyz' 6+: each hit kills with 1/2. One strike kills 0, 1, 2 with 2/3, 1/4, 1/12; two strikes:
    // 4/9, 1/3, 25/144, 1/24, 1/144 (tests/rules/legacy/apocalyptic.test.ts derives it step by step).
    withTitan({}, (dir) => {
      const r = wh40k(['--ruleset', 'legacy', '--data', dir, 'calc', 'test titan', 'vs', 'ork boyz', '--barrage-circles', '1,0,0,0,2', '--format', 'json', '-q']);
      expect(r.status, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout) as Json;
      expect(j.conditions.barrageCircles).toEqual([1, 0, 0, 0, 2]);
      [4 / 9, 1 / 3, 25 / 144, 1 / 24, 1 / 144].forEach((p, k) => expect(j.kills.distribution[k]).toBeCloseTo(p, 12));
    });
  });

  it('a scenario file\'s megaBlastZones, and a bad --mega-blast-zones is a usage error (exit 2)', () => {
    // Quake shell at 3 Ork Boyz' worth of zones 1, 1, 1 (T4, Sv6+): inner S10 AP1 kills on 2+ (5/6), middle S7 AP4
    // 5/6, outer S5 AP6 wounds on 3+ and the 6+ save is ignored: 2/3. Expected kills 5/6 + 5/6 + 2/3 = 7/3.
    const scenario = 'ruleset: legacy\nmatchups:\n  - attacker: test titan\n    target: ork boyz\n    megaBlastZones: [1, 1, 1]\n';
    withTitan({ 's.yaml': scenario }, (dir) => {
      // The Titan's ranged weapon is its first, Hellstorm; a unit with only the shell shoots the shell.
      writeFileSync(join(dir, 'legacy', 'titan.yaml'), TITAN.replace('weapons: [Hellstorm, Quake shell]', 'weapons: [Quake shell]'));
      const r = wh40k(['--ruleset', 'legacy', '--data', dir, 'run', join(dir, 's.yaml'), '--format', 'json', '-q']);
      expect(r.status, r.stderr).toBe(0);
      const m = (JSON.parse(r.stdout) as { matchups: Json[] }).matchups[0];
      expect(m.weapons.map((w) => w.name)).toEqual(['Quake shell (inner zone)', 'Quake shell (middle zone)', 'Quake shell (outer zone)']);
      expect(m.kills.mean).toBeCloseTo(7 / 3, 12);
      const bad = wh40k(['--ruleset', 'legacy', '--data', dir, 'calc', 'test titan', 'vs', 'ork boyz', '--mega-blast-zones', '1,1']);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('expected 3 numbers of models 0 to 200 separated by commas, like 3,3,3, got "1,1"');
    });
  });
});
