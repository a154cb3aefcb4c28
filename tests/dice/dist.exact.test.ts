import { describe, expect, it } from 'vitest';
import { Dist } from '../../src/dice/dist.js';
import { expectClose } from './arbitraries.js';

const EPS = 1e-12;

describe('Dist: hand-derived exact values', () => {
  it('D6: mean 7/2, variance 35/12', () => {
    // mean = (1+2+3+4+5+6)/6 = 21/6 = 3.5
    // E[X^2] = (1+4+9+16+25+36)/6 = 91/6; var = 91/6 - 49/4 = (182 - 147)/12 = 35/12
    const d6 = Dist.die(6);
    expect(d6.mean()).toBeCloseTo(3.5, 12);
    expect(d6.variance()).toBeCloseTo(35 / 12, 12);
    expect(d6.total()).toBeCloseTo(1, 12);
    expectClose(d6.toArray(), [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6], EPS);
  });

  it('2D6: P(7) = 6/36, and the whole triangle', () => {
    // Ordered pairs summing to s: for s = 2..7 there are s-1, for s = 7..12 there are 13-s.
    // P(7): (1,6),(2,5),(3,4),(4,3),(5,2),(6,1) = 6 of 36.
    const twoD6 = Dist.repeat(2, Dist.die(6));
    expect(twoD6.prob(7)).toBeCloseTo(6 / 36, 12);
    const expected = [0, 0];
    for (let s = 2; s <= 12; s++) expected[s] = Math.min(s - 1, 13 - s) / 36;
    expectClose(twoD6.toArray(), expected, EPS);
    // mean 7 = 2 * 3.5, variance 35/6 = 2 * 35/12
    expect(twoD6.mean()).toBeCloseTo(7, 12);
    expect(twoD6.variance()).toBeCloseTo(35 / 6, 12);
  });

  it('D3 = ceil(D6 / 2): uniform on 1..3', () => {
    // D6 faces {1,2}->1, {3,4}->2, {5,6}->3: each 2/6 = 1/3.
    const viaD6 = Dist.die(6).map((k) => Math.ceil(k / 2));
    const d3 = Dist.die(3);
    expectClose(viaD6.toArray(), [0, 1 / 3, 1 / 3, 1 / 3], EPS);
    expectClose(d3.toArray(), viaD6.toArray(), EPS);
  });

  it('D6+3: range 4..9, uniform', () => {
    // Shifting each face 1..6 by 3 gives 4..9, each 1/6; nothing below 4.
    const d = Dist.die(6).plus(3);
    expect(d.max).toBe(9);
    for (let k = 0; k <= 3; k++) expect(d.prob(k)).toBe(0);
    for (let k = 4; k <= 9; k++) expect(d.prob(k)).toBeCloseTo(1 / 6, 12);
    expect(d.prob(10)).toBe(0);
  });

  it('2D3+1: P(3)=1/9, P(4)=2/9, P(5)=3/9, P(6)=2/9, P(7)=1/9', () => {
    // 2D3 sums: 2:(1,1) 1 way; 3:(1,2),(2,1) 2; 4:(1,3),(2,2),(3,1) 3; 5: 2; 6: 1 — of 9.
    // +1 shifts: P(5) = P(2D3 = 4) = 3/9... and P(4) = P(6) = 2/9.
    const d = Dist.repeat(2, Dist.die(3)).plus(1);
    expectClose(d.toArray(), [0, 0, 0, 1 / 9, 2 / 9, 3 / 9, 2 / 9, 1 / 9], EPS);
    expect(d.prob(4)).toBeCloseTo(2 / 9, 12);
    expect(d.prob(6)).toBeCloseTo(2 / 9, 12);
  });

  it('D6 re-rolling 1s: P(1) = 1/36, P(k) = 7/36 for k = 2..6 (dyce example)', () => {
    // A 1 (prob 1/6) is re-rolled once: final 1 needs 1 then 1 = 1/36.
    // Final k >= 2: k first (1/6) or 1 then k (1/36) = 7/36.  Total 1/36 + 5*7/36 = 1.
    const d = Dist.die(6).reroll((k) => k === 1);
    expectClose(d.toArray(), [0, 1 / 36, 7 / 36, 7 / 36, 7 / 36, 7 / 36, 7 / 36], EPS);
    // mean = 1/36 + 7*(2+3+4+5+6)/36 = (1 + 140)/36 = 141/36
    expect(d.mean()).toBeCloseTo(141 / 36, 12);
  });

  it('D6 re-rolling 1s and 2s once', () => {
    // Re-roll with probability 2/6. Final 1 or 2: re-rolled then k = 2/6 * 1/6 = 2/36.
    // Final k in 3..6: k first (6/36) + re-rolled then k (2/36) = 8/36 = 2/9.
    const d = Dist.die(6).reroll((k) => k <= 2);
    expectClose(d.toArray(), [0, 2 / 36, 2 / 36, 8 / 36, 8 / 36, 8 / 36, 8 / 36], EPS);
  });

  it('reroll is once, not "until it is at least 3"', () => {
    // Once: P(1) = P(first in {1,2}) * P(second = 1) = 2/6 * 1/6 = 1/18.
    // Forever would be uniform on 3..6 (P(1) = 0, P(k) = 1/4); reroll must NOT give that.
    const once = Dist.die(6).reroll((k) => k < 3);
    expect(once.prob(1)).toBeCloseTo((2 / 6) * (1 / 6), 12);
    expect(once.prob(1)).toBeGreaterThan(0);
    const forever = [0, 0, 0, 1 / 4, 1 / 4, 1 / 4, 1 / 4];
    expect(Math.abs(once.prob(3) - forever[3])).toBeGreaterThan(1e-3);
    // Applying reroll to the re-rolled distribution re-runs the whole once-re-rolled process:
    // P(once < 3) = 1/18 + 1/18 = 2/18, then a fresh once-re-rolled 1 = 1/18: P(1) = 2/18 * 1/18.
    const twice = once.reroll((k) => k < 3);
    expect(twice.prob(1)).toBeCloseTo((2 / 18) * (1 / 18), 12);
    expect(twice.prob(1)).toBeLessThan(once.prob(1));
  });

  it('atLeast on 2D6: P(>=10) = 6/36, P(>=2) = 1, P(>=13) = 0', () => {
    // Tail: P(10) + P(11) + P(12) = 3/36 + 2/36 + 1/36 = 6/36.
    const twoD6 = Dist.repeat(2, Dist.die(6));
    expect(twoD6.atLeast(10)).toBeCloseTo(6 / 36, 12);
    expect(twoD6.atLeast(12)).toBeCloseTo(1 / 36, 12);
    expect(twoD6.atLeast(7)).toBeCloseTo(21 / 36, 12); // 6+5+4+3+2+1
    expect(twoD6.atLeast(2)).toBeCloseTo(1, 12);
    expect(twoD6.atLeast(0)).toBeCloseTo(1, 12);
    expect(twoD6.atLeast(-5)).toBeCloseTo(1, 12);
    expect(twoD6.atLeast(13)).toBe(0);
  });

  it('atLeast keeps a tiny tail precise (summed from the tail)', () => {
    // 20D6 >= 120 needs all sixes: (1/6)^20 ~ 2.7e-16, below 1 - CDF's resolution.
    const d = Dist.repeat(20, Dist.die(6));
    const exact = Math.pow(1 / 6, 20);
    expect(Math.abs(d.atLeast(120) - exact) / exact).toBeLessThan(1e-6);
  });

  it('percentile on D6: median 3, 10th percentile 1, 90th percentile 6', () => {
    // CDF: 1/6, 2/6, 3/6, 4/6, 5/6, 1 at 1..6.
    // Median: P(<=3) = 1/2 >= 0.5 first at 3. 10th: P(<=1) = 1/6 >= 0.1.  90th: P(<=5)=5/6 < 0.9, so 6.
    const d6 = Dist.die(6);
    expect(d6.percentile(0.5)).toBe(3);
    expect(d6.percentile(0.1)).toBe(1);
    expect(d6.percentile(0.9)).toBe(6);
    expect(d6.percentile(1)).toBe(6);
    expect(d6.percentile(1 / 6)).toBe(1);
    expect(d6.percentile(5 / 6)).toBe(5);
  });

  it('cap: min(D6, 4) has P(4) = 1/2', () => {
    // Faces 4, 5, 6 all become 4: 3/6 = 1/2; 1..3 stay at 1/6.
    const d = Dist.die(6).cap(4);
    expectClose(d.toArray(), [0, 1 / 6, 1 / 6, 1 / 6, 1 / 2], EPS);
    expect(d.max).toBe(4);
  });

  it('atLeastValue: max(D6, 3) has P(3) = 1/2', () => {
    // Faces 1, 2, 3 become 3: 3/6.
    expectClose(Dist.die(6).atLeastValue(3).toArray(), [0, 0, 0, 1 / 2, 1 / 6, 1 / 6, 1 / 6], EPS);
  });

  it('binomial(3, 1/2) = 1/8, 3/8, 3/8, 1/8', () => {
    // C(3,k) / 2^3 for k = 0..3.
    expectClose(Dist.binomial(3, 0.5).toArray(), [1 / 8, 3 / 8, 3 / 8, 1 / 8], EPS);
  });

  it('binomial(5, 1/3) matches C(5,k) (1/3)^k (2/3)^(5-k)', () => {
    const C = [1, 5, 10, 10, 5, 1];
    const expected = C.map((c, k) => c * Math.pow(1 / 3, k) * Math.pow(2 / 3, 5 - k));
    expectClose(Dist.binomial(5, 1 / 3).toArray(), expected, EPS);
  });

  it('bernoulli and constant', () => {
    expectClose(Dist.bernoulli(0.25).toArray(), [0.75, 0.25], EPS);
    expectClose(Dist.constant(3).toArray(), [0, 0, 0, 1], 0);
    expect(Dist.constant(0).max).toBe(0);
    expect(Dist.repeat(0, Dist.die(6)).toArray()).toEqual([1]);
  });

  it('sumOf(D3, D6) equals a brute-force enumeration', () => {
    // For n = 1..3 (each 1/3), enumerate all 6^n ordered D6 outcomes, each weighing (1/3) * 6^-n.
    const brute: number[] = new Array(19).fill(0);
    for (let n = 1; n <= 3; n++) {
      const weight = (1 / 3) * Math.pow(1 / 6, n);
      const faces: number[] = new Array(n).fill(1);
      for (;;) {
        brute[faces.reduce((s, f) => s + f, 0)] += weight;
        let i = 0;
        while (i < n && faces[i] === 6) faces[i++] = 1;
        if (i === n) break;
        faces[i]++;
      }
    }
    expect(brute.reduce((s, q) => s + q, 0)).toBeCloseTo(1, 12);
    const s = Dist.sumOf(Dist.die(3), Dist.die(6));
    expect(s.max).toBe(18);
    expectClose(s.toArray(), brute, EPS);
    // Wald: 2 * 3.5 = 7
    expect(s.mean()).toBeCloseTo(7, 12);
  });

  it('mix and flatMap', () => {
    // 1/4 of constant 0, 3/4 of D3: P(0) = 1/4, P(k) = 3/4 * 1/3 = 1/4.
    const m = Dist.mix([
      [0.25, Dist.constant(0)],
      [0.75, Dist.die(3)],
    ]);
    expectClose(m.toArray(), [0.25, 0.25, 0.25, 0.25], EPS);
    // D3 then that many D6 = sumOf(D3, D6).
    const fm = Dist.die(3).flatMap((n) => Dist.repeat(n, Dist.die(6)));
    expectClose(fm.toArray(), Dist.sumOf(Dist.die(3), Dist.die(6)).toArray(), EPS);
  });

  it('Dist.of trims trailing zeros; prob is 0 outside the support', () => {
    const d = Dist.of([0.5, 0.5, 0, 0]);
    expect(d.max).toBe(1);
    expect(d.toArray()).toEqual([0.5, 0.5]);
    expect(d.prob(-1)).toBe(0);
    expect(d.prob(2)).toBe(0);
    expect(d.prob(100)).toBe(0);
  });

  it('operations do not mutate their inputs', () => {
    const d6 = Dist.die(6);
    const before = d6.toArray();
    d6.plus(d6);
    d6.reroll((k) => k === 1);
    d6.cap(2);
    Dist.sumOf(d6, d6);
    Dist.repeat(3, d6);
    d6.toArray()[1] = 99;
    expect(d6.toArray()).toEqual(before);
  });
});

