/**
 * The config file: defaults a player would otherwise type every time. `wh40k.config.yaml` in the
 * working directory, else `$XDG_CONFIG_HOME/wh40k/config.yaml` (XDG_CONFIG_HOME: ~/.config when unset
 * or not absolute, as the XDG Base Directory spec says). Validated like a unit file: every problem
 * with file:line:col and field. Paths in it are relative to the file's folder; `~/` is the home folder.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { MAX_YAML_BYTES, readUserText } from './read-file.js';
import { parseValidated } from './yaml.js';

const paths = z.array(z.string().min(1)).default([]);

export const configSchema = z.strictObject({
  /** Folders of unit YAML, as --data (before any --data given on the command line). */
  data: paths,
  /** BattleScribe rosters whose units are loaded, as --roster. */
  rosters: paths,
  /** BSData checkouts, as --data-bsdata. */
  bsdata: paths,
  /** The targets of `wh40k roster` when none are named. */
  targets: z.array(z.string().min(1)).min(1).optional(),
  /** The output format of the commands that print a table by default. */
  format: z.enum(['table', 'json', 'csv', 'markdown']).optional(),
});

export type Config = z.output<typeof configSchema> & { readonly file?: string };

/** No config file: nothing changes. */
export const NO_CONFIG: Config = { data: [], rosters: [], bsdata: [] };

const CONFIG_NEEDS = 'a config file holds any of data, rosters, bsdata (lists of paths), targets (unit names) and format (see README "Config file")';

/** Where the config file is looked for, first found wins. */
export function configCandidates(cwd: string, env: NodeJS.ProcessEnv): string[] {
  const xdg = env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return [join(cwd, 'wh40k.config.yaml'), join(xdg, 'wh40k', 'config.yaml')];
}

/** The config in force: the first candidate file that exists, read and validated; else no config. */
export function loadConfig(cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): Config {
  const file = configCandidates(cwd, env).find((f) => existsSync(f));
  return file ? parseConfig(readUserText(file, MAX_YAML_BYTES), file) : NO_CONFIG;
}

export function parseConfig(text: string, file: string): Config {
  const { data } = parseValidated(text, file, configSchema, Object.keys(configSchema.shape), CONFIG_NEEDS);
  // ~/ is the home folder, as a shell would read it; other paths are relative to the config file.
  const here = (p: string) => (p === '~' || p.startsWith('~/') ? join(homedir(), p.slice(2)) : resolve(dirname(file), p));
  return { ...data, data: data.data.map(here), rosters: data.rosters.map(here), bsdata: data.bsdata.map(here), file };
}
