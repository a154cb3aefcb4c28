/**
 * Every command the README shows works (issue 12 section 1): each `wh40k ...` line of its code
 * blocks is run with the built CLI in a temporary folder (files it writes, like `-o report.html`,
 * go there; `examples/` is linked in), with the fixtures of ../shared standing for the user's paths
 * (`~/wh40k-10e` is ../shared/bsdata, `~/wh40k-11e` ../shared/bsdata-11e, `army.rosz` the
 * Ultramarines roster). Each must exit 0, and
 * where the README shows output it must be what the command prints. The list of bundled units is
 * made from data/. `npm run readme` (WH40K_README=write) rewrites both instead of failing.
 * The two set-up commands at the top (`npm ci && ...`) are not run: `npm ci` would reinstall the
 * checkout; they are checked to be there, unchanged.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_DATA, parseFolder } from '../../src/rules/tenth/profiles/registry.js';
import type { Unit } from '../../src/rules/tenth/types.js';
import { BIN, ROOT, STACK_TRACE } from '../cli/run.js';
import { sharedFixture } from '../cli/shared-fixtures.js';
import { readmeCommands, SET_UP, shellWords, unitTable, withShownOutputs, withUnitSection } from './readme.js';

const README = join(ROOT, 'README.md');
const text = readFileSync(README, 'utf8');
const commands = readmeCommands(text);
const WRITE = process.env.WH40K_README === 'write';

const bsdata = sharedFixture('bsdata', 'Warhammer 40,000.gst');
const rosters = sharedFixture('rosters', 'Ultramarines_10E.rosz');
const bsdata11 = sharedFixture('bsdata-11e', 'Warhammer 40,000.json');
/** The user's paths in the README, and the fixture each stands for (undefined: fixture absent). */
const USER_PATHS: Record<string, string | undefined> = {
  '~/wh40k-10e': bsdata,
  '~/wh40k-11e': bsdata11,
  'army.rosz': rosters && join(rosters, 'Ultramarines_10E.rosz'),
};

const work = mkdtempSync(join(tmpdir(), 'wh40k-readme-'));
symlinkSync(join(ROOT, 'examples'), join(work, 'examples'));
const env = { ...process.env, NO_COLOR: '1', WH40K_CACHE: join(work, '.cache') };
const outputs = new Map<number, string>();
let units: Unit[];
beforeAll(async () => {
  units = await parseFolder(BUNDLED_DATA);
});
afterAll(() => {
  if (WRITE) writeFileSync(README, withUnitSection(withShownOutputs(text, outputs), unitTable(units)));
  rmSync(work, { recursive: true, force: true });
});

describe('README.md', () => {
  it('starts with the two set-up commands, unchanged (not run here: npm ci reinstalls the checkout)', () => {
    expect(text.split('\n').slice(2, 4)).toEqual(SET_UP.map((c) => `    ${c}`));
  });

  it('writes every command `npx wh40k` (npm ci puts no wh40k on the PATH), and has them to test', () => {
    expect(commands.length).toBeGreaterThanOrEqual(20);
    expect(commands.filter((c) => !c.text.startsWith('npx wh40k '))).toEqual([]);
    expect(commands.filter((c) => c.shown).length).toBeGreaterThanOrEqual(1);
  });

  it.skipIf(WRITE)('lists the bundled units as data/ has them (npm run readme rewrites the list)', () => {
    expect(withUnitSection(text, unitTable(units)) === text, 'README.md bundled units are stale: run `npm run readme`').toBe(true);
  });
});

describe('every command of the README', () => {
  for (const c of commands) {
    const words = shellWords(c.text).slice(2);
    const missing = words.filter((w) => w in USER_PATHS && !USER_PATHS[w]);
    it.skipIf(missing.length > 0)(`line ${c.line}: wh40k ${words.join(' ')}${missing.length ? ` (skipped: no fixture for ${missing.join(', ')})` : ''}`, () => {
      const unknown = words.filter((w) => w.startsWith('~') && !(w in USER_PATHS));
      expect(unknown, 'a user path with no fixture to stand for it').toEqual([]);
      const args = words.map((w) => USER_PATHS[w] ?? w);
      const r = spawnSync(process.execPath, [BIN, ...args], { cwd: work, encoding: 'utf8', env, timeout: 120_000 });
      expect(r.status, `${c.text}\n${r.stderr}`).toBe(0);
      expect(r.stderr).not.toMatch(STACK_TRACE);
      // A file written where -o names one (`-o -` is standard output: what the command printed).
      for (const flag of ['-o', '--out']) if (args.includes(flag) && args[args.indexOf(flag) + 1] !== '-') expect(existsSync(join(work, args[args.indexOf(flag) + 1]))).toBe(true);
      if (!c.shown) return;
      outputs.set(c.line, r.stdout.trimEnd());
      if (!WRITE) expect(r.stdout.split('\n').slice(0, c.shown.lines.length), 'the output shown: run `npm run readme`').toEqual(c.shown.lines);
    }, 180_000);
  }
});
