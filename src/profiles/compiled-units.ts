/**
 * A ruleset's bundled units compiled to JSON at build time (10th edition's rules/tenth/profiles/compile-data.ts, 11th
 * edition's rules/eleventh/profiles/compile-data.ts), read back at start-up instead of parsing the YAML: no YAML parser,
 * no zod. The JSON carries a fingerprint of the files it was made from.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUNDLED_DATA } from './data-files.js';

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
