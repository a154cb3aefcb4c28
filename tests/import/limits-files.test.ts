/**
 * Wrong paths and wrong files given to the importers are input errors (exit 2) naming the file,
 * never "internal error" (issue 10 section 2).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run.js';
import { runInProcess } from '../cli/in-process.js';
import { writeSyntheticCheckout } from './synthetic-checkout.js';

async function inputError(args: string[]): Promise<string> {
  const r = await runInProcess(args);
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).not.toMatch(/internal error/);
  return r.stderr;
}

const tmp = mkdtempSync(join(tmpdir(), 'wh40k-import-files-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const CALC = ['calc', 'eightbound', 'vs', 'intercessors'];

describe('--data-bsdata and --roster with wrong paths or files', () => {
  it('--data-bsdata PATH that does not exist', async () => {
    const missing = join(ROOT, 'no-such-checkout');
    expect(await inputError(['--data-bsdata', missing, ...CALC])).toBe(`wh40k: ${missing}: no such file or folder`);
  });

  it('--data-bsdata /dev/null (the issue\'s command: the first wrong file is named)', async () => {
    expect(await inputError(['calc', '--data-bsdata', '/dev/null', 'eightbound', 'intercessors', '--roster=package.json'])).toBe(
      'wh40k: /dev/null: not a BattleScribe file (expected a .gst game system or .cat catalogue from a BSData checkout)',
    );
  });

  it('--roster=package.json: not XML, at its line and column', async () => {
    const file = join(ROOT, 'package.json');
    expect(await inputError([`--roster=${file}`, ...CALC])).toBe(`wh40k: ${file}:1:1 char '{' is not expected. (not XML: not a BattleScribe roster)`);
  });

  it('--roster given a catalogue: the place of its root element', async () => {
    const file = join(tmp, 'army.ros');
    writeFileSync(file, '<?xml version="1.0"?>\n<catalogue id="x" name="y"/>\n');
    expect(await inputError([`--roster=${file}`, ...CALC])).toBe(
      `wh40k: ${file}:2:1 not a BattleScribe roster: it is a BattleScribe catalogue (.cat); expected a .ros or .rosz roster`,
    );
  });

  it('a catalogue cut short: not well-formed XML at its line and column', async () => {
    const checkout = join(tmp, 'cut');
    mkdirSync(checkout);
    writeSyntheticCheckout(checkout);
    const cat = join(checkout, 'A - Alpha.cat');
    writeFileSync(cat, readFileSync(cat, 'utf8').slice(0, 150));
    expect(await inputError(['import', 'bsdata', checkout, '--out', join(tmp, 'out')])).toBe(`wh40k: ${cat}:3:7 the file ends inside <catalogue>, <sel>: cut short? (not well-formed XML)`);
  });
});
