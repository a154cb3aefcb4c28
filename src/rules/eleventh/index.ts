/**
 * 11th edition as a ruleset value (issue 28; src/rules/ruleset.ts): `--ruleset 11th`, `ruleset: 11th` in its
 * unit and scenario files (README '11th edition'). value.ts over the exact engine (engine.ts calculate11) and
 * the die-by-die simulator, each loaded when a matchup is first computed.
 */
import { eleventhRuleset } from './value.js';

export const eleventh = eleventhRuleset({
  calculate: async () => (await import('./engine.js')).calculate11,
  // The simulator (simulate.ts simulate11) is another branch's, not merged yet: --simulate is refused until it is.
  simulate: async () => {
    throw new (await import('../errors.js')).UsageError('--simulate: the 11th-edition simulator is not in this build yet (issue 28: simulate.ts)');
  },
});
