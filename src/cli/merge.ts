import { readFileSync } from 'node:fs';
import { InputError } from '../profiles/errors.js';
import type { CompareJson } from './compare.js';
import type { Shard } from './pool.js';
import { SCHEMA_VERSION } from './sheet.js';

/** `wh40k run --format json` output: the matchups of a scenario file (or one shard of them). */
export interface RunJson {
  readonly schemaVersion: number;
  readonly kind: 'run';
  readonly total: number;
  readonly shard?: Shard;
  readonly matchups: readonly ({ index: number; name: string } & Record<string, unknown>)[];
}

type Mergeable = CompareJson | RunJson;

function read(file: string): Mergeable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InputError(`${file}: not a wh40k JSON file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const j = parsed as Partial<Mergeable>;
  if (j.schemaVersion !== SCHEMA_VERSION) throw new InputError(`${file}: schemaVersion ${j.schemaVersion}, expected ${SCHEMA_VERSION}`);
  if (j.kind !== 'compare' && j.kind !== 'run') throw new InputError(`${file}: kind "${j.kind}" cannot be merged (compare or run)`);
  return j as Mergeable;
}

/** Join shards (`--shard I/N` outputs) into the whole result; every piece must be there once. */
export function merge(files: readonly string[]): Mergeable {
  const parts = files.map((f) => ({ f, j: read(f) }));
  const first = parts[0].j;
  const items = new Map<number, unknown>();
  for (const { f, j } of parts) {
    if (j.kind !== first.kind || j.total !== first.total) throw new InputError(`${f}: is a different ${j.kind} (${j.total} items) from ${parts[0].f}`);
    if (j.kind === 'compare' && first.kind === 'compare') {
      const same =
        j.metric === first.metric &&
        JSON.stringify(j.options) === JSON.stringify(first.options) &&
        j.attackers.join('\n') === first.attackers.join('\n') &&
        j.targets.join('\n') === first.targets.join('\n');
      if (!same) throw new InputError(`${f}: compares other units, options or metric than ${parts[0].f}`);
    }
    const list = j.kind === 'compare' ? j.cells : j.matchups;
    for (const item of list) {
      if (items.has(item.index)) throw new InputError(`${f}: item ${item.index} is also in another file`);
      items.set(item.index, item);
    }
  }
  const missing = Array.from({ length: first.total }, (_, i) => i).filter((i) => !items.has(i));
  if (missing.length) throw new InputError(`missing ${missing.length} of ${first.total} items (first: ${missing.slice(0, 5).join(', ')}); merge every shard`);
  const ordered = [...items.entries()].sort(([a], [b]) => a - b).map(([, v]) => v);
  const { shard: _omit, ...rest } = first;
  return first.kind === 'compare'
    ? ({ ...rest, cells: ordered } as CompareJson)
    : ({ ...rest, matchups: ordered } as RunJson);
}
