/**
 * The commands of units and data (issue 27: one program for every ruleset): `list`, `show`, `validate`,
 * `schema`, `effects`, `import` and shell `completion`.
 */
import { Argument, type Command } from 'commander';
import { output } from './command-options.js';
import { commandOf, type Host } from './host.js';
import type { Common } from './io.js';
import { SCHEMA_VERSION } from './sheet.js';

/** The legacy ruleset's own actions, loaded only under --ruleset legacy (issue 27: each goes once its command is written over the ruleset value). */
const legacyActions = async (host: Host, p: Command) => (await import('./legacy-program.js')).legacyActions(host, p);

/** The player's effects (--effects, effects/ folders, the config file), for the commands that list or name effects. */
async function playerEffects(host: Host): Promise<void> {
  const { data, effects } = host.sources();
  await (await import('../profiles/player-effects.js')).loadPlayerEffects(data, effects);
}

export function importCommand(p: Command, host: Host): void {
  commandOf(p, host, 'import')
    .description('read units from other tools into YAML profiles')
    .command('bsdata')
    .description('read a BSData checkout (.gst + .cat) and write one YAML profile per datasheet')
    .argument('<path>', 'the checkout folder, or one .cat file')
    .option('--faction <name>', 'only this catalogue (e.g. "World Eaters")')
    .option('--unit <name>', 'only this datasheet')
    .requiredOption('--out <dir>', 'where to write the YAML (one folder per faction)')
    .option('--strict', 'refuse (exit 2, nothing written) if anything could not be mapped')
    .option('-q, --quiet', 'no progress or warnings on stderr')
    .action(async (path: string, o: { faction?: string; unit?: string; out: string; strict?: boolean; quiet?: boolean }) => {
      const { importToFiles } = await import('./imports.js');
      const r = await importToFiles(path, o, await host.progress({ format: 'table', quiet: o.quiet }));
      for (const f of r.written) host.io.out(f);
      if (!o.quiet) {
        for (const w of r.warnings) host.io.err(`warning: ${w.unit}: ${w.message}`);
        for (const s of r.skipped) host.io.err(`not imported: ${s.unit}: ${s.reason}`);
        host.io.err(`${r.written.length} units written, ${r.warnings.length} warnings, ${r.skipped.length} not imported`);
      }
    });
}

export function effectsCommand(p: Command, host: Host): void {
  output(p.command('effects'))
    .description('list every effect --with and --target-with accept, with its source and what it does')
    .option('--faction <faction>', 'only this faction (e.g. "World Eaters", Aeldari, Core)')
    .action(async (o: Common & { faction?: string }) => {
      // issue 27: until effects is written once over the ruleset value, the legacy ruleset's own action.
      if (host.ruleset.name === 'legacy') return (await legacyActions(host, p)).effects(o);
      const { listEffects } = await import('./effects.js');
      await playerEffects(host);
      const { sheetTable } = await import('./format.js');
      const list = listEffects(o.faction);
      await host.emit(o.format, {
        json: () => ({ schemaVersion: SCHEMA_VERSION, kind: 'effects', effects: list.rows }),
        sheets: () => [list.sheet],
        table: () => sheetTable(list.sheet, host.c(), 'wrap'),
      });
    });
}

export function listCommand(p: Command, host: Host): void {
  output(p.command('list'))
    .alias('units')
    .description('list every unit (bundled and --data): aliases, faction, models, points, source')
    .option('--faction <faction>', 'only this faction (e.g. "World Eaters")')
    .action(async (o: Common & { faction?: string }) => {
      // issue 27: until list is written once over the ruleset value, the legacy ruleset's own action.
      if (host.ruleset.name === 'legacy') return (await legacyActions(host, p)).list(o);
      const { listUnits } = await import('./commands-data.js');
      const list = listUnits((await host.roster(o.quiet)).units, o.faction);
      await host.emit(o.format, { json: () => list.json, sheets: () => [list.sheet], table: () => list.table(host.c()) });
    });
}

export function showCommand(p: Command, host: Host): void {
  output(p.command('show'))
    .description("one unit's datasheet: profile, weapons, wargear, loadouts, points, source and file")
    .usage('[options] <unit>')
    .argument('<unit...>', 'one unit: its name or alias, any case; a name of several words needs no quotes (show leman russ)')
    .action(async (words: string[], o: Common) => {
      // issue 27: until show is written once over the ruleset value, the legacy ruleset's own action.
      if (host.ruleset.name === 'legacy') return (await legacyActions(host, p)).show(words, o);
      const { oneUnit, showUnit } = await import('./commands-data.js');
      const units = await host.roster(o.quiet);
      const unit = showUnit(oneUnit(units, words));
      host.sourceNotes(units, o);
      await host.emit(o.format, { json: () => unit.json, sheets: () => (o.format === 'csv' ? [unit.long] : unit.sheets), table: () => unit.table(host.c()) });
    });
}

export function validateCommand(p: Command, host: Host): void {
  output(p.command('validate'))
    .description('check unit and effect files: every problem of every file (file:line:col field: message); exit 2 if any')
    .argument('[paths...]', 'YAML files or folders (default: the bundled data, the --effects files and the --data folders)')
    .action(async (paths: string[], o: Common) => {
      // issue 27: until validate is written once over the ruleset value, the legacy ruleset's own action.
      if (host.ruleset.name === 'legacy') return (await legacyActions(host, p)).validate(paths, o);
      const { InvalidData, validate, validationViews } = await import('./commands-data.js');
      const reports = validate(paths, host.sources().data, host.sources().effects);
      const v = validationViews(reports);
      await host.emit(o.format, { json: () => v.json, sheets: () => [v.sheet], table: () => v.table(host.c()) });
      if (reports.some((r) => !r.ok)) throw new InvalidData();
    });
}

export function schemaCommand(p: Command, host: Host): void {
  p.command('schema')
    .description('print the JSON Schema of unit files, for editors (yaml-language-server)')
    .option('-o, --output <file>', 'write it to FILE instead of stdout')
    .action(async (o: { output?: string }) => {
      // issue 27: until schema is written once over the ruleset value, the legacy ruleset's own action.
      if (host.ruleset.name === 'legacy') return (await legacyActions(host, p)).schema(o);
      // The player's effects (--effects, effects/ folders, the config file) join the effect ids it names.
      await playerEffects(host);
      const { writeSchema } = await import('./commands-data.js');
      const text = writeSchema(o.output);
      if (o.output) host.io.err(`wrote ${o.output}`);
      else host.io.out(text.trimEnd());
    });
}

export function completionCommand(p: Command, host: Host): void {
  p.command('completion')
    .description('print a shell completion script: eval "$(wh40k completion bash)"; see README "Shell completion"')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .action(async (shell: 'bash' | 'zsh' | 'fish') => {
      // issue 27: until completion is written once over the ruleset value, the legacy ruleset's own action.
      if (host.ruleset.name === 'legacy') return (await legacyActions(host, p)).completion(shell);
      const { completionScript } = await import('./completion.js');
      const units = (await host.roster(true)).units.flatMap((u) => [u.name, ...u.aliases]);
      host.io.out(completionScript(p, shell, units, (await import('../rules/tenth/effects/index.js')).allEffects().map((e) => e.id)).trimEnd());
    });
}
