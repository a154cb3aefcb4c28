/**
 * An exact discrete probability distribution over the non-negative integers.
 * `p[k]` is P(X = k). Float64 probabilities: exact up to rounding (tests check mass to 1e-9).
 * Immutable: every operation returns a new distribution. Nothing here samples.
 */
export class Dist {
  // A plain array of doubles, not a Float64Array: the engine builds many small distributions per
  // calculation, and typed arrays cost far more to allocate and collect (issue 13).
  private constructor(private readonly p: readonly number[]) {}

  /** Build from P(X = k) for k = 0, 1, ...; trailing zeros are trimmed. */
  static of(probabilities: ArrayLike<number>): Dist {
    let end = probabilities.length;
    while (end > 1 && probabilities[end - 1] === 0) end--;
    const p = zeros(Math.max(end, 1));
    for (let k = 0; k < end; k++) {
      const q = probabilities[k];
      if (!(q >= 0) || !Number.isFinite(q)) throw new RangeError(`probability at ${k} is ${q}`);
      p[k] = q;
    }
    return new Dist(p);
  }

  /** A distribution over an array built here from valid ones (no check, no copy): trailing zeros trimmed in place. */
  private static owned(p: number[]): Dist {
    let end = p.length;
    while (end > 1 && p[end - 1] === 0) end--;
    p.length = Math.max(end, 1);
    return new Dist(p);
  }

  static constant(value: number): Dist {
    checkOutcome(value);
    const p = zeros(value + 1);
    p[value] = 1;
    return new Dist(p);
  }

  /** A fair die with faces 1..sides. */
  static die(sides: number): Dist {
    checkOutcome(sides);
    const p = zeros(sides + 1);
    for (let k = 1; k <= sides; k++) p[k] = 1 / sides;
    return new Dist(p);
  }

  static bernoulli(success: number): Dist {
    return Dist.of([1 - success, success]);
  }

  /** Weighted mixture; weights must sum to 1. */
  static mix(parts: ReadonlyArray<readonly [weight: number, dist: Dist]>): Dist {
    const size = Math.max(1, ...parts.map(([, d]) => d.p.length));
    const out = zeros(size);
    for (const [w, d] of parts) for (let k = 0; k < d.p.length; k++) out[k] += w * d.p[k];
    return Dist.of(out);
  }

  /** The sum of `count` independent copies of `each`, where `count` is itself random. */
  static sumOf(count: Dist, each: Dist): Dist {
    const out = zeros(count.max * each.max + 1);
    let power: Dist = Dist.constant(0);
    for (let n = 0; n <= count.max; n++) {
      if (n > 0) power = power.plus(each);
      const w = count.p[n];
      if (w !== 0) for (let k = 0; k < power.p.length; k++) out[k] += w * power.p[k];
    }
    return Dist.owned(out);
  }

  /** The sum of exactly `n` independent copies of `each` (binary powering). */
  static repeat(n: number, each: Dist): Dist {
    checkOutcome(n);
    // A constant's copies sum to a constant (what the powering below gives too, without the convolutions).
    if (each.isConstant()) return Dist.constant(n * each.max);
    let result = Dist.constant(0);
    let base = each;
    for (let m = n; m > 0; m >>= 1) {
      if (m & 1) result = result.plus(base);
      if (m > 1) base = base.plus(base);
    }
    return result;
  }

  static binomial(n: number, success: number): Dist {
    return Dist.repeat(n, Dist.bernoulli(success));
  }

  /** Largest outcome with non-zero probability (trailing zeros are trimmed). */
  get max(): number {
    return this.p.length - 1;
  }

  prob(k: number): number {
    return k >= 0 && k < this.p.length ? this.p[k] : 0;
  }

  /** P(X = k) for k = 0..max, as a plain array. */
  toArray(): number[] {
    // A loop, not Array.from: the iterator protocol costs microseconds a call in the weapon step's set-up.
    const out = new Array<number>(this.p.length);
    for (let k = 0; k < this.p.length; k++) out[k] = this.p[k];
    return out;
  }

  /** Whether X takes one value for certain. */
  isConstant(): boolean {
    for (let k = 0; k < this.p.length - 1; k++) if (this.p[k] !== 0) return false;
    return this.p[this.p.length - 1] === 1;
  }

  /** E[f(X)], over the outcomes with non-zero probability. */
  expect(f: (outcome: number) => number): number {
    let s = 0;
    for (let k = 0; k < this.p.length; k++) if (this.p[k] !== 0) s += this.p[k] * f(k);
    return s;
  }

