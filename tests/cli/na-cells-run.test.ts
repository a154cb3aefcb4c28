/**
 * `run` and `roster` with a matchup that cannot be computed, through the functions their commands use
 * (runEach, runRows, toSummaryTable, rosterSummary): n/a with the reason, the others computed.
 */
import { Chalk } from 'chalk';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenthMatchups } from '../../src/rules/tenth/matchup/matchups.js';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import type { CompareJson } from '../../src/cli/compare.js';
import { rosterSummary } from '../../src/cli/compare.js';
import { toJsonObject } from '../../src/rules/tenth/matchup/json.js';
import { toSummaryTable } from '../../src/cli/format.js';
import { runEach, runRows, uncomputed, type Outcome } from '../../src/cli/outcomes.js';
import { loadRoster, resolveUnit, type Roster } from '../../src/rules/tenth/profiles/registry.js';

const REASON = 'Knight-class walker has no melee weapons that can attack here';
let roster: Roster;
beforeAll(async () => {
  roster = await loadRoster();
});
const matchup = (a: string, t: string) => ({ attacker: resolveUnit(roster, a), target: resolveUnit(roster, t), options: { melee: true } });

describe('runEach', () => {
  it('gives the reason for the knight and the calc result for the others, in order', async () => {
    const ms = [matchup('eightbound', 'intercessors'), matchup('knight-class walker', 'intercessors'), matchup('eightbound', 'rhino')];
    const got = await runEach(tenthMatchups, ms, 1, false);
    expect(got.map((o) => (uncomputed(o) ? o.reason : null))).toEqual([null, REASON, null]);
    expect(got[1]).toEqual({ attacker: { name: 'Knight-class walker' }, target: { name: 'Intercessor Squad' }, kills: null, damage: null, reason: REASON });
    expect(got[2]).toEqual(toJsonObject(runMatchup(ms[2]), false));
  });

  it('throws calc\u2019s error when every matchup fails for the same reason', async () => {
    await expect(runEach(tenthMatchups, [matchup('knight-class walker', 'intercessors'), matchup('knight-class walker', 'rhino')], 1, false)).rejects.toThrow(REASON);
  });
});

describe('run output and the roster summary', () => {
  let outcomes: Outcome[];
  beforeAll(async () => {
    outcomes = await runEach(tenthMatchups, [matchup('eightbound', 'intercessors'), matchup('knight-class walker', 'intercessors')], 1, false);
  });

  it('runRows: n/a in every number and the reason in the last column', () => {
    const sheet = runRows({ schemaVersion: 1, kind: 'run', total: 2, matchups: outcomes.map((o, index) => ({ index, name: `m${index}`, ...o })) });
    expect(sheet.columns.at(-1)).toBe('reason');
    expect(sheet.rows[1]).toEqual(['m1', 'Knight-class walker', 'Intercessor Squad', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', '', REASON]);
    expect(sheet.rows[0].at(-1)).toBe('');
    expect(sheet.rows[0][3]).toBe((outcomes[0] as { kills: { mean: number } }).kills.mean);
  });

  it('the run table: n/a [1] and the reason below', () => {
    const text = toSummaryTable(outcomes.map((json, i) => ({ name: `m${i}`, json })), new Chalk({ level: 0 }));
    expect(text).toMatch(/│ m1 +│ +n\/a \[1\] │/);
    expect(text.trimEnd().split('\n').at(-1)).toBe(`[1] n/a: ${REASON}`);
  });

  it('rosterSummary sums the computed cells and counts the n/a ones', () => {
    const cell = (index: number, mean: number | null) =>
      mean === null
        ? { index, attacker: 'K', target: 'T', models: null, points: null, kills: null, damage: null, killsPer100Points: null, damagePer100Points: null, reason: REASON }
        : { index, attacker: 'A', target: 'T', models: 1, points: 100, kills: { mean, wipe: 0, median: 0, p10: 0, p90: 0 }, damage: { mean }, killsPer100Points: mean, damagePer100Points: mean };
    // Two targets, three units: column 0 holds cells 0, 2, 4; column 1 holds 1, 3, 5.
    const result = { targets: ['T0', 'T1'], cells: [cell(0, 1.5), cell(1, 2), cell(2, null), cell(3, 0.25), cell(4, 1), cell(5, null)] } as unknown as CompareJson;
    expect(rosterSummary({ name: 'Army', points: 500, units: [1, 2, 3] }, result)).toBe(
      'Army: 3 units, 500 points. Summed over its units, each against a fresh target: T0 2.50 (0.50 per 100 pts), 1 unit n/a; T1 2.25 (0.45 per 100 pts), 1 unit n/a',
    );
  });
});
