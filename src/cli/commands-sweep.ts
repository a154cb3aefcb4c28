/**
 * The commands of many matchups (issue 27: one program for every ruleset): `compare` (a grid),
 * `roster` (a roster's units against targets), `run` and `report` (a scenario file), `merge` (shards).
 */
import { availableParallelism } from 'node:os';
import { Option, type Command } from 'commander';
import type { ReportItem } from '../report/types.js';
import type { Outcome } from './outcomes.js';
import type { CalcShown } from '../rules/contract.js';
import type { NeedJson } from '../rules/need-json.js';
import { MAX_YAML_BYTES, readUserText } from '../profiles/read-file.js';
import { output, parallel } from './command-options.js';
import { withFlags } from './flags.js';
import { phaseOption } from './phase.js';
import { commandOf, type Host } from './host.js';
import type { Common } from './io.js';
import type { RunJson } from './merge.js';
import { integer, oneOf } from './options.js';
import type { Shard } from './pool.js';
import { UsageError } from './errors.js';
import { METRICS, SCHEMA_VERSION, toMarkdown, type Metric } from './sheet.js';

// These commands load their code when used: a cold `wh40k calc` loads none of it (issue 13).
const later = {
  calcViews: () => import('./calc-views.js'),
  compare: () => import('./compare.js'),
  format: () => import('./format.js'),
  merge: () => import('./merge.js'),
  outcomes: () => import('./outcomes.js'),
  people: () => import('./people.js'),
  pool: () => import('./pool.js'),
};

export function compareCommand(p: Command, host: Host): void {
  phaseOption(parallel(output(withFlags(p.command('compare'), host.ruleset.flags))))
    .description('every pairing of ATTACKERS vs TARGETS in one table, e.g. "compare eightbound,intercessors vs terminators,rhino"')
    .argument('<matchups...>', 'A,B,C vs X,Y,Z')
    .addOption(new Option('--metric <metric>', METRICS.join(' | ')).argParser(oneOf(...METRICS)).default('kills'))
    .option('--distributions', "JSON: each cell also has its kill distribution (for report's chart per cell)")
    .action(async (words: string[], o: Common & { metric: Metric; jobs: number; shard?: Shard; distributions?: boolean }) => {
      const { compare, compareRows, compareSheet } = await later.compare();
      const { metricText, sheetTable } = await later.format();
      const { notesBelow } = await import('./notes-below.js');
      const { format: _f, quiet: _q, metric, jobs, shard: part, distributions, ...options } = o;
      const units = await host.units(o.quiet);
      if (distributions && o.format !== 'json' && !o.quiet) host.io.err('note: --distributions adds to --format json only');
      const settings = { jobs, shard: part, distributions, progress: await host.progress(o) };
      const result = await host.named(() => compare(host.ruleset, units, words, options, metric, settings, host.otherNames));
      host.sourceNotes(units, o);
      // What the cells assumed, once each, below the matrix (a ruleset whose engine says so: compare's JSON has them).
      const notes = notesBelow(o.format, o.quiet ? [] : (result.notes ?? []), () => host.c(), host.io.err);
      await host.emit(o.format, {
        json: () => result,
        sheets: () => (o.format === 'csv' ? [compareRows(result)] : [compareSheet(result, metricText)]),
        markdown: () => [toMarkdown([compareSheet(result, metricText)]), ...notes.markdown].join('\n\n'),
        table: () => [sheetTable(compareSheet(result, metricText), host.c(), 'matrix'), ...notes.table].join('\n'),
      });
      notes.toStderr();
    });
}

