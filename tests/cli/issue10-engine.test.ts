/**
 * Issue 10 sections 1.3 and 1.4 through the built CLI: a Fate die that would not help is kept and
 * the output says so; the instance of a duplicated Core ability used is in the notes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bundledCopy, dataFolder, json, wh40k } from './run.js';

/** A one-model unit (T4 Sv3+ W2) with one gun: `weapon` is the gun's YAML flow mapping body. */
const team = (name: string, gun: string, weapon: string) => `name: ${name}
faction: Test
source: test
stats: { M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 2 }
models:
  - name: Gunner
    count: 1
    equipment: [${gun}]
weapons:
  - { name: ${gun}, ${weapon} }
${FATED}`;
/** 002 'Strands of Fate': Fate dice are for units "with the Strands of Fate ability". */
const FATED = 'abilities:\n  - { name: "Strands of Fate", modelled: "Fate dice" }\n';

const units = dataFolder({
  'melta-team.yaml': team('Melta Team', 'Melta gun', 'range: 12, A: 1, BS: 3+, S: 9, AP: -4, D: D6, abilities: [melta 2]'),
  'flamer-team.yaml': team('Flamer Team', 'Flamer', 'range: 12, A: 1, BS: 3+, S: 4, AP: 0, D: 1, abilities: [torrent]'),
  'rapid-team.yaml': team('Rapid Team', 'Twin gun', 'range: 24, A: 1, BS: 3+, S: 9, AP: -4, D: 1, abilities: [torrent, rapid fire D3, rapid fire 2]'),
  'bulwark.yaml': `name: Bulwark
faction: Test
source: test
stats: { M: 6, T: 4, Sv: 3+, W: 20, Ld: 6+, OC: 2 }
models:
  - name: Bulwark
    count: 1
${FATED}`,
  // The Field Ordnance Battery as an AELDARI unit with Strands of Fate, so the Aeldari rules and the Fate dice reach it.
  'fated-fob.yaml': bundledCopy('astra-militarum/field-ordnance-battery.yaml', 'Fated Ordnance Battery', 'fated-fob', { keywords: ['AELDARI'], abilities: ['Strands of Fate'] }),
});
afterAll(units.cleanup);
const calc = (...extra: string[]) => json(['calc', 'melta team', 'vs', 'bulwark', '--data', units.dir, ...extra]);

describe('Fate dice are optional (RULINGS 13)', () => {
  it('--fate 1 on a melta gun is kept: 35/18 damage as without it, and a note says so', () => {
    // BS3+ (2/3) x wounds on 2+ (5/6) x no save at AP-4 x D6 (3.5) on a W20 model: 35/18 = 1.944.
    const r = calc('--fate', '1');
    expect(r.damage.mean).toBeCloseTo(35 / 18, 12);
    expect(r.oneRolls).toEqual([]);
    expect(r.notes).toContain('Fate dice kept (--fate 1): no roll they can replace does better with one than rolling (RULINGS 13)');
    const table = wh40k(['calc', 'melta team', 'vs', 'bulwark', '--data', units.dir, '--fate', '1']);
    expect(table.status).toBe(0);
    expect(table.stdout).toContain('Fate dice kept (--fate 1)');
  });

  it('--fate 6 goes on the Damage roll: 2/3 * 5/6 * 6 = 10/3, listed with its weapon', () => {
    const r = calc('--fate', '6');
    expect(r.damage.mean).toBeCloseTo(10 / 3, 12);
    expect(r.oneRolls).toEqual([{ roll: 'damage', action: 'fate', value: 6, weapon: 0, weaponName: 'Melta gun' }]);
    expect(r.notes.some((n) => n.startsWith('Fate dice kept'))).toBe(false);
  });

  it("--target-fate save:1 is kept: 1/6 unsaved, not 1/2, and the note names the target's dice", () => {
    // Torrent, S4 vs T4 wounds on 4+ (1/2), Sv3+ at AP0 fails 1/3: 1/6 unsaved; a save of 1 would fail: 1/2.
    const args = ['calc', 'flamer team', 'vs', 'bulwark', '--data', units.dir, '--target-fate', 'save:1'];
    const r = json(args);
    expect(r.total.unsaved).toBeCloseTo(1 / 6, 12);
    expect(r.oneRolls).toEqual([]);
    expect(r.notes).toContain('Fate dice kept (--target-fate save:1): no roll they can replace does better with one for the target than rolling (RULINGS 13)');
    // A 3 passes the save: spent, nothing gets through.
    const three = json([...args.slice(0, -1), 'save:3']);
    expect(three.total.unsaved).toBeCloseTo(0, 12);
    expect(three.oneRolls).toEqual([{ roll: 'save', action: 'fate', value: 3, weapon: 0, weaponName: 'Flamer' }]);
  });
});

