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
