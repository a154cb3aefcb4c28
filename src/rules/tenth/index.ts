/**
 * 10th edition as a ruleset value (issue 14 section 4; src/rules/ruleset.ts): the default. Its engine,
 * effects, profile schema and matchup layer load only when a part is asked for.
 */
import type { CalcOptions } from './matchup/options.js';
import type { CalcReport } from './matchup/run.js';
import type { Roster } from './profiles/registry.js';
import type { Unit } from './types.js';
import { unitSources, type Ruleset, type UnitSources } from '../ruleset.js';
import { TENTH_FLAGS } from './flags.js';
import { TENTH_TURN_FLAGS, TURN_REFUSED } from './turn-flags.js';
import type { TurnOptions } from './matchup/turn-shown.js';
import type { NamedNeed, NamedTurn } from './profiles/scenario.js';

/** The player's effects (--effects, effects/ folders, the config file), which units, the effects list and the schema may name. */
const playerEffects = async (sources: UnitSources) => (await import('./profiles/player-effects.js')).loadPlayerEffects(sources.data, sources.effects);

/** A part that finds units by name, which may be typed words: their maker loads only then (profiles/registry.ts). */
const named =
  <A extends unknown[], R>(part: (...a: A) => Promise<R>) =>
  async (...a: A): Promise<R> =>
    (await import('./profiles/registry.js')).withTypedUnits(() => part(...a));

/** The importers' units (BSData, rosters) join the data folders'; the player's effects load first, as units may carry them. */
async function loadUnits(given: UnitSources | readonly string[]): Promise<Roster> {
  const sources = unitSources(given);
  const extra = sources.bsdata.length || sources.rosters.length ? await (await import('./import/sources.js')).importedUnits(sources.bsdata, sources.rosters, sources.warn) : [];
  await playerEffects(sources);
  return (await import('./profiles/registry.js')).loadRoster(sources.data, undefined, extra);
}

export const tenth = {
  name: '10th' as const,
  description: 'the current edition, rules texts 000-003',
  // Every condition is off unless given; the phase follows the attacker's weapons (rules/tenth/matchup/run.ts).
  defaults: {},
  flags: TENTH_FLAGS,
  cannot: { commands: {}, sources: {}, options: {} },
  forget: async () => (await import('./effects/index.js')).usePlayerEffects([]),
  unitSchema: async () => (await import('./profiles/schema.js')).unitSchema,
  // The player's effects join the effect ids a unit file may give.
  unitJsonSchema: async (sources?) => {
    if (sources) await playerEffects(sources);
    return (await import('./profiles/json-schema.js')).unitJsonSchemaText();
  },
  effects: async () =>
    (await import('./effects/index.js')).allEffects().map((e) => ({ name: e.id, description: e.summary, useWith: [...(e.attacker ? ['--with'] : []), ...(e.target ? ['--target-with'] : [])] })),
  loadUnits,
  unitNames: (roster) => roster.units.flatMap((u) => [u.name, ...u.aliases]),
  calculate: named(async (roster, attacker, target, options) => (await import('./matchup/calculate.js')).calculate(roster, attacker, target, options)),
  calcShown: named(async (roster, attacker, target, options, explain) => {
    const { rosterReport, unitsNamed } = await import('./matchup/named.js');
    return (await import('./matchup/working.js')).calcShown(rosterReport(roster, unitsNamed(roster, attacker, target, options as CalcOptions)), explain);
  }),
  // Several units at one target, one after the other (issue 29 section 1).
  oneTarget: named(async (roster, attackers, target, options) => {
    const simulate = (options as CalcOptions).simulate ? (await import('./matchup/one-target-simulate.js')).simulateOneTarget : undefined;
    return (await import('./matchup/one-target.js')).namedOneTarget(roster, attackers, target, options as CalcOptions, simulate);
  }),
  // `need` (issue 27): a calc at each candidate's size or effects; another ruleset's names are the command line's to say (sayIfLegacy).
  needMatchup: named(async (roster, attacker, target, options) => (await import('./matchup/need-calc.js')).namedNeedMatchup(roster, attacker, target, options)),
  scenarioNeed: named(async (entry) => (await import('./matchup/need-units.js')).needOf(entry as NamedNeed)),

  jsonTag: {},
  unitRows: async (roster) => (await import('./datasheet.js')).unitRows(roster.units),
  datasheet: named(async (roster, words) => (await import('./datasheet.js')).datasheet(roster, words)),
  effectList: async (faction, sources) => {
    await playerEffects(sources);
    return (await import('./effects/list.js')).effectList(faction);
  },
  validationFiles: async (paths, sources) => (await import('./profiles/validate.js')).validationFiles(paths, sources.data, sources.effects),
  // A scenario file among them is read as `run` reads it, its units found among the data's (loaded only then).
  validate: named(async (groups, sources) => {
    const v = await import('./profiles/validate.js');
    if (!groups.flat().some(v.isScenarioFile)) return v.validateGroups(groups);
    const [roster, { loadScenarioFile }, { problemsOf }] = await Promise.all([loadUnits(sources), import('./profiles/scenario.js'), import('../../profiles/validate-files.js')]);
    return v.validateGroups(groups, [], (file) => problemsOf(() => loadScenarioFile(file, roster)));
  }),

  // Compare, run, report and --vary (src/rules/ruleset.ts MatchupEngine).
  matchups: async () => (await import('./matchup/matchups.js')).tenthMatchups,
  unit: named(async (roster, name) => (await import('./profiles/registry.js')).resolveUnit(roster, name)),
  pairing: named(async (roster, attacker, target, options) => (await import('./matchup/named.js')).unitsNamed(roster, attacker, target, options)),
  scenario: named(async (file, roster, command) => {
    (await import('../../profiles/data-files.js')).refuseOtherRulesetScenario(file, '10th', command);
    return (await import('./profiles/scenario.js')).loadScenarioFile(file, roster);
  }),
  runReport: async () => {
    const { tenthRunShape, tenthReportItems } = await import('./matchup/report-words.js');
    return { shape: tenthRunShape, items: tenthReportItems };
  },

  // `turn` (issue 27): shoot, Overwatch, fight, fight on death, fight back (rules/tenth/matchup/turn.ts).
  turnFlags: TENTH_TURN_FLAGS,
  turnRefuses: TURN_REFUSED,
  turn: named(async (roster, attacker, target, options) => (await import('./matchup/turn-shown.js')).namedTurn(roster, attacker, target, options as TurnOptions)),
  scenarioTurn: named(async (entry) => (await import('./matchup/turn-shown.js')).scenarioTurn(entry as NamedTurn)),

  // `import` and `roster`: its BattleScribe importer (./import/).
  catalogueFiles: async (path, o, progress) => (await import('./import/unit-files.js')).catalogueFiles(path, o, progress),
  rosterArmy: async (file) => (await import('./import/sources.js')).rosterArmy(file),
} satisfies Ruleset<Roster, CalcOptions, CalcReport, Unit>;
