/**
 * Issue 12 section 3, knobs players reach for: --strength-mod, --ap-mod and --damage-mod (characteristic
 * modifiers, RULINGS 6 for Damage), `mortalDamage` in JSON (the wounds lost to mortal wounds) and
 * --order (RULINGS 12: the attacker chooses the order its weapons resolve in). Numbers by hand.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, json, row, wh40k } from './run.js';

/** A one-model unit of YAML: its stats line, models and weapons (an attacker) or models only (a target). */
const unitYaml = (name: string, body: string, more = '') => `name: ${name}
faction: Test
source: test
${more}stats: ${body}
`;
const shooter = (name: string, weapons: string[]) =>
  unitYaml(name, '{ M: 6, T: 4, Sv: 3+, W: 2, Ld: 6+, OC: 2 }') +
  `models:\n  - { name: Gunner, count: 1, equipment: [${weapons.map((w) => w.split(',')[0].replace('{ name: ', '')).join(', ')}] }\nweapons:\n${weapons.map((w) => `  - ${w}`).join('\n')}\n`;
const target = (name: string, stats: string, count: number, more = '') => unitYaml(name, stats, more) + `models:\n  - { name: ${name}, count: ${count} }\n`;

const { dir, cleanup } = dataFolder({
  'gun.yaml': shooter('Knob Gun', ['{ name: Gun, range: 24, A: 1, BS: 3+, S: 4, AP: 0, D: 1 }']),
  'pierce.yaml': shooter('Knob Pierce', ['{ name: Pierce gun, range: 24, A: 1, BS: 3+, S: 4, AP: -1, D: 1 }']),
  'heavy.yaml': shooter('Knob Heavy', ['{ name: Heavy gun, range: 24, A: 1, BS: 3+, S: 4, AP: 0, D: 3 }']),
  'pair.yaml': shooter('Knob Pair', [
    '{ name: Pea, range: 24, A: 1, BS: 3+, S: 8, AP: -1, D: 1, abilities: [torrent] }',
    '{ name: Cannon, range: 24, A: 1, BS: 3+, S: 8, AP: -1, D: 3, abilities: [torrent] }',
  ]),
  'hex.yaml': shooter('Knob Hex', ['{ name: Hexgun, range: 24, A: 1, BS: 3+, S: 8, AP: 0, D: 3, abilities: [torrent, devastating wounds] }']),
  'dummy.yaml': target('Knob Dummy', '{ M: 6, T: 5, Sv: 6+, W: 1, Ld: 6+, OC: 1 }', 5),
  'armour.yaml': target('Knob Armour', '{ M: 6, T: 4, Sv: 3+, W: 10, Ld: 6+, OC: 1 }', 1),
  'halver.yaml': target('Knob Halver', '{ M: 6, T: 4, Sv: 6+, W: 10, Ld: 6+, OC: 1 }', 1, 'halveDamage: true\n'),
  'brute.yaml': target('Knob Brute', '{ M: 6, T: 4, Sv: 6+, W: 3, Ld: 6+, OC: 1 }', 2),
  'ward.yaml': target('Knob Ward', '{ M: 6, T: 4, Sv: 2+, W: 2, Ld: 6+, OC: 1 }', 2),
  'ward-fnp.yaml': target('Knob Ward FNP', '{ M: 6, T: 4, Sv: 2+, W: 2, Ld: 6+, OC: 1 }', 2, 'feelNoPain: 5+\n'),
});
afterAll(cleanup);

const calc = (attacker: string, target: string, ...options: string[]) => json(['--data', dir, 'calc', attacker, 'vs', target, '--ranged', ...options]);
const GUNS: Record<string, string> = { gun: 'knob gun', 'pierce gun': 'knob pierce', 'heavy gun': 'knob heavy' };
const gun = (name: string, target: string, ...options: string[]) => calc(GUNS[name], target, ...options);

