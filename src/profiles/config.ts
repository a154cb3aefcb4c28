/**
 * The config file's schema and reader (where it is looked for: config-file.ts, which loads this
 * module only when a config file exists, so a plain `wh40k calc` does not load zod for it).
 * Validated like a unit file: every problem with file:line:col and field. Paths in it are relative
 * to the file's folder; `~/` is the home folder.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { InputError } from './errors.js';
import { parseValidated } from './yaml.js';

const paths = z.array(z.string().min(1)).default([]);

export const configSchema = z.strictObject({
  /** Folders of unit YAML, as --data (before any --data given on the command line). */
  data: paths,
  /** BattleScribe rosters whose units are loaded, as --roster. */
  rosters: paths,
  /** BSData checkouts, as --data-bsdata. */
  bsdata: paths,
  /** Files or folders of the player's own effects, as --effects. */
  effects: paths,
  /** The targets of `wh40k roster` when none are named. */
  targets: z.array(z.string().min(1)).min(1).optional(),
  /** The output format of the commands that print a table by default. */
  format: z.enum(['table', 'json', 'csv', 'markdown']).optional(),
  /** The ruleset when the command line names none (`--ruleset`; default 10th): a name of the registry's. */
  ruleset: z.string().min(1).optional(),
});

export type Config = z.output<typeof configSchema> & { readonly file?: string };

const CONFIG_NEEDS = 'a config file holds any of data, rosters, bsdata, effects (lists of paths), targets (unit names), format and ruleset (see README "Config file")';

/** `rulesets`: the names `ruleset:` may give (the registry's, any case); none given: any. `exists`: whether a path names something. */
export function parseConfig(text: string, file: string, rulesets?: readonly string[], exists: (path: string) => boolean = existsSync): Config {
  const named = rulesets ? configSchema.refine((c) => c.ruleset === undefined || rulesets.some((r) => r.toLowerCase() === c.ruleset!.trim().toLowerCase()), { path: ['ruleset'], message: `expected ${rulesets.join(', ')}` }) : configSchema;
  const { data, where } = parseValidated(text, file, named, Object.keys(configSchema.shape), CONFIG_NEEDS);
  // ~/ is the home folder, as a shell would read it; other paths are relative to the config file.
  const here = (p: string) => (p === '~' || p.startsWith('~/') ? join(homedir(), p.slice(2)) : resolve(dirname(file), p));
  const resolved = { data: data.data.map(here), rosters: data.rosters.map(here), bsdata: data.bsdata.map(here), effects: data.effects.map(here) };
  // A path that names nothing is the config's mistake: said at its line, not as the command line's --data (issue 29 section 3).
  const missing = (Object.keys(resolved) as (keyof typeof resolved)[]).flatMap((field) =>
    resolved[field].flatMap((p, i) => (exists(p) ? [] : [`${where([field, i])} ${field}[${i}]: ${data[field][i]} names nothing (${p}; paths are relative to the config file, ~/ is your home folder)`])),
  );
  if (missing.length) throw new InputError(missing.join('\n'));
  return { ...data, ...resolved, file };
}
