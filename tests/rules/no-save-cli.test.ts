import { afterAll, describe, expect, it } from 'vitest';
import { dataFolder, json, wh40k } from '../cli/run.js';

// `Sv: 7+` and BattleScribe's "-" in a unit file, end to end through the built CLI (issue 10 section 3).
// The rules are in tests/rules/no-save.test.ts; these check the file, the numbers and the header.

const mob = (name: string, sv: string) => `name: ${name}
faction: test
source: test
keywords: [INFANTRY]
stats: { M: 6, T: 3, Sv: ${sv}, W: 1, Ld: 7+, OC: 1 }
models:
  - name: Mobster
    count: 10
    equipment: [Knife]
weapons:
  - name: Knife
    range: melee
    A: 1
    WS: 4+
    S: 3
    AP: 0
    D: 1
`;

const { dir, cleanup } = dataFolder({ 'seven.yaml': mob('Seven Mob', '7+'), 'dash.yaml': mob('Dash Mob', '"-"') });
afterAll(cleanup);

describe('a unit with no armour save, from its file', () => {
  // Intercessors' bolt rifles: 5 models x A2 = 10 attacks, BS3+ (4/6), S4 vs T3 wounds on 3+ (4/6): 40/9 wounds.
  // Sv7+ against AP-1 never passes, in cover too (net 0: 7+): 40/9 unsaved, 40/9 kills (W1, D1).
  it.each(['Seven Mob', 'Dash Mob'])('%s: every wound is unsaved, with or without cover', (name) => {
    for (const args of [[], ['--cover']]) {
      const r = json(['--data', dir, 'calc', 'intercessors', 'vs', name, ...args]);
      expect(r.total.unsaved).toBeCloseTo(40 / 9, 9);
      expect(r.kills.mean).toBeCloseTo(40 / 9, 9);
    }
  });

  it('cover and --save-mod 2 with AP-1 sum to +2, capped at +1 (RULINGS 1): 6+, unsaved 40/9 * 5/6 = 100/27', () => {
    const r = json(['--data', dir, 'calc', 'intercessors', 'vs', 'dash mob', '--cover', '--save-mod', '2']);
    expect(r.total.unsaved).toBeCloseTo(100 / 27, 9);
  });

  it('the target header shows the characteristic as Sv7+', () => {
    const r = wh40k(['--data', dir, 'calc', 'intercessors', 'vs', 'dash mob']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/vs Dash Mob \(10 models, T3 Sv7\+, 10 wounds\)/);
  });
});
