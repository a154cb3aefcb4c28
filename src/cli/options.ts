import { InvalidArgumentError } from 'commander';
import { z } from 'zod';
import { d6Result } from '../matchup/option-fields.js';

/** Custom argument parsers: each throws InvalidArgumentError, which commander reports as usage. */

export function integer(min: number, max: number) {
  return (value: string): number => {
    if (!/^[+-]?\d+$/.test(value.trim())) throw new InvalidArgumentError(`expected a whole number, got "${value}"`);
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`expected ${min} to ${max}, got ${n}`);
    return n;
  };
}

/**
 * The parser of a flag whose option has a field in a schema (matchup/option-schema.ts): the text read
 * through that field, which scripts' options and scenario files are read through too, so all refuse a
 * value in the same words. A number is written 5 (a D6 result also 5+); a word in any case.
 */
export function schemaFlag<S extends z.ZodType>(schema: S) {
  return (text: string): z.output<S> => {
    const parsed = schema.safeParse(flagValue(text, (schema as z.ZodType) === d6Result));
    if (!parsed.success) throw new InvalidArgumentError(parsed.error.issues[0].message);
    return parsed.data;
  };
}

/** A flag's text as a script would give the value: 5 (or 5+ for a D6 result) a number, a word in lower case. */
function flagValue(text: string, d6: boolean): number | string {
  const m = (d6 ? /^\s*([+-]?\d+)\+?\s*$/ : /^\s*([+-]?\d+)\s*$/).exec(text);
  return m ? Number(m[1]) : text.trim().toLowerCase();
}

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export function oneOf<T extends string>(...allowed: T[]) {
  return (value: string): T => {
    const v = value.trim().toLowerCase() as T;
    if (allowed.includes(v)) return v;
    throw new InvalidArgumentError(`expected ${allowed.join(", ")}, got "${value}"`);
  };
}

/** `--shard I/N`: the I-th of N slices (1-based). */
export function shard(value: string): { index: number; of: number } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const [index, of] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || of < 1 || index < 1 || index > of) throw new InvalidArgumentError(`expected I/N with 1 <= I <= N, e.g. 2/4, got "${value}"`);
  return { index, of };
}
