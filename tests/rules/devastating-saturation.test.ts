/**
 * The pending Devastating Wounds count saturates where it surely destroys the target (devastating-pending.ts
 * surelyDestroying): checked against the engine counting every pending Critical Wound, and by hand.
 * 003 'Mortal Wounds' (updated), RULINGS 7: a Devastating Wounds attack's mortal wounds go to one
 * model, the rest lost when it is destroyed; they do not spill to the next model.
 */
import { describe, expect, it } from 'vitest';
import { calculate, type Result } from '../../src/rules/tenth/engine.js';
import type { Scenario } from '../../src/rules/tenth/types.js';
import { attach } from '../../src/rules/tenth/selection.js';
import type { Unit } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../helpers.js';
import { allCriticalDev } from './fixtures.js';

/** Every number of the two results (distributions, per weapon, per group) within 1e-12. */
function expectSame(capped: Result, uncapped: Result): void {
  const numbers = (r: Result) => [
    ...r.kills.distribution,
    ...r.damage.distribution,
    ...r.weapons.flatMap((w) => Object.values(w).filter((x): x is number => typeof x === 'number')),
    ...r.byGroup.flatMap((g) => [g.destroyed, g.allDestroyed]),
  ];
  const [a, b] = [numbers(capped), numbers(uncapped)];
  expect(a).toHaveLength(b.length);
  a.forEach((x, i) => expect(Math.abs(x - b[i])).toBeLessThan(1e-12));
}

const both = (s: Scenario, lostBefore = 0) => expectSame(calculate(s, [], lostBefore), calculate(s, [], lostBefore, { uncappedPending: true }));

describe('saturated pending count: the same results as counting every pending Critical Wound', () => {
  it('6 Critical Wounds of D2 vs 2 models of W3: the cap (2 x ceil(3/2) = 4) is tight, and the kills are by hand', () => {
    // Each attack is a Critical Wound with 5/6 (fixtures). D2 vs W3: 2, then 1 (the model dies, 1 lost),
    // so a model takes 2 attacks and 3 leave the second one alive: 4 are needed, as the cap says.
    // k ~ Bin(6, 5/6): P(k <= 1) = (1 + 30) / 46656; P(k = 2, 3) = (15 * 25 + 20 * 125) / 46656 = 2875 / 46656;
    // P(k >= 4) = (15 * 625 + 6 * 3125 + 15625) / 46656 = 43750 / 46656.
    const s = scenario({ weapons: [allCriticalDev({ A: 6, D: 2 })], target: target({ Sv: 7, W: 3, models: 2 }) });
    const r = calculate(s);
    expect(r.kills.distribution).toEqual([expect.closeTo(31 / 46656, 12), expect.closeTo(2875 / 46656, 12), expect.closeTo(43750 / 46656, 12)]);
    both(s);
  });

  it('D3 vs W2 (an attack surely destroys a model): 5 models, 2 x A4, after a weapon with normal damage', () => {
    const s = scenario({
      weapons: [weapon({ A: 6, skill: 3, S: 5, D: 2 }), [allCriticalDev({ A: 4, D: 3 }), 2]],
      target: target({ Sv: 4, W: 2, models: 5 }),
    });
    both(s);
  });

  it('D D3+1 with Sustained Hits 1 vs a unit of two groups (W5 and a W2 champion), two Devastating Wounds weapons', () => {
    const dev = (name: string) => weapon({ name, A: 'D6', skill: 3, S: 4, D: 'D3+1', abilities: ['sustained hits 1', 'devastating wounds'] });
    const s = scenario({
      weapons: [[dev('first'), 3], [dev('second'), 2]],
      target: target({ Sv: 3, groups: [{ count: 3, stats: { W: 5 } }, { count: 1, champion: true, stats: { W: 2 } }] }),
    });
    both(s);
  });

  it('a target that lost wounds before the attacks (fight back after actions)', () => {
    const s = scenario({ weapons: [allCriticalDev({ A: 'D6+2', D: 'D3' })], target: target({ Sv: 7, W: 4, models: 3 }) });
    both(s, 3);
  });

  it('[PRECISION] Devastating Wounds with another weapon (two queues): a 2-model W3 Bodyguard and a W4 Leader', () => {
    const squad: Unit = { ...target({ Sv: 7, W: 3, models: 2 }), name: 'Squad', leaders: ['Captain'] };
    const base = target({ Sv: 7, W: 4, models: 1, keywords: ['INFANTRY', 'CHARACTER'] });
    const captain: Unit = { ...base, name: 'Captain', models: [{ ...base.models[0], name: 'Captain' }] };
    const sniper = allCriticalDev({ name: 'sniper', A: 8, D: 2, abilities: ['precision'] });
    const s = { ...scenario({ weapons: [sniper, allCriticalDev({ name: 'gun', A: 8, D: 2 })], target: attach(squad, [captain]) }), allocation: 'precision' as const };
    both(s);
  });

  it('with Feel No Pain against mortal wounds no count is sure: nothing is capped, the results are those of the full count', () => {
    const s = scenario({ weapons: [allCriticalDev({ A: 8, D: 3 })], target: target({ Sv: 7, W: 3, models: 2, mortalFeelNoPain: 5 }) });
    expect(calculate(s).kills.distribution).toEqual(calculate(s, [], 0, { uncappedPending: true }).kills.distribution);
  });
});
