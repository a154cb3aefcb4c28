/**
 * Where main.ts hands over to the legacy ruleset (issue 14): the legacy program with what it needs of
 * the 10th-edition CLI (printing, colours, the config file's data folders, the 10th units' names).
 * The 10th-edition commands' message for a legacy unit is in legacy-named.ts.
 */
import type { Command } from 'commander';
import type { Config } from '../profiles/config.js';
import { colours } from './colour.js';
import { legacyProgram, refuseTenthOptions, type LegacyHost } from './legacy-program.js';
import type { Io } from './main.js';
import type { Format } from './sheet.js';

type Emit = (io: Io, format: Format, views: Parameters<LegacyHost['emit']>[1]) => Promise<void>;

export function legacyCli(argv: readonly string[], io: Io, config: Config, emit: Emit, chalk?: typeof import('chalk')): Command {
  refuseTenthOptions(argv);
  const host: LegacyHost = {
    emit: (format, views) => emit(io, format, views),
    colours: (colour) => colours(colour ? chalk : undefined),
    out: io.out,
    err: io.err,
    dataDirs: (given) => [...config.data, ...given],
    tenthNames: async (data) => (await (await import('../profiles/registry.js')).loadRoster(data)).units.flatMap((u) => [u.name, ...u.aliases]),
  };
  return legacyProgram(host, io.colour);
}
