/**
 * Worker threads (--jobs) report a failure as the error it was: work refused as too large is exit 1
 * "this calculation needs ...", as without threads, never "internal error" (src/cli/pool.ts). Runs
 * the built binary: worker threads load dist/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledCopy, THREADS, wh40k } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The issue's one-roll chooser case: 4,160 placements of its one-roll rules, over the limit of 512.
// The Field Ordnance Battery as an AELDARI unit with Strands of Fate, so the Aeldari rules and the Fate dice reach it.
const data = join(dir, 'data');
mkdirSync(data);
writeFileSync(join(data, 'fated-fob.yaml'), bundledCopy('astra-militarum/field-ordnance-battery.yaml', 'Fated Ordnance Battery', 'fated-fob', { keywords: ['AELDARI'], abilities: ['Strands of Fate'] }));
const heavy = `  - attacker: fated-fob
    target: guardsmen
    models: 20
    targetModels: 30
    fate: "1,2,3,4,5,6"
    with: [command-re-roll, soulsight, fates-messenger, unparalleled-foresight]
`;

describe('report --jobs 2 with matchups refused as too large', () => {
  it('exit 1 with the refusal, as calc gives it', () => {
    const file = join(dir, 'heavy.yaml');
    // Four different matchups (the same four would be computed once, on no thread), on threads however little their work.
    writeFileSync(file, `matchups:\n${[30, 29, 28, 27].map((n) => heavy.replace('targetModels: 30', `targetModels: ${n}`)).join('')}`);
    const r = wh40k(['--data', data, 'report', file, '-o', join(dir, 'report.html'), '--jobs', '2', '--quiet'], THREADS);
    expect(r.stderr).toBe('wh40k: this calculation needs 11840 placements of its one-roll rules (re-rolls, Fate dice) compared (limit 512); use fewer of them\n');
    expect(r.status).toBe(1);
  });
});
