/**
 * Several units at one target, one after the other (issue 29 section 1: `calc "A, B" vs T`): numbers derived by hand,
 * and two second methods: one unit alone is calc's own answer, and two units equal calc's answer for the second unit
 * from each state the first leaves (the target resized with --target-models and --target-wounded), summed.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.js';
import { loadRoster, resolveUnit, type Roster } from '../../src/rules/tenth/profiles/registry.js';
import { runAtOneTarget } from '../../src/rules/tenth/matchup/one-target.js';
import { calculate } from '../../src/rules/tenth/matchup/calculate.js';
import { Refused } from '../../src/rules/errors.js';
import { loadUnits } from '../../src/rules/eleventh/profiles/load.js';
import { findUnit, reportOf } from '../../src/rules/eleventh/matchup.js';
import { checkedOptions } from '../../src/rules/eleventh/option-check.js';
import { calculate11 } from '../../src/rules/eleventh/engine.js';
import { eleventhOneTarget } from '../../src/rules/eleventh/one-target.js';

async function json(...args: string[]) {
  const r = await runInProcess([...ruleset, 'calc', ...args, '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

/** The ruleset the JSON helper runs under (each describe.each sets it). */
let ruleset: string[] = [];

describe.each([['10th'], ['11th']])('%s edition: calc "A, B" vs T: hand-derived', (edition) => {
  beforeEach(() => {
    ruleset = ['--ruleset', edition];
  });

  it('two units of 2x A1 BS4+ S4 D1 at 2x T4 Sv7+ W1: kills = min(Binomial(4, 1/4), 2)', async () => {
    // Each attack hits on 4+ (1/2) and wounds S4 vs T4 on 4+ (1/2); no save (Sv7+): a kill with 1/4. The first unit's
    // 2 attacks: P(both kill) = 1/16, expected 1/2. Both units' 4 attacks on 2 models: P(0) = (3/4)^4 = 81/256,
    // P(1) = 4 (1/4)(3/4)^3 = 108/256, P(2) = 67/256; mean 242/256, of which the second unit adds 242/256 - 1/2.
    const j = await json('2x A1 BS4+ S4 D1, 2x A1 BS4+ S4 D1', 'vs', '2x T4 Sv7+ W1');
    expect(j.kind).toBe('one-target');
    expect(j.target.modelsLost.distribution.map((p: number) => p * 256)).toEqual([81, 108, 67].map((n) => expect.closeTo(n, 9)));
    expect(j.attackers.map((a: { modelsLost: number }) => a.modelsLost)).toEqual([expect.closeTo(0.5, 12), expect.closeTo(242 / 256 - 0.5, 12)]);
    expect(j.attackers.map((a: { wipeAfter: number }) => a.wipeAfter)).toEqual([expect.closeTo(1 / 16, 12), expect.closeTo(67 / 256, 12)]);
  });

  it('the second unit finishes the model the first wounded: alone neither kills, together 25/36', async () => {
    // 1x A1 S8 D1 torrent: no hit roll, S8 vs T4 wounds on 2+ (5/6), no save: one wound with 5/6. The W2 model dies only
    // if both units wound it: (5/6)^2 = 25/36. Each alone destroys nothing (calc says 0).
    const j = await json('1x A1 S8 D1 torrent, 1x A1 S8 D1 torrent', 'vs', '1x T4 Sv7+ W2');
    expect(j.target.modelsLost.wipe).toBeCloseTo(25 / 36, 12);
    expect(j.target.woundsLost.mean).toBeCloseTo(10 / 6, 12);
    const alone = await json('1x A1 S8 D1 torrent', 'vs', '1x T4 Sv7+ W2');
    expect(alone.kills.mean).toBe(0);
  });

  it('units that shoot go first, with a note; a name given twice is numbered in the notes and effects', async () => {
    const r = await runInProcess(['calc', '5x A1 WS3+ S4 D1, 5x A1 BS3+ S4 D1', 'vs', '5x T4 Sv3+ W1', '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.attackers.map((a: { phase: string }) => a.phase)).toEqual(['ranged', 'melee']);
    expect(j.notes.join('\n')).toContain('the units that shoot attack before those that fight');
  });
});

describe('11th edition: one unit alone is calc', () => {
  // The bundled 11th-edition units (loadUnits([]) reads them), one unit through the several-units path against calc's report.
  const units = loadUnits([]);
  it.each([
    ['intercessors', 'terminators', {}],
    ['eightbound', 'intercessors', { charged: true }],
    ['custodian guard', 'intercessors', {}],
    ['khorne berzerkers', 'terminators', { melee: true, charged: true }],
  ])('%s vs %s: the same laws of models destroyed and damage', async (attacker, target, options) => {
    const a = await findUnit(units, attacker);
    const t = await findUnit(units, target);
    const calc = reportOf(a, t, checkedOptions(options, 'options'), calculate11);
    const one = await eleventhOneTarget(units, [attacker], target, options, calculate11);
    calc.result.kills.toArray().forEach((p, k) => expect(one.json.target.modelsLost.distribution[k], `P(${k} destroyed)`).toBeCloseTo(p, 10));
    expect(one.json.target.woundsLost.mean).toBeCloseTo(calc.result.woundsLost.mean(), 10);
  });
});

describe('calc "A, B" vs T: a second method', () => {
  let roster: Roster;
  beforeAll(async () => {
    roster = await loadRoster();
  });

  it('one unit alone is calc: the same kills and damage laws for every bundled unit against five targets', () => {
    const targets = ['intercessors', 'terminators', 'rhino', 'guardsmen', 'knight'];
    let compared = 0;
    for (const u of roster.units) {
      for (const t of targets) {
        let calc;
        try {
          calc = calculate(roster, u.name, t);
        } catch (e) {
          // What calc refuses (a unit with no weapon for the phase) is not a case.
          if (e instanceof Refused) continue;
          throw e;
        }
        const one = runAtOneTarget([resolveUnit(roster, u.name)], resolveUnit(roster, t), { [calc.scenario.conditions.phase]: true });
        one.target.modelsLost.distribution.forEach((p, k) => expect(p, `${u.name} vs ${t}: P(${k} destroyed)`).toBeCloseTo(calc.result.kills.distribution[k] ?? 0, 10));
        expect(one.target.woundsLost.mean, `${u.name} vs ${t}`).toBeCloseTo(calc.result.damage.mean, 10);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(roster.units.length * targets.length * 0.9);
  });

  it("two units: the sum over the first's states of calc's answer for the second from each of them", () => {
    // Terminators: 5 models of W3, Sv2+ 4++. State t (wounds lost) is floor(t/3) models destroyed and one model with
    // t mod 3 wounds lost, which --target-models and --target-wounded set up for calc.
    const [first, second, target] = ['intercessors', 'lieutenant', 'terminators'];
    const one = calculate(roster, first, target).result.damage.distribution;
    const expected = new Array(16).fill(0);
    one.forEach((p, t) => {
      if (p === 0) return;
      const left = 5 - Math.floor(t / 3);
      if (left === 0) return void (expected[15] += p);
      const next = calculate(roster, second, target, { targetModels: left, targetWounded: t % 3 || undefined }).result.damage.distribution;
      next.forEach((q, d) => (expected[t + d] += p * q));
    });
    const both = runAtOneTarget([resolveUnit(roster, first), resolveUnit(roster, second)], resolveUnit(roster, target), {});
    both.target.woundsLost.distribution.forEach((p, w) => expect(p, `P(${w} wounds lost)`).toBeCloseTo(expected[w], 10));
    expect(both.target.woundsLost.distribution.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
  });
});

describe.each([['10th'], ['11th']])('%s edition: calc "A, B" vs T --simulate: the die-by-die cross-check agrees within 4 standard errors', (edition) => {
  beforeEach(() => {
    ruleset = ['--ruleset', edition];
  });
  const within = (exact: { mean: number; distribution: number[] }, simulated: number, runs: number) => {
    // The standard error of a mean of `runs` draws from the exact law.
    const variance = exact.distribution.reduce((s, p, k) => s + p * (k - exact.mean) ** 2, 0);
    expect(Math.abs(simulated - exact.mean)).toBeLessThanOrEqual(4 * Math.sqrt(variance / runs));
  };

  it.each([
    ['2x A1 BS4+ S4 D1, 2x A1 BS4+ S4 D1', '2x T4 Sv7+ W1'],
    ['1x A1 S8 D1 torrent, 1x A1 S8 D1 torrent', '1x T4 Sv7+ W2'],
    ['leman russ, guardsmen', 'intercessors'],
    ['guardsmen, eightbound', 'intercessors --charged'],
  ])('%s vs %s', async (attackers, target) => {
    const runs = 20000;
    const j = await json(attackers, 'vs', ...target.split(' '), '--simulate', String(runs), '--seed', '3');
    expect(j.simulation.runs).toBe(runs);
    within(j.target.modelsLost, j.simulation.killsMean, runs);
    within(j.target.woundsLost, j.simulation.damageMean, runs);
    const p = j.target.modelsLost.wipe;
    expect(Math.abs(j.simulation.wipe - p)).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / runs) + 1e-12);
  });
});

describe('calc "A, B" vs T: refused, saying why (exit 2)', () => {
  it.each([
    [['--models', '3'], '--models with several attacking units'],
    [['--with', 'command-re-roll'], 'a Stratagem is used once a phase'],
    [['--phase', 'best'], '--phase best with several attacking units'],
    [['--explain'], '--explain with several attacking units'],
  ])('%j', async (extra, said) => {
    const r = await runInProcess(['calc', 'intercessors, lieutenant', 'vs', 'terminators', ...extra]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(said);
  });

  it("a unit whose name holds a comma is that unit, not two (11th edition's Custodian Guard, spears and shields)", async () => {
    const r = await runInProcess(['--ruleset', '11th', 'calc', 'Custodian Guard, spears and shields', 'vs', 'Custodian Guard, spears and shields', '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).kind).toBe('calc');
    // Beside another unit too: two units at one target, and compare's lists.
    const two = await runInProcess(['--ruleset', '11th', 'calc', 'intercessors, Custodian Guard, spears and shields', 'vs', 'terminators', '--format', 'json', '-q']);
    expect(two.status, two.stderr).toBe(0);
    expect((JSON.parse(two.stdout) as { attackers: { name: string }[] }).attackers.map((a) => a.name)).toEqual(['Intercessor Squad', 'Custodian Guard, spears and shields']);
    const compare = await runInProcess(['--ruleset', '11th', 'compare', 'Custodian Guard, spears and shields,intercessors', 'vs', 'Custodian Guard, spears and shields', '--format', 'json']);
    expect(compare.status, compare.stderr).toBe(0);
    expect(JSON.parse(compare.stdout)).toMatchObject({ attackers: ['Custodian Guard, spears and shields', 'Intercessor Squad'], targets: ['Custodian Guard, spears and shields'], total: 2 });
  });

  it('two targets, and a ruleset without it', async () => {
    const two = await runInProcess(['calc', 'intercessors', 'vs', 'terminators, rhino']);
    expect([two.status, two.stderr]).toEqual([2, expect.stringContaining('calc takes one target')]);
    const legacy = await runInProcess(['--ruleset', 'legacy', 'calc', 'tactical squad, tactical squad', 'vs', 'ork boyz']);
    expect([legacy.status, legacy.stderr]).toEqual([2, expect.stringContaining('not yet under the legacy ruleset')]);
  });
});

describe('calc "A, B" vs T: every format', () => {
  it('table, Markdown and csv say each unit and the joint outcome', async () => {
    const words = ['calc', 'intercessors, lieutenant', 'vs', 'terminators'];
    const table = await runInProcess(words);
    expect(table.stdout).toContain('Intercessor Squad, then Lieutenant vs Terminator Squad');
    expect(table.stdout).toMatch(/All together/);
    const md = await runInProcess([...words, '--format', 'markdown']);
    expect(md.stdout).toMatch(/\| Intercessor Squad \| ranged \|/);
    const csv = await runInProcess([...words, '--format', 'csv']);
    expect(csv.stdout).toContain('unit,2,name,Lieutenant');
    expect(csv.stdout).toMatch(/models_lost_distribution,0,p_exactly,0\.\d+/);
  });
});
