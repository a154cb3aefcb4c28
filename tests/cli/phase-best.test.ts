/**
 * `--phase ranged|melee|best` (issue 29 section 1) for calc, compare and roster under every ruleset: best computes both
 * phases and keeps the higher value of the metric per matchup, saying which in every format. Checked against the same
 * matchups run with --ranged and --melee.
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.js';

async function run(...args: string[]) {
  const r = await runInProcess(args);
  expect(r.status, r.stderr).toBe(0);
  return r;
}
const json = async (...args: string[]) => JSON.parse((await run(...args, '--format', 'json')).stdout);

describe('compare --phase best', () => {
  const units = ['eightbound,intercessors,khorne berzerkers', 'vs', 'intercessors,knight'];

  it('each cell is the --ranged or the --melee cell with the higher value of the metric, and says which', async () => {
    const [best, ranged, melee] = await Promise.all([
      json('compare', ...units, '--metric', 'damage', '--phase', 'best'),
      json('compare', ...units, '--metric', 'damage', '--ranged'),
      json('compare', ...units, '--metric', 'damage', '--melee'),
    ]);
    expect(best.phase).toBe('best');
    for (const [i, cell] of best.cells.entries()) {
      const [r, m] = [ranged.cells[i], melee.cells[i]];
      const rv = r.kills === null ? -Infinity : r.damage.mean;
      const mv = m.kills === null ? -Infinity : m.damage.mean;
      expect(cell.phase).toBe(mv > rv ? 'melee' : 'ranged');
      expect(cell.damage.mean).toBe(Math.max(rv, mv));
    }
    // Khorne Berzerkers against the Knight: their chainblades (melee), not their pistols.
    expect(best.cells.find((c: { attacker: string; target: string }) => c.attacker === 'Khorne Berzerkers' && c.target === 'Knight Paladin').phase).toBe('melee');
  });

  it('the table says the phase after each value; csv has a phase column', async () => {
    const table = (await run('compare', ...units, '--metric', 'damage', '--phase', 'best')).stdout;
    expect(table).toMatch(/Khorne Berzerkers +│ +\d+\.\d\d melee │ +\d+\.\d\d melee │/);
    const csv = (await run('compare', ...units, '--phase', 'best', '--format', 'csv')).stdout.split('\n');
    expect(csv[0].split(',').slice(0, 3)).toEqual(['attacker', 'target', 'phase']);
    expect(csv.slice(1).every((line) => /^[^,]+,[^,]+,(ranged|melee),/.test(line))).toBe(true);
  });

  it('--phase melee is --melee; beside --melee or --ranged it is refused (exit 2)', async () => {
    const [phase, flag] = await Promise.all([json('compare', ...units, '--phase', 'melee'), json('compare', ...units, '--melee')]);
    expect(phase.cells).toEqual(flag.cells);
    const r = await runInProcess(['compare', ...units, '--phase', 'best', '--ranged']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--phase with --ranged: give one of them');
  });
});

describe('calc --phase best', () => {
  it('Eightbound at a Knight: no ranged weapon, so melee, the same numbers as --melee, and a note saying both', async () => {
    const [best, melee] = await Promise.all([json('calc', 'eightbound', 'vs', 'knight', '--phase', 'best'), json('calc', 'eightbound', 'vs', 'knight', '--melee')]);
    expect(best.attacker.phase).toBe(melee.attacker.phase);
    expect(best.damage).toEqual(melee.damage);
    expect(best.notes[0]).toMatch(/^--phase best: melee, the phase with more expected models destroyed, then damage \(ranged cannot \(.*\); melee 0\.00 models, \d+\.\d\d damage\)$/);
  });

  it('the legacy ruleset: a Tactical Squad at Ork Boyz shoots (3.33 models) rather than fights (2.08)', async () => {
    const best = await json('--ruleset', 'legacy', 'calc', 'tactical squad', 'vs', 'ork boyz', '--phase', 'best');
    const ranged = await json('--ruleset', 'legacy', 'calc', 'tactical squad', 'vs', 'ork boyz', '--ranged');
    expect(best.kills).toEqual(ranged.kills);
    expect(best.notes[0]).toMatch(/^--phase best: ranged/);
  });

  it('11th edition: Khorne Berzerkers at a Knight fight (more damage) rather than shoot their pistols', async () => {
    const best = await json('--ruleset', '11th', 'calc', 'khorne berzerkers', 'vs', 'knight', '--phase', 'best');
    expect(best.notes[0]).toMatch(/^--phase best: melee/);
  });

  it('--phase best with --vary is refused (exit 2): each row would have its own phase', async () => {
    const r = await runInProcess(['calc', 'eightbound', 'vs', 'intercessors', '--phase', 'best', '--vary', 'models=3..4']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--phase best with --vary');
  });
});

describe('need --phase best', () => {
  it('each candidate the phase with the higher chance of the goal, as --ranged and --melee give them; the answer the first that reaches it', async () => {
    const args = ['need', 'khorne berzerkers', 'vs', 'intercessors', '--kills', '3@50%'];
    const [best, ranged, melee] = await Promise.all([json(...args, '--phase', 'best'), json(...args, '--ranged'), json(...args, '--melee')]);
    best.candidates.forEach((c: { probability: number; phase: string; reached: boolean }, i: number) => {
      const [r, m] = [ranged.candidates[i].probability, melee.candidates[i].probability];
      expect(c.probability).toBe(Math.max(r, m));
      expect(c.phase).toBe(m > r ? 'melee' : 'ranged');
    });
    expect(best.answer).toEqual(best.candidates.find((c: { reached: boolean }) => c.reached) ?? null);
    expect(best.notes[0]).toBe('--phase best: each candidate in the phase with the higher chance of the goal');
  });
});
