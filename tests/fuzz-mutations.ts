/**
 * Mutations of input files for tests/fuzz-inputs.test.ts: small edits a user's typo, a damaged
 * download or a fuzzer would make to YAML, JSON and XML, drawn by fast-check (so failures shrink
 * and replay from the seed).
 */
import fc from 'fast-check';

/** Values that have broken parsers and bounds before: empty, huge, negative, YAML and XML syntax. */
export const JUNK = [
  '', '0', '-1', '1', '7+', '1+', '100000', '1e9', '100000000', 'NaN', '-0', '2.5', 'D0', 'D6+D6', '2D3-1', '3D6', 'null', '~',
  '"', "'", '[', ']', '{', '}', '&a', '*a', '!!binary', '\t', ':', '- -', '[[[[[[[[', '+', 'a+b', ' ', '\r', '\u0000', 'é', '<', '>',
  '&amp;', '&#0;', '<![CDATA[', '-->', 'melee', 'torrent', 'melta 100000', 'sustained hits 1000', '9999999999999999999999',
];

export type Mutation =
  | { kind: 'replace-line'; at: number; junk: string }
  | { kind: 'delete-line'; at: number }
  | { kind: 'duplicate-line'; at: number }
  | { kind: 'swap-lines'; at: number; with: number }
  | { kind: 'insert'; at: number; junk: string }
  | { kind: 'value'; at: number; junk: string }
  | { kind: 'indent'; at: number; by: number }
  | { kind: 'truncate'; at: number };

const junk = fc.oneof(fc.constantFrom(...JUNK), fc.string({ maxLength: 12 }), fc.constantFrom('['.repeat(500), 'a: '.repeat(200)));
/** A place in [0, 1), uniform (fc.double favours extreme values like 1e-300, which would always pick the first line). */
export const where = fc.integer({ min: 0, max: 999_999 }).map((n) => n / 1_000_000);

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace-line' as const), at: where, junk }),
  fc.record({ kind: fc.constant('delete-line' as const), at: where }),
  fc.record({ kind: fc.constant('duplicate-line' as const), at: where }),
  fc.record({ kind: fc.constant('swap-lines' as const), at: where, with: where }),
  fc.record({ kind: fc.constant('insert' as const), at: where, junk }),
  { arbitrary: fc.record({ kind: fc.constant('value' as const), at: where, junk }), weight: 4 },
  fc.record({ kind: fc.constant('indent' as const), at: where, by: fc.integer({ min: -4, max: 4 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: where }),
);

/** One to three mutations. */
export const mutations = fc.array(mutation, { minLength: 1, maxLength: 3 });

/**
 * Apply a mutation to a text. `value` replaces a scalar: a YAML `key: value`, a JSON `"key": value`
 * or an XML `attr="value"` / `>text<`, on a line chosen by `at`.
 */
export function mutate(text: string, m: Mutation): string {
  const lines = text.split('\n');
  const i = Math.floor(m.at * lines.length);
  switch (m.kind) {
    case 'replace-line':
      lines[i] = m.junk;
      break;
    case 'delete-line':
      lines.splice(i, 1);
      break;
    case 'duplicate-line':
      lines.splice(i, 0, lines[i]);
      break;
    case 'swap-lines': {
      const j = Math.floor(m.with * lines.length);
      [lines[i], lines[j]] = [lines[j], lines[i]];
      break;
    }
    case 'insert': {
      const at = Math.floor(m.at * (text.length + 1));
      return text.slice(0, at) + m.junk + text.slice(at);
    }
    case 'value': {
      // The first scalar on the chosen line or after it.
      for (let k = 0; k < lines.length; k++) {
        const n = (i + k) % lines.length;
        const replaced = lines[n]
          .replace(/^(\s*-?\s*[\w"]+"?\s*:\s*)([^\s{[][^#]*?)(\s*,?\s*)$/, (_a, key, _v, end) => `${key}${m.junk}${end}`)
          .replace(/(\s[\w:-]+=")([^"]*)(")/, (_a, key, _v, end) => `${key}${m.junk.replace(/"/g, '&quot;')}${end}`)
          .replace(/>([^<]+)</, () => `>${m.junk}<`);
        if (replaced !== lines[n]) {
          lines[n] = replaced;
          break;
        }
      }
      break;
    }
    case 'indent':
      lines[i] = m.by >= 0 ? ' '.repeat(m.by) + lines[i] : lines[i].replace(new RegExp(`^ {0,${-m.by}}`), '');
      break;
    case 'truncate':
      return text.slice(0, Math.floor(m.at * text.length));
  }
  return lines.join('\n');
}

export const mutateAll = (text: string, ms: readonly Mutation[]) => ms.reduce(mutate, text);
