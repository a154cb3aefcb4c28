/**
 * A ruleset (issue 14 section 4, issue 27; GUIDE 'The shape'): one value that says everything an edition
 * brings, in its own folder (src/rules/tenth/index.ts, src/rules/legacy/index.ts), chosen once by name
 * through the registry (rulesets.ts). Every command is written once over this value (src/cli/): the
 * dice algebra, the kill model's summaries, the result contract, the formats, compare, the sweeps and
 * the reports are shared and ask the value, never `if (edition === ...)`.
 *
 * Every part that needs code loads it when asked (a dynamic import), so that naming a ruleset, as
 * `--ruleset` and its help do, loads none of its engine; its flags are plain data (rules/flags.ts).
 */
import type { ZodType } from 'zod';
import type { FileReport, Groups } from '../profiles/validate-files.js';
import type { Sheet, ShownSheet } from '../sheet.js';
import type { Flag } from './flags.js';
// issue 27: the contract moves below the matchup layer with 10th edition's matchup (its sub-objects' types).
import type { CalcShown, OneTargetShown, TurnShown } from './contract.js';
import type { NeedMatchup } from './need.js';
import type { NeedJson } from './need-json.js';

/** One line of a ruleset's effects registry: 10th edition's effects, the legacy ruleset's USRs and their status. */
export interface RulesetEffect {
  readonly name: string;
  readonly description: string;
  /** The options that take it (`--with`, `--target-with`); absent: any of them (completion offers it to each). */
  readonly useWith?: readonly string[];
}

/** The commands of the command line (src/cli/main.ts), each written once over the ruleset value, in --help's order. */
export const COMMANDS = ['calc', 'need', 'turn', 'compare', 'run', 'report', 'import', 'roster', 'merge', 'effects', 'list', 'show', 'validate', 'schema', 'completion'] as const;
export type CommandName = (typeof COMMANDS)[number];

/** Where units come from besides the data folders: BSData (--data-bsdata), rosters (--roster), the player's effects (--effects). */
export type UnitSource = 'bsdata' | 'roster' | 'effects';

/** The places a command's units are read from: the config file's, then the command line's. */
export interface UnitSources {
  readonly data: readonly string[];
  readonly bsdata: readonly string[];
  readonly rosters: readonly string[];
  readonly effects: readonly string[];
  /** Where a loader's warnings go (stderr; nowhere under --quiet). */
  warn(text: string): void;
}

/**
 * `Units`: what its loader gives (10th edition: a Roster; legacy: its units); `Options`: a matchup's
 * conditions; `Report`: one matchup computed. Methods, not function-valued fields, so that every
 * ruleset is also a `Ruleset` of unknowns (the registry's list).
 */
export interface Ruleset<Units = unknown, Options = unknown, Report = unknown, Unit extends Named = Named> {
  /** As `--ruleset` and a unit or scenario file's `ruleset:` key name it. */
  readonly name: string;
  /** One line, for `--ruleset`'s help. */
  readonly description: string;
  /** What a matchup assumes where its options say nothing; `calculate` starts from these. */
  readonly defaults: Partial<Options>;
  /** Its matchup's options (calc, compare, need, --vary): flags, wording, values taken. */
  readonly flags: readonly Flag[];
  /**
   * What it cannot serve, each with the reason the command line gives (exit 2, naming the command or
   * the option and the ruleset): a command, a source of units, a command's option.
   */
  readonly cannot: {
    readonly commands: Readonly<Partial<Record<CommandName, string>>>;
    readonly sources: Readonly<Partial<Record<UnitSource, string>>>;
    /** A command's own options it cannot serve, by long flag (`--explain`): left out of the help, refused when given. */
    readonly options: Readonly<Record<string, string>>;
  };
  /** Forget what an earlier command in this process loaded (10th edition: the player's effects): tests run many commands in one process. */
  forget(): Promise<void>;
  /** The unit profile's schema: the zod schema unit files are validated with, and its JSON Schema's text (`wh40k schema`). */
  unitSchema(): Promise<ZodType>;
  /** `schema`: with the player's effects of `sources` among the effect names a unit file may give. */
  unitJsonSchema(sources?: UnitSources): Promise<string>;
  /** Its effects registry, listed. */
  effects(): Promise<readonly RulesetEffect[]>;
  /** Its units: the bundled data's, then each source's (a list: data folders only, as scripts give them). */
  loadUnits(sources: UnitSources | readonly string[]): Promise<Units>;
  /** The names and aliases of those units (another ruleset's commands say when a name is one of these). */
  unitNames(units: Units): readonly string[];
  /**
   * `attacker` attacking `target`, found by name among `units`, under `options` over `defaults`.
   * `otherRulesetNames`: the other rulesets' unit names, for the message when one is named here (loaded only then).
   */
  calculate(units: Units, attacker: string, target: string, options: Partial<Options>, otherRulesetNames?: () => Promise<readonly string[]>): Promise<Report>;
  /**
   * `calc`: `attacker` attacking `target` by name, the options as the command line's flag parsers read
   * them (checked there; other keys, such as --format's, ignored): the result in the contract every
   * ruleset's calc views draw (its JSON; with `explain`, the working's lines).
   */
  calcShown(units: Units, attacker: string, target: string, options: object, explain: boolean, otherRulesetNames?: () => Promise<readonly string[]>): Promise<CalcShown>;
  /**
   * `calc "A, B" vs T`: several units by name attacking one target, one after the other, each from what the ones before
   * left (issue 29 section 1). Absent: the ruleset does not offer it (the command line says so).
   */
  oneTarget?(units: Units, attackers: readonly string[], target: string, options: object, otherRulesetNames?: () => Promise<readonly string[]>): Promise<OneTargetShown>;

