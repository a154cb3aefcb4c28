import { Command } from 'commander';
import type { Config } from '../profiles/config.js';
import { loadConfig } from '../profiles/config-file.js';
import { RULESETS } from '../rules/rulesets.js';
import { COMMANDS, type CommandName, type Ruleset, type UnitSources } from '../rules/ruleset.js';
import { colours, colourWanted } from './colour.js';
import { calcCommand } from './commands-calc.js';
import { needCommand, turnCommand } from './commands-battle.js';
import { compareCommand, mergeCommand, reportCommand, rosterCommand, runCommand } from './commands-sweep.js';
import { completionCommand, effectsCommand, importCommand, listCommand, schemaCommand, showCommand, validateCommand } from './commands-units.js';
import { describeFailure, EXIT } from './errors.js';
import type { Host, Views } from './host.js';
import type { Io } from './io.js';
import { collect } from './options.js';
import type { ProgressBar } from './progress-bar.js';
import { progressLine } from './progress-line.js';
import { otherRulesetsUnitNames, refuseOptions, rulesetOf, rulesetOption, sayIfOtherRuleset, sourceRefusal } from './ruleset.js';
import { toMarkdown, type Format, type Sheet } from './sheet.js';
import { isTerminal, stdoutColumns, writerTo } from './std-streams.js';

export { allWritten } from './std-streams.js';

export type { Io } from './io.js';

// Not terminals (files, pipes): written without Node's stream objects (std-streams.ts).
const out = writerTo(1);
const err = writerTo(2);
const nodeIo: Io = {
  out: (t) => out(`${t}\n`),
  err: (t) => err(`${t}\n`),
  width: stdoutColumns(),
  colour: colourWanted(process.env, isTerminal(1)),
  progress: isTerminal(2) ? err : undefined,
};

/**
 * Print in the chosen format: JSON and csv sheets for scripts (their documented keys), a table and
 * Markdown for people (`markdown`: the people's sheets or text, else the sheets as they are).
 */
async function emit(io: Io, format: Format, views: Views): Promise<void> {
  if (format === 'json') io.out(JSON.stringify(views.json(), null, 2));
  else if (format === 'csv') io.out((await import('./csv.js')).toCsv((await views.sheets())[0]));
  else if (format === 'markdown') io.out(markdownOf(await (views.markdown?.() ?? views.sheets())));
  else {
    const table = await views.table();
    io.out(io.width ? (await import('./wrap-table.js')).wrapProse(table, io.width) : table);
  }
}

function markdownOf(view: Sheet[] | string): string {
  return typeof view === 'string' ? view : toMarkdown(view);
}

/** Each command's registration, written once over the ruleset value. */
const COMMAND = {
  calc: calcCommand,
  need: needCommand,
  turn: turnCommand,
  compare: compareCommand,
  run: runCommand,
  report: reportCommand,
  import: importCommand,
  roster: rosterCommand,
  merge: mergeCommand,
  effects: effectsCommand,
  list: listCommand,
  show: showCommand,
  validate: validateCommand,
  schema: schemaCommand,
  completion: completionCommand,
} satisfies Record<CommandName, (p: Command, host: Host) => void>;

/** The program's own options that take a value (program below): their value is no command's name. */
const GLOBAL_WITH_VALUE = new Set(['--data', '--data-bsdata', '--roster', '--effects', '--ruleset']);

/** The command the words name (the first word that is not a global option or its value), if they name one. */
function commandNamed(argv: readonly string[]): CommandName | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') return undefined;
    if (a.startsWith('-')) {
      if (GLOBAL_WITH_VALUE.has(a)) i++;
      continue;
    }
    return (COMMANDS as readonly string[]).includes(a) ? (a as CommandName) : undefined;
  }
  return undefined;
}

