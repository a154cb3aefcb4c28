/**
 * `wh40k --ruleset legacy calc A vs B --vary KNOB=VALUES` (issue 14): the legacy calc's options swept
 * by the shared sweep, with 10th edition's JSON, csv and Markdown. Numbers derived by hand (7th edition
 * core rules: To Hit by BS, the To Wound chart, AP against Sv, cover; 'Vehicle Damage table').
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { varyRow } from '../../src/cli/sweep.js';
import type { GridJson } from '../../src/cli/vary-grid.js';
import { dataFolder, STACK_TRACE, wh40k } from './run.js';

const legacy = (...args: string[]) => wh40k(['--ruleset', 'legacy', ...args]);

// The sweep's own JSON types (one knob, or a grid): the shape 10th edition's --vary prints.
type Row = ReturnType<typeof varyRow>;
type VaryJson = Omit<GridJson, 'rows' | 'columnKnob' | 'columns'> & Partial<Pick<GridJson, 'columnKnob' | 'columns'>> & { rows: (Row & { cells?: readonly Row[] })[] };

function json<T>(...args: string[]): T {
  const r = legacy(...args, '--format', 'json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as T;
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
/** The smallest k with P(X <= k) >= q for X ~ Binomial(n, p): the median and percentiles of a kill count. */
function binomialPercentile(n: number, p: number, q: number): number {
  let cdf = 0;
  for (let k = 0; k <= n; k++) {
    cdf += choose(n, k) * p ** k * (1 - p) ** (n - k);
    if (cdf >= q) return k;
  }
  return n;
}

// One lascannon, nothing else: vehicle numbers small enough to derive by hand.
const GUNNER = [
  'ruleset: legacy',
  'name: Test Gunner',
  'faction: Tests',
  'source: tests/cli',
  'type: Infantry',
  'stats: { WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 3+ }',
  'models:',
  '  - { name: Gunner, count: 1, weapons: [Lascannon] }',
  'weapons:',
  '  - { name: Lascannon, range: 48, S: 9, AP: 2, type: Heavy 1 }',
].join('\n');
const BLASTER = GUNNER.replace('Test Gunner', 'Test Blaster').replace('weapons: [Lascannon]', 'weapons: [Frag launcher]').replace(
  '{ name: Lascannon, range: 48, S: 9, AP: 2, type: Heavy 1 }',
  '{ name: Frag launcher, range: 48, S: 4, AP: 6, type: Heavy 1, rules: [Blast] }',
);

let data: ReturnType<typeof dataFolder>;
beforeAll(() => {
  data = dataFolder({});
  mkdirSync(join(data.dir, 'legacy'));
  writeFileSync(join(data.dir, 'legacy', 'gunner.yaml'), GUNNER);
  writeFileSync(join(data.dir, 'legacy', 'blaster.yaml'), BLASTER);
});
afterAll(() => data.cleanup());

describe('legacy calc --vary: a row per value, derived by hand', () => {
  it('tactical squad vs ork boyz --vary cover=none,6+,5+,4+,3+,2+: kills 10/3 x P(cover save fails)', () => {
    // 10 boltguns beyond half range: Rapid Fire, 1 shot each (7th edition core rules 'Rapid Fire').
    // BS4 hits on 3+ (2/3); S4 against T4 wounds on 4+ (1/2); AP5 ignores the Boyz' 6+ armour, so
    // only the cover save is taken: it fails with probability (c - 1)/6 for a c+ save (none: 1).
    // The at most 10 unsaved Wounds go to the 29 Ork Boys first (W1 each, the unit file's order), so
    // kills = unsaved Wounds ~ Binomial(10, 1/3 x fail), mean 10/3 x fail; Wounds lost the same.
    const v = json<VaryJson>('calc', 'tactical squad', 'vs', 'ork boyz', '--vary', 'cover=none,6+,5+,4+,3+,2+');
    expect(v).toMatchObject({ schemaVersion: 1, kind: 'vary', knob: 'cover', attacker: 'Tactical Squad', target: 'Ork Boyz' });
    const fails = [1, 5 / 6, 4 / 6, 3 / 6, 2 / 6, 1 / 6];
    expect(v.rows.map((r) => r.value)).toEqual(['cover=none', 'cover=6+', 'cover=5+', 'cover=4+', 'cover=3+', 'cover=2+']);
    v.rows.forEach((r, i) => {
      const p = (1 / 3) * fails[i];
      expect(r.kills.mean).toBeCloseTo(10 * p, 12);
      expect(r.damage.mean).toBeCloseTo(10 * p, 12);
      expect(r.kills.wipe).toBe(0);
      expect([r.kills.p10, r.kills.median, r.kills.p90]).toEqual([0.1, 0.5, 0.9].map((q) => binomialPercentile(10, p, q)));
      expect(r.effects).toEqual([]);
    });
  });

  it('--vary blast-hits=none,1,5: a Blast rolls no To Hit; kills N x 1/2 (none is the default 3)', () => {
    // Frag launcher S4 AP6, Blast: N models hit (default 3, the 3" marker), wound on 4+ (1/2), AP6 ignores Sv6+.
    const v = json<VaryJson>('--data', data.dir, 'calc', 'test blaster', 'vs', 'ork boyz', '--vary', 'blast-hits=none,1,5');
    expect(v.rows.map((r) => [r.value, r.kills.mean])).toEqual([
      ['blast-hits=none', 1.5],
      ['blast-hits=1', 0.5],
      ['blast-hits=5', 2.5],
    ]);
  });

  it('against a vehicle, kills is P(destroyed) and damage the Hull Points lost: --vary facing=front,rear', () => {
    // One lascannon (S9 AP2, BS4: hits 2/3) at a Rhino (AV 11/11/10, 3 Hull Points). Front, AV11:
    // D6 + 9 is 10 (1: nothing), 11 (2: glancing, 1/6) or more (3-6: penetrating, 4/6). Rear, AV10: 1
    // glances (1/6), 2-6 penetrate (5/6). A penetrating hit rolls D6 + 1 (AP2) on the Vehicle Damage
    // table: 7 (a 6, 1/6) Explodes, destroyed, all 3 Hull Points lost; else 1 Hull Point, as a glance.
    // front: P(destroyed) = 2/3 x 4/6 x 1/6 = 8/108; Hull Points = 2/3 x (1/6 + 4/6 x (5/6 + 3/6)) = 76/108.
    // rear:  P(destroyed) = 2/3 x 5/6 x 1/6 = 10/108; Hull Points = 2/3 x (1/6 + 5/6 x (5/6 + 3/6)) = 92/108.
    const v = json<VaryJson>('--data', data.dir, 'calc', 'test gunner', 'vs', 'rhino', '--vary', 'facing=front,rear');
    expect(v.rows.map((r) => r.value)).toEqual(['facing=front', 'facing=rear']);
    const [front, rear] = v.rows;
    expect(front.kills.mean).toBeCloseTo(8 / 108, 12);
    expect(front.kills.wipe).toBeCloseTo(8 / 108, 12);
    expect(front.damage.mean).toBeCloseTo(76 / 108, 12);
    expect(rear.kills.mean).toBeCloseTo(10 / 108, 12);
    expect(rear.damage.mean).toBeCloseTo(92 / 108, 12);
  });
});

