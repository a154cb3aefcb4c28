/**
 * The report of a turn's JSON (`wh40k turn --format json`, issue 15 section 1): the turn's tables, a
 * chart of both sides' losses (models lost, P(exactly k) bars and P(at least k) lines), the trade and
 * the notes; as one HTML page, or Markdown with the chart beside it. Pure and deterministic.
 */
import { esc, generatedLine } from './format.js';
import { CSS, scrolling, td, th } from './html.js';
import { link, md, table, type MarkdownReport } from './markdown.js';
import { distributionChart } from './svg.js';
import { headline, tradeLine, turnSheets, type TurnTable, type TurnView } from './turn-tables.js';
import type { Generated } from './types.js';

/** What the report reads of a turn's JSON (cli/report-turn.ts checks it). */
export interface TurnReportInput extends TurnView {
  readonly notes: readonly string[];
}

/** Both sides' models lost over the turn, on one chart. */
export function turnChart(t: TurnView): string {
  return distributionChart(
    [t.attacker, t.target].map((s) => ({ label: s.name, distribution: s.modelsLost.distribution, atLeast: s.modelsLost.atLeast })),
    { title: 'Models lost over the turn', xLabel: 'models lost' },
  );
}

export function renderTurnHtml(title: string, t: TurnReportInput, generated?: Generated): string {
  const numeric = (i: number) => i > 0;
  const htmlTable = (s: TurnTable) =>
    `<h2>${esc(s.title)}</h2>\n` +
    scrolling(`<table>\n<thead><tr>${s.columns.map((c, i) => th(c, numeric(i))).join('')}</tr></thead>\n<tbody>\n${s.rows.map((r) => `<tr>${r.map((c, i) => td(c, numeric(i))).join('')}</tr>`).join('\n')}\n</tbody>\n</table>`);
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
    `<p class="meta">${esc(headline(t, (s) => s))}</p>`,
    `<div class="charts">\n${turnChart(t)}\n</div>`,
    `<p>${esc(tradeLine(t))}</p>`,
    ...turnSheets(t).map(htmlTable),
    ...(t.notes.length ? ['<h2>Notes</h2>', `<ul>\n${t.notes.map((n) => `<li>${esc(n)}</li>`).join('\n')}\n</ul>`] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function renderTurnMarkdown(title: string, t: TurnReportInput, svgDir: string, generated?: Generated): MarkdownReport {
  const name = 'turn.svg';
  const out = [`# ${md(title)}`, ''];
  if (generated) out.push(md(generatedLine(generated)), '');
  out.push(md(headline(t, (s) => s)), '', `![${md('Models lost over the turn')}](${link(svgDir, name)})`, '', md(tradeLine(t)), '');
  for (const s of turnSheets(t)) out.push(`## ${md(s.title)}`, '', table(s.columns, s.columns.map((_, i) => i > 0), s.rows), '');
  if (t.notes.length) out.push('## Notes', '', ...t.notes.map((n) => `- ${md(n)}`), '');
  return { markdown: out.join('\n'), files: { [name]: turnChart(t) } };
}
