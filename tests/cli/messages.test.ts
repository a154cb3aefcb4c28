/**
 * Issue 12 section 2: messages go to stderr in every format and -q silences them; contradictory options
 * exit 2 and inert ones get a note (README 'Contradictory and inert options'); points beyond the
 * datasheet's sizes are marked as extrapolated, never printed as fact.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedDir } from '../helpers.js';
import { json, wh40k } from './run.js';

const CALC = ['calc', 'eightbound', 'vs', 'intercessors'];
/** A calc whose notes include its attacker's unmodelled abilities. */
const NOTED = ['calc', 'intercessors', 'vs', 'eightbound'];
/**
 * The notes of this calc, as the table prints them (src/rules/tenth/matchup/run.ts, rules/tenth/profiles/abilities.ts):
 * the attacker's unmodelled abilities that it attacks with (the target's that it attacks with are not noted: it only defends).
 */
const NOTES = [
  'note: ranged attacks (choose with --melee or --ranged)',
  'note: Intercessor Sergeant shoots its other guns, not its Pistols',
  'note: Intercessor shoots its other guns, not its Pistols',
  'note: not modelled (Intercessor Squad): Target Elimination (+2 Attacks to bolt rifles when the unit shoots one target: not carried by the unit (use --attacks-mod 2 with bolt rifles only))',
];

describe('notes on stderr', () => {
  it.each(['json', 'csv'])('--format %s: the notes on stderr (and in the data); none with -q', (format) => {
    const loud = wh40k([...NOTED, '--format', format]);
    expect(loud.status).toBe(0);
    expect(loud.stderr).toBe(`${NOTES.join('\n')}\n`);
    const quiet = wh40k([...NOTED, '--format', format, '-q']);
    expect(quiet.stderr).toBe('');
    expect(quiet.stdout).toBe(loud.stdout);
  });

  it('the table keeps its notes in the table, nothing on stderr', () => {
    const r = wh40k(NOTED);
    expect(r.stderr).toBe('');
    expect(r.stdout.trimEnd().split('\n').slice(-NOTES.length)).toEqual(NOTES);
  });

  const shared = sharedDir();
  const catalogue = shared && join(shared, 'bsdata', 'Chaos - World Eaters.cat');
  const cache = mkdtempSync(join(tmpdir(), 'wh40k-messages-'));
  afterAll(() => rmSync(cache, { recursive: true, force: true }));
  it.skipIf(!catalogue || !existsSync(catalogue))('-q silences the import warnings of --data-bsdata', () => {
    const args = ['--data-bsdata', catalogue!, 'calc', 'Khorne Berzerkers', 'vs', 'Intercessor Squad', '--format', 'json'];
    const loud = wh40k(args, { WH40K_CACHE: cache });
    expect(loud.status, loud.stderr).toBe(0);
    expect(loud.stderr).toMatch(/^.*Chaos - World Eaters\.cat: \d+ import warnings \(see `wh40k import bsdata`\)$/m);
    const quiet = wh40k([...args, '-q'], { WH40K_CACHE: cache });
    expect(quiet.status).toBe(0);
    expect(quiet.stderr).toBe('');
  });
});

describe('contradictory options exit 2; inert ones get a note', () => {
  it('--ranged --charged: a unit shoots before it charges', () => {
    const r = wh40k(['calc', 'intercessors', 'vs', 'intercessors', '--ranged', '--charged']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('wh40k: --charged with ranged attacks: a unit shoots before it charges (Shooting phase, then Charge phase); use --melee, or leave out --charged\n');
  });

  it('--stationary --charged: not a contradiction (003 Remained Stationary is the Movement phase), Remained Stationary is inert in melee', () => {
    const r = wh40k([...CALC, '--stationary', '--charged', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('note: --stationary has no effect on melee attacks\n');
  });

  it('--cover and --half-range in melee: a note each, in json on stderr', () => {
    const r = wh40k([...CALC, '--melee', '--cover', '--half-range', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('note: --cover has no effect on melee attacks\nnote: --half-range has no effect on melee attacks\n');
    // Inert: the same numbers as without them.
    expect(JSON.parse(r.stdout).kills).toEqual(json([...CALC, '--melee']).kills);
  });
});

describe('--models beyond the datasheet: points extrapolated, and said so', () => {
  it('8 Eightbound: 280 pts for 6 (the largest listed) x 8/6 = 373.33, marked extrapolated everywhere', () => {
    const table = wh40k([...CALC, '--models', '8']);
    expect(table.stdout.split('\n')[0]).toBe('Eightbound (8 models, 373 pts extrapolated, melee) vs Intercessor Squad (5 models, T4 Sv3+, 10 wounds)');
    expect(table.stdout).toContain("note: Eightbound: points for 8 models are extrapolated from the datasheet's largest size (6 models, 280 pts), not a datasheet value");
    const j = json([...CALC, '--models', '8']) as unknown as { attacker: { points: number; pointsExtrapolated: boolean }; kills: { mean: number } };
    expect(j.attacker.points).toBeCloseTo((280 / 6) * 8, 9);
    expect(j.attacker.pointsExtrapolated).toBe(true);
    const csv = wh40k([...CALC, '--models', '8', '--format', 'csv', '-q']).stdout;
    expect(csv).toContain('matchup,,attacker_points_extrapolated,true\n');
    const cmp = wh40k(['compare', 'eightbound', 'vs', 'intercessors', '--models', '8', '--metric', 'kills-per-100-points']);
    expect(cmp.stdout).toContain(`│ Eightbound        │ ${((j.kills.mean * 100) / ((280 / 6) * 8)).toFixed(2)} (extrapolated pts) │`);
  });

  it('6 Eightbound: a datasheet size, 280 pts as fact', () => {
    expect(wh40k([...CALC, '--models', '6']).stdout.split('\n')[0]).toContain('(6 models, 280 pts, melee)');
    const j = json([...CALC, '--models', '6']) as unknown as { attacker: { points: number; pointsExtrapolated: boolean } };
    expect(j.attacker).toMatchObject({ points: 280, pointsExtrapolated: false });
  });
});
