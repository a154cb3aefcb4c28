/**
 * `wh40k --ruleset 11th calc` (issue 28): the value registered, the exact engine (engine.ts calculate11), every
 * flag handed to it, the bundled units from a fresh clone. Numbers derived by hand.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATA } from '../../src/profiles/data-files.js';
import { runInProcess } from './in-process.js';

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
const binomial = (n: number, p: number, k: number) => choose(n, k) * p ** k * (1 - p) ** (n - k);

async function calc(...args: string[]) {
  const r = await runInProcess(['--ruleset', '11th', 'calc', ...args, '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

// The bundled 11th-edition units (data/eleventh/, another branch's) are checked once they are in the checkout.
const bundled = existsSync(join(BUNDLED_DATA, 'eleventh', 'world-eaters', 'eightbound.yaml'));

describe.skipIf(!bundled)('wh40k --ruleset 11th calc eightbound vs intercessors --charged, from the bundled units', () => {
  /** Kills = min(Binomial(15, p), 5): every unsaved Chainblades wound (D2) destroys a W2 Intercessor, attacks after the last lost. */
  const killsAre = (j: { kills: { distribution: number[]; wipe: number; mean: number }; damage: { mean: number } }, p: number) => {
    const exactly = [0, 1, 2, 3, 4].map((k) => binomial(15, p, k));
    const wipe = 1 - exactly.reduce((s, x) => s + x, 0);
    for (let k = 0; k < 5; k++) expect(j.kills.distribution[k]).toBeCloseTo(exactly[k], 9);
    expect(j.kills.wipe).toBeCloseTo(wipe, 9);
    expect(j.kills.mean).toBeCloseTo(exactly.reduce((s, x, k) => s + k * x, 0) + 5 * wipe, 9);
    // Every model destroyed is 2 wounds lost.
    expect(j.damage.mean).toBeCloseTo(2 * j.kills.mean, 9);
  };

  it('its aura left out, kills = min(Binomial(15, 8/27), 5): every unsaved Chainblades wound (D2) destroys a W2 Intercessor', async () => {
    // Eightbound: 3 models x Chainblades A5 WS3+ S8 AP-2 D2 = 15 attack dice. Hit on 3+: 2/3. S8 against T5
    // wounds on 3+: 2/3 (11e 05.02). Sv3+ with AP-2 saves on 5+, fails on 1-4: 2/3 (05.04). One allocation
    // group (the Sergeant and the Intercessors share W2 Sv3+): each unsaved wound destroys one model; the
    // squad has 5, and attacks after the last are lost. P(unsaved) = (2/3)^3 = 8/27 per die.
    const j = await calc('eightbound', 'vs', 'intercessors', '--charged', '--without', 'beacons-of-rage');
    killsAre(j, 8 / 27);
    expect(j.weapons.map((w: { name: string; count: number; attacks: number; hits: number; wounds: number }) => [w.name, w.count, w.attacks, w.hits, w.wounds])).toEqual([['Chainblades', 3, 15, 10, expect.closeTo(20 / 3, 9)]]);
    expect(j.ruleset).toBe('11th');
  });

  it('with the Beacons of Rage its file carries (+1 to hit, 3070-b510-7093-db8f): P(unsaved) = 5/6 x 2/3 x 2/3 = 10/27', async () => {
    const j = await calc('eightbound', 'vs', 'intercessors', '--charged');
    killsAre(j, 10 / 27);
    expect(j.effects).toEqual([expect.objectContaining({ id: 'beacons-of-rage', applied: true, fromProfile: true })]);
    // The conditions are the options given: the effect's +1 to hit is said in effects, not as a --hit-mod.
    expect(j.conditions.hit).toBeUndefined();
  });
});

