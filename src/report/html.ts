import { DISTRIBUTION_LABEL, LABEL } from '../labels.js';
import {
  comparisons,
  esc,
  fixed,
  generatedLine,
  matchupFacts,
  maxK,
  naText,
  percent,
  SUMMARY_HEAD,
  SUMMARY_NUMERIC,
  summaryCells,
  type Comparison,
} from './format.js';
import { comparisonChart, comparisonTarget, damageChart, matchupChart } from './charts.js';
import { unavailable, type Generated, type ReportItem, type ReportMatchup } from './types.js';

export const CSS = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #222; background: #fff; margin: 1.5rem auto; max-width: 1100px; padding: 0 1rem; line-height: 1.4; }
h1 { font-size: 1.6rem; margin-bottom: .25rem; } h2 { font-size: 1.25rem; margin-top: 2.5rem; border-bottom: 1px solid #ddd; padding-bottom: .25rem; } h3 { font-size: 1.05rem; }
.table-scroll { overflow-x: auto; margin: .75rem 0; }
table { border-collapse: collapse; font-size: .9rem; }
th, td { border: 1px solid #ddd; padding: .25rem .6rem; text-align: left; vertical-align: top; }
th { background: #f4f4f4; } td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tbody tr:nth-child(even) { background: #fafafa; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 26rem), 1fr)); gap: 1rem; margin: .75rem 0; }
svg.chart { width: 100%; height: auto; display: block; }
p.meta { color: #555; margin: .25rem 0; } p.conditions { margin: .25rem 0; } a { color: #0b5cad; }
`.trim();

/**
 * One self-contained HTML page (inline CSS and SVG, no scripts, no network): the tool's version and
 * the date (when given), a summary table, comparison charts for matchups that share a target, and per
 * matchup its conditions, its kill and damage charts and a table of P(exactly k) and P(at least k).
 * Charts scale to the page; wide tables scroll sideways on a phone. Pure and deterministic.
 */
export function renderHtml(title: string, matchups: readonly ReportItem[], generated?: Generated): string {
  const body = ['<section id="summary">', '<h2>Summary</h2>', summaryTable(matchups), '</section>'];
  const groups = comparisons(matchups);
  if (groups.length) body.push('<section id="comparisons">', '<h2>Comparisons</h2>', ...groups.map((g, i) => comparison(g, i + 1)), '</section>');
  matchups.forEach((m, i) => body.push(matchupSection(m, i + 1)));
  return pageHtml(title, body, generated);
}

/** A whole page: the title, when it was generated, and `body`. */
export function pageHtml(title: string, body: readonly string[], generated?: Generated): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<style>\n${CSS}\n</style>`,
    '</head>',
    '<body>',
    `<h1>${esc(title)}</h1>`,
    ...(generated ? [`<p class="meta generated">${esc(generatedLine(generated))}</p>`] : []),
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function summaryTable(matchups: readonly ReportItem[]): string {
  const head = SUMMARY_HEAD.map((h, i) => th(h, SUMMARY_NUMERIC[i])).join('');
  const rows = matchups.map((m, i) => {
    const cells = summaryCells(m).map((c, j) => (j === 0 ? `<td><a href="#${anchor(i + 1)}">${esc(c)}</a></td>` : td(c, SUMMARY_NUMERIC[j])));
    return `<tr>${cells.join('')}</tr>`;
  });
  return scrolling(`<table class="summary">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`);
}

function comparison(g: Comparison, index: number): string {
  const target = comparisonTarget(g);
  const chart = comparisonChart(g);
  const max = maxK(g.matchups.map((m) => m.kills.distribution));
  const ks = Array.from({ length: max }, (_, i) => i + 1);
  const head = [th('Matchup'), th('Expected kills', true), th('P(wipe)', true), ...ks.map((k) => th(`P(at least ${k})`, true))].join('');
  const rows = g.matchups.map((m, i) => {
    const link = `<td><a href="#${anchor(g.indices[i] + 1)}">${esc(m.name)}</a></td>`;
    const cells = [td(fixed(m.kills.mean), true), td(percent(m.kills.wipe), true), ...ks.map((k) => td(percent(m.kills.atLeast[k] ?? 0), true))];
    return `<tr>${link}${cells.join('')}</tr>`;
  });
  return [
    `<div class="comparison" id="comparison-${index}">`,
    `<h3>Against ${esc(target)}</h3>`,
    `<div class="charts">\n${chart}\n</div>`,
    scrolling(`<table class="comparison-table">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`),
    '</div>',
  ].join('\n');
}

function matchupSection(m: ReportItem, index: number): string {
  if (unavailable(m)) {
    return [
      `<section class="matchup unavailable" id="${anchor(index)}">`,
      `<h2>${esc(m.name)}</h2>`,
      `<p class="meta">${esc(`${m.attacker.name} vs ${m.target.name}`)}</p>`,
      `<p>${esc(naText(m.reason))}</p>`,
      '</section>',
    ].join('\n');
  }
  const k = m.kills;
  const rows = k.distribution.map(
    (p, i) => `<tr>${td(String(i), true)}${td(percent(p), true)}${td(percent(k.atLeast[i] ?? 0), true)}</tr>`,
  );
  const [units, conditions, kills, expected] = matchupFacts(m);
  return [
    `<section class="matchup" id="${anchor(index)}">`,
    `<h2>${esc(m.name)}</h2>`,
    `<p class="meta">${esc(units)}</p>`,
    `<p class="conditions">${esc(conditions)}</p>`,
    `<p>${esc(kills)}</p>`,
    `<p class="meta">${esc(expected)}</p>`,
    ...(m.weapons ? [weaponsTable(m.weapons)] : []),
    `<div class="charts">\n${matchupChart(m)}\n${damageChart(m)}\n</div>`,
    scrolling(
      `<table class="distribution">\n<thead><tr>${th(DISTRIBUTION_LABEL.kills, true)}${th(LABEL.p_exactly, true)}${th(LABEL.p_at_least, true)}</tr></thead>\n` +
        `<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`,
    ),
    '</section>',
  ].join('\n');
}

/** The expected numbers per weapon (ReportMatchup.weapons): the weapon's name left, its numbers right. */
function weaponsTable(w: NonNullable<ReportMatchup['weapons']>): string {
  const head = w.columns.map((c, i) => th(c, i > 0)).join('');
  const rows = w.rows.map((r) => `<tr>${r.map((c, i) => td(c, i > 0)).join('')}</tr>`);
  return scrolling(`<table class="weapons">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`);
}

/** A table that scrolls sideways inside the page when it is wider than the screen. */
export function scrolling(table: string): string {
  return `<div class="table-scroll">\n${table}\n</div>`;
}

function anchor(index: number): string {
  return `matchup-${index}`;
}

export function th(text: string, numeric = false): string {
  return numeric ? `<th class="num">${esc(text)}</th>` : `<th>${esc(text)}</th>`;
}

export function td(text: string, numeric = false): string {
  return numeric ? `<td class="num">${esc(text)}</td>` : `<td>${esc(text)}</td>`;
}
