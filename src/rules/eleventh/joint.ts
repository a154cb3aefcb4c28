/**
 * A batch's wounds as a joint distribution (11e 05.02, 24.10): `p[w][v]` = P(w wounds that need a save roll,
 * v critical wounds that Devastating Wounds turns into mortal wounds). Dist is one-dimensional; this is
 * the two-dimensional sum, mixture and random-count sum the hit and wound rolls need.
 */
import { zeros, type Dist } from '../../dice/dist.js';

export type Joint = readonly (readonly number[])[];

/** A certain (w, v). */
export function jointConstant(w: number, v: number): Joint {
  const p = Array.from({ length: w + 1 }, () => zeros(v + 1));
  p[w][v] = 1;
  return p;
}

/** The sum of two independent joints. */
export function jointPlus(a: Joint, b: Joint): Joint {
  const width = (j: Joint): number => Math.max(...j.map((row) => row.length));
  const out = Array.from({ length: a.length + b.length - 1 }, () => zeros(width(a) + width(b) - 1));
  a.forEach((ra, w1) =>
    ra.forEach((x, v1) => {
      if (x === 0) return;
      b.forEach((rb, w2) => rb.forEach((y, v2) => (out[w1 + w2][v1 + v2] += x * y)));
    }),
  );
  return out;
}

/** Weighted mixture; weights sum to 1. */
export function jointMix(parts: ReadonlyArray<readonly [weight: number, joint: Joint]>): Joint {
  const rows = Math.max(...parts.map(([, j]) => j.length));
  const cols = Math.max(...parts.flatMap(([, j]) => j.map((r) => r.length)));
  const out = Array.from({ length: rows }, () => zeros(cols));
  for (const [weight, j] of parts) j.forEach((r, w) => r.forEach((x, v) => (out[w][v] += weight * x)));
  return out;
}

/** The sum of `count` independent copies of `each`, `count` itself random. */
export function jointSumOf(count: Dist, each: Joint): Joint {
  const parts: [number, Joint][] = [];
  let power: Joint = jointConstant(0, 0);
  for (let n = 0; n <= count.max; n++) {
    if (n > 0) power = jointPlus(power, each);
    if (count.prob(n) !== 0) parts.push([count.prob(n), power]);
  }
  return jointMix(parts);
}

/** P(w + v = n). */
export function jointTotals(joint: Joint): number[] {
  const out = zeros(joint.length + Math.max(...joint.map((r) => r.length)));
  joint.forEach((row, w) => row.forEach((x, v) => (out[w + v] += x)));
  return out;
}

export function jointMeans(j: Joint): { w: number; v: number } {
  let w = 0;
  let v = 0;
  j.forEach((r, a) => r.forEach((x, b) => ((w += a * x), (v += b * x))));
  return { w, v };
}

/** The largest w, v and w + v with non-zero probability. */
export function jointSupport(j: Joint): { w: number; v: number; total: number } {
  let [w, v, total] = [0, 0, 0];
  j.forEach((r, a) =>
    r.forEach((x, b) => {
      if (x === 0) return;
      [w, v, total] = [Math.max(w, a), Math.max(v, b), Math.max(total, a + b)];
    }),
  );
  return { w, v, total };
}
