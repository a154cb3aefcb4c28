/**
 * The command line under `--ruleset legacy` (issue 14): its own commands and options, since the older
 * edition's matchup takes other knobs (`--cover 4+` is a save there, a switch in 10th edition).
 * A 10th-edition option or command is refused with a usage error that says so (exit 2).
 */
import { Argument, Command, InvalidArgumentError, Option } from 'commander';
import type { ChalkInstance } from 'chalk';
import { UsageError } from '../matchup/errors.js';
import { matchupOptions } from './command-options.js';
import { LEGACY_OPTION_FIELDS } from '../matchup/legacy-option-schema.js';
import { collect, oneOf, schemaFlag } from './options.js';
import { FORMATS, METRICS, SCHEMA_VERSION, toMarkdown, type Format, type Metric, type Sheet } from './sheet.js';
import type { LegacyCalcOptions } from '../matchup/legacy-contract.js';
import { VEHICLE_SPEED_GONE } from '../rules/legacy/vehicles.js';
import type { ReportOptions } from './report.js';

/** What the legacy program needs of main.ts: the way it prints, and where units come from. */
export interface LegacyHost {
  emit(format: Format, views: { json: () => unknown; sheets: () => Sheet[] | Promise<Sheet[]>; table: () => string | Promise<string>; markdown?: () => Sheet[] | string }): Promise<void>;
  colours(colour: boolean): ChalkInstance;
  out(text: string): void;
  err(text: string): void;
  /** The config file's data folders, then these (--data). */
  dataDirs(given: readonly string[]): string[];
  /** The 10th-edition units' names and aliases (bundled and --data), to say so when one is named here. */
  tenthNames(data: readonly string[]): Promise<readonly string[]>;
  /** `--ruleset`, from the registry (src/rules/rulesets.ts), which this program does not import: it would reach 10th edition's value. */
  rulesetOption(): Option;
}

/** The commands of 10th edition that the legacy ruleset has not, and why. */
const REFUSED: Record<string, string> = {
  import: 'the BattleScribe data (BSData) it reads is 10th edition\'s: there is no older-edition BattleScribe import; write legacy unit files (`wh40k --ruleset legacy schema`)',
  roster: 'a BattleScribe roster is of 10th edition\'s data: there is no older-edition BattleScribe import; name legacy units (`wh40k --ruleset legacy units`)',
  merge: 'legacy run and compare take no --shard (they compute in one process), so there are no shards to merge',
};

const LEGACY_CALC_OPTIONS = ['--charged', '--half-range', '--moved', '--cover', '--blast-hits', '--melee', '--ranged', '--first-round', '--no-first-round', '--supercharge', '--was-charged', '--jink', '--force', '--facing', '--immobilised', '--smash-attack', '--krak-grenades', '--precision-target', '--vector-strike', '--barrage-circles', '--mega-blast-zones', '--models', '--target-models', '--vary'];
const TENTH_GLOBALS = ['--data-bsdata', '--roster', '--effects'];

/** Long options of 10th edition that the legacy ruleset has not: each refused by name, not as "unknown". */
function tenthOnlyOptions(): Set<string> {
  const tenth = matchupOptions(new Command()).options.map((o) => o.long ?? '');
  return new Set([...tenth, ...TENTH_GLOBALS, '--explain', '--order', '--simulate', '--seed', '--jobs', '--shard'].filter((o) => !LEGACY_CALC_OPTIONS.includes(o)));
}

/** A usage error for the first 10th-edition option of argv, if any. */
export function refuseTenthOptions(argv: readonly string[]): void {
  const tenth = tenthOnlyOptions();
  const given = argv.map((a) => a.split('=')[0]).find((a) => tenth.has(a));
  if (given) {
    throw new UsageError(`${given} is an option of the 10th edition ruleset; under --ruleset legacy, calc takes ${LEGACY_CALC_OPTIONS.join(', ')} (README "The older edition (legacy ruleset)")`);
  }
}

