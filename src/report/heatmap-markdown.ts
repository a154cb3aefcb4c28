import { generatedLine, naText, pad, slug } from './format.js';
import type { Generated } from './types.js';
import { cellChart, cellName, DISTRIBUTIONS_HINT, legendLine, type Heatmap } from './heatmap-grid.js';
import { md, type MarkdownReport } from './markdown.js';

/**
 * The heatmap report as GitHub-flavoured Markdown: the matrix as a table of numbers (Markdown has no
 * cell colours), n/a cells as `n/a: REASON`; with distributions in the file, a kill chart per computed
 * cell as an SVG file (`files`) linked from `svgDir`. Pure and deterministic.
 */
export function renderHeatmapMarkdown(title: string, map: Heatmap, svgDir: string, generated?: Generated): MarkdownReport {
  const out = [`# ${md(title)}`, '', ...(generated ? [md(generatedLine(generated)), ''] : []), md(legendLine(map)), ''];
  const line = (cells: readonly string[]) => `| ${cells.map(md).join(' | ')} |`;
  out.push(line(['Attacker \\ target', ...map.targets]), `| :--- |${' ---: |'.repeat(map.targets.length)}`);
  for (const [i, row] of map.rows.entries()) out.push(line([map.attackers[i], ...row.map((c) => (c.facts === undefined ? naText(c.reason ?? '') : c.text))]));

  const files: Record<string, string> = {};
  // The hint's `code spans` are meant as Markdown: it is the tool's own text, not a unit name.
  if (!map.charts) out.push('', DISTRIBUTIONS_HINT);
  else out.push('', '## Kill charts');
  map.rows.flat().forEach((c, i) => {
    if (!c.chart) return;
    const name = `${pad(i + 1)}-${slug(cellName(c))}.svg`;
    files[name] = cellChart(c);
    out.push('', `### ${md(cellName(c))}`, '', md(c.facts ?? ''), '', `![${md(`Kill distribution: ${cellName(c)}`)}](${encodeURIComponent(svgDir)}/${name})`);
  });
  out.push('');
  return { markdown: out.join('\n'), files };
}
