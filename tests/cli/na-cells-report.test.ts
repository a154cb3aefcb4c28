/**
 * The report (HTML and Markdown) of a scenario with a matchup that could not be computed: it is in the
 * summary as "n/a" with its reason, has its own section saying why, and stays out of the comparisons;
 * the computed matchups render exactly as without it (issue 10 section 4).
 */
import { describe, expect, it } from 'vitest';
import { comparisons } from '../../src/report/format.js';
import { renderHtml } from '../../src/report/html.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { ReportItem, ReportUnavailable } from '../../src/report/types.js';
import { chargeMatchups, svgs } from '../report/fixture.js';

const REASON = 'Knight-class walker has no melee weapons that can attack here';
const computed = chargeMatchups();
// Against the same target as the first two, so it would join their comparison if it were computed.
const knight: ReportUnavailable = { name: 'Knight <charges>', attacker: { name: 'Knight-class walker' }, target: { name: computed[0].target.name }, kills: null, damage: null, reason: REASON };
const items: ReportItem[] = [computed[0], knight, ...computed.slice(1)];

describe('a report with an n/a matchup', () => {
  it('comparisons leave it out but keep report positions for links', () => {
    const withNa = comparisons(items);
    const without = comparisons(computed);
    expect(withNa.map((g) => g.matchups.map((m) => m.name))).toEqual(without.map((g) => g.matchups.map((m) => m.name)));
    expect(withNa[0].indices).toEqual(without[0].indices.map((i) => (i === 0 ? 0 : i + 1)));
  });

  it('HTML: a summary row and a section with the reason, escaped; no charts for it', () => {
    const html = renderHtml('With n/a', items);
    const row = html.split('\n').find((l) => l.includes('Knight &lt;charges&gt;</a>'))!;
    expect(row).toContain(`<td class="num">n/a: ${REASON}</td>`);
    expect(html).toContain(`<section class="matchup unavailable" id="matchup-2">\n<h2>Knight &lt;charges&gt;</h2>`);
    expect(html).toContain(`<p>n/a: ${REASON}</p>`);
    expect(svgs(html)).toHaveLength(2 * computed.length + comparisons(computed).length); // a kill and a damage chart each
    expect(html).not.toMatch(/NaN|undefined|null/);
  });

  it('Markdown: the same, and no chart file for it', () => {
    const { markdown, files } = renderMarkdown('With n/a', items, 'svg');
    expect(markdown).toContain(`| Knight \\<charges\\> | Knight-class walker | ${computed[0].target.name} | n/a: ${REASON} | n/a | n/a | n/a | n/a |`);
    expect(markdown).toContain(`## 2. Knight \\<charges\\>\n\nKnight-class walker vs ${computed[0].target.name}\n\nn/a: ${REASON}`);
    expect(Object.keys(files)).toHaveLength(Object.keys(renderMarkdown('x', computed, 'svg').files).length);
    expect(markdown).not.toMatch(/NaN|undefined|null/);
  });
});
