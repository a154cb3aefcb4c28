/**
 * `calc ... --vary KNOB=VALUES`: one row per value, each equal to the calc run with that option set
 * on the command line; bad knobs and values are usage errors that name --vary.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSI, json, wh40k, type CalcJson } from './run.js';

const CALC = ['calc', 'eightbound', 'vs', 'intercessors'];

interface VaryRow {
  value: string;
  kills: { mean: number; wipe: number; median: number; p10: number; p90: number };
  damage: { mean: number };
  effects: string[];
}

interface VaryJson {
  schemaVersion: number;
  kind: string;
  knob: string;
  attacker: string;
  target: string;
  rows: VaryRow[];
}

function vary(args: readonly string[]): VaryJson {
  const r = wh40k([...args, '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as VaryJson;
}

/** The row says exactly what calc says for the same options. */
function expectRowIsCalc(row: VaryRow, calc: CalcJson): void {
  expect(row.kills).toEqual({
    mean: calc.kills.mean,
    wipe: calc.kills.wipe,
    median: calc.kills.median,
    p10: calc.kills.p10,
    p90: calc.kills.p90,
  });
  expect(row.damage).toEqual({ mean: calc.damage.mean });
  expect(row.effects).toEqual(calc.effects.filter((e) => e.applied).map((e) => e.id));
}

describe('--vary against separate calc runs', () => {
  // The defaults: 3 Eightbound, no modifiers, no extra effects, not charged.
  let base: CalcJson;
  beforeAll(() => {
    base = json(CALC);
  });

  it('models=3..6: 4 rows, each the calc of --models N', () => {
    const v = vary([...CALC, '--vary', 'models=3..6']);
    expect(v).toMatchObject({ schemaVersion: 1, kind: 'vary', knob: 'models', attacker: 'Eightbound', target: 'Intercessor Squad' });
    expect(v.rows.map((r) => r.value)).toEqual(['models=3', 'models=4', 'models=5', 'models=6']);
    expectRowIsCalc(v.rows[0], base);
    for (const n of [4, 5, 6]) expectRowIsCalc(v.rows[n - 3], json([...CALC, '--models', String(n)]));
    // More Eightbound, more dead Intercessors.
    const means = v.rows.map((r) => r.kills.mean);
    expect([...means].sort((a, b) => a - b)).toEqual(means);
    expect(means[3]).toBeGreaterThan(means[0]);
  });

  it('hit-mod=-1..1: rows -1, 0, 1; -1 is the calc of --hit-mod -1, 0 the plain calc', () => {
    const v = vary([...CALC, '--vary', 'hit-mod=-1..1']);
    expect(v.knob).toBe('hit-mod');
    expect(v.rows.map((r) => r.value)).toEqual(['hit-mod=-1', 'hit-mod=0', 'hit-mod=1']);
    expectRowIsCalc(v.rows[0], json([...CALC, '--hit-mod', '-1']));
    expectRowIsCalc(v.rows[1], base);
    expect(v.rows[0].kills.mean).toBeLessThan(v.rows[1].kills.mean);
    expect(v.rows[1].kills.mean).toBeLessThan(v.rows[2].kills.mean);
  });

  it('with=none,warp-blades,warp-blades+martial-excellence: none is the plain calc, the others add effects', () => {
    const v = vary([...CALC, '--vary', 'with=none,warp-blades,warp-blades+martial-excellence']);
    expect(v.knob).toBe('with');
    expect(v.rows.map((r) => r.value)).toEqual(['with=none', 'with=warp-blades', 'with=warp-blades+martial-excellence']);
    expectRowIsCalc(v.rows[0], base);
    expectRowIsCalc(v.rows[1], json([...CALC, '--with', 'warp-blades']));
    expect(v.rows[1].effects).toContain('warp-blades');
    expect(v.rows[2].effects).toEqual(expect.arrayContaining(['warp-blades', 'martial-excellence']));
    expect(v.rows[2].kills.mean).toBeGreaterThan(v.rows[1].kills.mean);
    expect(v.rows[1].kills.mean).toBeGreaterThan(v.rows[0].kills.mean);
  });

  it('charged (no values): false then true, on top of the --with given on the command line', () => {
    const v = vary([...CALC, '--with', 'relentless-rage', '--vary', 'charged']);
    expect(v.knob).toBe('charged');
    expect(v.rows.map((r) => r.value)).toEqual(['charged=false', 'charged=true']);
    // Relentless Rage needs the charge: without it the numbers are the plain calc's.
    expect(v.rows[0].kills).toEqual(expect.objectContaining({ mean: base.kills.mean, wipe: base.kills.wipe }));
    expectRowIsCalc(v.rows[1], json([...CALC, '--with', 'relentless-rage', '--charged']));
    expect(v.rows[1].effects).toContain('relentless-rage');
    expect(v.rows[1].kills.mean).toBeGreaterThan(v.rows[0].kills.mean);
  });
});