export function runCommand(p: Command, host: Host): void {
  parallel(output(p.command('run')))
    .description('run every matchup of a scenario file (YAML: matchups with units, conditions, effects)')
    .argument('<file>', 'scenario file')
    .option('--details', "also print each matchup's full table")
    .option('--explain', 'show the working (with --details or in JSON)')
    .action(async (file: string, o: Common & { details?: boolean; explain?: boolean; jobs: number; shard?: Shard }) => {
      const { inShard } = await later.pool();
      const { runEach, runRows } = await later.outcomes();
      const { toSummaryTable } = await later.format();
      const { forPeople } = await later.people();
      const { notesBelow } = await import('./notes-below.js');
      const units = await host.units(o.quiet);
      const scenario = await host.named(() => host.ruleset.scenario(file, units, `run ${file}`, host.otherNames));
      const engine = await host.ruleset.matchups();
      const all = scenario.matchups.map((m, index) => ({ ...m, index }));
      host.sourceNotes(units, o);
      // A scenario's need: entries (issue 15 section 2) are whole searches: printed after the matchups, never sharded.
      if (scenario.need.length && o.shard) throw new UsageError('--shard: this scenario has need: entries, which are not sharded; run it whole');
      const need = scenario.need.length ? await import('./need.js') : undefined;
      const needs: ({ name: string } & NeedJson)[] = [];
      for (const n of scenario.need) needs.push({ name: n.name, ...(await host.ruleset.scenarioNeed(n)) });
      // Its turn: entries too (issue 15 section 1): whole turns, printed after the need: entries, never sharded.
      if (scenario.turn.length && o.shard) throw new UsageError('--shard: this scenario has turn: entries, which are not sharded; run it whole');
      const turn = scenario.turn.length ? await import('./turn-scenario.js') : undefined;
      const turns = turn ? await turn.scenarioTurns(host.ruleset, scenario.turn, file) : [];
      const mine = all.filter((m) => inShard(m.index, o.shard));
      const json = await runEach(engine, mine, o.details ? 1 : o.jobs, Boolean(o.explain), await host.progress(o), !o.shard);
      const result: RunJson = {
        schemaVersion: SCHEMA_VERSION,
        kind: 'run',
        // A ruleset whose JSON names it gives the scenario's title too (10th edition's run JSON is older than both keys).
        ...host.ruleset.jsonTag,
        ...(Object.keys(host.ruleset.jsonTag).length && scenario.title !== undefined ? { title: scenario.title } : {}),
        total: all.length,
        // A shard names the scenario it came from by content, so merge refuses shards of two files.
        ...(o.shard ? { shard: (await later.merge()).runShard(o.shard, readUserText(file, MAX_YAML_BYTES)) } : {}),
        matchups: mine.map((m, i) => ({ index: m.index, name: m.name, ...json[i] })),
      };
      const notes = notesBelow(o.format, o.quiet || !engine.saysAssumptions ? [] : [...new Set(json.flatMap((j) => (j.kills === null ? [] : j.notes)))], () => host.c(), host.io.err);
      // --details: each computed matchup's whole result, as calc prints it (under -q without the notes said below the table).
      const details = () => {
        const shown = (m: (typeof mine)[number]) => engine.shown(m, Boolean(o.explain));
        const quiet = (d: CalcShown) => (o.quiet && engine.saysAssumptions ? { ...d, json: { ...d.json, notes: [] } } : d);
        return o.details ? mine.filter((_, i) => json[i].kills !== null).map((m) => ({ name: m.name, shown: quiet(shown(m)) })) : [];
      };
      const { calcMarkdown } = await later.calcViews();
      const { toTable } = await later.format();
      const needOnly = needs.length + turns.length > 0 && all.length === 0 && o.format !== 'json';
      if (!needOnly) await host.emit(o.format, {
        json: () => ({ ...result, ...(needs.length ? { need: needs } : {}), ...(turn && turns.length ? { turn: turn.scenarioTurnJson(turns) } : {}) }),
        sheets: () => [runRows(result)],
        markdown: () => [toMarkdown([forPeople(runRows(result))]), ...notes.markdown, ...details().map((d) => `## ${d.name}\n\n${calcMarkdown(d.shown)}`)].join('\n\n'),
        table: () => {
          // The run's table reads every ruleset's calc JSON alike: its damage, and the effects it applied (none, where a ruleset has no effects).
          const rows = mine.map((m, i) => ({ name: m.name, json: (json[i].kills === null ? json[i] : { ...json[i], effects: (json[i] as unknown as { effects?: unknown[] }).effects ?? [] }) as unknown as Outcome }));
          return [toSummaryTable(rows, host.c()), ...notes.table, ...details().flatMap((d) => ['', host.c().bold(`== ${d.name}`), toTable(d.shown, host.c())])].join('\n');
        },
      });
      notes.toStderr();
      if (need && o.format !== 'json') host.io.out(need.needSections(needs, o.format, host.c()).slice(needOnly ? 1 : 0));
      if (turn && o.format !== 'json') host.io.out(turn.turnSections(turns, o.format, host.c(), Boolean(o.quiet)).slice(needOnly && !need ? 1 : 0));
    });
}

