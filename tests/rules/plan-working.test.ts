/**
 * A plan carries what it was planned from (plan.ts source, plan-working.ts), for its working (--explain): each plan
 * says its own scenario's working, and a copy with another Attacks distribution keeps its original's.
 */
import { describe, expect, it } from 'vitest';
import { Dist } from '../../src/dice/dist.js';
import { planWeapon } from '../../src/rules/tenth/plan.js';
import { withAttacks, workingOf } from '../../src/rules/tenth/plan-working.js';
import { scenario, target, weapon } from '../helpers.js';

describe('workingOf', () => {
  const gun = weapon({ range: 24, A: 2, S: 4, AP: 0, D: 1 });
  const open = scenario({ weapons: [gun], target: target({ T: 4, Sv: 5 }) });
  const inCover = { ...open, conditions: { ...open.conditions, cover: true } };

  it("says each plan's own scenario, written once", () => {
    const [a, b] = [planWeapon(open.weapons[0], open), planWeapon(inCover.weapons[0], inCover)];
    expect(workingOf(a).join('\n')).not.toContain('Benefit of Cover');
    expect(workingOf(b).join('\n')).toContain('Benefit of Cover');
    expect(workingOf(a)).toBe(workingOf(a));
  });

  it('a copy with other attacks keeps the working of the plan it copies', () => {
    const plan = planWeapon(inCover.weapons[0], inCover);
    const copy = withAttacks(plan, Dist.constant(3));
    expect(copy.attacks.mean()).toBe(3);
    expect(workingOf(copy)).toBe(workingOf(plan));
  });
});
