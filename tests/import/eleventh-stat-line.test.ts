/**
 * 11th edition's stat line and defences as the importer reads them (src/rules/eleventh/import/stat-line.ts),
 * on hand-written profiles: InSv a characteristic of its own (11e 05.04), a restricted "4+*" explained by an
 * ability, Damaged X (11e 24.39); and the data's version from a git checkout (src/profiles/bsdata/checkout.ts).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutCommit } from '../../src/profiles/bsdata/checkout.js';
import { SkipUnit } from '../../src/profiles/bsdata/models.js';
import type { Profile } from '../../src/profiles/bsdata/tree.js';
import { damagedIn, defencesOf, statLine } from '../../src/rules/eleventh/import/stat-line.js';

const profile = (chars: Record<string, string>): Profile => ({ id: 'p', name: 'Test model', role: 'unit', chars });
const line = { M: '6"', T: '4', Sv: '3+', W: '2', LD: '6+', OC: '1' };

describe('a stat line', () => {
  it('reads T, Sv, W and InSv; an empty InSv or "-" is none', () => {
    expect(statLine(profile({ ...line, InSv: '4+' }), 'InSv', []).stats).toEqual({ T: 4, Sv: 3, W: 2, InSv: 4 });
    expect(statLine(profile({ ...line, InSv: '' }), 'InSv', []).stats).toEqual({ T: 4, Sv: 3, W: 2 });
    expect(statLine(profile({ ...line, InSv: '-' }), 'InSv', [])).toEqual({ stats: { T: 4, Sv: 3, W: 2 }, warnings: [] });
    // BattleScribe's "-" for Sv: no save a D6 reaches, 7.
    expect(statLine(profile({ ...line, Sv: '-' }), 'InSv', []).stats.Sv).toBe(7);
    expect(() => statLine(profile({ ...line, T: '*' }), 'InSv', [])).toThrow(SkipUnit);
  });

  it('reads a restricted InSv from the ability that explains it, else says it is not modelled', () => {
    const melee = [{ name: 'Invulnerable Save (4+*)', text: 'Models in this unit have a 4+ invulnerable save against melee attacks.' }];
    expect(statLine(profile({ ...line, InSv: '4+*' }), 'InSv', melee)).toEqual({ stats: { T: 4, Sv: 3, W: 2, InSv: 4, InSvOnly: 'melee' }, warnings: [], explainedBy: 'Invulnerable Save (4+*)' });
    const other = [{ name: 'Invulnerable Save (4+*)', text: 'While this unit is within 6" of an objective, models in it have a 4+ invulnerable save.' }];
    expect(statLine(profile({ ...line, InSv: '4+*' }), 'InSv', other)).toEqual({
      stats: { T: 4, Sv: 3, W: 2 },
      warnings: ['Unit profile "Test model": InSv "4+*" holds only under a condition no ability here explains: not modelled'],
    });
  });
});

describe('defences and Damaged in ability texts', () => {
  it('Feel No Pain and -1 Damage given without a condition', () => {
    const given = (name: string, text: string) => defencesOf([{ name, text }]).given.map((g) => g.defences);
    expect(given('Feel No Pain 5+', '')).toEqual([{ feelNoPain: 5 }]);
    expect(given('Hardened Defences', 'Models in this unit have the Feel No Pain 6+ ability.')).toEqual([{ feelNoPain: 6 }]);
    expect(given('Helm', 'Each time an attack is allocated to the bearer, subtract 1 from the Damage characteristic of that attack.')).toEqual([{ damageReduction: 1 }]);
    // Once per battle: a condition.
    const once = defencesOf([{ name: 'Living Fortress', text: 'Once per battle, at the start of any phase, this unit can use this ability. If it does, until the end of the phase, models in this unit have the Feel No Pain 4+ ability.' }]);
    expect(once.given).toEqual([]);
    expect(once.warnings).toHaveLength(1);
  });

  it('Damaged: 1-X Wounds Remaining is -1 to hit with X or fewer wounds left (11e 24.39), when its text says so', () => {
    const text = 'While this model has 1-9 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll.';
    expect(damagedIn({ name: 'Damaged: 1-9 Wounds Remaining', text })).toEqual({ damaged: { wounds: 9 } });
    expect(damagedIn({ name: 'Damaged: 1-7 wounds remaining', text: 'While this model has 1-7 wounds remaining, add 2 to its Attacks.' }).warning).toMatch(/not modelled/);
    expect(damagedIn({ name: 'Sentinel Storm', text })).toEqual({});
  });
});

describe("a BSData checkout's commit", () => {
  const commit = 'abcdef0123456789abcdef0123456789abcdef01';
  const checkout = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-git-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, '.git', name, '..'), { recursive: true });
      writeFileSync(join(dir, '.git', name), text);
    }
    return dir;
  };
  it('from a branch ref, loose or packed, or a detached HEAD; none outside a checkout', () => {
    expect(checkoutCommit(checkout({ HEAD: 'ref: refs/heads/main\n', 'refs/heads/main': `${commit}\n` }))).toBe(commit);
    expect(checkoutCommit(checkout({ HEAD: 'ref: refs/heads/main\n', 'packed-refs': `# pack-refs\n${commit} refs/heads/main\n` }))).toBe(commit);
    expect(checkoutCommit(checkout({ HEAD: `${commit}\n` }))).toBe(commit);
    expect(checkoutCommit(mkdtempSync(join(tmpdir(), 'wh40k-nogit-')))).toBeUndefined();
  });
});
