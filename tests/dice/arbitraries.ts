import fc from 'fast-check';
import { Dist } from '../../src/dice/dist.js';
import { diceDist, parseDice } from '../../src/dice/expression.js';

/** Integer weights 0..100 on outcomes 0..n-1 (at least one positive), normalised to total 1. */
export const weightDist: fc.Arbitrary<Dist> = fc
  .array(fc.nat(100), { minLength: 1, maxLength: 7 })
  .filter((ws) => ws.some((w) => w > 0))
  .map((ws) => {
    const total = ws.reduce((s, w) => s + w, 0);
    return Dist.of(ws.map((w) => w / total));
  });

/** A datasheet dice expression as text: a constant, or nDs(+c). */
export const diceText: fc.Arbitrary<string> = fc.oneof(
  fc.nat(8).map(String),
  fc
    .record({
      count: fc.integer({ min: 1, max: 3 }),
      sides: fc.constantFrom(3, 6),
      constant: fc.nat(6),
    })
    .map(({ count, sides, constant }) =>
      `${count === 1 ? '' : count}D${sides}${constant ? `+${constant}` : ''}`,
    ),
);

/** The distribution of a random dice expression (optionally re-rolling a single die's 1). */
export const exprDist: fc.Arbitrary<Dist> = fc
  .tuple(diceText, fc.boolean())
  .map(([text, rerollOnes]) => diceDist(parseDice(text), { rerollOnes }));

/** Either kind of small distribution. */
export const anyDist: fc.Arbitrary<Dist> = fc.oneof(weightDist, exprDist);

export function expectClose(actual: number[], expected: number[], tol: number): void {
  const n = Math.max(actual.length, expected.length);
  for (let k = 0; k < n; k++) {
    const a = actual[k] ?? 0;
    const e = expected[k] ?? 0;
    if (!(Math.abs(a - e) <= tol)) {
      throw new Error(`at outcome ${k}: got ${a}, expected ${e} (tol ${tol})\n  actual:   [${actual.join(', ')}]\n  expected: [${expected.join(', ')}]`);
    }
  }
}
