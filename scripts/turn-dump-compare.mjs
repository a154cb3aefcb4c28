#!/usr/bin/env node
// node scripts/turn-dump-compare.mjs OLD NEW: two dumps of scripts/turn-dump.mjs (or results-dump.mjs) line by
// line: strings must be equal and numbers within 1e-9 (relative, to 1 below 1). Prints the first differences,
// then the count beyond 1e-9 and the worst relative difference; exit 1 if any line differs beyond it.
import { readFileSync } from 'node:fs';

const TOLERANCE = 1e-9;
const [before, after] = process.argv.slice(2, 4).map((file) => readFileSync(file, 'utf8').split('\n'));
let worst = 0;

/** Throws at the first place the two values differ beyond the tolerance. */
function compare(a, b, path) {
  if (typeof a === 'number' && typeof b === 'number') {
    const d = Math.abs(a - b) / Math.max(1, Math.abs(a));
    worst = Math.max(worst, d);
    if (!(d <= TOLERANCE)) throw new Error(`${path}: ${a} vs ${b}`);
  } else if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) compare(a[key], b[key], `${path}.${key}`);
  } else if (a !== b) {
    throw new Error(`${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
  }
}

let differing = before.length === after.length ? 0 : 1;
if (differing) console.log(`line counts differ: ${before.length} vs ${after.length}`);
for (let i = 0; i < Math.min(before.length, after.length); i++) {
  if (before[i] === after[i]) continue;
  try {
    if (before[i].startsWith('ERR') || after[i].startsWith('ERR')) throw new Error(`${before[i].slice(0, 200)} | ${after[i].slice(0, 200)}`);
    compare(JSON.parse(before[i]), JSON.parse(after[i]), `line ${i + 1}`);
  } catch (e) {
    if (++differing <= 8) console.log(e.message.slice(0, 400));
  }
}
console.log(`lines ${before.length}, differing beyond ${TOLERANCE}: ${differing}, worst relative difference ${worst.toExponential(2)}`);
process.exitCode = differing ? 1 : 0;
