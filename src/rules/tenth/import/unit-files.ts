/**
 * `wh40k import bsdata` (src/rules/ruleset.ts catalogueFiles): one YAML profile per datasheet, grouped by
 * faction, as paths and texts; the command writes them.
 */
import { dirname, join, relative } from 'node:path';
import type { CatalogueFiles, CatalogueImport } from '../../ruleset.js';
import { lookupKey } from '../../names.js';
import { asInputError, InputError } from '../../../profiles/errors.js';

export async function catalogueFiles(path: string, o: CatalogueImport, progress: (done: number, total: number) => void): Promise<CatalogueFiles> {
  const { importCatalogue, unitToYaml, ImportError, UNIT_SCHEMA } = await import('./bsdata.js');
  const result = asInputError(ImportError, () => importCatalogue(path, { faction: o.faction, unit: o.unit, progress }));
  // A datasheet another catalogue already gave with the same values is no problem, even for --strict.
  const problems = result.skipped.filter((s) => s.duplicate !== 'same values');
  if (o.strict && (result.warnings.length || problems.length)) {
    const lines = [...result.warnings.map((w) => `${w.unit}: ${w.message}`), ...problems.map((s) => `${s.unit}: not imported: ${s.reason}`)];
    throw new InputError(`--strict: ${lines.length} problems, nothing written\n${lines.join('\n')}`);
  }
  const slug = (s: string) => lookupKey(s.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(/\s+/g, '-')) || 'unit';
  const kebab = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || slug(s);
  const files = result.units.map((unit) => {
    const file = join(o.out, kebab(unit.faction), `${kebab(unit.name)}.yaml`);
    return { path: file, text: unitToYaml(unit, relative(dirname(file), UNIT_SCHEMA)) };
  });
  return { files, warnings: result.warnings, skipped: result.skipped };
}