describe('legacy unit sizes: --models and --target-models, swept and in scenario files', () => {
  it('--vary models=5..10 --vary target-models=10,30: the file\'s one ranged group (Space Marine 4-9) changes', () => {
    // N boltguns beyond half range, 1 shot each killing with 1/3 (above): N/3, while the unsaved Wounds
    // (at most N) cannot reach past the Ork Boys. Against 10 Boyz (9 Ork Boys and the Boss Nob, W2)
    // 10 unsaved Wounds kill the 9 Boys and wound the Nob: kills 10/3 - P(all 10 unsaved) = 10/3 - 3^-10,
    // Wounds lost still 10/3.
    const v = json<VaryJson>('calc', 'tactical squad', 'vs', 'ork boyz', '--vary', 'models=5..10', '--vary', 'target-models=10,30');
    expect(v.rows.map((r) => r.value)).toEqual(['models=5', 'models=6', 'models=7', 'models=8', 'models=9', 'models=10']);
    v.rows.forEach((r, i) => {
      const n = 5 + i;
      const [ten, thirty] = r.cells!;
      expect(thirty.kills.mean).toBeCloseTo(n / 3, 12);
      expect(ten.kills.mean).toBeCloseTo(n === 10 ? 10 / 3 - 3 ** -10 : n / 3, 12);
      expect(ten.damage.mean).toBeCloseTo(n / 3, 12);
    });
  });

  it("points follow perModel (140 for the listed 10, 14 a model); a size outside the file's range exits 2 naming it", () => {
    const five = json<{ attacker: { models: number; points: number }; target: { models: number; wounds: number } }>('calc', 'tactical squad', 'vs', 'ork boyz', '--models', '5', '--target-models', '10', '-q');
    expect(five.attacker).toMatchObject({ models: 5, points: 140 - 5 * 14 });
    expect(five.target).toMatchObject({ models: 10, wounds: 9 + 2 });
    const r = legacy('calc', 'tactical squad', 'vs', 'ork boyz', '--vary', 'models=4..5');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('wh40k: --vary models=4: Tactical Squad: 4 models: it has 5 to 10 (Space Marine 4 to 9)\n');
    const rhino = legacy('calc', 'tactical squad', 'vs', 'rhino', '--target-models', '2');
    expect(rhino.status).toBe(2);
    expect(rhino.stderr).toBe('wh40k: Rhino: 2 models: its size is fixed at 1 (no model group of its file has a min and max)\n');
  });

  it('a scenario file takes models and targetModels', () => {
    writeFileSync(join(data.dir, 'sizes.yaml'), ['ruleset: legacy', 'matchups:', '  - { attacker: tactical squad, target: ork boyz, models: 6, targetModels: 12 }'].join('\n'));
    const run = json<{ matchups: { attacker: { models: number }; target: { models: number }; kills: { mean: number } }[] }>('run', join(data.dir, 'sizes.yaml'));
    expect(run.matchups[0]).toMatchObject({ attacker: { models: 6 }, target: { models: 12 } });
    expect(run.matchups[0].kills.mean).toBeCloseTo(6 / 3, 12);
  });
});

