import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * `mkdir -p`, each missing folder made in turn, so that a path that cannot be made fails with the
 * system's reason (ENOENT, ENOTDIR, EACCES...). Node 20's `mkdirSync(path, { recursive: true })`
 * spins forever where the kernel refuses a folder with ENOENT (under /proc): `--out /proc/x` hung.
 */
export function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let d = resolve(dir); !existsSync(d) && dirname(d) !== d; d = dirname(d)) missing.unshift(d);
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (e) {
      // Made meanwhile by another run: as good as made here.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
}
