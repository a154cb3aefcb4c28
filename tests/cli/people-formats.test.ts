/**
 * Issue 12 section 2: people's formats (table, Markdown) use the labels and percentages of the reports
 * (src/labels.ts: "P(wipe) 88.6%"), never `kills_mean` or 0.885911; machine formats (json, csv) keep
 * their documented keys. `--vary` twice is a grid (rows by the first knob, columns by the second) in
 * every format; contradictory --vary options exit 2.
 */
import { describe, expect, it } from 'vitest';
import { json, wh40k } from './run.js';

const CALC = ['calc', 'eightbound', 'vs', 'intercessors'];

describe('run --format markdown', () => {
  it("the reports' summary labels and percentages; csv keeps its keys and fractions", () => {
    const md = wh40k(['run', 'examples/charge.yaml', '--format', 'markdown']);
    expect(md.status, md.stderr).toBe(0);
    const lines = md.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('| Matchup | Attacker | Target | Expected kills | P(wipe) | Expected damage | Median kills | Kills 10th-90th | Effects applied |');
    // The numbers `report` prints for the same matchup (tests/report/markdown.test.ts: 88.6%).
    expect(lines[2]).toBe('| Eightbound charge Intercessors | Eightbound | Intercessor Squad | 4.83 | 88.6% | 9.66 | 5 | 4-5 | relentless-rage, beacons-of-rage |');
    expect(md.stdout).not.toMatch(/kills_mean|p_wipe|0\.885911/);
    const csv = wh40k(['run', 'examples/charge.yaml', '--format', 'csv']).stdout.split('\n');
    expect(csv[0]).toBe('matchup,attacker,target,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean,effects_applied,reason');
    expect(csv[1]).toBe('Eightbound charge Intercessors,Eightbound,Intercessor Squad,4.83081,0.885911,5,4,5,9.66162,"relentless-rage, beacons-of-rage",');
  });
});

describe('run --details --format markdown', () => {
  it("each computed matchup's whole result follows the summary, as the table's --details does", () => {
    const md = wh40k(['run', 'examples/charge.yaml', '--details', '--format', 'markdown']);
    expect(md.status, md.stderr).toBe(0);
    const at = md.stdout.indexOf('## Eightbound charge Intercessors\n\n**Eightbound (3 models, 140 pts, melee) vs Intercessor Squad');
    expect(at).toBeGreaterThan(0);
    expect(md.stdout.slice(at)).toContain('Models destroyed: mean 4.83, median 5, 10th-90th percentile 4-5, P(wipe) 88.6%');
    expect(md.stdout.match(/^## /gm)).toHaveLength(4);
  });
});

describe('--vary once: labels for people', () => {
  it('table and markdown say Expected kills and P(wipe) in percent', () => {
    const t = wh40k([...CALC, '--vary', 'models=3..4']);
    expect(t.status, t.stderr).toBe(0);
    expect(t.stdout).toBe(
      [
        'Eightbound vs Intercessor Squad, varying models',
        '┌──────────┬────────────────┬─────────┬─────────────────┬──────────────┬─────────────────┐',
        '│ Value    │ Expected kills │ P(wipe) │ Expected damage │ Median kills │ Kills 10th-90th │',
        '│ models=3 │           4.61 │   75.9% │            9.23 │            5 │             3-5 │',
        '│ models=4 │           4.92 │   94.3% │            9.84 │            5 │             5-5 │',
        '└──────────┴────────────────┴─────────┴─────────────────┴──────────────┴─────────────────┘',
        '',
      ].join('\n'),
    );
  });
});

describe('--vary twice: a grid, rows by the first knob and columns by the second', () => {
  const GRID = [...CALC, '--vary', 'models=3..4', '--vary', 'hit-mod=0..1'];

  it('json: a row per first value, a cell per second value, each the calc of both options', () => {
    const v = json(GRID) as unknown as {
      knob: string;
      columnKnob: string;
      columns: string[];
      rows: { value: string; cells: { value: string; kills: { mean: number; wipe: number }; damage: { mean: number } }[] }[];
    };
    expect(v).toMatchObject({ kind: 'vary', knob: 'models', columnKnob: 'hit-mod', columns: ['hit-mod=0', 'hit-mod=1'] });
    expect(v.rows.map((r) => [r.value, r.cells.map((c) => c.value)])).toEqual([
      ['models=3', ['hit-mod=0', 'hit-mod=1']],
      ['models=4', ['hit-mod=0', 'hit-mod=1']],
    ]);
    // Second method: each cell is the plain calc with both options on the command line.
    for (const [i, models] of ['3', '4'].entries()) {
      for (const [j, hit] of ['0', '1'].entries()) {
        const c = json([...CALC, '--models', models, '--hit-mod', hit]);
        expect(v.rows[i].cells[j].kills).toMatchObject({ mean: c.kills.mean, wipe: c.kills.wipe });
        expect(v.rows[i].cells[j].damage.mean).toBe(c.damage.mean);
      }
    }
  });

  it('table and markdown: a matrix of expected kills (P(wipe)); csv: one row per pair with the keys', () => {
    const t = wh40k(GRID);
    expect(t.status, t.stderr).toBe(0);
    expect(t.stdout).toBe(
      [
        'Eightbound vs Intercessor Squad: Expected kills (P(wipe)), rows models, columns hit-mod',
        '┌──────────────────┬──────────────┬──────────────┐',
        '│ models \\ hit-mod │    hit-mod=0 │    hit-mod=1 │',
        '│ models=3         │ 4.61 (75.9%) │ 4.90 (92.6%) │',
        '│ models=4         │ 4.92 (94.3%) │ 4.99 (99.2%) │',
        '└──────────────────┴──────────────┴──────────────┘',
        '',
      ].join('\n'),
    );
    const md = wh40k([...GRID, '--format', 'markdown']);
    expect(md.stdout).toBe(
      [
        '### Eightbound vs Intercessor Squad: Expected kills (P(wipe)), rows models, columns hit-mod',
        '',
        '| models \\ hit-mod | hit-mod=0 | hit-mod=1 |',
        '| --- | ---: | ---: |',
        '| models=3 | 4.61 (75.9%) | 4.90 (92.6%) |',
        '| models=4 | 4.92 (94.3%) | 4.99 (99.2%) |',
        '',
      ].join('\n'),
    );
    const csv = wh40k([...GRID, '--format', 'csv']);
    expect(csv.stdout).toBe(
      [
        'row,column,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean',
        'models=3,hit-mod=0,4.613437,0.758731,5,3,5,9.226873',
        'models=3,hit-mod=1,4.89713,0.926458,5,5,5,9.79426',
        'models=4,hit-mod=0,4.918524,0.942502,5,5,5,9.837048',
        'models=4,hit-mod=1,4.990054,0.99221,5,5,5,9.980108',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['the same knob twice', ['--vary', 'models=3', '--vary', 'models=4'], 'wh40k: --vary models is given twice: vary two different knobs (rows by the first, columns by the second)'],
    ['a knob also set on its own', ['--models', '3', '--vary', 'models=4..5'], 'wh40k: --vary models: --models is also given; give one or the other'],
    ['three knobs', ['--vary', 'models=3', '--vary', 'charged', '--vary', 'cover'], 'wh40k: --vary: at most two knobs (rows by the first, columns by the second), got 3'],
  ])('%s: exit 2 with a message, nothing on stdout', (_, extra, message) => {
    const r = wh40k([...CALC, ...extra]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${message}\n`);
  });
});