  // `need` (issue 27): the search, goals, JSON and views are shared (rules/need-search.ts, cli/need.ts).
  /** `need`'s matchup of `attacker` and `target` found by name among `units`, `options` as the command line gives them: its candidates' sizes with points, effects with CP, and outcomes. */
  needMatchup(units: Units, attacker: string, target: string, options: Partial<Options>, otherRulesetNames?: () => Promise<readonly string[]>): Promise<NeedMatchup>;
  /** A scenario file's `need:` entry (ScenarioMatchups.need's), searched as `need` prints it (its JSON). */
  scenarioNeed(entry: unknown): Promise<NeedJson>;

  // The data commands (list, show, effects, validate, completion), written once in src/cli/commands-units.ts.
  /** What its data commands' JSON says after `kind` (list, show, effects): its name; none for 10th edition, whose JSON is older than the key. */
  readonly jsonTag: Readonly<Record<string, string>>;
  /** `list`: a row for each of `units` (the command keeps one faction's, sorts and counts them). */
  unitRows(units: Units): Promise<UnitRows>;
  /** `show`: the one unit `words` name among `units` (a name of another ruleset's said so), as its datasheet. */
  datasheet(units: Units, words: readonly string[], otherRulesetNames: () => Promise<readonly string[]>): Promise<Datasheet>;
  /** `effects`: its effects registry as a table, the player's effects from `sources` too, of one faction when given (one it has not: exit 2). */
  effectList(faction: string | undefined, sources: UnitSources): Promise<EffectList>;
  /** `validate`'s files in groups (a name used once a group): those `paths` name, else the bundled data's and each source's; with what they may use (--effects). */
  validationFiles(paths: readonly string[], sources: UnitSources): Promise<{ readonly groups: Groups; readonly unreadable: readonly FileReport[] }>;
  /** `validate`: a report for each file of `groups` (files of this ruleset), in their order; `sources` give the units and effects they may name. */
  validate(groups: Groups, sources: UnitSources, otherRulesetNames: () => Promise<readonly string[]>): Promise<FileReport[]>;

  // Compare, run, report and --vary, written once over the value (issue 27).
  /** Its engine of many matchups, loaded when asked. */
  matchups(): Promise<MatchupEngine<Unit, Options>>;
  /** A unit of `units` by name or alias (calc's message when there is none; another ruleset's unit says so). */
  unit(units: Units, name: string, otherRulesetNames?: () => Promise<readonly string[]>): Promise<Unit>;
  /** `attacker` and `target` found by name among `units` for these options (10th edition: a Leader option attaches one). */
  pairing(units: Units, attacker: string, target: string, options: Options, otherRulesetNames?: () => Promise<readonly string[]>): Promise<Pairing<Unit, Options>>;
  /** A scenario file read by this ruleset (its `ruleset:` key names it): its units by name among `units`; `command` is how another ruleset's file says to run it. */
  scenario(file: string, units: Units, command: string, otherRulesetNames?: () => Promise<readonly string[]>): Promise<ScenarioMatchups<Unit, Options>>;
  /** How `report` reads its run JSON's matchups: the shared report has no words of its own for any ruleset's results. */
  runReport(): Promise<RunReport>;

