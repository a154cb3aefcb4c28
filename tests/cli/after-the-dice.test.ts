/**
 * Issue 26 section 1 at the command line: Fate's Messenger decided just after each roll (the Falcon
 * lance reproducer, 4.889 damage) with the note that says what the figure is, and The Phoenix Gem's
 * bearer back at the end of the phase as a line of its own in every format, so that the weapon
 * table's Kills and the models destroyed agree. Build first (the CLI tests run dist/).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, json, wh40k } from './run.js';

const { dir, cleanup } = dataFolder({
  // A Falcon's bright lance (A1 BS3+ S12 AP-4 D D6+2) on a one-model AELDARI VEHICLE unit.
  'falcon.yaml': `name: Test Falcon
faction: Test
source: test
keywords: [VEHICLE, AELDARI]
stats: { M: 14, T: 9, Sv: 3+, W: 12, Ld: 6+, OC: 3 }
models:
  - { name: Falcon, count: 1, equipment: [Bright lance] }
weapons:
  - { name: Bright lance, range: 36, A: 1, BS: 3+, S: 12, AP: -4, D: D6+2 }
`,
  'gunner.yaml': `name: Test Gunner
faction: Test
source: test
stats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 2 }
models:
  - { name: Gunner, count: 1, equipment: [Sure gun] }
weapons:
  - { name: Sure gun, range: 24, A: 1, BS: 3+, S: 8, AP: -5, D: 1, abilities: [torrent] }
`,
  'seer.yaml': `name: Test Seer
faction: Test
source: test
keywords: [INFANTRY, CHARACTER, AELDARI]
stats: { M: 7, T: 3, Sv: 6+, W: 1, Ld: 6+, OC: 1 }
models:
  - { name: Seer, count: 1 }
`,
});
afterAll(cleanup);

describe("Fate's Messenger at the command line", () => {
  it('one Falcon lance shot vs a Rhino: 44/9 = 4.889 damage (8/9 wound x 11/2), the use on one line, and a lower-bound note', () => {
    // 002 'Fate’s Messenger': a failed Hit roll (1/3) becomes a 6 and the lance wounds on 3+ (2/3);
    // a hit (2/3) keeps it for the Wound roll: 1/3 x 2/3 + 2/3 = 8/9. No save (Sv3+, AP-4); D6+2: 11/2.
    const d = json(['--data', dir, 'calc', 'test falcon', 'vs', 'rhino', '--with', 'fates-messenger']);
    expect(d.damage.mean).toBeCloseTo(44 / 9, 12);
    const table = wh40k(['--data', dir, 'calc', 'test falcon', 'vs', 'rhino', '--with', 'fates-messenger']).stdout;
    expect(table).toContain('one failed hit roll counts as a 6, or else one failed wound roll counts as a 6 (decided just after each roll): Bright lance');
    expect(table).toContain("Fate's Messenger: its weapon (one, or any) is fixed before any dice are rolled");
    expect(table).toContain('the figures are a lower bound');
  });
});

describe('turn: the same placements, the same note in each phase', () => {
  it('Unparalleled Foresight in the shooting and the fight: the figures are a lower bound', () => {
    const out = wh40k(['turn', 'guardian-defenders', 'vs', 'intercessors', '--with', 'unparalleled-foresight']);
    expect(out.status).toBe(0);
    const said = out.stdout + out.stderr;
    expect(said).toContain('shoot: Unparalleled Foresight: each of its rolls goes to the first roll of its type it helps, on one weapon or on any');
    expect(said).toMatch(/fight: Unparalleled Foresight: .*the figures are a lower bound/);
  });
});

describe("The Phoenix Gem's bearer back, a line in every format", () => {
  // One Torrent attack, S8 vs T3 (2+: 5/6), AP-5 vs Sv6+ (no save), D1 vs W1: the Seer is destroyed
  // 5/6 during the phase (the weapon's Kills), back with 5/6 of that (25/36 = 0.69), so at the end of
  // the phase 5/6 - 25/36 = 5/36 = 0.14 models destroyed: the Total's Kills and the summary's mean.
  const args = ['--data', dir, 'calc', 'test gunner', 'vs', 'test seer', '--target-with', 'phoenix-gem', '-q'];

  it('table and Markdown: a row "Seer back" with -0.69 Kills, the Total 0.14 = models destroyed 0.14', () => {
    const table = wh40k(args).stdout;
    expect(table).toMatch(/│ Seer back \(The Phoenix Gem, 83\.3%\) *│ *│ *│.*│ -0\.69 │/);
    expect(table).toMatch(/│ Total .*│ {2}0\.14 │/);
    expect(table).toContain('Models destroyed: mean 0.14');
    const md = wh40k([...args, '--format', 'markdown']).stdout;
    expect(md).toContain('| Seer back (The Phoenix Gem, 83.3%) |  |  |  |  |  |  |  |  | -0.69 |');
    expect(md).toMatch(/\| Total \|.*\| 0\.14 \|/);
  });

  it('CSV: a bearer_returns section (kills -25/36); JSON: bearerReturns, and total.kills = kills.mean = 5/36', () => {
    const csv = wh40k([...args, '--format', 'csv']).stdout;
    expect(csv).toContain('bearer_returns,Seer,p_back,0.833333');
    expect(csv).toContain('bearer_returns,Seer,kills,-0.694444');
    expect(csv).toContain('total,Total,kills,0.138889');
    const d = json(args) as unknown as { bearerReturns: { name: string; chance: number; kills: number }; total: { kills: number }; kills: { mean: number } };
    expect(d.bearerReturns.name).toBe('Seer');
    expect(d.bearerReturns.kills).toBeCloseTo(25 / 36, 12);
    expect(d.total.kills).toBeCloseTo(5 / 36, 12);
    expect(d.kills.mean).toBeCloseTo(5 / 36, 12);
  });
});
