/**
 * Where a user's option says to write (`report -o FILE`, `import bsdata --out DIR`) and it cannot be
 * written: an input error (exit 2) naming the option and the path, never an internal error.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSyntheticCheckout } from '../import/synthetic-checkout.js';
import { runInProcess } from './in-process.js';
import { ROOT } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-outputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A file where a folder should be.
const file = join(dir, 'a-file');
writeFileSync(file, 'not a folder');

async function refused(args: string[]): Promise<string> {
  const r = await runInProcess(args);
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  return r.stderr;
}

describe('outputs that cannot be written', () => {
  const scenario = join(ROOT, 'examples', 'charge.yaml');

  it('report -o inside a file (.html)', async () => {
    const out = join(file, 'report.html');
    expect(await refused(['report', scenario, '-o', out, '--jobs', '1', '--quiet'])).toBe(`wh40k: -o ${out}: cannot write: a file stands where a folder of the path should be (ENOTDIR)`);
  });

  it('report -o inside a file (.md)', async () => {
    const out = join(file, 'report.md');
    expect(await refused(['report', scenario, '-o', out, '--jobs', '1', '--quiet'])).toBe(`wh40k: -o ${out}: cannot write: a file stands where a folder of the path should be (ENOTDIR)`);
  });

  it('import bsdata --out inside a file', async () => {
    const checkout = join(dir, 'checkout');
    rmSync(checkout, { recursive: true, force: true });
    mkdirSync(checkout);
    writeSyntheticCheckout(checkout);
    const out = join(file, 'units');
    expect(await refused(['import', 'bsdata', checkout, '--out', out])).toBe(`wh40k: --out ${out}: cannot write: a file stands where a folder of the path should be (ENOTDIR)`);
  });
});
