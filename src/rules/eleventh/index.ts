/**
 * 11th edition as a ruleset value (issue 28; src/rules/ruleset.ts): `--ruleset 11th`, `ruleset: 11th` in its
 * unit and scenario files (README '11th edition'). value.ts over the exact engine (engine.ts calculate11) and
 * the die-by-die simulator (simulate.ts simulate11), each loaded when a matchup is first computed.
 */
import { eleventhRuleset } from './value.js';

export const eleventh = eleventhRuleset({
  calculate: async () => (await import('./engine.js')).calculate11,
  simulate: async () => (await import('./simulate.js')).simulate11,
});
