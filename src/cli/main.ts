import { availableParallelism } from 'node:os';
import { Argument, Command, Option } from 'commander';
import type { Config } from '../profiles/config.js';
import { loadConfig } from '../profiles/config-file.js';
import { MAX_YAML_BYTES, readUserText } from '../profiles/read-file.js';
import { loadRoster, type Roster } from '../profiles/registry.js';
import { runCalc } from './calc.js';
import type { CalcOptions } from '../matchup/options.js';
import { loadPlayerEffects } from '../profiles/player-effects.js';
import { usePlayerEffects } from '../rules/tenth/effects/index.js';
import { colours, colourWanted } from './colour.js';
import { describeFailure, EXIT, UsageError } from './errors.js';
import { toJsonObject } from '../matchup/json.js';
import { calcShown } from '../matchup/working.js';
import type { ProgressBar } from './progress-bar.js';
import { progressLine } from './progress-line.js';
import type { RunJson } from './merge.js';
import { parseOrder } from '../matchup/weapon-order.js';
import { knob, matchupOptions, output, parallel } from './command-options.js';
import { sayIfLegacy } from './legacy-named.js';
import { RULESETS, type RulesetName } from '../rules/rulesets.js';
import { otherRulesetsUnitNames, rulesetOf, rulesetOption } from './ruleset.js';
import { battleCommands } from './commands-battle.js';
import { collect, integer, oneOf } from './options.js';
import type { Shard } from './pool.js';
import { METRICS, SCHEMA_VERSION, toMarkdown, type Format, type Metric, type Sheet } from './sheet.js';

// Commands other than calc load their code when used, and calc its views (cli-table3, chalk) only for
// the format asked: a cold `wh40k calc` stays fast (issue 13).
const later = {
  calcViews: () => import('./calc-views.js'),
  compare: () => import('./compare.js'),
  csv: () => import('./csv.js'),
  effects: () => import('./effects.js'),
  format: () => import('./format.js'),
  merge: () => import('./merge.js'),
  outcomes: () => import('./outcomes.js'),
  people: () => import('./people.js'),
  pool: () => import('./pool.js'),
  progressBar: () => import('./progress-bar.js'),
  vary: () => import('./vary.js'),
  varyGrid: () => import('./vary-grid.js'),
  wrapTable: () => import('./wrap-table.js'),
};


export interface Io {
  out(text: string): void;
  err(text: string): void;
  colour: boolean;
  /** Where a progress bar may go (stderr, when it is a terminal), if anywhere. */
  progress?: (text: string) => void;
  /** The terminal's width when stdout is one: the table format's prose wraps to it (wrapProse). */
  width?: number;
}

const nodeIo: Io = {
  out: (t) => process.stdout.write(`${t}\n`),
  err: (t) => process.stderr.write(`${t}\n`),
  width: process.stdout.isTTY && process.stdout.columns > 0 ? process.stdout.columns : undefined,
  colour: colourWanted(process.env, Boolean(process.stdout.isTTY)),
  progress: process.stderr.isTTY ? (t) => process.stderr.write(t) : undefined,
};

export type Common = { format: Format; quiet?: boolean };

/**
 * Print in the chosen format: JSON and csv sheets for scripts (their documented keys), a table and
 * Markdown for people (`markdown`: the people's sheets or text, else the sheets as they are).
 */
async function emit(io: Io, format: Format, views: { json: () => unknown; sheets: () => Later<Sheet[]>; table: () => Later<string>; markdown?: () => Later<Sheet[] | string> }): Promise<void> {
  if (format === 'json') io.out(JSON.stringify(views.json(), null, 2));
  else if (format === 'csv') io.out((await later.csv()).toCsv((await views.sheets())[0]));
  else if (format === 'markdown') io.out(markdownOf(await (views.markdown?.() ?? views.sheets())));
  else {
    const table = await views.table();
    io.out(io.width ? (await later.wrapTable()).wrapProse(table, io.width) : table);
  }
}

/** A view made now, or once the module it needs has loaded. */
export type Later<T> = T | Promise<T>;

function markdownOf(view: Sheet[] | string): string {
  return typeof view === 'string' ? view : toMarkdown(view);
}

