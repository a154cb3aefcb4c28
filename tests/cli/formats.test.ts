/**
 * --format csv | markdown | json on every command, as scripts and CI read them: plain text (no ANSI),
 * RFC 4180 csv with quoting, GitHub Markdown tables with escaped pipes, JSON with schemaVersion and
 * kind; --quiet; and no progress bar unless stderr is a terminal.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSI, BIN, ROOT, THREADS, wh40k } from './run.js';
import { HANG_MS } from '../hang.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-formats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** RFC 4180: fields split on commas outside quotes; "" inside quotes is a quote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') {
      expect(field, `a quote inside an unquoted field at ${i}`).toBe('');
      quoted = true;
    } else if (ch === ',') row.push(field), (field = '');
    else if (ch === '\n') row.push(field), rows.push(row), (row = []), (field = '');
    else if (ch !== '\r') field += ch;
  }
  expect(quoted, 'an unterminated quoted field').toBe(false);
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}

/** The cells of every GitHub Markdown table row (`\|` is a pipe inside a cell). */
function markdownTables(text: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] | undefined;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      current = undefined;
      continue;
    }
    expect(line.endsWith(' |'), line).toBe(true);
    const cells = line.slice(2, -2).split(/(?<!\\) \| /);
    if (!current) tables.push((current = []));
    current.push(cells);
  }
  for (const t of tables) {
    expect(t.length).toBeGreaterThanOrEqual(2);
    expect(t[1].every((c) => /^-{3,}:?$/.test(c)), `separator row ${t[1].join(' | ')}`).toBe(true);
    for (const r of t) expect(r, `a row with another number of cells: ${r.join(' | ')}`).toHaveLength(t[0].length);
  }
  return tables;
}

/** Colour forced on every way the environment can ask: csv and markdown must stay plain. */
const COLOUR_ENV = { NO_COLOR: undefined, FORCE_COLOR: '1' };

let runJsonPath: string;
let runJson: Record<string, any>;
beforeAll(() => {
  const r = wh40k(['run', 'examples/charge.yaml', '--format', 'json']);
  expect(r.status, r.stderr).toBe(0);
  runJsonPath = join(dir, 'run.json');
  writeFileSync(runJsonPath, r.stdout);
  runJson = JSON.parse(r.stdout);
});

// compare and calc --vary csv/markdown: compare.test.ts and vary.test.ts check the same, with their numbers;
// run: the odd-names tests below.
describe('csv and markdown on every command: plain text, well-formed, nothing on stderr', () => {
  const commands: [string, () => string[]][] = [
    // -q: calc's notes go to stderr in csv (tests/cli/messages.test.ts).
    ['calc', () => ['calc', 'eightbound', 'vs', 'intercessors', '--charged', '-q']],
    ['merge', () => ['merge', runJsonPath]],
    ['effects', () => ['effects']],
  ];

  it.each(commands)('%s --format csv', (_, args) => {
    const r = wh40k([...args(), '--format', 'csv'], COLOUR_ENV);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toMatch(ANSI);
    const rows = parseCsv(r.stdout);
    expect(rows.length).toBeGreaterThan(1);
    // A header row of names, then rows as wide as it.
    expect(rows[0].every((h) => /^[a-z][a-z0-9_ ]*$/i.test(h)), rows[0].join(',')).toBe(true);
    for (const row of rows) expect(row, row.join(',')).toHaveLength(rows[0].length);
  });

  it.each(commands)('%s --format markdown', (_, args) => {
    const r = wh40k([...args(), '--format', 'markdown'], COLOUR_ENV);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toMatch(ANSI);
    expect(markdownTables(r.stdout).length).toBeGreaterThan(0);
  });
});

