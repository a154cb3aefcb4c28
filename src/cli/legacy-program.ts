/**
 * The legacy ruleset's command actions (issue 14), as the one program (main.ts) runs them under
 * `--ruleset legacy` until each command is written once over the ruleset value (issue 27): the commands,
 * their options and their refusals are main.ts's; what is left here is only what a legacy action does.
 */
import { toMarkdown, SCHEMA_VERSION, type Format } from './sheet.js';
import type { LegacyCalcOptions } from '../matchup/legacy-contract.js';
import type { Host } from './host.js';
import type { LegacyUnit } from '../rules/legacy/types.js';
import type { Command } from 'commander';

export function legacyActions(host: Host, p: Command) {
  const c = () => host.c();
  const units = async () => (await host.units()) as readonly LegacyUnit[];
  const tenthNames = () => host.otherNames();
  const err = (text: string) => host.io.err(text);
  const calc = async (words: string[], o: LegacyCalcOptions & { format: Format; quiet?: boolean; vary: string[] }) => {
      const { legacySheets, legacyTable, runLegacyCalc } = await import('./legacy-calc.js');
      const { legacyJson } = await import('../matchup/legacy-json.js');
      const report = await runLegacyCalc(await units(), words, o, tenthNames);
      const shown = o.quiet ? { ...report, notes: [] } : report;
      const { forPeople } = await import('./people.js');
      const notes = (await import('./notes-below.js')).notesBelow(o.format, shown.notes, c, err);
      await host.emit(o.format, {
        json: () => legacyJson(report),
        sheets: () => legacySheets(report),
        markdown: () => [toMarkdown(legacySheets(report).map(forPeople)), ...notes.markdown].join('\n\n'),
        table: () => legacyTable(shown, c()),
      });
      notes.toStderr();
    };
  const list = async (o: { format: Format }) => {
      const { legacyUnitList } = await import('./legacy-units.js');
      const list = legacyUnitList(await units());
      await host.emit(o.format, { json: () => ({ schemaVersion: SCHEMA_VERSION, kind: 'units', ruleset: 'legacy', units: list.json }), sheets: () => [list.sheet], table: () => list.table(c()) });
    };
  const effects = async (o: { format: Format }) => {
      const { legacyEffects } = await import('./legacy-units.js');
      const list = legacyEffects();
      await host.emit(o.format, { json: () => ({ schemaVersion: SCHEMA_VERSION, kind: 'effects', ruleset: 'legacy', effects: list.json }), sheets: () => [list.sheet], table: () => list.table(c()) });
    };
  const schema = async (o: { output?: string }) => {
      const { writeLegacySchema } = await import('./legacy-units.js');
      const text = writeLegacySchema(o.output);
      if (o.output) err(`wrote ${o.output}`);
      else host.io.out(text.trimEnd());
    };
  const show = async (words: string[], o: { format: Format }) => {
      const { findLegacyUnit } = await import('../rules/legacy/matchup.js');
      const { showLegacyUnit } = await import('./legacy-show.js');
      const unit = showLegacyUnit(await findLegacyUnit(await units(), words.join(' '), tenthNames));
      await host.emit(o.format, { json: () => unit.json, sheets: () => (o.format === 'csv' ? [unit.long] : unit.sheets), table: () => unit.table(c()) });
    };
  const validate = async (paths: string[], o: { format: Format }) => {
      const { legacyValidate } = await import('./legacy-validate.js');
      const { loadLegacyUnits } = await import('../profiles/legacy-load.js');
      const { InvalidData, validationViews } = await import('./data-views.js');
      const reports = await legacyValidate(paths, host.sources().data, () => loadLegacyUnits(host.sources().data), tenthNames);
      const v = validationViews(reports);
      await host.emit(o.format, { json: () => v.json, sheets: () => [v.sheet], table: () => v.table(c()) });
      if (reports.some((r) => !r.ok)) throw new InvalidData();
    };
  const completion = async (shell: 'bash' | 'zsh' | 'fish') => {
      const { completionScript } = await import('./completion.js');
      host.io.out(completionScript(p, shell, (await units()).flatMap((u) => [u.name, ...u.aliases])).trimEnd());
    };
  return { calc, list, effects, schema, show, validate, completion };
}
