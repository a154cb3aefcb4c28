/**
 * `wh40k calc` end to end: the built binary, its table and its JSON contract, and every option
 * moving the numbers the way the rules say. Numbers written as fractions are derived by hand in the
 * comments next to them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { json, row, wh40k, type CalcJson, type Run } from './run.js';

// The hand derivations below leave out the Eightbound's own aura (Beacons of Rage: re-roll Wound
// rolls of 1), which the profile carries; tests/cli/effects.test.ts checks it is on by default.
const EIGHTBOUND = ['calc', 'eightbound', 'vs', 'intercessors', '--without', 'beacons-of-rage'];

const EPS = 1e-9;
const FIELDS = ['attacks', 'hits', 'wounds', 'unsaved', 'mortalWounds', 'damage', 'kills'] as const;

function close(actual: number, expected: number, eps = EPS): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThan(eps);
}

// Shared baselines (each spawned once).
let eightTable: Run;
let eight: CalcJson; // eightbound vs intercessors
let marines: CalcJson; // intercessors vs guardsmen (ranged by default)
let guard: CalcJson; // guardsmen vs intercessors (lasguns and the sergeant's laspistol)

beforeAll(() => {
  eightTable = wh40k([...EIGHTBOUND]);
  eight = json([...EIGHTBOUND]);
  marines = json(['calc', 'intercessors', 'vs', 'guardsmen']);
  guard = json(['calc', 'guardsmen', 'vs', 'intercessors']);
});

describe('calc eightbound vs intercessors (table)', () => {
  it('exits 0 with nothing on stderr', () => {
    expect(eightTable.status).toBe(0);
    expect(eightTable.stderr).toBe('');
  });

  it('prints the matchup header', () => {
    expect(eightTable.stdout).toMatch(/^Eightbound \(3 models, 140 pts, melee\) vs Intercessor Squad \(5 models, T4 Sv3\+, 10 wounds\)/);
  });

  it('prints the per-weapon table with each weapon and a Total row', () => {
    const out = eightTable.stdout;
    for (const h of ['Weapon', 'Attacks', 'Hits', 'Wounds', 'Unsaved', 'Damage', 'Kills']) expect(out).toContain(h);
    // Lacerators: 4 attacks, hits 8/3, wounds 20/9 (derivation in the JSON test below).
    expect(out).toMatch(/Lacerators\s+│\s+1\s+│\s+4\.00\s+│\s+2\.67\s+│\s+2\.22\s+│/);
    expect(out).toMatch(/Eightbound eviscerators\s+│\s+2\s+│\s+12\.00\s+│\s+8\.00\s+│/);
    expect(out).toMatch(/Total\s+│\s+│\s+16\.00\s+│/);
  });

  it('prints models destroyed, P(wipe), the kill distribution and the damage dealt', () => {
    const out = eightTable.stdout;
    expect(out).toMatch(/Models destroyed: mean \d+\.\d\d, median \d+, 10th-90th percentile \d+-\d+, P\(wipe\) [\d.]+%/);
    expect(out).toMatch(/│ Models destroyed \(k\) │ P\(exactly k\) │ P\(at least k\) │/);
    // One row per possible number of models destroyed, 0..5; P(at least 0) is 100%.
    for (let k = 0; k <= 5; k++) expect(out).toMatch(new RegExp(`│ ${k}\\s+│\\s+[<\\d.]+%\\s+│\\s+[>\\d.]+%\\s+│`));
    expect(out).toMatch(/│ 0\s+│\s+[\d.]+%\s+│\s+100% │/);
    expect(out).toMatch(/Damage dealt \(wounds lost of 10\): mean \d+\.\d\d/);
    expect(out).toMatch(/│ Damage dealt \(k\)\s+│ P\(exactly k\) │ P\(at least k\) │/);
  });

  it('says which phase it chose', () => {
    expect(eightTable.stdout).toContain('note: melee attacks (choose with --melee or --ranged)');
  });

  it('the table agrees with the JSON (P(wipe), means)', () => {
    const pct = (eight.kills.wipe * 100).toFixed(1);
    expect(eightTable.stdout).toContain(`P(wipe) ${pct}%`);
    expect(eightTable.stdout).toContain(`mean ${eight.kills.mean.toFixed(2)}`);
    expect(eightTable.stdout).toContain(`mean ${eight.damage.mean.toFixed(2)}`);
  });
});

describe('calc eightbound vs intercessors --format json', () => {
  it('holds the attacker, the target and the conditions', () => {
    // 3 Eightbound cost 140 points (000 datasheet: 3 models 140, 6 models 280).
    expect(eight.attacker).toEqual({ name: 'Eightbound', models: 3, points: 140, pointsExtrapolated: false, phase: 'melee' });
    expect(eight.target).toEqual({ name: 'Intercessor Squad', models: 5, wounds: 10, profile: 'T4 Sv3+' });
    expect(eight.conditions).toEqual({
      phase: 'melee',
      charged: false,
      stationary: false,
      halfRange: false,
      cover: false,
      indirect: false,
    });
  });

  it('weapons[] and total carry every expected-value field as a finite number', () => {
    expect(eight.weapons.map((w) => w.name)).toEqual(['Lacerators', 'Eightbound eviscerators']);
    for (const w of [...eight.weapons, eight.total]) {
      for (const f of FIELDS) {
        expect(typeof w[f], f).toBe('number');
        expect(Number.isFinite(w[f]), f).toBe(true);
        expect(w[f], f).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('total is the sum of the weapon rows', () => {
    for (const f of FIELDS) close(eight.total[f], eight.weapons.reduce((s, w) => s + w[f], 0), 1e-9);
  });

  it('Lacerators, derived by hand', () => {
    const l = row(eight, 'Lacerators');
    // 1 champion x A4.
    expect(l.attacks).toBe(4);
    // Hit: WS3+ -> P = 4/6.
    close(l.hits, 4 * (4 / 6));
    // Wound: S9 vs T4 (S >= 2T) -> 2+, P = 5/6.
    close(l.wounds, 4 * (4 / 6) * (5 / 6));
    // Save: Sv3+ with AP-2 -> 5+, fails 4/6. The Lacerators resolve first (weapon order), and 4
    // attacks cannot wipe 5 models, so nothing is cut short: unsaved = 20/9 * 4/6 = 40/27.
    close(l.unsaved, 4 * (4 / 6) * (5 / 6) * (4 / 6));
    // D3 against W2: every unsaved attack kills one model and wastes 1 damage.
    close(l.damage, 2 * (40 / 27));
    close(l.wasted, 40 / 27);
    close(l.kills, 40 / 27);
    expect(l.mortalWounds).toBe(0);
  });

  it('total.attacks = 4 (champion, Lacerators) + 2 x 6 (eviscerators) = 16', () => {
    expect(row(eight, 'Eightbound eviscerators')).toMatchObject({ count: 2, attacks: 12 });
    expect(eight.total.attacks).toBe(16);
  });

  it('kills: distribution over 0..models sums to 1, atLeast starts at 1 and never increases, wipe = atLeast[last]', () => {
    const { distribution, atLeast, wipe, mean } = eight.kills;
    expect(distribution).toHaveLength(eight.target.models + 1);
    expect(atLeast).toHaveLength(distribution.length);
    close(distribution.reduce((s, p) => s + p, 0), 1);
    for (const p of distribution) expect(p).toBeGreaterThanOrEqual(0);
    close(atLeast[0], 1);
    for (let k = 1; k < atLeast.length; k++) expect(atLeast[k]).toBeLessThanOrEqual(atLeast[k - 1] + 1e-12);
    expect(wipe).toBe(atLeast[atLeast.length - 1]);
    close(wipe, distribution[distribution.length - 1]);
    close(mean, distribution.reduce((s, p, k) => s + k * p, 0));
    // The kill means of the rows add up to the distribution's mean.
    close(eight.total.kills, mean, 1e-9);
  });

  it('damage: distribution over 0..target wounds sums to 1 and its mean matches total.damage', () => {
    const { distribution, mean } = eight.damage;
    expect(distribution).toHaveLength(eight.target.wounds + 1);
    close(distribution.reduce((s, p) => s + p, 0), 1);
    close(mean, distribution.reduce((s, p, k) => s + k * p, 0));
    close(eight.total.damage, mean, 1e-9);
  });

  it('has no working and no simulation unless asked', () => {
    expect(eight.working).toBeUndefined();
    expect(eight.simulation).toBeNull();
  });
});

describe('options move the numbers the right way', () => {
  it('--charged is recorded; with no Lance on these weapons nothing else changes', () => {
    const r = json([...EIGHTBOUND, '--charged']);
    expect(r.conditions.charged).toBe(true);
    expect(r.weapons).toEqual(eight.weapons);
    expect(r.kills).toEqual(eight.kills);
  });

  it('--models 6: 1 champion + 5 Eightbound, total.attacks = 4 + 5 x 6 = 34', () => {
    const r = json([...EIGHTBOUND, '--models', '6']);
    expect(r.attacker.models).toBe(6);
    expect(row(r, 'Lacerators').attacks).toBe(4);
    expect(row(r, 'Eightbound eviscerators')).toMatchObject({ count: 5, attacks: 30 });
    expect(r.total.attacks).toBe(34);
    expect(r.kills.mean).toBeGreaterThan(eight.kills.mean);
  });

  it('--target-models 10 resizes the target: 11 kill outcomes, 20 wounds', () => {
    const r = json([...EIGHTBOUND, '--target-models', '10']);
    expect(r.target.models).toBe(10);
    expect(r.target.wounds).toBe(20);
    expect(r.kills.distribution).toHaveLength(11);
    close(r.kills.distribution.reduce((s, p) => s + p, 0), 1);
    // A bigger unit is harder to wipe.
    expect(r.kills.wipe).toBeLessThan(eight.kills.wipe);
  });

  it('--hit-mod 1: WS3+ hits on 2+, P = 5/6; --hit-mod 3 is clamped to the same +1', () => {
    const plus1 = json([...EIGHTBOUND, '--hit-mod', '1']);
    const plus3 = json([...EIGHTBOUND, '--hit-mod', '3']);
    close(row(plus1, 'Lacerators').hits, 4 * (5 / 6));
    close(row(plus1, 'Eightbound eviscerators').hits, 12 * (5 / 6));
    expect(plus1.total.hits).toBeGreaterThan(eight.total.hits);
    expect(plus1.kills.mean).toBeGreaterThan(eight.kills.mean);
    expect(plus3.weapons).toEqual(plus1.weapons);
    expect(plus3.kills).toEqual(plus1.kills);
    expect(plus3.damage).toEqual(plus1.damage);
  });

  it('--wound-mod -1: the Lacerators (S9 vs T4, 2+) wound on 3+, P = 4/6', () => {
    const r = json([...EIGHTBOUND, '--wound-mod', '-1']);
    close(row(r, 'Lacerators').hits, 4 * (4 / 6));
    close(row(r, 'Lacerators').wounds, 4 * (4 / 6) * (4 / 6));
    expect(r.total.wounds).toBeLessThan(eight.total.wounds);
    expect(r.kills.mean).toBeLessThan(eight.kills.mean);
  });

  it('--save-mod 1: Sv3+ vs AP-2 saves on 4+ instead of 5+, fails 1/2', () => {
    const r = json([...EIGHTBOUND, '--save-mod', '1']);
    close(row(r, 'Lacerators').wounds, 20 / 9);
    close(row(r, 'Lacerators').unsaved, (20 / 9) * (1 / 2));
    expect(r.total.unsaved).toBeLessThan(eight.total.unsaved);
    expect(r.kills.mean).toBeLessThan(eight.kills.mean);
  });

  it('--reroll-hits ones: P(hit) = 4/6 + 1/6 x 4/6; failed: 4/6 + 2/6 x 4/6', () => {
    const ones = json([...EIGHTBOUND, '--reroll-hits', 'ones']);
    const failed = json([...EIGHTBOUND, '--reroll-hits', 'failed']);
    close(row(ones, 'Lacerators').hits, 4 * (4 / 6 + (1 / 6) * (4 / 6)));
    close(row(failed, 'Lacerators').hits, 4 * (4 / 6 + (2 / 6) * (4 / 6)));
    expect(eight.total.hits).toBeLessThan(ones.total.hits);
    expect(ones.total.hits).toBeLessThan(failed.total.hits);
    expect(ones.modifiers.rerollHits).toBe('ones');
    expect(failed.modifiers.rerollHits).toBe('failed');
  });

  it('--reroll-wounds failed: the Lacerators wound with 5/6 + 1/6 x 5/6; ones is between none and failed', () => {
    const failed = json([...EIGHTBOUND, '--reroll-wounds', 'failed']);
    const ones = json([...EIGHTBOUND, '--reroll-wounds', 'ones']);
    close(row(failed, 'Lacerators').wounds, 4 * (4 / 6) * (5 / 6 + (1 / 6) * (5 / 6)));
    // Eviscerators (S5 vs T4, 3+): re-rolling 1s gains 1/6 x 4/6, re-rolling failures 2/6 x 4/6.
    close(row(ones, 'Eightbound eviscerators').wounds, 8 * (4 / 6 + (1 / 6) * (4 / 6)));
    close(row(failed, 'Eightbound eviscerators').wounds, 8 * (4 / 6 + (2 / 6) * (4 / 6)));
    expect(eight.total.wounds).toBeLessThan(ones.total.wounds);
    expect(ones.total.wounds).toBeLessThan(failed.total.wounds);
  });

  it('--reroll-damage ones raises a random Damage (heavy lascannon D6+1) and leaves hits alone', () => {
    // Field Ordnance Battery with its heavy lascannons (A2 BS5+ S14 AP-3 D D6+1) against a Knight
    // Paladin (T11 Sv3+, 5+ invulnerable against ranged, W26): 2 x 2 = 4 attacks, hits 4 x 2/6,
    // wounds (S14 vs T11: 3+) x 4/6, AP-3 makes the armour save 6+, so the 5+ invulnerable is used:
    // fails 4/6. Unsaved = 4 x 2/6 x 4/6 x 4/6 = 16/27. Damage D6+1: mean 4.5; re-rolling a 1 on the
    // D6 gives 1/6 x 3.5 + (2+3+4+5+6)/6 = 3.9167, so 4.9167.
    const base = json(['calc', 'fob', 'vs', 'knight', '--wargear', 'heavy lascannon']);
    const reroll = json(['calc', 'fob', 'vs', 'knight', '--wargear', 'heavy lascannon', '--reroll-damage', 'ones']);
    const b = row(base, 'Heavy lascannon');
    const r = row(reroll, 'Heavy lascannon');
    expect(b.attacks).toBe(4);
    close(b.hits, 4 * (2 / 6));
    close(b.wounds, 4 * (2 / 6) * (4 / 6));
    close(b.unsaved, 16 / 27);
    // (the same to float rounding: a 26-wound Knight is almost never destroyed mid-volley)
    close(r.unsaved, b.unsaved, 1e-6);
    expect(b.damage).toBeCloseTo((16 / 27) * 4.5, 3);
    expect(r.damage).toBeCloseTo((16 / 27) * (1 + 3.5 + (1 / 6) * 2.5), 3);
    expect(reroll.damage.mean).toBeGreaterThan(base.damage.mean);
    expect(reroll.modifiers.rerollDamageOnes).toBe(true);
  });

  it('--reroll-damage ones changes nothing for fixed Damage (Eightbound weapons: D 3 and D 2, no roll)', () => {
    const r = json([...EIGHTBOUND, '--reroll-damage', 'ones']);
    expect(r.weapons).toEqual(eight.weapons);
    expect(r.kills).toEqual(eight.kills);
  });

  it('--crit-hit 5 gives Sustained Hits 1 (a heavy bolter) an extra hit on a 5 too', () => {
    // Leman Russ with a hull heavy bolter (A3 BS4+ [sustained hits 1]) against Intercessors:
    // hits = 3 x (3/6 + 1/6) = 2; with Critical Hits on 5+: 3 x (3/6 + 2/6) = 2.5.
    const base = json(['calc', 'leman russ', 'vs', 'intercessors', '--wargear', 'hull heavy bolter']);
    const crit = json(['calc', 'leman russ', 'vs', 'intercessors', '--wargear', 'hull heavy bolter', '--crit-hit', '5']);
    close(row(base, 'Heavy bolter').hits, 2);
    close(row(crit, 'Heavy bolter').hits, 2.5);
    expect(crit.modifiers.criticalHit).toBe(5);
    // The battle cannon has no hit ability: unchanged.
    expect(row(crit, 'Leman Russ battle cannon').hits).toBe(row(base, 'Leman Russ battle cannon').hits);
  });

  it('--crit-wound 5 doubles the Devastating Wounds of a thunder hammer', () => {
    // Intercessor Sergeant's thunder hammer (A3 WS4+ S8 D2 [devastating wounds]) vs Terminators:
    // hits 3 x 1/2 = 1.5; a Critical Wound (unmodified 6, P 1/6) makes D2 mortal wounds:
    // 3 x 1/2 x 1/6 x 2 = 0.5. On 5+: 3 x 1/2 x 2/6 x 2 = 1.
    const args = ['calc', 'intercessors', 'vs', 'terminators', '--melee', '--wargear', 'thunder hammer'];
    const base = json(args);
    const crit = json([...args, '--crit-wound', '5']);
    close(row(base, 'Thunder hammer').hits, 1.5);
    close(row(base, 'Thunder hammer').mortalWounds, 0.5);
    close(row(crit, 'Thunder hammer').mortalWounds, 1);
    expect(crit.kills.mean).toBeGreaterThan(base.kills.mean);
    expect(crit.modifiers.criticalWound).toBe(5);
  });

  it('--attacks-mod adds to every weapon and never takes Attacks below 1', () => {
    const plus = json(['calc', 'intercessors', 'vs', 'guardsmen', '--attacks-mod', '1']);
    const minus = json(['calc', 'intercessors', 'vs', 'guardsmen', '--attacks-mod', '-5']);
    expect(row(plus, 'Bolt rifle').attacks).toBe(5 * 3);
    expect(row(minus, 'Bolt rifle').attacks).toBe(5 * 1);
  });
});

describe('which weapons are used', () => {
  it('intercessors default to ranged: bolt rifles fire, bolt pistols do not', () => {
    expect(marines.attacker.phase).toBe('ranged');
    expect(marines.weapons.map((w) => w.name)).toEqual(['Bolt rifle']);
    // 5 models x A2, BS3+ (4/6), S4 vs T3 wounds on 3+ (4/6), Sv5+ with AP-1 -> 6+ (fails 5/6).
    const b = row(marines, 'Bolt rifle');
    expect(b.attacks).toBe(10);
    close(b.hits, 10 * (4 / 6));
    close(b.wounds, 10 * (4 / 6) * (4 / 6));
    close(b.unsaved, 10 * (4 / 6) * (4 / 6) * (5 / 6));
    expect(marines.notes.join('\n')).toMatch(/not its Pistols/);
  });

  it('--melee uses the close combat weapon (5 x A3)', () => {
    const r = json(['calc', 'intercessors', 'vs', 'guardsmen', '--melee']);
    expect(r.attacker.phase).toBe('melee');
    expect(r.weapons.map((w) => w.name)).toEqual(['Close combat weapon']);
    expect(r.total.attacks).toBe(15);
  });

  it('--ranged on a melee-only unit is an input error', () => {
    const r = wh40k([...EIGHTBOUND, '--ranged']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/Eightbound has no ranged weapons/);
  });

  it("--wargear 'heavy chainglaive' replaces the champion's Lacerators", () => {
    const r = json([...EIGHTBOUND, '--wargear', 'heavy chainglaive']);
    const names = r.weapons.map((w) => w.name);
    expect(names).toContain('Heavy chainglaive');
    expect(names).not.toContain('Lacerators');
    expect(row(r, 'Heavy chainglaive')).toMatchObject({ count: 1, attacks: 8 });
    expect(r.total.attacks).toBe(8 + 12);
  });
});

describe('conditions', () => {
  it('--half-range doubles a Rapid Fire 1 lasgun (9 -> 18 attacks)', () => {
    const base = guard;
    const half = json(['calc', 'guardsmen', 'vs', 'intercessors', '--half-range']);
    expect(row(base, 'Lasgun').attacks).toBe(9);
    expect(row(half, 'Lasgun').attacks).toBe(18);
    // The sergeant's laspistol has no Rapid Fire.
    expect(row(half, 'Laspistol').attacks).toBe(row(base, 'Laspistol').attacks);
    expect(half.conditions.halfRange).toBe(true);
    expect(half.kills.mean).toBeGreaterThan(base.kills.mean);
  });

  it('--cover: AP-1 bolt rifles against guardsmen in cover: save 5+ instead of 6+, fewer unsaved', () => {
    const cover = json(['calc', 'intercessors', 'vs', 'guardsmen', '--cover']);
    expect(cover.conditions.cover).toBe(true);
    close(row(cover, 'Bolt rifle').wounds, row(marines, 'Bolt rifle').wounds);
    close(row(cover, 'Bolt rifle').unsaved, (40 / 9) * (4 / 6));
    expect(cover.total.unsaved).toBeLessThan(marines.total.unsaved);
    expect(cover.kills.mean).toBeLessThan(marines.kills.mean);
  });

  it('--cover does not help Sv3+ models against AP0 (lasguns vs intercessors)', () => {
    const cover = json(['calc', 'guardsmen', 'vs', 'intercessors', '--cover']);
    expect(cover.conditions.cover).toBe(true);
    expect(cover.weapons).toEqual(guard.weapons);
  });

  it('--stationary: Heavy bolt rifles hit on 2+ (5/6)', () => {
    const r = json(['calc', 'intercessors', 'vs', 'guardsmen', '--stationary']);
    expect(r.conditions.stationary).toBe(true);
    close(row(r, 'Bolt rifle').hits, 10 * (5 / 6));
    expect(r.kills.mean).toBeGreaterThan(marines.kills.mean);
  });

  it('--indirect: only the Indirect Fire bombast field gun shoots, the lasgun is left out and named', () => {
    // Bombast field gun: A D6 (3.5) + Blast (10 guardsmen: +2) = 5.5 each, 2 guns: 11 attacks.
    // BS5+ hits 11 x 2/6; indirect: -1 to hit -> 6+, 11 x 1/6.
    const args = ['calc', 'fob', 'vs', 'guardsmen', '--wargear', 'bombast field gun'];
    const base = json(args);
    const indirect = json([...args, '--indirect']);
    expect(base.weapons.map((w) => w.name)).toEqual(['Bombast field gun', 'Lasgun']);
    expect(indirect.weapons.map((w) => w.name)).toEqual(['Bombast field gun']);
    expect(indirect.conditions.indirect).toBe(true);
    expect(indirect.notes.some((n) => n.includes('--indirect') && n.includes('Lasgun'))).toBe(true);
    close(row(base, 'Bombast field gun').attacks, 11);
    close(row(base, 'Bombast field gun').hits, 11 * (2 / 6));
    close(row(indirect, 'Bombast field gun').hits, 11 * (1 / 6));
    expect(indirect.kills.mean).toBeLessThan(base.kills.mean);
  });

  it('--indirect with no Indirect Fire weapon at all (default battery) is an input error', () => {
    const r = wh40k(['calc', 'fob', 'vs', 'guardsmen', '--indirect']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no ranged weapons that can attack here/);
  });
});

describe('--explain and --simulate', () => {
  it('--explain prints a Working section with hit, wound and save lines', () => {
    const r = wh40k([...EIGHTBOUND, '--explain']);
    expect(r.status).toBe(0);
    const working = r.stdout.slice(r.stdout.indexOf('\nWorking\n'));
    expect(r.stdout).toContain('\nWorking\n');
    expect(working).toMatch(/Lacerators x1: attacks 4\.00 expected/);
    expect(working).toMatch(/^\s+hit: WS 3\+ -> succeeds on 3\+/m);
    expect(working).toMatch(/^\s+wound: S 9 vs T 4 -> succeeds on 2\+/m);
    expect(working).toMatch(/^\s+save: Sv 3\+ \(AP -2\) -> passes on 5\+/m);
  });

  it('--explain --format json adds working[] per weapon', () => {
    const r = json([...EIGHTBOUND, '--explain']);
    expect(r.working?.map((w) => w.weapon)).toEqual(['Lacerators', 'Eightbound eviscerators']);
    expect(r.working?.[0].notes.some((n) => n.startsWith('hit:'))).toBe(true);
    expect(r.weapons).toEqual(eight.weapons);
  });

  it('--simulate 2000 prints the Monte Carlo cross-check beside the exact numbers', () => {
    const r = wh40k([...EIGHTBOUND, '--simulate', '2000']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Monte Carlo');
    expect(r.stdout).toContain('Simulated (2000 runs, seed 1)');
    // The exact part is untouched.
    expect(r.stdout.slice(0, r.stdout.indexOf('Monte Carlo'))).toBe(
      eightTable.stdout.slice(0, eightTable.stdout.indexOf('\nnote:') + 1),
    );
  });

  it('--simulate in JSON: runs, seed, and a sampled result near the exact one; --seed changes only the simulation', () => {
    const s1 = json([...EIGHTBOUND, '--simulate', '2000']);
    const s7 = json([...EIGHTBOUND, '--simulate', '2000', '--seed', '7']);
    expect(s1.simulation).toMatchObject({ runs: 2000, seed: 1 });
    expect(s7.simulation).toMatchObject({ runs: 2000, seed: 7 });
    expect(s1.simulation!.kills).toHaveLength(eight.kills.distribution.length);
    close(s1.simulation!.kills.reduce((s, p) => s + p, 0), 1);
    // 2000 runs: the sampled mean is within a few standard errors (sd <= 2.5 models) of the exact one.
    expect(Math.abs(s1.simulation!.killsMean - eight.kills.mean)).toBeLessThan(0.25);
    expect(s7.simulation).not.toEqual(s1.simulation);
    // ... and the same seed gives the same sample.
    const again = json([...EIGHTBOUND, '--simulate', '2000', '--seed', '7']);
    expect(again.simulation).toEqual(s7.simulation);
    for (const r of [s1, s7]) {
      expect(r.weapons).toEqual(eight.weapons);
      expect(r.total).toEqual(eight.total);
      expect(r.kills).toEqual(eight.kills);
      expect(r.damage).toEqual(eight.damage);
    }
  });
});
