/**
 * `wh40k merge` checks the shape of every file it reads (issue 10 section 2): a wrong file is an
 * input error (exit 2) naming file:line:col and the field, never an internal error, an exit 0 or a
 * hang; shards of two different scenario files do not merge.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runShard } from '../../src/cli/merge.js';
import { runInProcess } from './in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-merge-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const TAIL = '(merge reads the output of `compare --format json` or `run --format json`)';
const matchup = (index: number) => ({
  index,
  name: `m${index}`,
  attacker: { name: 'Eightbound' },
  target: { name: 'Intercessors' },
  kills: { mean: 1, wipe: 0.1, median: 1, p10: 0, p90: 2 },
  damage: { mean: 2 },
});
const run = (extra: Record<string, unknown>) => JSON.stringify({ schemaVersion: 1, kind: 'run', total: 2, matchups: [matchup(0)], ...extra }, null, 2);

async function refused(files: string[]): Promise<string> {
  const r = await runInProcess(['merge', ...files]);
  expect(r.status, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).not.toMatch(/internal error/);
  return r.stderr;
}

describe('merge refuses files of the wrong shape (exit 2, file:line:col and field)', () => {
  it('a file holding null', async () => {
    const f = file('null.json', 'null\n');
    expect(await refused([f])).toBe(`wh40k: ${f}:1:1 (top level): expected a wh40k JSON object with kind "compare" or "run"\n${TAIL}`);
  });

  it('{"schemaVersion":1,"kind":"run"}: total and matchups are missing', async () => {
    const f = file('bare.json', '{"schemaVersion":1,"kind":"run"}');
    expect(await refused([f])).toBe(
      `wh40k: ${f}:1:1 total: Invalid input: expected number, received undefined\n${f}:1:1 matchups: Invalid input: expected array, received undefined\n${TAIL}`,
    );
  });

  it('"total": -1 (line 4 of the file as run --format json writes it)', async () => {
    const f = file('negative.json', run({ total: -1, matchups: [] }));
    expect(await refused([f])).toBe(`wh40k: ${f}:4:3 total: Too small: expected number to be >=0\n${TAIL}`);
  });

  it('a shard that claims 1e9 matchups is refused at once, not walked', async () => {
    const f = file('huge.json', run({ total: 1e9 }));
    // The schema's bound on total refuses it as the file is read: nothing counts up to 1e9 (no timer: issue 26 section 4).
    expect(await refused([f])).toBe(`wh40k: ${f}:4:3 total: Too big: expected number to be <=1000000 (more items than any matrix or scenario)\n${TAIL}`);
  });

  it('a large total with few items: counts what is missing without walking every index', async () => {
    const f = file('many.json', run({ total: 1_000_000 }));
    expect(await refused([f])).toBe('wh40k: missing 999999 of 1000000 items (first: 1, 2, 3, 4, 5); merge every shard');
  });

  it('a matchup without results names its field', async () => {
    const f = file('nokills.json', run({ matchups: [{ index: 0, name: 'a', attacker: { name: 'x' }, target: { name: 'y' }, damage: { mean: 1 } }] }));
    // line 5 "matchups": [, line 6 "{", the matchup's keys from line 7: kills is missing, so the place is the matchup itself.
    expect(await refused([f])).toBe(`wh40k: ${f}:6:5 matchups[0].kills: Invalid input: expected object, received undefined\n${TAIL}`);
  });

  it('a matchup with kills but damage null (tables would read its mean)', async () => {
    const f = file('halfnull.json', run({ matchups: [{ ...matchup(0), damage: null }] }));
    // The matchup opens on line 6; attacker and target take lines 9-14, kills 15-21 (five numbers): damage is on line 22.
    expect(await refused([f])).toBe(
      `wh40k: ${f}:22:7 matchups[0].damage: null here but not in kills and damage both (a matchup that could not be computed has neither)\n${TAIL}`,
    );
  });

  it("a matchup whose effects are null (the views' Effects applied column reads them; found by the input fuzz test)", async () => {
    const f = file('nulleffects.json', run({ matchups: [{ ...matchup(0), effects: null }] }));
    // The matchup opens on line 6; attacker, target, kills and damage take lines 7-24: effects is on line 25.
    expect(await refused([f])).toBe(`wh40k: ${f}:25:7 matchups[0].effects: Invalid input: expected array, received null\n${TAIL}`);
  });

  it('a matchup without results must say why', async () => {
    const f = file('noreason.json', run({ matchups: [{ ...matchup(0), kills: null, damage: null }] }));
    expect(await refused([f])).toBe(`wh40k: ${f}:6:5 matchups[0].reason: missing: a matchup that could not be computed says why\n${TAIL}`);
  });

  const cell = { index: 0, attacker: 'A', target: 'B', models: 1, points: null, kills: matchup(0).kills, damage: { mean: 1 }, killsPer100Points: null, damagePer100Points: null };
  const compare = (extra: Record<string, unknown>) =>
    JSON.stringify({ schemaVersion: 1, kind: 'compare', metric: 'kills', options: {}, attackers: ['A'], targets: ['B'], total: 1, cells: [cell], ...extra }, null, 2);

  it('a compare shard with a metric no view knows', async () => {
    const f = file('metric.json', compare({ metric: 'bogus' }));
    expect(await refused([f])).toBe(
      `wh40k: ${f}:4:3 metric: Invalid option: expected one of "kills"|"damage"|"wipe"|"kills-per-100-points"|"damage-per-100-points"\n${TAIL}`,
    );
  });

  it('a compare cell with results but models null (found by the input fuzz test)', async () => {
    const f = file('models.json', compare({ cells: [{ ...cell, models: null }] }));
    // attackers and targets are written one item a line (lines 6-11), "cells": [ on 13, the cell's "{" on 14,
    // index/attacker/target on 15-17, models on 18.
    expect(await refused([f])).toBe(`wh40k: ${f}:18:7 cells[0].models: null in a cell with results (only a cell that could not be computed has no models)\n${TAIL}`);
  });

  it('an item twice in one file', async () => {
    const f = file('twice.json', run({ matchups: [matchup(1), matchup(1)] }));
    expect(await refused([f])).toBe(`wh40k: ${f}: item 1 appears twice in the file`);
  });

  it('an item outside the claimed total', async () => {
    const f = file('outside.json', run({ total: 1, matchups: [matchup(3)] }));
    expect(await refused([f])).toBe(`wh40k: ${f}: item 3 is outside the 1 items the file claims`);
  });

  it('not JSON: the place of the syntax error', async () => {
    const f = file('broken.json', '{\n  "schemaVersion": 1,\n  "kind": }\n');
    expect(await refused([f])).toBe(
      `wh40k: ${f}:3:11 not a wh40k JSON file (Unexpected token '}'); merge reads the output of --format json`,
    );
  });

  it('a file cut short: the place is its end', async () => {
    const f = file('cut.json', '{\n  "schemaVersion": 1,\n  "kind": "ru');
    expect(await refused([f])).toBe(`wh40k: ${f}:3:14 not a wh40k JSON file (Unterminated string); merge reads the output of --format json`);
  });

  it('1,000 nested lists (which would abort Node in a YAML composer): the top level is not a shard', async () => {
    const f = file('deep.json', `${'['.repeat(1000)}${']'.repeat(1000)}`);
    expect(await refused([f])).toBe(`wh40k: ${f}:1:1 (top level): expected a wh40k JSON object with kind "compare" or "run"\n${TAIL}`);
  });

  it('a FIFO is refused without opening it (opening would block)', async () => {
    const f = join(dir, 'fifo.json');
    execFileSync('mkfifo', [f]);
    expect(await refused([f])).toBe(`wh40k: ${f}: not a regular file (a pipe, device or socket); give a file`);
  });

  it('a file that does not exist', async () => {
    const f = join(dir, 'nowhere.json');
    expect(await refused([f])).toBe(`wh40k: ${f}: cannot read (ENOENT)`);
  });
});

describe('run shards carry their scenario content', () => {
  it('shards of two different scenario files are refused', async () => {
    const a = file('a.json', run({ shard: runShard({ index: 1, of: 2 }, 'matchups: [one]\n') }));
    const b = file('b.json', run({ shard: runShard({ index: 2, of: 2 }, 'matchups: [two]\n'), matchups: [matchup(1)] }));
    expect(await refused([a, b])).toBe(`wh40k: ${b}: is a shard of a different scenario file (or of the file changed since) from ${a}`);
  });

  it('shards of the same scenario text merge', async () => {
    const text = 'matchups: [same]\n';
    const a = file('a2.json', run({ shard: runShard({ index: 1, of: 2 }, text) }));
    const b = file('b2.json', run({ shard: runShard({ index: 2, of: 2 }, text), matchups: [matchup(1)] }));
    const r = await runInProcess(['merge', a, b]);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ schemaVersion: 1, kind: 'run', total: 2, matchups: [matchup(0), matchup(1)] });
  });
});
