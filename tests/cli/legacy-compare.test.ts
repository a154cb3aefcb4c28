/**
 * `wh40k --ruleset legacy compare` and `run` (issue 14): the matrix and the scenario file's matchups,
 * numbers derived by hand, exact table and csv output, exit codes and the errors of a scenario file.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, STACK_TRACE, wh40k, type Run } from './run.js';

const legacy = (...args: string[]) => wh40k(['--ruleset', 'legacy', ...args], { COLUMNS: '100' });

function inputError(r: Run, message: string): void {
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toBe(`${message}\n`);
  expect(r.stderr).not.toMatch(STACK_TRACE);
}

// The matrix's hand derivations (7th edition core rules; 004 has no USR in play here):
// - Tactical Squad at half range: 10 boltguns, Rapid Fire 2 shots each = 20; BS4 hits on 3+ (2/3);
//   S4 against T4 wounds on 4+ (1/2); AP5 beats the Boyz' Sv6+: every wound unsaved. A Boy has 1 W
//   and 29 Boys take wounds before the Nob, so kills = wounds: 20 x 1/3 = 6.67; 140 pts: 4.76 per 100.
// - Terminator Squad: 5 storm bolters, Assault 2 (half range or not) = 10 shots: 10 x 1/3 = 3.33.
// - Against the Rhino's front armour (AV 11): D6 + S4 is at most 10, below 11: nothing, P(destroyed) 0.
// - The Rhino shooting: its storm bolter, Assault 2 at BS4, S4 AP5: 2 x 2/3 x 1/2 = 0.67 Boyz; nothing on a Rhino.
// - The Rhino in close combat (--melee): a vehicle that is not a Walker makes no close combat attacks, so its
//   cells are n/a with calc's message.
const NO_MELEE = 'Rhino: a vehicle that is not a Walker makes no close combat attacks (7th edition core rules)';
const MATRIX = ['compare', 'tactical squad,terminators,rhino', 'vs', 'ork boyz,rhino', '--half-range'];
const NOTES = [
  'note: shooting attacks (choose with --melee or --ranged)',
  "note: Wounds are allocated to Ork Boyz's models in the unit file's order: Ork Boy, Boss Nob",
  "note: Shooting at Rhino's front armour (AV 11)",
  'note: Rhino: a vehicle that did not move fires its weapon at full BS (--moved: Combat Speed)',
];

interface Cell {
  attacker: string;
  target: string;
  phase?: string;
  models: number | null;
  points: number | null;
  kills: { mean: number; wipe: number; median: number; p10: number; p90: number } | null;
  damage: { mean: number } | null;
  killsPer100Points: number | null;
  vehicle?: { destroyed: number };
  reason?: string;
}

describe('wh40k --ruleset legacy compare', () => {
  it('prints the matrix of expected kills and P(wipe), n/a with the reason, the notes below', () => {
    const r = legacy(...MATRIX);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        'Expected kills (P(wipe))',
        '┌───────────────────┬───────────┬───────────┐',
        '│ attacker \\ target │  Ork Boyz │     Rhino │',
        '│ Tactical Squad    │ 6.67 (0%) │ 0.00 (0%) │',
        '│ Terminator Squad  │ 3.33 (0%) │ 0.00 (0%) │',
        '│ Rhino             │ 0.67 (0%) │ 0.00 (0%) │',
        '└───────────────────┴───────────┴───────────┘',
        ...NOTES,
        '',
      ].join('\n'),
    );
  });

  it('JSON: kind compare, ruleset legacy, the cells as 10th edition has them', () => {
    const r = legacy(...MATRIX, '--format', 'json', '-q');
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { kind: string; ruleset: string; options: object; attackers: string[]; targets: string[]; total: number; cells: Cell[] };
    expect([j.kind, j.ruleset, j.total]).toEqual(['compare', 'legacy', 6]);
    expect(j.options).toEqual({ halfRange: true });
    expect(j.attackers).toEqual(['Tactical Squad', 'Terminator Squad', 'Rhino']);
    const [tacticals, tacticalsRhino, terminators] = j.cells;
    expect(tacticals).toMatchObject({ attacker: 'Tactical Squad', target: 'Ork Boyz', phase: 'shooting', models: 10, points: 140 });
    expect(tacticals.kills?.mean).toBeCloseTo(20 / 3, 9);
    expect(tacticals.kills?.wipe).toBe(0);
    expect(tacticals.damage?.mean).toBeCloseTo(20 / 3, 9);
    expect(tacticals.killsPer100Points).toBeCloseTo(((20 / 3) * 100) / 140, 9);
    expect(terminators.kills?.mean).toBeCloseTo(10 / 3, 9);
    // Against a vehicle, kills is the vehicle destroyed (0 or 1), damage the Hull Points lost.
    expect(tacticalsRhino.vehicle?.destroyed).toBe(0);
    expect(tacticalsRhino.damage?.mean).toBe(0);
    expect(j.cells[4].kills?.mean).toBeCloseTo(2 / 3, 9);
    // In close combat the Rhino's cells are n/a with the reason.
    const melee = legacy('compare', 'tactical squad,rhino', 'vs', 'ork boyz', '--melee', '--format', 'json', '-q');
    expect(melee.status, melee.stderr).toBe(0);
    expect((JSON.parse(melee.stdout) as { cells: Cell[] }).cells[1]).toEqual({
      index: 1, attacker: 'Rhino', target: 'Ork Boyz', models: null, points: null, pointsExtrapolated: null,
      kills: null, damage: null, killsPer100Points: null, damagePer100Points: null, reason: NO_MELEE,
    });
  });

  it('a vehicle target: the cell is P(destroyed), its mean as its P(wipe), derived by hand', () => {
    // Two lascannons (BS4, S9 AP2, Heavy 1, standing still) at the Rhino's front (AV 11, 3 Hull Points, one
    // weapon: data/legacy/rhino.yaml). A shot hits on 3+ (2/3); D6 + 9 against 11: a 1 does nothing, a 2
    // glances (1/6), 3-6 penetrate (4/6). A penetrating hit rolls D6 + 1 (AP2) on the Vehicle Damage table:
    // 7 Explodes (1/6), 6 Immobilised (1/6), 5 Weapon Destroyed (1/6), less Shaken or Stunned. So a shot
    // explodes it with 2/3 x 4/6 x 1/6 = 2/27 and immobilises it with 2/27 too. Two hits take 2 of its 3 Hull
    // Points; the third goes only to an Immobilised result on a vehicle already Immobilised (7th edition core
    // rules, 'Vehicle Damage table'): both shots Immobilised, (2/27)^2 (Weapon Destroyed twice is the storm
    // bolter, then Immobilised for the first time). P(destroyed) = 1 - (25/27)^2 + (2/27)^2 = 108/729 = 4/27.
    // Hull Points lost: 3 when destroyed; else the hits: 2 x (13/27 hit, not exploding) x (25/27 the other
    // shot not exploding) - 2 x (2/27)^2 (the destroyed pair) = 642/729; mean 3 x 108/729 + 642/729 = 966/729.
    const unit = [
      'ruleset: legacy',
      'name: Test Lascannons',
      'faction: Tests',
      'source: tests/cli',
      'type: Infantry',
      'stats: { WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 3+ }',
      'models: [{ name: Gunner, count: 2, weapons: [Lascannon] }]',
      'weapons: [{ name: Lascannon, range: 48, S: 9, AP: 2, type: Heavy 1 }]',
    ].join('\n');
    const { dir, cleanup } = dataFolder({ 'legacy/lascannons.yaml': unit });
    try {
      const r = legacy('--data', dir, 'compare', 'test lascannons', 'vs', 'rhino', '--format', 'json', '-q');
      expect(r.status, r.stderr).toBe(0);
      const cell = (JSON.parse(r.stdout) as { cells: Cell[] }).cells[0];
      expect(cell.kills?.mean).toBeCloseTo(4 / 27, 12);
      expect(cell.kills?.wipe).toBeCloseTo(4 / 27, 12);
      expect(cell.vehicle?.destroyed).toBeCloseTo(4 / 27, 12);
      expect(cell.damage?.mean).toBeCloseTo(966 / 729, 12);
    } finally {
      cleanup();
    }
  });

  it('--metric kills-per-100-points, csv in the long form with every metric', () => {
    // 6.67 x 100 / 140 = 4.76; 3.33 x 100 / 200 = 1.67.
    const t = legacy('compare', 'tactical squad,terminators', 'vs', 'ork boyz', '--half-range', '--metric', 'kills-per-100-points', '-q');
    expect(t.stdout).toContain('│ Tactical Squad    │     4.76 │');
    expect(t.stdout).toContain('│ Terminator Squad  │     1.67 │');
    const csv = legacy('compare', 'tactical squad', 'vs', 'ork boyz', '--half-range', '--format', 'csv', '-q');
    expect(csv.stdout.split('\n').slice(0, 2)).toEqual([
      'attacker,target,models,points,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean,kills_per_100_points,damage_per_100_points,reason',
      // Binomial(20, 1/3): P(k <= 6) = 0.48, P(k <= 7) = 0.66: median 7; P(k <= 3) = 0.060, P(k <= 4) = 0.152: p10 4; P(k <= 8) = 0.81, P(k <= 9) = 0.91: p90 9.
      'Tactical Squad,Ork Boyz,10,140,6.666667,0,7,4,9,6.666667,4.761905,4.761905,',
    ]);
  });

  it('fails as calc does when every cell fails for one reason, and on an unknown unit', () => {
    inputError(legacy('compare', 'rhino', 'vs', 'ork boyz', '--melee'), `wh40k: ${NO_MELEE}`);
    inputError(legacy('compare', 'tactical squad', 'vs', 'intercessors'), 'wh40k: "intercessors" is a 10th-edition unit: a legacy matchup takes legacy units only (`wh40k --ruleset legacy units` lists them)');
  });
});

const SCENARIO = [
  'ruleset: legacy',
  'defaults: { halfRange: true }',
  'matchups:',
  '  - name: Bolters',
  '    attacker: tactical squad',
  '    target: ork boyz',
  '  - name: Bolters, Boyz in cover',
  '    attacker: tactical squad',
  '    target: ork boyz',
  '    cover: 5+',
  '  - attacker: rhino',
  '    target: ork boyz',
  '    melee: true',
].join('\n');

describe('wh40k --ruleset legacy run', () => {
  const folder = dataFolder({
    'legacy.yaml': SCENARIO,
    'mixed.yaml': SCENARIO.replace('target: ork boyz', 'target: intercessors'),
    'tenth.yaml': 'matchups:\n  - attacker: tactical squad\n    target: ork boyz\n',
    'both.yaml': SCENARIO.replace('cover: 5+', 'melee: true\n    ranged: true'),
    'turn.yaml': `${SCENARIO}\nturn:\n  - attacker: tactical squad\n    target: ork boyz\n`,
  });
  afterAll(folder.cleanup);
  const file = (name: string) => join(folder.dir, name);

  it('csv: a row per matchup; a 5+ cover save keeps 2/3 of the wounds; n/a says why', () => {
    // Bolters: 6.67 kills as in compare. In cover: 6.67 unsaved x 4/6 (the 5+ cover save fails on 1-4) = 40/9 = 4.44;
    // each shot kills with 2/3 x 1/2 x 2/3 = 2/9, Binomial(20, 2/9): P(k <= 3) = 0.32, P(k <= 4) = 0.53: median 4;
    // P(k <= 1) = 0.044, P(k <= 2) = 0.146: p10 2; P(k <= 6) = 0.864, P(k <= 7) = 0.943: p90 7.
    const r = legacy('run', file('legacy.yaml'), '--format', 'csv', '-q');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        // 10th edition's run columns (issue 27: one run over every ruleset): damage_mean is the Wounds lost; no effects.
        'matchup,attacker,target,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean,effects_applied,reason',
        'Bolters,Tactical Squad,Ork Boyz,6.666667,0,7,4,9,6.666667,,',
        '"Bolters, Boyz in cover",Tactical Squad,Ork Boyz,4.444444,0,4,2,7,4.444444,,',
        `Rhino vs Ork Boyz,Rhino,Ork Boyz,n/a,n/a,n/a,n/a,n/a,n/a,,${NO_MELEE}`,
        '',
      ].join('\n'),
    );
  });

  it('table: a row per matchup as 10th edition run prints it, the reasons and notes below', () => {
    // 120 columns: the table fits as it is (narrower, fitTable turns it to fit).
    const r = wh40k(['--ruleset', 'legacy', 'run', file('legacy.yaml')], { COLUMNS: '120' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        '┌────────────────────────┬────────────────┬─────────┬─────────────────┬──────────────┬─────────────────┬───────────────┐',
        '│ Matchup                │ Expected kills │ P(wipe) │ Expected damage │ Median kills │ Kills 10th-90th │ Effects       │',
        '│                        │                │         │                 │              │                 │ applied       │',
        '│ Bolters                │           6.67 │      0% │            6.67 │            7 │             4-9 │ -             │',
        '│ Bolters, Boyz in cover │           4.44 │      0% │            4.44 │            4 │             2-7 │ -             │',
        '│ Rhino vs Ork Boyz      │        n/a [1] │         │                 │              │                 │               │',
        '└────────────────────────┴────────────────┴─────────┴─────────────────┴──────────────┴─────────────────┴───────────────┘',
        `[1] n/a: ${NO_MELEE}`,
        ...NOTES.slice(0, 2),
        '',
      ].join('\n'),
    );
  });

  it('JSON: kind run, ruleset legacy, each matchup the legacy calc JSON with index and name', () => {
    const r = legacy('run', file('legacy.yaml'), '--format', 'json', '-q');
    const j = JSON.parse(r.stdout) as { kind: string; ruleset: string; total: number; matchups: { index: number; name: string; conditions?: { cover: number | null }; kills: { mean: number } | null; reason?: string }[] };
    expect([j.kind, j.ruleset, j.total]).toEqual(['run', 'legacy', 3]);
    expect(j.matchups[1]).toMatchObject({ index: 1, name: 'Bolters, Boyz in cover', conditions: { cover: 5, halfRange: true } });
    expect(j.matchups[1].kills?.mean).toBeCloseTo(40 / 9, 9);
    expect(j.matchups[2]).toMatchObject({ index: 2, name: 'Rhino vs Ork Boyz', kills: null, reason: NO_MELEE });
  });

  it('errors: a 10th-edition unit, a file without ruleset: legacy, melee and ranged together; a legacy unit or file in a 10th-edition run or compare', () => {
    inputError(legacy('run', file('mixed.yaml')), `wh40k: ${file('mixed.yaml')}:6:5 target: "intercessors" is a 10th-edition unit: a legacy matchup takes legacy units only (\`wh40k --ruleset legacy units\` lists them)`);
    inputError(legacy('run', file('tenth.yaml')), `wh40k: ${file('tenth.yaml')}:1:1 ruleset: a legacy scenario file starts with ruleset: legacy (a scenario file without it is 10th edition's: run it without --ruleset legacy)`);
    inputError(legacy('run', file('both.yaml')), `wh40k: ${file('both.yaml')}:11:5 ranged: a matchup is melee or ranged, not both`);
    // A 10th-edition scenario's turn: entries (issue 15) are said to be 10th edition's, not an unknown field.
    inputError(legacy('run', file('turn.yaml')), `wh40k: ${file('turn.yaml')}:14:1 turn: 10th edition's turns: the legacy ruleset gives no turn phases (shoot, Overwatch, fight, fight back); a legacy scenario file has matchups: only`);
    const legacyUnit = '"tactical squad" is a unit of --ruleset legacy: a --ruleset 10th matchup takes its own units only; name it under --ruleset legacy (wh40k --ruleset legacy calc ...)';
    inputError(wh40k(['run', file('tenth.yaml')]), `wh40k: ${file('tenth.yaml')}:2:5 matchups[0].attacker: ${legacyUnit}`);
    inputError(wh40k(['compare', 'tactical squad', 'vs', 'intercessors']), `wh40k: ${legacyUnit}`);
    inputError(wh40k(['run', file('legacy.yaml')]), `wh40k: ${file('legacy.yaml')}:1:1 ruleset: this is a legacy scenario file (ruleset: legacy): run it with wh40k --ruleset legacy run ${file('legacy.yaml')}`);
  });
});
