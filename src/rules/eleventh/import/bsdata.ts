/**
 * 11th edition's catalogue import (issue 28): the datasheets of a BSData wh40k-11e folder (BattleScribe
 * data as JSON, ../shared/bsdata-11e/README.md; the XML form reads the same) as 11th edition's units
 * (types.ts). The walk is every edition's (src/profiles/bsdata/); what a datasheet means here is
 * datasheet.ts's.
 */
import { buildRoot, datasheetRoots, factionOf, openCatalogues, readEach, unreachableRoots, type ImportOptions } from '../../../profiles/bsdata/catalogues.js';
import { checkoutCommit } from '../../../profiles/bsdata/checkout.js';
import { SkipUnit } from '../../../profiles/bsdata/models.js';
import { lookupKey } from '../../names.js';
import { buildUnit, type ImportedUnit11 } from './datasheet.js';
import { INSV_TYPE_ID } from './stat-line.js';

export interface ImportWarning {
  readonly unit: string;
  readonly message: string;
}

export interface CatalogueImport11 {
  readonly units: ImportedUnit11[];
  /** What could not be mapped, per unit. */
  readonly warnings: ImportWarning[];
  /** Units not imported, with the reason. */
  readonly skipped: { unit: string; reason: string }[];
  /** What was mapped with an assumption. */
  readonly notes: ImportWarning[];
}

export interface ImportOptions11 extends ImportOptions {
  /** The data's version for each unit's `source` (a commit); default: the folder's git checkout, if it is one. */
  readonly commit?: string;
}

/**
 * Import the datasheets of a BSData wh40k-11e folder (`path`: the folder, or one catalogue with its game
 * system beside it). Each file is parsed once per call.
 */
export function importCatalogues11(path: string, options: ImportOptions11 = {}): CatalogueImport11 {
  const { library, only, types } = openCatalogues(path, '11th');
  const { catalogues, wanted } = datasheetRoots(library, only, options);
  const inSvName = types.characteristics.get(INSV_TYPE_ID) ?? 'InSv';
  const commit = options.commit ?? checkoutCommit(library.dir);
  const result: CatalogueImport11 = { units: [], warnings: [], skipped: [], notes: [] };
  if (options.unit === undefined) {
    for (const r of unreachableRoots(library, catalogues)) {
      const where = r.missing.length ? `: the catalogues it links to are not in the folder (${r.missing.join(', ')})` : '';
      result.skipped.push({ unit: r.name, reason: `its datasheet is in no file of ${library.dir}${where}` });
    }
  }
  const byName = new Set<string>();
  readEach(
    wanted,
    (r) => r.name,
    (r) => {
      const { root, error } = buildRoot(library, types, r);
      if (!root) throw new SkipUnit(error ?? 'the entry could not be read');
      const version = [commit ? `commit ${commit}` : undefined, `revision ${r.doc.revision}`].filter(Boolean).join(', ');
      const source = `BSData ${r.doc.file} (${version}), entry ${r.el.id} "${r.name}"`;
      const built = buildUnit(root, { points: types.points, inSvName, faction: factionOf(r, root), source, file: r.doc.path });
      // Two catalogues with a datasheet of one name: the first is kept (as 10th edition's import does).
      if (byName.has(lookupKey(built.unit.name))) {
        result.skipped.push({ unit: `${built.unit.name} (${built.unit.faction})`, reason: 'another catalogue already gave a datasheet of this name (choose with a faction)' });
        return;
      }
      byName.add(lookupKey(built.unit.name));
      result.units.push(built.unit);
      for (const message of built.warnings) result.warnings.push({ unit: built.unit.name, message });
      for (const message of built.notes) result.notes.push({ unit: built.unit.name, message });
    },
    (skipped) => result.skipped.push(skipped),
    options.progress,
  );
  return result;
}
