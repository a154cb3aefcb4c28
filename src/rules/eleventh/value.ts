/**
 * 11th edition as a ruleset value (issue 28; src/rules/ruleset.ts): `--ruleset 11th`, `ruleset: 11th` in its
 * unit and scenario files. Made over its engines (index.ts: engine.ts's calculate11 and simulate.ts's
 * simulate11, loaded when a matchup is computed), so that the loader, the matchup and every command are the
 * same whichever engine computes. Each part loads only when asked for.
 */
import { unitSources, type Ruleset } from '../ruleset.js';
import { ELEVENTH_COMMAND_FIELDS, ELEVENTH_DEFAULTS, ELEVENTH_FLAGS, type EleventhCalcOptions, type EleventhOptions } from './flags.js';
import type { Engine, EleventhReport, Simulator } from './matchup.js';
import type { EleventhUnit } from './profiles/load.js';
import type { EleventhScenarioTurn } from './scenario.js';
import { ELEVENTH_TURN_FLAGS, ELEVENTH_TURN_REFUSED } from './turn-flags.js';

/** The engines a value computes with, each loaded when first asked for. */
export interface Engines {
  readonly calculate: () => Promise<Engine>;
  readonly simulate: () => Promise<Simulator>;
}

const NO_IMPORT =
  "`import bsdata` writes 10th-edition unit files; 11th edition reads BSData's catalogues (wh40k-11e, JSON) directly: `wh40k --ruleset 11th --data-bsdata DIR list`";
const NO_ROSTER = "a roster of 11th-edition units is not read yet: name 11th-edition units (`wh40k --ruleset 11th list`)";

const usage = async (message: string): Promise<never> => {
  throw new (await import('../errors.js')).UsageError(message);
};

/** Only calc's options that are the matchup's (its flags) and calc's own (--simulate, --seed); --format, --quiet... are not. */
const KEYS = new Set<string>([...ELEVENTH_FLAGS.map((f) => f.key), ...Object.keys(ELEVENTH_COMMAND_FIELDS)]);
const own = (options: object) => Object.fromEntries(Object.entries(options).filter(([key]) => KEYS.has(key))) as EleventhCalcOptions;

const NONE = async (): Promise<readonly string[]> => [];

