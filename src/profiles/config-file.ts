/**
 * Where the config file is: `wh40k.config.yaml` in the working directory, else
 * `$XDG_CONFIG_HOME/wh40k/config.yaml` (XDG_CONFIG_HOME: ~/.config when unset or not absolute, as
 * the XDG Base Directory spec says). The reader (config.ts, with zod) is loaded only when one exists.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.js';
import { MAX_YAML_BYTES, readUserText } from './read-file.js';
import { xdgBase } from './xdg.js';

/** No config file: nothing changes. */
export const NO_CONFIG: Config = { data: [], rosters: [], bsdata: [], effects: [] };

/** Where the config file is looked for, first found wins. */
export function configCandidates(cwd: string, env: NodeJS.ProcessEnv): string[] {
  return [join(cwd, 'wh40k.config.yaml'), join(xdgBase(env, 'XDG_CONFIG_HOME'), 'wh40k', 'config.yaml')];
}

/** The config in force: the first candidate file that exists, read and validated (its `ruleset:` one of `rulesets`); else no config. */
export async function loadConfig(cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env, rulesets?: readonly string[]): Promise<Config> {
  const file = configCandidates(cwd, env).find((f) => existsSync(f));
  if (!file) return NO_CONFIG;
  const { parseConfig } = await import('./config.js');
  return parseConfig(readUserText(file, MAX_YAML_BYTES), file, rulesets);
}