function program(io: Io, config: Config, bars: ProgressBar[], chalk?: typeof import('chalk')): Command {
  const p = new Command('wh40k')
    .description('Exact mathhammer for Warhammer 40,000 (10th edition): whole kill distributions, not averages')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .option('--data <dir>', 'add a folder of unit YAML (repeatable; later folders override)', collect, [])
    .option('--data-bsdata <path>', 'read units straight from a BSData checkout (repeatable; cached)', collect, [])
    .option('--roster <file>', 'use the units of a BattleScribe roster (.ros or .rosz; repeatable)', collect, [])
    .option('--effects <file>', 'add a YAML file (or folder) of your own effects (repeatable; README "Your own effects")', collect, [])
    .option('--no-color', 'no colours (as NO_COLOR=1; FORCE_COLOR=1 forces them when piped)')
    .addOption(rulesetOption());
  // The config file's folders and files come first: the command line's are added after them.
  const globals = () => {
    const g = p.opts<{ data: string[]; dataBsdata: string[]; roster: string[]; effects: string[]; color: boolean }>();
    return { data: [...config.data, ...g.data], bsdata: [...config.bsdata, ...g.dataBsdata], rosters: [...config.rosters, ...g.roster], effects: [...config.effects, ...g.effects], colour: g.color && io.colour };
  };
  // The player's effects first: units of the --data folders may carry them.
  const playerEffects = () => loadPlayerEffects(globals().data, globals().effects);
  // -q silences the importers' notes ("77 import warnings") as it does the others.
  const roster = async (quiet = false) => {
    const g = globals();
    const warn = quiet ? () => {} : io.err;
    const extra = g.bsdata.length || g.rosters.length ? await (await import('./imports.js')).importedUnits(g.bsdata, g.rosters, warn) : [];
    await playerEffects();
    return loadRoster(g.data, undefined, extra);
  };
  const c = () => colours(globals().colour ? chalk : undefined);
  /** Which source each name found where several define it (calc's own table and JSON carry these). */
  const sourceNotes = (r: Roster, o: { quiet?: boolean }) => {
    if (!o.quiet) for (const n of r.notes) io.err(`note: ${n}`);
  };
  /** A progress bar on stderr when it is a terminal and not --quiet; main stops it if the work ends early. */
  const progress = async (o: Common) => {
    if (!io.progress || o.quiet) return () => {};
    const bar = (await later.progressBar()).progressBar(io.progress);
    bars.push(bar);
    return bar.update;
  };

  output(matchupOptions(p.command('calc')))
    .description('exact results of ATTACKER attacking TARGET, e.g. "calc eightbound vs intercessors --charged"')
    .argument('<matchup...>', 'ATTACKER vs TARGET (names or aliases, any case)')
    .option('--explain', 'show the working: targets, modifiers, caps, wasted damage')
    .option('--order <weapons>', 'the order the weapons resolve in, every weapon named once: "bolt pistol, bolt rifle" (default: as the profile lists them)', parseOrder)
    .option('--simulate <runs>', 'also run the seeded Monte Carlo cross-check', knob('simulate'))
    .option('--seed <n>', 'seed for --simulate', knob('seed'), 1)
    .option('--vary <knob=values>', 'sweep an option, a row per value: models=3..6, hit-mod=-1..1, with=none,warp-blades; twice for a grid (rows by the first, columns by the second)', collect, [])
    .action(async (words: string[], o: CalcOptions & Common & { explain?: boolean; vary: string[] }) => {
      const units = await roster(o.quiet);
      if (o.vary.length) {
        const { varyCsv, varyPeople } = await later.varyGrid();
        const { runVary } = await later.vary();
        const { sheetTable } = await later.format();
        const { vary, ...base } = o;
        const v = await sayIfLegacy(() => runVary(units, words, vary, base), globals().data);
        sourceNotes(units, o);
        await emit(io, o.format, { json: () => v, sheets: () => [varyCsv(v)], markdown: () => [varyPeople(v)], table: () => sheetTable(varyPeople(v), c(), 'vary') });
        return;
      }
      const report = await sayIfLegacy(() => runCalc(units, words, o), globals().data);
      const quiet = o.quiet ? { ...report, notes: [] } : report;
      await emit(io, o.format, {
        json: () => toJsonObject(report, Boolean(o.explain)),
        sheets: async () => [(await later.calcViews()).calcLong(calcShown(report, Boolean(o.explain)))],
        markdown: async () => (await later.calcViews()).calcMarkdown(calcShown(quiet, Boolean(o.explain))),
        table: async () => (await later.format()).toTable(calcShown(quiet, Boolean(o.explain)), c()),
      });
      // json and csv carry the notes as data; the person at the terminal reads them on stderr too.
      if ((o.format === 'json' || o.format === 'csv') && !o.quiet) for (const n of report.notes) io.err(`note: ${n}`);
    });

  battleCommands(p, { roster, sourceNotes, c, err: io.err, emit: (format, views) => emit(io, format, views), legacyNamed: (run) => sayIfLegacy(run, globals().data) });

  parallel(output(matchupOptions(p.command('compare'))))
    .description('every pairing of ATTACKERS vs TARGETS in one table, e.g. "compare eightbound,intercessors vs terminators,rhino"')
    .argument('<matchups...>', 'A,B,C vs X,Y,Z')
    .addOption(new Option('--metric <metric>', METRICS.join(' | ')).argParser(oneOf(...METRICS)).default('kills'))
    .option('--distributions', "JSON: each cell also has its kill distribution (for report's chart per cell)")
    .action(async (words: string[], o: CalcOptions & Common & { metric: Metric; jobs: number; shard?: Shard; distributions?: boolean }) => {
      const { compare, compareRows, compareSheet } = await later.compare();
      const { metricText, sheetTable } = await later.format();
      const { format: _f, quiet: _q, metric, jobs, shard: part, distributions, ...options } = o;
      const units = await roster(o.quiet);
      if (distributions && o.format !== 'json' && !o.quiet) io.err('note: --distributions adds to --format json only');
      const result = await sayIfLegacy(async () => compare(units, words, options, metric, { jobs, shard: part, distributions, progress: await progress(o) }), globals().data);
      sourceNotes(units, o);
      await emit(io, o.format, {
        json: () => result,
        sheets: () => (o.format === 'csv' ? [compareRows(result)] : [compareSheet(result, metricText)]),
        table: () => sheetTable(compareSheet(result, metricText), c(), 'matrix'),
      });
    });

  parallel(output(p.command('run')))
    .description('run every matchup of a scenario file (YAML: matchups with units, conditions, effects)')
    .argument('<file>', 'scenario file')
    .option('--details', "also print each matchup's full table")
    .option('--explain', 'show the working (with --details or in JSON)')
    .action(async (file: string, o: Common & { details?: boolean; explain?: boolean; jobs: number; shard?: Shard }) => {
      const { loadScenarioFile } = await import('../profiles/scenario.js');
      const { inShard } = await later.pool();
      const { runEach, runRows } = await later.outcomes();
      const { toSummaryTable } = await later.format();
      const { calcMarkdown } = await later.calcViews();
      const { forPeople } = await later.people();
      const { runMatchup } = await import('../matchup/run.js');
      (await import('../profiles/legacy-scenario.js')).refuseLegacyScenario(file);
      const units = await roster(o.quiet);
      const scenario = await sayIfLegacy(() => loadScenarioFile(file, units), globals().data);
      const all = scenario.matchups.map((m, index) => ({ ...m, index }));
      sourceNotes(units, o);
      // A scenario's need: entries (issue 15 section 2) are whole searches: printed after the matchups, never sharded.
      if (scenario.need.length && o.shard) throw new UsageError('--shard: this scenario has need: entries, which are not sharded; run it whole');
      const need = scenario.need.length ? await import('./need.js') : undefined;
      const needs = need ? scenario.need.map((n) => ({ name: n.name, ...need.needOf(n) })) : [];
      // Its turn: entries too (issue 15 section 1): whole turns, printed after the need: entries, never sharded.
      if (scenario.turn.length && o.shard) throw new UsageError('--shard: this scenario has turn: entries, which are not sharded; run it whole');
      const turn = scenario.turn.length ? await import('./turn-scenario.js') : undefined;
      const turns = turn ? turn.scenarioTurns(scenario.turn, file) : [];
      const mine = all.filter((m) => inShard(m.index, o.shard));
      const json = await runEach(mine, o.details ? 1 : o.jobs, Boolean(o.explain), await progress(o), !o.shard);
      const result: RunJson = {
        schemaVersion: SCHEMA_VERSION,
        kind: 'run',
        total: all.length,
        // A shard names the scenario it came from by content, so merge refuses shards of two files.
        ...(o.shard ? { shard: (await later.merge()).runShard(o.shard, readUserText(file, MAX_YAML_BYTES)) } : {}),
        matchups: mine.map((m, i) => ({ index: m.index, name: m.name, ...json[i] })),
      };
      const needOnly = needs.length + turns.length > 0 && all.length === 0 && o.format !== 'json';
      if (!needOnly) await emit(io, o.format, {
        json: () => ({ ...result, ...(needs.length ? { need: needs } : {}), ...(turns.length ? { turn: turns } : {}) }),
        sheets: () => [runRows(result)],
        markdown: () => {
          const summary = toMarkdown([forPeople(runRows(result))]);
          // --details: each computed matchup's whole result, as the table prints it.
          const details = o.details ? mine.filter((_, i) => json[i].kills !== null).map((m) => `## ${m.name}\n\n${calcMarkdown(calcShown(runMatchup(m), Boolean(o.explain)))}`) : [];
          return [summary, ...details].join('\n\n');
        },
        table: () =>
          toSummaryTable(
            mine.map((m, i) => ({ name: m.name, json: json[i], detail: o.details && json[i].kills !== null ? calcShown(runMatchup(m), Boolean(o.explain)) : undefined })),
            c(),
          ),
      });
      if (need && o.format !== 'json') io.out(need.needSections(needs, o.format, c()).slice(needOnly ? 1 : 0));
      if (turn && o.format !== 'json') io.out(turn.turnSections(turns, o.format, c(), Boolean(o.quiet)).slice(needOnly && !need ? 1 : 0));
    });

  p.command('report')
    .description('write a self-contained report of a scenario file or run JSON, or a heatmap of compare JSON: HTML, or Markdown with SVG charts beside it')
    .argument('<file>', 'scenario file, or the JSON of compare, run, merge or turn')
    .requiredOption('-o, --output <path>', 'report.html or report.md (its charts go in <name>-svg/)')
    .option('--title <title>', "the report title (default: the scenario file's title:, else the file name)")
    .addOption(new Option('--metric <metric>', `a heatmap's metric (default: the JSON's; ${METRICS.join(' | ')})`).argParser(oneOf(...METRICS)))
    .option('--jobs <n>', 'worker threads at most, started only when the work pays for them (default: the number of cores)', integer(1, 64), availableParallelism())
    .option('-q, --quiet', 'no progress bar')
    .action(async (file: string, o: { output: string; title?: string; metric?: Metric; jobs: number; quiet?: boolean }) => {
      const { reportFile } = await import('./report.js');
      await reportFile(file, o, io.err, async () => {
        (await import('../profiles/legacy-scenario.js')).refuseLegacyScenario(file, `report ${file} -o ${o.output}`);
        const { loadScenarioFile } = await import('../profiles/scenario.js');
        const { runEach } = await later.outcomes();
        const units = await roster(o.quiet);
        const { title, matchups, need, turn } = loadScenarioFile(file, units);
        sourceNotes(units, o);
        if (need.length && !o.quiet) io.err('note: a report shows the matchups; the need: entries are left out (`wh40k run` prints them)');
        const json = await runEach(matchups, o.jobs, false, await progress({ format: 'table', quiet: o.quiet }));
        const turns = turn.length ? (await import('./turn-scenario.js')).scenarioTurns(turn, file) : [];
        return { title, items: matchups.map((m, i) => ({ ...json[i], name: m.name })), turns };
      });
    });

  p.command('import')
    .description('read units from other tools into YAML profiles')
    .command('bsdata')
    .description('read a BSData checkout (.gst + .cat) and write one YAML profile per datasheet')
    .argument('<path>', 'the checkout folder, or one .cat file')
    .option('--faction <name>', 'only this catalogue (e.g. "World Eaters")')
    .option('--unit <name>', 'only this datasheet')
    .requiredOption('--out <dir>', 'where to write the YAML (one folder per faction)')
    .option('--strict', 'refuse (exit 2, nothing written) if anything could not be mapped')
    .option('-q, --quiet', 'no progress or warnings on stderr')
    .action(async (path: string, o: { faction?: string; unit?: string; out: string; strict?: boolean; quiet?: boolean }) => {
      const { importToFiles } = await import('./imports.js');
      const r = await importToFiles(path, o, await progress({ format: 'table', quiet: o.quiet }));
      for (const f of r.written) io.out(f);
      if (!o.quiet) {
        for (const w of r.warnings) io.err(`warning: ${w.unit}: ${w.message}`);
        for (const s of r.skipped) io.err(`not imported: ${s.unit}: ${s.reason}`);
        io.err(`${r.written.length} units written, ${r.warnings.length} warnings, ${r.skipped.length} not imported`);
      }
    });

  parallel(output(matchupOptions(p.command('roster'))))
    .description('a roster\'s units (.ros/.rosz) against targets: expected kills, totals, per 100 points')
    .argument('<file>', 'BattleScribe or New Recruit roster')
    .argument('[targets...]', 'vs TARGET,TARGET (default: targets of the config file, else intercessors, guardsmen, terminators, leman russ, knight)')
    .addOption(new Option('--metric <metric>', METRICS.join(' | ')).argParser(oneOf(...METRICS)).default('kills'))
    .action(async (file: string, rest: string[], o: CalcOptions & Common & { metric: Metric; jobs: number; shard?: Shard }) => {
      const { loadRoster: readRoster } = await import('./imports.js');
      const { compareCells, compareRows, compareSheet, rosterSummary } = await later.compare();
      const { splitLists } = await import('./matchup-words.js');
      const { metricText, sheetTable } = await later.format();
      const army = await readRoster(file);
      const units = await roster(o.quiet);
      const words = rest.filter((w, i) => !(i === 0 && w.toLowerCase() === 'vs'));
      const targetNames = words.length ? splitLists(['roster', 'vs', ...words])[1] : (config.targets ?? ['intercessors', 'guardsmen', 'terminators', 'leman russ', 'knight']);
      const { resolveUnit } = await import('../profiles/registry.js');
      const targets = targetNames.map((n) => resolveUnit(units, n));
      sourceNotes(units, o);
      const attackers = army.units.map((u) => ({ ...u.unit, points: u.points === null ? {} : { [String(u.unit.models.reduce((s, g) => s + g.count, 0))]: u.points } }));
      const { format: _f, quiet: _q, metric, jobs, shard: part, ...options } = o;
      const result = await compareCells(attackers, targets, options, metric, { jobs, shard: part, progress: await progress(o) });
      if (!o.quiet) for (const w of army.warnings.filter((w) => !w.unit)) io.err(`roster: ${w.message}`);
      const summary = rosterSummary(army, result);
      await emit(io, o.format, {
        json: () => ({ ...result, kind: 'roster', roster: { name: army.name, points: army.points, units: army.units.map((u) => ({ name: u.unit.name, points: u.points })) } }),
        sheets: () => (o.format === 'csv' ? [compareRows(result)] : [compareSheet(result, metricText)]),
        table: () => `${sheetTable(compareSheet(result, metricText), c(), 'matrix')}\n${summary}`,
      });
    });

  output(p.command('merge'), 'json')
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
      await emit(io, o.format, {
        json: () => merged,
        sheets: () => [merged.kind === 'compare' ? (o.format === 'csv' ? compareRows(merged) : compareSheet(merged, metricText)) : runRows(merged)],
        markdown: () => [merged.kind === 'compare' ? compareSheet(merged, metricText) : forPeople(runRows(merged))],
        table: () => (merged.kind === 'compare' ? sheetTable(compareSheet(merged, metricText), c(), 'matrix') : sheetTable(forPeople(runRows(merged)), c(), 'list')),
      });
    });

  output(p.command('effects'))
    .description('list every effect --with and --target-with accept, with its source and what it does')
    .option('--faction <faction>', 'only this faction (e.g. "World Eaters", Aeldari, Core)')
    .action(async (o: Common & { faction?: string }) => {
      const { listEffects } = await later.effects();
      await playerEffects();
      const { sheetTable } = await later.format();
      const list = listEffects(o.faction);
      await emit(io, o.format, {
        json: () => ({ schemaVersion: SCHEMA_VERSION, kind: 'effects', effects: list.rows }),
        sheets: () => [list.sheet],
        table: () => sheetTable(list.sheet, c(), 'wrap'),
      });
    });

  output(p.command('list'))
    .description('list every unit (bundled and --data): aliases, faction, models, points, source')
    .option('--faction <faction>', 'only this faction (e.g. "World Eaters")')
    .action(async (o: Common & { faction?: string }) => {
      const { listUnits } = await import('./commands-data.js');
      const list = listUnits((await roster(o.quiet)).units, o.faction);
      await emit(io, o.format, { json: () => list.json, sheets: () => [list.sheet], table: () => list.table(c()) });
    });

  output(p.command('show'))
    .description("one unit's datasheet: profile, weapons, wargear, loadouts, points, source and file")
    .usage('[options] <unit>')
    .argument('<unit...>', 'one unit: its name or alias, any case; a name of several words needs no quotes (show leman russ)')
    .action(async (words: string[], o: Common) => {
      const { oneUnit, showUnit } = await import('./commands-data.js');
      const units = await roster(o.quiet);
      const unit = showUnit(oneUnit(units, words));
      sourceNotes(units, o);
      await emit(io, o.format, { json: () => unit.json, sheets: () => (o.format === 'csv' ? [unit.long] : unit.sheets), table: () => unit.table(c()) });
    });

  output(p.command('validate'))
    .description('check unit and effect files: every problem of every file (file:line:col field: message); exit 2 if any')
    .argument('[paths...]', 'YAML files or folders (default: the bundled data, the --effects files and the --data folders)')
    .action(async (paths: string[], o: Common) => {
      const { InvalidData, validate, validationViews } = await import('./commands-data.js');
      const reports = validate(paths, globals().data, globals().effects);
      const v = validationViews(reports);
      await emit(io, o.format, { json: () => v.json, sheets: () => [v.sheet], table: () => v.table(c()) });
      if (reports.some((r) => !r.ok)) throw new InvalidData();
    });

  p.command('schema')
    .description('print the JSON Schema of unit files, for editors (yaml-language-server)')
    .option('-o, --output <file>', 'write it to FILE instead of stdout')
    .action(async (o: { output?: string }) => {
      // The player's effects (--effects, effects/ folders, the config file) join the effect ids it names.
      await playerEffects();
      const { writeSchema } = await import('./commands-data.js');
      const text = writeSchema(o.output);
      if (o.output) io.err(`wrote ${o.output}`);
      else io.out(text.trimEnd());
    });
  p.command('completion')
    .description('print a shell completion script: eval "$(wh40k completion bash)"; see README "Shell completion"')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .action(async (shell: 'bash' | 'zsh' | 'fish') => {
      const { completionScript } = await import('./completion.js');
      const units = (await roster(true)).units.flatMap((u) => [u.name, ...u.aliases]);
      io.out(completionScript(p, shell, units, (await import('../rules/tenth/effects/index.js')).allEffects().map((e) => e.id)).trimEnd());
    });
  if (config.format) {
    // The config file's format replaces the table default (merge keeps JSON, its default for scripts).
    for (const cmd of p.commands) {
      if (cmd.options.find((o) => o.long === '--format')?.defaultValue === 'table') cmd.setOptionValueWithSource('format', config.format, 'default');
    }
  }
  return p;
}

