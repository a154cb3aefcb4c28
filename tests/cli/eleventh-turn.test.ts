/**
 * `wh40k --ruleset 11th turn` (issue 28 section 3): the value's turn through the shared command and its views.
 * Numbers derived by hand (one model each: tests/rules/eleventh/turn.test.ts derives the same).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.js';

const DATA = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures', 'turn');
const turn = (...args: string[]) => runInProcess(['--ruleset', '11th', '--data', DATA, 'turn', ...args]);

async function json(...args: string[]) {
  const r = await turn(...args, '--format', 'json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

describe('turn under 11th edition', () => {
  it('turn charger vs shooter --overwatch: Overwatch 5/36, then the charge fights first (25/36), the survivor fights back (1/4)', async () => {
    // Overwatch (11e 15.08-15.09): the Gun hits only on a 6 and wounds T3 on 2+: 5/36. The Axe: WS2+, S6 vs T3 2+: 25/36.
    // The Claws fighting back: WS4+, S3 vs T3 4+: 1/4.
    const j = await json('turn charger', 'vs', 'turn shooter', '--overwatch');
    expect(j.kind).toBe('turn');
    expect(j.settings).toEqual({ phases: ['shoot', 'fight'], overwatch: true, fightBack: true });
    expect(j.target.modelsLost.wipe).toBeCloseTo((31 / 36) * (25 / 36), 12);
    expect(j.attacker.modelsLost.wipe).toBeCloseTo(5 / 36 + (31 / 36) * (11 / 36) * (1 / 4), 12);
    expect(j.phases.map((p: { phase: string }) => p.phase)).toEqual(['overwatch', 'shoot', 'fight', 'fight back']);
    expect(j.notes.some((n: string) => /Fights First \(11e 11\.04\)/.test(n))).toBe(true);
    expect(j.notes.some((n: string) => /^fight: allocation order/.test(n))).toBe(true);
  });

  it('--no-fight-back and --phases fight: only the charge, the charger loses nothing', async () => {
    const j = await json('turn charger', 'vs', 'turn shooter', '--no-fight-back', '--phases', 'fight');
    expect(j.phases.map((p: { phase: string }) => p.phase)).toEqual(['fight']);
    expect(j.target.modelsLost.wipe).toBeCloseTo(25 / 36, 12);
    expect(j.attacker.modelsLost.mean).toBe(0);
  });

  it('--simulate 4000: the turn played die by die beside the exact numbers', async () => {
    const j = await json('turn charger', 'vs', 'turn shooter', '--overwatch', '--simulate', '4000', '--seed', '3');
    const p = (31 / 36) * (25 / 36);
    expect(j.simulation).toMatchObject({ runs: 4000, seed: 3 });
    expect(Math.abs(j.simulation.target.wipe - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / 4000));
  });

  it('--target-wounded 1 --phases shoot: the wounded model is met first (11e 05.04 step 1), the turn counts from 3 wounds left', async () => {
    // 4 Carbine shots, each unsaved with 2/3 x 1/2 x 1/2 = 1/6: wounds lost Binomial(4, 1/6) = 625, 500, 150, 20, 1 (/1296), capped at the 3 left.
    const j = await json('turn pair', 'vs', 'turn pair', '--target-wounded', '1', '--phases', 'shoot');
    expect(j.target.wounds).toBe(3);
    [625, 500, 150, 21].forEach((n, w) => expect(j.target.woundsLost.distribution[w]).toBeCloseTo(n / 1296, 12));
    // One wound destroys the wounded model; three destroy both.
    [625, 650, 21].forEach((n, k) => expect(j.target.modelsLost.distribution[k]).toBeCloseTo(n / 1296, 12));
  });

  it('--vary overwatch=true,false: a row per value', async () => {
    const r = await turn('turn charger', 'vs', 'turn shooter', '--vary', 'overwatch=true,false', '--format', 'json');
    expect(r.status, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout).rows;
    // P(the charger is destroyed): with Overwatch 5/36 + 31/36 x 11/36 x 1/4; without it 11/36 x 1/4.
    expect(rows.map((x: { attacker: { modelsLost: { wipe: number } } }) => x.attacker.modelsLost.wipe)).toEqual([expect.closeTo(5 / 36 + (31 / 36) * (11 / 144), 9), expect.closeTo(11 / 144, 9)]);
  });

  it('--order names both phases\' weapons (RULINGS 7), each phase using its own: one batch a phase, the same turn', async () => {
    const ordered = await json('turn pair', 'vs', 'turn pair', '--order', 'blade, carbine');
    const plain = await json('turn pair', 'vs', 'turn pair');
    expect(ordered.target.modelsLost.distribution).toEqual(plain.target.modelsLost.distribution);
    const unknown = await turn('turn pair', 'vs', 'turn pair', '--order', 'blade, sword');
    expect([unknown.status, unknown.stderr]).toEqual([2, 'wh40k: turn: --order: Turn Pair has no weapon named "sword" (its weapons: Carbine, Blade)']);
  });

  it('prints as a table, csv and Markdown', async () => {
    for (const format of ['table', 'csv', 'markdown']) {
      const r = await turn('turn pair', 'vs', 'turn pair', '--overwatch', '--format', format);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/fight back/);
    }
  });

  it('refuses with exit 2: the flags a turn sets itself, --group-order, an unknown phase', async () => {
    for (const [flags, said] of [
      [['--melee'], /--melee: a turn uses both/],
      [['--charged'], /charges before it fights/],
      [['--group-order', '1'], /--group-order: .*RULINGS 6/],
      [['--phases', 'move'], /expected shoot or fight/],
    ] as const) {
      const r = await turn('turn pair', 'vs', 'turn pair', ...flags);
      expect(r.status, flags.join(' ')).toBe(2);
      expect(r.stderr).toMatch(said);
    }
  });
});

describe("an 11th-edition scenario file's turn: entries", () => {
  it('run computes each entry as `turn` does (with its name), after the matchups; a misspelt unit placed at its line', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-11th-turns-'));
    try {
      const file = join(dir, 'turns.yaml');
      writeFileSync(file, 'ruleset: 11th\nturn:\n  - name: The charge\n    attacker: turn charger\n    target: turn shooter\n    overwatch: true\n');
      const r = await runInProcess(['--ruleset', '11th', '--data', DATA, 'run', file, '--format', 'json']);
      expect(r.status, r.stderr).toBe(0);
      const entry = JSON.parse(r.stdout).turn[0];
      // As the first test above: the Shooter destroyed with (31/36)(25/36), the Charger with 5/36 + (31/36)(11/36)(1/4).
      expect(entry.name).toBe('The charge');
      expect(entry.target.modelsLost.wipe).toBeCloseTo((31 / 36) * (25 / 36), 12);
      expect(entry.attacker.modelsLost.wipe).toBeCloseTo(5 / 36 + (31 / 36) * (11 / 36) * (1 / 4), 12);
      const direct = await json('turn charger', 'vs', 'turn shooter', '--overwatch');
      expect({ ...entry, name: undefined }).toEqual({ ...direct, name: undefined });
      writeFileSync(file, 'ruleset: 11th\nturn:\n  - attacker: turn chargr\n    target: turn shooter\n');
      const bad = await runInProcess(['--ruleset', '11th', '--data', DATA, 'run', file]);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain(`${file}:3:5 attacker: unknown 11th-edition unit "turn chargr"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it("a turn lists the effects in play per phase, as calc does (the bundled Eightbound's Beacons of Rage in its fight)", async () => {
  const r = await runInProcess(['--ruleset', '11th', 'turn', 'eightbound', 'vs', 'intercessors', '--overwatch', '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout);
  // Its aura is on its profile (data/eleventh/world-eaters/eightbound.yaml effects:); only its fight is melee.
  expect(j.effects).toEqual([expect.objectContaining({ id: 'beacons-of-rage', side: 'attacker', phase: 'fight', applied: true, varies: false, fromProfile: true })]);
});
