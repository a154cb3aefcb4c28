/**
 * `wh40k report` of compare/merge JSON: a heatmap (issue 12 section 7), end to end through the built CLI.
 * The matrix: a knight with no melee weapons and Eightbound, in melee, against Intercessors and a Rhino
 * (the knight's row is n/a, tests/cli/na-cells.test.ts), computed in two shards and merged as CI does.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, ROOT, STACK_TRACE, wh40k } from './run.js';

const KNIGHT = 'Knight-class walker';
const MATRIX = [`${KNIGHT},eightbound`, 'vs', 'intercessors,rhino', '--melee'];
const dir = mkdtempSync(join(tmpdir(), 'wh40k-heatmap-cli-'));
const at = (name: string) => join(dir, name);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]): string {
  const r = wh40k(args);
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

beforeAll(() => {
  for (const shard of ['1/2', '2/2']) {
    writeFileSync(at(`shard-${shard[0]}.json`), run(['compare', ...MATRIX, '--distributions', '--shard', shard, '--format', 'json']));
  }
  writeFileSync(at('matrix.json'), run(['merge', at('shard-1.json'), at('shard-2.json')]));
  writeFileSync(at('plain.json'), run(['compare', ...MATRIX, '--format', 'json']));
});

describe('compare --distributions', () => {
  it("gives each computed cell calc's kill distribution; without it the cells have none", () => {
    const cells = (JSON.parse(readFileSync(at('matrix.json'), 'utf8')) as { cells: { kills: { distribution?: number[]; atLeast?: number[] } | null }[] }).cells;
    const calc = json(['calc', 'eightbound', 'vs', 'intercessors', '--melee']);
    expect(cells.map((c) => c.kills?.distribution === undefined)).toEqual([true, true, false, false]);
    expect(cells[2].kills?.distribution).toEqual(calc.kills.distribution);
    expect(cells[2].kills?.atLeast).toEqual(calc.kills.atLeast);
    expect(readFileSync(at('plain.json'), 'utf8')).not.toContain('"distribution"');
  });

  it('says it adds nothing to a table', () => {
    const r = wh40k(['compare', 'eightbound', 'vs', 'rhino', '--distributions']);
    expect([r.status, r.stderr]).toEqual([0, 'note: --distributions adds to --format json only\n']);
  });
});

describe('examples/matrix.json (the README reports it)', () => {
  it('is what the compare command the README names prints today', () => {
    const args = ['compare', 'eightbound,intercessors,knight-class walker', 'vs', 'intercessors,terminators,rhino', '--melee', '--distributions', '--format', 'json'];
    expect(run(args)).toBe(readFileSync(join(ROOT, 'examples/matrix.json'), 'utf8'));
  });
});

describe('wh40k report MATRIX.json', () => {
  it('writes the heatmap: the numbers compare prints, n/a with its reason, and a chart per computed cell', () => {
    const r = wh40k(['report', at('matrix.json'), '-o', at('matrix.html')]);
    expect([r.status, r.stderr]).toEqual([0, `wrote ${at('matrix.html')}\n`]);
    const html = readFileSync(at('matrix.html'), 'utf8');
    const table = run(['merge', at('matrix.json'), '--format', 'markdown']);
    // `| Eightbound | 4.61 (75.9%) | 0.26 (26.4%) |`: each number compare's Markdown shows is in its cell.
    const eightbound = table.split('\n').find((l) => l.startsWith('| Eightbound'))!.split(' | ').slice(1).map((c) => c.replace(/ \|$/, ''));
    expect(eightbound).toHaveLength(2);
    for (const [j, text] of eightbound.entries()) expect(html).toContain(`<a href="#chart-cell-2-${j + 1}">${text.replace('\\<', '&lt;')}</a>`);
    expect(html).toContain(`<td id="cell-1-1" class="na" title="${KNIGHT} has no melee weapons that can attack here"><span>n/a</span></td>`);
    const calc = json(['calc', 'eightbound', 'vs', 'intercessors', '--melee']);
    for (const [k, p] of calc.kills.distribution.entries()) expect(html).toContain(`data-k="${k}" data-p="${p}"`);
    expect(html).toContain('Options: melee.');
  });

  it('Markdown: the table of numbers and a chart file per computed cell', () => {
    const r = wh40k(['report', at('matrix.json'), '-o', at('matrix.md'), '--title', 'Knights']);
    expect([r.status, r.stderr]).toEqual([0, `wrote ${at('matrix.md')}, ${at('matrix-svg')}/ (2 charts)\n`]);
    const md = readFileSync(at('matrix.md'), 'utf8');
    expect(md.startsWith('# Knights\n')).toBe(true);
    expect(md).toContain(`| ${KNIGHT} | n/a: ${KNIGHT} has no melee weapons that can attack here | n/a: ${KNIGHT} has no melee weapons that can attack here |`);
    expect(readdirSync(at('matrix-svg'))).toEqual(['03-eightbound-vs-intercessor-squad.svg', '04-eightbound-vs-rhino.svg']);
  });

  it('--metric picks what the cells show; without distributions the page says which flag gives them', () => {
    expect(run(['report', at('plain.json'), '-o', at('plain.html'), '--metric', 'wipe', '-q'])).toBe('');
    const html = readFileSync(at('plain.html'), 'utf8');
    expect(html).toContain('number: P(wipe); colour: P(wipe).');
    expect(html).toContain('<code>wh40k compare ... --distributions --format json</code>');
    expect(html).not.toContain('<svg');
  });

  it('refuses a lone shard and a file that is neither a scenario nor compare/run JSON (exit 2)', () => {
    const neither = 'expected a scenario file (YAML with matchups: a list of { attacker, target }) or the JSON of `compare`, `run`, `merge` or `turn` (kind "compare", "run" or "turn")';
    writeFileSync(at('other.json'), '{ "name": "not a matrix" }\n');
    writeFileSync(at('other.yaml'), 'units: [eightbound]\n');
    writeFileSync(at('list.json'), '[1, 2]\n');
    const cases: [string, string][] = [
      ['other.json', `wh40k: ${at('other.json')}: ${neither}\n`],
      ['other.yaml', `wh40k: ${at('other.yaml')}: ${neither}\n`],
      ['list.json', `wh40k: ${at('list.json')}: ${neither}\n`],
      ['shard-1.json', `wh40k: ${at('shard-1.json')}: one shard (1/2); merge every shard, then report the whole: wh40k merge shard-*.json > merged.json\n`],
    ];
    for (const [file, stderr] of cases) {
      const r = wh40k(['report', at(file), '-o', at('x.html')]);
      expect({ file, status: r.status, stderr: r.stderr }).toEqual({ file, status: 2, stderr });
    }
  });

  it('a damaged compare JSON: exit 2 naming file, line and field, as merge does', () => {
    writeFileSync(at('cut.json'), readFileSync(at('matrix.json'), 'utf8').slice(0, 200));
    const text = readFileSync(at('matrix.json'), 'utf8').replace('"atLeast": [', '"atLeast": ["x", ');
    writeFileSync(at('bad.json'), text);
    const cut = wh40k(['report', at('cut.json'), '-o', at('x.html')]);
    expect(cut.status).toBe(2);
    expect(cut.stderr).toMatch(new RegExp(`^wh40k: ${at('cut.json')}:\\d+:\\d+ not a wh40k JSON file \\(.*\\); report reads the output of --format json\\n$`));
    const bad = wh40k(['report', at('bad.json'), '-o', at('x.html')]);
    const line = text.slice(0, text.indexOf('"x"')).split('\n').length;
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(`${at('bad.json')}:${line}:`);
    expect(bad.stderr).toContain('cells[2].kills.atLeast[0]');
    for (const r of [cut, bad]) expect(r.stderr).not.toMatch(STACK_TRACE);
  });
});

describe('wh40k report RUN.json', () => {
  it('is the report of the scenario file, computed once: the same page from its run JSON (or merged run shards)', () => {
    for (const shard of ['1/2', '2/2']) writeFileSync(at(`run-${shard[0]}.json`), run(['run', 'examples/charge.yaml', '--shard', shard, '--format', 'json']));
    writeFileSync(at('charge.json'), run(['merge', at('run-1.json'), at('run-2.json')]));
    run(['report', 'examples/charge.yaml', '-o', at('charge.html'), '--title', 'Charge']);
    run(['report', at('charge.json'), '-o', at('from-json.html'), '--title', 'Charge']);
    expect(readFileSync(at('from-json.html'), 'utf8')).toBe(readFileSync(at('charge.html'), 'utf8'));
  });

  it('a run matchup without a field the report draws: exit 2 naming file, line and field', () => {
    const json = JSON.parse(run(['run', 'examples/charge.yaml', '--format', 'json'])) as { matchups: { kills: { atLeast?: number[] } }[] };
    delete json.matchups[0].kills.atLeast;
    writeFileSync(at('no-at-least.json'), JSON.stringify(json, null, 2));
    const r = wh40k(['report', at('no-at-least.json'), '-o', at('x.html')]);
    expect(r.status).toBe(2);
    // The place is the object that lacks the field (the kills of the first matchup).
    expect(r.stderr).toMatch(new RegExp(`^wh40k: ${at('no-at-least.json')}:\\d+:\\d+ matchups\\[0\\]\\.kills\\.atLeast: Invalid input: expected array, received undefined\n`));
    expect(r.stderr).not.toMatch(STACK_TRACE);
  });
});
