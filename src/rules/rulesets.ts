/**
 * The registry of rulesets (issue 14 section 4): `--ruleset`'s values and help, and the value a name
 * chooses. A new ruleset is its folder under src/rules/ (with its index.ts value) and one line here;
 * the command line then needs its commands (src/cli/main.ts `COMMAND_LINES`, checked by the compiler).
 */
import { legacy } from './legacy/index.js';
import type { Ruleset } from './ruleset.js';
import { tenth } from './tenth/index.js';
import { eleventh } from './eleventh/index.js';

/** Every ruleset, the default first. */
export const RULESETS = [tenth, legacy, eleventh] as const satisfies readonly Ruleset[];

export type RulesetName = (typeof RULESETS)[number]['name'];

/** The ruleset a command line or file names (any case, spaces around ignored), if there is one of that name. */
export function rulesetNamed<R extends Ruleset>(name: string, rulesets: readonly R[]): R | undefined {
  const wanted = name.trim().toLowerCase();
  return rulesets.find((r) => r.name.toLowerCase() === wanted);
}
