/**
 * `npm run bench` (scripts/bench.mjs) is not run by `npm test` (timed tests are flaky): these keep it
 * from rotting. Its pure helpers on fixed numbers, its cases against the engine and the data, and
 * `--list`, which names every figure without measuring anything.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDice } from '../../src/dice/expression.js';
import { parseFolder, loadRoster, resolveUnit } from '../../src/rules/tenth/profiles/registry.js';
import { parseAbility } from '../../src/rules/tenth/abilities.js';
import { calculate } from '../../src/rules/tenth/engine.js';
import { NO_MODIFIERS } from '../../src/rules/tenth/types.js';
import { runCalc } from '../../src/rules/tenth/matchup/words.js';
import { HEAVY, MIX, mixVariant, mixVariants, scenarios, TURNS, unitCopy, WORST, WORST_FILES } from '../../scripts/bench/cases.mjs';
import { FIGURES } from '../../scripts/bench/figures.mjs';
import { eleventhPublished, groupScenarios, mixScenarios } from '../../scripts/bench/eleventh-figures.mjs';
import { calculate11 } from '../../src/rules/eleventh/engine.js';
import { NO_MODIFIERS as NO_MODIFIERS_11 } from '../../src/rules/eleventh/types.js';
import { compileEffects } from '../../src/rules/tenth/effects/compile.js';
import { buildScenario } from '../../src/rules/tenth/matchup/run.js';
import { readmeExamples } from '../../scripts/bench/matrix-figures.mjs';
import { turnOf } from '../../scripts/bench/turn-figures.mjs';
import { matchupOf } from '../../src/rules/tenth/matchup/words.js';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import { decimalsOf, line, marginalRate, median, medianRatio, repeatedCells, roundsTo, withinFactor } from '../../scripts/bench/stats.mjs';
import { ROOT } from '../cli/run.js';

describe('the bench helpers', () => {
  it('median: the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('median of nothing');
  });

  it('medianRatio: the median of measured / base over pairs', () => {
    // ratios 150/100 = 1.5, 300/100 = 3, 70/50 = 1.4: the median is 1.5 (the mean would be 1.97)
    expect(medianRatio([[100, 150], [100, 300], [50, 70]])).toBe(1.5);
  });

  it('roundsTo: the exact kills round to the figure the issue prints, to its digits', () => {
    expect(decimalsOf('3.4666')).toBe(4);
    expect(decimalsOf('3')).toBe(0);
    expect(roundsTo(3.466585031813, '3.4666')).toBe(true); // 3.46658... rounds up to 3.4666
    expect(roundsTo(3.466585031813, '3.4665')).toBe(false);
    expect(roundsTo(2.999999675568, '3.0000')).toBe(true); // 2.99999967... rounds to 3.0000
    expect(roundsTo(0.640848809162, '0.6409')).toBe(false); // 0.64084... rounds to 0.6408
  });

  it('withinFactor: both ways, and never for a zero', () => {
    expect(withinFactor(1, 3, 3)).toBe(true);
    expect(withinFactor(3, 1, 3)).toBe(true);
    expect(withinFactor(1, 3.01, 3)).toBe(false);
    expect(withinFactor(0, 1, 3)).toBe(false);
  });

  it('line: verdict, figure, goal', () => {
    expect(line(true, '6. peak RSS 60 MiB', '<= 150 MiB')).toBe('ok         6. peak RSS 60 MiB  (goal <= 150 MiB)');
    expect(line(false, '3. cold 2.1x', '<= 1.5x')).toBe('below goal 3. cold 2.1x  (goal <= 1.5x)');
  });

  it('repeatedCells: cells minus distinct (attacker, target) pairs', () => {
    // attackers a, b, a (2 distinct) x targets x, x (1 distinct): 6 cells, 2 distinct, 4 repeats
    expect(repeatedCells(['a', 'b', 'a'], ['x', 'x'])).toBe(4);
    expect(repeatedCells(['a', 'b'], ['x', 'y'])).toBe(0);
  });

  it('marginalRate: extra matchups over extra CPU, the fixed start falling out', () => {
    // 150 matchups in 300 ms, 600 in 480 ms: 450 more in 180 ms more = 2,500 a second (the totals say 500 and 1,250)
    expect(marginalRate({ count: 150, ms: 300 }, { count: 600, ms: 480 })).toBe(2500);
    expect(marginalRate({ count: 150, ms: 300 }, { count: 600, ms: 300 })).toBeNull();
  });
});

describe('the bench cases', () => {
  it("M1-M4: the engine's exact kills round to the issue's figures", () => {
    const { m } = scenarios({ parseDice, parseAbility, NO_MODIFIERS });
    expect(m.map(([name]) => name)).toEqual(['M1', 'M2', 'M3', 'M4']);
    for (const [name, shown, , scenario] of m) expect(roundsTo(calculate(scenario).kills.mean, shown), name).toBe(true);
  });

  it('the mix (15 matchups) and the heavy case resolve against the bundled units', async () => {
    const roster = await loadRoster();
    expect(MIX).toHaveLength(15);
    for (const [m, o] of MIX) expect(runCalc(roster, m.split(' '), o).result.kills.mean, m).toBeGreaterThan(0);
    expect(HEAVY.slice(0, 5)).toEqual(['calc', 'field', 'ordnance', 'battery', 'vs']);
  });

  it('the mix under option variants: 54 unlike variants, n x 15 matchups of the mix with their own options', () => {
    const variants = Array.from({ length: 54 }, (_, k) => JSON.stringify(mixVariant(k)));
    expect(new Set(variants).size).toBe(54);
    expect(mixVariant(0)).toEqual({});
    expect(mixVariant(1)).toEqual({ cover: true });
    expect(mixVariant(53)).toEqual({ hitMod: 1, woundMod: 1, apMod: 1, cover: true }); // 53 = 2x18 + 2x6 + 2x2 + 1
    expect(() => mixVariant(54)).toThrow('54 variants');
    const many = mixVariants(40);
    expect(many).toHaveLength(600);
    expect(new Set(many.map((m) => JSON.stringify(m))).size).toBe(600);
    expect(many[15]).toEqual({ attacker: 'eightbound', target: 'intercessors', charged: true, cover: true });
  });

  it('unitCopy: a bundled unit under another name computes as the original, with a profile of its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-bench-test-'));
    try {
      writeFileSync(join(dir, 'copy.yaml'), unitCopy(readFileSync(join(ROOT, 'data', 'world-eaters', 'eightbound.yaml'), 'utf8')));
      const roster = await loadRoster([dir]);
      const copy = roster.find('eightbound copy');
      expect(copy.aliases).toEqual([]);
      expect(copy.keywords).toContain('BENCH COPY');
      const kills = (a: string) => runCalc(roster, [...a.split(' '), 'vs', 'intercessors'], { charged: true }).result.kills.mean;
      expect(kills('eightbound copy')).toBe(kills('eightbound'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => unitCopy('stats: {}')).toThrow('expected a unit file');
  });

  it('the worst cases: their YAML loads and every unit they name is in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-bench-test-'));
    try {
      for (const [file, text] of Object.entries(WORST_FILES)) writeFileSync(join(dir, file), text);
      const units = await parseFolder(dir);
      const names = units.map((u) => u.name.toLowerCase());
      expect(names.sort()).toEqual(['bench dw', 'bench dw2', 'bench w24', 'bench w24 fnp']);
      for (const [, attacker, target] of WORST) expect(names).toEqual(expect.arrayContaining([attacker, target]));
      // "bench w24" holds a stat word (W24), yet names a unit: the unit wins over typed words (it once stopped the bench).
      const roster = await loadRoster([dir]);
      for (const [, attacker, target] of WORST) expect([resolveUnit(roster, attacker).name, resolveUnit(roster, target).name].map((n) => n.toLowerCase())).toEqual([attacker, target]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the turns of figure 8: each resolves and fights back; Overwatch where it says so (or a note that the target has no guns)', async () => {
    const dist = { matchupOf, runTurn };
    const roster = await loadRoster();
    expect(TURNS.length).toBeGreaterThanOrEqual(6);
    expect(TURNS.some(([, o]) => !o.overwatch)).toBe(true);
    expect(TURNS.filter(([m, o]) => o.overwatch && turnOf(dist, roster, m, o).phases.some((p) => p.phase === 'overwatch')).length).toBeGreaterThanOrEqual(5);
    for (const [m, o] of TURNS) {
      const turn = turnOf(dist, roster, m, o);
      const phases = turn.phases.map((p) => p.phase);
      expect(phases, m).toContain('fight back');
      expect(phases.includes('overwatch') || turn.notes.some((n) => n.startsWith('overwatch:')), m).toBe(Boolean(o.overwatch));
    }
  });

  it('README examples timed in process: calc, compare and run lines needing no outside file', () => {
    const examples = readmeExamples(ROOT);
    expect(examples.length).toBeGreaterThanOrEqual(8);
    for (const args of examples) expect(args.some((w) => ['calc', 'compare', 'run'].includes(w)), args.join(' ')).toBe(true);
    expect(examples.flat()).not.toContain('-o');
  });
});

describe("the bench's 11th-edition cases (figures 9-11)", () => {
  const tenth = { parseDice, parseAbility, NO_MODIFIERS, buildScenario, matchupOf, compileEffects, calculate };
  const eleventh = { calculate11, NO_MODIFIERS: NO_MODIFIERS_11 };

  it("M1-M4 as 11th-edition scenarios: one allocation group each, so 10th edition's kills (11e 05.04), rounding to the issue's figures", () => {
    const m = eleventhPublished(tenth, eleventh);
    expect(m.map(([name]) => name)).toEqual(['M1', 'M2', 'M3', 'M4']);
    for (const [name, shown, , scenario] of m) {
      const r = calculate11(scenario);
      expect(r.groups, name).toHaveLength(1);
      expect(roundsTo(r.kills.mean(), shown), name).toBe(true);
    }
  });

  it("the mix's 15 matchups as 11th-edition scenarios: each calculates, with the same batches and the same target models", async () => {
    const mix = mixScenarios(tenth, await loadRoster(), eleventh);
    expect(mix).toHaveLength(15);
    for (const c of mix) {
      const r = calculate11(c.eleventh);
      expect(r.kills.total(), c.name).toBeCloseTo(1, 9);
      expect(c.eleventh.batches.map((b: { firers: number }) => b.firers), c.name).toEqual(c.tenth.weapons.map((w: { count: number }) => w.count));
      const models = (u: { models: { count: number }[] }) => u.models.reduce((n, g) => n + g.count, 0);
      expect(models(c.eleventh.target), c.name).toBe(models(c.tenth.target));
    }
  });

  it('figure 11: 20 models in three allocation groups and in one, under the same attacks', () => {
    const { one, three } = groupScenarios(tenth, eleventh);
    const r1 = calculate11(one);
    const r3 = calculate11(three);
    expect([r1.groups.length, r3.groups.length]).toEqual([1, 3]);
    expect([r1.kills.max, r3.kills.max]).toEqual([20, 20]);
    expect(three.batches).toEqual(one.batches);
  });
});

describe('node scripts/bench.mjs --list', () => {
  it('lists every figure with its goal and the mix, measuring nothing', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'bench.mjs'), '--list'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.slice(0, 13)).toEqual(FIGURES.map(([id, what, goal]) => `${id}. ${what} (goal ${goal})`));
    expect(FIGURES.map(([id]) => id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
    // Issue 30: the cold calc's goal is 1.4x; 12 and 13 are its end-to-end figures.
    expect(lines[2]).toContain('(goal <= 1.4x)');
    expect(lines[13]).toContain('world eaters terminators vs terminators; scorpions vs guardsmen');
    expect(lines[13]).toContain('eightbound vs intercessors --charged');
    expect(lines[14]).toContain('jakhals vs guardsmen --overwatch');
    expect(lines).toHaveLength(15);
  });
});
