/**
 * `wh40k --ruleset legacy need` (issue 27: the older edition gains `need`, written once over the ruleset
 * value): a legacy unit's sizes are its file's model counts, each group's min to max (rules/legacy/size.ts),
 * with its points. The chances are derived by hand (7th edition core rules: To Hit by BS, the To Wound
 * chart, AP against Sv) and checked against the legacy calc at each size, a second method.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-legacy-need-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const legacy = (...args: string[]) => runInProcess(['--ruleset', 'legacy', ...args]);

interface Candidate {
  models: number;
  points: number | null;
  pointsExtrapolated: boolean;
  probability: number;
  reached: boolean;
}

async function needJson(...args: string[]) {
  const r = await legacy('need', ...args, '--format', 'json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { search: string; candidates: Candidate[]; answer: Candidate | null; best: Candidate | null; options: object; notes: string[] };
}

/** P(X >= k) for X ~ Binomial(n, p), summed from the exact terms. */
function atLeast(n: number, p: number, k: number): number {
  let sum = 0;
  for (let i = k; i <= n; i++) sum += choose(n, i) * p ** i * (1 - p) ** (n - i);
  return sum;
}
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);

describe('legacy need: the attacker\'s sizes from its unit file', () => {
  it('the fewest Space Marines whose boltguns kill at least 3 Boyz half the time: 8 (112 pts), by hand and by calc at each size', async () => {
    // Tactical Squad: 4 to 9 Space Marines and a Sergeant, 5 to 10 models; 140 pts at 10, perModel 14.
    // A boltgun fires once (no --half-range): BS4 hits on 3+ (2/3), S4 against T4 wounds on 4+ (1/2), AP5
    // beats the Boyz' 6+ save, each Boy has 1 W and the 29 Boys take wounds before the Boss Nob: every
    // shot kills with 1/3, so n models kill Binomial(n, 1/3). P(at least 3):
    //   n=5: 1 - (32 + 80 + 80)/243 = 51/243 = 0.2099; n=6: 233/729 = 0.3196; n=7: 939/2187 = 0.4294;
    //   n=8: 1 - (256 + 1024 + 1792)/6561 = 3489/6561 = 0.5318, the first at least 50%; n=9: 0.6228; n=10: 0.7009.
    const j = await needJson('tactical squad', 'vs', 'ork boyz', '--kills', '3@50%');
    expect(j.search).toBe('attacker-size');
    expect(j.candidates.map((c) => [c.models, c.points, c.pointsExtrapolated, c.reached])).toEqual([
      [5, 70, false, false],
      [6, 84, false, false],
      [7, 98, false, false],
      [8, 112, false, true],
      [9, 126, false, true],
      [10, 140, false, true],
    ]);
    j.candidates.forEach((c) => expect(c.probability).toBeCloseTo(atLeast(c.models, 1 / 3, 3), 12));
    expect(j.candidates[3].probability).toBeCloseTo(3489 / 6561, 12);
    expect(j.answer).toMatchObject({ models: 8, points: 112 });
    expect(j.best!.models).toBe(10);
    expect(j.notes).toContain("Wounds are allocated to Ork Boyz's models in the unit file's order: Ork Boy, Boss Nob");
    // The second method: the legacy calc at each size gives the same P(at least 3 kills), to the last bit.
    for (const c of j.candidates) {
      const calc = await legacy('calc', 'tactical squad', 'vs', 'ork boyz', '--models', String(c.models), '--format', 'json');
      expect(JSON.parse(calc.stdout).kills.atLeast[3]).toBe(c.probability);
    }
  });

  it('a unit file of one size gives one candidate, with no points where the file gives none', async () => {
    // Devastator Squad: 4 Space Marines and a Sergeant, no min and max, no points. The wipe of a Rhino is the
    // calc's P(destroyed), a second method.
    const j = await needJson('devastator squad', 'vs', 'rhino', '--wipe', '10%');
    const calc = await legacy('calc', 'devastator squad', 'vs', 'rhino', '--format', 'json');
    expect(j.candidates).toEqual([{ models: 5, points: null, pointsExtrapolated: false, probability: JSON.parse(calc.stdout).kills.wipe, reached: true }]);
    const table = await legacy('need', 'devastator squad', 'vs', 'rhino', '--wipe', '10%', '-q');
    expect(table.stdout).toContain('the smallest Devastator Squad unit: 5 models (no points)');
  });

  it('the options set are the JSON\'s options: those that differ from leaving them out', async () => {
    expect((await needJson('tactical squad', 'vs', 'ork boyz', '--kills', '3@50%')).options).toEqual({});
    expect((await needJson('tactical squad', 'vs', 'ork boyz', '--kills', '3@50%', '--half-range', '--no-first-round')).options).toEqual({ halfRange: true, firstRound: false });
  });
});

