/**
 * Issue 13 goal 7 through the built CLI: the worst case (40 x D6+6 attacks, Sustained Hits 1 and
 * Devastating Wounds D6+2, vs 10 x W24) with Command Re-roll used to be refused only after 20 s (the
 * chooser ran its largest placement first); now the whole search is costed before any runs. Exit 1,
 * the message says what to reduce.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, wh40k } from './run.js';

const units = dataFolder({
  'horde.yaml': `name: Horde
faction: Test
source: test
stats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 1 }
models:
  - { name: Gunner, count: 40, equipment: [Dev gun] }
weapons:
  - { name: Dev gun, range: 24, A: D6+6, BS: 3+, S: 6, AP: -1, D: D6+2, abilities: [sustained hits 1, devastating wounds] }
`,
  'big.yaml': `name: Big
faction: Test
source: test
stats: { M: 6, T: 6, Sv: 3+, W: 24, Ld: 6+, OC: 1 }
models:
  - { name: Big, count: 10 }
`,
});
afterAll(units.cleanup);

describe('the worst case of issue 13 is refused before anything runs', () => {
  it('alone: the pending Devastating Wounds counts (0..80) are named', () => {
    const r = wh40k(['--data', units.dir, 'calc', 'horde', 'vs', 'big', '--ranged']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^wh40k: this calculation needs about \d\.\de\+8 steps \(limit 1\.5e\+8, under a second\); use fewer models or attacks \(the Critical Wounds a Devastating Wounds weapon holds until the end multiply the target's states: Dev gun x81\)\n$/,
    );
  });

  it('with Command Re-roll: 4 placements costed first, refused as a whole', () => {
    const r = wh40k(['--data', units.dir, 'calc', 'horde', 'vs', 'big', '--ranged', '--with', 'command-re-roll']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^wh40k: this calculation needs at least \d\.\de\+8 steps to compare 4 placements of its one-roll rules \(limit 1\.5e\+8\); use fewer one-roll rules, models or attacks\n$/,
    );
  });
});