describe('Dist: errors', () => {
  it('Dist.of rejects a negative probability', () => {
    expect(() => Dist.of([0.5, -0.1, 0.6])).toThrow(RangeError);
    expect(() => Dist.of([-1])).toThrow(RangeError);
  });

  it('Dist.of rejects NaN and infinite probabilities (also in last place)', () => {
    expect(() => Dist.of([0.5, NaN, 0.5])).toThrow(RangeError);
    expect(() => Dist.of([1, NaN])).toThrow(RangeError);
    expect(() => Dist.of([Infinity])).toThrow(RangeError);
  });

  it('map to a negative outcome throws', () => {
    expect(() => Dist.die(6).map((k) => k - 2)).toThrow(RangeError);
    // D6 - 1 is fine (0..5: P(0) = 0 is never mapped), D6 - 2 reaches -1.
    expect(Dist.die(6).plus(-1).toArray()).toEqual(Dist.die(6).map((k) => k - 1).toArray());
    expect(() => Dist.die(6).plus(-2)).toThrow(RangeError);
    expect(() => Dist.constant(0).map((k) => k - 1)).toThrow(RangeError);
  });

  it('map to a non-integer outcome throws', () => {
    expect(() => Dist.die(6).map((k) => k / 2)).toThrow(RangeError);
    expect(() => Dist.die(6).map(() => NaN)).toThrow(RangeError);
  });

  it('constant and die reject negative or fractional values', () => {
    expect(() => Dist.constant(-1)).toThrow(RangeError);
    expect(() => Dist.constant(1.5)).toThrow(RangeError);
    expect(() => Dist.die(-6)).toThrow(RangeError);
  });

  it('bernoulli rejects a probability above 1 or below 0', () => {
    expect(() => Dist.bernoulli(1.5)).toThrow(RangeError);
    expect(() => Dist.bernoulli(-0.5)).toThrow(RangeError);
  });

  it('expect: E[f(X)] over the outcomes; isConstant only for a certain value', () => {
    // E[min(D6, 3)] = (1 + 2 + 3 + 3 + 3 + 3) / 6 = 15/6.
    expect(Dist.die(6).expect((k) => Math.min(k, 3))).toBeCloseTo(15 / 6, 12);
    expect(Dist.constant(4).isConstant()).toBe(true);
    expect(Dist.die(3).isConstant()).toBe(false);
    expect(Dist.bernoulli(1).isConstant()).toBe(true);
    expect(Dist.bernoulli(0.5).isConstant()).toBe(false);
  });

  it('repeat of a constant: n times the value, the same as by convolutions', () => {
    // 7 copies of the constant 3 sum to 21 for certain; D1 (a die of one face) is the constant 1.
    expect(Dist.repeat(7, Dist.constant(3)).toArray()).toEqual([...Array(21).fill(0), 1]);
    const one = Dist.die(1);
    expect(Dist.repeat(5, one).toArray()).toEqual(one.plus(one).plus(one).plus(one).plus(one).toArray());
    expect(Dist.repeat(0, Dist.constant(3)).toArray()).toEqual([1]);
  });
});
