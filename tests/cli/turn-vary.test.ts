/**
 * `wh40k turn ... --vary` (issue 15: "the same sweeps as calc"): numbers by hand on one-model units,
 * and every cell of a sweep of bundled units equal to the plain `turn` with that option set.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { json, STACK_TRACE, wh40k } from './run.js';
import { duelFolder } from './turn-duel.js';

interface Cell {
  value: string;
  phases: string[];
  target: { modelsLost: { mean: number; wiped: number }; pointsLost: number | null };
  attacker: { modelsLost: { mean: number; wiped: number }; pointsLost: number | null };
  trade: { targetPointsLost: number | null; attackerPointsLost: number | null; attackerWipesTarget: number; attackerWiped: number };
}
interface Rows {
  kind: string;
  command: string;
  knob: string;
  columnKnob?: string;
  columns?: string[];
  rows: (Cell & { cells: Cell[] })[];
}

const { dir, cleanup } = duelFolder();
afterAll(cleanup);

const sweep = (vary: string[], options: string[] = []) => json(['--data', dir, 'turn', 'duellist', 'vs', 'foe', ...vary.flatMap((v) => ['--vary', v]), ...options]) as unknown as Rows;
const close = (got: number, want: number) => expect(Math.abs(got - want)).toBeLessThan(1e-12);

describe('turn --vary: by hand', () => {
  it('a grid of phases by fight-back: each side models lost, and the points traded', () => {
    const v = sweep(['phases=shoot,fight,shoot+fight', 'fight-back']);
    expect([v.kind, v.command, v.knob, v.columnKnob]).toEqual(['vary', 'turn', 'phases', 'fight-back']);
    expect(v.columns).toEqual(['fight-back=false', 'fight-back=true']);
    // [target lost, attacker lost] for fight back off, then on. shoot: the gun alone, 1/4, no fight, so no
    // fight back. fight: the blade, 1/4; fighting back, the Foe survives 3/4 and kills with 1/4: 3/16.
    // shoot+fight: the Foe dies to either, 1 - (3/4)^2 = 7/16; it survives both 9/16 and kills 1/4: 9/64.
    const want: Record<string, [number, number][]> = {
      'phases=shoot': [[1 / 4, 0], [1 / 4, 0]],
      'phases=fight': [[1 / 4, 0], [1 / 4, 3 / 16]],
      'phases=shoot+fight': [[7 / 16, 0], [7 / 16, 9 / 64]],
    };
    expect(v.rows.map((r) => r.value)).toEqual(Object.keys(want));
    for (const r of v.rows) {
      r.cells.forEach((c, j) => {
        const [target, attacker] = want[r.value][j];
        // One model a side: models lost is P(wiped).
        close(c.target.modelsLost.mean, target);
        close(c.target.modelsLost.wiped, target);
        close(c.attacker.modelsLost.mean, attacker);
        close(c.trade.attackerWiped, attacker);
        // Points: the Foe 12 for its one model, the Duellist 20.
        close(c.trade.targetPointsLost!, 12 * target);
        close(c.trade.attackerPointsLost!, 20 * attacker);
      });
    }
  });

  it('a row per overwatch value: Overwatch first kills the charging Duellist with 1/12, which then fights less often', () => {
    const v = sweep(['overwatch'], ['--phases', 'fight']);
    const [off, on] = v.rows;
    expect([off.value, on.value]).toEqual(['overwatch=false', 'overwatch=true']);
    expect(on.phases).toEqual(['overwatch', 'fight', 'fight back']);
    close(off.target.modelsLost.mean, 1 / 4);
    close(off.attacker.modelsLost.mean, 3 / 16);
    // The Duellist survives Overwatch 11/12 and then kills with 1/4: 11/48. It is lost to Overwatch
    // (1/12), or survives it, fails to kill (3/4) and dies to the fight back (1/4): 1/12 + 11/12 x 3/4 x 1/4 = 49/192.
    close(on.target.modelsLost.mean, 11 / 48);
    close(on.attacker.modelsLost.mean, 49 / 192);
  });

  it('csv: a row per value (a grid: per pair), the documented columns', () => {
    const r = wh40k(['--data', dir, 'turn', 'duellist', 'vs', 'foe', '--vary', 'fight-back', '--format', 'csv']);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('value,target_models_lost_mean,target_p_wiped,attacker_models_lost_mean,attacker_p_wiped,target_points_lost,attacker_points_lost');
    // 7/16 = 0.4375, 9/64 = 0.140625, points 12 x 7/16 = 5.25 and 20 x 9/64 = 2.8125.
    expect(lines.slice(1)).toEqual(['fight-back=false,0.4375,0.4375,0,0,5.25,0', 'fight-back=true,0.4375,0.4375,0.140625,0.140625,5.25,2.8125']);
    const grid = wh40k(['--data', dir, 'turn', 'duellist', 'vs', 'foe', '--vary', 'fight-back', '--vary', 'phases=fight', '--format', 'csv']);
    expect(grid.stdout.trim().split('\n')).toEqual([
      'row,column,target_models_lost_mean,target_p_wiped,attacker_models_lost_mean,attacker_p_wiped,target_points_lost,attacker_points_lost',
      'fight-back=false,phases=fight,0.25,0.25,0,0,3,0',
      'fight-back=true,phases=fight,0.25,0.25,0.1875,0.1875,3,3.75',
    ]);
  });
});

describe('turn --vary: each cell is the plain turn with that option set', () => {
  it('intercessors vs eightbound, models by overwatch', () => {
    const v = json(['turn', 'intercessors', 'vs', 'eightbound', '--vary', 'models=5,10', '--vary', 'overwatch']) as unknown as Rows;
    for (const [i, models] of ['5', '10'].entries()) {
      for (const [j, overwatch] of [[], ['--overwatch']].entries()) {
        const plain = json(['turn', 'intercessors', 'vs', 'eightbound', '--models', models, ...overwatch]) as unknown as Cell;
        const cell = v.rows[i].cells[j];
        expect(cell.target.modelsLost.mean).toBe(plain.target.modelsLost.mean);
        expect(cell.attacker.modelsLost.wiped).toBe(plain.attacker.modelsLost.wiped);
        expect(cell.trade).toEqual(plain.trade);
      }
    }
  });
});

describe('turn --vary: the people\'s formats and the limit', () => {
  it('Markdown: a row per value with both sides; a grid: "target lost (P(wiped)) / attacker lost (P(wiped))"', () => {
    const rows = wh40k(['--data', dir, 'turn', 'duellist', 'vs', 'foe', '--vary', 'fight-back', '--format', 'markdown']);
    expect(rows.status, rows.stderr).toBe(0);
    // Foe lost 7/16 = 0.4375 (43.75%), Duellist 9/64 = 0.140625 (14.06%); points 12 x 7/16 = 5.25, 20 x 9/64 = 2.8125.
    expect(rows.stdout).toContain('| fight-back=false | 0.44 | 43.8% | 0.00 | 0% | 5.25 | 0.00 |');
    expect(rows.stdout).toContain('| fight-back=true | 0.44 | 43.8% | 0.14 | 14.1% | 5.25 | 2.81 |');
    const grid = wh40k(['--data', dir, 'turn', 'duellist', 'vs', 'foe', '--vary', 'fight-back', '--vary', 'phases=fight', '--format', 'markdown']);
    // phases=fight, fight back: the Foe lost 1/4, the Duellist 3/16 = 0.1875 (18.75%).
    expect(grid.stdout).toContain('| fight-back=true | 0.25 (25.0%) / 0.19 (18.8%) |');
  });

  it('more than 200 turns in one sweep is refused before any is computed (exit 1, as work past a budget)', () => {
    const r = wh40k(['turn', 'intercessors', 'vs', 'eightbound', '--vary', 'models=1..100', '--vary', 'hit-mod=-1..1']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/turn --vary: 300 turns, more than 200 \(the limit\); vary over fewer values/);
  });
});

describe('turn --vary: bad input exits 2 with the reason', () => {
  it.each([
    [['--vary', 'charged'], /turn --vary charged: not a knob of turn \(the attacker charges before it fights/],
    [['--vary', 'fight-back', '--no-fight-back'], /--vary fight-back: --no-fight-back is also given/],
    [['--vary', 'phases=shoot', '--phases', 'fight'], /--vary phases: --phases is also given/],
    [['--vary', 'phases=bite'], /--vary phases: expected none, shoot, fight or shoot\+fight, got "bite"/],
    [['--vary', 'overwatch', '--simulate', '10'], /--simulate plays one turn die by die, not a sweep/],
    [['--vary', 'overwach'], /did you mean overwatch/],
    [['--vary', 'overwatch', '--phases', 'shoot'], /--vary overwatch=true: .*Overwatch is fired at a charging unit/],
  ])('%j', (args, message) => {
    const r = wh40k(['turn', 'intercessors', 'vs', 'eightbound', ...args]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });
});
