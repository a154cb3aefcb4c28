import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, json, wh40k } from './run.js';

// calc's kill table stops at the last possible k (then one "k-max" row at 0%), so its length follows what
// can happen, not the unit size: a 200-model target used to print 201 rows (and 10,000 models took 16 s).
const { dir, cleanup } = dataFolder({
  'horde.yaml': `name: Horde
faction: test
source: test
keywords: [INFANTRY]
stats: { M: 6, T: 3, Sv: 7+, W: 1, Ld: 7+, OC: 1 }
models:
  - { name: Grunt, count: 200, equipment: [] }
weapons: []
`,
});
afterAll(cleanup);

describe('the kills table of a big target', () => {
  it('intercessors (10 bolt rifle shots) vs 200 models: rows 0..10, then 11-200 at 0%', () => {
    const args = ['--data', dir, 'calc', 'intercessors', 'vs', 'horde', '--ranged'];
    const r = wh40k([...args, '--simulate', '2000']);
    expect(r.status, r.stderr).toBe(0);
    const kills = r.stdout.split('Models destroyed:')[1].split('Damage dealt')[0];
    const rows = kills.split('\n').filter((l) => /^│ \d/.test(l)).map((l) => l.split('│')[1].trim());
    expect(rows).toEqual([...Array.from({ length: 11 }, (_, k) => String(k)), '11-200']);
    expect(kills).toMatch(/│ 11-200 +│ +0% │ +0% │/);
    // The simulation table lists k only as far as either side found possible (at most 10 here).
    expect(r.stdout).not.toContain('P(11 destroyed)');
    // JSON keeps the whole distribution, k = 0..200.
    expect(json(args).kills.distribution).toHaveLength(201);
  });
});
