import { createHash } from 'node:crypto';
import { readdirSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { makeFolders } from '../folders.js';
import { dirname, join, resolve } from 'node:path';
import { readUserFile, readUserText } from '../read-file.js';
import { xdgBase } from '../xdg.js';
import { lazyItem } from './lazy-items.js';

/**
 * Where parsed imports are kept between runs: $WH40K_CACHE, else $XDG_CACHE_HOME/wh40k, else
 * ~/.cache/wh40k (the XDG Base Directory spec: a relative XDG_CACHE_HOME is ignored).
 */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.WH40K_CACHE ?? join(xdgBase(env, 'XDG_CACHE_HOME'), 'wh40k');
}

/** The most a cache entry may hold: every catalogue of a BSData checkout imports to about 5 MB. */
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

/**
 * Bumped when what is cached changes shape: entries of another format are rebuilt. 4: a header line, then the value's
 * JSON as it is (3 held it as a string inside the entry's JSON: parsed twice, 40% of a start with BSData, issue 30).
 * 5: an item's cold fields (cachedItems) after a tab on its line.
 */
const FORMAT = 5;

/** The files an import read, by size and modification time: any change makes a new key. */
function fingerprint(path: string): string {
  const full = resolve(path);
  const isDir = statSync(full).isDirectory();
  const dir = isDir ? full : dirname(full);
  const files = readdirSync(dir)
    .filter((f) => /\.(gst|cat|json)$/i.test(f))
    .sort()
    .map((f) => {
      const s = statSync(join(dir, f));
      return `${f}:${s.size}:${Math.round(s.mtimeMs)}`;
    });
  return `${full}\n${files.join('\n')}`;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A cache entry as written: a line with its format, its kind and a checksum of the value's JSON, then that JSON. An
 * entry that is not so, of another format or kind, altered since it was written (the checksum), or whose value fails
 * `check` is not used: the import runs again and replaces it.
 */
function readEntry<T>(file: string, kind: string, check: (value: unknown) => value is T): T | undefined {
  try {
    const text = readUserText(file, MAX_ENTRY_BYTES);
    const end = text.indexOf('\n');
    if (end < 0) return undefined;
    const header: unknown = JSON.parse(text.slice(0, end));
    if (!header || typeof header !== 'object') return undefined;
    const { format, kind: k, sha256 } = header as Record<string, unknown>;
    const value = text.slice(end + 1);
    if (format !== FORMAT || k !== kind || sha256 !== digest(value)) return undefined;
    const parsed: unknown = JSON.parse(value);
    return check(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The entry's file for these files read with these options, or undefined where the path cannot be read (the import says why). */
function entryFile(kind: string, path: string, options: unknown): string | undefined {
  try {
    const key = digest(`${kind}\n${fingerprint(path)}\n${JSON.stringify(options)}\n${FORMAT}`).slice(0, 24);
    return join(cacheDir(), `${kind}-${key}.json`);
  } catch {
    return undefined;
  }
}

function writeEntry(file: string, kind: string, value: unknown): void {
  try {
    makeFolders(dirname(file));
    const text = JSON.stringify(value);
    // Written beside it, then renamed over it: another run never reads half an entry, and whatever
    // was there (even a FIFO, which would block a write) is replaced.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, `${JSON.stringify({ format: FORMAT, kind, sha256: digest(text) })}\n${text}`);
    renameSync(partial, file);
    pruneEntries(kind, file);
  } catch {
    // read-only home or full disk: work without the cache
  }
}

/**
 * Entries kept of each kind: the most recently used (an entry is touched when read). Each import of other files (a
 * checkout updated, another folder) or another format writes a new one: without this the cache grows without end.
 */
export const KEPT_PER_KIND = 8;

/** An entry read back is marked used now (its time), so that pruning keeps it. */
function used<T>(file: string, value: T): T {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // a read-only cache: kept as it is
  }
  return value;
}

/** Entries of `kind` beyond the KEPT_PER_KIND most recently used deleted, never `kept` (the one just written). */
function pruneEntries(kind: string, kept: string): void {
  const dir = dirname(kept);
  const ours = new RegExp(`^${kind.replace(/[^a-z0-9]/gi, (c) => `\\${c}`)}-[0-9a-f]{24}\\.json$`);
  const entries = readdirSync(dir)
    .filter((f) => ours.test(f))
    .map((f) => ({ file: join(dir, f), time: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const e of entries.slice(KEPT_PER_KIND)) if (e.file !== kept) unlinkSync(e.file);
}

/**
 * The result of `load`, from the cache when the same files were read with the same options before.
 * A cache that cannot be read or written is simply not used.
 */
export function cached<T>(kind: string, path: string, options: unknown, load: () => T, check: (value: unknown) => value is T): T {
  const file = entryFile(kind, path, options);
  const hit = file === undefined ? undefined : readEntry(file, kind, check);
  if (hit !== undefined) return used(file!, hit);
  const value = load();
  if (file) writeEntry(file, kind, value);
  return value;
}

/**
 * A value whose long list (`items`) is cached one item a line, each parsed when first read: a start that names two of
 * an import's 600 units parses two (issue 30 section 2). `head` gives what is read of every item at once (a unit's name
 * and aliases, for lookups); each item comes back with its fields in their order, the rest read when first asked for.
 * `cold`: fields most uses never read (a unit's datasheet abilities and wargear options: a third of an import's text),
 * kept after the rest of the item's line and parsed when one of them is first read: a sweep of every unit reads
 * each unit's line but not these (issue 30).
 */
export async function cachedItems<M, T extends object>(
  kind: string,
  path: string,
  load: () => Promise<{ readonly meta: M; readonly items: readonly T[] }>,
  head: (item: T) => Partial<T>,
  check: { readonly meta: (value: unknown) => value is M; readonly item: (value: unknown) => value is T },
  cold: readonly string[] = [],
): Promise<{ readonly meta: M; readonly items: readonly T[] }> {
  const file = entryFile(kind, path, { cold });
  const hit = file === undefined ? undefined : readItems(file, kind, check, cold);
  if (hit !== undefined) return used(file!, hit);
  const value = await load();
  if (file) writeItems(file, kind, value, head, cold);
  return value;
}

/** An item's line in the header: what is read of it at once, and its fields' names in their order. */
type Indexed = readonly [head: Record<string, unknown>, keys: readonly string[]];

function writeItems<M, T extends object>(file: string, kind: string, value: { readonly meta: M; readonly items: readonly T[] }, head: (item: T) => Partial<T>, cold: readonly string[]): void {
  try {
    makeFolders(dirname(file));
    const lines = value.items.map((item) => lineOf(item, cold));
    const body = lines.join('\n');
    const index: Indexed[] = value.items.map((item) => [head(item) as Record<string, unknown>, Object.keys(item)]);
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, `${JSON.stringify({ format: FORMAT, kind, sha256: itemsDigest(value.meta, index, body), meta: value.meta, index })}\n${body}`);
    renameSync(partial, file);
    pruneEntries(kind, file);
  } catch {
    // read-only home or full disk: work without the cache
  }
}

/**
 * An item's line: its JSON, or, with cold fields, the JSON of the others, a tab, and the JSON of the cold ones (a tab
 * is never in JSON.stringify's text: it writes one inside a string as \t).
 */
function lineOf(item: object, cold: readonly string[]): string {
  if (!cold.length) return JSON.stringify(item);
  const hot: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(item)) (cold.includes(key) ? kept : hot)[key] = field;
  return `${JSON.stringify(hot)}\t${JSON.stringify(kept)}`;
}

function readItems<M, T extends object>(file: string, kind: string, check: { readonly meta: (value: unknown) => value is M; readonly item: (value: unknown) => value is T }, cold: readonly string[]) {
  try {
    // Bytes, not text: only the header and the items used are decoded (a 2.5 MB entry's text cost more than its reading).
    const bytes = readUserFile(file, MAX_ENTRY_BYTES);
    const end = bytes.indexOf(NEWLINE);
    if (end < 0) return undefined;
    const header = JSON.parse(bytes.toString('utf8', 0, end)) as Record<string, unknown> | null;
    if (!header || header.format !== FORMAT || header.kind !== kind || !check.meta(header.meta) || !Array.isArray(header.index)) return undefined;
    const body = bytes.subarray(end + 1);
    const index = header.index as Indexed[];
    if (header.sha256 !== itemsDigest(header.meta, index, body)) return undefined;
    const items: T[] = [];
    let from = 0;
    for (let i = 0; i < index.length; i++) {
      const to = body.indexOf(NEWLINE, from);
      // A line per item, the last without a newline after it: another count is not this entry.
      if ((to < 0) !== (i === index.length - 1)) return undefined;
      const [start, stop] = [from, to < 0 ? body.length : to];
      from = to + 1;
      const [known, keys] = index[i];
      items.push(lazyItem(known, keys, () => parsedItem(body.toString('utf8', start, stop), keys, cold, check.item, file)));
    }
    return { meta: header.meta as M, items };
  } catch {
    return undefined;
  }
}

const NEWLINE = 0x0a;

/** The checksum of what an entry of items holds: the header's meta and index (names read without parsing), and the lines. */
const itemsDigest = (meta: unknown, index: readonly Indexed[], body: string | Uint8Array): string =>
  createHash('sha256').update(JSON.stringify({ meta, index })).update('\n').update(body).digest('hex');

function parsedItem<T>(line: string, keys: readonly string[], cold: readonly string[], check: (value: unknown) => value is T, file: string): T {
  const tab = cold.length ? line.indexOf('\t') : -1;
  const value: unknown = tab < 0 ? JSON.parse(line) : withColdFields(JSON.parse(line.slice(0, tab)) as Record<string, unknown>, line.slice(tab + 1), keys, cold);
  // The checksum held: a line of another shape is this program's own writing, not the user's.
  if (!check(value)) throw new Error(`internal error: the import cache entry ${file} holds an item of another shape; delete it`);
  return value;
}

/** The item with its fields in their order (`keys`): the cold ones read from their JSON (`coldText`), parsed when one is first read. */
function withColdFields(hot: Record<string, unknown>, coldText: string, keys: readonly string[], cold: readonly string[]): Record<string, unknown> {
  let parsed: Record<string, unknown> | undefined;
  const item: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (!cold.includes(key)) item[key] = hot[key];
    else Object.defineProperty(item, key, { enumerable: true, get: () => (parsed ??= JSON.parse(coldText) as Record<string, unknown>)[key] });
  }
  return item;
}
