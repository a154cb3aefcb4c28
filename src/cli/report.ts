import { readFileSync, writeFileSync } from 'node:fs';
import { makeFolders } from '../profiles/folders.js';
import { basename, dirname, extname, join } from 'node:path';
import { parse } from 'yaml';
import { InputError } from '../profiles/errors.js';
import { MAX_YAML_BYTES, readUserText } from '../profiles/read-file.js';
import { renderHtml, renderMarkdown, type MarkdownReport } from '../report/index.js';
import { heatmap } from '../report/heatmap-grid.js';
import { renderHeatmapHtml } from '../report/heatmap.js';
import { renderHeatmapMarkdown } from '../report/heatmap-markdown.js';
import type { Generated, ReportItem } from '../report/types.js';
import type { CompareJson } from './compare.js';
import { UsageError } from '../rules/errors.js';
import { RULESETS, rulesetNamed } from '../rules/rulesets.js';
import type { Ruleset } from '../rules/ruleset.js';
import { z } from 'zod';
import { metricText } from './tables.js';
import type { Metric } from './sheet.js';
import { MAX_SHARD_BYTES, merge, shapeError } from './merge.js';
import { SCHEMA_VERSION } from './sheet.js';
import { turnInput } from './report-turn.js';
import { renderTurnHtml, renderTurnMarkdown, renderTurnsHtml, renderTurnsMarkdown, withTurnsHtml, withTurnsMarkdown, type NamedTurnInput, type TurnReportInput } from '../report/turn.js';
import { writingTo } from './write-out.js';

/** What `wh40k report FILE` was given: a scenario file to compute, or results already computed. */
type ReportInput =
  | { readonly kind: 'scenario' }
  | { readonly kind: 'compare'; readonly matrix: CompareJson }
  | { readonly kind: 'run'; readonly matchups: readonly ReportItem[]; readonly turns?: readonly NamedTurnInput[] }
  | { readonly kind: 'turn'; readonly turn: TurnReportInput };

const NEITHER = 'expected a scenario file (YAML with matchups: a list of { attacker, target }) or the JSON of `compare`, `run`, `merge` or `turn` (kind "compare", "run" or "turn")';

/**
 * A run file that names its ruleset (`ruleset`, README 'The older edition'), its matchups in that ruleset's words
 * (src/rules/ruleset.ts RunReport), its shape checked; undefined for one that names none (10th edition's run JSON
 * is older than the key: merge reads it) or a ruleset this wh40k does not know (read as the default's, as ever).
 */
async function namedRulesetRunItems(file: string, text: string, top: Record<string, unknown>): Promise<ReportItem[] | undefined> {
  const ruleset: Ruleset | undefined = typeof top.ruleset === 'string' ? rulesetNamed(top.ruleset, RULESETS) : undefined;
  if (!ruleset) return undefined;
  const words = await ruleset.runReport();
  const checked = z.looseObject({ schemaVersion: z.literal(SCHEMA_VERSION) }).and(words.shape).safeParse(top);
  if (!checked.success) throw shapeError(file, text, checked.error.issues, 'report');
  // The fields the words read are checked; the rest is the ruleset's calc JSON, as it wrote it.
  return words.items(top.matchups as unknown[]) as ReportItem[];
}

/**
 * Tells a scenario file from compare/run/merge JSON by content: an object with `kind` is a result file
 * (checked as merge checks it, and whole: a lone shard is refused), one with `matchups` a scenario
 * (JSON is YAML too); anything else is neither. A file that does not parse goes to the scenario
 * loader, which says where its syntax breaks.
 */
async function reportInput(file: string): Promise<ReportInput> {
  const text = readUserText(file, MAX_SHARD_BYTES);
  const top = parsed(text);
  if (top === undefined) {
    // Broken JSON gets merge's JSON syntax error (below); broken YAML the scenario loader's.
    if (extname(file).toLowerCase() !== '.json') return { kind: 'scenario' };
  } else if (!isObject(top) || !('kind' in top || 'matchups' in top || 'turn' in top)) {
    throw new InputError(`${file}: ${NEITHER}`);
  } else if (!('kind' in top)) {
    return { kind: 'scenario' };
  } else if (top.kind === 'turn') {
    return { kind: 'turn', turn: turnInput(file, text, top) };
  } else if (isObject(top.shard)) {
    throw new InputError(`${file}: one shard (${String(top.shard.index)}/${String(top.shard.of)}); merge every shard, then report the whole: wh40k merge shard-*.json > merged.json`);
  } else if (top.kind === 'run') {
    // A legacy run's matchups have the legacy calc's JSON (README 'The older edition'): said in its ruleset's words.
    const items = await namedRulesetRunItems(file, text, top);
    if (items) return { kind: 'run', matchups: items };
  }
  // A run that names no ruleset is the default's (RULESETS[0], 10th edition's), whole or merged shards: merge checks it and what its words read.
  const words = await RULESETS[0].runReport();
  const result = merge([file], 'report', isObject(top) && top.kind === 'run' ? words.shape : undefined);
  if (result.kind === 'compare') return { kind: 'compare', matrix: result };
  return { kind: 'run', matchups: words.items(result.matchups) as ReportItem[], turns: runTurns(file, text, top) };
}

