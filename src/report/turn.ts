/**
 * The report of a turn's JSON (`wh40k turn --format json`, issue 15 section 1): the turn's tables, a
 * chart of both sides' losses (models lost, P(exactly k) bars and P(at least k) lines), the trade and
 * the notes; as one HTML page, or Markdown with the chart beside it. Pure and deterministic.
 */
import { esc, generatedLine } from './format.js';
import { pageHtml, scrolling, td, th } from './html.js';
import { link, md, table, type MarkdownReport } from './markdown.js';
import { distributionChart } from './svg.js';
import { headline, tradeLine, turnSheets, type TurnTable, type TurnView } from './turn-tables.js';
import type { Generated } from './types.js';

/** What the report reads of a turn's JSON (cli/report-turn.ts checks it). */
export interface TurnReportInput extends TurnView {
  readonly notes: readonly string[];
}

/** Both sides' models lost over the turn, on one chart. */
function turnChart(t: TurnView): string {
  return distributionChart(
    [t.attacker, t.target].map((s) => ({ label: s.name, distribution: s.modelsLost.distribution, atLeast: s.modelsLost.atLeast })),
    { title: 'Models lost over the turn', xLabel: 'models lost' },
  );
}

/** The body of a turn's report: headline, chart, trade, tables and notes, with its tables' headings at `h` (h2 alone, h3 in a scenario report). */
function turnBodyHtml(t: TurnReportInput, h: 'h2' | 'h3'): string[] {
  const numeric = (i: number) => i > 0;
  const htmlTable = (s: TurnTable) =>
    `<${h}>${esc(s.title)}</${h}>\n` +
    scrolling(`<table>\n<thead><tr>${s.columns.map((c, i) => th(c, numeric(i))).join('')}</tr></thead>\n<tbody>\n${s.rows.map((r) => `<tr>${r.map((c, i) => td(c, numeric(i))).join('')}</tr>`).join('\n')}\n</tbody>\n</table>`);
  return [
    `<p class="meta">${esc(headline(t, (s) => s))}</p>`,
    `<div class="charts">\n${turnChart(t)}\n</div>`,
    `<p>${esc(tradeLine(t))}</p>`,
    ...turnSheets(t).map(htmlTable),
    ...(t.notes.length ? [`<${h}>Notes</${h}>`, `<ul>\n${t.notes.map((n) => `<li>${esc(n)}</li>`).join('\n')}\n</ul>`] : []),
  ];
}

export function renderTurnHtml(title: string, t: TurnReportInput, generated?: Generated): string {
  return pageHtml(title, turnBodyHtml(t, 'h2'), generated);
}

/** The body of a turn's Markdown report, its tables' headings at `h`, its chart the file `name`. */
function turnBodyMarkdown(t: TurnReportInput, h: '##' | '###', svgDir: string, name: string): string[] {
  const out = [md(headline(t, (s) => s)), '', `![${md('Models lost over the turn')}](${link(svgDir, name)})`, '', md(tradeLine(t)), ''];
  for (const s of turnSheets(t)) out.push(`${h} ${md(s.title)}`, '', table(s.columns, s.columns.map((_, i) => i > 0), s.rows), '');
  if (t.notes.length) out.push(`${h} Notes`, '', ...t.notes.map((n) => `- ${md(n)}`), '');
  return out;
}

export function renderTurnMarkdown(title: string, t: TurnReportInput, svgDir: string, generated?: Generated): MarkdownReport {
  const name = 'turn.svg';
  const out = [`# ${md(title)}`, ''];
  if (generated) out.push(md(generatedLine(generated)), '');
  out.push(...turnBodyMarkdown(t, '##', svgDir, name));
  return { markdown: out.join('\n'), files: { [name]: turnChart(t) } };
}

/** A scenario's turn: entries, named, as its report draws them after the matchups. */
export type NamedTurnInput = TurnReportInput & { readonly name: string };

/** A scenario's turns, a section each. */
function turnSectionsHtml(turns: readonly NamedTurnInput[]): string[] {
  return turns.map((t, i) => [`<section class="turn" id="turn-${i + 1}">`, `<h2>Turn ${i + 1}. ${esc(t.name)}</h2>`, ...turnBodyHtml(t, 'h3'), '</section>'].join('\n'));
}

/** A scenario report's HTML page with its turn: entries added at the end, a section each. */
export function withTurnsHtml(page: string, turns: readonly NamedTurnInput[]): string {
  if (!turns.length) return page;
  const end = page.lastIndexOf('</body>');
  return `${page.slice(0, end)}${turnSectionsHtml(turns).join('\n')}\n${page.slice(end)}`;
}

/** The report of a scenario of turn: entries only: its turns, with no empty summary of matchups. */
export function renderTurnsHtml(title: string, turns: readonly NamedTurnInput[], generated?: Generated): string {
  return pageHtml(title, turnSectionsHtml(turns), generated);
}

/** A scenario's turns in Markdown, each chart a file (turn-01.svg...) in `files`. */
function turnSectionsMarkdown(turns: readonly NamedTurnInput[], svgDir: string, files: Record<string, string>): string[] {
  return turns.flatMap((t, i) => {
    const name = `turn-${String(i + 1).padStart(2, '0')}.svg`;
    files[name] = turnChart(t);
    return ['', `## Turn ${i + 1}. ${md(t.name)}`, '', ...turnBodyMarkdown(t, '###', svgDir, name)];
  });
}

/** A scenario report's Markdown with its turn: entries added at the end, each chart a file beside it. */
export function withTurnsMarkdown(report: MarkdownReport, turns: readonly NamedTurnInput[], svgDir: string): MarkdownReport {
  if (!turns.length) return report;
  const files = { ...report.files };
  return { markdown: [report.markdown.trimEnd(), ...turnSectionsMarkdown(turns, svgDir, files)].join('\n'), files };
}

/** The Markdown report of a scenario of turn: entries only. */
export function renderTurnsMarkdown(title: string, turns: readonly NamedTurnInput[], svgDir: string, generated?: Generated): MarkdownReport {
  const files: Record<string, string> = {};
  const out = [`# ${md(title)}`, ...(generated ? ['', md(generatedLine(generated))] : []), ...turnSectionsMarkdown(turns, svgDir, files)];
  return { markdown: out.join('\n'), files };
}
