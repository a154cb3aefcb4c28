import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** Where parsed imports are kept between runs: $WH40K_CACHE, else ~/.cache/wh40k. */
export function cacheDir(): string {
  return process.env.WH40K_CACHE ?? join(homedir(), '.cache', 'wh40k');
}

/** The files an import read, by size and modification time: any change makes a new key. */
function fingerprint(path: string): string {
  const full = resolve(path);
  const isDir = statSync(full).isDirectory();
  const dir = isDir ? full : dirname(full);
  const files = readdirSync(dir)
    .filter((f) => /\.(gst|cat)$/i.test(f))
    .sort()
    .map((f) => {
      const s = statSync(join(dir, f));
      return `${f}:${s.size}:${Math.round(s.mtimeMs)}`;
    });
  return `${full}\n${files.join('\n')}`;
}

/**
 * The result of `load`, from the cache when the same files were read with the same options before.
 * A cache that cannot be read or written is simply not used.
 */
export function cached<T>(kind: string, path: string, options: unknown, load: () => T): T {
  let file: string | undefined;
  try {
    const key = createHash('sha256').update(`${kind}\n${fingerprint(path)}\n${JSON.stringify(options)}\n1`).digest('hex').slice(0, 24);
    file = join(cacheDir(), `${kind}-${key}.json`);
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    const value = load();
    if (file) {
      try {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(value));
      } catch {
        // read-only home or full disk: work without the cache
      }
    }
    return value;
  }
}