describe('--vary output formats', () => {
  it('csv: a header and a row per value; markdown: a titled GitHub table; table: no ANSI when piped', () => {
    const args = [...CALC, '--vary', 'models=3..4'];
    const csv = wh40k([...args, '--format', 'csv'], { NO_COLOR: undefined });
    expect(csv.status, csv.stderr).toBe(0);
    expect(csv.stdout).not.toMatch(ANSI);
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('value,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['models=3', 'models=4']);
    expect(lines.every((l) => l.split(',').length === 7)).toBe(true);

    const md = wh40k([...args, '--format', 'markdown'], { NO_COLOR: undefined });
    expect(md.status, md.stderr).toBe(0);
    expect(md.stdout).not.toMatch(ANSI);
    expect(md.stdout).toContain('### Eightbound vs Intercessor Squad, varying models');
    // People's labels and percentages (src/labels.ts), as the table and the reports show them.
    expect(md.stdout).toContain('| Value | Expected kills | P(wipe) | Expected damage | Median kills | Kills 10th-90th |');
    expect(md.stdout).toMatch(/^\| models=4 \| /m);
  });
});

describe('bad --vary: exit 2, a message naming --vary, nothing on stdout', () => {
  it.each([
    ['an unknown knob', 'bogus=1', /--vary: expected KNOB=VALUES.*models/],
    ['not a number', 'models=abc', /--vary models: expected 1 to 100, got "abc"/],
    ['out of bounds', 'hit-mod=-7..0', /--vary hit-mod: expected -6 to 6/],
    ['a switch given a non-boolean', 'charged=yes', /--vary charged: expected true or false/],
  ])('%s (%s)', (_, spec, message) => {
    const r = wh40k([...CALC, '--vary', spec]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  // BUG (minor): values checked later, by calc itself, are reported as if they came from another
  // option: `--vary with=bogus` says only 'unknown effect "bogus"', `--vary fate=x` blames --fate.
  it.each([
    ['an unknown effect', 'with=none,bogus', /bogus/],
    ['a bad Fate die', 'fate=x', /"x"/],
  ])('%s (%s) is blamed on --vary', (_, spec, value) => {
    const r = wh40k([...CALC, '--vary', spec]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(value);
    expect(r.stderr).toContain('--vary');
  });
});

// calc's --simulate plays the one matchup calc prints: under --vary it would play every variant and show none.
it('--vary with --simulate: refused, not played and hidden (exit 2)', () => {
  const r = wh40k([...CALC, '--vary', 'models=3..6', '--simulate', '100']);
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain('--simulate plays one matchup die by die, not a sweep');
});

// A seed seeds --simulate: alone it would change nothing, so it is refused (calc and turn alike).
it.each([
  [['calc', 'eightbound', 'vs', 'intercessors', '--seed', '3']],
  [['turn', 'eightbound', 'vs', 'intercessors', '--seed', '3']],
])('%s: --seed without --simulate is refused (exit 2)', (args) => {
  const r = wh40k(args);
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain('--seed: it seeds --simulate; give --simulate N too');
});

it('turn --vary with --simulate: refused (exit 2)', () => {
  const r = wh40k(['turn', 'eightbound', 'vs', 'intercessors', '--vary', 'overwatch', '--simulate', '100']);
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('--simulate plays one turn die by die, not a sweep');
});
