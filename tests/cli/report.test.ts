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
    expect(charts.length).toBe(5); // 4 matchups + 1 comparison (two matchups share a target)
    for (const c of charts) expect(md).toContain(`report-svg/${c}`);
  });

  it('the output is byte-identical run to run', () => {
    const [a, b] = ['a.html', 'b.html'].map((f) => join(dir, f));
    wh40k(['report', 'examples/charge.yaml', '-o', a]);
    wh40k(['report', 'examples/charge.yaml', '-o', b]);
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
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
