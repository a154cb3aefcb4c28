/**
 * The fixtures of ../shared (BSData, rosters) for CLI tests, found as the other tests find them
 * (tests/helpers.ts sharedDir: $WH40K_SHARED, the folder beside the checkout, or /work/shared).
 * Locally a missing fixture skips its tests and says so; under CI (CI set) it is a failure.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDir } from '../helpers.js';

/** The folder `sub` of ../shared when it holds `marker`, else undefined (or a failure under CI). */
export function sharedFixture(sub: 'bsdata' | 'bsdata-11e' | 'rosters', marker: string): string | undefined {
  const shared = sharedDir();
  const dir = shared && join(shared, sub);
  if (dir && existsSync(join(dir, marker))) return dir;
  const why = `../shared/${sub}/${marker} is absent (set WH40K_SHARED to the shared folder)`;
  if (process.env.CI) throw new Error(`${why}: under CI the fixtures are required`);
  console.warn(`skipped: ${why}`);
  return undefined;
}