  // `turn` (issue 27): a whole turn of two units, written once (src/cli/turn.ts) where the ruleset gives its phases (one that gives none: `cannot.commands.turn`).
  /** turn's own flags, in --help's order: plain descriptors as `flags` (`phases`: its choices comma-separated; `order`: weapon names comma-separated). */
  readonly turnFlags: readonly Flag[];
  /** The matchup flags' keys a turn refuses, each with the reason: left out of turn's help and of its --vary knobs, refused when given. */
  readonly turnRefuses: readonly (readonly [key: string, why: string])[];
  /** `turn`: `attacker`'s turn against `target`, by name among `units`, the options as the command line's parsers read them (turn's own among them; --simulate, --seed too): its JSON and words. */
  turn(units: Units, attacker: string, target: string, options: object): Promise<TurnShown>;
  /** A scenario file's `turn:` entry (ScenarioMatchups.turn's), computed as `turn` prints it. */
  scenarioTurn(entry: unknown): Promise<TurnShown>;

  // `import` and `roster` (issue 27): its BattleScribe importer, the commands written once (src/cli/commands-units.ts, commands-sweep.ts).
  /**
   * `import bsdata`: the catalogues at `path` (a BSData checkout, or one .cat) as unit files under `o.out`, one
   * folder a faction: their paths and texts, which the command writes. With `o.strict`, anything not mapped
   * refuses them all (exit 2).
   */
  catalogueFiles(path: string, o: CatalogueImport, progress: (done: number, total: number) => void): Promise<CatalogueFiles>;
  /** `roster`: a roster file's units (.ros, .rosz) as attackers, each with the roster's points at its size. */
  rosterArmy(file: string): Promise<RosterArmy<Unit>>;
}

/** `import bsdata`'s options: one catalogue (--faction), one datasheet (--unit), where to write (--out), --strict. */
export interface CatalogueImport {
  readonly faction?: string;
  readonly unit?: string;
  readonly out: string;
  readonly strict?: boolean;
}

/** `import bsdata`'s result as plain data: each unit file's path and text, what could not be mapped, what was not imported. */
export interface CatalogueFiles {
  readonly files: readonly { readonly path: string; readonly text: string }[];
  readonly warnings: readonly { readonly unit: string; readonly message: string }[];
  readonly skipped: readonly { readonly unit: string; readonly reason: string }[];
}

/** `roster`'s army: its name and points, each unit's name and points (its JSON), the units as attackers, its warnings. */
export interface RosterArmy<Unit extends Named = Named> {
  readonly name: string;
  readonly points: number | null;
  readonly units: readonly { readonly name: string; readonly points: number | null }[];
  readonly attackers: readonly Unit[];
  /** What its reader says of the roster as a whole (not of one unit), printed on stderr unless --quiet. */
  readonly warnings: readonly string[];
}

/** `list`'s rows: each unit's name and faction (what the command filters and sorts by), its cells under `columns`, its JSON. */
export interface UnitRows {
  readonly columns: readonly string[];
  /** The columns of numbers, aligned right in the table. */
  readonly right: readonly number[];
  readonly rows: readonly { readonly name: string; readonly faction: string; readonly cells: readonly (string | number)[]; readonly json: object }[];
}

/** `show`'s datasheet of one unit as plain data, which the command's views print. */
export interface Datasheet {
  /** The unit's name, bold in the table's first line. */
  readonly name: string;
  /** The lines above the tables (the unit, its source, file and details). */
  readonly head: readonly string[];
  /** The sheets the table shows, in order. */
  readonly tables: readonly ShownSheet[];
  /** Every sheet, for Markdown; `about` (the unit's field and value pairs) is one of them; csv is their long form. */
  readonly sheets: readonly Sheet[];
  readonly about: Sheet;
  /** The unit as JSON (`unit`). */
  readonly unit: object;
  /** Which source each name found where several define it (printed on stderr). */
  readonly notes: readonly string[];
}

/** `effects`' table: its rows as JSON (`effects`), as a sheet, and a line under the table when it has one (counts). */
export interface EffectList {
  readonly rows: readonly object[];
  readonly sheet: Sheet;
  readonly footer?: string;
}

/** The sources of units given only as data folders (another ruleset's names, a script's units). */
export const dataOnly = (data: readonly string[]): UnitSources => ({ data, bsdata: [], rosters: [], effects: [], warn: () => {} });

/** `loadUnits`'s argument as sources: a list is data folders (README 'Use from a script': `r.loadUnits(dirs)`). */
export const unitSources = (given: UnitSources | readonly string[]): UnitSources => (isList(given) ? dataOnly(given) : given);
const isList = (given: UnitSources | readonly string[]): given is readonly string[] => Array.isArray(given);

// Compare, run, report and --vary over the value (issue 27): what they compute many matchups with.

/** A unit of any ruleset: it has a name. */
export interface Named {
  readonly name: string;
}