describe('run and merge: names with commas, quotes and pipes', () => {
  const NAME = 'Eightbound, the "angry" | ones';
  let file: string;
  beforeAll(() => {
    file = join(dir, 'odd names.yaml');
    writeFileSync(
      file,
      [
        'matchups:',
        `  - name: '${NAME}'`,
        '    attacker: eightbound',
        '    target: intercessors',
        '  - name: plain',
        '    attacker: eightbound',
        '    target: rhino',
        '',
      ].join('\n'),
    );
  });

  it('csv quotes the field (doubling the quotes) and it parses back to the name', () => {
    const r = wh40k(['run', file, '--format', 'csv']);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('matchup,attacker,target,kills_mean,p_wipe,kills_median,kills_p10,kills_p90,damage_mean,effects_applied,reason');
    expect(lines[1].startsWith('"Eightbound, the ""angry"" | ones",Eightbound,Intercessor Squad,')).toBe(true);
    expect(lines[2].startsWith('plain,Eightbound,Rhino,')).toBe(true);
    const rows = parseCsv(r.stdout);
    expect(rows[1][0]).toBe(NAME);
    expect(rows.every((row) => row.length === 11)).toBe(true);
  });

  it('markdown escapes the pipe', () => {
    const r = wh40k(['run', file, '--format', 'markdown']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('| Eightbound, the "angry" \\| ones | Eightbound | Intercessor Squad |');
    const [table] = markdownTables(r.stdout);
    expect(table[0][0]).toBe('Matchup');
    expect(table).toHaveLength(2 + 2);
  });
});

describe('json: schemaVersion 1 and kind', () => {
  it('run: kind run, every matchup of the file with its index and name', () => {
    expect(runJson).toMatchObject({ schemaVersion: 1, kind: 'run', total: 4 });
    expect(runJson.matchups.map((m: { index: number }) => m.index)).toEqual([0, 1, 2, 3]);
    expect(runJson.matchups[0].name).toBe('Eightbound charge Intercessors');
    expect(runJson.matchups[0].schemaVersion).toBe(1);
    expect(runJson.matchups[0].kills.mean).toBeGreaterThan(0);
  });

  it('effects: kind effects, a list of effects with id, faction and source', () => {
    const r = wh40k(['effects', '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ schemaVersion: 1, kind: 'effects' });
    expect(j.effects.length).toBeGreaterThan(5);
    expect(j.effects.map((e: { id: string }) => e.id)).toContain('warp-blades');
    for (const e of j.effects) expect(Object.keys(e)).toEqual(expect.arrayContaining(['id', 'name', 'faction', 'source', 'summary']));
  });
  // compare, vary and merged JSON: compare.test.ts, vary.test.ts and shard.test.ts.
});

describe('--quiet', () => {
  it('removes the note: lines from the calc table and nothing else', () => {
    const args = ['calc', 'field', 'ordnance', 'battery', 'vs', 'terminators'];
    const loud = wh40k(args);
    const quiet = wh40k([...args, '-q']);
    expect(loud.status).toBe(0);
    expect(quiet.status).toBe(0);
    expect(loud.stdout).toMatch(/^note: ranged attacks/m);
    expect(loud.stdout).toMatch(/^note: .*not its Pistols/m);
    expect(quiet.stdout).not.toContain('note:');
    const withoutNotes = loud.stdout.replace(/\n\nnote: .*(\nnote: .*)*/, '');
    expect(quiet.stdout).toBe(withoutNotes);
  });
});

describe('progress bar', () => {
  it('never on stderr when stderr is a pipe, even for a threaded compare and run', () => {
    for (const args of [
      ['compare', 'eightbound,intercessors', 'vs', 'terminators,rhino', '--jobs', '2'],
      ['run', 'examples/charge.yaml', '--jobs', '2'],
    ]) {
      const r = wh40k(args, THREADS);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).not.toMatch(/\[#+\.*\]|\r/);
    }
  });

  // A pseudo-terminal (util-linux `script`): the bar appears, so the check above is not vacuous,
  // and --quiet removes it; csv on a terminal is still plain.
  const hasScript = process.platform === 'linux' && spawnSync('script', ['--version']).status === 0;
  function onTerminal(args: string): string {
    const r = spawnSync('script', ['-qec', `'${process.execPath}' '${BIN}' ${args}`, '/dev/null'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', ...THREADS },
      timeout: HANG_MS,
    });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout;
  }

  it.skipIf(!hasScript)('on a terminal: a bar counting the matchups; none with --quiet', () => {
    const args = 'compare eightbound,intercessors vs terminators,rhino --jobs 2 --format csv';
    const loud = onTerminal(args);
    expect(loud).toContain('[##############################] 4/4 ETA ');
    expect(loud).toContain('attacker,target,models,points');
    // NO_COLOR: no colour code anywhere. The bar moves the cursor and erases its line when done
    // (ECMA-48 EL 2, ESC [ 2 K: not colour); the csv printed after it is plain text.
    expect(loud).not.toMatch(/\u001b\[[\d;]*m/);
    const erased = loud.lastIndexOf('\u001b[2K');
    expect(erased).toBeGreaterThan(-1);
    expect(loud.slice(erased + '\u001b[2K'.length)).not.toMatch(ANSI);
    const quiet = onTerminal(`${args} --quiet`);
    expect(quiet).not.toContain('4/4');
    expect(quiet).toContain('attacker,target,models,points');
  });
});
