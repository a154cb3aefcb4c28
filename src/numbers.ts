/** How numbers print for people, the same in the terminal and in reports. */

/** Two decimals, for expected values. */
export function fixed(x: number): string {
  return x.toFixed(2);
}

/** Percentages with enough digits that a small tail never prints as 0. */
export function percent(p: number): string {
  if (p === 0) return '0%';
  if (p > 1 - 1e-9) return '100%';
  if (p >= 0.9995) return '>99.9%';
  const v = p * 100;
  if (v < 0.1) return `${v.toPrecision(2)}%`;
  return `${v.toFixed(1)}%`;
}