/** A legacy flag's parser: its option's field of the schema scripts and scenario files are read through too. */
const knob = (key: keyof typeof LEGACY_OPTION_FIELDS) => schemaFlag(LEGACY_OPTION_FIELDS[key]);

/** `n` numbers of models, 0 to 200, written "3,5,0". */
function modelCounts(n: number) {
  return (value: string): number[] => {
    const parts = value.split(',').map((part) => part.trim());
    if (parts.length !== n || parts.some((part) => !/^\d+$/.test(part) || Number(part) > 200)) {
      throw new InvalidArgumentError(`expected ${n} numbers of models 0 to 200 separated by commas, like ${new Array<string>(n).fill('3').join(',')}, got "${value}"`);
    }
    return parts.map(Number);
  };
}

export function legacyProgram(host: LegacyHost, colourWanted: boolean): Command {
  const p = new Command('wh40k')
    .description('Exact mathhammer for the older edition of Warhammer 40,000 (--ruleset legacy): whole kill distributions')
    .exitOverride()
    .configureOutput({ writeOut: (s) => host.out(s.trimEnd()), writeErr: (s) => host.err(s.trimEnd()) })
    .addOption(host.rulesetOption())
    .option('--data <dir>', "add a folder of unit YAML; its legacy/ folder's units join (repeatable)", collect, [])
    .option('--no-color', 'no colours (as NO_COLOR=1)');
  const g = () => p.opts<{ data: string[]; color: boolean }>();
  const c = () => host.colours(g().color && colourWanted);
  const units = async () => (await import('../profiles/legacy-load.js')).loadLegacyUnits(host.dataDirs(g().data));
  const format = (cmd: Command) => cmd.addOption(new Option('--format <format>', FORMATS.join(' | ')).argParser(oneOf(...FORMATS)).default('table')).option('-q, --quiet', 'no notes: just the result on stdout');

  /** The conditions of a legacy matchup: calc's and compare's options. */
  const conditions = (cmd: Command) => cmd
    .option('--charged', 'the attacker charged this turn (+1 Attack; Furious Charge, Rage, Hammer of Wrath; melee by default)')
    .option('--half-range', 'the target is within half range (Rapid Fire, Melta)')
    .option('--moved', 'the attacker moved (Heavy: Snap Shots unless Relentless; Salvo: the lower count; a vehicle: Combat Speed)')
    .option('--models <n>', "the attacker's models in all (default: as its unit file lists them; the group with a min and max changes)", knob('models'))
    .option('--target-models <n>', "the target's models in all (default: as its unit file lists them)", knob('targetModels'))
    .option('--cover <save>', "the target's cover save, e.g. 4+", knob('cover'))
    .option('--blast-hits <n>', 'models hit by each Blast or Template shot (default: the engine states it in a note)', knob('blastHits'))
    .option('--barrage-circles <a,b,c,d,e>', 'models under circles 1, 2, 3, 4 and 5-6 of an Apocalyptic Barrage marker (default: stated in a note)', modelCounts(5))
    .option('--mega-blast-zones <a,b,c>', "models in an Apocalyptic Mega-blast's inner, middle and outer zone (default: stated in a note)", modelCounts(3))
    .addOption(new Option('--melee', 'the Fight: melee weapons').conflicts('ranged'))
    .addOption(new Option('--ranged', 'the Shooting phase: ranged weapons').conflicts('melee'))
    .option('--first-round', 'the first round of the combat (Hatred, Zealot; the default)')
    .option('--no-first-round', 'a later round of the combat')
    .option('--supercharge', 'Gets Hot weapons fire supercharged shots (+1 S; unmodified 1s To Hit wound the firer)')
    .option('--was-charged', 'the attacker was charged this turn (Counter-attack)')
    .option('--jink', "the target Jinks (its models with Jink get a 4+ cover save)")
    .option('--force', 'the attacker manifested Force: its Force weapons have Instant Death')
    .option('--precision-target <group>', "the target's model group that Precision Shots and Strikes (and Sniper's) go to, e.g. \"Boss Nob\"")
    .addOption(new Option('--facing <facing>', "the vehicle's facing shot at (default front)").argParser(knob('facing')))
    .option('--vector-strike', "the attacker's models with Vector Strike make it: their hits alone (1 each, D3 at a Flyer or Flying Monstrous Creature)")
    .option('--smash-attack', 'models with Smash make a single Smash Attack: double Strength, armour penetration re-rolled')
    .option('--krak-grenades', 'models with krak grenades fight a vehicle or Monstrous Creature with one: a single Attack at S6 AP4')
    .option('--immobilised', 'the target vehicle is Immobilised (close combat attacks hit it automatically, a Walker on its rear armour)')
    .addOption(new Option('--vehicle-speed <speed>').hideHelp().argParser(() => {
      throw new InvalidArgumentError(VEHICLE_SPEED_GONE);
    }));
  const tenthNames = () => host.tenthNames(host.dataDirs(g().data));
  /**
   * A command's notes as 10th edition's calc gives them (main.ts): in the document of a table (dim, after
   * it) or of Markdown ("- note: "), on stderr beside json and csv (data to pipe on); -q none of them.
   */
  const notesIn = (shownAs: Format, notes: readonly string[]) => ({
    table: notes.map((n) => c().dim(`note: ${n}`)),
    markdown: notes.length ? [notes.map((n) => `- note: ${n}`).join('\n')] : [],
    toStderr: () => {
      if (shownAs === 'json' || shownAs === 'csv') for (const n of notes) host.err(`note: ${n}`);
    },
  });

  /** calc --vary: the shared sweep's views (README 'Scripting and CI'). */
  const legacyVary = async (words: string[], opts: LegacyCalcOptions & { format: Format; quiet?: boolean; vary: string[] }) => {
    const { runLegacyVary } = await import('./legacy-vary.js');
    const { varyCsv, varyPeople } = await import('./vary-grid.js');
    const { sheetTable } = await import('./tables.js');
    const { format: shownAs, quiet: _, vary, ...o } = opts;
    const v = await runLegacyVary(await units(), words, vary, o, tenthNames);
    await host.emit(shownAs, { json: () => v, sheets: () => [varyCsv(v)], markdown: () => [varyPeople(v)], table: () => sheetTable(varyPeople(v), c(), 'vary') });
  };

  conditions(format(p.command('calc'))
    .description('exact results of ATTACKER attacking TARGET under the older edition, e.g. "calc tactical squad vs ork boyz --half-range"')
    .argument('<matchup...>', 'ATTACKER vs TARGET (legacy units: `wh40k --ruleset legacy units`)'))
    .option('--vary <knob=values>', 'sweep an option, a row per value: cover=none,4+, facing=front,side,rear, charged; twice for a grid (rows by the first, columns by the second)', collect, [])
    .action(async (words: string[], o: LegacyCalcOptions & { format: Format; quiet?: boolean; vary: string[] }) => {
      if (o.vary.length) return legacyVary(words, o);
      const { runLegacyCalc } = await import('./legacy-calc.js');
      const { legacyJson } = await import('../matchup/legacy-json.js');
      const { calcLong, calcMarkdown } = await import('./calc-views.js');
      const { toTable } = await import('./format.js');
      const report = await runLegacyCalc(await units(), words, o, tenthNames);
      const shown = o.quiet ? { ...report, notes: [] } : report;
      const notes = notesIn(o.format, shown.notes);
      await host.emit(o.format, {
        json: () => legacyJson(report),
        sheets: () => [calcLong({ json: legacyJson(report) })],
        markdown: () => calcMarkdown({ json: legacyJson(shown) }),
        table: () => toTable({ json: legacyJson(shown) }, c()),
      });
      notes.toStderr();
    });

  conditions(format(p.command('compare'))
    .description('every pairing of ATTACKERS vs TARGETS in one table, e.g. "compare tactical squad,terminators vs ork boyz,rhino"')
    .argument('<matchups...>', 'A,B,C vs X,Y,Z (legacy units)')
    .addOption(new Option('--metric <metric>', `${METRICS.join(' | ')} (against a vehicle: kills is P(destroyed), damage the Hull Points lost)`).argParser(oneOf(...METRICS)).default('kills')))
    .action(async (words: string[], opts: LegacyCalcOptions & { format: Format; quiet?: boolean; metric: Metric }) => {
      const { legacyCompare } = await import('./legacy-compare.js');
      const { compareRows, compareSheet } = await import('./compare-sheet.js');
      const { metricText, sheetTable } = await import('./tables.js');
      const { format: shownAs, quiet, metric, ...o } = opts;
      const result = await legacyCompare(await units(), words, o, metric, tenthNames);
      const notes = notesIn(shownAs, quiet ? [] : result.notes);
      await host.emit(shownAs, {
        json: () => result,
        sheets: () => (shownAs === 'csv' ? [compareRows(result)] : [compareSheet(result, metricText)]),
        markdown: () => [toMarkdown([compareSheet(result, metricText)]), ...notes.markdown].join('\n\n'),
        table: () => [sheetTable(compareSheet(result, metricText), c(), 'matrix'), ...notes.table].join('\n'),
      });
      notes.toStderr();
    });

  format(p.command('run'))
    .description('run every matchup of a legacy scenario file (YAML: ruleset: legacy, then matchups with units and conditions)')
    .argument('<file>', 'scenario file')
    .option('--details', "also print each matchup's full table")
    .action(async (file: string, o: { format: Format; quiet?: boolean; details?: boolean }) => {
      const { legacyRun, legacyRunPeople, legacyRunRows } = await import('./legacy-run.js');
      const { legacyJson } = await import('../matchup/legacy-json.js');
      const { calcMarkdown } = await import('./calc-views.js');
      const { toTable } = await import('./format.js');
      const { sheetTable } = await import('./tables.js');
      const { json, reports } = await legacyRun(await units(), file, tenthNames);
      const notes = notesIn(o.format, o.quiet ? [] : [...new Set(json.matchups.flatMap((m) => (m.kills === null ? [] : m.notes)))]);
      const detailed = o.details ? reports.flatMap(({ name, report }) => (report ? [{ name, report }] : [])) : [];
      await host.emit(o.format, {
        json: () => json,
        sheets: () => [legacyRunRows(json)],
        markdown: () => [toMarkdown([legacyRunPeople(json)]), ...notes.markdown, ...detailed.map((r) => `## ${r.name}\n\n${calcMarkdown({ json: legacyJson(o.quiet ? { ...r.report, notes: [] } : r.report) })}`)].join('\n\n'),
        table: () =>
          [
            sheetTable(legacyRunPeople(json), c(), 'matrix'),
            ...notes.table,
            ...detailed.flatMap((r) => ['', c().bold(`== ${r.name}`), toTable({ json: legacyJson(o.quiet ? { ...r.report, notes: [] } : r.report) }, c())]),
          ].join('\n'),
      });
      notes.toStderr();
    });

  p.command('report')
    .description('write a self-contained report of a legacy scenario file or legacy run JSON, or a heatmap of compare JSON: HTML, or Markdown with SVG charts beside it')
    .argument('<file>', 'legacy scenario file, or the JSON of legacy run or compare')
    .requiredOption('-o, --output <path>', 'report.html or report.md (its charts go in <name>-svg/)')
    .option('--title <title>', "the report title (default: the scenario file's title:, else the file name)")
    .addOption(new Option('--metric <metric>', `a heatmap's metric (default: the JSON's; ${METRICS.join(' | ')})`).argParser(oneOf(...METRICS)))
    .option('-q, --quiet', 'no notes')
    .action(async (file: string, o: ReportOptions) => {
      const { reportFile } = await import('./report.js');
      await reportFile(file, o, host.err, async () => {
        const { legacyRun } = await import('./legacy-run.js');
        const { legacyReportItems } = await import('./legacy-report.js');
        const { json } = await legacyRun(await units(), file, tenthNames);
        return { title: json.title, items: legacyReportItems(json.matchups) };
      });
    });

  format(p.command('units'))
    .alias('list')
    .description('list the legacy units (bundled data/legacy/ and each --data folder\'s legacy/)')
    .action(async (o: { format: Format }) => {
      const { legacyUnitList } = await import('./legacy-units.js');
      const list = legacyUnitList(await units());
      await host.emit(o.format, { json: () => ({ schemaVersion: SCHEMA_VERSION, kind: 'units', ruleset: 'legacy', units: list.json }), sheets: () => [list.sheet], table: () => list.table(c()) });
    });

  format(p.command('effects'))
    .description("every Universal Special Rule of 004 and its status in the legacy engine: modelled, or why it changes no attack's numbers")
    .action(async (o: { format: Format }) => {
      const { legacyEffects } = await import('./legacy-units.js');
      const list = legacyEffects();
      await host.emit(o.format, { json: () => ({ schemaVersion: SCHEMA_VERSION, kind: 'effects', ruleset: 'legacy', effects: list.json }), sheets: () => [list.sheet], table: () => list.table(c()) });
    });

  p.command('schema')
    .description('print the JSON Schema of legacy unit files, for editors (yaml-language-server)')
    .option('-o, --output <file>', 'write it to FILE instead of stdout')
    .action(async (o: { output?: string }) => {
      const { writeLegacySchema } = await import('./legacy-units.js');
      const text = writeLegacySchema(o.output);
      if (o.output) host.err(`wrote ${o.output}`);
      else host.out(text.trimEnd());
    });

  format(p.command('show'))
    .description("one legacy unit's profile: models (WS BS S T W I A Ld Sv, invulnerable), vehicles' armour and Hull Points, weapons, special rules")
    .usage('[options] <unit>')
    .argument('<unit...>', 'one legacy unit: its name or alias, any case; a name of several words needs no quotes (show tactical squad)')
    .action(async (words: string[], o: { format: Format }) => {
      const { findLegacyUnit } = await import('../matchup/legacy-calculate.js');
      const { showLegacyUnit } = await import('./legacy-show.js');
      const unit = showLegacyUnit(await findLegacyUnit(await units(), words.join(' '), tenthNames));
      await host.emit(o.format, { json: () => unit.json, sheets: () => (o.format === 'csv' ? [unit.long] : unit.sheets), table: () => unit.table(c()) });
    });

  format(p.command('validate'))
    .description('check legacy unit files and legacy scenario files: every problem of every file (file:line:col field: message); exit 2 if any')
    .argument('[paths...]', "YAML files or folders (default: the bundled legacy units and each --data folder's legacy/)")
    .action(async (paths: string[], o: { format: Format }) => {
      const { legacyValidate } = await import('./legacy-validate.js');
      const { loadLegacyUnits } = await import('../profiles/legacy-load.js');
      const { InvalidData, validationViews } = await import('./data-views.js');
      const reports = await legacyValidate(paths, host.dataDirs(g().data), () => loadLegacyUnits(host.dataDirs(g().data)), tenthNames);
      const v = validationViews(reports);
      await host.emit(o.format, { json: () => v.json, sheets: () => [v.sheet], table: () => v.table(c()) });
      if (reports.some((r) => !r.ok)) throw new InvalidData();
    });

  p.command('completion')
    .description('print a shell completion script of the legacy commands, options and units: eval "$(wh40k --ruleset legacy completion bash)"')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .action(async (shell: 'bash' | 'zsh' | 'fish') => {
      const { completionScript } = await import('./completion.js');
      host.out(completionScript(p, shell, (await units()).flatMap((u) => [u.name, ...u.aliases])).trimEnd());
    });

  for (const [name, why] of Object.entries(REFUSED)) {
    p.command(name, { hidden: true })
      .allowUnknownOption()
      .allowExcessArguments()
      .argument('[args...]')
      .action(() => {
        throw new UsageError(`${name} is not a command of --ruleset legacy: ${why}`);
      });
  }
  return p;
}
