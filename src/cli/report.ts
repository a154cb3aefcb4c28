import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { renderHtml, renderMarkdown } from '../report/index.js';
import type { Generated, ReportItem } from '../report/types.js';
import { UsageError } from './errors.js';
import { writingTo } from './write-out.js';

/** Write report.html, or report.md with its SVG charts in report-svg/; returns the paths written. */
export function writeReport(out: string, title: string, matchups: readonly ReportItem[], generated?: Generated): string[] {
  const ext = extname(out).toLowerCase();
  if (ext === '.html' || ext === '.htm') {
    const html = renderHtml(title, matchups, generated);
    writingTo('-o', out, () => writeFileSync(out, html));
    return [out];
  }
  if (ext !== '.md' && ext !== '.markdown') throw new UsageError(`-o ${out}: expected a .html or .md file`);
  const svgDir = `${basename(out, extname(out))}-svg`;
  const { markdown, files } = renderMarkdown(title, matchups, svgDir, generated);
  const dir = join(dirname(out), svgDir);
  writingTo('-o', out, () => writeFileSync(out, markdown));
  writingTo('-o', dir, () => {
    mkdirSync(dir, { recursive: true });
    for (const [name, svg] of Object.entries(files)) writeFileSync(join(dir, name), svg);
  });
  return [out, `${dir}/ (${Object.keys(files).length} charts)`];
}

/**
 * This wh40k's version and today's date (UTC), for the report to state. $SOURCE_DATE_EPOCH (seconds
 * since 1970, the reproducible-builds convention) fixes the date, so the same input gives the same file.
 */
export function generatedNow(env: NodeJS.ProcessEnv, now = new Date()): Generated {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && !/^\d{1,12}$/.test(epoch)) {
    throw new UsageError(`SOURCE_DATE_EPOCH=${epoch}: expected whole seconds since 1970-01-01 (e.g. 1700000000), or leave it unset for today`);
  }
  const date = epoch === undefined ? now : new Date(Number(epoch) * 1000);
  return { version: toolVersion(), date: date.toISOString().slice(0, 10) };
}

/** package.json's version: two folders up from src/cli/, dist/cli/ and the bundle in dist/bundle/ alike. */
function toolVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