export function eleventhRuleset(engines: Engines) {
  const matchup = () => import('./matchup.js');
  /**
   * `read`: the options as the command line's flag parsers read them, checked there already (cli/flags.ts, from the same
   * fields), as 10th edition's calc takes them (rules/tenth/matchup/named.ts): a calc loads no zod (60 ms of a cold
   * 11th-edition calc, issue 30). A script's options (`calculate`) are checked here.
   */
  const report = async (units: readonly EleventhUnit[], attacker: string, target: string, options: object, names = NONE, read = false): Promise<EleventhReport> => {
    const m = await matchup();
    const checked = read ? own(options) : (await import('./option-check.js')).checkedOptions(own(options), 'options');
    const [engine, simulator] = [await engines.calculate(), checked.simulate === undefined ? undefined : await engines.simulate()];
    const shown = m.reportOf(await m.findUnit(units, attacker, names), await m.findUnit(units, target, names), checked, engine, simulator);
    // What the data folders' loading says (a unit file that could not be read: units-by-name.ts), before the matchup's notes.
    const loading = (units as { notes?: readonly string[] }).notes ?? [];
    return loading.length ? { ...shown, notes: [...loading, ...shown.notes] } : shown;
  };
  return {
    name: '11th' as const,
    description: 'the 11th edition (mid-2026); README "11th edition"',
    defaults: ELEVENTH_DEFAULTS,
    flags: ELEVENTH_FLAGS,
    cannot: {
      commands: { import: NO_IMPORT, roster: NO_ROSTER },
      sources: {
        roster: NO_ROSTER,
        effects: "11th edition reads no effect files: its effects are the rules whose text is in hand, built in (RULINGS 10; `wh40k --ruleset 11th effects` lists them, --with and --target-with name them)",
      },
      options: {
        '--explain': 'the 11th-edition engine keeps no working to show yet; its notes say what it assumed and chose',
        '--with-options': "11th edition's effects in hand (RULINGS 10) cost no command points: name them with --with",
        '--any-size': "need tries every size an 11th-edition unit file allows (its groups' min to max) already",
      },
    },
    forget: async () => {},
    unitSchema: async () => (await import('./profiles/schema.js')).unitSchema,
    unitJsonSchema: async () => (await import('./profiles/json-schema.js')).unitJsonSchemaText(),
    effects: async () => (await import('./effect-list.js')).eleventhEffects(),
    // The data folders' unit files, then BSData's catalogues (--data-bsdata), imported and cached.
    loadUnits: async (given) => {
      const sources = unitSources(given);
      const units = await (await import('./profiles/compiled.js')).loadEleventhUnits(sources.data);
      return sources.bsdata.length ? (await import('./import/sources.js')).withImported(units, sources.bsdata, sources.warn) : units;
    },
    unitNames: (units) => units.flatMap((u) => [u.name, ...u.aliases]),
    calculate: (units, attacker, target, options, otherRulesetNames) => report(units, attacker, target, options, otherRulesetNames),
    calcShown: async (units, attacker, target, options, _explain, otherRulesetNames) => ({
      json: (await import('./json.js')).eleventhJson(await report(units, attacker, target, options, otherRulesetNames, true)),
    }),
    needMatchup: async (units, attacker, target, options, otherRulesetNames = NONE) =>
      (await import('./need.js')).eleventhNeedMatchup(units, attacker, target, options, otherRulesetNames, await engines.calculate()),
    scenarioNeed: () => usage('need: an 11th-edition scenario file has no need: entries (`wh40k --ruleset 11th need` searches one matchup)'),

    jsonTag: { ruleset: '11th' },
    unitRows: async (units) => (await import('./datasheet.js')).eleventhUnitRows(units),
    datasheet: async (units, words, otherRulesetNames) => (await import('./datasheet.js')).eleventhDatasheet(units, words, otherRulesetNames),
    effectList: async (faction) => (await import('./effect-list.js')).eleventhEffectList(faction),
    validationFiles: async (paths, sources) => (await import('./validate.js')).eleventhValidationFiles(paths, sources.data),
    validate: async (groups, sources, otherRulesetNames) => (await import('./validate.js')).eleventhValidate(groups, sources.data, otherRulesetNames),

    matchups: async () => (await import('./matchups.js')).eleventhMatchups(await engines.calculate()),
    unit: async (units, name, otherRulesetNames = NONE) => (await matchup()).findUnit(units, name, otherRulesetNames),
    pairing: async (units, attacker, target, options, otherRulesetNames = NONE) => {
      const { findUnit } = await matchup();
      return { attacker: await findUnit(units, attacker, otherRulesetNames), target: await findUnit(units, target, otherRulesetNames), options };
    },
    scenario: async (file, units, _command, otherRulesetNames = NONE) => (await import('./scenario.js')).eleventhScenario(file, units, otherRulesetNames),
    runReport: async () => {
      const { eleventhRunShape, eleventhReportItems } = await import('./report-words.js');
      return { shape: eleventhRunShape, items: eleventhReportItems };
    },

    turnFlags: ELEVENTH_TURN_FLAGS,
    turnRefuses: ELEVENTH_TURN_REFUSED,
    turn: async (units, attacker, target, options) => (await import('./turn-shown.js')).eleventhTurn(units, attacker, target, options, await engines.calculate()),
    // Several units at one target, one after the other (issue 29 section 1): each unit a step of 11th edition's turn.
    oneTarget: async (units, attackers, target, options, names = NONE) => (await import('./one-target.js')).eleventhOneTarget(units, attackers, target, own(options), await engines.calculate(), names),
    scenarioTurn: async (entry) => {
      const { units, attacker, target, options } = entry as EleventhScenarioTurn;
      return (await import('./turn-shown.js')).eleventhTurn(units, attacker, target, options, await engines.calculate());
    },
    catalogueFiles: () => usage(`import: ${NO_IMPORT}`),
    rosterArmy: () => usage(`roster: ${NO_ROSTER}`),
  } satisfies Ruleset<readonly EleventhUnit[], EleventhOptions, EleventhReport, EleventhUnit>;
}
