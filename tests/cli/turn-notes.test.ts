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

  it('a set of survivors with no weapons for the phase makes no attacks (the Exarch alone fires no Overwatch), as the simulator plays it', () => {
    // data/aeldari/dire-avengers-shimmershield.yaml: the Exarch has a Diresword and a Close combat
    // weapon, no gun; the guardsmen's shooting can leave him alone, and he then fires no Overwatch.
    const r = json(['turn', 'guardsmen', 'vs', 'dire avengers with shimmershield', '--overwatch', '--simulate', '4000']) as unknown as {
      attacker: { modelsLost: { mean: number } };
      notes: string[];
      simulation: { runs: number; attacker: { modelsLost: number[]; modelsLostMean: number } };
    };
    expect(r.notes).toContain('overwatch: Dire Avengers with shimmershield: where only models without ranged weapons are left (Dire Avenger Exarch), they make no attacks');
    // The simulator (turn-simulate.ts) plays the same turn die by die: within 4 standard errors of the exact mean (models lost 0..10, sd < 5).
    const sd = Math.sqrt(r.simulation.attacker.modelsLost.reduce((s, f, k) => s + f * (k - r.simulation.attacker.modelsLostMean) ** 2, 0));
    expect(Math.abs(r.simulation.attacker.modelsLostMean - r.attacker.modelsLost.mean)).toBeLessThan((4 * sd) / Math.sqrt(r.simulation.runs));
  });

  it('the simulator agrees: no fight back from the Dummy', () => {
    const r = wh40k(['turn', 'intercessors', 'vs', 'dummy', '--data', dir, '--simulate', '200', '--format', 'csv']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('simulation_attacker,,models_lost_mean,0');
  });
});

interface Effect {
  phase: string;
  id: string;
  side: string;
  applied: boolean;
  detail: string;
  fromProfile: boolean;
  varies: boolean;
}
const effectsOf = (args: string[]) => (json(['turn', ...args]) as unknown as { effects: Effect[] }).effects;

describe('turn: each effect in play, per phase (as calc says them)', () => {
  const warpBlades = ['intercessors', 'vs', 'eightbound', '--with', 'warp-blades'];

  it('JSON: Warp Blades not applied in the shooting and the fight, with the reason; once a phase', () => {
    const effects = effectsOf(warpBlades);
    const mine = effects.filter((e) => e.id === 'warp-blades');
    expect(mine.map((e) => e.phase)).toEqual(['shoot', 'fight']);
    for (const e of mine) {
      expect(e).toMatchObject({ side: 'attacker', applied: false, fromProfile: false, varies: false });
      expect(e.detail).toMatch(/^skipped: Intercessor Squad does not have Blessings of Khorne/);
    }
    // The Eightbound's own Beacons of Rage in its fight back: one entry, from its profile, for the turn's target.
    expect(effects.filter((e) => e.id === 'beacons-of-rage')).toMatchObject([{ phase: 'fight back', side: 'target', applied: true, fromProfile: true }]);
    // As calc: the same reason in the fight as calc --charged gives.
    const calc = json(['calc', ...warpBlades, '--charged']) as unknown as { effects: Effect[] };
    expect(mine[1].detail).toBe(calc.effects.find((e) => e.id === 'warp-blades')!.detail);
  });

  it('table, Markdown and csv: one line per phase and effect', () => {
    const table = wh40k(['turn', ...warpBlades]).stdout;
    expect(table).toContain('Effects\nshoot: skipped Warp Blades (--with): Intercessor Squad does not have Blessings of Khorne');
    expect(table.match(/fight: skipped Warp Blades/g)).toHaveLength(1);
    expect(table).toMatch(/fight back: applied Beacons of Rage \(Eightbound's profile\)/);
    expect(wh40k(['turn', ...warpBlades, '--format', 'markdown']).stdout).toContain('- fight: skipped Warp Blades (--with): Intercessor Squad does not have');
    expect(wh40k(['turn', ...warpBlades, '--format', 'csv']).stdout).toContain('effect,fight: warp-blades,applied,false');
  });

  it("the target's rule (--target-with) skipped in each phase it is attacked in; --overwatch's Fire Overwatch from --overwatch", () => {
    const args = ['khorne-berzerkers', 'vs', 'guardsmen', '--target-with', 'lightning-fast-reactions', '--overwatch'];
    const lfr = effectsOf(args).filter((e) => e.id === 'lightning-fast-reactions');
    expect(lfr.map((e) => e.phase)).toEqual(['shoot', 'fight']);
    for (const e of lfr) expect(e).toMatchObject({ side: 'target', applied: false, detail: 'skipped: the target is not AELDARI' });
    const table = wh40k(['turn', ...args]).stdout;
    expect(table).toContain('shoot: skipped Lightning-Fast Reactions (--target-with): the target is not AELDARI');
    expect(table).toMatch(/overwatch: applied Fire Overwatch \(--overwatch\): /);
  });
});