describe('legacy calc --vary twice: a grid, as 10th edition', () => {
  it('--vary cover=none,4+ --vary half-range: rows cover, columns half-range; each cell the calc with both set', () => {
    // At half range each boltgun fires twice (20 shots): kills 20/3 x fail; beyond, 10/3 x fail (as above).
    const v = json<VaryJson>('calc', 'tactical squad', 'vs', 'ork boyz', '--vary', 'cover=none,4+', '--vary', 'half-range');
    expect(v).toMatchObject({ kind: 'vary', knob: 'cover', columnKnob: 'half-range', columns: ['half-range=false', 'half-range=true'] });
    expect(v.rows.map((r) => [r.value, r.cells!.map((c) => c.value)])).toEqual([
      ['cover=none', ['half-range=false', 'half-range=true']],
      ['cover=4+', ['half-range=false', 'half-range=true']],
    ]);
    const means = v.rows.map((r) => r.cells!.map((c) => c.kills.mean));
    [[10 / 3, 20 / 3], [5 / 3, 10 / 3]].forEach((row, i) => row.forEach((m, j) => expect(means[i][j]).toBeCloseTo(m, 12)));
    // A second method: the cell cover=4+, half-range=true is the plain calc with --cover 4+ --half-range.
    const calc = json<{ kills: Row['kills'] }>('calc', 'tactical squad', 'vs', 'ork boyz', '--cover', '4+', '--half-range', '-q');
    expect(v.rows[1].cells![1].kills).toEqual({ mean: calc.kills.mean, wipe: calc.kills.wipe, median: calc.kills.median, p10: calc.kills.p10, p90: calc.kills.p90 });
  });

  it("csv and Markdown are 10th edition's: csv long form row,column; Markdown the matrix of expected kills (P(wipe))", () => {
    const args = ['calc', 'tactical squad', 'vs', 'ork boyz', '--vary', 'cover=none,4+', '--vary', 'half-range'];
    const csv = legacy(...args, '--format', 'csv');
    expect(csv.status, csv.stderr).toBe(0);
    expect(csv.stdout.split('\n').slice(0, 2)).toEqual(['row,column,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean', 'cover=none,half-range=false,3.333333,0,3,1,5,3.333333']);
    const md = legacy(...args, '--format', 'markdown');
    expect(md.status, md.stderr).toBe(0);
    expect(md.stdout).toContain('| cover \\ half-range | half-range=false | half-range=true |');
    expect(md.stdout).toContain('| cover=4+ | 1.67 (0%) | 3.33 (0%) |');
    const one = legacy('calc', 'tactical squad', 'vs', 'ork boyz', '--vary', 'cover=none,4+', '--format', 'csv');
    expect(one.stdout.split('\n')[0]).toBe('value,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean');
  });
});

describe('bad legacy --vary: exit 2, the knob and what it expects, nothing on stdout', () => {
  it.each([
    ['a misspelt knob, with the closest', ['--vary', 'covr=4+'], /--vary: expected KNOB=VALUES with KNOB one of charged, half-range, .*immobilised, got "covr=4\+" \(did you mean cover\?\)/],
    ["a 10th-edition knob", ['--vary', 'hit-mod=-1..1'], /--vary: expected KNOB=VALUES with KNOB one of charged,.*got "hit-mod=-1..1"$/m],
    ['a cover that is no save', ['--vary', 'cover=none,7+'], /^wh40k: --vary cover: expected none or a D6 result 2\+ to 6\+, got "7\+"$/m],
    ['a facing that is none of three', ['--vary', 'facing=front,top'], /^wh40k: --vary facing: expected none, front, side or rear, got "top"$/m],
    ['blast hits out of bounds', ['--vary', 'blast-hits=0'], /^wh40k: --vary blast-hits: expected none or 1 to 200, got "0"$/m],
    ['a switch given a word', ['--vary', 'charged=yes'], /^wh40k: --vary charged: expected true or false, got "yes"$/m],
    ['a knob also set on its own', ['--cover', '4+', '--vary', 'cover=5+'], /^wh40k: --vary cover: --cover is also given; give one or the other$/m],
    ['--no-first-round beside --vary first-round', ['--no-first-round', '--vary', 'first-round'], /^wh40k: --vary first-round: --first-round is also given/m],
    ['the same knob twice', ['--vary', 'moved', '--vary', 'moved'], /--vary moved is given twice/],
    ['three knobs', ['--vary', 'moved', '--vary', 'jink', '--vary', 'force'], /--vary: at most two knobs/],
  ])('%s', (_, args, message) => {
    const r = legacy('calc', 'tactical squad', 'vs', 'ork boyz', ...args);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });

  it('a variant the engine refuses is blamed on its value: --vary melee against a Rhino attacker', () => {
    const r = legacy('calc', 'rhino', 'vs', 'tactical squad', '--vary', 'melee');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('wh40k: --vary melee=true: Rhino: a vehicle that is not a Walker makes no close combat attacks (7th edition core rules)\n');
  });
});
