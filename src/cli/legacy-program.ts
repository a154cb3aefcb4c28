/**
 * The legacy ruleset's command actions (issue 14), as the one program (main.ts) runs them under
 * `--ruleset legacy` until each command is written once over the ruleset value (issue 27): the commands,
 * their options and their refusals are main.ts's; what is left here is only what a legacy action does.
 */
import { toMarkdown, type Format, type Metric } from './sheet.js';
import type { LegacyCalcOptions } from '../matchup/legacy-contract.js';
import type { ReportOptions } from './report.js';
import type { Host } from './host.js';
import type { LegacyUnit } from '../rules/legacy/types.js';
import type { Command } from 'commander';

export function legacyActions(host: Host, p: Command) {
  const c = () => host.c();
  const units = async () => (await host.units()) as readonly LegacyUnit[];
  const tenthNames = () => host.otherNames();
  const err = (text: string) => host.io.err(text);
  /**
   * A command's notes as 10th edition's calc gives them (main.ts): in the document of a table (dim, after
   * it) or of Markdown ("- note: "), on stderr beside json and csv (data to pipe on); -q none of them.
   */
  const notesIn = (shownAs: Format, notes: readonly string[]) => ({
    table: notes.map((n) => c().dim(`note: ${n}`)),
    markdown: notes.length ? [notes.map((n) => `- note: ${n}`).join('\n')] : [],
    toStderr: () => {
      if (shownAs === 'json' || shownAs === 'csv') for (const n of notes) err(`note: ${n}`);
    },
  });

  /** calc --vary: the shared sweep's views (README 'Scripting and CI'). */
  const legacyVary = async (words: string[], opts: LegacyCalcOptions & { format: Format; quiet?: boolean; vary: string[] }) => {
    const { runLegacyVary } = await import('./legacy-vary.js');
    const { varyCsv, varyPeople } = await import('./vary-grid.js');
    const { sheetTable } = await import('./tables.js');
    const { format: shownAs, quiet: _, vary, ...o } = opts;
    const v = await runLegacyVary(await units(), words, vary, o, tenthNames);
    await host.emit(shownAs, { json: () => v, sheets: () => [varyCsv(v)], markdown: () => [varyPeople(v)], table: () => sheetTable(varyPeople(v), c(), 'vary') });
  };

  const calc = async (words: string[], o: LegacyCalcOptions & { format: Format; quiet?: boolean; vary: string[] }) => {
      if (o.vary.length) return legacyVary(words, o);
      const { runLegacyCalc } = await import('./legacy-calc.js');
      const { legacyJson } = await import('../matchup/legacy-json.js');
      const { calcLong, calcMarkdown } = await import('./calc-views.js');
      const { toTable } = await import('./format.js');
      const report = await runLegacyCalc(await units(), words, o, tenthNames);
      const shown = o.quiet ? { ...report, notes: [] } : report;
      const notes = notesIn(o.format, shown.notes);
      await host.emit(o.format, {
        json: () => legacyJson(report),
        sheets: () => [calcLong({ json: legacyJson(report) })],
        markdown: () => calcMarkdown({ json: legacyJson(shown) }),
        table: () => toTable({ json: legacyJson(shown) }, c()),
      });
      notes.toStderr();
    };
  const compare = async (words: string[], opts: LegacyCalcOptions & { format: Format; quiet?: boolean; metric: Metric }) => {
      const { legacyCompare } = await import('./legacy-compare.js');
      const { compareRows, compareSheet } = await import('./compare-sheet.js');
      const { metricText, sheetTable } = await import('./tables.js');
      const { format: shownAs, quiet, metric, jobs: _j, shard: _s, distributions: _d, ...o } = opts as typeof opts & { jobs?: number; shard?: unknown; distributions?: boolean };
      const result = await legacyCompare(await units(), words, o, metric, tenthNames);
      const notes = notesIn(shownAs, quiet ? [] : result.notes);
      await host.emit(shownAs, {
        json: () => result,
        sheets: () => (shownAs === 'csv' ? [compareRows(result)] : [compareSheet(result, metricText)]),
        markdown: () => [toMarkdown([compareSheet(result, metricText)]), ...notes.markdown].join('\n\n'),
        table: () => [sheetTable(compareSheet(result, metricText), c(), 'matrix'), ...notes.table].join('\n'),
      });
      notes.toStderr();
    };
  const run = async (file: string, o: { format: Format; quiet?: boolean; details?: boolean }) => {
      const { legacyRun, legacyRunPeople, legacyRunRows } = await import('./legacy-run.js');
      const { legacyJson } = await import('../matchup/legacy-json.js');
      const { calcMarkdown } = await import('./calc-views.js');
      const { toTable } = await import('./format.js');
      const { sheetTable } = await import('./tables.js');
      const { json, reports } = await legacyRun(await units(), file, tenthNames);
      const notes = notesIn(o.format, o.quiet ? [] : [...new Set(json.matchups.flatMap((m) => (m.kills === null ? [] : m.notes)))]);
      const detailed = o.details ? reports.flatMap(({ name, report }) => (report ? [{ name, report }] : [])) : [];
      await host.emit(o.format, {
        json: () => json,
        sheets: () => [legacyRunRows(json)],
        markdown: () => [toMarkdown([legacyRunPeople(json)]), ...notes.markdown, ...detailed.map((r) => `## ${r.name}\n\n${calcMarkdown({ json: legacyJson(o.quiet ? { ...r.report, notes: [] } : r.report) })}`)].join('\n\n'),
        table: () =>
          [
            sheetTable(legacyRunPeople(json), c(), 'matrix'),
            ...notes.table,
            ...detailed.flatMap((r) => ['', c().bold(`== ${r.name}`), toTable({ json: legacyJson(o.quiet ? { ...r.report, notes: [] } : r.report) }, c())]),
          ].join('\n'),
      });
      notes.toStderr();
    };
  const report = async (file: string, o: ReportOptions) => {
      const { reportFile } = await import('./report.js');
      await reportFile(file, o, err, async () => {
        const { legacyRun } = await import('./legacy-run.js');
        const { legacyReportItems } = await import('./legacy-report.js');
        const { json } = await legacyRun(await units(), file, tenthNames);
        return { title: json.title, items: legacyReportItems(json.matchups) };
      });
    };
  return { calc, compare, run, report };
}
