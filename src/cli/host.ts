/**
 * What main.ts lends every command (issue 27: one program for every ruleset): the chosen ruleset value,
 * where units come from, printing, colours, progress bars and notes. A command asks the ruleset value
 * for what differs between editions; nothing here names one.
 */
import type { ChalkInstance } from 'chalk';
import { Command } from 'commander';
import type { Config } from '../profiles/config.js';
import type { CommandName, Ruleset, UnitSources } from '../rules/ruleset.js';
import { UsageError } from './errors.js';
import type { Common, Io, Later } from './io.js';
import type { Format, Sheet } from './sheet.js';

/** The views of one result, each made only when its format is asked for. */
export interface Views {
  json: () => unknown;
  sheets: () => Later<Sheet[]>;
  table: () => Later<string>;
  markdown?: () => Later<Sheet[] | string>;
}

export interface Host {
  readonly io: Io;
  readonly config: Config;
  /** The ruleset `--ruleset` chose (the default's if none). */
  readonly ruleset: Ruleset;
  /** The data folders, BSData checkouts, rosters and effect files: the config file's, then the command line's. */
  sources(quiet?: boolean): UnitSources;
  /** The chosen ruleset's units from those sources. */
  units(quiet?: boolean): Promise<unknown>;
  /** The unit names of every other ruleset (from the data folders), for "X is a unit of --ruleset Y". */
  otherNames(): Promise<readonly string[]>;
  /** Which source each name found where several define it (the notes of `units`, where its ruleset's have them), on stderr unless quiet. */
  sourceNotes(units: unknown, o: { quiet?: boolean }): void;
  /** Colours when wanted, else plain. */
  c(): ChalkInstance;
  emit(format: Format, views: Views): Promise<void>;
  /** A progress bar's update on stderr when it is a terminal and not --quiet. */
  progress(o: Common): Promise<(done: number, total: number) => void>;
  /** Runs a matchup's work; an unknown unit that is another ruleset's said so. */
  named<T>(run: () => T | Promise<T>): Promise<T>;
}

/**
 * The command `name` of program `p`, or, when the chosen ruleset cannot serve it, a hidden command that
 * says so (exit 2) and a detached one for the caller to declare its options on (never parsed).
 */
export function commandOf(p: Command, host: Host, name: CommandName): Command {
  const why = host.ruleset.cannot.commands[name];
  if (why === undefined) return p.command(name);
  p.command(name, { hidden: true })
    .allowUnknownOption()
    .allowExcessArguments()
    .argument('[args...]')
    .action(() => {
      throw new UsageError(`${name} is not a command of --ruleset ${host.ruleset.name}: ${why}`);
    });
  return new Command(name);
}
