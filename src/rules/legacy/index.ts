/**
 * The older edition of 004's Universal Special Rules as a ruleset value (issue 14; src/rules/ruleset.ts):
 * `--ruleset legacy`, `ruleset: legacy` in its unit and scenario files. Its engine, schema and loader
 * load only when a part is asked for.
 */
import type { LegacyCalcOptions, LegacyReport } from '../../matchup/legacy-contract.js';
import type { Ruleset } from '../ruleset.js';
import type { LegacyUnit } from './types.js';

// The first round of a combat (Hatred, Zealot) and a vehicle's front armour, as `--no-first-round` and `--facing` change them;
// src/matchup/legacy-calculate.ts applies them to every matchup (scripts, calc, compare, run, --vary).
const DEFAULTS = { firstRound: true, facing: 'front' } as const satisfies Partial<LegacyCalcOptions>;

export const legacy = {
  name: 'legacy' as const,
  description: 'the older edition of the USRs in 004; README "The older edition (legacy ruleset)"',
  defaults: DEFAULTS,
  unitSchema: async () => (await import('./schema.js')).legacyUnitSchema,
  unitJsonSchema: async () => (await import('../../profiles/legacy-json-schema.js')).legacyUnitJsonSchemaText(),
  effects: async () => (await import('./usr.js')).LEGACY_USRS.map((u) => ({ name: u.name, description: `${u.status}: ${u.note}` })),
  loadUnits: async (dataDirs) => (await import('../../profiles/legacy-load.js')).loadLegacyUnits(dataDirs),
  unitNames: (units) => units.flatMap((u) => [u.name, ...u.aliases]),
  calculate: async (units, attacker, target, options, otherRulesetNames?) =>
    (await import('../../matchup/legacy-calculate.js')).calculateLegacyMatchup(units, attacker, target, options, otherRulesetNames),
} satisfies Ruleset<readonly LegacyUnit[], LegacyCalcOptions, LegacyReport>;
