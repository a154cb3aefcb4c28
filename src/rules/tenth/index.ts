/**
 * 10th edition as a ruleset value (issue 14 section 4; src/rules/ruleset.ts): the default. Its engine,
 * effects, profile schema and matchup layer load only when a part is asked for.
 */
import type { CalcOptions } from '../../matchup/options.js';
import type { CalcReport } from '../../matchup/run.js';
import type { Roster } from '../../profiles/registry.js';
import type { Ruleset } from '../ruleset.js';

export const tenth = {
  name: '10th' as const,
  description: 'the current edition, rules texts 000-003',
  // Every condition is off unless given; the phase follows the attacker's weapons (matchup/run.ts).
  defaults: {},
  unitSchema: async () => (await import('../../profiles/schema.js')).unitSchema,
  unitJsonSchema: async () => (await import('../../profiles/json-schema.js')).unitJsonSchemaText(),
  effects: async () => (await import('./effects/index.js')).allEffects().map((e) => ({ name: e.id, description: e.summary })),
  loadUnits: async (dataDirs) => (await import('../../profiles/registry.js')).loadRoster(dataDirs),
  unitNames: (roster) => roster.units.flatMap((u) => [u.name, ...u.aliases]),
  calculate: async (roster, attacker, target, options) => (await import('../../matchup/calculate.js')).calculate(roster, attacker, target, options),
} satisfies Ruleset<Roster, CalcOptions, CalcReport>;
