/**
 * 11th edition's effects at the command line (issue 28, RULINGS 10): `--ruleset 11th effects`, calc's --with,
 * --target-with and --without with the exact engine, the Effects section and JSON, a unit file's `effects:`, and
 * the refusals (exit 2). The numbers are derived by hand in tests/rules/eleventh/effects.test.ts's terms.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EFFECTS } from '../../src/rules/eleventh/effects.js';
import { runInProcess } from './in-process.js';

const FX = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures', 'effects');
const r11 = (...args: string[]) => runInProcess(['--ruleset', '11th', ...args]);
const calc = async (...args: string[]) => {
  const r = await r11('calc', '--data', FX, ...args, '--format', 'json');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
};
const work = mkdtempSync(join(tmpdir(), 'wh40k-fx11-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('wh40k --ruleset 11th effects', () => {
  it('lists every effect with its kind, source entry and use; the footer counts the modelled ones and the weapon abilities', async () => {
    const r = await r11('effects', '--faction', 'World Eaters', '--format', 'json');
    expect(r.status, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout).effects;
    expect(rows.map((e: { id: string }) => e.id)).toEqual(EFFECTS.map((e) => e.id));
    expect(rows.find((e: { id: string }) => e.id === 'warp-blades')).toMatchObject({
      kind: 'Blessing of Khorne',
      use: '--with',
      modelled: true,
      source: 'Chaos - World Eaters.json fbfe-9079-46e0-0cbf',
    });
    expect(rows.find((e: { id: string }) => e.id === 'total-carnage')).toMatchObject({ use: '--target-with', modelled: false });
    const table = await r11('effects');
    const modelled = EFFECTS.filter((e) => e.change).length;
    expect(table.stdout).toContain(`${EFFECTS.length} effects, ${modelled} modelled`);
    expect(table.stdout).toContain('23 weapon abilities');
  });

  it('a faction without 11th-edition effects: exit 2, naming those it has', async () => {
    const r = await r11('effects', '--faction', 'Orks');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--faction Orks: no 11th-edition effects for it (factions: World Eaters)');
  });
});

describe('calc --with', () => {
  it('Eightbound with Warp Blades at Intercessors, its aura left out: 15 x (1/6 + 3/6 x 4/6) = 15/2 wounds; the JSON lists both effects', async () => {
    const j = await calc('fx eightbound', 'vs', 'fx intercessors', '--melee', '--with', 'warp-blades', '--without', 'beacons-of-rage');
    expect(j.total.wounds).toBeCloseTo(15 / 2, 9);
    expect(j.effects).toEqual([{ id: 'warp-blades', name: 'Warp Blades', side: 'attacker', applied: true, detail: 'melee weapons gain [LETHAL HITS]', fromProfile: false }]);
  });

  it("the table's Effects section names each effect, where it came from, and one not applied", async () => {
    const r = await r11('calc', '--data', FX, 'fx eightbound', 'vs', 'fx intercessors', '--melee', '--with', 'relentless-rage');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("FX Eightbound's profile");
    expect(r.stdout).toContain('Relentless Rage (--with): not applied: only when the unit charged (--charged)');
  });

  it('a 10th-edition effect: exit 2, naming the ruleset (RULINGS 10)', async () => {
    const r = await r11('calc', '--data', FX, 'fx eightbound', 'vs', 'fx intercessors', '--with', 'for-the-skull-throne');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('not an 11th-edition effect; a 10th-edition effect is never applied to an 11th-edition calculation (RULINGS 10)');
  });

  it("the other player's effect, and Wrath of Khorne's two choices at once: exit 2", async () => {
    expect((await r11('calc', '--data', FX, 'fx eightbound', 'vs', 'fx intercessors', '--target-with', 'warp-blades')).status).toBe(2);
    expect((await r11('calc', '--data', FX, 'fx lord', 'vs', 'fx intercessors', '--with', 'wrath-of-khorne-ap', '--with', 'wrath-of-khorne-cleave')).status).toBe(2);
  });

  it('--effects FILE: exit 2, 11th edition reads no effect files', async () => {
    const r = await r11('--effects', join(work, 'mine.yaml'), 'calc', '--data', FX, 'fx eightbound', 'vs', 'fx intercessors');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--effects is not an option of --ruleset 11th: 11th edition reads no effect files');
  });
});

describe("a unit file's effects:", () => {
  it('an id not in the registry is an error at its file:line:column', async () => {
    const dir = join(work, 'bad', 'eleventh');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, 'ruleset: 11th\nname: Bad\nfaction: Test\nsource: test\nstats: { M: 6, T: 4, Sv: 3+, W: 1, Ld: 6+, OC: 1 }\nmodels: [{ name: A, count: 1 }]\neffects: [warp-blades, for-the-skull-throne]\n');
    const r = await r11('validate', file);
    expect(r.status).toBe(2);
    expect(r.stdout + r.stderr).toContain('bad.yaml:7:24 effects[1]: not an 11th-edition effect: "for-the-skull-throne"');
  });
});
