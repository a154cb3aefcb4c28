/**
 * Where the exact engine once read 11th edition's text differently from the die-by-die simulator (written from the
 * rules text), now both follow the text (issue 28, fix28). Each case is derived by hand by the text, and by the old
 * reading to show the case tells them apart; the simulator's complete enumeration and the engine's exact answer must
 * both equal the text's law.
 */
import { describe, expect, it } from 'vitest';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import type { Scenario } from '../../../src/rules/eleventh/types.js';
import { crowd, group, scenario, unit, weapon } from './sim-fixtures.js';
import { enumerateLaw } from './sim-enumerate.js';

const close = (got: readonly number[], want: readonly number[]) => want.forEach((p, k) => expect(got[k] ?? 0, `P(${k})`).toBeCloseTo(p, 12));
const torrent = { kind: 'torrent' } as const;

describe('11e 05.02.01: the T of a later batch is that of the models left on the battlefield', () => {
  // A T3 trooper and a T8 CHARACTER, one wound each, no save. Batch 1, S6 (2+ against T3): the trooper is destroyed
  // with 5/6. Batch 2, S4: against the trooper, if it stands, T3: 3+ (2/3); if it is gone, the CHARACTER alone is on
  // the battlefield, T8: 6+ (1/6). P(2) = 5/6 x 1/6 = 5/36, P(0) = 1/6 x 1/3 = 1/18, P(1) = 29/36.
  // The old reading, keeping T3 for batch 2 (the first batch's T), gave P(2) = 5/6 x 2/3 = 20/36, P(0) = 2/36,
  // P(1) = 14/36. 05.02.01 and 19.02: "If that unit only contains leader/support models, use the highest T of those".
  const s: Scenario = scenario({
    batches: [
      [weapon({ name: 'S6 gun', S: 6, abilities: [torrent] }), 1],
      [weapon({ name: 'S4 gun', S: 4, abilities: [torrent] }), 1],
    ],
    target: unit([group({ T: 3, Sv: 7 }), group({ character: true, T: 8, Sv: 7 })], { keywords: ['INFANTRY', 'CHARACTER'] }),
  });
  it('the simulator: P(0, 1, 2) = 2/36, 29/36, 5/36', () => close(enumerateLaw(s).kills, [2 / 36, 29 / 36, 5 / 36]));
  it('the engine: 2/36, 29/36, 5/36', () => close(calculate11(s).kills.toArray(), [2 / 36, 29 / 36, 5 / 36]));
});

describe('10.06 and 17.03: a MONSTER/VEHICLE shooting close-quarters at an engaged MONSTER with a weapon that is not [CLOSE-QUARTERS]', () => {
  // Both rules subtract 1 ("unless that attack is made with a [CLOSE-QUARTERS] weapon", "excluding attacks made
  // with [CLOSE-QUARTERS] weapons"); 02.02.01: "all modifiers are cumulative", then the hit roll's total is capped.
  // With +1 to hit: +1 - 1 - 1 = -1, so BS 4+ hits on 5+ (1/3): one attack S8 at a W1 MONSTER with no save destroys
  // it with 1/3 x 5/6 = 5/18. The old reading counted one -1: +1 - 1 = 0, 1/2 x 5/6 = 5/12.
  const s: Scenario = scenario({
    batches: [[weapon({ skill: 4, S: 8 }), 1]],
    target: crowd({ count: 1 }, ['MONSTER']),
    attacker: unit([group({ W: 10 })], { keywords: ['VEHICLE'] }),
    conditions: { shooting: 'close-quarters', targetEngaged: true },
    modifiers: { hit: 1 },
  });
  it('the simulator: P(1) = 5/18', () => close(enumerateLaw(s).kills, [13 / 18, 5 / 18]));
  it('the engine: P(1) = 5/18', () => close(calculate11(s).kills.toArray(), [13 / 18, 5 / 18]));
});