/** The digest's hand checks (../shared/rules/eleventh/README.md), through the flags: 10 attacks of Hand Gunners (BS3+ S4 D1) at Hand Troopers (T4 Sv3+ W1). */
describe("the digest's hand checks through calc's flags", () => {
  const HAND = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures', 'hand');
  const unsaved = async (...flags: string[]) => (await calc('--data', HAND, 'hand gunners', 'vs', 'hand troopers', ...flags)).total.unsaved;

  it('--cover at AP 0: 10/9 unsaved without it, 5/6 with it (11e 13.08: -1 BS, 3+ becomes 4+)', async () => {
    // 10 x P(hit 3+) 2/3 x P(wound 4+) 1/2 x P(fail Sv3+) 1/3 = 10/9; in cover 10 x 1/2 x 1/2 x 1/3 = 5/6.
    expect(await unsaved()).toBeCloseTo(10 / 9, 9);
    expect(await unsaved('--cover')).toBeCloseTo(5 / 6, 9);
  });

  it('--profile "Gun - piercing" (AP -1): 5/3 unsaved, 5/4 in cover', async () => {
    // Sv3+ with AP -1 saves on 4+, fails 1/2: 10 x 2/3 x 1/2 x 1/2 = 5/3; in cover 10 x 1/2 x 1/2 x 1/2 = 5/4.
    expect(await unsaved('--profile', 'gun - piercing')).toBeCloseTo(5 / 3, 9);
    expect(await unsaved('--profile', 'gun - piercing', '--cover')).toBeCloseTo(5 / 4, 9);
  });

  it('--save-mod 2 is not capped (11e 02.02.01): AP -1 and +2, a save on 2+, only the unmodified 1 fails: 5/9', async () => {
    // 10 x 2/3 x 1/2 x 1/6 = 5/9 (10th edition's +1 cap would fail on 1-2: 10/9).
    expect(await unsaved('--profile', 'gun - piercing', '--save-mod', '2')).toBeCloseTo(5 / 9, 9);
  });

  it('--shooting snap: hits only on an unmodified 6: 10/6 = 5/3 hits (15.09)', async () => {
    expect((await calc('--data', HAND, 'hand gunners', 'vs', 'hand troopers', '--shooting', 'snap')).total.hits).toBeCloseTo(5 / 3, 9);
  });
});

describe('calc --simulate RUNS --seed S: the matchup played die by die by simulate.ts, beside the exact numbers', () => {
  it('Hand Gunners at Hand Troopers: the simulated wounds lost within 4 standard errors of 10/9', async () => {
    const HAND = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures', 'hand');
    const j = await calc('--data', HAND, 'hand gunners', 'vs', 'hand troopers', '--simulate', '20000', '--seed', '5');
    // Wounds lost ~ Binomial(10, 1/9) (above): variance 10 x 1/9 x 8/9 = 80/81, so the mean of 20,000 runs has a
    // standard error of sqrt(80/81 / 20000) ~ 0.0070. Every W1 model lost is one kill: the same for kills.
    const se = Math.sqrt(80 / 81 / 20000);
    expect(j.simulation).toMatchObject({ runs: 20000, seed: 5 });
    expect(Math.abs(j.simulation.damageMean - 10 / 9)).toBeLessThan(4 * se);
    expect(Math.abs(j.simulation.killsMean - 10 / 9)).toBeLessThan(4 * se);
  });
});

describe('calc --attacker-wounded with Damaged X (11e 24.39)', () => {
  it('the Test Tank (W12, Damaged 1-4) at 4 wounds left: -1 to hit, BS3+ hits on 4+ and BS4+ on 5+; at 5 left, not', async () => {
    const D = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures');
    const hits = async (...flags: string[]) => (await calc('--data', join(D, 'data'), '--data', join(D, 'hand'), 'test tank', 'vs', 'hand troopers', ...flags)).weapons.map((w: { hits: number }) => w.hits);
    // Lascannon A1 BS3+: 1/2 damaged (2/3 not). Flamer: Torrent, no hit roll: D6 = 3.5 hits. Battle cannon D6+3 with
    // Blast 2 against 20 models (+8): 14.5 attack dice, BS4+: 14.5/3 damaged (14.5/2 not).
    const [damaged, fresh] = [await hits('--attacker-wounded', '8'), await hits('--attacker-wounded', '7')];
    [1 / 2, 3.5, 14.5 / 3].forEach((x, i) => expect(damaged[i]).toBeCloseTo(x, 9));
    [2 / 3, 3.5, 14.5 / 2].forEach((x, i) => expect(fresh[i]).toBeCloseTo(x, 9));
  });
});

