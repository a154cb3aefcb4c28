/**
 * A file written as JSON (JSON is YAML: scripts that generate scenario files often write JSON) read
 * with JSON.parse instead of the YAML package, which composes a document node by node and took 0.17
 * ms a matchup of a scenario file: more than the matchup's own calculation (issue 13 goal 7). Taken
 * only where the YAML package reads the text as the very same data and would refuse nothing; anything
 * else (and every file with a problem, so its message gives file:line:col as before) goes through YAML.
 */
import { MAX_TOKENS, tooBig } from './yaml-document.js';

/**
 * Brackets inside each other a JSON file may have to be read as JSON: a scenario with inline units
 * needs 8, and well under yaml-document.ts MAX_NESTING whatever the file's indentation adds.
 */
const MAX_JSON_DEPTH = 16;

/**
 * The value of `text` when it is a JSON object that YAML reads the same way, else undefined.
 * YAML differs from JSON.parse on: a repeated key (YAML refuses it; JSON.parse keeps the last),
 * an implicit key over 1024 characters or not on one line with its `:`, a tab outside a string,
 * and the size limits of yaml-document.ts; a text with any of them is left to YAML.
 */
export function plainJsonObject(text: string): Record<string, unknown> | undefined {
  const shape = jsonShape(text);
  if (!shape || shape.depth > MAX_JSON_DEPTH) return undefined;
  // Each token is at least one character, and YAML adds one marker a scalar: under half the
  // limit in characters cannot pass it.
  if (text.length * 2 >= MAX_TOKENS && tooBig(text.replace(/\r(?!\n)/g, '\n'))) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return propertiesIn(value) === shape.keys ? (value as Record<string, unknown>) : undefined;
}

/** A JSON string (no raw line break in one). */
const STRING = /"(?:[^"\\\n\r]|\\.)*"/g;
/** What JSON and YAML read alike outside strings, each string made `""` (or `"L"`: over 1000 characters). */
const BARE = /^[ \n\r]*\{[ \n\r{}[\],:"\w.+-]*$/;

/**
 * The keys of a text that starts with `{` (strings followed by `:` on their line) and its deepest
 * brackets; undefined when something outside strings is not JSON-and-YAML alike (a tab, a character
 * JSON has no use for there) or a key is longer than YAML allows (1024 characters). A key whose `:`
 * is on another line is not counted, so the count falls short of the properties parsed. Regular
 * expressions, not a loop over characters: this runs once a file, before V8 has compiled any loop.
 */
function jsonShape(text: string): { keys: number; depth: number } | undefined {
  const bare = text.replace(STRING, (s) => (s.length > 1002 ? '"L"' : '""'));
  if (!BARE.test(bare) || /"L" *:/.test(bare)) return undefined;
  let depth = 0;
  let deepest = 0;
  for (const c of bare.replace(/[^{}[\]]/g, '')) {
    depth += c === '{' || c === '[' ? 1 : -1;
    if (depth > deepest) deepest = depth;
  }
  return { keys: bare.match(/"" *:/g)?.length ?? 0, depth: deepest };
}

/** Own properties of every object within a parsed JSON value. */
function propertiesIn(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + propertiesIn(v), 0);
  let n = 0;
  for (const key in value) n += 1 + propertiesIn((value as Record<string, unknown>)[key]);
  return n;
}
