/**
 * A scenario file's `turn:` entries (issue 15: turns in scenario files): `run` prints them after the
 * matchups in every format, `report` draws them, and their errors name file:line:col and the field.
 * Numbers by hand on the one-model units of turn-duel.ts, and each entry equal to the plain `turn`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { json, STACK_TRACE, wh40k } from './run.js';
import { duelFolder } from './turn-duel.js';

const { dir, cleanup } = duelFolder();
// The scenario files and reports: beside the data folder, whose files are all read as units.
const work = mkdtempSync(join(tmpdir(), 'wh40k-turn-scenario-'));
afterAll(() => {
  cleanup();
  rmSync(work, { recursive: true, force: true });
});

interface TurnItem {
  name: string;
  kind: string;
  settings: { phases: string[]; overwatch: boolean; fightBack: boolean };
  target: { modelsLost: { mean: number } };
  attacker: { modelsLost: { mean: number } };
  notes: string[];
}

function scenario(name: string, text: string): string {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
}

const TURNS = scenario(
  'turns.yaml',
  `title: Duels
matchups:
  - { attacker: duellist, target: foe, charged: true }
turn:
  - { name: overwatched, attacker: duellist, target: foe, phases: fight, overwatch: true }
  - { attacker: duellist, target: foe, phases: [shoot, fight], fightBack: false }
`,
);
const run = (file: string, ...args: string[]) => wh40k(['--data', dir, 'run', file, ...args]);
const close = (got: number, want: number) => expect(Math.abs(got - want)).toBeLessThan(1e-12);

describe('run: turn: entries after the matchups', () => {
  it('JSON: the run\'s turn list, each a turn\'s JSON with its name; numbers by hand', () => {
    const r = run(TURNS, '--format', 'json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { matchups: unknown[]; turn: TurnItem[] };
    expect(out.matchups).toHaveLength(1);
    const [overwatched, plain] = out.turn;
    expect([overwatched.name, overwatched.kind, plain.name]).toEqual(['overwatched', 'turn', 'Duellist vs Foe']);
    expect(overwatched.settings).toEqual({ phases: ['fight'], overwatch: true, fightBack: true });
    // Overwatch kills the charging Duellist with 1/6 x 1/2 = 1/12; it survives 11/12 and kills with 1/4:
    // 11/48. It is lost to Overwatch, or survives it, fails (3/4) and dies to the fight back (1/4):
    // 1/12 + 11/12 x 3/4 x 1/4 = 49/192.
    close(overwatched.target.modelsLost.mean, 11 / 48);
    close(overwatched.attacker.modelsLost.mean, 49 / 192);
    // Shot (1/4) then fought (1/4): the Foe dies with 1 - (3/4)^2 = 7/16; no fight back, no losses.
    close(plain.target.modelsLost.mean, 7 / 16);
    expect(plain.attacker.modelsLost.mean).toBe(0);
  });

  it('each entry is the plain `turn` with the same options', () => {
    const out = JSON.parse(run(TURNS, '--format', 'json').stdout) as { turn: (TurnItem & Record<string, unknown>)[] };
    const plain = json(['--data', dir, 'turn', 'duellist', 'vs', 'foe', '--phases', 'fight', '--overwatch']) as unknown as Record<string, unknown>;
    expect({ ...out.turn[0], name: undefined }).toEqual({ ...plain, name: undefined });
  });

  it('table, Markdown and csv: a section per entry after the matchups', () => {
    const table = run(TURNS, '-q');
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/Duellist vs Foe[\s\S]*== turn: overwatched\nDuellist \(1 model, 20 pts\) vs Foe \(1 model, 12 pts\), a turn: overwatch, fight, fight back/);
    expect(table.stdout).toContain('== turn: Duellist vs Foe');
    const md = run(TURNS, '--format', 'markdown', '-q');
    expect(md.stdout).toContain('## turn: overwatched');
    const csv = run(TURNS, '--format', 'csv').stdout.split('\n');
    const at = csv.indexOf('turn,section,row,key,value');
    expect(at).toBeGreaterThan(1);
    expect(csv[at - 1]).toBe('');
    // 7/16 = 0.4375 exactly.
    expect(csv).toContain('Duellist vs Foe,target,,models_lost_mean,0.4375');
  });

  it('a file of turn: entries only prints just the turns', () => {
    const only = scenario('only.yaml', 'turn:\n  - { attacker: duellist, target: foe, phases: shoot }\n');
    const r = run(only, '-q');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.startsWith('== turn: Duellist vs Foe\n')).toBe(true);
  });

  it('bad entries: exit 2 at file:line:col with the field and what was expected', () => {
    const bad = scenario('bad.yaml', `turn:
  - { attacker: duellist, target: foe, phases: [shoot, bite] }
  - { attacker: duellist, target: foe, phases: shoot, overwatch: true }
  - { attacker: duellist, target: foe, fate: 3, charged: true }
`);
    const r = run(bad);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:2:\d+ turn\[0\]\.phases\[1\]: expected "shoot" or "fight", got "bite"/);
    expect(r.stderr).toMatch(/bad\.yaml:3:\d+ turn\[1\]\.overwatch: Overwatch is fired at a charging unit/);
    // Fate dice are a turn's option too (carried from phase to phase): only charged is refused on that line.
    expect(r.stderr).not.toMatch(/turn\[2\]\.fate/);
    expect(r.stderr).toMatch(/bad\.yaml:4:\d+ turn\[2\]\.charged: not available in a turn/);
    expect(r.stderr).not.toMatch(STACK_TRACE);
    const defaults = scenario('defaults.yaml', 'defaults: { charged: true }\nturn:\n  - { attacker: duellist, target: foe }\n');
    const d = run(defaults);
    expect(d.status).toBe(2);
    expect(d.stderr).toMatch(/defaults\.yaml:1:\d+ defaults\.charged: not available in a turn .*the turn: entries start from the defaults/);
    // What the turn itself refuses (a wounded model named, no wounds lost) is named with the file and the entry.
    const refused = scenario('refused.yaml', 'turn:\n  - { name: precise, attacker: duellist, target: foe, targetWoundedModel: foe }\n');
    const o = run(refused);
    expect(o.status, o.stderr).toBe(2);
    expect(o.stderr).toMatch(/refused\.yaml: turn\[0\] \(precise\): /);
    const shard = run(TURNS, '--shard', '1/2');
    expect(shard.status).toBe(2);
    expect(shard.stderr).toMatch(/--shard: this scenario has turn: entries, which are not sharded/);
  });
});

describe('report: a scenario\'s turn: entries after its matchups', () => {
  it('HTML from the scenario file and from its run JSON: a section per turn with its chart', () => {
    const page = join(work, 'duels.html');
    const r = wh40k(['--data', dir, 'report', TURNS, '-o', page, '-q']);
    expect(r.status, r.stderr).toBe(0);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('<h2>Turn 1. overwatched</h2>');
    expect(html).toContain('<h2>Turn 2. Duellist vs Foe</h2>');
    // Each turn's chart: one bar per side and k (k = 0, 1 for a one-model unit), P(exactly k) in full.
    const bars = [...html.matchAll(/<rect[^>]*data-series="([^"]+)"[^>]*data-k="(\d+)"[^>]*data-p="([^"]+)"/g)].filter((b) => b[1] === 'Foe');
    expect(bars.filter((b) => b[2] === '1').some((b) => Math.abs(Number(b[3]) - 11 / 48) < 1e-12)).toBe(true);
    const runJson = join(work, 'run.json');
    writeFileSync(runJson, run(TURNS, '--format', 'json').stdout);
    const fromJson = join(work, 'from-json.html');
    expect(wh40k(['report', runJson, '-o', fromJson, '-q']).status).toBe(0);
    expect(readFileSync(fromJson, 'utf8')).toContain('<h2>Turn 1. overwatched</h2>');
  });

  it('Markdown: the turns\' charts as files beside it', () => {
    const r = wh40k(['--data', dir, 'report', TURNS, '-o', join(work, 'duels.md'), '-q']);
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(join(work, 'duels.md'), 'utf8')).toContain('## Turn 1. overwatched');
    expect(readdirSync(join(work, 'duels-svg'))).toEqual(expect.arrayContaining(['turn-01.svg', 'turn-02.svg']));
  });

  it('a scenario of turn: entries only: its turns, and no empty summary of matchups', () => {
    const only = scenario('only-report.yaml', 'title: One turn\nturn:\n  - { attacker: duellist, target: foe }\n');
    for (const out of ['only.html', 'only.md']) {
      const r = wh40k(['--data', dir, 'report', only, '-o', join(work, out), '-q']);
      expect(r.status, r.stderr).toBe(0);
      const text = readFileSync(join(work, out), 'utf8');
      expect(text).toMatch(/Turn 1\. Duellist vs Foe/);
      expect(text).not.toContain('Summary');
    }
  });

  it('a run JSON whose turn is out of range: exit 2 at its line and field', () => {
    const out = JSON.parse(run(TURNS, '--format', 'json').stdout) as { turn: { target: { modelsLost: { wiped: number } } }[] };
    out.turn[1].target.modelsLost.wiped = 3;
    const bad = join(work, 'bad-run.json');
    writeFileSync(bad, JSON.stringify(out, null, 2));
    const r = wh40k(['report', bad, '-o', join(work, 'bad.html')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/bad-run\.json:\d+:\d+ turn\[1\]\.target\.modelsLost\.wiped: /);
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });
});
