/** Inputs at the edges, through the CLI in this process: each an error with its place (exit 2) or a refusal (exit 1). */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function run(args: readonly string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await main(args, { out: (t) => out.push(t), err: (t) => err.push(t), colour: false });
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('validate: YAML nesting that used to kill Node', () => {
  it('1,000 nested [ is a YAML error at file:line:col, exit 2', async () => {
    const path = file('brackets.yaml', `${'['.repeat(1000)}\n`);
    const r = await run(['validate', path]);
    expect(r.status).toBe(2);
    expect(r.stdout.split('\n')[0]).toBe(
      `${path}:1:64 YAML nesting: more than 64 levels of lists and maps inside each other (a unit file needs about 5)`,
    );
  });

  it('a scenario file nested 1,000 deep: `run` refuses it the same way', async () => {
    const path = file('scenario.yaml', `matchups:\n  - attacker: ${'['.repeat(1000)}\n`);
    const r = await run(['run', path, '--jobs', '1']);
    expect(r.status).toBe(2);
    // Line 2: "  - attacker: [[[..." opens 2 block levels (indentation 0 and 2) and one "- ": 61 [ reach 64, the 62nd (col 15 + 61) goes past.
    expect(r.stderr).toBe(`wh40k: ${path}:2:${15 + 61} YAML nesting: more than 64 levels of lists and maps inside each other (a unit file needs about 5)`);
  });
});

describe('validate: an empty file', () => {
  it('says it is empty at file:1:1 and what a unit file needs', async () => {
    const path = file('empty.yaml', '# nothing here yet\n');
    const r = await run(['validate', path]);
    expect(r.status).toBe(2);
    expect(r.stdout.split('\n')[0]).toBe(
      `${path}:1:1 (top level): the file is empty; a unit file needs name, faction, source, stats (M, T, Sv, W, Ld, OC) and models (see \`wh40k schema\`)`,
    );
  });
});

describe('files that are not files', () => {
  it('a FIFO named unit.yaml in a --data folder is refused, not waited on forever: left out, said, the other units listed', async () => {
    const data = mkdtempSync(join(dir, 'data-'));
    const fifo = join(data, 'unit.yaml');
    execFileSync('mkfifo', [fifo]);
    const r = await run(['--data', data, 'list']);
    // Issue 29 section 3: a --data file that cannot be read no longer stops the command; it is said, with why.
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(`${fifo}: not a regular file (a pipe, device or socket); give a file`);
  });

  it('validate /dev/zero: refused at once, not read until memory runs out', async () => {
    const r = await run(['validate', '/dev/zero']);
    expect(r.status).toBe(2);
    expect(r.stdout.split('\n')[0]).toBe('/dev/zero: not a regular file (a pipe, device or socket); give a file');
  });

  it('run /dev/zero (a scenario file)', async () => {
    const r = await run(['run', '/dev/zero']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('wh40k: /dev/zero: not a regular file (a pipe, device or socket); give a file');
  });
});

describe('run --shard names its scenario by content', () => {
  it('shard.scenario is the first 16 hex digits of the file\'s SHA-256, so merge can refuse shards of two files', async () => {
    const text = 'matchups:\n  - { attacker: intercessors, target: guardsmen }\n';
    const path = file('one.yaml', text);
    const r = await run(['run', path, '--shard', '1/1', '--jobs', '1', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).shard).toEqual({ index: 1, of: 1, scenario: createHash('sha256').update(text).digest('hex').slice(0, 16) });
  });
});

describe('TARGET+LEADER with a side missing is a usage error, not an internal error', () => {
  it.each([
    [['calc', '+', 'vs', 'eightbound'], 'wh40k: "+": expected TARGET+LEADER, a unit name on each side of "+"'],
    [['calc', 'eightbound', 'vs', 'intercessors+'], 'wh40k: "intercessors+": expected TARGET+LEADER, a unit name on each side of "+"'],
    // The words are joined and trimmed before they are resolved.
    [['calc', 'eightbound', 'vs', ' + lieutenant'], 'wh40k: "+ lieutenant": expected TARGET+LEADER, a unit name on each side of "+"'],
  ])('%j', async (args, message) => {
    const r = await run(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(message);
  });

  it('TARGET+LEADER still attaches (intercessors+lieutenant: 5 + 1 models)', async () => {
    const r = await run(['calc', 'eightbound', 'vs', 'intercessors+lieutenant', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).target.models).toBe(6);
  });
});