export function reportCommand(p: Command, host: Host): void {
  p.command('report')
    .description('write a self-contained report of a scenario file or run JSON, or a heatmap of compare JSON: HTML, or Markdown with SVG charts beside it')
    .argument('<file>', 'scenario file, or the JSON of compare, run, merge or turn')
    .requiredOption('-o, --output <path>', 'report.html or report.md (its charts go in <name>-svg/), or - for the HTML on standard output')
    .option('--title <title>', "the report title (default: the scenario file's title:, else the file name)")
    .addOption(new Option('--metric <metric>', `a heatmap's metric (default: the JSON's; ${METRICS.join(' | ')})`).argParser(oneOf(...METRICS)))
    .option('--jobs <n>', 'threads at most, this one included; workers start only when the work pays for them (default: the number of cores)', integer(1, 64), availableParallelism())
    .option('-q, --quiet', 'no progress bar')
    .action(async (file: string, o: { output: string; title?: string; metric?: Metric; jobs: number; quiet?: boolean }) => {
      const { reportFile } = await import('./report.js');
      await reportFile(file, o, host.io.err, async () => {
        const { runEach } = await later.outcomes();
        const units = await host.units(o.quiet);
        const { title, matchups, need, turn } = await host.named(() => host.ruleset.scenario(file, units, `report ${file} -o ${o.output}`, host.otherNames));
        host.sourceNotes(units, o);
        if (need.length && !o.quiet) host.io.err('note: a report shows the matchups; the need: entries are left out (`wh40k run` prints them)');
        const json = await runEach(await host.ruleset.matchups(), matchups, o.jobs, false, await host.progress({ format: 'table', quiet: o.quiet }));
        const scenarioTurns = turn.length ? await import('./turn-scenario.js') : undefined;
        const turns = scenarioTurns ? scenarioTurns.scenarioTurnJson(await scenarioTurns.scenarioTurns(host.ruleset, turn, file)) : [];
        // The matchups as run's JSON has them, in the ruleset's words (the report has none of its own).
        const items = matchups.map((m, i) => ({ ...json[i], name: m.name }));
        return { title, items: (await host.ruleset.runReport()).items(items) as ReportItem[], turns };
      }, host.io.out);
    });
}

