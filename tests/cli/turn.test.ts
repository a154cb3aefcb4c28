/**
 * `wh40k turn` end to end (the built binary): its JSON contract agrees with its own parts and with
 * calc where they must, its formats, and bad input exits 2 with a message and no stack trace.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, STACK_TRACE, wh40k } from './run.js';

interface Side {
  name: string;
  models: number;
  points: number | null;
  modelsLost: { mean: number; distribution: number[]; atLeast: number[]; wiped: number };
  woundsLost: { mean: number; distribution: number[] };
  pointsLost: number | null;
}
interface TurnJson {
  schemaVersion: number;
  kind: string;
  settings: { phases: string[]; overwatch: boolean; fightBack: boolean };
  attacker: Side;
  target: Side;
  phases: { phase: string; side: 'attacker' | 'target'; modelsLost: number; woundsLost: number; pointsLost: number | null }[];
  trade: { targetPointsLost: number; attackerPointsLost: number; attackerWipesTarget: number; attackerWiped: number };
  notes: string[];
}

const turn = (args: string[]) => json(['turn', ...args]) as unknown as TurnJson;

let full: TurnJson;
beforeAll(() => {
  full = turn(['eightbound', 'vs', 'intercessors', '--overwatch']);
});

describe('wh40k turn', () => {
  it('JSON: kind turn, the phases that happened, and parts that add up', () => {
    expect(full.schemaVersion).toBe(1);
    expect(full.kind).toBe('turn');
    // The Eightbound have no ranged weapons: no shooting, said in a note.
    expect(full.phases.map((p) => p.phase)).toEqual(['overwatch', 'fight', 'fight back']);
    expect(full.notes).toContain('shoot: Eightbound has no ranged weapons');
    for (const side of ['attacker', 'target'] as const) {
      const s = full[side];
      for (const d of [s.modelsLost.distribution, s.woundsLost.distribution]) expect(Math.abs(d.reduce((a, p) => a + p, 0) - 1)).toBeLessThan(1e-9);
      // What the phases added sums to the side's expected losses over the turn.
      const added = full.phases.filter((p) => p.side === side).reduce((a, p) => a + p.modelsLost, 0);
      expect(Math.abs(added - s.modelsLost.mean)).toBeLessThan(1e-9);
      // Points lost: each model worth the unit's points over its models (Eightbound 140/3, Intercessors 80/5).
      expect(Math.abs(s.pointsLost! - (s.points! / s.models) * s.modelsLost.mean)).toBeLessThan(1e-9);
    }
    expect(full.trade.attackerWipesTarget).toBe(full.target.modelsLost.wiped);
    expect(full.trade.attackerWiped).toBe(full.attacker.modelsLost.wiped);
  });

  it('with the fight only and no Overwatch or fight back, the target loses what calc --charged kills', () => {
    const alone = turn(['eightbound', 'vs', 'intercessors', '--phases', 'fight', '--no-fight-back']);
    const calc = json(['calc', 'eightbound', 'vs', 'intercessors', '--charged']);
    alone.target.modelsLost.distribution.forEach((p, k) => expect(Math.abs(p - calc.kills.distribution[k])).toBeLessThan(1e-12));
    expect(alone.attacker.modelsLost.mean).toBe(0);
  });

  it('Overwatch costs the charging Eightbound wounds, and fewer Intercessors die than without it', () => {
    const without = turn(['eightbound', 'vs', 'intercessors']);
    expect(full.phases[0].woundsLost).toBeGreaterThan(0);
    expect(full.target.modelsLost.mean).toBeLessThan(without.target.modelsLost.mean);
  });

  it('table, csv and Markdown', () => {
    const table = wh40k(['turn', 'intercessors', 'vs', 'eightbound', '--overwatch']);
    expect(table.status).toBe(0);
    expect(table.stdout).toContain('P(at least k models lost)');
    expect(table.stdout).toMatch(/^Trade: Intercessor Squad removes [\d.]+ pts of Eightbound/m);
    const csv = wh40k(['turn', 'intercessors', 'vs', 'eightbound', '--format', 'csv']);
    expect(csv.stdout.split('\n')[0]).toBe('section,row,key,value');
    expect(csv.stdout).toMatch(/^trade,,p_attacker_wiped,0\.\d+$/m);
    const md = wh40k(['turn', 'intercessors', 'vs', 'eightbound', '--format', 'markdown']);
    expect(md.stdout).toContain('### Over the turn');
  });

  it('bad input exits 2 with the reason and no stack trace', () => {
    // Fate dice and Fate's Messenger need an AELDARI unit with Strands of Fate (002): Dire Avengers.
    for (const [attacker, args, message] of [
      ['intercessors', ['--phases', 'bite'], /--phases.*expected shoot, fight or shoot,fight/],
      ['intercessors', ['--melee'], /turn: --melee is not available/],
      ['intercessors', ['--phases', 'shoot', '--overwatch'], /Overwatch is fired at a charging unit/],
      ['dire-avengers', ['--fate', '6', '--simulate', '100'], /turn --simulate: one-roll rules and Fate dice/],
      ['dire-avengers', ['--with', 'fates-messenger'], /Fate.s Messenger is used once per turn/],
      ['intercessors', ['--target-wounded', '9'], /--target-wounded 9: .* so it can have lost at most/],
      ['intercessors', ['--order', 'lascannon'], /turn: --order: Intercessor Squad has no weapon named "lascannon"/],
    ] as const) {
      const r = wh40k(['turn', attacker, 'vs', 'eightbound', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(STACK_TRACE);
    }
  });

  it('a turn past its budget is refused as it goes, with what to reduce (exit 1, as calc past its own)', () => {
    // Reap the Tally (a fight-on-death rule for any unit; Total Carnage needs Blessings of Khorne) makes the
    // fight start from each of the 101 states of 100 guardsmen, per set of berzerkers Overwatch leaves.
    const r = wh40k(['turn', 'berzerkers', 'vs', 'guardsmen', '--models', '20', '--target-models', '100', '--overwatch', '--target-with', 'reap-the-tally']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/this turn needs more than 3\.0e\+8 steps .*use fewer models/);
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });

  describe('report of a turn', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-turn-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('HTML: the tables, the trade, and one chart with both sides\' losses', () => {
      const file = join(dir, 'turn.json');
      writeFileSync(file, JSON.stringify(full));
      const r = wh40k(['report', file, '-o', join(dir, 'turn.html')]);
      expect(r.status, r.stderr).toBe(0);
      const html = readFileSync(join(dir, 'turn.html'), 'utf8');
      expect(html).toContain('<h2>Over the turn</h2>');
      expect(html).toContain('Trade: Eightbound removes');
      // One bar per side and k: Eightbound k = 0..3, Intercessors k = 0..5, each P(exactly k) in full precision.
      const bars = [...html.matchAll(/<rect[^>]*data-series="([^"]+)"[^>]*data-k="(\d+)"[^>]*data-p="([^"]+)"/g)];
      expect(bars.length).toBe(4 + 6);
      for (const [, series, k, p] of bars) {
        const side = series === full.attacker.name ? full.attacker : full.target;
        expect(Number(p)).toBe(side.modelsLost.distribution[Number(k)]);
      }
    });

    it('a field out of range: exit 2 at its line and field', () => {
      const file = join(dir, 'bad.json');
      writeFileSync(file, JSON.stringify({ ...full, target: { ...full.target, modelsLost: { ...full.target.modelsLost, wiped: 2 } } }, null, 2));
      const r = wh40k(['report', file, '-o', join(dir, 'bad.html')]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/bad\.json:\d+:\d+ target\.modelsLost\.wiped: /);
      expect(r.stderr).not.toMatch(STACK_TRACE);
    });
  });
});
