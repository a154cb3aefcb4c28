export { importedUnits, loadRoster } from '../import/sources.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { lookupKey } from '../rules/names.js';
import { asInputError } from '../import/sources.js';
import { InputError } from '../profiles/errors.js';
import { writingTo } from './write-out.js';

/** `wh40k import bsdata`: write one YAML profile per datasheet, grouped by faction. */
export async function importToFiles(
  path: string,
  o: { faction?: string; unit?: string; out: string; strict?: boolean },
  progress: (done: number, total: number) => void,
): Promise<{ written: string[]; warnings: { unit: string; message: string }[]; skipped: { unit: string; reason: string }[] }> {
  const { importCatalogue, unitToYaml, ImportError, UNIT_SCHEMA } = await import('../import/bsdata.js');
  const result = asInputError(ImportError, () => importCatalogue(path, { faction: o.faction, unit: o.unit, progress }));
  // A datasheet another catalogue already gave with the same values is no problem, even for --strict.
  const problems = result.skipped.filter((s) => s.duplicate !== 'same values');
  if (o.strict && (result.warnings.length || problems.length)) {
    const lines = [...result.warnings.map((w) => `${w.unit}: ${w.message}`), ...problems.map((s) => `${s.unit}: not imported: ${s.reason}`)];
    throw new InputError(`--strict: ${lines.length} problems, nothing written\n${lines.join('\n')}`);
  }
  const slug = (s: string) => lookupKey(s.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(/\s+/g, '-')) || 'unit';
  const kebab = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || slug(s);
  const written: string[] = [];
  for (const unit of result.units) {
    const dir = join(o.out, kebab(unit.faction));
    const file = join(dir, `${kebab(unit.name)}.yaml`);
    writingTo('--out', o.out, () => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, unitToYaml(unit, relative(dirname(file), UNIT_SCHEMA)));
    });
    written.push(file);
  }
  return { written, warnings: result.warnings, skipped: result.skipped };
}
