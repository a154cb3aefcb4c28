/**
 * The commands of units and data (issue 27: one program for every ruleset): `list`, `show`, `validate`,
 * `schema`, `effects`, `import` and shell `completion`.
 */
import { Argument, type Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { output } from './command-options.js';
import { commandOf, type Host } from './host.js';
import type { Common } from './io.js';

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
      const r = await host.ruleset.catalogueFiles(path, o, await host.progress({ format: 'table', quiet: o.quiet }));
      (await import('./imports.js')).writeUnitFiles(r.files, o.out);
      for (const f of r.files) host.io.out(f.path);
      if (!o.quiet) {
        for (const w of r.warnings) host.io.err(`warning: ${w.unit}: ${w.message}`);
        for (const s of r.skipped) host.io.err(`not imported: ${s.unit}: ${s.reason}`);
        host.io.err(`${r.files.length} units written, ${r.warnings.length} warnings, ${r.skipped.length} not imported`);
      }
    });
}

export function effectsCommand(p: Command, host: Host): void {
  output(p.command('effects'))
    .description('list every effect --with and --target-with accept, with its source and what it does')
    .option('--faction <faction>', 'only this faction (e.g. "World Eaters", Aeldari, Core)')
    .action(async (o: Common & { faction?: string }) => {
      const { effectListViews } = await import('./data-views.js');
      const list = effectListViews(await host.ruleset.effectList(o.faction, host.sources()), host.ruleset.jsonTag);
      await host.emit(o.format, { json: () => list.json, sheets: () => [list.sheet], table: () => list.table(host.c()) });
    });
}

export function listCommand(p: Command, host: Host): void {
  output(p.command('list'))
    .alias('units')
    .description('list every unit (bundled and --data): aliases, faction, models, points, source')
    .option('--faction <faction>', 'only this faction (e.g. "World Eaters")')
    .action(async (o: Common & { faction?: string }) => {
      const { unitListViews } = await import('./data-views.js');
      const units = await host.units(o.quiet);
      const list = unitListViews(await host.ruleset.unitRows(units), o.faction, host.ruleset.jsonTag);
      await host.emit(o.format, { json: () => list.json, sheets: () => [list.sheet], table: () => list.table(host.c()) });
      // What loading the units said (a --data file that could not be read and was left out: issue 29 section 3).
      host.sourceNotes(units, o);
    });
}

export function showCommand(p: Command, host: Host): void {
  output(p.command('show'))
    .description("one unit's datasheet: profile, weapons, wargear, loadouts, points, source and file")
    .usage('[options] <unit>')
    .argument('<unit...>', 'one unit: its name or alias, any case; a name of several words needs no quotes (show leman russ)')
    .action(async (words: string[], o: Common) => {
      const { datasheetViews } = await import('./data-views.js');
      const units = await host.units(o.quiet);
      const sheet = await host.named(() => host.ruleset.datasheet(units, words, () => host.otherNames()));
      host.sourceNotes(sheet, o);
      const unit = datasheetViews(sheet, host.ruleset.jsonTag);
      await host.emit(o.format, { json: () => unit.json, sheets: () => (o.format === 'csv' ? [unit.long] : unit.sheets), table: () => unit.table(host.c()) });
    });
}

export function validateCommand(p: Command, host: Host): void {
  output(p.command('validate'))
    .description('check unit and effect files: every problem of every file (file:line:col field: message); exit 2 if any')
    .argument('[paths...]', 'YAML files or folders (default: the bundled data, the --effects files and the --data folders)')
    .action(async (paths: string[], o: Common) => {
      const { InvalidData, validationViews } = await import('./data-views.js');
      const reports = await (await import('./validation.js')).validateFiles(paths, host.ruleset, host.sources());
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
      const text = await host.ruleset.unitJsonSchema(host.sources());
      if (o.output === undefined) return host.io.out(text.trimEnd());
      (await import('./write-out.js')).writingTo('-o', o.output, () => writeFileSync(o.output!, text));
      host.io.err(`wrote ${o.output}`);
    });
}

export function completionCommand(p: Command, host: Host): void {
  p.command('completion')
    .description('print a shell completion script: eval "$(wh40k completion bash)"; see README "Shell completion"')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh', 'fish']))
    .action(async (shell: 'bash' | 'zsh' | 'fish') => {
      const { completionScript } = await import('./completion.js');
      // Units first: loading them loads the player's effects, which the effect names include.
      const units = host.ruleset.unitNames(await host.units(true));
      const effects = (await host.ruleset.effects()).map((e) => ({ id: e.name, useWith: e.useWith }));
      host.io.out(completionScript(p, shell, units, effects).trimEnd());
    });
}
