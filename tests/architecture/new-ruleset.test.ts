/**
 * Issue 27, "Done when": adding a ruleset is a folder under src/rules/, a line in the registry, its data
 * folder and its tests; every command works for it on day one. Here a third ruleset is registered beside
 * the two (`older`: the legacy value under another name, so its answers are known) and the command line,
 * unchanged, serves it: every command gives what it gives under `--ruleset legacy`, and what the value
 * cannot serve is refused naming the new ruleset. A command that asked `ruleset.name === 'legacy'`, or a
 * table of rulesets in src/cli/, would fail here.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { legacy } from '../../src/rules/legacy/index.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { tenth } from '../../src/rules/tenth/index.js';

const older: Ruleset = { ...legacy, name: 'older', description: 'the legacy engine under another name (a test of the registry)' };
const registry = [tenth, legacy, older] as const;

async function run(args: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await main(args, { out: (t) => out.push(t), err: (t) => err.push(t), colour: false }, undefined, registry);
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}

const COMMANDS: readonly (readonly string[])[] = [
  ['calc', 'tactical squad', 'vs', 'ork boyz', '--half-range'],
  ['calc', 'tactical squad', 'vs', 'rhino', '--format', 'json'],
  ['calc', 'tactical squad', 'vs', 'ork boyz', '--vary', 'cover=none,4+', '--format', 'csv'],
  ['compare', 'tactical squad,devastator squad', 'vs', 'ork boyz,rhino', '--jobs', '1'],
  ['run', 'examples/legacy.yaml', '--format', 'csv'],
  ['need', 'tactical squad', 'vs', 'ork boyz', '--kills', '3@50%'],
  ['list', '--format', 'csv'],
  ['show', 'rhino'],
  ['effects', '--format', 'csv'],
  ['schema'],
  ['validate', 'data/legacy'],
];

describe('a ruleset registered beside the others gets every command, the command line unchanged', () => {
  it.each(COMMANDS.map((c) => [c.join(' '), c]))('%s: as under --ruleset legacy', async (_, args) => {
    const asLegacy = await run(['--ruleset', 'legacy', ...args]);
    const asOlder = await run(['--ruleset', 'older', ...args]);
    expect(asLegacy.status).toBe(0);
    expect(asOlder).toEqual(asLegacy);
  });

  it('what its value cannot serve is refused naming it (exit 2): a command, a source of units, an option, another ruleset\'s option', async () => {
    const refused = async (args: readonly string[], said: string) => {
      const r = await run(['--ruleset', 'older', ...args]);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`wh40k: ${said}`);
    };
    await refused(['turn', 'tactical squad', 'vs', 'ork boyz'], `turn is not a command of --ruleset older: ${legacy.cannot.commands.turn}`);
    await refused(['--roster', 'x.ros', 'calc', 'a', 'vs', 'b'], `--roster is not an option of --ruleset older: ${legacy.cannot.sources.roster}`);
    await refused(['calc', 'a', 'vs', 'b', '--explain'], `--explain is not an option of --ruleset older: ${legacy.cannot.options['--explain']}`);
    const r = await run(['--ruleset', 'older', 'calc', 'a', 'vs', 'b', '--hit-mod', '1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^wh40k: --hit-mod is an option of --ruleset 10th; under --ruleset older, a matchup takes --charged, /);
  });

  it('--ruleset lists it, and a name that is no ruleset is refused with the three', async () => {
    expect((await run(['--help'])).stdout.replace(/\s+/g, ' ')).toContain('or older (the legacy engine under another name (a test of the registry))');
    const r = await run(['--ruleset', 'newest', 'list']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/expected 10th, legacy, older, got "newest"/);
  });
});