describe("legacy need --survive: the target's sizes", () => {
  it('10 Boyz (70 pts) always keep a model against 10 boltgun shots: the smallest, at 100%', async () => {
    // Ork Boyz: 9 to 29 Boys and a Boss Nob (W2), 10 to 30 models; 190 pts at 30, perModel 6, so 70 at 10.
    // Ten shots make at most 10 unsaved wounds; 10 Boyz need 9 + 2 = 11 to all be removed, so every size
    // keeps a model with chance 1 and the smallest, 10, is the answer.
    const j = await needJson('tactical squad', 'vs', 'ork boyz', '--survive', '50%');
    expect(j.search).toBe('target-size');
    expect(j.candidates.map((c) => c.models)).toEqual(Array.from({ length: 21 }, (_, i) => 10 + i));
    expect(j.candidates.map((c) => c.points)).toEqual(Array.from({ length: 21 }, (_, i) => 70 + 6 * i));
    j.candidates.forEach((c) => expect(c.probability).toBeCloseTo(1, 9));
    expect(j.answer).toMatchObject({ models: 10, points: 70, reached: true });
  });
});

describe('legacy need: what it refuses (exit 2, naming the option or field and why)', () => {
  const refused = async (args: string[], message: string) => {
    const r = await legacy(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`wh40k: ${message}`);
  };

  it('--with-options and --any-size, each with its reason, and neither in the help', async () => {
    await refused(['need', 'tactical squad', 'vs', 'ork boyz', '--wipe', '50%', '--with-options', 'warp-blades'], '--with-options is not an option of --ruleset legacy: the legacy ruleset has no effects with command points to combine (its special rules are on its units)');
    await refused(['need', 'tactical squad', 'vs', 'ork boyz', '--wipe', '50%', '--any-size', '12'], "--any-size is not an option of --ruleset legacy: need tries every size a legacy unit file allows (its groups' min to max) already");
    const help = await legacy('need', '--help');
    expect(help.stdout).toContain('--survive <chance>');
    expect(help.stdout).not.toMatch(/--with-options|--any-size|--hit-mod/);
  });

  it("--models beside the attacker's size search, a 10th-edition option, a 10th-edition unit", async () => {
    await refused(['need', 'tactical squad', 'vs', 'ork boyz', '--wipe', '50%', '--models', '5'], "--models: need searches the attacker's size; leave out --models");
    await refused(['need', 'tactical squad', 'vs', 'ork boyz', '--survive', '50%', '--target-models', '12'], "--target-models: need searches the target's size; leave out --target-models");
    expect((await legacy('need', 'tactical squad', 'vs', 'ork boyz', '--wipe', '50%', '--hit-mod', '1')).stderr).toMatch(/^wh40k: --hit-mod is an option of --ruleset 10th; under --ruleset legacy/);
    await refused(['need', 'tactical squad', 'vs', 'eightbound', '--wipe', '50%'], '"eightbound" is a 10th-edition unit: a legacy matchup takes legacy units only (`wh40k --ruleset legacy units` lists them)');
  });

  it("a legacy scenario file's need: entries: an input error at the file, line and field", async () => {
    const file = join(dir, 'need.yaml');
    writeFileSync(file, 'ruleset: legacy\nmatchups:\n  - { attacker: tactical squad, target: ork boyz }\nneed:\n  - { attacker: tactical squad, target: ork boyz, wipe: 50% }\n');
    await refused(['run', file], `${file}:4:1 need: a legacy scenario file has matchups: only; search with wh40k --ruleset legacy need`);
  });
});
