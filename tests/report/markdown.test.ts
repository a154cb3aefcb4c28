import { describe, expect, it } from 'vitest';
import { fixed, percent } from '../../src/report/format.js';
import { renderHtml } from '../../src/report/html.js';
import { md, renderMarkdown } from '../../src/report/markdown.js';
import { chargeMatchups, nastyMatchup, svgs, tags } from './fixture.js';

const matchups = chargeMatchups();
const report = renderMarkdown('Charge report', matchups, 'charts');

/** Table rows (lines starting with '|'), split into cells on unescaped pipes. */
function rows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .map((l) => l.slice(2, -2).split(/(?<!\\) \| /));
}

function images(markdown: string): { alt: string; src: string }[] {
  return [...markdown.matchAll(/!\[((?:\\.|[^\]])*)\]\(([^)]*)\)/g)].map((m) => ({ alt: m[1], src: m[2] }));
}

describe('renderMarkdown', () => {
  it('has the summary as a GFM table with the same numbers as the HTML', () => {
    const md0 = report.markdown;
    expect(md0.startsWith('# Charge report\n\n## Summary\n\n| Matchup | Attacker | Target | Expected kills | P(wipe) |')).toBe(true);
    expect(md0).toContain('| :--- | :--- | :--- | ---: | ---: | ---: | ---: | ---: |');
    for (const m of matchups) {
      expect(md0).toContain(
        `| ${m.name} | ${m.attacker.name} (${m.attacker.models} models, ${m.attacker.phase}) | ${m.target.name} (${m.target.models} models, ${m.target.wounds} wounds) | ` +
          `${fixed(m.kills.mean)} | ${md(percent(m.kills.wipe))} | ${fixed(m.damage.mean)} | ${m.kills.median} | ${m.kills.p10}-${m.kills.p90} |`,
      );
    }
    expect(md0).toContain('| Eightbound charge Intercessors | Eightbound (3 models, melee) | Intercessor Squad (5 models, 10 wounds) | 4.83 | 88.6% | 9.66 | 5 | 4-5 |');
  });

  it('has per matchup a table of P(exactly k) and P(at least k) with the percentages', () => {
    matchups.forEach((m, i) => {
      const start = report.markdown.indexOf(`## ${i + 1}. ${m.name}`);
      expect(start).toBeGreaterThan(0);
      const next = report.markdown.indexOf('\n## ', start + 1);
      const section = report.markdown.slice(start, next < 0 ? undefined : next);
      // After the per-weapon table (where the run's JSON has weapons), the distribution's.
      const table = section.slice(section.indexOf('| Models destroyed (k) |'));
      const sectionRows = rows(table);
      expect(sectionRows[0]).toEqual(['Models destroyed (k)', 'P(exactly k)', 'P(at least k)']);
      expect(sectionRows.slice(2)).toEqual(m.kills.distribution.map((p, k) => [String(k), md(percent(p)), md(percent(m.kills.atLeast[k]))]));
    });
    expect(report.markdown).toContain(`| 0 | ${md('<0.1%')} | 100% |`);
    expect(report.markdown).toContain('| 5 | 88.6% | 88.6% |');
  });

  it('compares matchups that share a target in one table and one overlaid chart', () => {
    const start = report.markdown.indexOf('## Comparisons');
    const section = report.markdown.slice(start, report.markdown.indexOf('\n## 1.'));
    expect(section).toContain('### Against Intercessor Squad (5 models)');
    const table = rows(section);
    expect(table[0]).toEqual(['Matchup', 'Expected kills', 'P(wipe)', 'P(at least 1)', 'P(at least 2)', 'P(at least 3)', 'P(at least 4)', 'P(at least 5)']);
    expect(table.slice(2).map((r) => r[0])).toEqual([matchups[0].name, matchups[1].name]);
    expect(table[2].slice(1)).toEqual([fixed(matchups[0].kills.mean), ...[matchups[0].kills.wipe, ...matchups[0].kills.atLeast.slice(1)].map((p) => md(percent(p)))]);
    const [img] = images(section);
    const svg = report.files[img.src.replace('charts/', '')];
    const labels = [...new Set(tags(svg, 'rect').filter((t) => 'data-p' in t.attrs).map((t) => t.attrs['data-series']))];
    expect(labels).toEqual([matchups[0].name, matchups[1].name]);
  });

  it('links every chart as ${svgDir}/<name>.svg and returns exactly those files', () => {
    const links = images(report.markdown).map((i) => i.src);
    expect(links).toEqual([
      'charts/compare-01-intercessor-squad.svg',
      'charts/01-eightbound-charge-intercessors.svg',
      'charts/01-eightbound-charge-intercessors-damage.svg',
      'charts/02-with-warp-blades-intercessors-gone-to-ground-no.svg',
      'charts/02-with-warp-blades-intercessors-gone-to-ground-no-damage.svg',
      'charts/03-six-eightbound-into-terminators.svg',
      'charts/03-six-eightbound-into-terminators-damage.svg',
      'charts/04-eightbound-into-an-inline-target.svg',
      'charts/04-eightbound-into-an-inline-target-damage.svg',
    ]);
    expect(Object.keys(report.files).map((f) => `charts/${f}`)).toEqual(links);
    for (const svg of Object.values(report.files)) expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('uses the very same SVG charts as the HTML report', () => {
    expect(Object.values(report.files)).toEqual(svgs(renderHtml('Charge report', matchups)));
  });

  it('resolves svgDir: beside the Markdown, trailing slashes, nested and odd characters', () => {
    const one = [matchups[0]];
    const src = (dir: string) => images(renderMarkdown('t', one, dir).markdown)[0].src;
    expect(src('')).toBe('01-eightbound-charge-intercessors.svg');
    expect(src('.')).toBe('01-eightbound-charge-intercessors.svg');
    expect(src('charts/')).toBe('charts/01-eightbound-charge-intercessors.svg');
    expect(src('../out/my charts (ci)')).toBe('../out/my%20charts%20%28ci%29/01-eightbound-charge-intercessors.svg');
  });

  it('escapes names so they cannot break tables, add emphasis, links or HTML', () => {
    const m = nastyMatchup();
    const { markdown, files } = renderMarkdown('<Report & *x*>', [m, { ...m, name: 'again' }], 'svg');
    expect(markdown.startsWith('# \\<Report \\& \\*x\\*\\>\n')).toBe(true);
    expect(markdown).toContain('Boyz \\<b\\>\\&amp; "Nobz"\\</b\\> \\| \\*x\\* \\[y\\](z) \'q\' \\$m\\$');
    expect(markdown).not.toMatch(/(?<!\\)[<>]/);
    for (const line of markdown.split('\n').filter((l) => l.startsWith('|'))) {
      const table = markdown.split('\n\n').find((block) => block.includes(line))!;
      const widths = rows(table).map((r) => r.length);
      expect(new Set(widths).size).toBe(1); // every row of a table has the same number of cells
    }
    expect(Object.keys(files)).toEqual([
      'compare-01-target-co.svg',
      '01-boyz-b-amp-nobz-b-x-y-z-q-m-charge.svg',
      '01-boyz-b-amp-nobz-b-x-y-z-q-m-charge-damage.svg',
      '02-again.svg',
      '02-again-damage.svg',
    ]);
    expect(markdown).toContain('Conditions: charged; options: 10 attacking models, Leaders attached to the target: \\<Big \\& Mek\\>, +1 to Hit rolls');
  });

  it("states each matchup's conditions and options under its units, and the version and date under the title when given", () => {
    expect(report.markdown).toContain(
      '## 3. six Eightbound into Terminators\n\nEightbound (6 models, melee) vs Terminator Squad (5 models, 15 wounds)\n\n' +
        'Conditions: charged; options: 6 attacking models; effects applied: Relentless Rage, Beacons of Rage\n\n',
    );
    const stamped = renderMarkdown('Charge report', matchups, 'charts', { version: '9.8.7', date: '2031-02-03' });
    expect(stamped.markdown.startsWith('# Charge report\n\nComputed by wh40k 9.8.7 on 2031-02-03\n\n## Summary\n')).toBe(true);
    expect(stamped.files).toEqual(report.files);
  });

  it('is deterministic', () => {
    const again = renderMarkdown('Charge report', chargeMatchups(), 'charts');
    expect(again.markdown).toBe(report.markdown);
    expect(again.files).toEqual(report.files);
  });
});
