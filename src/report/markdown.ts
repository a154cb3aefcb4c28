import { DISTRIBUTION_LABEL, LABEL } from '../labels.js';
import { comparisonChart, comparisonTarget, damageChart, matchupChart } from './charts.js';
import { comparisons, fixed, generatedLine, matchupFacts, maxK, naText, pad, percent, slug, SUMMARY_HEAD, SUMMARY_NUMERIC, summaryCells } from './format.js';
import { unavailable, type Generated, type ReportItem } from './types.js';

export interface MarkdownReport {
  /** GitHub-flavoured Markdown: the numbers as tables, charts as images `${svgDir}/<name>.svg`. */
  readonly markdown: string;
  /**
   * The charts: file name ("<name>.svg", no directory) -> SVG content. Write each one into svgDir,
   * resolved against the Markdown file's own directory, so the image links resolve.
   */
  readonly files: Record<string, string>;
}

/**
 * The report as GitHub-flavoured Markdown (renders in a pull-request comment or a committed file):
 * the tool's version and the date (when given), a summary table, comparisons of matchups that share a
 * target, and per matchup its conditions, kill and damage charts and a table of P(exactly k) and
 * P(at least k). The charts are separate SVG files (`files`), linked as images from `svgDir` (a path
 * relative to the Markdown file, '/'-separated). Pure and deterministic.
 */
export function renderMarkdown(title: string, matchups: readonly ReportItem[], svgDir: string, generated?: Generated): MarkdownReport {
  const files: Record<string, string> = {};
  const image = (alt: string, name: string, svg: string) => {
    files[name] = svg;
    return `![${md(alt)}](${link(svgDir, name)})`;
  };
  const out: string[] = [`# ${md(title)}`, ''];
  if (generated) out.push(md(generatedLine(generated)), '');
  out.push('## Summary', '');
  out.push(
    table(
      SUMMARY_HEAD,
      SUMMARY_NUMERIC,
      matchups.map((m) => summaryCells(m)),
    ),
  );

  const groups = comparisons(matchups);
  if (groups.length) out.push('', '## Comparisons');
  groups.forEach((g, i) => {
    const target = comparisonTarget(g);
    const max = maxK(g.matchups.map((m) => m.kills.distribution));
    const ks = Array.from({ length: max }, (_, j) => j + 1);
    out.push('', `### Against ${md(target)}`, '');
    out.push(image(`Kill distributions against ${target}`, `compare-${pad(i + 1)}-${slug(g.target.name)}.svg`, comparisonChart(g)), '');
    out.push(
      table(
        ['Matchup', 'Expected kills', 'P(wipe)', ...ks.map((k) => `P(at least ${k})`)],
        [false, true, true, ...ks.map(() => true)],
        g.matchups.map((m) => [m.name, fixed(m.kills.mean), percent(m.kills.wipe), ...ks.map((k) => percent(m.kills.atLeast[k] ?? 0))]),
      ),
    );
  });

  matchups.forEach((m, i) => {
    if (unavailable(m)) {
      out.push('', `## ${i + 1}. ${md(m.name)}`, '', md(`${m.attacker.name} vs ${m.target.name}`), '', md(naText(m.reason)));
      return;
    }
    const [units, conditions, kills, expected] = matchupFacts(m);
    out.push('', `## ${i + 1}. ${md(m.name)}`, '', md(units), '', md(conditions), '', md(kills), '', md(expected), '');
    if (m.weapons) out.push(table(m.weapons.columns, m.weapons.columns.map((_, c) => c > 0), m.weapons.rows), '');
    const name = `${pad(i + 1)}-${slug(m.name)}`;
    out.push(image(`Kill distribution: ${m.name}`, `${name}.svg`, matchupChart(m)));
    out.push(image(`Damage distribution: ${m.name}`, `${name}-damage.svg`, damageChart(m)), '');
    out.push(
      table(
        [DISTRIBUTION_LABEL.kills, LABEL.p_exactly, LABEL.p_at_least],
        [true, true, true],
        m.kills.distribution.map((p, k) => [String(k), percent(p), percent(m.kills.atLeast[k] ?? 0)]),
      ),
    );
  });
  out.push('');
  return { markdown: out.join('\n'), files };
}

export function table(head: readonly string[], numeric: readonly boolean[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(md).join(' | ')} |`;
  const align = `| ${head.map((_, i) => (numeric[i] ? '---:' : ':---')).join(' | ')} |`;
  return [line(head), align, ...rows.map(line)].join('\n');
}

/**
 * Escapes text for Markdown (GFM): no emphasis, links, HTML, math or table breaks from unit names.
 * Backslash escapes work for ASCII punctuation; line breaks become spaces.
 */
export function md(text: string): string {
  return text.replace(/\r?\n|\r/g, ' ').replace(/[\\`*_[\]<>|~&$#!]/g, (ch) => `\\${ch}`);
}

/** The image link: svgDir ('' or '.' for beside the Markdown) plus the file name, URL-encoded per segment. */
export function link(svgDir: string, name: string): string {
  const dir = svgDir.replace(/\\/g, '/').replace(/\/+$/, '');
  const segments = dir === '' || dir === '.' ? [name] : [...dir.split('/'), name];
  return segments.map((s) => (s === '.' || s === '..' ? s : encodeURIComponent(s).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))).join('/');
}
