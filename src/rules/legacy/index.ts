/**
 * The older edition of 004's Universal Special Rules as a ruleset value (issue 14; src/rules/ruleset.ts):
 * `--ruleset legacy`, `ruleset: legacy` in its unit and scenario files. Its engine, schema and loader
 * load only when a part is asked for.
 */
import type { LegacyCalcOptions, LegacyReport } from './contract.js';
import { unitSources, type Ruleset } from '../ruleset.js';
import type { LegacyUnit } from './types.js';
import { LEGACY_COMMAND_FIELDS, LEGACY_DEFAULTS, LEGACY_FLAGS } from './flags.js';

/** The legacy ruleset's turn: there is none. */
const NO_TURN = "the legacy ruleset gives no turn phases (shoot, Overwatch, fight, fight back): `wh40k --ruleset legacy calc` computes one volley";
const noTurn = async (): Promise<never> => {
  throw new (await import('../errors.js')).UsageError(`turn: ${NO_TURN}`);
};

/** No other ruleset's names to say a unit is one of theirs. */
const NONE = async (): Promise<readonly string[]> => [];

/** Why a source of units 10th edition reads is not one of this ruleset's. */
const NO_BSDATA = 'the BattleScribe data (BSData) it reads is 10th edition\'s: there is no older-edition BattleScribe import; write legacy unit files (`wh40k --ruleset legacy schema`)';

/** What `import` and `roster` would ask of it: refused with cannot.commands' reason (the command line refuses them before asking). */
const cannotServe =
  (command: 'import' | 'roster'): (() => Promise<never>) =>
  async () => {
    throw new (await import('../errors.js')).UsageError(`${command}: ${legacy.cannot.commands[command]}`);
  };

export const legacy = {
  name: 'legacy' as const,
  description: 'the older edition of the USRs in 004; README "The older edition (legacy ruleset)"',
  defaults: LEGACY_DEFAULTS as Partial<LegacyCalcOptions>,
  flags: LEGACY_FLAGS,
  cannot: {
    commands: {
      import: NO_BSDATA,
      roster: "a BattleScribe roster is of 10th edition's data: there is no older-edition BattleScribe import; name legacy units (`wh40k --ruleset legacy units`)",
      turn: NO_TURN,
    },
    sources: {
      bsdata: NO_BSDATA,
      roster: "a BattleScribe roster is of 10th edition's data: there is no older-edition BattleScribe import",
      effects: 'the legacy ruleset has no effects to add: its special rules are on its units (`wh40k --ruleset legacy effects` lists them)',
    },
    options: {
      '--explain': 'the legacy engine keeps no working to show; its notes say what it assumed',
      '--order': 'the legacy weapons resolve as the unit file lists them',
      '--with-options': 'the legacy ruleset has no effects with command points to combine (its special rules are on its units)',
      '--any-size': "need tries every size a legacy unit file allows (its groups' min to max) already",
    },
  },
  // Nothing a command loads outlives it.
  forget: async () => {},
  unitSchema: async () => (await import('./schema.js')).legacyUnitSchema,
  unitJsonSchema: async () => (await import('./json-schema.js')).legacyUnitJsonSchemaText(),
  effects: async () => (await import('./usr.js')).LEGACY_USRS.map((u) => ({ name: u.name, description: `${u.status}: ${u.note}` })),
  loadUnits: async (given) => (await import('./compiled.js')).loadLegacyUnitsCompiled(unitSources(given).data),
  unitNames: (units) => units.flatMap((u) => [u.name, ...u.aliases]),
  calculate: async (units, attacker, target, options, otherRulesetNames?) =>
    (await import('./script.js')).calculateLegacyMatchup(units, attacker, target, options, otherRulesetNames),
  // Only the options that are its flags' and calc's own (--simulate, --seed; the command's --format, --quiet... are not the matchup's).
  calcShown: async (units, attacker, target, options, _explain, otherRulesetNames) => {
    const { findLegacyUnit, legacyReport } = await import('./matchup.js');
    const keys = new Set<string>([...LEGACY_FLAGS.map((f) => f.key), ...Object.keys(LEGACY_COMMAND_FIELDS)]);
    const own = Object.fromEntries(Object.entries(options).filter(([key]) => keys.has(key))) as LegacyCalcOptions;
    const names = otherRulesetNames ?? (async () => []);
    const report = legacyReport(await findLegacyUnit(units, attacker, names), await findLegacyUnit(units, target, names), own);
    const json = (await import('./json.js')).legacyJson(report);
    // What the data folders' loading says (a unit file that could not be read: units-by-name.ts), before the matchup's notes.
    const loading = (units as { notes?: readonly string[] }).notes ?? [];
    return { json: loading.length ? { ...json, notes: [...loading, ...json.notes] } : json };
  },
  // `need` (issue 27): a legacy calc at each of the unit file's sizes.
  needMatchup: async (units, attacker, target, options, otherRulesetNames?) =>
    (await import('./need.js')).legacyNeedMatchup(units, attacker, target, options, otherRulesetNames ?? (async () => [])),

  jsonTag: { ruleset: 'legacy' },
  unitRows: async (units) => (await import('./datasheet.js')).legacyUnitRows(units),
  datasheet: async (units, words, otherRulesetNames) => (await import('./datasheet.js')).legacyDatasheet(units, words, otherRulesetNames),
  effectList: async (faction) => (await import('./effect-list.js')).legacyEffectList(faction),
  validationFiles: async (paths, sources) => (await import('./validate.js')).legacyValidationFiles(paths, sources.data),
  validate: async (groups, sources, otherRulesetNames) => (await import('./validate.js')).legacyValidate(groups, sources.data, otherRulesetNames),

  // Compare, run, report and --vary (src/rules/ruleset.ts MatchupEngine).
  matchups: async () => (await import('./matchups.js')).legacyMatchups,
  unit: async (units, name, otherRulesetNames = NONE) => (await import('./matchup.js')).findLegacyUnit(units, name, otherRulesetNames),
  pairing: async (units, attacker, target, options, otherRulesetNames = NONE) => {
    const { findLegacyUnit } = await import('./matchup.js');
    return { attacker: await findLegacyUnit(units, attacker, otherRulesetNames), target: await findLegacyUnit(units, target, otherRulesetNames), options };
  },
  scenario: async (file, units, _command, otherRulesetNames = NONE) => (await import('./matchups.js')).legacyScenario(file, units, otherRulesetNames),
  runReport: async () => {
    const { legacyRunShape, legacyReportItems } = await import('./report-words.js');
    return { shape: legacyRunShape, items: legacyReportItems };
  },

  // `turn`: none (cannot.commands.turn says why; the command line refuses it before asking).
  turnFlags: [],
  turnRefuses: [],
  turn: noTurn,
  scenarioTurn: noTurn,
  // A legacy scenario has no need: entries (rules/legacy/scenario.ts refuses them), so none is asked for.
  scenarioNeed: async () => {
    throw new (await import('../errors.js')).UsageError('need: a legacy scenario file has no need: entries (`wh40k --ruleset legacy need` searches one matchup)');
  },

  // `import` and `roster`: in cannot.commands (no older-edition BattleScribe import).
  catalogueFiles: cannotServe('import'),
  rosterArmy: cannotServe('roster'),
} satisfies Ruleset<readonly LegacyUnit[], LegacyCalcOptions, LegacyReport, LegacyUnit>;
