/**
 * Where 11th-edition unit files go (issue 28): a data folder's eleventh/ folder, which 10th edition's loader
 * never reads; an 11th-edition file among a data folder's own files is refused by every ruleset's loader with
 * the folder it goes in and `--ruleset 11th`, as a misplaced legacy file is.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rulesetOfFile, yamlFiles } from '../../../../src/profiles/data-files.js';
import { runInProcess } from '../../../cli/in-process.js';
import { FIXTURES } from '../helpers.js';

const work = mkdtempSync(join(tmpdir(), 'wh40k-eleventh-placement-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const tank = join(FIXTURES, 'eleventh', 'test', 'tank.yaml');

describe("a data folder's eleventh/ folder", () => {
  it("is left out of its 10th-edition files, and the folder's name says the files' ruleset", () => {
    expect(yamlFiles(FIXTURES)).toEqual([]);
    expect(rulesetOfFile(tank, ['10th', 'legacy', '11th'])).toBe('11th');
  });

  it("10th edition's list reads none of its units", async () => {
    const r = await runInProcess(['--data', FIXTURES, 'list', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('Test Tank');
  });

  it("an 11th-edition unit file among the folder's own files is refused naming the eleventh/ folder and --ruleset 11th (exit 2)", async () => {
    const dir = join(work, 'misplaced');
    mkdirSync(dir, { recursive: true });
    copyFileSync(tank, join(dir, 'tank.yaml'));
    const r = await runInProcess(['--data', dir, 'list']);
    expect(r.status).toBe(2);
    // Line 2 of the fixture is its `ruleset: 11th`.
    expect(r.stderr).toBe(
      `wh40k: ${join(dir, 'tank.yaml')}:2:1 ruleset: an 11th-edition unit file goes in its data folder's eleventh/ folder (${join(dir, 'eleventh')}), where \`wh40k --ruleset 11th\` reads 11th-edition units; the folder's other files are 10th edition's`,
    );
  });
});
