/**
 * The library entry's legacy ruleset (issue 14 section 4): `import { calculateLegacyMatchup, legacy } from
 * 'wh40k'` resolves to the BUILT dist/index.js (run `npm run build` first) and computes what
 * `wh40k --ruleset legacy calc` prints, typed (legacy-typed-use.ts).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, ROOT } from '../cli/run.js';

function node(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  if (r.error) throw r.error;
  return r;
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
const binomial = (n: number, p: number, k: number) => choose(n, k) * p ** k * (1 - p) ** (n - k);

describe("the legacy ruleset from 'wh40k'", () => {
  it('calculateLegacyMatchup and the ruleset value give the JSON `wh40k --ruleset legacy calc` prints: tactical squad vs ork boyz --half-range, kills Binomial(20, 1/3)', () => {
    const script = `
      import { calculateLegacyMatchup, legacy, legacyJson, loadLegacyUnits, rulesetNamed, RULESETS } from 'wh40k';
      const units = await loadLegacyUnits();
      const direct = legacyJson(await calculateLegacyMatchup(units, 'tactical squad', 'ork boyz', { firstRound: true, halfRange: true }));
      const ruleset = rulesetNamed('Legacy', RULESETS);
      const viaValue = legacyJson(await ruleset.calculate(await ruleset.loadUnits([]), 'tactical squad', 'ork boyz', { halfRange: true }));
      process.stdout.write(JSON.stringify({ direct, viaValue, same: ruleset === legacy }));`;
    const r = node(['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const { direct, viaValue, same } = JSON.parse(r.stdout);
    expect(same).toBe(true);
    // 10 Space Marines x 2 boltgun shots at half range (Rapid Fire) = 20; BS4 hits on 3+ (2/3); S4 v T4
    // wounds on 4+ (1/2); AP5 beats the Boyz' 6+ save; 1 W each: every shot kills with 1/3, so
    // kills ~ Binomial(20, 1/3), mean 20/3 (tests/cli/legacy.test.ts derives the same).
    expect(direct.kills.mean).toBeCloseTo(20 / 3, 9);
    for (const k of [0, 1, 7, 20]) expect(direct.kills.distribution[k]).toBeCloseTo(binomial(20, 1 / 3, k), 9);
    // The ruleset value's defaults (firstRound, facing front) fill what the options leave out.
    expect(viaValue).toEqual(direct);
    expect(direct).toEqual(json(['--ruleset', 'legacy', 'calc', 'tactical squad', 'vs', 'ork boyz', '--half-range']));
  });

  it('is typed: a TypeScript use of it compiles, and a wrong option or result type does not (tests/library/legacy-typed-use.ts)', () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const flags = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node', '--skipLibCheck'];
    const r = node([tsc, ...flags, join('tests', 'library', 'legacy-typed-use.ts')]);
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