/** A run's `turn` list (a scenario's turn: entries), each a turn's JSON with its name, checked as a turn file is. */
function runTurns(file: string, text: string, top: unknown): NamedTurnInput[] {
  const list = isObject(top) ? top.turn : undefined;
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new InputError(`${file}: turn: expected the list of turns \`run --format json\` prints`);
  return list.map((t, i) => {
    const turn = turnInput(file, text, t, ['turn', i]);
    if (!isObject(t) || typeof t.name !== 'string') throw new InputError(`${file}: turn[${i}].name: expected the turn: entry's name, a string`);
    return { ...turn, name: t.name };
  });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    if (text.length > MAX_YAML_BYTES) return undefined;
    try {
      return parse(text, { logLevel: 'error' }) ?? null; // warnings (an unknown tag) are the loader's to report
    } catch {
      return undefined;
    }
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The options of `wh40k report FILE` that every ruleset's report has. */
export interface ReportOptions {
  /** A file (.html, .md), or `-`: the HTML on standard output (`print`). */
  readonly output: string;
  readonly title?: string;
  readonly metric?: Metric;
  readonly quiet?: boolean;
}

/** What a ruleset makes of a scenario file for the report: its matchups computed, its title:, and its turn: entries' turns. */
type ScenarioReport = () => Promise<{ readonly title?: string; readonly items: readonly ReportItem[]; readonly turns?: readonly NamedTurnInput[] }>;

/**
 * `wh40k report FILE` under any ruleset: compare or merge JSON as a heatmap, run JSON as drawn, a
 * scenario file computed by the ruleset (`scenario`, the one step that knows the edition); `err` says
 * what was written.
 */
export async function reportFile(file: string, o: ReportOptions, err: (text: string) => void, scenario: ScenarioReport, print?: (text: string) => void): Promise<void> {
  const generated = generatedNow(process.env);
  const to: Target = { path: o.output, print };
  const input = await reportInput(file);
  if (o.metric && input.kind !== 'compare' && !o.quiet) err('note: --metric chooses the heatmap of compare/merge JSON; a scenario report shows every metric');
  let written: string[];
  if (input.kind === 'compare') written = writeMatrixReport(to, o.title ?? basename(file), { ...input.matrix, metric: o.metric ?? input.matrix.metric }, generated);
  else if (input.kind === 'run') written = writeReport(to, o.title ?? basename(file), input.matchups, generated, input.turns);
  else if (input.kind === 'turn') written = writeTurnReport(to, o.title ?? basename(file), input.turn, generated);
  else {
    const { title, items, turns } = await scenario();
    written = writeReport(to, o.title ?? title ?? basename(file), items, generated, turns);
  }
  if (!o.quiet && written.length) err(`wrote ${written.join(', ')}`);
}

/** Write report.html, or report.md with its SVG charts in report-svg/ (a scenario's turns after its matchups); returns the paths written. */
function writeReport(out: Target, title: string, matchups: readonly ReportItem[], generated?: Generated, turns: readonly NamedTurnInput[] = []): string[] {
  // A scenario of turn: entries only: its turns, without an empty summary of matchups.
  if (!matchups.length && turns.length) return writeViews(out, () => renderTurnsHtml(title, turns, generated), (svgDir) => renderTurnsMarkdown(title, turns, svgDir, generated));
  return writeViews(
    out,
    () => withTurnsHtml(renderHtml(title, matchups, generated), turns),
    (svgDir) => withTurnsMarkdown(renderMarkdown(title, matchups, svgDir, generated), turns, svgDir),
  );
}

/** A turn's report: its tables and a chart of both sides' losses (report/turn.ts). */
function writeTurnReport(out: Target, title: string, turn: TurnReportInput, generated?: Generated): string[] {
  return writeViews(out, () => renderTurnHtml(title, turn, generated), (svgDir) => renderTurnMarkdown(title, turn, svgDir, generated));
}

/** The heatmap of a compare matrix, as HTML or as Markdown with a chart per cell beside it. */
function writeMatrixReport(out: Target, title: string, matrix: CompareJson, generated?: Generated): string[] {
  const map = heatmap(matrix, metricText);
  return writeViews(out, () => renderHeatmapHtml(title, map, generated), (svgDir) => renderHeatmapMarkdown(title, map, svgDir, generated));
}

/** Where a report goes: a file, or (`-`) standard output. */
interface Target {
  readonly path: string;
  readonly print?: (text: string) => void;
}

/** The report as HTML (a file, or `-o -` on standard output: self-contained, its charts inline) or Markdown with its SVGs beside it. */
function writeViews(to: Target, html: () => string, markdownIn: (svgDir: string) => MarkdownReport): string[] {
  if (to.path === '-') {
    if (!to.print) throw new UsageError('-o -: standard output is not available here');
    to.print(html());
    return [];
  }
  const out = to.path;
  const ext = extname(out).toLowerCase();
  if (ext === '.html' || ext === '.htm') {
    const page = html();
    writingTo('-o', out, () => writeFileSync(out, page));
    return [out];
  }
  if (ext !== '.md' && ext !== '.markdown') throw new UsageError(`-o ${out}: expected a .html or .md file, or - for the HTML on standard output`);
  const svgDir = `${basename(out, extname(out))}-svg`;
  const { markdown, files } = markdownIn(svgDir);
  const dir = join(dirname(out), svgDir);
  writingTo('-o', out, () => writeFileSync(out, markdown));
  if (!Object.keys(files).length) return [out];
  writingTo('-o', dir, () => {
    makeFolders(dir);
    for (const [name, svg] of Object.entries(files)) writeFileSync(join(dir, name), svg);
  });
  return [out, `${dir}/ (${Object.keys(files).length} charts)`];
}

/**
 * This wh40k's version and today's date (UTC), for the report to state. $SOURCE_DATE_EPOCH (seconds
 * since 1970, the reproducible-builds convention) fixes the date, so the same input gives the same file.
 */
function generatedNow(env: NodeJS.ProcessEnv, now = new Date()): Generated {
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
