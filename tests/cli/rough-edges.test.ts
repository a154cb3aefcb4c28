/**
 * Issue 29 section 3's rough edges, each reproduced from main before its fix.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.js';

describe('turn between two units of one name', () => {
  it.each([['10th'], ['11th']])('%s edition: each side is named with its role, in every line', async (ruleset) => {
    const r = await runInProcess(['--ruleset', ruleset, 'turn', 'khorne berzerkers', 'vs', 'khorne berzerkers']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Khorne Berzerkers \(attacker\) \(10 models, \d+ pts\) vs Khorne Berzerkers \(target\)/);
    expect(r.stdout).toContain('fight back (Khorne Berzerkers (attacker))');
    expect(r.stdout).toMatch(/Trade: Khorne Berzerkers \(attacker\) removes [\d.]+ pts of Khorne Berzerkers \(target\)/);
    const json = JSON.parse((await runInProcess(['--ruleset', ruleset, 'turn', 'khorne berzerkers', 'vs', 'khorne berzerkers', '--format', 'json'])).stdout);
    expect([json.attacker.name, json.target.name]).toEqual(['Khorne Berzerkers (attacker)', 'Khorne Berzerkers (target)']);
  });
});

describe('long tails: the first and last rows below 0.1% are one row each (calc --all-rows: every row)', () => {
  it('distributionRows: runs of two or more at either end, their sum and P(at least) of the first; a single one stays', async () => {
    const { distributionRows } = await import('../../src/cli/tables.js');
    const exactly = [0.0001, 0.0002, 0.5, 0.4993, 0.0003, 0.0001];
    const atLeast = exactly.map((_, k) => exactly.slice(k).reduce((s, p) => s + p, 0));
    const rows = distributionRows(exactly, atLeast, 5);
    expect(rows.map((r) => r.label)).toEqual(['0-1', '2', '3', '4-5']);
    expect(rows[0].p).toBeCloseTo(0.0003, 12);
    expect(rows[3].p).toBeCloseTo(0.0004, 12);
    expect(rows[3].atLeast).toBe(atLeast[4]);
    expect(distributionRows(exactly, atLeast, 5, true).map((r) => r.label)).toEqual(['0', '1', '2', '3', '4', '5']);
    // One tiny row at an end is shown as it is.
    expect(distributionRows([0.0001, 0.6, 0.3999], [1, 0.9999, 0.3999], 2).map((r) => r.label)).toEqual(['0', '1', '2']);
  });

  it('Field Ordnance Battery x60 at 100 Terminators: a row 0-A and a row B-C instead of every k; --all-rows has them all', async () => {
    const args = ['calc', 'field ordnance battery', 'vs', 'terminators', '--models', '60', '--target-models', '100'];
    const short = await runInProcess(args);
    const all = await runInProcess([...args, '--all-rows']);
    expect([short.status, all.status]).toEqual([0, 0]);
    const kills = (out: string) => out.split('\n').filter((l) => /^│ \d+(-\d+)? +│ +(<?[\d.]+%|>99\.9%) │/.test(l));
    expect(kills(short.stdout)[0]).toMatch(/^│ 0-\d+ /);
    expect(short.stdout.split('\n').length).toBeLessThan(all.stdout.split('\n').length / 2);
    for (const k of [0, 17, 100]) expect(all.stdout).toMatch(new RegExp(`\\n│ ${k} +│`));
    const markdown = await runInProcess([...args, '--format', 'markdown']);
    expect(markdown.stdout).toMatch(/\n\| 0-\d+ +\|/);
  });
});

describe('a modifier beyond the cap is said in a note, not only under --explain', () => {
  it.each([
    ['10th', '--hit-mod', '2', "--hit-mod 2: Hit rolls are modified by at most +1 in all (003 'Modifying Dice Rolls'): +1 is used"],
    ['10th', '--wound-mod', '-2', "--wound-mod -2: Wound rolls are modified by at most -1 in all (003 'Modifying Dice Rolls'): -1 is used"],
    ['11th', '--hit-mod', '3', '--hit-mod 3: hit rolls are modified by at most +1 in all (11e 02.02.01): +1 is used'],
  ])('%s edition %s %s', async (ruleset, flag, value, note) => {
    const r = await runInProcess(['--ruleset', ruleset, 'calc', 'intercessors', 'vs', 'terminators', flag, value, '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).notes).toContain(note);
    // Within the cap, nothing is said.
    const within = await runInProcess(['--ruleset', ruleset, 'calc', 'intercessors', 'vs', 'terminators', flag, value.startsWith('-') ? '-1' : '1', '--format', 'json']);
    expect(JSON.parse(within.stdout).notes.filter((n: string) => n.startsWith(`${flag} `))).toEqual([]);
  });
});

describe('Markdown aligns columns of numbers right and columns of text left', () => {
  it('toMarkdown: numbers (and percentages, rolls, ranges, n/a) right; words left; a column of "-" only is text', async () => {
    const { toMarkdown } = await import('../../src/cli/sheet.js');
    const md = toMarkdown([{ columns: ['unit', 'kills', 'chance', 'save', 'models', 'status', 'abilities'], rows: [['Eightbound', 4.61, '75.9%', '3+', '2 (2-5)', 'modelled', '-'], ['Rhino', '0.00 (<0.1%)', '<0.1%', '-', '1', 'no effect on an attack', '-']] }]);
    expect(md.split('\n')[1]).toBe('| --- | ---: | ---: | ---: | ---: | --- | --- |');
  });

  it('the legacy ruleset\'s effects list: its text columns left', async () => {
    const r = await runInProcess(['--ruleset', 'legacy', 'effects', '--format', 'markdown']);
    expect(r.stdout.split('\n')[1]).toBe('| --- | --- | --- |');
  });
});

describe("an ability the player's own effect models is not said to be missing", () => {
  it('Intercessors with a player\'s target-elimination effect: no "not modelled ... Target Elimination"; without it, the note', async () => {
    // The player's effect, named as the datasheet names the ability (Oath of Moment, the README's example once, is built in now).
    const dir = mkdtempSync(join(tmpdir(), 'wh40k-rough-edges-'));
    const file = join(dir, 'mine.yaml');
    writeFileSync(
      file,
      'id: target-elimination\nname: Target Elimination\nsource: "Intercessor Squad datasheet"\nsummary: "+2 Attacks to bolt rifles"\n' +
        'attacker:\n  weapons: { named: [bolt rifle] }\n  adjust: { attacks: +2 }\n',
    );
    try {
      const args = ['calc', 'intercessors', 'vs', 'rhino', '--ranged', '--format', 'json'];
      const mine = JSON.parse((await runInProcess([...args, '--effects', file, '--with', 'target-elimination'])).stdout);
      expect(mine.effects.some((e: { id: string; applied: boolean }) => e.id === 'target-elimination' && e.applied)).toBe(true);
      expect(mine.notes.filter((n: string) => /^not modelled \(Intercessor Squad\): Target Elimination/.test(n))).toEqual([]);
      const plain = JSON.parse((await runInProcess(args)).stdout);
      expect(plain.notes.some((n: string) => /^not modelled \(Intercessor Squad\): Target Elimination/.test(n))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('Oath of Moment is modelled by a built-in effect: never noted as missing, and --with oath-of-moment applies it', async () => {
    const args = ['calc', 'intercessors', 'vs', 'rhino', '--ranged', '--format', 'json'];
    const oath = JSON.parse((await runInProcess([...args, '--with', 'oath-of-moment'])).stdout);
    expect(oath.effects).toContainEqual(expect.objectContaining({ id: 'oath-of-moment', applied: true }));
    const plain = JSON.parse((await runInProcess(args)).stdout);
    expect(plain.notes.filter((n: string) => n.includes('Oath of Moment'))).toEqual([]);
  });
});

describe('validate reads a scenario file as one', () => {
  it('examples/charge.yaml is OK; a scenario naming an unknown unit is an error at its line, with the closest names (exit 2)', async () => {
    const ok = await runInProcess(['validate', 'examples/charge.yaml', 'examples/turns.yaml']);
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    const { tempDir } = await import('../profiles/fixtures.js');
    const dir = tempDir({ 'scenario.yaml': 'matchups:\n  - attacker: eightbond\n    target: intercessors\n' });
    const bad = await runInProcess(['validate', `${dir}/scenario.yaml`]);
    expect(bad.status).toBe(2);
    expect(bad.stdout + bad.stderr).toMatch(/scenario\.yaml:2:5 matchups\[0\]\.attacker: unknown unit "eightbond"; closest: Eightbound/);
  });
});

describe('report -o -: the self-contained HTML on standard output', () => {
  it('a scenario report printed whole, nothing written; another extension is refused saying what is taken', async () => {
    const r = await runInProcess(['report', 'examples/charge.yaml', '-o', '-', '-q']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^<!DOCTYPE html>\n[\s\S]*<\/html>\s*$/);
    expect(r.stderr).toBe('');
    const bad = await runInProcess(['report', 'examples/charge.yaml', '-o', 'x.txt', '-q']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('-o x.txt: expected a .html or .md file, or - for the HTML on standard output');
  });

  it('piped into a reader that stops early: exit 0, no stack trace', async () => {
    const { spawnSync } = await import('node:child_process');
    const r = spawnSync('bash', ['-c', 'node bin/wh40k.js report examples/charge.yaml -o - -q | head -c 10; echo " ${PIPESTATUS[0]}"'], { encoding: 'utf8' });
    expect(r.stdout).toBe('<!DOCTYPE  0\n');
    expect(r.stderr).toBe('');
  });
});

describe("the report has each matchup's per-weapon table", () => {
  it("HTML and Markdown: a row per weapon and Total, with the numbers of run's JSON (2 decimals)", async () => {
    const run = JSON.parse((await runInProcess(['run', 'examples/charge.yaml', '--format', 'json', '--jobs', '1'])).stdout);
    const html = (await runInProcess(['report', 'examples/charge.yaml', '-o', '-', '-q', '--jobs', '1'])).stdout;
    const first = run.matchups[0];
    for (const w of first.weapons) {
      expect(html).toContain(`<tr><td>${w.name}</td><td class="num">${w.count}</td><td class="num">${w.attacks.toFixed(2)}</td><td class="num">${w.hits.toFixed(2)}</td>`);
    }
    expect(html).toContain(`<tr><td>Total</td><td class="num"></td><td class="num">${first.total.attacks.toFixed(2)}</td>`);
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const out = join(mkdtempSync(join(tmpdir(), 'wh40k-report-')), 'r.md');
    expect((await runInProcess(['report', 'examples/charge.yaml', '-o', out, '-q', '--jobs', '1'])).status).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain(`| ${first.weapons[0].name} | ${first.weapons[0].count} | ${first.weapons[0].attacks.toFixed(2)} |`);
  });
});

describe('a --data folder with broken unit files: every problem of every file said, the other units work', () => {
  const folder = async () => {
    const { tempDir } = await import('../profiles/fixtures.js');
    const { readFileSync } = await import('node:fs');
    const good = readFileSync('tests/rules/eleventh/fixtures/hand/eleventh/troopers.yaml', 'utf8').replace(/^ruleset: 11th\n/m, '').replace('Hand Troopers', 'My Troopers');
    return tempDir({ 'good.yaml': good, 'broken1.yaml': 'name: Broken One\nfaction: Test\n', 'broken2.yaml': 'name: Broken Two\nfaction: Test\nstats: {T: 4}\n' });
  };

  it('calc of other units runs (exit 0); the notes name both files with all their problems', async () => {
    const dir = await folder();
    const r = await runInProcess(['--data', dir, 'calc', 'intercessors', 'vs', 'my troopers']);
    expect(r.status, r.stderr).toBe(0);
    // The notes come with the table (after it), as every note of calc does.
    const said = r.stdout + r.stderr;
    expect(said).toMatch(/broken1\.yaml could not be read \(Broken One\): its unit is left out/);
    expect(said).toMatch(/broken2\.yaml could not be read \(Broken Two\)/);
    for (const problem of ['broken1.yaml:1:1 source: missing', 'broken1.yaml:1:1 models: missing', 'broken2.yaml:3:1 stats.W: missing']) expect(said).toContain(problem);
  });

  it('naming the broken unit: exit 2 with its file and its problems', async () => {
    const dir = await folder();
    const r = await runInProcess(['--data', dir, 'calc', 'broken two', 'vs', 'intercessors']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/"broken two" is the unit of .*broken2\.yaml, which could not be read:\n.*broken2\.yaml:1:1 source: missing/);
  });
});

describe('11th edition: a --data folder with a broken unit file', () => {
  it('calc of other units runs (exit 0), the note gives every problem of the file', async () => {
    const { tempDir } = await import('../profiles/fixtures.js');
    const dir = tempDir({ 'eleventh/broken.yaml': 'ruleset: 11th\nname: Broken\nfaction: T\n' });
    const r = await runInProcess(['--ruleset', '11th', '--data', dir, 'calc', 'eightbound', 'vs', 'intercessors', '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const notes: string[] = JSON.parse(r.stdout).notes;
    const note = notes.find((n) => n.includes('broken.yaml could not be read'));
    expect(note).toMatch(/broken\.yaml:1:1 source: missing[\s\S]*broken\.yaml:1:1 models: missing/);
  });
});

describe('legacy: a --data folder with a broken unit file', () => {
  it('calc of other units runs (exit 0), the note gives every problem of the file; naming the broken one: exit 2 with them', async () => {
    const { tempDir } = await import('../profiles/fixtures.js');
    const dir = tempDir({ 'legacy/broken.yaml': 'ruleset: legacy\nname: Broken\nfaction: T\n' });
    const r = await runInProcess(['--ruleset', 'legacy', '--data', dir, 'calc', 'tactical squad', 'vs', 'ork boyz', '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const note = (JSON.parse(r.stdout).notes as string[]).find((n) => n.includes('broken.yaml could not be read'));
    expect(note).toMatch(/broken\.yaml:1:1 source: missing[\s\S]*broken\.yaml:1:1 models: missing/);
    const named = await runInProcess(['--ruleset', 'legacy', '--data', dir, 'calc', 'broken', 'vs', 'ork boyz']);
    expect(named.status).toBe(2);
    expect(named.stderr).toContain('broken.yaml could not be read');
  });
});

describe("calc notes a unit's unmodelled abilities for its role: the attacker's when attacking, the target's when attacked", () => {
  it("a Rhino as the target: its two defensive ones, not its four offensive ones; attacking: those; in a turn: all six", async () => {
    const notes = async (...args: string[]) => {
      const r = await runInProcess([...args, '--format', 'json']);
      expect(r.status, r.stderr).toBe(0);
      return (JSON.parse(r.stdout).notes as string[]).filter((n) => n.startsWith('not modelled (Rhino)')).map((n) => /\): ([^(]+?) \(/.exec(n)![1]);
    };
    expect(await notes('calc', 'intercessors', 'vs', 'rhino', '--ranged')).toEqual(['Deadly Demise', 'Redoubtable Machine Spirit']);
    const attacking = await notes('calc', 'rhino', 'vs', 'intercessors', '--ranged');
    // Oath of Moment is modelled (--with oath-of-moment): not noted.
    expect(attacking).toEqual(expect.arrayContaining(['Firing Deck', 'Gunnery Honours', 'Firestorm Coordinators', 'Astartes Tank Ace']));
    expect(attacking).not.toContain('Oath of Moment');
    expect(attacking).not.toContain('Redoubtable Machine Spirit');
    expect((await notes('turn', 'intercessors', 'vs', 'rhino')).length).toBe(6);
  });
});

describe('a condition that changes nothing here is said in a note', () => {
  it('--half-range without Melta or Rapid Fire, --stationary without a Heavy weapon; not where a weapon reads them', async () => {
    const notes = async (...args: string[]) => JSON.parse((await runInProcess(['calc', ...args, '--format', 'json'])).stdout).notes as string[];
    // Intercessors' bolt rifles are Assault and Heavy, with no Melta or Rapid Fire.
    const intercessors = await notes('intercessors', 'vs', 'terminators', '--half-range', '--stationary');
    expect(intercessors).toContain('--half-range changes nothing here: no weapon that attacks has Melta or Rapid Fire');
    expect(intercessors.some((n) => n.startsWith('--stationary changes nothing'))).toBe(false);
    // Fire Dragons' fusion guns have Melta.
    expect((await notes('fire dragons', 'vs', 'rhino', '--half-range')).some((n) => n.includes('changes nothing'))).toBe(false);
  });
});