describe('duplicated Core abilities (RULINGS 14)', () => {
  it('[rapid fire D3, rapid fire 2]: rapid fire 2, said in the notes; 3 attacks at half range', () => {
    // Torrent, S9 vs T4 (5/6), no save at AP-4 vs Sv3+, D1 on a W20 model: 3 * 5/6 = 5/2 damage.
    const r = json(['calc', 'rapid team', 'vs', 'bulwark', '--data', units.dir, '--half-range']);
    expect(r.total.attacks).toBe(3);
    expect(r.damage.mean).toBeCloseTo(5 / 2, 12);
    expect(r.notes).toContain("Twin gun: rapid fire 2 used over rapid fire D3 (003 'Duplicated Core Abilities')");
  });
});

describe('budgets: refused at once with what it needs (exit 1)', () => {
  it('--simulate 1000000 on eightbound vs intercessors: 16 attacks a run at most, so at most 625000 runs', () => {
    const r = wh40k(['calc', 'eightbound', 'vs', 'intercessors', '--simulate', '1000000']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      'wh40k: this calculation needs up to 1.6e+7 simulated attacks (1000000 runs of up to 16; limit 1e+7); simulate at most 625000 runs\n',
    );
  });

  it('the one-roll chooser with Fate dice 1-6 and four re-roll rules on 2 weapons: 11840 placements, refused at once', () => {
    // It ran 93 s, silently comparing only the first 512 of them. Soulsight is skipped (the FOB is an
    // AELDARI unit here, not a VEHICLE); Fate's Messenger may make a success critical too, and a Fate die may stand
    // for a re-roll (002 FAQ), and Fate's Messenger may wait from a Hit roll for the Wound roll, from
    // every Hit roll or the last attack's only (4 more placements per weapon, 16 in all: 5920 x 16/8),
    // hence more placements than before.
    // Refused on the count of placements, before the search (no timer: issue 26 section 4).
    const r = wh40k(['--data', units.dir, 'calc', 'fated-fob', 'vs', 'guardsmen', '--models', '20', '--target-models', '30', '--fate', '1,2,3,4,5,6',
      '--with', 'command-re-roll,soulsight,fates-messenger,unparalleled-foresight']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      'wh40k: this calculation needs 11840 placements of its one-roll rules (re-rolls, Fate dice) compared (limit 512); use fewer of them\n',
    );
  });

  it('a search within 512 placements but past the work budget: refused at once', () => {
    // Command Re-roll and Unparalleled Foresight with a Fate 6: 180 placements, each with up to 3
    // one-roll rules on a weapon, against 120 models.
    const r = wh40k(['--data', units.dir, 'calc', 'fated-fob', 'vs', 'guardsmen', '--models', '40', '--target-models', '120', '--fate', '6',
      '--with', 'command-re-roll,unparalleled-foresight']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^wh40k: this calculation needs at least \d\.\de\+\d steps to compare 180 placements of its one-roll rules \(limit 1\.5e\+8\); use fewer one-roll rules, models or attacks\n/m,
    );
  });
});

describe('--vary has one budget for all its variants (through the CLI)', () => {
  it('191 variants of fob vs guardsmen with Command Re-roll and Soulsight: exit 1 before running any', () => {
    const r = wh40k(['--data', units.dir, 'calc', 'fated-fob', 'vs', 'guardsmen', '--models', '20', '--with', 'command-re-roll,soulsight', '--vary', 'target-models=10..200']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('wh40k: this calculation needs more than 1.5e+8 steps for 191 variants (the limit); vary over fewer values\n');
  });
});
