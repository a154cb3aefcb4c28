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
 * YAML differs from JSON.parse on: a repeated key (YAML refuses it; JSON.parse keeps the last), an
 * implicit key over 1024 characters or not on one line with its `:`, a tab outside a string, and the size limits of
 * yaml-document.ts; a text with any of them is left to YAML.
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

/**
 * One pass over a text that starts with `{`: its keys (strings followed by `:`), its deepest
 * brackets; undefined when something outside strings is not JSON-and-YAML alike (a tab, a key
 * whose `:` is on another line, a character JSON has no use for there).
 */
function jsonShape(text: string): { keys: number; depth: number } | undefined {
  let i = 0;
  while (text[i] === ' ' || text[i] === '\n' || text[i] === '\r') i++;
  if (text[i] !== '{') return undefined;
  let keys = 0;
  let depth = 0;
  let deepest = 0;
  /** Where the last string ended, while only spaces have followed it on its line. */
  let keyEnd = -1;
  let keyLength = 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      keyEnd = i;
      keyLength = i - start;
    } else if (c === ':') {
      // YAML: an implicit key is at most 1024 characters, on one line with its `:`.
      if (keyEnd < 0 || keyLength > 1000) return undefined;
      keys++;
      keyEnd = -1;
    } else if (c === '{' || c === '[') {
      deepest = Math.max(deepest, ++depth);
    } else if (c === '}' || c === ']') {
      depth--;
    } else if (c === '\n' || c === '\r') {
      keyEnd = -1;
    } else if (c !== ' ' && c !== ',' && !/[-+.\w]/.test(c)) {
      return undefined;
    }
    if (c !== '"' && c !== ' ' && c !== ':') keyEnd = -1;
  }
  return { keys, depth: deepest };
}

/** Own properties of every object within a parsed JSON value. */
function propertiesIn(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + propertiesIn(v), 0);
  let n = 0;
  for (const key in value) n += 1 + propertiesIn((value as Record<string, unknown>)[key]);
  return n;
}
