/**
 * The legacy ruleset's command line (issue 14), as main.ts chooses it from `--ruleset legacy`: the legacy
 * program with what it needs of the shared CLI (printing, colours, the config file's data folders) and
 * of the registry (the `--ruleset` option, the other rulesets' unit names), given by main.ts so that
 * nothing here imports another ruleset (tests/cli/legacy-imports.test.ts).
 * The 10th-edition commands' message for a legacy unit is in legacy-named.ts.
 */
import type { Command, Option } from 'commander';
import type { Config } from '../profiles/config.js';
import { colours } from './colour.js';
import { legacyProgram, refuseTenthOptions, type LegacyHost } from './legacy-program.js';
import type { Io } from './main.js';
import type { Format } from './sheet.js';

type Emit = (io: Io, format: Format, views: Parameters<LegacyHost['emit']>[1]) => Promise<void>;

/** What main.ts gives a ruleset's command line from the registry. */
interface FromRegistry {
  rulesetOption(): Option;
  /** The units' names (and aliases) of every other ruleset, from these data folders. */
  otherUnitNames(dataDirs: readonly string[]): Promise<readonly string[]>;
}

export function legacyCli(argv: readonly string[], io: Io, config: Config, emit: Emit, registry: FromRegistry, chalk?: typeof import('chalk')): Command {
  refuseTenthOptions(argv);
  const host: LegacyHost = {
    emit: (format, views) => emit(io, format, views),
    colours: (colour) => colours(colour ? chalk : undefined),
    out: io.out,
    err: io.err,
    dataDirs: (given) => [...config.data, ...given],
    tenthNames: registry.otherUnitNames,
    rulesetOption: registry.rulesetOption,
  };
  return legacyProgram(host, io.colour);
}
