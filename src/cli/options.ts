import { InvalidArgumentError } from 'commander';
import type { RerollPolicy } from '../rules/tenth/types.js';

/** Custom argument parsers: each throws InvalidArgumentError, which commander reports as usage. */

export function integer(min: number, max: number) {
  return (value: string): number => {
    if (!/^[+-]?\d+$/.test(value.trim())) throw new InvalidArgumentError(`expected a whole number, got "${value}"`);
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`expected ${min} to ${max}, got ${n}`);
    return n;
  };
}

/** A roll threshold written 5 or 5+. */
export function threshold(value: string): number {
  const m = /^\s*([2-6])\+?\s*$/.exec(value);
  if (!m) throw new InvalidArgumentError(`expected a D6 result 2+ to 6+, got "${value}"`);
  return Number(m[1]);
}

export function reroll(...allowed: Exclude<RerollPolicy, 'none'>[]) {
  return (value: string): RerollPolicy => {
    const v = value.trim().toLowerCase();
    if ((allowed as string[]).includes(v)) return v as RerollPolicy;
    throw new InvalidArgumentError(`expected ${allowed.join(' or ')}, got "${value}"`);
  };
}

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export function oneOf<T extends string>(...allowed: T[]) {
  return (value: string): T => {
    const v = value.trim().toLowerCase() as T;
    if (allowed.includes(v)) return v;
    throw new InvalidArgumentError(`expected ${allowed.join(', ')}, got "${value}"`);
  };
}

/** `--shard I/N`: the I-th of N slices (1-based). */
export function shard(value: string): { index: number; of: number } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const [index, of] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || of < 1 || index < 1 || index > of) throw new InvalidArgumentError(`expected I/N with 1 <= I <= N, e.g. 2/4, got "${value}"`);
  return { index, of };
}