/** Two units and a matchup's options: one cell of compare, one matchup of run, one variant of --vary (plain data: it travels to a worker thread). */
export interface Pairing<Unit extends Named = Named, Options = unknown> {
  readonly attacker: Unit;
  readonly target: Unit;
  readonly options: Options;
}

/** What compare, run and --vary read of one matchup's calc JSON, whatever its ruleset. */
export interface MatchupNumbers {
  readonly attacker: { readonly name: string; readonly models: number; readonly points?: number | null };
  readonly target: { readonly name: string };
  readonly kills: { readonly mean: number; readonly wipe: number; readonly median: number; readonly p10: number; readonly p90: number; readonly distribution: readonly number[]; readonly atLeast: readonly number[] };
  /** What the target lost: wounds (10th edition: damage allocated; legacy: Wounds, or a vehicle's Hull Points). */
  readonly damage: { readonly mean: number };
  readonly notes: readonly string[];
}

/** A scenario file's matchups as its ruleset reads them, each named; `need` and `turn`: 10th edition's entries (none in a ruleset without them). */
export interface ScenarioMatchups<Unit extends Named = Named, Options = unknown> {
  readonly title?: string;
  readonly matchups: readonly (Pairing<Unit, Options> & { readonly name: string })[];
  readonly need: readonly { readonly name: string }[];
  readonly turn: readonly { readonly name: string }[];
}

/** A function of a `P` written as a method's type, so that an engine of its own units is an engine of unknowns. */
export type KeyOf<P> = { key(p: P): string }['key'];

/**
 * A ruleset's engine of many matchups (compare, run, report, --vary, and each worker thread, which
 * finds it by the ruleset's name): loaded once, then synchronous per matchup.
 */
export interface MatchupEngine<Unit extends Named = Named, Options = unknown> {
  /** The name of the registry's ruleset whose engine this is: a worker thread asks the registry for it. */
  readonly ruleset: string;
  /** Whether compare and run print their matchups' notes once each below the table, and compare's JSON has them (10th edition's do not: its output stays as it was). */
  readonly saysAssumptions: boolean;
  /** How many of `jobs` threads these matchups' work pays for (1: none). */
  threads(jobs: number, matchups: readonly Pairing<Unit, Options>[]): number;
  /** Keys equal for pairings whose results are equal (`names` false: the units' names left out, for views that read only numbers). */
  sameResultKeys(names: boolean): KeyOf<Pairing<Unit, Options>>;
  /** One matchup computed, as `calc --format json` prints it (with the working when `explain`). */
  json(p: Pairing<Unit, Options>, explain: boolean): MatchupNumbers;
  /**
   * One matchup computed for compare's cells: what they read of json (its MatchupNumbers, and what cellExtra reads),
   * made without the rest where that is cheaper (10th edition: no notes, effects or weapon rows). Absent: json.
   */
  numbers?(p: Pairing<Unit, Options>): MatchupNumbers;
  /** What worker threads make of each matchup: its json (by default), or its numbers for a caller that reads only them (compare's cells). */
  readonly threadsMake?: 'json' | 'numbers';
  /** One matchup computed for calc's views (`run --details`): its JSON and, with `explain`, the working's lines. */
  shown(p: Pairing<Unit, Options>, explain: boolean): CalcShown;
  /** The attacker's points at the size it attacked with, and whether they are extrapolated past its datasheet's sizes. */
  points(p: Pairing<Unit, Options>, shown: MatchupNumbers): { readonly points: number | null; readonly extrapolated: boolean };
  /** What a compare cell carries beyond the numbers every ruleset's has (legacy: its phase, a vehicle's damage results). */
  cellExtra(json: MatchupNumbers): Readonly<Record<string, unknown>>;
  /** The options as compare's JSON records them (merge refuses shards of other options). */
  shownOptions(options: Options): unknown;
  /** What a worker thread needs besides its task (10th edition: the player's effects in play), and taking it up there. */
  threadState(): unknown;
  useThreadState(state: unknown): void;
  /** --vary: a matchup's work in the engine's steps (stopping past `stopAbove`), summed over the variants against `budget`. */
  work(p: Pairing<Unit, Options>, stopAbove: number): number;
  readonly budget: number;
}

/** A ruleset's words for the report of its run JSON (src/report/types.ts ReportMatchup). */
export interface RunReport {
  /** The shape of the run JSON the words read (its schemaVersion checked by the caller, which places a problem at file:line:col). */
  readonly shape: ZodType;
  /** Each matchup of the run JSON as the report draws it (src/report/types.ts ReportItem): words for the computed ones, the reason for the rest. */
  items(matchups: readonly unknown[]): readonly unknown[];
}
