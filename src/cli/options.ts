import { InvalidArgumentError } from 'commander';

/** Custom argument parsers: each throws InvalidArgumentError, which commander reports as usage. */

export function integer(min: number, max: number) {
  return (value: string): number => {
    if (!/^[+-]?\d+$/.test(value.trim())) throw new InvalidArgumentError(`expected a whole number, got "${value}"`);
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`expected ${min} to ${max}, got ${n}`);
    return n;
  };
}

/** Names in one value, comma-separated (`--order "bolt pistol, bolt rifle"`: RULINGS 12, the order weapons resolve in), trimmed. */
export const nameList = (value: string): string[] => value.split(',').map((n) => n.trim()).filter(Boolean);

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
