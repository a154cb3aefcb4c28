/**
 * Runs the BUILT binary (bin/wh40k.js -> dist/bundle) as a user would. Build first:
 * `npm run build` (npm test does it through `pretest` when a source is newer than the last build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Expected } from '../../src/rules/tenth/engine.js';
import { HANG_MS } from '../hang.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BIN = join(ROOT, 'bin', 'wh40k.js');
const BUNDLE = join(ROOT, 'dist', 'bundle', 'cli.cjs');

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Threads for any 2 matchups (src/cli/threads-worth.ts): the small matrices of the tests of worker
 * threads are far below the work where threads pay, and would run on one thread.
 */
export const THREADS = { WH40K_THREADS_FROM_WORK: '0' } as const;

export function wh40k(args: readonly string[], env: Record<string, string | undefined> = {}): Run {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run \`npm run build\` before the CLI tests`);
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    timeout: HANG_MS,
  });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Parsed `--format json` output; fails the test with the CLI's stderr if it did not exit 0. */
export function json(args: readonly string[], env?: Record<string, string | undefined>): CalcJson {
  const r = wh40k([...args, '--format', 'json'], env);
  if (r.status !== 0) throw new Error(`wh40k ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout) as CalcJson;
}

/** A line of a JavaScript stack trace ("    at fn (file.js:1:2)"), or Node's own error banner. */
export const STACK_TRACE = /^\s*at\s.*:\d+(:\d+)?\)?\s*$|node:internal|^\w*Error:/m;

/** An ANSI escape sequence (colour, bold, underline ...). */
export const ANSI = /\u001b\[/;

/** A temporary folder of unit YAML files for --data; remove it with the returned cleanup. */
export function dataFolder(files: Record<string, string>): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'wh40k-cli-'));
  for (const [name, text] of Object.entries(files)) {
    // A name may have a folder: "legacy/unit.yaml".
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A --data folder with Dummy: 100 T4 W1 models with no save and no weapons (every wound a point of damage, a kill each). */
export function dummyFolder(): { dir: string; cleanup: () => void } {
  return dataFolder({
    'dummy.yaml': `name: Dummy
faction: Test
source: test fixture
keywords: [INFANTRY]
stats: { M: 6, T: 4, Sv: 7+, W: 1, Ld: 7+, OC: 1 }
points: { 100: 100 }
models:
  - { name: Dummy, count: 100, equipment: [] }
weapons: []
`,
  });
}

/**
 * A bundled unit's file (`file` under data/) renamed, with keywords and datasheet abilities added: for
 * a test that needs a rule to reach a unit its text does not name (002 Fate dice need Strands of Fate
 * and Aeldari Stratagems an AELDARI unit; 000 Blessings of Khorne need that ability).
 */
export function bundledCopy(file: string, name: string, alias: string, add: { keywords?: string[]; abilities?: string[] }): string {
  const listed = (add.abilities ?? []).map((a) => `\n  - { name: "${a}", modelled: "a test copy" }`).join('');
  return readFileSync(join(ROOT, 'data', file), 'utf8')
    .replace(/^name: .*$/m, `name: ${name}`)
    .replace(/^aliases: .*$/m, `aliases: [${alias}]`)
    .replace(/^(keywords: \[.*)\]/m, (_, list: string) => `${list}${(add.keywords ?? []).map((k) => `, ${k}`).join('')}]`)
    .replace(/^abilities:.*$/m, (line) => `${line}${listed}`);
}

export interface WeaponRow extends Expected {
  name: string;
  count: number;
}

export interface CalcJson {
  attacker: { name: string; models: number; phase: 'melee' | 'ranged' };
  target: { name: string; models: number; wounds: number };
  conditions: {
    phase: 'melee' | 'ranged';
    charged: boolean;
    stationary: boolean;
    halfRange: boolean;
    cover: boolean;
    indirect: boolean;
  };
  modifiers: Record<string, unknown>;
  weapons: WeaponRow[];
  total: Expected;
  kills: { mean: number; distribution: number[]; atLeast: number[]; wipe: number; median: number; p10: number; p90: number };
  damage: { mean: number; distribution: number[]; atLeast: number[]; median: number; p10: number; p90: number };
  hazardous: unknown;
  effects: { id: string; name: string; side: 'attacker' | 'target'; applied: boolean; detail: string }[];
  oneRolls: { roll: string; action: string; value?: number; weapon: number; weaponName: string }[];
  fightOnDeath: null | { rolls: number[]; chance: number; mean: number; distribution: number[]; atLeast: number[] };
  notes: string[];
  working?: { weapon: string; notes: string[] }[];
  simulation: null | { runs: number; seed: number; killsMean: number; damageMean: number; wipe: number; kills: number[] };
}

/** The row of one weapon, by name; fails loudly when the weapon was not used. */
export function row(result: CalcJson, name: string): WeaponRow {
  const found = result.weapons.find((w) => w.name === name);
  if (!found) throw new Error(`no weapon "${name}" in ${JSON.stringify(result.weapons.map((w) => w.name))}`);
  return found;
}

/** What bash completes with a completion script loaded, for the words typed after `wh40k` (the last is the word being completed). */
export function bashComplete(script: string, typed: readonly string[]): { matches: string[]; stderr: string } {
  const words = ['wh40k', ...typed].map((w) => `'${w}'`).join(' ');
  const r = spawnSync('bash', ['-c', `${script}\nCOMP_WORDS=(${words}); COMP_CWORD=${typed.length}; _wh40k; printf '%s\\n' "\${COMPREPLY[@]}"`], { encoding: 'utf8' });
  return { matches: r.stdout.split('\n').filter(Boolean), stderr: r.stderr };
}
