import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dist } from '../../src/dice/dist.js';
import { anyDist, expectClose } from './arbitraries.js';

const MASS = 1e-9;
const runs = { numRuns: 200 };

function nFoldPlus(n: number, d: Dist): Dist {
  let out = Dist.constant(0);
  for (let i = 0; i < n; i++) out = out.plus(d);
  return out;
}

describe('Dist properties: total mass stays 1', () => {
  it('plus', () => {
    fc.assert(
      fc.property(anyDist, anyDist, (a, b) => {
        expect(Math.abs(a.plus(b).total() - 1)).toBeLessThan(MASS);
      }),
      runs,
    );
  });

  it('plus a constant number', () => {
    fc.assert(
      fc.property(anyDist, fc.nat(10), (a, c) => {
        expect(Math.abs(a.plus(c).total() - 1)).toBeLessThan(MASS);
      }),
      runs,
    );
  });

  it('sumOf', () => {
    fc.assert(
      fc.property(anyDist, anyDist, (count, each) => {
        // keep the work small: random counts above 12 are not interesting here
        fc.pre(count.max <= 12);
        expect(Math.abs(Dist.sumOf(count, each).total() - 1)).toBeLessThan(MASS);
      }),
      runs,
    );
  });

  it('mix', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 100 }), anyDist), { minLength: 1, maxLength: 5 }),
        (raw) => {
          const total = raw.reduce((s, [w]) => s + w, 0);
          const parts = raw.map(([w, d]) => [w / total, d] as const);
          expect(Math.abs(Dist.mix(parts).total() - 1)).toBeLessThan(MASS);
        },
      ),
      runs,
    );
  });

  it('map', () => {
    fc.assert(
      fc.property(anyDist, fc.func(fc.nat(20)), (a, f) => {
        expect(Math.abs(a.map(f).total() - 1)).toBeLessThan(MASS);
      }),
      runs,
    );
  });

  it('flatMap', () => {
    fc.assert(
      fc.property(anyDist, fc.array(anyDist, { minLength: 1, maxLength: 4 }), (a, ds) => {
        expect(Math.abs(a.flatMap((k) => ds[k % ds.length]).total() - 1)).toBeLessThan(MASS);
      }),
      runs,
    );
  });

  it('reroll (any set of outcomes)', () => {
    fc.assert(
      fc.property(anyDist, fc.array(fc.boolean(), { maxLength: 30 }), (a, mask) => {
        const r = a.reroll((k) => mask[k] ?? false);
        expect(Math.abs(r.total() - 1)).toBeLessThan(MASS);
      }),
      runs,
    );
  });

  it('cap and atLeastValue', () => {
    fc.assert(
      fc.property(anyDist, fc.nat(25), (a, limit) => {
        expect(Math.abs(a.cap(limit).total() - 1)).toBeLessThan(MASS);
        expect(Math.abs(a.atLeastValue(limit).total() - 1)).toBeLessThan(MASS);
        expect(a.cap(limit).max).toBeLessThanOrEqual(limit);
      }),
      runs,
    );
  });

  it('repeat', () => {
    fc.assert(
      fc.property(fc.nat(10), anyDist, (n, d) => {
        expect(Math.abs(Dist.repeat(n, d).total() - 1)).toBeLessThan(MASS);
      }),
      runs,
    );
  });
});