/**
 * Run the CLI; returns the exit code (0 ok, 1 runtime failure, 2 usage or input error). `where`: the
 * working directory and environment the config file is looked up from (src/profiles/config.ts).
 */
export async function main(argv: readonly string[], given: Io = nodeIo, where = { cwd: process.cwd(), env: process.env }): Promise<number> {
  // Anything printed (the result, an error, a warning) first stops a progress bar still drawing, which
  // clears its line; progressLine clears a line left open by any other writer.
  const bars: ProgressBar[] = [];
  const stopBars = () => bars.forEach((bar) => bar.stop());
  const stopping = (write: (text: string) => void) => (text: string) => {
    stopBars();
    write(text);
  };
  const io = progressLine({ ...given, out: stopping(given.out), err: stopping(given.err) });
  // No player effects carried over from an earlier run in this process (tests run many).
  usePlayerEffects([]);
  try {
    // chalk loads only where colour may be wanted: piped output needs none.
    const chalk = given.colour ? await import('chalk') : undefined;
    const config = await loadConfig(where.cwd, where.env);
    // The ruleset (issue 14 section 4), chosen once from the registry; the legacy one has commands and options of its own.
    const ruleset = rulesetOf(argv, RULESETS);
    const registry = { rulesetOption, otherUnitNames: (dataDirs: readonly string[]) => otherRulesetsUnitNames(ruleset, dataDirs) };
    const commandLines = {
      '10th': () => program(io, config, bars, chalk),
      legacy: async () => (await import('./legacy-main.js')).legacyCli(argv, io, config, emit, registry, chalk),
    } satisfies Record<RulesetName, () => Command | Promise<Command>>;
    const cli = await commandLines[ruleset.name]();
    await cli.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    const { code, message } = describeFailure(e);
    if (message) io.err(`wh40k: ${message}`);
    return code;
  } finally {
    // Work that failed or fell back early leaves its bar drawing, and a bar's timer keeps the process alive.
    stopBars();
  }
}
