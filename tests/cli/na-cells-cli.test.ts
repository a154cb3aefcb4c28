/**
 * `run`, `report` and `roster` end to end with a matchup that cannot be computed: n/a with its reason in every
 * format, the others computed, exit 0 (issue 10 section 4; compare is in na-cells.test.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedDir } from '../helpers.js';
import { json, wh40k } from './run.js';

const NO_MELEE = (unit: string) => `${unit} has no melee weapons that can attack here`;
const KNIGHT = 'Knight-class walker';
const work = mkdtempSync(join(tmpdir(), 'wh40k-na-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const scenario = join(work, 'melee.yaml');
writeFileSync(
  scenario,
  `defaults:
  melee: true
matchups:
  - name: Eightbound into Intercessors
    attacker: eightbound
    target: intercessors
  - name: Knight into Intercessors
    attacker: ${KNIGHT}
    target: intercessors
`,
);

describe('run with a matchup that cannot be computed', () => {
  it('JSON: null results and the reason; the other matchup is calc of the pairing; exit 0', () => {
    const r = wh40k(['run', scenario, '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { total: number; matchups: Record<string, unknown>[] };
    expect(out.total).toBe(2);
    expect(out.matchups[1]).toEqual({
      index: 1,
      name: 'Knight into Intercessors',
      attacker: { name: KNIGHT },
      target: { name: 'Intercessor Squad' },
      kills: null,
      damage: null,
      reason: NO_MELEE(KNIGHT),
    });
    const calc = json(['calc', 'eightbound', 'vs', 'intercessors', '--melee']);
    expect((out.matchups[0].kills as { mean: number }).mean).toBe(calc.kills.mean);
  });

  it('table: n/a [1] with the reason below; csv: n/a and the reason column', () => {
    const table = wh40k(['run', scenario]);
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/│ Knight into Intercessors +│ +n\/a \[1\] │/);
    expect(table.stdout).toContain(`[1] n/a: ${NO_MELEE(KNIGHT)}`);
    const csv = wh40k(['run', scenario, '--format', 'csv']).stdout.trimEnd().split('\n');
    expect(csv[0]).toBe('matchup,attacker,target,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean,effects_applied,reason');
    expect(csv[2]).toBe(`Knight into Intercessors,${KNIGHT},Intercessor Squad,n/a,n/a,n/a,n/a,n/a,n/a,,${NO_MELEE(KNIGHT)}`);
  });

  it('--details prints the full table of the computed matchup only', () => {
    const r = wh40k(['run', scenario, '--details']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('== Eightbound into Intercessors');
    expect(r.stdout).not.toContain('== Knight into Intercessors');
  });
});

describe('report with a matchup that cannot be computed', () => {
  it.each(['report.html', 'report.md'])('%s: exit 0, the n/a matchup in the summary and its own section with the reason', (name) => {
    const r = wh40k(['report', scenario, '-o', join(work, name), '-q']);
    expect(r.status, r.stderr).toBe(0);
    const text = readFileSync(join(work, name), 'utf8');
    expect(text.split(`n/a: ${NO_MELEE(KNIGHT)}`)).toHaveLength(3); // the summary row and the section
    expect(text).toContain('Eightbound into Intercessors');
    expect(text).not.toMatch(/NaN|undefined/);
  });
});

const rosters = sharedDir() && join(sharedDir()!, 'rosters');
describe.skipIf(!rosters || !existsSync(join(rosters, 'Ultramarines_10E.rosz')))('roster with a unit that cannot fight in melee', () => {
  it('its cell is n/a, the summary counts it and sums the others', () => {
    const env = { WH40K_CACHE: join(work, 'cache') };
    const args = ['roster', join(rosters!, 'Ultramarines_10E.rosz'), 'vs', 'intercessors', '--melee'];
    const r = wh40k([...args, '--format', 'json'], env);
    expect(r.status, r.stderr).toBe(0);
    const cells = (JSON.parse(r.stdout) as { cells: { attacker: string; kills: { mean: number } | null; reason?: string }[] }).cells;
    const na = cells.filter((c) => c.kills === null);
    expect(na.map((c) => [c.attacker, c.reason])).toEqual([['Land Speeder Storm', NO_MELEE('Land Speeder Storm')]]);
    const sum = cells.reduce((s, c) => s + (c.kills?.mean ?? 0), 0);
    const table = wh40k(args, env);
    expect(table.status).toBe(0);
    expect(table.stdout).toContain(`Intercessor Squad ${sum.toFixed(2)} (${((sum * 100) / 810).toFixed(2)} per 100 pts), 1 unit n/a`);
    expect(table.stdout).toContain(`[1] n/a: ${NO_MELEE('Land Speeder Storm')}`);
  });
});
