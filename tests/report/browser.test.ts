import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { comparisons } from '../../src/report/format.js';
import { renderHtml } from '../../src/report/html.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { MIN_BAR } from '../../src/report/svg.js';
import type { ReportMatchup } from '../../src/report/types.js';
import { chromium as runChromium, itChromium, TIMEOUT } from './chromium.js';
import { chargeMatchups, nastyMatchup, svgs, tags } from './fixture.js';

// The report in a real browser: see ./chromium.ts for which one and when these tests run.
const matchups: ReportMatchup[] = [...chargeMatchups(), nastyMatchup()];
let dir = '';
const chromium = (args: string[]) => runChromium(join(dir, 'profile'), args);

function write(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return pathToFileURL(file).href;
}

/** What the bars of the page should say: every chart's series, k and P(exactly k), in order (per matchup kills, then damage). */
function expectedBars(): { series: string; k: number; p: number }[] {
  const out: { series: string; k: number; p: number }[] = [];
  for (const g of comparisons(matchups)) for (const m of g.matchups) m.kills.distribution.forEach((p, k) => out.push({ series: m.name, k, p }));
  for (const m of matchups) {
    for (const d of [m.kills, m.damage]) d.distribution.forEach((p, k) => out.push({ series: m.attacker.name, k, p }));
  }
  return out;
}

