/**
 * The Leman Russ Battle Tank's damaged profile (data/targets/leman-russ.yaml; its datasheet: "while
 * this model has 1-4 wounds remaining, each time this model makes an attack, subtract 1 from the Hit
 * roll"; numbers derived in tests/matchup/turn-damaged.test.ts). Its guns hit on 4+ (BS 4+): 1/2 a
 * shot unhurt, 1/3 at 1-4 wounds remaining, so each weapon's hits are 2/3 of the unhurt ones.
 */
import { describe, expect, it } from 'vitest';
import { json, wh40k } from './run.js';

type Report = ReturnType<typeof json> & { total: { hits: number }; effects: { id: string; applied: boolean; detail: string }[] };

describe('calc --attacker-wounded: what a damaged profile reads', () => {
  const base = ['calc', 'leman-russ', 'vs', 'intercessors', '--ranged'];
  const hits = (extra: string[]) => (json([...base, ...extra]) as Report).total.hits;

  it('9 of 13 lost (4 left): -1 to hit, 2/3 of the hits; 8 lost (5 left): as unhurt', () => {
    const unhurt = hits([]);
    expect(Math.abs(hits(['--attacker-wounded', '9']) - (unhurt * 2) / 3)).toBeLessThan(1e-9);
    expect(Math.abs(hits(['--attacker-wounded', '8']) - unhurt)).toBeLessThan(1e-9);
  });

  it('unhurt, the effects say the profile is skipped and why', () => {
    const damaged = (json(base) as Report).effects.find((e) => e.id === 'damaged');
    expect(damaged).toMatchObject({ applied: false });
    expect(damaged?.detail).toContain('needs 1-4 wounds remaining; Leman Russ Battle Tank has its full 13 wounds (calc: --attacker-wounded N');
  });

  it('N at or above the model W exits 2; a turn refuses it (it carries the wounds itself)', () => {
    const high = wh40k([...base, '--attacker-wounded', '13']);
    expect(high.status).toBe(2);
    expect(high.stderr).toContain('--attacker-wounded 13: Leman Russ Battle Tank has W13, so it can have lost at most 12 wounds (more and it is destroyed: use --models)');
    const turn = wh40k(['turn', 'leman-russ', 'vs', 'intercessors', '--attacker-wounded', '2']);
    expect(turn.status).toBe(2);
    expect(turn.stderr).toContain('turn: --attacker-wounded is not available');
  });
});
