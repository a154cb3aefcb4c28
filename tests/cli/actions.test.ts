/**
 * The mortal-wound actions on the command line (003 'GRENADE', 003 'TANK SHOCK', 002 'RAPID
 * AMBUSH'): a row of their own ahead of the weapons in every format, totals including it, skipped
 * with a reason when the rule's conditions are not met.
 */
import { describe, expect, it } from 'vitest';
import { json, wh40k } from './run.js';

const GRENADE = ['calc', 'intercessors', 'vs', 'guardsmen', '--ranged', '--with', 'grenade'];

describe('grenade (Intercessors, GRENADES, vs 10 Cadian Shock Troops, W1, no Feel No Pain)', () => {
  it('JSON: a row "Grenade (stratagem)" first: 6 dice, 3 mortal wounds, 3 damage and 3 kills (six D6, each 4+: 6 * 1/2)', () => {
    const r = json(GRENADE);
    expect(r.weapons[0]).toMatchObject({ name: 'Grenade (stratagem)', count: 1, attacks: 6, hits: 0, wounds: 0, unsaved: 0 });
    // Every wound the grenade costs is a mortal wound: mortalDamage 3 too (W1, no Feel No Pain, nothing lost as excess).
    for (const k of ['mortalWounds', 'damage', 'mortalDamage', 'kills'] as const) expect(r.weapons[0][k]).toBeCloseTo(3, 12);
    // The total includes it: the bolt rifles' kills plus the grenade's, and it matches the distribution.
    expect(r.total.kills).toBeCloseTo(r.weapons[0].kills + r.weapons[1].kills, 12);
    expect(r.total.kills).toBeCloseTo(r.kills.mean, 9);
    expect(r.total.attacks).toBeCloseTo(6 + r.weapons[1].attacks, 12);
  });

  it('table, csv and markdown have the row; --explain says how it is resolved', () => {
    const table = wh40k([...GRENADE, '--explain']);
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/Grenade \(stratagem\) +│ 1 │ +6\.00 │ +0\.00 │ +0\.00 │ +0\.00 │ +3\.00 │ +3\.00 │ +0\.00 │ +3\.00 │/);
    expect(table.stdout).toContain('applied Grenade (--with): 6D6 before the attacks: 4-6: 1 mortal wound');
    expect(table.stdout).toContain("Grenade (stratagem): 6D6 before the attacks; each mortal wound is one point of damage, no saving throw");
    expect(wh40k([...GRENADE, '--format', 'csv']).stdout).toContain(
      ['count,1', 'attacks,6', 'hits,0', 'wounds,0', 'unsaved,0', 'mortalWounds,3', 'damage,3', 'wasted,0', 'kills,3'].map((kv) => `\nweapon,Grenade (stratagem),${kv}`).join(''),
    );
    expect(wh40k([...GRENADE, '--format', 'markdown']).stdout).toContain('| Grenade (stratagem) | 1 | 6.00 | 0.00 | 0.00 | 0.00 | 3.00 | 3.00 | 0.00 | 3.00 |');
  });

  it.each([
    ['--engaged', 'not with the target within Engagement Range of your units (--engaged)'],
    // An engaged Intercessor Squad shoots its Pistols at a unit it is engaged with (001 'Pistol'): both flags.
    ['--attacker-engaged --engaged', 'not with the attacker within Engagement Range of enemy units (--attacker-engaged)'],
  ])('%s: skipped, no row, the reason given', (flags, why) => {
    const r = json([...GRENADE, ...flags.split(' ')]);
    expect(r.weapons.map((w) => w.name)).not.toContain('Grenade (stratagem)');
    const entry = r.effects.find((e) => e.id === 'grenade')!;
    expect(entry.applied).toBe(false);
    expect(entry.detail).toContain(why);
  });

  it('--simulate (the grenade rolled die by die, then the bolt rifles) agrees with the exact kills', () => {
    const r = json([...GRENADE, '--simulate', '20000']);
    // Kills lie in 0..10, so their SD is at most 5: over 20,000 runs SE < 0.036, 5 SE < 0.18.
    expect(Math.abs(r.simulation!.killsMean - r.kills.mean)).toBeLessThan(0.18);
  });
});

describe('tank-shock and rapid-ambush', () => {
  it('a Leman Russ (T11) after a Charge move: 11 dice, the report names the model it selected', () => {
    const r = wh40k(['calc', 'leman-russ', 'vs', 'intercessors', '--charged', '--with', 'tank-shock']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Tank Shock \(stratagem\) +│ 1 │ +11\.00 │/);
    expect(r.stdout).toContain('11D6 before the attacks: 5-6: 1 mortal wound (at most 6); the selected model:');
    expect(r.stdout).toContain('(T11, the highest Toughness)');
  });

  it('Dire Avengers across the Hatchway, melee: E = 4/6 * 1 + 1/6 * 2 = 1 mortal wound; ranged: skipped', () => {
    const melee = json(['calc', 'dire-avengers', 'vs', 'intercessors', '--melee', '--with', 'rapid-ambush,across-hatchway']);
    expect(melee.weapons[0].name).toBe('Rapid Ambush (stratagem)');
    expect(melee.weapons[0].mortalWounds).toBeCloseTo(1, 12);
    // Intercessors W2, no Feel No Pain: every mortal wound is one wound lost.
    expect(melee.weapons[0].damage).toBeCloseTo(1, 12);
    const ranged = wh40k(['calc', 'dire-avengers', 'vs', 'intercessors', '--ranged', '--with', 'rapid-ambush,across-hatchway']);
    expect(ranged.stdout).toContain("skipped Rapid Ambush (--with): used in the opponent's turn");
    expect(ranged.stdout).not.toContain('Rapid Ambush (stratagem)');
  });

  it('with a fight-on-death rule: only models destroyed by the attacks fight back (not those of the mortal wounds), a note says so', () => {
    const args = ['calc', 'dire-avengers', 'vs', 'guardian-defenders', '--melee', '--target-with', 'faolchus-last-flight'];
    const r = json([...args, '--with', 'rapid-ambush,across-hatchway']);
    expect(r.notes.join('\n')).toContain('models destroyed by the mortal wounds of an action do not fight back (not destroyed by a melee attack)');
    // 11 Guardian Defenders (W1; the W2 platform last) lose a few models: the ambush's one Guardian
    // per mortal wound (E = 1) does not change what the attacks destroy unless they reach the
    // platform (negligible here), so as many fight back as without the ambush; counting the
    // ambush's kills too would add 1 * 2/3 (3+).
    const plain = json(args);
    expect(r.fightOnDeath!.mean).toBeCloseTo(plain.fightOnDeath!.mean, 6);
    expect(r.total.kills - plain.total.kills).toBeCloseTo(1, 6);
    expect(r.fightOnDeath!.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});
