/**
 * zod's messages in a player's words: "expected a whole number, got 4.5", not "Invalid input:
 * expected int, received number"; "at least 1, got 0", not "Too small: expected number to be >=1".
 * A message a schema wrote itself (a refinement, `.max(20, 'at most 20 (...)')`) is kept as it is.
 */
import { distance } from 'fastest-levenshtein';
import type { z } from 'zod';

/** What zod's type names are to a player. */
const TYPES: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a map of fields',
  record: 'a map of fields',
};

export const typeWords = (expected: string): string => TYPES[expected] ?? expected;

/** A value as the message shows it: 4.5, "two", a list, fields (a script's options too: rules/option-fields.ts). */
export function shownValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'a map of fields';
  return JSON.stringify(value) ?? String(value);
}

/** zod's default wording starts so; a schema's own message does not. */
const DEFAULT_WORDING = /^(Invalid input|Invalid option|Too small|Too big)/;

/**
 * The message for one issue at a field holding `value` (undefined: the field is missing); `expected`
 * overrides what the field takes, for fields that accept several forms (A: a number or dice).
 */
export function issueWords(issue: z.core.$ZodIssue, value: unknown, expected?: string): string {
  if (issue.code === 'invalid_type' || issue.code === 'invalid_union') {
    const wanted = expected ?? (issue.code === 'invalid_type' ? typeWords(issue.expected) : 'a valid value');
    if (value === undefined) return `missing (expected ${wanted})`;
    if (expected || issue.code === 'invalid_union' || DEFAULT_WORDING.test(issue.message)) return `expected ${wanted}, got ${shownValue(value)}`;
    return issue.message;
  }
  if (issue.code === 'invalid_value' && DEFAULT_WORDING.test(issue.message)) {
    const quoted = issue.values.map((v) => JSON.stringify(v));
    const choices = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}` : quoted.join('');
    return `expected ${choices}, got ${shownValue(value)}`;
  }
  if ((issue.code === 'too_small' || issue.code === 'too_big') && DEFAULT_WORDING.test(issue.message)) {
    const small = issue.code === 'too_small';
    const bound = Number(small ? issue.minimum : issue.maximum);
    const exclusive = issue.inclusive === false;
    if (issue.origin === 'array') return small ? `needs at least ${bound} ${bound === 1 ? 'entry' : 'entries'}` : `at most ${bound} entries`;
    if (issue.origin === 'string') return small ? 'empty: write something here' : `at most ${bound} characters`;
    const words = small ? (exclusive ? 'more than' : 'at least') : exclusive ? 'less than' : 'at most';
    return `${words} ${bound}, got ${shownValue(value)}`;
  }
  return issue.message;
}

/**
 * A suggestion only when it is close: a typo or two (a third of the letters), or the start of the name
 * (`invul` -> `invulnerable`). "Power klaw" is not close to "Burna", so no hint is better than that one.
 */
export function closeEnough(typed: string, candidate: string): boolean {
  const a = typed.toLowerCase();
  const b = candidate.toLowerCase();
  if (a.length >= 3 && b.startsWith(a)) return true;
  // Two edits (a swap of two letters is two) from a word of 4 letters up; one from a shorter one.
  const allowed = a.length < 4 ? 1 : Math.max(2, Math.floor(Math.max(a.length, b.length) / 3));
  return distance(a, b) <= allowed || swapped(a, b);
}

/** Two neighbouring letters swapped (`Gnu` for `Gun`): one slip of the fingers, two edits. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  return differ.length === 2 && differ[1] === differ[0] + 1 && a[differ[0]] === b[differ[1]] && a[differ[1]] === b[differ[0]];
}

/** The candidate closest to what was typed, if it is close enough to suggest. */
export function suggest(typed: string, candidates: readonly string[]): string | undefined {
  const ranked = [...candidates].sort((x, y) => rank(typed, x) - rank(typed, y));
  return ranked.find((c) => closeEnough(typed, c));
}

/** A prefix match ranks first (0), then edit distance. */
function rank(typed: string, candidate: string): number {
  const a = typed.toLowerCase();
  const b = candidate.toLowerCase();
  return a.length >= 3 && b.startsWith(a) ? 0 : 1 + distance(a, b);
}
