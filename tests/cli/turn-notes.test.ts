/**
 * `wh40k turn` says what it left out (issue 26 follow-ups): a unit with no weapons for a phase attacks
 * with nothing there, noted; each effect in play is reported per phase, applied or not with the reason.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { json, wh40k } from './run.js';

interface Phase {
  phase: string;
  side: string;
  modelsLost: number;
  woundsLost: number;
}

const dir = mkdtempSync(join(tmpdir(), 'wh40k-turn-notes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A unit with no weapons at all (issue 26): 100 models of T4, W1, no save (Sv7+).
writeFileSync(
  join(dir, 'dummy.yaml'),
  'name: Dummy\nfaction: Test\nsource: "issue 26 dummy"\nkeywords: [INFANTRY]\nstats: { M: 6, T: 4, Sv: 7+, W: 1, Ld: 7+, OC: 1 }\npoints: { 100: 100 }\nmodels:\n  - name: Dummy\n    count: 100\n    equipment: []\nweapons: []\n',
);
const withDummy = (args: string[]) => json(['turn', ...args, '--data', dir]) as unknown as { phases: Phase[]; attacker: { woundsLost: { mean: number; distribution: number[] } }; target: { modelsLost: { mean: number } }; notes: string[] };

describe('turn: a unit with no weapons for a phase', () => {
  it('a target with no melee weapons fights back with nothing: 0 wounds lost, noted', () => {
    const r = withDummy(['intercessors', 'vs', 'dummy', '--phases', 'fight']);
    // data/space-marines/intercessor-squad.yaml: 5 models, each a Close combat weapon A3 WS3+ S4 AP0 D1,
    // so 15 attacks; each hits on 3+ (2/3) and wounds T4 with S4 on 4+ (1/2; 000 'Wound Roll'), no save
    // (Sv7+): 15 x 2/3 x 1/2 = 5 wounds, 5 Dummy models (W1) destroyed on average.
    expect(r.target.modelsLost.mean).toBeCloseTo(5, 12);
    expect(r.phases.map((p) => p.phase)).toEqual(['fight', 'fight back']);
    // The Dummy has no melee weapons: its fight back is of nothing, the Intercessors lose 0 wounds.
    expect(r.phases[1]).toMatchObject({ side: 'attacker', modelsLost: 0, woundsLost: 0 });
    expect(r.attacker.woundsLost.distribution[0]).toBe(1);
    expect(r.attacker.woundsLost.mean).toBe(0);
    expect(r.notes).toContain('fight back: Dummy has no melee weapons: it makes no attacks in the fight (a fight back of nothing, no fight on death)');
  });

  it('nor does it fire Overwatch (no ranged weapons), and the exit is 0, not 2', () => {
    const r = withDummy(['intercessors', 'vs', 'dummy', '--overwatch']);
    expect(r.phases.map((p) => p.phase)).toEqual(['shoot', 'fight', 'fight back']);
    expect(r.notes).toContain('overwatch: Dummy has no ranged weapons');
  });

  it('an attacker with no weapons skips the shooting and the fight, each noted', () => {
    const r = withDummy(['dummy', 'vs', 'intercessors']);
    expect(r.phases).toEqual([]);
    expect(r.notes).toContain('shoot: Dummy has no ranged weapons');
    expect(r.notes).toContain('fight: Dummy has no melee weapons: it does not charge or fight (no Overwatch, no fight back)');
  });

  it('the simulator agrees: no fight back from the Dummy', () => {
    const r = wh40k(['turn', 'intercessors', 'vs', 'dummy', '--data', dir, '--simulate', '200', '--format', 'csv']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('simulation_attacker,,models_lost_mean,0');
  });
});
