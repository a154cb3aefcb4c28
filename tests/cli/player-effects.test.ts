/**
 * Player-defined effects (issue 12 section 6) through the built CLI: an Oath-of-Moment-like and a
 * Waaagh!-like effect written in YAML, on tiny units whose numbers are derived by hand and equal the
 * same matchup with the equivalent command-line flags; `wh40k effects` lists them; errors exit 2.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.js';
import { json, STACK_TRACE, THREADS, wh40k } from './run.js';

const EFFECTS = `effects:
  - id: test-oath
    name: Test Oath
    faction: Test Marines
    source: "test fixture: Oath of Moment"
    summary: re-roll the Hit roll against the target
    attacker:
      adjust: { rerollHits: failed }
  - id: test-waaagh
    name: Test Waaagh
    faction: Test Orks
    source: "test fixture: Waaagh!"
    summary: "after a charge: +1 Strength and Attacks to melee weapons; target: 5+ invulnerable"
    cp: 1
    attacker:
      when: { charged: true }
      weapons: { range: melee }
      adjust: { strength: +1, attacks: +1 }
    target:
      defence: { invulnerable: 5+ }
  - id: test-wound-crits
    name: Test Wound Crits
    faction: Test Other
    source: "test fixture"
    summary: "Critical Wounds on 5+"
    attacker:
      adjust: { criticalWound: 5+ }
`;

const unit = (name: string, count: number, weapon: string, extra = '') => `name: ${name}
faction: Test
source: test fixture
keywords: [INFANTRY]
stats: { M: 6, T: 4, Sv: 4+, W: 1, Ld: 7+, OC: 1 }
${extra}models: [{ name: ${name} model, count: ${count}, equipment: [Gun] }]
weapons:
  - { name: Gun, ${weapon} }
`;

const CHOPPA = 'range: melee, A: 1, WS: 4+, S: 3, AP: -1, D: 1';
const dir = mkdtempSync(join(tmpdir(), 'wh40k-player-effects-'));
mkdirSync(join(dir, 'effects'));
writeFileSync(join(dir, 'effects', 'mine.yaml'), EFFECTS);
const units: Record<string, string> = {
  // One model, 2 shots at BS4+, S4 AP0 D1; two W1 T4 models with no armour save (Sv 7+).
  shooter: unit('Shooter', 1, 'range: 24, A: 2, BS: 4+, S: 4, AP: 0, D: 1'),
  bare: unit('Bare', 2, CHOPPA).replace('Sv: 4+', 'Sv: 7+'),
  sworn: unit('Sworn', 1, 'range: 24, A: 2, BS: 4+, S: 4, AP: 0, D: 1', 'effects: [test-oath]\n'),
  // Two models with one S3 AP-1 melee attack each; four W1 T4 Sv4+ models (more than any attack count here).
  boyz: unit('Boyz', 2, CHOPPA),
  mob: unit('Mob', 4, CHOPPA),
  shielded: unit('Shielded', 4, CHOPPA, 'invulnerable: 5+\n'),
  gunner: unit('Gunner', 1, 'range: 24, A: 3, BS: 4+, S: 4, AP: -3, D: 1'),
  plinker: unit('Plinker', 1, 'range: 24, A: 2, BS: 4+, S: 2, AP: 0, D: 1'),
};
for (const [file, text] of Object.entries(units)) writeFileSync(join(dir, `${file}.yaml`), text);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const calc = (...args: string[]) => json(['--data', dir, 'calc', ...args]);

describe('an Oath-of-Moment-like effect from a --data folder\'s effects/', () => {
  it('re-rolls failed Hit rolls: exact by hand, and the same as --reroll-hits failed', () => {
    const r = calc('shooter', 'vs', 'bare', '--with', 'test-oath');
    // Hit 4+ re-rolling failures: 1/2 + 1/2 * 1/2 = 3/4 a shot, 2 shots: 1.5 hits. S4 vs T4 wounds
    // on 4+: 0.75 wounds. Sv 7+ never saves: each wound kills a W1 model, 0.75 models.
    expect(r.total.hits).toBeCloseTo(1.5, 12);
    expect(r.kills.mean).toBeCloseTo(0.75, 12);
    // Two kills: both shots hit (3/4 each) and wound (1/2 each): (3/8)^2 = 9/64.
    expect(r.kills.distribution[2]).toBeCloseTo(9 / 64, 12);
    expect(r.effects).toEqual([expect.objectContaining({ id: 'test-oath', side: 'attacker', applied: true })]);
    const flags = calc('shooter', 'vs', 'bare', '--reroll-hits', 'failed');
    expect(r.kills.distribution).toEqual(flags.kills.distribution);
  });

  it('a unit of the folder can carry it (effects: [test-oath]), as a built-in one', () => {
    const r = calc('sworn', 'vs', 'bare');
    expect(r.effects).toEqual([expect.objectContaining({ id: 'test-oath', applied: true })]);
    expect(r.kills.mean).toBeCloseTo(0.75, 12);
  });
});

describe('a Waaagh!-like effect: +1 S and A in melee after a charge, 5+ invulnerable for the target', () => {
  it('attacker: exact by hand, the same as --attacks-mod 1 --strength-mod 1, skipped without a charge', () => {
    const r = calc('boyz', 'vs', 'mob', '--charged', '--with', 'test-waaagh');
    // 2 models x (1+1) attacks = 4 at WS4+: 2 hits; S3+1 = 4 vs T4: 4+, 1 wound; Sv4+ with AP-1
    // is 5+, failed on 2/3: 2/3 unsaved, each a W1 model (4 attacks never run out of 4 models).
    expect(r.total.attacks).toBe(4);
    expect(r.kills.mean).toBeCloseTo(2 / 3, 12);
    const flags = calc('boyz', 'vs', 'mob', '--charged', '--attacks-mod', '1', '--strength-mod', '1');
    expect(r.kills.distribution).toEqual(flags.kills.distribution);
    const uncharged = calc('boyz', 'vs', 'mob', '--melee', '--with', 'test-waaagh');
    expect(uncharged.effects[0]).toMatchObject({ applied: false, detail: 'skipped: needs a Charge move (--charged)' });
    // 2 attacks: 1 hit; S3 vs T4 wounds on 5+: 1/3; unsaved 2/3: 2/9.
    expect(uncharged.kills.mean).toBeCloseTo(2 / 9, 12);
  });

  it('target: a 5+ invulnerable save, the same as a profile with invulnerable: 5+', () => {
    const r = calc('gunner', 'vs', 'mob', '--target-with', 'test-waaagh');
    // 3 shots at 4+: 1.5 hits, 4+ to wound: 0.75; AP-3 makes Sv4+ a 7+, so the 5+ invulnerable
    // save is taken and fails on 4/6: 0.5 models.
    expect(r.kills.mean).toBeCloseTo(0.5, 12);
    expect(r.kills.distribution).toEqual(calc('gunner', 'vs', 'shielded').kills.distribution);
  });
});

describe('a critical threshold', () => {
  it('criticalWound: 5+ makes an unmodified 5 a wound where 6+ was needed, as --crit-wound 5', () => {
    const r = calc('plinker', 'vs', 'bare', '--with', 'test-wound-crits');
    // 2 shots at 4+: 1 hit; S2 vs T4 wounds on 6+, a Critical Wound (5+) always wounds: 1/3; no save.
    expect(r.kills.mean).toBeCloseTo(1 / 3, 12);
    expect(r.kills.distribution).toEqual(calc('plinker', 'vs', 'bare', '--crit-wound', '5').kills.distribution);
  });
});

describe('everywhere an effect name is taken', () => {
  it('--effects FILE works without --data; compare on worker threads (--jobs 2) gives what --jobs 1 gives', () => {
    const file = join(dir, 'effects', 'mine.yaml');
    const args = ['--data', dir, 'compare', 'boyz,mob', 'vs', 'mob,shielded', '--with', 'test-waaagh', '--charged', '--melee', '--format', 'json'];
    const threaded = wh40k([...args, '--jobs', '2'], THREADS);
    expect(threaded.status, threaded.stderr).toBe(0);
    expect(threaded.stdout).toBe(wh40k([...args, '--jobs', '1']).stdout);
    const alone = wh40k(['--effects', file, 'calc', 'eightbound', 'vs', 'intercessors', '--charged', '--with', 'test-waaagh', '--format', 'json']);
    expect(alone.status, alone.stderr).toBe(0);
  });

  it('a scenario file names it like a built-in one', () => {
    const scenario = join(dir, '..', `${join(dir).split('/').pop()}-scenario.yaml`);
    writeFileSync(scenario, 'matchups:\n  - { attacker: shooter, target: bare, with: [test-oath] }\n');
    const r = wh40k(['--data', dir, 'run', scenario, '--format', 'json']);
    rmSync(scenario);
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { matchups: { kills: { mean: number } }[] }).matchups[0].kills.mean).toBeCloseTo(0.75, 12);
  });

  it('wh40k effects lists them with faction, source and CP; --faction finds a player faction', () => {
    const r = wh40k(['--data', dir, 'effects', '--faction', 'test orks', '--format', 'csv']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual([
      'effect,faction,use with,CP,source,what it does',
      'test-waaagh,Test Orks,"--with, --target-with",1,test fixture: Waaagh!,after a charge: +1 Strength and Attacks to melee weapons; target: 5+ invulnerable',
    ]);
    // The built-in list has the column too: its Stratagems' costs (000 'KHORNE CARES NOT...': 2CP;
    // 002 'Seers’ Guidance': the Command Re-roll "for 0CP"); an ability has none (-).
    const builtIn = wh40k(['effects', '--format', 'csv']).stdout.split('\n');
    expect(builtIn[0]).toBe('effect,faction,use with,CP,source,what it does');
    expect(builtIn.find((l) => l.startsWith('khorne-cares-not,'))).toContain(',--target-with,2,');
    expect(builtIn.find((l) => l.startsWith('seers-guidance,'))).toContain('",0,');
    expect(builtIn.find((l) => l.startsWith('warp-blades,'))).toContain(',--with,-,');
  });

  it('a bad effect file stops the command with exit 2 and file:line:col; an unknown one is a usage error', () => {
    const bad = join(dir, '..', `${dir.split('/').pop()}-bad.yaml`);
    writeFileSync(bad, '- id: oops\n  name: Oops\n  source: s\n  summary: s\n  attacker: { adjust: { hti: 1 } }\n');
    const r = wh40k(['--effects', bad, 'calc', 'eightbound', 'vs', 'intercessors']);
    const v = wh40k(['validate', bad]);
    rmSync(bad);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`wh40k: ${bad}:5:25 [0].attacker.adjust.hti: unknown field "hti" (did you mean "hit"?)\n`);
    expect(v.status).toBe(2);
    expect(v.stdout).toContain(`${bad}:5:25 [0].attacker.adjust.hti: unknown field "hti" (did you mean "hit"?)`);
    const missing = wh40k(['--effects', join(dir, 'nope.yaml'), 'effects']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`wh40k: --effects ${join(dir, 'nope.yaml')}: no such file or folder\n`);
    expect(r.stderr + v.stderr + missing.stderr).not.toMatch(STACK_TRACE);
  });
});

describe('validate FILES honours --effects (issue 29)', () => {
  it('a unit file naming an --effects effect is valid; the --effects file is checked too, once', () => {
    const file = join(dir, 'effects', 'mine.yaml');
    // sworn.yaml carries test-oath, defined only in the effects file: without --effects it is unknown.
    const without = wh40k(['validate', join(dir, 'sworn.yaml')]);
    expect(without.status).toBe(2);
    expect(without.stdout).toContain('unknown effect "test-oath"');
    const withIt = wh40k(['--effects', file, 'validate', join(dir, 'sworn.yaml')]);
    expect([withIt.status, withIt.stdout]).toEqual([0, '2 files OK\n']);
    const named = wh40k(['--effects', file, 'validate', join(dir, 'sworn.yaml'), file, '--format', 'json']);
    expect((JSON.parse(named.stdout) as { files: { file: string }[] }).files.map((f) => f.file)).toEqual([join(dir, 'sworn.yaml'), file]);
  });
});

describe('the config file and folders (in process)', () => {
  it('effects: in wh40k.config.yaml loads them (relative to the file), as --effects FOLDER does; none are left for the next command', async () => {
    const home = mkdtempSync(join(tmpdir(), 'wh40k-config-effects-'));
    writeFileSync(join(home, 'wh40k.config.yaml'), 'effects: [my]\n');
    mkdirSync(join(home, 'my'));
    writeFileSync(join(home, 'my', 'oath.yaml'), EFFECTS);
    const where = { cwd: home, env: { ...process.env, XDG_CONFIG_HOME: home } };
    const listed = await runInProcess(['effects', '--faction', 'test marines', '--format', 'json'], where);
    const folder = await runInProcess(['--effects', join(home, 'my'), 'effects', '--faction', 'test orks', '--format', 'json'], where);
    const after = await runInProcess(['effects', '--faction', 'test orks']);
    rmSync(home, { recursive: true, force: true });
    expect(listed.status, listed.stderr).toBe(0);
    expect((JSON.parse(listed.stdout) as { effects: { id: string }[] }).effects.map((e) => e.id)).toEqual(['test-oath']);
    expect((JSON.parse(folder.stdout) as { effects: { id: string; cp?: number }[] }).effects).toEqual([expect.objectContaining({ id: 'test-waaagh', cp: 1 })]);
    expect(after.status).toBe(2);
    expect(after.stderr).toContain('no effects for faction "test orks"');
  });
});