describe('--strength-mod, --ap-mod, --damage-mod', () => {
  it('--strength-mod: S4 against T5 wounds on 5+; +1 makes it S5 (4+), +6 makes it S10 (2+)', () => {
    // One shot, BS3+: 2/3 hits. Save 6+ at AP0 fails on 1-5: 5/6. 000 'Wound Roll': S4 vs T5 5+ (1/3),
    // S5 vs T5 4+ (1/2), S10 >= 2 x T5 2+ (5/6). Damage 1 into W1 models: damage = unsaved.
    const [base, plus1, plus6] = [[], ['--strength-mod', '1'], ['--strength-mod', '6']].map((o) => gun('gun', 'knob dummy', ...o));
    expect(base.damage.mean).toBeCloseTo((2 / 3) * (1 / 3) * (5 / 6), 12);
    expect(plus1.damage.mean).toBeCloseTo((2 / 3) * (1 / 2) * (5 / 6), 12);
    expect(plus6.damage.mean).toBeCloseTo((2 / 3) * (5 / 6) * (5 / 6), 12);
    expect(plus1.modifiers).toMatchObject({ strength: 1, ap: 0, damage: 0 });
  });

  it('--ap-mod 1 improves AP -1 to -2; -1 worsens it to 0, and -2 too (AP is never worse than 0)', () => {
    // Pierce gun AP-1 against Sv3+: hit 2/3, S4 vs T4 wounds on 4+ (1/2). Save 3+ at AP-1 is 4+, fails 1/2;
    // at AP-2 5+, fails 2/3; at AP0 3+, fails 1/3 (003 'Modifying Characteristics': AP never worse than 0).
    const ap = (n: string) => gun('pierce gun', 'knob armour', '--ap-mod', n).damage.mean;
    expect(gun('pierce gun', 'knob armour').damage.mean).toBeCloseTo((2 / 3) * (1 / 2) * (1 / 2), 12);
    expect(ap('1')).toBeCloseTo((2 / 3) * (1 / 2) * (2 / 3), 12);
    expect(ap('-1')).toBeCloseTo((2 / 3) * (1 / 2) * (1 / 3), 12);
    expect(ap('-2')).toBeCloseTo((2 / 3) * (1 / 2) * (1 / 3), 12);
  });

  it('--damage-mod adds after halving (RULINGS 6): D3 halved is 2, +1 is 3 (4 halved would be 2); -1 is 1; never below 1', () => {
    // Heavy gun D3 against a target that halves Damage (W10: nothing is lost to excess). Unsaved per shot:
    // hit 2/3 x wound S4 vs T4 1/2 x save 6+ fails 5/6 = 5/18. RULINGS 6: set, halve (round up), add, subtract.
    const unsaved = (2 / 3) * (1 / 2) * (5 / 6);
    const dmg = (...o: string[]) => gun('heavy gun', 'knob halver', ...o).damage.mean;
    expect(dmg()).toBeCloseTo(unsaved * 2, 12);
    expect(dmg('--damage-mod', '1')).toBeCloseTo(unsaved * 3, 12);
    expect(dmg('--damage-mod', '-1')).toBeCloseTo(unsaved * 1, 12);
    expect(dmg('--damage-mod', '-5')).toBeCloseTo(unsaved * 1, 12);
  });

  it('the simulator agrees with --damage-mod and --ap-mod', () => {
    const r = json(['--data', dir, 'calc', 'knob heavy', 'vs', 'knob halver', '--ranged', '--damage-mod', '1', '--ap-mod', '1', '--simulate', '20000']);
    expect(r.simulation!.damageMean).toBeCloseTo(r.damage.mean, 1);
  });

  it('the working says what changed', () => {
    const r = wh40k(['--data', dir, 'calc', 'knob heavy', 'vs', 'knob halver', '--ranged', '--damage-mod', '1', '--ap-mod', '1', '--strength-mod', '1', '--explain']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('S 5 (4+1) vs T 4');
    expect(r.stdout).toContain('AP 0 -> -1');
    expect(r.stdout).toContain('damage: +1 (--damage-mod), after halving, never below 1');
  });

  it('out of range is a usage error (exit 2); --vary damage-mod sweeps it', () => {
    const bad = wh40k(['--data', dir, 'calc', 'knob heavy', 'vs', 'knob halver', '--damage-mod', '9']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('expected -6 to 6, got 9');
    const v = wh40k(['--data', dir, 'calc', 'knob heavy', 'vs', 'knob halver', '--ranged', '--vary', 'damage-mod=0..1', '--format', 'json']);
    expect(v.status, v.stderr).toBe(0);
    const rows = (JSON.parse(v.stdout) as { rows: { damage: { mean: number } }[] }).rows;
    expect(rows.map((x) => x.damage.mean * 18)).toEqual([expect.closeTo(10, 9), expect.closeTo(15, 9)]);
  });
});

describe('mortalDamage: the wounds lost to mortal wounds', () => {
  it('a Devastating Wound of D3 on W2 models: 3 mortal wounds, 2 wounds lost (the excess is lost)', () => {
    // Hexgun: torrent, S8 vs T4 wounds on 2+; a 6 (1/6) is a Critical Wound: 3 mortal wounds (RULINGS 7),
    // into a W2 model: 2 lost, 1 lost as excess. mortalWounds 3/6 = 1/2, mortalDamage 2/6 = 1/3.
    // A 2-5 (4/6) is saved on 2+ (AP0) but for a 1 (1/6): 3 damage, 2 lost. damage = 1/3 + 4/6 x 1/6 x 2 = 5/9.
    const r = calc('knob hex', 'knob ward');
    expect(row(r, 'Hexgun').mortalWounds).toBeCloseTo(1 / 2, 12);
    expect(row(r, 'Hexgun').mortalDamage).toBeCloseTo(1 / 3, 12);
    expect(row(r, 'Hexgun').damage).toBeCloseTo(5 / 9, 12);
    expect(r.total.mortalDamage).toBeCloseTo(1 / 3, 12);
  });

  it('after Feel No Pain 5+: each of the 3 mortal wounds is lost on 1-4 (2/3), at most 2 on a W2 model', () => {
    // Lost ~ Binomial(3, 2/3): P(1) = 6/27, P(2) = 12/27, P(3) = 8/27; E[min(2, lost)] = (6 + 2 x 20)/27 = 46/27.
    // mortalDamage = 1/6 x 46/27 = 23/81; mortalWounds stays 1/2 (inflicted, before Feel No Pain).
    const r = calc('knob hex', 'knob ward fnp');
    expect(row(r, 'Hexgun').mortalWounds).toBeCloseTo(1 / 2, 12);
    expect(row(r, 'Hexgun').mortalDamage).toBeCloseTo(23 / 81, 12);
  });

  it('--damage-mod 1 reaches the mortal wounds too (RULINGS 6: they equal the final Damage): 4 each, still 2 lost', () => {
    const r = calc('knob hex', 'knob ward', '--damage-mod', '1');
    expect(row(r, 'Hexgun').mortalWounds).toBeCloseTo(4 / 6, 12);
    expect(row(r, 'Hexgun').mortalDamage).toBeCloseTo(1 / 3, 12);
  });

  it('no mortal wounds, no mortalDamage', () => {
    expect(gun('gun', 'knob dummy').total.mortalDamage).toBe(0);
  });
});

describe('--order (RULINGS 12)', () => {
  // Pea (D1) and Cannon (D3), both torrent, S8 vs T4: each wounds on 2+ (p = 5/6); AP-1 makes Sv6+ a 7+: no save.
  // Against two W3 models. Pea then Cannon: Pea p x 1; Cannon p x (2 after a Pea wound, 1 lost as excess, else 3):
  // damage = 5/6 + 5/6 x (5/6 x 2 + 1/6 x 3) = 95/36, wasted 25/36. Cannon then Pea: 3 x 5/6 + 5/6 = 120/36,
  // nothing wasted (the Pea's damage goes on to the next model or to the first). Kills 5/6 both ways.
  it('the profile order (Pea, Cannon) loses 25/36 wounds to excess; Cannon first loses none', () => {
    const listed = calc('knob pair', 'knob brute');
    expect(listed.weapons.map((w) => w.name)).toEqual(['Pea', 'Cannon']);
    expect(listed.damage.mean).toBeCloseTo(95 / 36, 12);
    expect(listed.total.wasted).toBeCloseTo(25 / 36, 12);
    const reordered = calc('knob pair', 'knob brute', '--order', 'cannon, pea');
    expect(reordered.weapons.map((w) => w.name)).toEqual(['Cannon', 'Pea']);
    expect(reordered.damage.mean).toBeCloseTo(120 / 36, 12);
    expect(reordered.total.wasted).toBeCloseTo(0, 12);
    expect(reordered.kills.mean).toBeCloseTo(5 / 6, 12);
    expect(json(['--data', dir, 'calc', 'knob pair', 'vs', 'knob brute', '--order', 'Cannon,Pea', '--simulate', '20000']).simulation!.damageMean).toBeCloseTo(120 / 36, 1);
  });

  it('a scenario file sets order (a list or "a, b") and the characteristic modifiers in camelCase', () => {
    const scenario = dataFolder({
      'knobs.yaml': `matchups:
  - { attacker: knob pair, target: knob brute, order: [Cannon, Pea] }
  - { attacker: knob pair, target: knob brute, order: "cannon, pea", damageMod: -1, apMod: 1, strengthMod: 1 }
  - { attacker: knob pair, target: knob brute }
`,
    });
    try {
      const r = wh40k(['--data', dir, 'run', `${scenario.dir}/knobs.yaml`, '--format', 'json']);
      expect(r.status, r.stderr).toBe(0);
      const matchups = (JSON.parse(r.stdout) as { matchups: { weapons: { name: string }[]; damage: { mean: number }; modifiers: object }[] }).matchups;
      expect(matchups[0].weapons.map((w) => w.name)).toEqual(['Cannon', 'Pea']);
      expect(matchups[0].damage.mean).toBeCloseTo(120 / 36, 12);
      expect(matchups[1].modifiers).toMatchObject({ strength: 1, ap: 1, damage: -1 });
      // Damage -1: Cannon 2, Pea still 1 (never below 1); S9 still wounds T4 on 2+; AP-2 and Sv6+: still no save.
      // Cannon first: 2 on the first model (1 left), then the Pea's 1 wound: 5/6 x 2 + 5/6 x 1 = 5/2, nothing wasted.
      expect(matchups[1].damage.mean).toBeCloseTo(5 / 2, 12);
      expect(matchups[2].damage.mean).toBeCloseTo(95 / 36, 12);
    } finally {
      scenario.cleanup();
    }
  });

  it('an unknown, missing or repeated weapon is a usage error (exit 2) naming the weapons', () => {
    const run = (order: string) => wh40k(['--data', dir, 'calc', 'knob pair', 'vs', 'knob brute', '--order', order]);
    const unknown = run('cannon, peas');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('--order: no weapon named "peas" (this attack\'s weapons: Pea, Cannon)');
    const missing = run('cannon');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--order: also name "Pea": the order lists every weapon (this attack\'s weapons: Pea, Cannon)');
    const twice = run('cannon, pea, Cannon');
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain('--order: "Cannon" named more than once');
  });
});
