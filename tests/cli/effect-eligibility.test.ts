/**
 * Issue 26 section 1, through the command line: rules reach only the units and the phases their text
 * names, and Wrathful Devotion's +1 reaches every Feel No Pain whatever order the effects are named in.
 * Tiny --data units: Shooter (one model, A5 Torrent S4 AP0 D1) and Blessed Dummy (100 INFANTRY models,
 * T4, no save, W1, with Blessings of Khorne), Dummy (the same without it), and a player effect fnp5
 * (Feel No Pain 5+).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.js';
import type { CalcJson } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-eligibility-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'effects'));

const dummy = (name: string, alias: string, extra: string) =>
  `name: ${name}\naliases: [${alias}]\nfaction: Test\nsource: "a test unit"\nkeywords: [INFANTRY]\n` +
  `stats: { M: 6, T: 4, Sv: "-", W: 1, Ld: 7+, OC: 1 }\npoints: { 100: 100 }\n` +
  `models:\n  - { name: ${name}, count: 100, min: 1, max: 100, equipment: [] }\nweapons: []\n${extra}`;
const BLESSINGS = 'abilities:\n  - { name: "Blessings of Khorne", modelled: "the blessing chosen each battle round" }\n';
writeFileSync(join(dir, 'dummy.yaml'), dummy('Dummy', 'dummy', ''));
writeFileSync(join(dir, 'blessed.yaml'), dummy('Blessed Dummy', 'blessed', BLESSINGS));
writeFileSync(join(dir, 'stoic.yaml'), dummy('Stoic Dummy', 'stoic', `feelNoPain: 2+\n${BLESSINGS}`));
writeFileSync(
  join(dir, 'shooter.yaml'),
  'name: Shooter\naliases: [shooter]\nfaction: Test\nsource: "a test unit"\nkeywords: [INFANTRY]\n' +
    'stats: { M: 6, T: 4, Sv: 3+, W: 1, Ld: 7+, OC: 1 }\npoints: { 1: 10 }\n' +
    'models:\n  - { name: Shooter, count: 1, min: 1, max: 1, equipment: [Spray] }\n' +
    'weapons:\n  - { name: Spray, range: 12, A: 5, BS: 4+, S: 4, AP: 0, D: 1, abilities: [torrent] }\n',
);
writeFileSync(
  join(dir, 'effects', 'fnp5.yaml'),
  'id: fnp5\nname: Test Feel No Pain 5+\nsource: "test fixture"\nsummary: "target: Feel No Pain 5+"\ntarget:\n  defence: { feelNoPain: 5+ }\n',
);

async function calc(...args: string[]): Promise<CalcJson> {
  const r = await runInProcess(['--data', dir, 'calc', ...args, '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as CalcJson;
}

const entry = (r: CalcJson, id: string) => r.effects.find((e) => e.id === id)!;

describe("002 'Runes of Sanctuary' (\"in your opponents Shooting phase\") and 003 'Out-of-phase Rules': not against Fire Overwatch", () => {
  it('Intercessors firing Overwatch at 10 Dire Avengers: 20/27 unsaved (0.741), as without the rule; said so', async () => {
    // 5 bolt rifles A2 (not at half range): 10 shots, Overwatch hits only on a 6: 10/6; S4 vs T3 wounds
    // on 3+: 10/6 * 2/3 = 10/9; AP-1 against Sv4+: 5+, no better than the 5+ invulnerable: 4/6 fail.
    // 10/9 * 4/6 = 20/27 = 0.741. With the rule (AP 0, 4+ save, 3/6 fail) it would be 5/9 = 0.556.
    const args = ['intercessors', 'vs', 'dire-avengers', '--target-models', '10', '--with', 'fire-overwatch'];
    const r = await calc(...args, '--target-with', 'runes-of-sanctuary');
    expect(r.total.unsaved).toBeCloseTo(20 / 27, 12);
    expect(entry(r, 'runes-of-sanctuary').applied).toBe(false);
    expect(entry(r, 'runes-of-sanctuary').detail).toContain("003 'Out-of-phase Rules'");
    expect(r.damage.distribution).toEqual((await calc(...args)).damage.distribution);
  });

  it('in the Shooting phase itself it applies: BS3+ 10 * 2/3 * 2/3 * 3/6 (AP 0 against 4+) = 20/9 unsaved', async () => {
    const r = await calc('intercessors', 'vs', 'dire-avengers', '--target-models', '10', '--target-with', 'runes-of-sanctuary');
    expect(r.total.unsaved).toBeCloseTo(20 / 9, 12);
    expect(entry(r, 'runes-of-sanctuary').applied).toBe(true);
  });
});

describe("000 'WRATHFUL DEVOTION': \"If models in this unit already have the Feel No Pain ability, add 1 to their Feel No Pain rolls\", whichever rule gave it", () => {
  // Shooter: 5 Torrent hits, S4 vs T4 wounds on 4+: 5/2 wounds, no save, D1: 2.5 points of damage.
  it('fnp5 alone: each point lost on 1-4 (4/6): 5/2 * 4/6 = 5/3', async () => {
    expect((await calc('shooter', 'vs', 'blessed', '--target-with', 'fnp5')).damage.mean).toBeCloseTo(5 / 3, 12);
  });

  it.each([['wrathful-devotion,fnp5'], ['fnp5,wrathful-devotion']])('%s: Feel No Pain 5+ with +1, lost on 1-3 (3/6): 5/2 * 3/6 = 1.25', async (list) => {
    const r = await calc('shooter', 'vs', 'blessed', '--target-with', list);
    expect(r.damage.mean).toBeCloseTo(5 / 4, 12);
    expect(entry(r, 'wrathful-devotion').applied).toBe(true);
  });

  it('Feel No Pain 2+ with +1: no Feel No Pain roll of 1 fails (000 Feel No Pain: "equals or exceeds"), every point ignored: 0', async () => {
    // Without the +1: 5/2 * 1/6 = 5/12 (the old floor at 2+ kept this).
    expect((await calc('shooter', 'vs', 'stoic')).damage.mean).toBeCloseTo(5 / 12, 12);
    const r = await calc('shooter', 'vs', 'stoic', '--target-with', 'wrathful-devotion');
    expect(r.damage.mean).toBe(0);
    expect(r.kills.distribution[0]).toBeCloseTo(1, 12);
  });
});

describe("000 'Blessings of Khorne': \"each Blessing of Khorne applies to all units from your army with this ability\"", () => {
  it('Intercessors (no Blessings of Khorne) with warp-blades,martial-excellence: 15 * 2/3 * 1/2 = 5.0 wounds, both skipped, said why', async () => {
    // 5 models, close combat weapon A3 WS3+ S4 vs T4: 15 attacks, 10 hits, 5 wounds. With both
    // Blessings (wrongly): 2.5 Critical Hits auto-wound and add 2.5 hits: (7.5 + 2.5) * 1/2 + 2.5 = 7.5.
    const r = await calc('intercessors', 'vs', 'dummy', '--melee', '--with', 'warp-blades,martial-excellence');
    expect(r.total.wounds).toBeCloseTo(5, 12);
    for (const id of ['warp-blades', 'martial-excellence']) {
      expect(entry(r, id).applied).toBe(false);
      expect(entry(r, id).detail).toBe('skipped: Intercessor Squad does not have Blessings of Khorne (a rule for units with that ability; a unit file lists it under abilities:)');
    }
  });

  it('Khorne Berzerkers (which have it) keep them: applied', async () => {
    const r = await calc('berzerkers', 'vs', 'dummy', '--melee', '--with', 'warp-blades,martial-excellence');
    expect(entry(r, 'warp-blades').applied).toBe(true);
    expect(entry(r, 'martial-excellence').applied).toBe(true);
  });

  it('a target without it: Wrathful Devotion skipped, 5/2 damage as without', async () => {
    const r = await calc('shooter', 'vs', 'dummy', '--target-with', 'wrathful-devotion');
    expect(r.damage.mean).toBeCloseTo(5 / 2, 12);
    expect(entry(r, 'wrathful-devotion').detail).toContain('Dummy does not have Blessings of Khorne');
  });
});

describe("002 'Strands of Fate': Fate dice are used \"for a model or unit from your army with the Strands of Fate ability\"", () => {
  it('--fate for Intercessors: not applied, a note says why, the numbers are those without it', async () => {
    const r = await calc('intercessors', 'vs', 'dummy', '--fate', '6');
    expect(r.oneRolls).toEqual([]);
    expect(r.notes).toContain('Fate dice (--fate 6): not applied: Intercessor Squad does not have Strands of Fate (a rule for units with that ability; a unit file lists it under abilities:)');
    expect(r.notes.some((n) => n.startsWith('Fate dice kept'))).toBe(false);
    expect(r.kills.distribution).toEqual((await calc('intercessors', 'vs', 'dummy')).kills.distribution);
  });

  it('--fate for Dire Avengers (Strands of Fate listed): the die is used', async () => {
    const r = await calc('dire-avengers', 'vs', 'dummy', '--fate', '6');
    expect(r.oneRolls.map((o) => o.action)).toEqual(['fate']);
  });
});

describe("001 'Orders' go to ASTRA MILITARUM units; 002 Stratagems with \"TARGET: One AELDARI unit\" to AELDARI units", () => {
  it('take-aim on Intercessors: skipped, the attacker is not ASTRA MILITARUM', async () => {
    const r = await calc('intercessors', 'vs', 'dummy', '--with', 'take-aim');
    expect(entry(r, 'take-aim').detail).toBe('skipped: the attacker is not ASTRA MILITARUM');
  });

  it.each(['lightning-fast-reactions', 'void-ghosts', 'runes-of-sanctuary'])('%s on an Intercessor target: skipped, the target is not AELDARI', async (id) => {
    const r = await calc('dire-avengers', 'vs', 'intercessors', '--target-with', id);
    expect(entry(r, id).applied).toBe(false);
    expect(entry(r, id).detail).toContain('the target is not AELDARI');
  });
});
