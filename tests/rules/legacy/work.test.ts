// The legacy engine's work budget (issue 14, src/rules/legacy/work.ts): a matchup past it is refused before any
// distribution is built (counted, not timed: no Dist is made), with a message saying what to reduce; the usual
// matchups pass.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dist } from '../../../src/dice/dist.js';
import { parseDice } from '../../../src/dice/expression.js';
import { calculateLegacy, LegacyTooLargeError } from '../../../src/rules/legacy/engine.js';
import { MAX_LEGACY_WORK } from '../../../src/rules/legacy/work.js';
import { scenario, shooter, targets, weapon } from './fixtures.js';

const hose = weapon('hose', { type: { kind: 'assault', shots: parseDice('20D6') } });

afterEach(() => vi.restoreAllMocks());

describe('the legacy work budget', () => {
  it('refuses 200 models of 20D6 shots at 200 W10 models at once: no distribution is built', () => {
    // Up to 200 x 120 = 24,000 hits, each stepping 2,001 states (200 x 10 Wounds + 1) once and once more per kind of
    // wound (at least one): 24,000 x 2,001 x 2 = 9.6e7 steps at the least, plus the hits' own convolutions
    // 24,000^2 / 4 = 1.44e8: 2.4e8, past 2e8.
    const s = scenario(shooter(hose, {}, [], 200), targets(200, { W: 10 }));
    const made = [vi.spyOn(Dist, 'repeat'), vi.spyOn(Dist, 'of'), vi.spyOn(Dist, 'mix'), vi.spyOn(Dist.prototype, 'plus')];
    expect(() => calculateLegacy(s)).toThrow(LegacyTooLargeError);
    expect(() => calculateLegacy(s)).toThrow(/limit 2\.0e\+8, under a second\): hose makes up to 24000 hits on target \(200 models\); use fewer attacking models or shots/);
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });

  it('lets the usual sizes through: 20 models of 2D6 shots at 20 W3 models', () => {
    // 20 x 12 = 240 hits at most on 61 states: far under the budget.
    expect(MAX_LEGACY_WORK).toBe(2e8);
    const result = calculateLegacy(scenario(shooter(weapon('gun', { type: { kind: 'assault', shots: parseDice('2D6') } }), {}, [], 20), targets(20, { W: 3 })));
    expect(result.kills.total()).toBeCloseTo(1, 9);
  });
});