describe('attached units (11e 19): BODYGUARD+LEADER', () => {
  const D = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures');
  const data = ['--data', join(D, 'hand'), '--data', join(D, 'attached')];

  it('Hand Gunners + Hand Leader at Hand Troopers + Hand Leader: the kills are Binomial(10, 1/9) + Binomial(2, 5/36)', async () => {
    // Attacking: 5 Gunners x 2 shots BS3+ and the Leader's own gun (named as theirs, BS2+: kept apart as "Hand
    // Leader: Gun - standard") x 2. Target: 20 Troopers T4 and the Leader T5, all Sv3+ W1: the wound rolls use the
    // bodyguard's T4 (19.02), 4+ to wound. Unsaved per shot: 2/3 x 1/2 x 1/3 = 1/9 (Gunners), 5/6 x 1/2 x 1/3 = 5/36
    // (Leader). Every unsaved wound destroys one W1 model, whichever group it meets: kills = the sum of the two.
    const j = await calc(...data, 'hand gunners+hand leader', 'vs', 'hand troopers+hand leader');
    expect(j.weapons.map((w: { name: string; count: number }) => [w.name, w.count])).toEqual([['Gun - standard', 5], ['Hand Leader: Gun - standard', 1]]);
    const gunners = Array.from({ length: 11 }, (_, k) => binomial(10, 1 / 9, k));
    const leader = [0, 1, 2].map((k) => binomial(2, 5 / 36, k));
    for (let k = 0; k <= 12; k++) {
      const p = leader.reduce((s, q, i) => s + (k - i >= 0 && k - i <= 10 ? q * gunners[k - i] : 0), 0);
      expect(j.kills.distribution[k] ?? 0).toBeCloseTo(p, 12);
    }
    expect(j.notes).toContain('allocation order (11e 05.03, RULINGS 6): Trooper, Leader');
    expect(j.notes.join('\n')).toMatch(/an attached unit \(11e 19.01\); whether Hand Leader may lead Hand Troopers is not checked/);
  });

  it.each([
    ['hand gunners+hand troopers', 'Hand Troopers cannot lead Hand Gunners: not every model of it is a CHARACTER (11e 19.01: a Leader or Support unit)'],
    ['hand leader+hand leader', 'Hand Leader cannot be led: every model of it is a CHARACTER (11e 19.01: leaders attach to a bodyguard unit)'],
    ['hand gunners+', '"hand gunners+": expected BODYGUARD+LEADER, a unit name on each side of "+"'],
    ['hand gunners+hand leader+hand leader+hand leader', 'Hand Gunners: at most one Leader and one Support unit can be attached to a unit (11e 19.01), got 3'],
  ])('%s: refused (exit 2), saying why', async (attacker, message) => {
    const r = await runInProcess(['--ruleset', '11th', ...data, 'calc', attacker, 'vs', 'hand troopers']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe('calc --simulate with Command Re-roll (11e 15.02): the simulator plays the re-rolls where the engine placed them', () => {
  it.each([['--command-reroll'], ['--target-command-reroll'], ['--command-reroll', '--target-command-reroll']])('%s: the simulated means within 4 standard errors of the exact ones', async (...flags) => {
    const HAND = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures', 'hand');
    const j = await calc('--data', HAND, 'hand gunners', 'vs', 'hand troopers', ...flags, '--simulate', '20000', '--seed', '7');
    // The exact law's SD gives the standard error of 20,000 runs' mean; every W1 Trooper lost is one kill.
    const law: number[] = j.kills.distribution;
    const mean = law.reduce((s, p, k) => s + p * k, 0);
    const se = Math.sqrt(law.reduce((s, p, k) => s + p * (k - mean) ** 2, 0) / 20000);
    expect(j.notes.join('\n')).toMatch(/Command Re-roll \(11e 15.02\), the (attacker|defender)'s: (used )?on/);
    expect(Math.abs(j.simulation.killsMean - j.kills.mean)).toBeLessThan(4 * se);
    expect(Math.abs(j.simulation.damageMean - j.damage.mean)).toBeLessThan(4 * se);
  });
});

describe('the core stratagems through their flags (11e 15)', () => {
  it('--crushing-impact: a T10 VEHICLE rolls 10 D6, each 5+ one mortal wound (at most 6), before it fights: min(Binomial(10, 1/3), 6)', async () => {
    const HAND = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures', 'hand');
    const DATA = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures', 'data');
    const j = await calc('--data', DATA, '--data', HAND, 'test tank', 'vs', 'hand troopers', '--charged', '--crushing-impact');
    // Each mortal wound destroys one W1 Trooper (no Feel No Pain; 20 models, more than 6).
    const expected = Array.from({ length: 11 }, (_, k) => Math.min(k, 6) * binomial(10, 1 / 3, k)).reduce((s, x) => s + x, 0);
    expect(j.weapons[0]).toMatchObject({ name: 'Crushing Impact', count: 1 });
    expect(j.weapons[0].mortalWounds).toBeCloseTo(expected, 9);
    expect(j.weapons[0].damage).toBeCloseTo(expected, 9);
    expect(j.weapons[1].name).toBe('Tracks');
  });

  it('a stratagem the situation forbids is not used, and a note says why', async () => {
    const HAND = join(import.meta.dirname, '..', 'rules', 'eleventh', 'fixtures', 'hand');
    const j = await calc('--data', HAND, 'hand gunners', 'vs', 'hand troopers', '--explosives');
    expect(j.weapons.map((w: { name: string }) => w.name)).toEqual(['Gun - standard']);
    expect(j.notes).toContain('Explosives not used: Hand Gunners is not an EXPLOSIVES/GRENADES unit (11e 15.05)');
  });
});
