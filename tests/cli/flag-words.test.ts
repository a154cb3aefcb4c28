/**
 * Issue 27 (one option table): a flag's parser (cli/flags.ts, no zod) and the options' zod field made
 * from the same descriptor (rules/option-fields.ts) take the same values and refuse a bad one in the
 * same words, for every flag of every ruleset: `--hit-mod 9` and a script's `hitMod: 9` both say
 * "expected -6 to 6, got 9".
 */
import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { fieldParser } from '../../src/cli/flags.js';
import { zodField } from '../../src/rules/option-fields.js';
import type { Field } from '../../src/rules/flags.js';
import { LEGACY_FLAGS } from '../../src/rules/legacy/flags.js';
import { TENTH_COMMAND_FIELDS, TENTH_FLAGS } from '../../src/rules/tenth/flags.js';

/** What the flag's text is as a script's value: a whole number (5, or 5+ for a D6 result) a number, else the word in lower case. */
function asScriptValue(text: string, field: Field): unknown {
  const m = (field.kind === 'd6' ? /^\s*([+-]?\d+)\+?\s*$/ : /^\s*([+-]?\d+)\s*$/).exec(text);
  return m ? Number(m[1]) : text.trim().toLowerCase();
}

function cliSays(field: Field, text: string): { value?: unknown; error?: string } {
  try {
    return { value: fieldParser(field)!(text) };
  } catch (e) {
    if (!(e instanceof InvalidArgumentError)) throw e;
    return { error: e.message };
  }
}

function schemaSays(field: Field, value: unknown): { value?: unknown; error?: string } {
  const parsed = zodField(field).safeParse(value);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0].message };
}

const fields: [string, Field][] = [
  ...[...TENTH_FLAGS, ...LEGACY_FLAGS].map((f): [string, Field] => [f.flag, f.field]),
  ...Object.entries(TENTH_COMMAND_FIELDS).map(([k, f]): [string, Field] => [k, f]),
].filter(([, f]) => f.kind === 'whole' || f.kind === 'd6' || f.kind === 'choice');

describe('every flag with a value to read says what its schema field says', () => {
  it.each(fields)('%s', (_flag, field) => {
    const edges = field.kind === 'whole' ? [field.min, field.max, field.min - 1, field.max + 1] : field.kind === 'd6' ? [2, 6, 1, 7] : [];
    const words = field.kind === 'choice' ? [...field.values, field.values[0].toUpperCase(), 'nonsense'] : [];
    const texts = [...edges.map(String), ...edges.map((n) => `${n}+`), ' 3 ', 'abc', '2.5', '', ...words];
    for (const text of texts) {
      expect(cliSays(field, text), `flag text ${JSON.stringify(text)}`).toEqual(schemaSays(field, asScriptValue(text, field)));
    }
    // The check can fail: a value out of bounds is refused by both.
    if (edges.length) expect(cliSays(field, String(edges[3])).error).toMatch(/^expected /);
  });
});
