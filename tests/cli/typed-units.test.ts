/**
 * Units typed on the command line (issue 29 section 1) through every command that names a unit, under 10th and
 * 11th edition, and in 7th-edition words under the legacy ruleset. Numbers derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.js';

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
const binomial = (n: number, p: number, k: number) => choose(n, k) * p ** k * (1 - p) ** (n - k);

async function json(...args: string[]) {
  const r = await runInProcess([...args, '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

describe.each([['10th'], ['11th']])('%s edition: typed units', (ruleset) => {
  const run = (...args: string[]) => json('--ruleset', ruleset, ...args);

  it('"10x A2 BS3+ S4 AP-1 D1" vs "5x T4 Sv3+ W1": kills = min(Binomial(20, 1/6), 5)', async () => {
    // 20 attacks: hit on 3+ (2/3), S4 vs T4 wounds on 4+ (1/2), Sv3+ with AP-1 saves on 4+, fails 1/2: 1/6 each.
    // Each unsaved wound (D1) destroys a W1 model; the unit has 5.
    const j = await run('calc', '10x A2 BS3+ S4 AP-1 D1', 'vs', '5x T4 Sv3+ W1');
    for (let k = 0; k < 5; k++) expect(j.kills.distribution[k]).toBeCloseTo(binomial(20, 1 / 6, k), 12);
    expect(j.kills.wipe).toBeCloseTo(1 - [0, 1, 2, 3, 4].reduce((s, k) => s + binomial(20, 1 / 6, k), 0), 12);
  });

  it('Sustained Hits 1 and Lethal Hits at a 5++ with Feel No Pain 6+: 10 wounds, 5 unsaved, 25/6 wounds lost', async () => {
    // Per attack (BS3+): a 6 (1/6) is an automatic wound and a hit; 3-5 (1/2) a hit. Hits to roll: 20 x (1/2 + 1/6)
    // = 40/3, half of which wound: 20/3; with 20/6 automatic wounds, 10 wounds. Sv3+ with AP-1 (4+) beats the 5++:
    // half are unsaved, 5; each D1 is lost on 1-5 of the Feel No Pain roll: 25/6. Twenty W2 models: the unit is
    // never destroyed before the last attack (40 wounds), so nothing is cut off.
    const j = await run('calc', '10x A2 BS3+ S4 AP-1 D1 sustained hits 1, lethal hits', 'vs', '20x T4 Sv3+ W2 5++ fnp 6+ INFANTRY');
    expect(j.total.wounds).toBeCloseTo(10, 9);
    expect(j.total.unsaved).toBeCloseTo(5, 9);
    expect(j.damage.mean).toBeCloseTo(25 / 6, 9);
  });

  it('compare: typed units among named ones, a typed unit\'s comma-separated abilities kept with it', async () => {
    const j = await run('compare', '10x A2 BS3+ S4 AP-1 D1 sustained hits 1, lethal hits,', 'eightbound', 'vs', '5x T4 Sv3+ W1,', 'intercessors');
    const text = JSON.stringify(j);
    expect(text).toContain('10x A2 BS3+ S4 AP-1 D1 sustained hits 1, lethal hits');
    expect(text).toContain('5x T4 Sv3+ W1');
  });

  it('turn: a typed unit that attacks and is attacked (both stats in one group)', async () => {
    const r = await runInProcess(['--ruleset', ruleset, 'turn', '10x A1 WS3+ S4 AP-1 D1 T4 Sv3+ W2', 'vs', '5x T4 Sv3+ W2 A2 WS3+ S4 D1']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('fight back (10x A1 WS3+ S4 AP-1 D1 T4 Sv3+ W2)');
  });

  it('turn: the trade line says models lost where typed units list no points', async () => {
    // Shooting only (the target has no weapons): models lost = min(Binomial(20, 1/6), 5), as the first test derives.
    let mean = 0;
    for (let k = 0; k <= 20; k++) mean += Math.min(k, 5) * binomial(20, 1 / 6, k);
    const r = await runInProcess(['--ruleset', ruleset, 'turn', '10x A2 BS3+ S4 AP-1 D1', 'vs', '5x T4 Sv3+ W1']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`removes ${mean.toFixed(2)} models (no points listed) of 5x T4 Sv3+ W1 and loses 0.00 models (no points listed)`);
  });

  it('a typed unit without T, Sv or W is refused as a target (exit 2), saying what it needs', async () => {
    const r = await runInProcess(['--ruleset', ruleset, 'calc', 'intercessors', 'vs', '10x A2 BS3+ S4 D1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('"10x A2 BS3+ S4 D1" cannot be a target: each model group needs T, Sv and W (e.g. "5x T4 Sv3+ W2")');
  });

  it('a misspelt ability: exit 2, the did-you-mean, the caret under its first letter', async () => {
    const r = await runInProcess(['--ruleset', ruleset, 'calc', '10x A2 BS3+ S4 AP-1 D1 sustaned hits 1', 'vs', '5x T4 Sv3+ W1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('sustained hits 1');
    const lines = r.stderr.split('\n');
    const at = lines.findIndex((l) => l === '  10x A2 BS3+ S4 AP-1 D1 sustaned hits 1');
    expect(lines[at + 1].indexOf('^')).toBe(lines[at].indexOf('sustaned'));
  });
});

describe('legacy: units typed in 7th-edition words (src/rules/legacy/typed.ts)', () => {
  const marines = '10x WS4 BS4 S4 T4 W1 I4 A1 Ld8 Sv3+';
  const boyz = '30x WS4 BS2 S3 T4 W1 I2 A2 Ld7 Sv6+';
  const legacy = (...args: string[]) => json('--ruleset', 'legacy', 'calc', ...args);

  it('10 boltguns (Rapid Fire, one shot each beyond half range) at Ork Boyz: kills = Binomial(10, 1/3)', async () => {
    // BS4 hits on 3+ (2/3), S4 vs T4 wounds on 4+ (1/2), AP5 ignores a 6+ armour save: 1/3 a shot; each W1 model dies.
    const j = await legacy(`${marines} 24" S4 AP5 Rapid Fire`, 'vs', boyz);
    j.kills.distribution.forEach((p: number, k: number) => expect(p, `P(${k})`).toBeCloseTo(binomial(10, 1 / 3, k), 12));
  });

  it("a special rule after a comma is the weapon's (not a second unit): Twin-linked re-rolls misses, 10 x 8/9 x 1/2 = 40/9", async () => {
    const j = await legacy(`${marines} 24" S4 AP5 Rapid Fire, Twin-linked`, 'vs', boyz);
    expect(j.kills.mean).toBeCloseTo(40 / 9, 12);
  });

  it('in melee, a User-Strength weapon: WS4 vs WS4 hits on 4+, S4 vs T4 wounds on 4+, 6+ saves: 10 x 1/2 x 1/2 x 5/6 = 25/12', async () => {
    const j = await legacy(`${marines} Melee SUser AP-`, 'vs', boyz, '--melee');
    expect(j.kills.mean).toBeCloseTo(25 / 12, 12);
  });

  it("a typed vehicle is the unit file's: the lascannons' laws at a typed Rhino equal those at the bundled one", async () => {
    const shooters = '5x WS4 BS4 S4 T4 W1 I4 A1 Ld8 Sv3+ 48" S9 AP2 Heavy 1';
    const typed = await legacy(shooters, 'vs', '1x BS4 AV11/11/10 HP3 Tank Transport 24" S4 AP5 Assault 2');
    const bundled = await legacy(shooters, 'vs', 'rhino');
    for (const key of ['kills', 'damage', 'vehicle']) expect(typed[key], key).toEqual(bundled[key]);
    expect(typed.vehicle.destroyed).toBeGreaterThan(0);
  });

  it.each([
    [`10x WS4 BS4 S4 T4 I4 A1 Ld8 Sv3+ 24" S4 AP5 Rapid Fire`, 'W missing', '24"'],
    [`${marines} 24" S4 AP5 Rapid Fyre`, 'unknown weapon words "Rapid Fyre"', 'Rapid Fyre'],
    [`${marines} Bolter 24" S4 AP5 Rapid Fire`, 'unknown word "Bolter"', 'Bolter'],
  ])('%s: exit 2, what is wrong, a caret near it', async (words, said, near) => {
    const r = await runInProcess(['--ruleset', 'legacy', 'calc', words, 'vs', boyz]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(said);
    const lines = r.stderr.split('\n');
    const at = lines.findIndex((l) => l === `  ${words}`);
    const caret = lines[at + 1].indexOf('^') - 2;
    // The caret is under the word, or (a missing characteristic) at the group's end.
    expect(caret === words.indexOf(near) || caret === words.length).toBe(true);
  });
});
