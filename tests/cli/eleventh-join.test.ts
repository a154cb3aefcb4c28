/**
 * `wh40k --ruleset 11th calc` and RULINGS 12 (11e 04.03): weapons of equal resolved profile are one batch, one row
 * naming them all, from the bundled Fire Dragons (data/eleventh/aeldari/fire-dragons.yaml: 4 Dragon fusion guns
 * [MELTA 3] and the Exarch's Dragon fusion gun [MELTA 6], both A1 BS3+ S9 AP-4 DD6). Numbers derived by hand.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATA } from '../../src/profiles/data-files.js';
import { runInProcess } from './in-process.js';

async function calc(...args: string[]) {
  const r = await runInProcess(['--ruleset', '11th', 'calc', 'fire dragons', 'vs', 'intercessors', '--ranged', ...args, '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

const bundled = existsSync(join(BUNDLED_DATA, 'eleventh', 'aeldari', 'fire-dragons.yaml'));

describe.skipIf(!bundled)('RULINGS 12 through calc: Fire Dragons at Intercessors', () => {
  it('beyond half range Melta changes nothing: one batch of 5 attack dice, 5 x 2/3 (3+) x 2/3 (S9 vs T5: 3+) = 20/9 unsaved (AP-4 against Sv3+)', async () => {
    const j = await calc();
    expect(j.weapons.map((w: { name: string; count: number; attacks: number }) => [w.name, w.count, w.attacks])).toEqual([["Dragon fusion gun + Exarch's Dragon fusion gun", 5, 5]]);
    expect(j.weapons[0].unsaved).toBeCloseTo(20 / 9, 9);
    expect(j.notes).toContain("Dragon fusion gun and Exarch's Dragon fusion gun resolved as one batch (RULINGS 12): one row, the sum of their attack dice");
  });

  it('within half range D6+3 and D6+6 differ: two batches, 4 and 1 attack dice, 16/9 and 4/9 unsaved', async () => {
    const j = await calc('--half-range');
    expect(j.weapons.map((w: { name: string; count: number }) => [w.name, w.count])).toEqual([['Dragon fusion gun', 4], ["Exarch's Dragon fusion gun", 1]]);
    expect(j.weapons[0].unsaved).toBeCloseTo(16 / 9, 9);
    expect(j.weapons[1].unsaved).toBeCloseTo(4 / 9, 9);
  });

  it('--order names a joined batch by any of its weapons (RULINGS 7)', async () => {
    expect((await calc('--order', "exarch's dragon fusion gun")).weapons[0].count).toBe(5);
  });
});