describe('Dist properties: algebra of independent sums', () => {
  it('plus is commutative (elementwise within 1e-12)', () => {
    fc.assert(
      fc.property(anyDist, anyDist, (a, b) => {
        const ab = a.plus(b).toArray();
        const ba = b.plus(a).toArray();
        expect(ab.length).toBe(ba.length);
        expectClose(ab, ba, 1e-12);
      }),
      runs,
    );
  });

  it('plus is associative (elementwise within 1e-12)', () => {
    fc.assert(
      fc.property(anyDist, anyDist, anyDist, (a, b, c) => {
        expectClose(a.plus(b).plus(c).toArray(), a.plus(b.plus(c)).toArray(), 1e-12);
      }),
      runs,
    );
  });

  it('constant 0 is the identity of plus', () => {
    fc.assert(
      fc.property(anyDist, (a) => {
        expectClose(a.plus(Dist.constant(0)).toArray(), a.toArray(), 1e-15);
      }),
      runs,
    );
  });

  it('mean(a + b) = mean(a) + mean(b)', () => {
    fc.assert(
      fc.property(anyDist, anyDist, (a, b) => {
        expect(Math.abs(a.plus(b).mean() - (a.mean() + b.mean()))).toBeLessThan(1e-9);
      }),
      runs,
    );
  });

  it('var(a + b) = var(a) + var(b) for independent a, b', () => {
    fc.assert(
      fc.property(anyDist, anyDist, (a, b) => {
        expect(Math.abs(a.plus(b).variance() - (a.variance() + b.variance()))).toBeLessThan(1e-9);
      }),
      runs,
    );
  });

  it('plus(number) shifts: mean + c, same variance', () => {
    fc.assert(
      fc.property(anyDist, fc.nat(10), (a, c) => {
        const s = a.plus(c);
        expect(Math.abs(s.mean() - (a.mean() + c))).toBeLessThan(1e-9);
        expect(Math.abs(s.variance() - a.variance())).toBeLessThan(1e-9);
        expectClose(s.toArray(), a.plus(Dist.constant(c)).toArray(), 1e-15);
      }),
      runs,
    );
  });

  it("Wald: mean(sumOf(count, each)) = mean(count) * mean(each)", () => {
    fc.assert(
      fc.property(anyDist, anyDist, (count, each) => {
        fc.pre(count.max <= 12);
        const s = Dist.sumOf(count, each);
        expect(Math.abs(s.mean() - count.mean() * each.mean())).toBeLessThan(1e-9);
      }),
      runs,
    );
  });

  it('sumOf with a constant count equals repeat', () => {
    fc.assert(
      fc.property(fc.nat(8), anyDist, (n, each) => {
        expectClose(Dist.sumOf(Dist.constant(n), each).toArray(), Dist.repeat(n, each).toArray(), 1e-12);
      }),
      runs,
    );
  });

  it('Dist.repeat(n, d) equals the n-fold plus', () => {
    fc.assert(
      fc.property(fc.nat(12), anyDist, (n, d) => {
        expectClose(Dist.repeat(n, d).toArray(), nFoldPlus(n, d).toArray(), 1e-12);
      }),
      runs,
    );
  });

  it('reroll of nothing is the identity; reroll never moves mass onto impossible outcomes', () => {
    fc.assert(
      fc.property(anyDist, fc.array(fc.boolean(), { maxLength: 30 }), (a, mask) => {
        expectClose(a.reroll(() => false).toArray(), a.toArray(), 0);
        const r = a.reroll((k) => mask[k] ?? false);
        for (let k = 0; k <= r.max; k++) if (a.prob(k) === 0) expect(r.prob(k)).toBe(0);
      }),
      runs,
    );
  });

  it('atLeast(k) + P(X < k) = 1, and percentile is the smallest k with CDF >= q', () => {
    fc.assert(
      fc.property(anyDist, fc.integer({ min: 1, max: 100 }), (a, qq) => {
        const q = qq / 100;
        for (let k = 0; k <= a.max + 1; k++) {
          let below = 0;
          for (let j = 0; j < k; j++) below += a.prob(j);
          expect(Math.abs(a.atLeast(k) + below - 1)).toBeLessThan(1e-9);
        }
        const p = a.percentile(q);
        let cdf = 0;
        for (let j = 0; j <= p; j++) cdf += a.prob(j);
        expect(cdf).toBeGreaterThanOrEqual(q - 1e-9);
        if (p > 0) expect(cdf - a.prob(p)).toBeLessThan(q + 1e-9);
      }),
      runs,
    );
  });
});