export function rosterCommand(p: Command, host: Host): void {
  phaseOption(parallel(output(withFlags(commandOf(p, host, 'roster'), host.ruleset.flags))))
    .description('a roster\'s units (.ros/.rosz) against targets: expected kills, totals, per 100 points')
    .argument('<file>', 'BattleScribe or New Recruit roster')
    .argument('[targets...]', 'vs TARGET,TARGET (default: targets of the config file, else intercessors, guardsmen, terminators, leman russ, knight)')
    .addOption(new Option('--metric <metric>', METRICS.join(' | ')).argParser(oneOf(...METRICS)).default('kills'))
    .action(async (file: string, rest: string[], o: Common & { metric: Metric; jobs: number; shard?: Shard }) => {
      const { compareCells, compareRows, compareSheet, rosterSummary } = await later.compare();
      const { splitLists } = await import('../rules/matchup-words.js');
      const { metricText, sheetTable } = await later.format();
      const army = await host.ruleset.rosterArmy(file);
      const units = await host.units(o.quiet);
      const words = rest.filter((w, i) => !(i === 0 && w.toLowerCase() === 'vs'));
      const targetNames = words.length ? splitLists(['roster', 'vs', ...words], host.ruleset.unitNames(units))[1] : (host.config.targets ?? ['intercessors', 'guardsmen', 'terminators', 'leman russ', 'knight']);
      const targets = [];
      for (const n of targetNames) targets.push(await host.ruleset.unit(units, n));
      host.sourceNotes(units, o);
      const { format: _f, quiet: _q, metric, jobs, shard: part, ...options } = o;
      const result = await compareCells(await host.ruleset.matchups(), army.attackers, targets, options, metric, { jobs, shard: part, progress: await host.progress(o) }, host.ruleset.jsonTag);
      if (!o.quiet) for (const w of army.warnings) host.io.err(`roster: ${w}`);
      const summary = rosterSummary(army, result);
      // What the cells assumed, once each, below the matrix and its totals, as compare prints them (a ruleset whose engine says so).
      const notes = (await import('./notes-below.js')).notesBelow(o.format, o.quiet ? [] : (result.notes ?? []), () => host.c(), host.io.err);
      await host.emit(o.format, {
        json: () => ({ ...result, kind: 'roster', roster: { name: army.name, points: army.points, units: army.units } }),
        sheets: () => (o.format === 'csv' ? [compareRows(result)] : [compareSheet(result, metricText)]),
        markdown: () => [toMarkdown([compareSheet(result, metricText)]), ...notes.markdown].join('\n\n'),
        table: () => [sheetTable(compareSheet(result, metricText), host.c(), 'matrix'), summary, ...notes.table].join('\n'),
      });
      notes.toStderr();
    });
}

export function mergeCommand(p: Command, host: Host): void {
  output(commandOf(p, host, 'merge'), 'json')
    .description('join the JSON shards of `compare --shard` or `run --shard` into the whole result')
    .argument('<files...>', 'JSON files written with --format json')
    .addOption(new Option('--metric <metric>', `the metric a compare table shows (${METRICS.join(' | ')})`).argParser(oneOf(...METRICS)))
    .action(async (files: string[], o: Common & { metric?: Metric }) => {
      const { merge } = await later.merge();
      const { runRows } = await later.outcomes();
      const { compareRows, compareSheet } = await later.compare();
      const { metricText, sheetTable } = await later.format();
      const { forPeople } = await later.people();
      const joined = merge(files);
      const merged = joined.kind === 'compare' && o.metric ? { ...joined, metric: o.metric } : joined;
      // The notes of the shards (a ruleset whose compare says its assumptions), below the matrix as compare prints them.
      const notes = (await import('./notes-below.js')).notesBelow(o.format, o.quiet || merged.kind !== 'compare' ? [] : (merged.notes ?? []), () => host.c(), host.io.err);
      const people = () => (merged.kind === 'compare' ? toMarkdown([compareSheet(merged, metricText)]) : toMarkdown([forPeople(runRows(merged))]));
      await host.emit(o.format, {
        json: () => merged,
        sheets: () => [merged.kind === 'compare' ? (o.format === 'csv' ? compareRows(merged) : compareSheet(merged, metricText)) : runRows(merged)],
        markdown: () => [people(), ...notes.markdown].join('\n\n'),
        table: () => [merged.kind === 'compare' ? sheetTable(compareSheet(merged, metricText), host.c(), 'matrix') : sheetTable(forPeople(runRows(merged)), host.c(), 'list'), ...notes.table].join('\n'),
      });
      notes.toStderr();
    });
}
