import { createHash } from 'node:crypto';
import { readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { makeFolders } from '../folders.js';
import { dirname, join, resolve } from 'node:path';
import { readUserText } from '../read-file.js';
import { xdgBase } from '../xdg.js';

/**
 * Where parsed imports are kept between runs: $WH40K_CACHE, else $XDG_CACHE_HOME/wh40k, else
 * ~/.cache/wh40k (the XDG Base Directory spec: a relative XDG_CACHE_HOME is ignored).
 */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.WH40K_CACHE ?? join(xdgBase(env, 'XDG_CACHE_HOME'), 'wh40k');
}

/** The most a cache entry may hold: every catalogue of a BSData checkout imports to about 5 MB. */
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

/** Bumped when what is cached changes shape: entries of another format are rebuilt. */
const FORMAT = 3;

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
 * A cache entry as written: its format, its kind and a checksum of the value's JSON. An entry that is
 * not valid JSON, of another format or kind, altered since it was written (the checksum), or whose
 * value fails `check` is not used: the import runs again and replaces it.
 */
function readEntry<T>(file: string, kind: string, check: (value: unknown) => value is T): T | undefined {
  try {
    const entry: unknown = JSON.parse(readUserText(file, MAX_ENTRY_BYTES));
    if (!entry || typeof entry !== 'object') return undefined;
    const { format, kind: k, sha256, value } = entry as Record<string, unknown>;
    if (format !== FORMAT || k !== kind || typeof value !== 'string' || sha256 !== digest(value)) return undefined;
    const parsed: unknown = JSON.parse(value);
    return check(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The result of `load`, from the cache when the same files were read with the same options before.
 * A cache that cannot be read or written is simply not used.
 */
export function cached<T>(kind: string, path: string, options: unknown, load: () => T, check: (value: unknown) => value is T): T {
  let file: string | undefined;
  try {
    const key = digest(`${kind}\n${fingerprint(path)}\n${JSON.stringify(options)}\n${FORMAT}`).slice(0, 24);
    file = join(cacheDir(), `${kind}-${key}.json`);
  } catch {
    // a path that cannot be read: load() says why
  }
  const hit = file === undefined ? undefined : readEntry(file, kind, check);
  if (hit !== undefined) return hit;
  const value = load();
  if (file) {
    try {
      makeFolders(dirname(file));
      const text = JSON.stringify(value);
      // Written beside it, then renamed over it: another run never reads half an entry, and whatever
      // was there (even a FIFO, which would block a write) is replaced.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify({ format: FORMAT, kind, sha256: digest(text), value: text }));
      renameSync(partial, file);
    } catch {
      // read-only home or full disk: work without the cache
    }
  }
  return value;
}