/** The one program (issue 27): its global options and every command, over the chosen ruleset's value. */
function program(argv: readonly string[], io: Io, config: Config, rulesets: readonly [Ruleset, ...Ruleset[]], ruleset: Ruleset, bars: ProgressBar[], chalk?: typeof import('chalk')): Command {
  const p = new Command('wh40k')
    .description('Exact mathhammer for Warhammer 40,000 (10th edition, and older ones with --ruleset): whole kill distributions, not averages')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .option('--data <dir>', 'add a folder of unit YAML (repeatable; later folders override; its legacy/ and eleventh/ folders hold legacy and 11th-edition units)', collect, [])
    .option('--data-bsdata <path>', 'read units straight from a BSData checkout (repeatable; cached)', collect, [])
    .option('--roster <file>', 'use the units of a BattleScribe roster (.ros or .rosz; repeatable)', collect, [])
    .option('--effects <file>', 'add a YAML file (or folder) of your own effects (repeatable; README "Your own effects")', collect, [])
    .option('--no-color', 'no colours (as NO_COLOR=1; FORCE_COLOR=1 forces them when piped)')
    .addOption(rulesetOption(rulesets));
  // The config file's folders and files come first: the command line's are added after them.
  const g = () => p.opts<{ data: string[]; dataBsdata: string[]; roster: string[]; effects: string[]; color: boolean }>();
  // -q silences the importers' notes ("77 import warnings") as it does the others.
  const sources = (quiet = false): UnitSources => ({
    data: [...config.data, ...g().data],
    bsdata: [...config.bsdata, ...g().dataBsdata],
    rosters: [...config.rosters, ...g().roster],
    effects: [...config.effects, ...g().effects],
    warn: quiet ? () => {} : io.err,
  });
  const host: Host = {
    io,
    config,
    ruleset,
    sources,
    units: (quiet) => ruleset.loadUnits(sources(quiet)),
    otherNames: () => otherRulesetsUnitNames(ruleset, sources().data, rulesets),
    sourceNotes: (units, o) => {
      if (!o.quiet) for (const n of (units as { notes?: readonly string[] }).notes ?? []) io.err(`note: ${n}`);
    },
    c: () => colours(g().color && io.colour ? chalk : undefined),
    emit: (format, views) => emit(io, format, views),
    // A progress bar on stderr when it is a terminal and not --quiet; main stops it if the work ends early.
    progress: async (o) => {
      if (!io.progress || o.quiet) return () => {};
      const bar = (await import('./progress-bar.js')).progressBar(io.progress);
      bars.push(bar);
      return bar.update;
    },
    named: (run) => sayIfOtherRuleset(run, ruleset, sources().data, rulesets),
  };
  // Every command, in --help's order (a command the ruleset cannot serve says so: host.ts commandOf); where the words
  // name one, only it (registering every command's flags cost a cold calc 2-3 ms, issue 30 section 3); completion
  // describes them all.
  const named = commandNamed(argv);
  for (const name of COMMANDS) if (named === undefined || named === 'completion' || name === named) COMMAND[name](p, host);
  // A source of units the ruleset cannot read is left out of the help too (and refused by name).
  for (const o of p.options) if (o.long && sourceRefusal(ruleset, o.long) !== undefined) o.hideHelp();
  for (const cmd of p.commands) {
    // An option the ruleset cannot serve is left out of the help (and refused by name: refuseOptions).
    for (const o of cmd.options) if (o.long && ruleset.cannot.options[o.long] !== undefined) o.hideHelp();
    // The config file's format replaces the table default (merge keeps JSON, its default for scripts).
    if (config.format && cmd.options.find((o) => o.long === '--format')?.defaultValue === 'table') cmd.setOptionValueWithSource('format', config.format, 'default');
  }
  return p;
}

/**
 * Run the CLI; returns the exit code (0 ok, 1 runtime failure, 2 usage or input error). `where`: the
 * working directory and environment the config file is looked up from (src/profiles/config.ts);
 * `rulesets`: the registry `--ruleset` chooses from (a test's may add one: tests/architecture/new-ruleset.test.ts).
 */
export async function main(argv: readonly string[], given: Io = nodeIo, where = { cwd: process.cwd(), env: process.env }, rulesets: readonly [Ruleset, ...Ruleset[]] = RULESETS): Promise<number> {
  // Anything printed (the result, an error, a warning) first stops a progress bar still drawing, which
  // clears its line; progressLine clears a line left open by any other writer.
  const bars: ProgressBar[] = [];
  const stopBars = () => bars.forEach((bar) => bar.stop());
  const stopping = (write: (text: string) => void) => (text: string) => {
    stopBars();
    write(text);
  };
  const io = progressLine({ ...given, out: stopping(given.out), err: stopping(given.err) });
  try {
    // chalk loads only where colour may be wanted: piped output needs none.
    const chalk = given.colour ? await import('chalk') : undefined;
    const config = await loadConfig(where.cwd, where.env, rulesets.map((r) => r.name));
    // The ruleset (issue 14 section 4), chosen once from the registry (the config file's when the command line names none): its flags, its units, what it cannot serve.
    const ruleset = rulesetOf(argv, rulesets, config.ruleset);
    // Nothing carried over from an earlier run in this process (tests run many): 10th edition's player effects.
    await ruleset.forget();
    refuseOptions(argv, ruleset, rulesets);
    const cli = program(argv, io, config, rulesets, ruleset, bars, chalk);
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
