/** Leadership tests (src/rules/tenth/leadership.ts; core rules 'Leadership Tests': 2D6 at least the Leadership). */
import { describe, expect, it } from 'vitest';
import { leadershipTestPassed } from '../../src/rules/tenth/leadership.js';
import { target } from '../helpers.js';

describe('leadershipTestPassed', () => {
  it('Leadership 6+ at -1 (Shocking Onslaught): 2D6 >= 7, 21/36; unmodified 2D6 >= 6, 26/36', () => {
    const unit = target({ Ld: 6 });
    expect(leadershipTestPassed(unit, -1)).toBeCloseTo(21 / 36, 15);
    expect(leadershipTestPassed(unit, 0)).toBeCloseTo(26 / 36, 15);
  });

  it("the unit's best Leadership: a 6+ model and a 7+ model test on 6+", () => {
    const unit = target({ groups: [{ count: 1, stats: { Ld: 7 } }, { count: 1, stats: { Ld: 6 } }] });
    expect(leadershipTestPassed(unit, -1)).toBeCloseTo(21 / 36, 15);
  });
});