describe('the HTML report in headless Chromium', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wh40k-report-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  itChromium('loads, and the DOM has every chart with bars whose data-p match the input numbers', () => {
    const dom = chromium(['--dump-dom', write('report.html', renderHtml('Report <in> a browser', matchups))]);
    expect(dom).toContain('<h1>Report &lt;in&gt; a browser</h1>');
    expect(dom).not.toContain('parsererror');
    const charts = svgs(dom);
    expect(charts).toHaveLength(2 * matchups.length + comparisons(matchups).length);
    const bars = charts.flatMap((svg) => tags(svg, 'rect').filter((t) => 'data-p' in t.attrs));
    expect(bars.map((b) => ({ series: b.attrs['data-series'], k: Number(b.attrs['data-k']), p: Number(b.attrs['data-p']) }))).toEqual(expectedBars());
    for (const m of matchups) expect(dom).toContain(`<td class="num">${m.kills.mean.toFixed(2)}</td>`);
  }, 2 * TIMEOUT);

  itChromium('renders every bar with a height proportional to its probability (a tiny one MIN_BAR high)', () => {
    // A test-only copy of the page measures the laid-out bars (the report itself has no script).
    const measure = `<script>
for (const svg of document.querySelectorAll('svg.chart')) {
  const scale = svg.getBoundingClientRect().height / svg.viewBox.baseVal.height;
  const plot = Number(svg.dataset.plotHeight) * scale, bottom = svg.getBoundingClientRect().top + Number(svg.dataset.plotBottom) * scale;
  for (const r of svg.querySelectorAll('rect[data-p]')) {
    const box = r.getBoundingClientRect();
    r.setAttribute('data-rendered', JSON.stringify({ h: box.height / plot, bottom: box.bottom - bottom, plotUnits: Number(svg.dataset.plotHeight) }));
  }
}
</script></body>`;
    const page = renderHtml('measured', matchups).replace('</body>', measure);
    const dom = chromium(['--window-size=1200,2000', '--dump-dom', write('measured.html', page)]);
    const bars = tags(dom, 'rect').filter((t) => 'data-rendered' in t.attrs);
    expect(bars).toHaveLength(expectedBars().length);
    for (const b of bars) {
      const { h, bottom, plotUnits } = JSON.parse(b.attrs['data-rendered']) as { h: number; bottom: number; plotUnits: number };
      const p = Number(b.attrs['data-p']);
      const expected = p > 0 && p * plotUnits < MIN_BAR ? MIN_BAR / plotUnits : p;
      expect(Math.abs(h - expected)).toBeLessThan(1e-3); // rendered height / plot height = p
      expect(Math.abs(bottom)).toBeLessThan(0.05); // standing on the x axis
    }
  }, 2 * TIMEOUT);

  for (const width of [375, 1200]) {
    itChromium(`at ${width} px wide: conditions shown, charts fit the width with text of 9 px or more, no sideways page scroll`, () => {
      // Headless Chromium's window is at least 500 px wide, so the page is laid out in an iframe of the
      // width (srcdoc: same origin); a test-only script measures it and writes what it found into the outer <body data-layout>.
      const measure = `<script>
const page = document.documentElement;
const charts = [...document.querySelectorAll('svg.chart')].map((svg) => {
  const box = svg.getBoundingClientRect();
  const scale = box.width / svg.viewBox.baseVal.width;
  const texts = [...svg.querySelectorAll('text')];
  const outside = texts.filter((t) => { const r = t.getBoundingClientRect(); return r.left < box.left - 1 || r.right > box.right + 1; }).map((t) => t.textContent);
  return { kind: svg.getAttribute('class'), left: box.left, right: box.right, top: box.top, bottom: box.bottom, smallestFont: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)), outside };
});
parent.document.body.setAttribute('data-layout', JSON.stringify({ viewport: page.clientWidth, scrollWidth: page.scrollWidth, conditions: [...document.querySelectorAll('p.conditions')].filter((p) => p.getClientRects().length).map((p) => p.innerText), charts }));
</script></body>`;
      const page = renderHtml('Layout', matchups, { version: '0.1.0', date: '2026-01-02' }).replace('</body>', measure);
      const frame = `<!DOCTYPE html><html><body style="margin:0"><iframe width="${width}" height="1500" style="border:0;display:block" srcdoc="${page.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe></body></html>`;
      const dom = chromium(['--window-size=1300,1600', '--hide-scrollbars', '--dump-dom', write(`layout-${width}.html`, frame)]);
      type Chart = { kind: string; left: number; right: number; top: number; bottom: number; smallestFont: number; outside: string[] };
      const layout = JSON.parse(tags(dom, 'body')[0].attrs['data-layout']) as { viewport: number; scrollWidth: number; conditions: string[]; charts: Chart[] };
      expect(layout.viewport).toBe(width);
      expect(layout.scrollWidth).toBe(width); // nothing wider than the screen: wide tables scroll in their own box
      expect(layout.conditions).toHaveLength(matchups.length);
      expect(layout.conditions[0]).toBe('Conditions: charged; options: none; effects applied: Relentless Rage, Beacons of Rage');
      expect(layout.charts).toHaveLength(2 * matchups.length + comparisons(matchups).length);
      for (const c of layout.charts) {
        expect(c.left).toBeGreaterThanOrEqual(0);
        expect(c.right).toBeLessThanOrEqual(width);
        expect(c.smallestFont).toBeGreaterThanOrEqual(9);
        expect(c.outside).toEqual([]); // every label inside its chart
      }
      // Each matchup's kill and damage charts: side by side on a wide page, one above the other on a phone.
      const [kill, damage] = layout.charts.slice(comparisons(matchups).length, comparisons(matchups).length + 2);
      expect([kill.kind, damage.kind]).toEqual(['chart kill-chart', 'chart damage-chart']);
      if (width === 1200) {
        expect(damage.top).toBe(kill.top);
        expect(damage.left).toBeGreaterThan(kill.right);
      } else {
        expect(damage.top).toBeGreaterThan(kill.bottom);
        expect(kill.right - kill.left).toBeGreaterThan(width - 40); // the full width less the page's padding
      }
    }, 2 * TIMEOUT);
  }

  itChromium('takes a non-trivial screenshot', () => {
    const shot = join(dir, 'shot.png');
    chromium([`--screenshot=${shot}`, '--window-size=1200,2000', '--hide-scrollbars', write('shot.html', renderHtml('Screenshot', matchups))]);
    expect(existsSync(shot)).toBe(true);
    expect(statSync(shot).size).toBeGreaterThan(20_000);
    const png = readFileSync(shot);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 2000]);
  }, 2 * TIMEOUT);

  itChromium("opens the Markdown report's SVG files as well-formed standalone images", () => {
    const { files } = renderMarkdown('md', matchups, 'svg');
    mkdirSync(join(dir, 'svg'), { recursive: true });
    for (const [name, svg] of Object.entries(files)) {
      const dom = chromium(['--dump-dom', write(join('svg', name), svg)]);
      expect(dom, name).not.toContain('parsererror'); // an XML error would replace the chart
      const bars = tags(dom, 'rect').filter((t) => 'data-p' in t.attrs);
      expect(bars.map((b) => b.attrs['data-p'])).toEqual(tags(svg, 'rect').filter((t) => 'data-p' in t.attrs).map((t) => t.attrs['data-p']));
    }
  }, 6 * TIMEOUT);
});
