/**
 * A ruleset's bundled units compiled to JSON at build time (10th edition's rules/tenth/profiles/compile-data.ts, 11th
 * edition's rules/eleventh/profiles/compile-data.ts), read back at start-up instead of parsing the YAML: no YAML parser,
 * no zod. The JSON carries a fingerprint of the files it was made from.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { BUNDLED_DATA } from './data-files.js';

/** What compiled data was built from: each of `files` (in `dir`) by path below it, size and modification time. */
export function filesFingerprint(dir: string, files: readonly string[]): string {
  // A file's path below `dir` as relative() gives it; the slice where it is plainly below (relative()
  // resolves both paths: it was half this check's cost at each start of a checkout, issue 13).
  const below = (f: string) => (f.startsWith(dir + sep) ? f.slice(dir.length + sep.length) : relative(dir, f));
  return files
    .map((f) => {
      const s = statSync(f);
      return `${below(f)}:${s.size}:${Math.round(s.mtimeMs)}`;
    })
    .join('\n');
}

/**
 * Whether the compiled data must be checked against the YAML at each start: in a git checkout (a
 * .git beside data/), where data/ is edited, or with WH40K_DEV set. An installed package's data/ is
 * the one it was built from; its files' times are the tarball's, not the build's, so the check would
 * fail there and parse every YAML file at each start (issue 13).
 */
function dataMayChange(dir: string, env: NodeJS.ProcessEnv): boolean {
  return dir !== BUNDLED_DATA || Boolean(env.WH40K_DEV) || existsSync(join(dir, '..', '.git'));
}

/** The units of `file` (their `file` made absolute in `dir`), when it is there and current (`fingerprint` of `dir`); else undefined. */
export function readCompiledUnits<U extends { readonly file: string }>(dir: string, file: string, fingerprint: (dir: string) => string, env: NodeJS.ProcessEnv = process.env): U[] | undefined {
  try {
    const compiled = JSON.parse(readFileSync(file, 'utf8')) as { fingerprint: string; units: U[] };
    if (dataMayChange(dir, env) && compiled.fingerprint !== fingerprint(dir)) return undefined;
    return compiled.units.map((u) => ({ ...u, file: resolve(dir, u.file) }));
  } catch {
    return undefined;
  }
}
