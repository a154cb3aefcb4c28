/**
 * Where main.ts hands over to the legacy ruleset (issue 14): the legacy program with what it needs of
 * the 10th-edition CLI (printing, colours, the config file's data folders, the 10th units' names), and
 * the 10th-edition calc's message when the unit it could not find is a legacy one.
 */
import type { Command } from 'commander';
import type { Config } from '../profiles/config.js';
import { InputError } from '../profiles/errors.js';
import { lookupKey } from '../rules/names.js';
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

/** A 10th-edition calc's, compare's or scenario file's "unknown unit" that names a legacy unit: say so (where, if it says), and how to reach it. */
export async function sayIfLegacy<T>(run: () => T | Promise<T>, dataDirs: readonly string[]): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const unknown = e instanceof InputError ? /^(\S+:\d+:\d+ \S+: )?unknown unit "(.*?)"/.exec(e.message) : null;
    if (unknown) {
      const { loadLegacyUnits } = await import('../profiles/legacy-load.js');
      const k = lookupKey(unknown[2]);
      if (loadLegacyUnits(dataDirs).some((u) => [u.name, ...u.aliases].some((n) => lookupKey(n) === k))) {
        throw new InputError(`${unknown[1] ?? ''}"${unknown[2]}" is a legacy unit (ruleset: legacy): a 10th-edition matchup takes 10th-edition units only; name it under --ruleset legacy (wh40k --ruleset legacy calc ...)`);
      }
    }
    throw e;
  }
}
