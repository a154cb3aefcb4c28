import { describe, expect, it } from 'vitest';
import { metricText } from '../../src/cli/format.js';
import { heatmap, NO_POINTS } from '../../src/report/heatmap-grid.js';
import { luminance, scaleColour, SCALE, textColour } from '../../src/report/heatmap-colour.js';
import { renderHeatmapHtml } from '../../src/report/heatmap.js';
import { renderHeatmapMarkdown } from '../../src/report/heatmap-markdown.js';
import { smallMatrix } from './heatmap-fixture.js';
import { svgs, tags } from './fixture.js';

const html = (m = smallMatrix()) => renderHeatmapHtml('Small <matrix>', heatmap(m, metricText));
const between = (text: string, start: string, end: string) => text.slice(text.indexOf(start), text.indexOf(end, text.indexOf(start)) + end.length);

describe('the heatmap colour scale', () => {
  it('runs from the lightest to the darkest YlGnBu class, through the classes at t = i/8', () => {
    expect(scaleColour(0)).toBe('#ffffd9');
    expect(scaleColour(0.5)).toBe('#41b6c4'); // 0.5 * 8 = class 4
    expect(scaleColour(1)).toBe('#081d58');
    // t = 0.1875: 1.5 classes, halfway from #edf8b1 to #c7e9b4: (237+199)/2 = 218 (da), (248+233)/2 = 240.5 -> 241 (f1), (177+180)/2 = 178.5 -> 179 (b3).
    expect(scaleColour(0.1875)).toBe('#daf1b3');
    expect([scaleColour(-1), scaleColour(2), scaleColour(Number.NaN)]).toEqual(['#ffffd9', '#081d58', '#ffffd9']);
  });

  it('gets darker at every step, so the order of the values is the order of the colours', () => {
    const l = SCALE.map(luminance);
    for (let i = 1; i < l.length; i++) expect(l[i]).toBeLessThan(l[i - 1]);
  });

  it('writes black on light cells and white on dark ones, whichever contrasts more (WCAG 2)', () => {
    // #41b6c4: L = 0.2126 * 0.0513 + 0.7152 * 0.4678 + 0.0722 * 0.5520 = 0.3855; black 0.4355 / 0.05 = 8.7 > white 1.05 / 0.4355 = 2.4.
    expect(luminance('#41b6c4')).toBeCloseTo(0.3855, 3);
    expect(textColour('#41b6c4')).toBe('#000000');
    expect(textColour('#081d58')).toBe('#ffffff');
    expect(textColour('#ffffd9')).toBe('#000000');
    expect([luminance('#000000'), luminance('#ffffff')]).toEqual([0, 1]);
  });
});

