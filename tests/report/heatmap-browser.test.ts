import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { metricText } from '../../src/cli/format.js';
import { heatmap } from '../../src/report/heatmap-grid.js';
import { renderHeatmapHtml } from '../../src/report/heatmap.js';
import { chromium, itChromium, TIMEOUT } from './chromium.js';
import { tags } from './fixture.js';
import { smallMatrix } from './heatmap-fixture.js';

let dir = '';

/**
 * The heatmap page with a test-only script (the report itself has none) that writes what the browser
 * laid out into data-seen attributes: each cell's colours and text, each chart section's height;
 * `click`: first follow that cell's link, as a reader's click does.
 */
function seen(click?: string): string {
  const script = `<script>
${click ? `document.querySelector('#${click} a').click();` : ''}
for (const td of document.querySelectorAll('table.heatmap td')) {
  const s = getComputedStyle(td);
  td.setAttribute('data-seen', JSON.stringify({ background: s.backgroundColor, colour: s.color, text: td.innerText, height: td.getBoundingClientRect().height }));
}
for (const c of document.querySelectorAll('.cell-chart')) {
  const svg = c.querySelector('svg');
  c.setAttribute('data-seen', JSON.stringify({ height: c.getBoundingClientRect().height, chart: svg ? svg.getBoundingClientRect().height : 0 }));
}
</script></body>`;
  const file = join(dir, `${click ?? 'none'}.html`);
  writeFileSync(file, renderHeatmapHtml('Heatmap', heatmap(smallMatrix(), metricText)).replace('</body>', script));
  return chromium(join(dir, 'profile'), ['--window-size=1200,1600', '--dump-dom', pathToFileURL(file).href]);
}

const attrs = (dom: string, tag: string) => tags(dom, tag).filter((t) => 'data-seen' in t.attrs).map((t) => ({ id: t.attrs.id, ...JSON.parse(t.attrs['data-seen']) }));

describe('the heatmap report in headless Chromium', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wh40k-heatmap-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  itChromium('renders every cell with its number on its colour, the n/a cell grey, and no chart until asked', () => {
    const dom = seen();
    expect(dom).not.toContain('parsererror');
    // The colours of tests/report/heatmap.test.ts: #081d58 = rgb(8, 29, 88), #41b6c4 = rgb(65, 182, 196), #ffffd9 = rgb(255, 255, 217); n/a #eeeeee.
    expect(attrs(dom, 'td').map(({ id, background, colour, text }) => ({ id, background, colour, text }))).toEqual([
      { id: 'cell-1-1', background: 'rgb(8, 29, 88)', colour: 'rgb(255, 255, 255)', text: '1.50 (25.0%)' },
      { id: 'cell-1-2', background: 'rgb(238, 238, 238)', colour: 'rgb(85, 85, 85)', text: 'n/a' },
      { id: 'cell-2-1', background: 'rgb(65, 182, 196)', colour: 'rgb(0, 0, 0)', text: '0.75 (18.8%)' },
      { id: 'cell-2-2', background: 'rgb(255, 255, 217)', colour: 'rgb(0, 0, 0)', text: '0.00 (0%)' },
    ]);
    for (const td of attrs(dom, 'td')) expect(td.height).toBeGreaterThan(20);
    expect(attrs(dom, 'section')).toEqual([
      { id: 'chart-cell-1-1', height: 0, chart: 0 },
      { id: 'chart-cell-2-1', height: 0, chart: 0 },
    ]);
  }, 2 * TIMEOUT);

  itChromium("opens a cell's kill chart, and only that one, when its cell is clicked", () => {
    const sections = attrs(seen('cell-2-1'), 'section');
    expect(sections.map((s) => s.id)).toEqual(['chart-cell-1-1', 'chart-cell-2-1']);
    expect(sections[0]).toEqual({ id: 'chart-cell-1-1', height: 0, chart: 0 });
    expect(sections[1].chart).toBeGreaterThan(200); // the SVG is laid out (its plot alone is 240 px high at 720 px wide)
    expect(sections[1].height).toBeGreaterThan(sections[1].chart);
  }, 2 * TIMEOUT);
});
