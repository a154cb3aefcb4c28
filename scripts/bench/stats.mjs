// The bench's pure helpers (tests/bench/stats.test.ts): no timing, no I/O.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs) {
  if (!xs.length) throw new Error('median of nothing');
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Median over interleaved pairs [base, measured] of measured / base: drift between pairs cancels. */
export function medianRatio(pairs) {
  return median(pairs.map(([base, measured]) => measured / base));
}

/** Digits after the decimal point of a number as written ("3.4666" -> 4, "3" -> 0). */
export function decimalsOf(shown) {
  const dot = shown.indexOf('.');
  return dot < 0 ? 0 : shown.length - dot - 1;
}

/**
 * Whether an exact value rounds to a figure given to a few digits ("3.4666"), to 1e-9: the issue
 * prints 4-5 digits, so the exact kills must round to them, not equal them.
 */
export function roundsTo(value, shown) {
  return Math.abs(Number(value.toFixed(decimalsOf(shown))) - Number(shown)) <= 1e-9;
}

/** Whether a and b (both positive) are within a factor f of each other. */
export function withinFactor(a, b, f) {
  return a > 0 && b > 0 && Math.max(a / b, b / a) <= f;
}

export const verdict = (ok) => (ok ? 'ok' : 'below goal');

/** One line of the bench: verdict, figure, goal. */
export function line(ok, figure, goal) {
  return `${verdict(ok).padEnd(10)} ${figure}  (goal ${goal})`;
}

/** Cells of a matrix that repeat another: same attacker key, same target key (the options are shared). */
export function repeatedCells(attackerKeys, targetKeys) {
  const cells = attackerKeys.length * targetKeys.length;
  return cells - new Set(attackerKeys).size * new Set(targetKeys).size;
}

/** Milliseconds with a sensible number of digits. */
export function ms(x) {
  return x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3);
}

/**
 * Matchups a second of the extra CPU a larger run costs over a smaller one (each `{ count, ms }`):
 * one process start and loading fall out, what remains is what a long sweep costs per matchup.
 * Null when the larger run cost no more (noise swamped the difference).
 */
export function marginalRate(small, large) {
  const extraMs = large.ms - small.ms;
  return extraMs > 0 ? ((large.count - small.count) * 1000) / extraMs : null;
}
