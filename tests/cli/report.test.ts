import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { json, ROOT, STACK_TRACE, wh40k } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'wh40k-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('wh40k report', () => {
  it('writes a self-contained HTML report whose bars are the exact kill distribution', () => {
    const out = join(dir, 'report.html');
    const r = wh40k(['report', 'examples/charge.yaml', '-o', out]);
    expect(r.status).toBe(0);
    const html = readFileSync(out, 'utf8');
    // The first matchup's bars carry P(exactly k) from the same numbers calc gives.
    const calc = json(['calc', 'eightbound', 'vs', 'intercessors', '--charged', '--with', 'relentless-rage']);
    for (const [k, p] of calc.kills.distribution.entries()) expect(html).toContain(`data-k="${k}" data-p="${p}"`);
    expect(html.match(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/g)).toBeNull();
  });

  it('writes Markdown with its SVG charts beside it', () => {
    const out = join(dir, 'report.md');
    expect(wh40k(['report', 'examples/charge.yaml', '-o', out]).status).toBe(0);
    const md = readFileSync(out, 'utf8');
    const charts = readdirSync(join(dir, 'report-svg'));
    expect(charts.length).toBe(9); // 4 matchups x (kills, damage) + 1 comparison (two matchups share a target)
    for (const c of charts) expect(md).toContain(`report-svg/${c}`);
  });

  it('the output is byte-identical run to run (the date fixed by SOURCE_DATE_EPOCH)', () => {
    const [a, b] = ['a.html', 'b.html'].map((f) => join(dir, f));
    const epoch = { SOURCE_DATE_EPOCH: '1700000000' };
    wh40k(['report', 'examples/charge.yaml', '-o', a], epoch);
    wh40k(['report', 'examples/charge.yaml', '-o', b], epoch);
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
  });

  it("states wh40k's version (package.json) and the date: SOURCE_DATE_EPOCH 1700000000 is 2023-11-14 22:13:20 UTC", () => {
    const out = join(dir, 'dated.html');
    expect(wh40k(['report', 'examples/charge.yaml', '-o', out], { SOURCE_DATE_EPOCH: '1700000000' }).status).toBe(0);
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(readFileSync(out, 'utf8')).toContain(`<p class="meta generated">Computed by wh40k ${version} on 2023-11-14</p>`);
    const today = join(dir, 'today.html');
    expect(wh40k(['report', 'examples/charge.yaml', '-o', today], { SOURCE_DATE_EPOCH: undefined }).status).toBe(0);
    const before = new Date().toISOString().slice(0, 10);
    expect(readFileSync(today, 'utf8')).toMatch(new RegExp(`Computed by wh40k ${version} on (${before}|\\d{4}-\\d\\d-\\d\\d)</p>`));
  });

  it('a SOURCE_DATE_EPOCH that is not whole seconds exits 2 and names it', () => {
    const r = wh40k(['report', 'examples/charge.yaml', '-o', join(dir, 'x.html')], { SOURCE_DATE_EPOCH: 'yesterday' });
    expect([r.status, r.stderr.trim()]).toEqual([2, 'wh40k: SOURCE_DATE_EPOCH=yesterday: expected whole seconds since 1970-01-01 (e.g. 1700000000), or leave it unset for today']);
  });

  it("titles the report with --title, else the scenario file's title:, else its file name", () => {
    const titled = join(dir, 'titled.yaml');
    writeFileSync(titled, `title: "Charges & <counter-charges>"\n${readFileSync(join(ROOT, 'examples/charge.yaml'), 'utf8')}`);
    const h1 = (args: string[]) => {
      const out = join(dir, 'titled.html');
      expect(wh40k(['report', ...args, '-o', out]).status).toBe(0);
      return readFileSync(out, 'utf8').match(/<h1>(.*)<\/h1>/)![1];
    };
    expect(h1([titled])).toBe('Charges &amp; &lt;counter-charges&gt;');
    expect(h1([titled, '--title', 'Mine'])).toBe('Mine');
    expect(h1(['examples/charge.yaml'])).toBe('charge.yaml');
  });

  it('a title: that is not text is an error naming file, line and field (exit 2)', () => {
    const bad = join(dir, 'bad-title.yaml');
    writeFileSync(bad, 'title: 12\nmatchups:\n  - { attacker: eightbound, target: intercessors }\n');
    const r = wh40k(['report', bad, '-o', join(dir, 'bad.html')]);
    expect([r.status, r.stderr.trim()]).toEqual([2, `wh40k: ${bad}:1:1 title: expected text, got 12`]);
  });

  it('an unknown extension or a missing -o exits 2', () => {
    const bad = wh40k(['report', 'examples/charge.yaml', '-o', join(dir, 'report.pdf')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('.html or .md');
    expect(wh40k(['report', 'examples/charge.yaml']).status).toBe(2);
    expect(bad.stderr).not.toMatch(STACK_TRACE);
  });
});

describe('the example CI workflow', () => {
  it('is valid YAML and every wh40k command in it runs', () => {
    const workflow = parse(readFileSync(join(ROOT, 'examples/github-workflow.yml'), 'utf8')) as {
      jobs: Record<string, { steps: { run?: string }[] }>;
    };
    const commands = Object.values(workflow.jobs)
      .flatMap((j) => j.steps.map((s) => s.run ?? ''))
      .filter((c) => c.startsWith('npx wh40k '));
    expect(commands.length).toBeGreaterThanOrEqual(5);
    const work = mkdtempSync(join(dir, 'ci-'));
    for (const shard of [1, 2]) {
      for (const c of commands.filter((c) => c.includes('--shard'))) {
        const [args, target] = c.replace('${{ matrix.shard }}', String(shard)).replace('${{ matrix.shard }}', String(shard)).replace(/^npx wh40k /, '').split(' > ');
        const r = wh40k(args.split(' '));
        expect(r.status, c).toBe(0);
        writeFileSync(join(work, target), r.stdout);
      }
    }
    const merged = wh40k(['merge', join(work, 'shard-1.json'), join(work, 'shard-2.json')]);
    expect(merged.status).toBe(0);
    expect(JSON.parse(merged.stdout).cells).toHaveLength(12);
    writeFileSync(join(work, 'matrix.json'), merged.stdout);
    for (const c of commands.filter((c) => c.includes(' report '))) {
      // The report steps read the matrix the merge step wrote, and write beside it.
      const args = c.replace(/^npx wh40k /, '').split(' ').map((a) => (a === 'matrix.json' ? join(work, a) : a));
      args[args.indexOf('-o') + 1] = join(work, args[args.indexOf('-o') + 1]);
      expect(wh40k(args).status, c).toBe(0);
    }
    expect(readdirSync(join(work, 'report-svg'))).toHaveLength(12); // a chart per cell: the shards carry distributions
    expect(readFileSync(join(work, 'report.html'), 'utf8')).toContain('<table class="heatmap">');
  });
});