  total(): number {
    return this.p.reduce((s, q) => s + q, 0);
  }

  /** Sum of two independent variables (convolution). */
  plus(other: Dist | number): Dist {
    if (typeof other === 'number') return this.map((k) => k + other);
    const out = zeros(this.p.length + other.p.length - 1);
    for (let i = 0; i < this.p.length; i++) {
      const a = this.p[i];
      if (a === 0) continue;
      for (let j = 0; j < other.p.length; j++) out[i + j] += a * other.p[j];
    }
    return Dist.owned(out);
  }

  /** The distribution of f(X); f must return a non-negative integer. */
  map(f: (outcome: number) => number): Dist {
    // Where each possible outcome goes, then its mass moved there (in order of k, as summed before).
    const to = zeros(this.p.length);
    let max = 0;
    for (let k = 0; k < this.p.length; k++) {
      if (this.p[k] === 0) continue;
      const outcome = f(k);
      checkOutcome(outcome);
      to[k] = outcome;
      if (outcome > max) max = outcome;
    }
    const moved = zeros(max + 1);
    for (let k = 0; k < this.p.length; k++) if (this.p[k] !== 0) moved[to[k]] += this.p[k];
    return Dist.owned(moved);
  }

  /** Mixture over outcomes: for each k, draw from f(k). */
  flatMap(f: (outcome: number) => Dist): Dist {
    const parts: [number, Dist][] = [];
    for (let k = 0; k < this.p.length; k++) if (this.p[k] !== 0) parts.push([this.p[k], f(k)]);
    return Dist.mix(parts);
  }

  /**
   * Roll once; if the result satisfies `shouldReroll`, roll again and keep the second result.
   * A die is never re-rolled more than once (000 'Re-rolls').
   */
  reroll(shouldReroll: (outcome: number) => boolean): Dist {
    let rerolled = 0;
    for (let k = 0; k < this.p.length; k++) if (shouldReroll(k)) rerolled += this.p[k];
    const out = zeros(this.p.length);
    for (let k = 0; k < this.p.length; k++) {
      out[k] = (shouldReroll(k) ? 0 : this.p[k]) + rerolled * this.p[k];
    }
    return Dist.of(out);
  }

  /** min(X, limit). */
  cap(limit: number): Dist {
    return this.map((k) => Math.min(k, limit));
  }

  /** max(X, floor). */
  atLeastValue(floor: number): Dist {
    return this.map((k) => Math.max(k, floor));
  }

  mean(): number {
    let m = 0;
    for (let k = 1; k < this.p.length; k++) m += k * this.p[k];
    return m;
  }

  variance(): number {
    const m = this.mean();
    let v = 0;
    for (let k = 0; k < this.p.length; k++) v += (k - m) * (k - m) * this.p[k];
    return v;
  }

  /** P(X >= k), summed from the tail so small tails keep their precision. */
  atLeast(k: number): number {
    let s = 0;
    for (let j = this.p.length - 1; j >= Math.max(k, 0); j--) s += this.p[j];
    return Math.min(s, 1);
  }

  /** The smallest k with P(X <= k) >= q (q in (0, 1]). */
  percentile(q: number): number {
    let cdf = 0;
    for (let k = 0; k < this.p.length; k++) {
      cdf += this.p[k];
      // Relative slack for rounding, so a tiny q still needs a possible outcome.
      if (this.p[k] > 0 && cdf >= q * (1 - 1e-12)) return k;
    }
    return this.max;
  }
}

function checkOutcome(value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`outcomes are non-negative integers, got ${value}`);
  }
}

/**
 * n zeros, as an array of numbers (the engine's vectors too: typed arrays cost far more to allocate).
 * A loop, not Array.prototype.fill: fill is a call into the runtime, twice the cost of a small array.
 * An array of doubles from the start (V8's elements kind): zeros with integers only (a vector of
 * one certain state) were an array of small integers, and the engine's loops, compiled for doubles,
 * were thrown away when one came (issue 30: oneAttack and allocateFlagged deoptimised "wrong map"
 * midway through a sweep, then ran unoptimised until compiled again).
 */
export function zeros(n: number): number[] {
  const out = new Array<number>(n);
  if (n > 0) out[0] = 0.5;
  for (let i = 0; i < n; i++) out[i] = 0;
  return out;
}