describe('the heatmap HTML of a 2x2 matrix with one n/a cell', () => {
  it('is a table: rows attackers, columns targets, the number in each cell on its colour, n/a with its reason on hover', () => {
    // Expected kills colour on 0..1.5 (the largest): 1.5 -> t = 1 (#081d58, white text), 0.75 -> t = 0.5 (#41b6c4),
    // 0 -> t = 0 (#ffffd9). The numbers as the terminal table prints them: fixed(mean) (percent(wipe)).
    const facts = (a: string, t: string, k: string, wipe: string, median: number, p90: number, d: string) =>
      `${a} (5 models, 100 pts) vs ${t}: Expected kills ${k}, P(wipe) ${wipe}, Median kills ${median}, Kills 10th-90th 0-${p90}, Expected damage ${d}`;
    expect(between(html(), '<table class="heatmap">', '</table>')).toBe(
      [
        '<table class="heatmap">',
        '<thead><tr><th scope="col">Attacker \\ target</th><th scope="col">Xeno</th><th scope="col">Yolk &lt;&amp;&gt;</th></tr></thead>',
        '<tbody>',
        '<tr><th scope="row">Alpha</th>' +
          `<td id="cell-1-1" style="background: #081d58; color: #ffffff" data-value="1.5" title="${facts('Alpha', 'Xeno', '1.50', '25.0%', 1, 2, '3.00')}"><a href="#chart-cell-1-1">1.50 (25.0%)</a></td>` +
          '<td id="cell-1-2" class="na" title="Alpha has no ranged weapons"><span>n/a</span></td></tr>',
        '<tr><th scope="row">Beta</th>' +
          `<td id="cell-2-1" style="background: #41b6c4; color: #000000" data-value="0.75" title="${facts('Beta', 'Xeno', '0.75', '18.8%', 1, 2, '1.50')}"><a href="#chart-cell-2-1">0.75 (18.8%)</a></td>` +
          `<td id="cell-2-2" style="background: #ffffd9; color: #000000" data-value="0" title="${facts('Beta', 'Yolk &lt;&amp;&gt;', '0.00', '0%', 0, 0, '0.00')}"><span>0.00 (0%)</span></td></tr>`,
        '</tbody>',
        '</table>',
      ].join('\n'),
    );
  });

  it('lists the n/a reasons under the table, with the legend and the options the matrix used', () => {
    const page = html();
    expect(page).toContain('<ul class="na-reasons">\n<li>Alpha vs Yolk &lt;&amp;&gt;: n/a: Alpha has no ranged weapons</li>\n</ul>');
    expect(page).toContain('<span>Expected kills: 0</span><span class="bar" style="background: linear-gradient(to right, #ffffd9, #edf8b1, #c7e9b4, #7fcdbb, #41b6c4, #1d91c0, #225ea8, #253494, #081d58)"></span><span>1.50</span>');
    expect(page).toContain('<p class="meta">Rows: attackers; columns: targets; number: Expected kills (P(wipe)); colour: Expected kills. Options: charged.</p>');
    expect(page).toContain('<title>Small &lt;matrix&gt;</title>');
    expect(page).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it("has a hidden chart per cell with a distribution, shown as the :target of the cell's link", () => {
    const page = html();
    expect([...page.matchAll(/<section class="cell-chart" id="([^"]+)">/g)].map((m) => m[1])).toEqual(['chart-cell-1-1', 'chart-cell-2-1']);
    expect(page).toContain('.cell-chart { display: none;');
    expect(page).toContain('.cell-chart:target { display: block; }');
    // The bars are the cells' P(exactly k), in full precision.
    const bars = svgs(page).map((svg) => tags(svg, 'rect').filter((t) => 'data-p' in t.attrs).map((t) => Number(t.attrs['data-p'])));
    expect(bars).toEqual([
      [0.25, 0.5, 0.25],
      [0.4375, 0.375, 0.1875],
    ]);
  });

  it('without distributions (compare without --distributions) says how to get a chart per cell, and links none', () => {
    const m = smallMatrix();
    const plain = { ...m, cells: m.cells.map((c) => (c.kills === null ? c : { ...c, kills: { ...c.kills, distribution: undefined, atLeast: undefined } })) };
    const page = html(plain);
    expect(page).toContain('<p class="meta">This file has no kill distributions, so no chart per cell: compute the matrix with <code>wh40k compare ... --distributions --format json</code> (and merge its shards) for one.</p>');
    expect(page).not.toContain('<a href="#chart-');
    expect(page).not.toContain('<section id="charts">');
  });

  it('--metric wipe colours on 0..100%; a cell with no points (per 100 points) is grey, says so, and keeps its chart', () => {
    const wipe = heatmap({ ...smallMatrix(), metric: 'wipe' }, metricText);
    // P(wipe) 0.25 -> t = 0.25, class 2 (#c7e9b4); 0.1875 -> #daf1b3 (see the scale test); the scale ends at 100%.
    expect(wipe.rows.flat().map((c) => c.colour?.background)).toEqual(['#c7e9b4', undefined, '#daf1b3', '#ffffd9']);
    expect([wipe.scaleMaxText, wipe.rows[0][0].text]).toEqual(['100%', '25.0%']);

    const m = smallMatrix();
    const cells = m.cells.map((c) => (c.index === 2 ? { ...c, points: null, killsPer100Points: null, damagePer100Points: null } : c));
    const per100 = heatmap({ ...m, cells, metric: 'kills-per-100-points' }, metricText);
    const noPoints = per100.rows[1][0];
    expect([noPoints.text, noPoints.colour, noPoints.reason]).toEqual(['no points', undefined, NO_POINTS]);
    const page = renderHeatmapHtml('p', per100);
    expect(page).toContain(`<td id="cell-2-1" class="na" title="Beta (5 models) vs Xeno: Expected kills 0.75, P(wipe) 18.8%, Median kills 1, Kills 10th-90th 0-2, Expected damage 1.50; the attacker&#39;s profile lists no points"><a href="#chart-cell-2-1">no points</a></td>`);
  });
});

describe('the heatmap as Markdown', () => {
  it('is a table of the numbers, n/a cells with their reason, and a chart file per cell with a distribution', () => {
    const { markdown, files } = renderHeatmapMarkdown('Small <matrix>', heatmap(smallMatrix(), metricText), 'report svg');
    expect(markdown.split('\n').slice(0, 9)).toEqual([
      '# Small \\<matrix\\>',
      '',
      'Rows: attackers; columns: targets; number: Expected kills (P(wipe)); colour: Expected kills. Options: charged.',
      '',
      '| Attacker \\\\ target | Xeno | Yolk \\<\\&\\> |',
      '| :--- | ---: | ---: |',
      '| Alpha | 1.50 (25.0%) | n/a: Alpha has no ranged weapons |',
      '| Beta | 0.75 (18.8%) | 0.00 (0%) |',
      '',
    ]);
    expect(Object.keys(files)).toEqual(['01-alpha-vs-xeno.svg', '03-beta-vs-xeno.svg']);
    expect(markdown).toContain('![Kill distribution: Alpha vs Xeno](report%20svg/01-alpha-vs-xeno.svg)');
    expect(tags(files['03-beta-vs-xeno.svg'], 'rect').filter((t) => 'data-p' in t.attrs).map((t) => Number(t.attrs['data-p']))).toEqual([0.4375, 0.375, 0.1875]);
  });
});
