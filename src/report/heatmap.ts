import { esc, generatedLine, naText } from './format.js';
import type { Generated } from './types.js';
import { scaleGradient } from './heatmap-colour.js';
import { cellChart, cellName, DISTRIBUTIONS_HINT, legendLine, type Heatmap, type HeatCell } from './heatmap-grid.js';

// A cell's chart is shown on demand with no script: each chart section is hidden until it is the
// page's :target, which following the cell's link (#cell-R-C) makes it.
const CSS = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #222; background: #fff; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; line-height: 1.4; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2rem; } p.meta { color: #555; margin: .25rem 0; }
table.heatmap { border-collapse: collapse; margin: .75rem 0; }
table.heatmap th, table.heatmap td { border: 1px solid #fff; padding: 0; }
table.heatmap th { background: #f4f4f4; padding: .4rem .6rem; text-align: left; font-weight: 600; }
table.heatmap td { text-align: center; font-variant-numeric: tabular-nums; min-width: 6rem; }
table.heatmap td > a, table.heatmap td > span { display: block; padding: .6rem .75rem; color: inherit; text-decoration: none; }
table.heatmap td > a:hover, table.heatmap td > a:focus { outline: 3px solid #d55e00; outline-offset: -3px; }
table.heatmap td.na { background: #eeeeee; color: #555; font-style: italic; }
.legend { display: flex; align-items: center; gap: .5rem; font-size: .85rem; color: #444; }
.legend .bar { width: 14rem; height: .9rem; border: 1px solid #ccc; }
.cell-chart { display: none; border-top: 1px solid #ddd; margin-top: 1rem; }
.cell-chart:target { display: block; }
svg.kill-chart { max-width: 100%; height: auto; display: block; margin: .75rem 0; }
a { color: #0b5cad; }
`.trim();

/**
 * The heatmap report: one self-contained HTML page (inline CSS and SVG, no script, no network).
 * A table (rows attackers, columns targets) whose cells show the metric as a number on a colour,
 * n/a cells with their reason on hover and listed below; with distributions in the file, each
 * cell links to its kill chart, shown when followed. Pure and deterministic.
 */
export function renderHeatmapHtml(title: string, map: Heatmap, generated?: Generated): string {
  const cells = map.rows.flat();
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    `<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${esc(title)}</title>\n<style>\n${CSS}\n</style>\n</head>`,
    '<body>',
    `<h1>${esc(title)}</h1>`,
    ...(generated ? [`<p class="meta generated">${esc(generatedLine(generated))}</p>`] : []),
    `<p class="meta">${esc(legendLine(map))}</p>`,
    '<section id="heatmap">',
    table(map),
    legend(map),
    reasons(cells),
    `<p class="meta">${map.charts ? 'Follow a cell for its kill chart.' : withCode(DISTRIBUTIONS_HINT)}</p>`,
    '</section>',
    ...(map.charts ? ['<section id="charts">', ...cells.filter((c) => c.chart).map(chartSection), '</section>'] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function table(map: Heatmap): string {
  const head = ['Attacker \\ target', ...map.targets].map((t) => `<th scope="col">${esc(t)}</th>`).join('');
  const rows = map.rows.map((row, i) => `<tr><th scope="row">${esc(map.attackers[i])}</th>${row.map(cell).join('')}</tr>`);
  return `<table class="heatmap">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}

function cell(c: HeatCell): string {
  const value = c.value === null ? '' : ` data-value="${c.value}"`;
  const look = c.colour ? ` style="background: ${c.colour.background}; color: ${c.colour.text}"` : ' class="na"';
  const hover = [c.facts, c.reason].filter(Boolean).join('; ');
  const inner = c.chart ? `<a href="#chart-${c.id}">${esc(c.text)}</a>` : `<span>${esc(c.text)}</span>`;
  return `<td id="${c.id}"${look}${value} title="${esc(hover)}">${inner}</td>`;
}

function legend(map: Heatmap): string {
  return `<p class="legend"><span>${esc(map.colourLabel)}: 0</span><span class="bar" style="background: ${scaleGradient()}"></span><span>${esc(map.scaleMaxText)}</span></p>`;
}

/** The n/a cells' reasons (also each cell's tooltip), for readers who cannot hover. */
function reasons(cells: readonly HeatCell[]): string {
  const na = cells.filter((c) => c.facts === undefined);
  if (!na.length) return '';
  return `<ul class="na-reasons">\n${na.map((c) => `<li>${esc(`${cellName(c)}: ${naText(c.reason ?? '')}`)}</li>`).join('\n')}\n</ul>`;
}

/** Escaped text whose `code spans` become <code>. */
function withCode(text: string): string {
  return esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function chartSection(c: HeatCell): string {
  return [
    `<section class="cell-chart" id="chart-${c.id}">`,
    `<h2>${esc(cellName(c))}</h2>`,
    `<p class="meta">${esc(c.facts ?? '')}</p>`,
    cellChart(c),
    '<p><a href="#heatmap">Back to the heatmap</a></p>',
    '</section>',
  ].join('\n');
}
