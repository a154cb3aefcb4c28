import type { ChalkInstance } from 'chalk';

/**
 * Whether output is coloured: `--no-color` turns it off (main.ts); then FORCE_COLOR (chalk's
 * convention: set and not 0 or false forces colour, even when piped; 0 or false turns it off); then
 * NO_COLOR (no-color.org: set and not empty turns it off); else colour on a terminal only.
 */
export function colourWanted(env: NodeJS.ProcessEnv, isTerminal: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return !['0', 'false'].includes(force.trim().toLowerCase());
  if (env.NO_COLOR) return false;
  return isTerminal;
}

/**
 * What chalk does with colour off (level 0: a style returns its text as given, several arguments
 * joined by a space), without loading chalk: piped output, the common case, needs none (issue 13).
 * Any style or chain of styles (`c.bold`, `c.bold.red`) is this same function.
 */
export const PLAIN: ChalkInstance = new Proxy((...text: unknown[]) => (text.length === 1 ? `${text[0]}` : text.join(' ')), {
  get: () => PLAIN,
}) as unknown as ChalkInstance;

/** Styles for a terminal: chalk at level 1 (16 colours) when it is loaded (main loads it when colour is wanted), else PLAIN. */
export function colours(chalk: typeof import('chalk') | undefined): ChalkInstance {
  return chalk ? new chalk.Chalk({ level: 1 }) : PLAIN;
}
