import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { renderHtml, renderMarkdown } from '../report/index.js';
import type { ReportItem } from '../report/types.js';
import { UsageError } from './errors.js';
import { writingTo } from './write-out.js';

/** Write report.html, or report.md with its SVG charts in report-svg/; returns the paths written. */
export function writeReport(out: string, title: string, matchups: readonly ReportItem[]): string[] {
  const ext = extname(out).toLowerCase();
  if (ext === '.html' || ext === '.htm') {
    const html = renderHtml(title, matchups);
    writingTo('-o', out, () => writeFileSync(out, html));
    return [out];
  }
  if (ext !== '.md' && ext !== '.markdown') throw new UsageError(`-o ${out}: expected a .html or .md file`);
  const svgDir = `${basename(out, extname(out))}-svg`;
  const { markdown, files } = renderMarkdown(title, matchups, svgDir);
  const dir = join(dirname(out), svgDir);
  writingTo('-o', out, () => writeFileSync(out, markdown));
  writingTo('-o', dir, () => {
    mkdirSync(dir, { recursive: true });
    for (const [name, svg] of Object.entries(files)) writeFileSync(join(dir, name), svg);
  });
  return [out, `${dir}/ (${Object.keys(files).length} charts)`];
}
