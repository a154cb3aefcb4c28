/**
 * engine.ts calculateNumbers and run.ts matchupNumbers (compare's cells), and engine.ts expectedDamage (the
 * valuing of a weapon's profiles), against the whole calculation: the same kills and mean damage to the last bit, on
 * random matchups (tests/rules/arbitrary-scenario.ts: effects, one-roll rules, Leaders, Devastating
 * Wounds, Precision, fight on death). A second way to the same numbers: calculate() itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, calculateNumbers, expectedDamage, TooLargeError } from '../../src/rules/tenth/engine.js';
import { matchupNumbers, numbersOf, runMatchup } from '../../src/rules/tenth/matchup/run.js';
import { UsageError } from '../../src/rules/errors.js';
import { drawnArb, toMatchup } from './arbitrary-scenario.js';

/** The matchup's report, or undefined where calc refuses it (too large, or an input it cannot use): then both ways must refuse. */
function reportOrRefused(run: () => unknown): { value?: unknown; refused?: string } {
  try {
    return { value: run() };
  } catch (e) {
    if (e instanceof TooLargeError || e instanceof UsageError) return { refused: e.message };
    throw e;
  }
}

describe('the numbers alone are the whole calculation’s', () => {
  it('calculateNumbers gives calculate’s kills and mean damage, expectedDamage its mean damage, bit for bit', () => {
    let compared = 0;
    fc.assert(
      fc.property(drawnArb, (d) => {
        const report = reportOrRefused(() => runMatchup(toMatchup(d)));
        if (report.refused) return;
        // The scenario after effects: calculate() on it without one-roll rules, as compare's cells and the valuing run it.
        const { scenario } = report.value as ReturnType<typeof runMatchup>;
        const whole = calculate(scenario);
        const numbers = calculateNumbers(scenario);
        expect(numbers.kills).toStrictEqual(whole.kills);
        expect(Object.is(numbers.damage.mean, whole.damage.mean)).toBe(true);
        expect(Object.is(expectedDamage(scenario), whole.damage.mean)).toBe(true);
        compared++;
      }),
      { numRuns: 300 },
    );
    // Most drawn matchups are computed, not refused: the property is not passed by refusals alone.
    expect(compared).toBeGreaterThan(200);
  }, 300_000);

  it('matchupNumbers gives runMatchup’s numbers (or the same refusal), whichever way it takes', () => {
    fc.assert(
      fc.property(drawnArb, (d) => {
        // Two matchup objects: each way prepares its own (run.ts keeps what it prepared per object).
        const fast = reportOrRefused(() => matchupNumbers(toMatchup(d)));
        const whole = reportOrRefused(() => {
          const report = runMatchup(toMatchup(d), false);
          return numbersOf(report.scenario, report.result, report.notes);
        });
        expect(fast).toStrictEqual(whole);
      }),
      { numRuns: 300 },
    );
  }, 300_000);
});
