/**
 * `--reroll-damage any`: re-roll the whole Damage roll, any result ("you can re-roll the Damage
 * roll"; 003 'Re-rolls'), when a fresh roll is expected to remove more wounds from the model the
 * attack is allocated to (src/rules/tenth/damage-reroll.ts). The command line, --vary and the notes.
 */
import { describe, expect, it } from 'vitest';
import { json, row, wh40k } from './run.js';

const LASCANNONS = ['calc', 'fob', 'vs', 'knight', '--wargear', 'heavy lascannon'];

describe('--reroll-damage any', () => {
  it('heavy lascannons (D6+1) at a Knight Paladin: 16/27 unsaved x (18/6 + 1/2 x 4.5) = 16/27 x 5.25 damage, more than re-rolling 1s', () => {
    // As in calc.test.ts: 4 attacks, 16/27 unsaved wounds each. Against 7+ wounds left a D6+1 is worth
    // itself, E = 4.5: damage 2, 3, 4 (faces 1-3) re-rolled, 5, 6, 7 kept: (5 + 6 + 7)/6 + 1/2 x 4.5 = 5.25.
    // (To 3 decimals: fewer than 7 wounds left on the 26-wound Knight is rare mid-volley.)
    const any = json([...LASCANNONS, '--reroll-damage', 'any']);
    const ones = json([...LASCANNONS, '--reroll-damage', 'ones']);
    expect(any.modifiers).toMatchObject({ rerollDamageAny: true, rerollDamageOnes: false });
    expect(row(any, 'Heavy lascannon').damage).toBeCloseTo((16 / 27) * 5.25, 3);
    expect(any.damage.mean).toBeGreaterThan(ones.damage.mean);
  });

  it('the notes say which weapons re-roll and by what policy', () => {
    const r = wh40k([...LASCANNONS, '--reroll-damage', 'any']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'note: Damage rolls of Heavy lascannon: the whole roll is re-rolled (once) when a fresh roll is expected to remove more wounds ' +
        'from the model the attack is allocated to (its wounds left, Feel No Pain); a tie keeps the roll',
    );
    expect(wh40k(LASCANNONS).stdout).not.toContain('the whole roll is re-rolled');
  });

  it('fixed Damage (the Eightbound: D 3 and D 2) is not a roll: the same numbers, no note', () => {
    const args = ['calc', 'eightbound', 'vs', 'intercessors'];
    const r = json([...args, '--reroll-damage', 'any']);
    expect(r.kills).toEqual(json(args).kills);
    expect(r.notes.some((n) => n.includes('the whole roll is re-rolled'))).toBe(false);
  });

  it('any other value is a usage error (exit 2) naming the choices', () => {
    const r = wh40k([...LASCANNONS, '--reroll-damage', 'failed']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('expected none, ones or any, got "failed"');
  });

  it('--vary reroll-damage=none,ones,any: each row the calc of that option; failed is a usage error', () => {
    const r = wh40k([...LASCANNONS, '--vary', 'reroll-damage=none,ones,any', '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const rows = (JSON.parse(r.stdout) as { rows: { value: string; damage: { mean: number } }[] }).rows;
    expect(rows.map((x) => x.value)).toEqual(['reroll-damage=none', 'reroll-damage=ones', 'reroll-damage=any']);
    expect(rows[2].damage.mean).toBe(json([...LASCANNONS, '--reroll-damage', 'any']).damage.mean);
    const bad = wh40k([...LASCANNONS, '--vary', 'reroll-damage=failed']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--vary reroll-damage: expected none, ones or any, got "failed"');
  });
});
