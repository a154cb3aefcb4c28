/** How numbers print for people, the same in the terminal and in reports. */

/** Two decimals, for expected values. */
export function fixed(x: number): string {
  return x.toFixed(2);
}

/**
 * Percentages for people (tables, Markdown, the reports): one decimal, and beyond what matters
 * "<0.1%" and ">99.9%" (never "3.4e-20%"). "0%" only for an exact 0 (an outcome the engine found
 * impossible); "100%" for certain up to the engine's rounding (within 1e-9 of 1, the tolerance its
 * distributions sum to 1 within). README 'Output formats'.
 */
export function percent(p: number): string {
  if (p === 0) return '0%';
  if (p > 1 - 1e-9) return '100%';
  if (p >= 0.9995) return '>99.9%';
  if (p < 0.0005) return '<0.1%';
  return `${(p * 100).toFixed(1)}%`;
}
