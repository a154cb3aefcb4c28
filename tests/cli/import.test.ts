import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedDir } from '../helpers.js';
import { json, STACK_TRACE, wh40k } from './run.js';

const shared = sharedDir();
const rosters = shared && join(shared, 'rosters');
const bsdata = shared && join(shared, 'bsdata');
const work = mkdtempSync(join(tmpdir(), 'wh40k-import-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const env = { WH40K_CACHE: join(work, 'cache') };

describe.skipIf(!rosters || !existsSync(join(rosters, 'Ultramarines_10E.rosz')))('wh40k roster (../shared/rosters)', () => {
  const file = () => join(rosters!, 'Ultramarines_10E.rosz');

  it('lists every unit against the targets asked for, with the roster total of 810 points', () => {
    const r = wh40k(['roster', file(), 'vs', 'intercessors,knight', '--format', 'json'], env);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { kind: string; roster: { points: number; units: { name: string }[] }; targets: string[]; cells: unknown[] };
    expect(out.kind).toBe('roster');
    expect(out.roster.points).toBe(810);
    expect(out.targets).toEqual(['Intercessor Squad', 'Knight Paladin']);
    expect(out.cells).toHaveLength(out.roster.units.length * 2);
  });

  it('a roster unit works anywhere a unit name does: --roster with calc', () => {
    const r = json(['--roster', file(), 'calc', 'Eliminator Squad', 'vs', 'intercessors'], env);
    // 3 bolt sniper rifles (README of the rosters: A1 BS3+ S5 AP-2 D3): 3 attacks, 2 hits.
    expect(r.total.attacks).toBe(3);
    expect(r.total.hits).toBeCloseTo(2, 12);
  });

  it('a missing roster exits 2 without a stack trace', () => {
    const r = wh40k(['roster', join(work, 'missing.rosz')]);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });
});

describe.skipIf(!bsdata || !existsSync(join(bsdata, 'Warhammer 40,000.gst')))('wh40k import bsdata (../shared/bsdata)', () => {
  it('writes YAML profiles that wh40k validate accepts', () => {
    const out = join(work, 'out');
    const r = wh40k(['import', 'bsdata', bsdata!, '--faction', 'World Eaters', '--unit', 'Eightbound', '--out', out], env);
    expect(r.status, r.stderr).toBe(0);
    const files = readdirSync(out, { recursive: true }).map(String).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBe(1);
    const v = wh40k(['validate', out]);
    expect(v.status, v.stdout).toBe(0);
  });

  it('--data-bsdata reads units from the checkout; the second call uses the cache', () => {
    const args = ['--data-bsdata', join(bsdata!, 'Chaos - World Eaters.cat'), 'calc', 'Khorne Berzerkers', 'vs', 'intercessors', '--format', 'json'];
    const first = wh40k(args, env);
    expect(first.status, first.stderr).toBe(0);
    expect(readdirSync(env.WH40K_CACHE).some((f) => f.startsWith('bsdata-'))).toBe(true);
    const second = wh40k(args, env);
    expect(second.stdout).toBe(first.stdout);
  });

  it('an unknown unit exits 2 with the closest names', () => {
    const r = wh40k(['import', 'bsdata', bsdata!, '--faction', 'World Eaters', '--unit', 'Eightbund', '--out', join(work, 'x')], env);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Eightbound');
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });
});
