/**
 * Catalogue import: the datasheets of a BSData checkout (BattleScribe data for Warhammer 40,000
 * 10th edition) as our units. See files.ts (reading, id scoping), tree.ts (links, hidden entries),
 * composition.ts (models per unit size), weapons.ts and abilities.ts (what is written as text),
 * datasheet.ts (the unit) and to-yaml.ts (the YAML of data/).
 */
import { toUnit } from '../profiles/load.js';
import { unitSchema } from '../profiles/schema.js';
import { lookupKey } from '../../names.js';
import type { Unit } from '../types.js';
import { isCatalogueImport, type CatalogueImport, type ImportWarning } from './catalogue-import.js';
import { stripMarkup } from '../../../profiles/bsdata/markup.js';
import { buildRoot, datasheetRoots, factionOf, openCatalogues, readEach, type ImportOptions } from '../../../profiles/bsdata/catalogues.js';
import { buildDatasheet, SkipUnit } from './datasheet.js';
import { ImportError } from '../../../profiles/bsdata/files.js';
import { descendants, isModel, type Node } from '../../../profiles/bsdata/tree.js';
import { setComments, UNIT_SCHEMA, unitToYaml } from './to-yaml.js';

/** unitToYaml(unit, schemaPath?, notes?); UNIT_SCHEMA: the package's unit.schema.json (absolute path). */
export { ImportError, UNIT_SCHEMA, unitToYaml, type ImportOptions };

export { isCatalogueImport, type CatalogueImport, type ImportWarning };

/** What a unit's numbers are (not where it came from). */
const numbersOf = (u: Unit) => [u.models, u.weapons, u.wargear, u.points];

/** The units each Leader ability lists ("This model can be attached to the following units: ■ ..."). */
function leaderTable(trees: { root: Node; name: string }[]): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const { root, name } of trees) {
    for (const n of [root, ...descendants(root, isModel)]) {
      if (n !== root && !isModel(n)) continue;
      for (const p of n.profiles) {
        if (p.role !== 'abilities' || !/^leader$/i.test(stripMarkup(p.name))) continue;
        const list = stripMarkup((p.chars.Description ?? '').replace(/^[^:]*:/, ''));
        for (const raw of list.split(/[\n,■]| - (?=\S)/)) {
          const unit = raw.replace(/^\s*[-*]\s*/, '').replace(/\.$/, '').trim();
          if (!unit) continue;
          const k = lookupKey(unit);
          const led = table.get(k) ?? [];
          if (!led.includes(name)) led.push(name);
          table.set(k, led);
        }
      }
    }
  }
  return table;
}

/**
 * Import the datasheets of a BSData checkout. `path`: a folder (one .gst and .cat files) or a single
 * .cat (its .gst found beside it). Each file is parsed once per call.
 */
export function importCatalogue(path: string, options: ImportOptions = {}): CatalogueImport {
  const { library, only, types } = openCatalogues(path, '10th');
  const { wanted, roots } = datasheetRoots(library, only, options);

  // Every datasheet's tree (the Leader sections need the other units' Leader abilities).
  const trees = roots.map((r) => ({ r, name: r.name, ...buildRoot(library, types, r) }));
  const leaders = leaderTable(trees.flatMap((t) => (t.root ? [{ root: t.root, name: t.name }] : [])));

  const result: CatalogueImport = { units: [], warnings: [], skipped: [], notes: [] };
  const byName = new Map<string, Unit>();
  const todo = trees.filter((t) => wanted.includes(t.r));
  readEach(
    todo,
    (t) => t.name,
    (t) => {
      const { r, root } = t;
      if (!root) throw new SkipUnit(t.error ?? 'the entry could not be read');
      const faction = factionOf(r, root);
      const source = `BSData ${r.doc.file} ${r.el.id} (${t.name}, revision ${r.doc.revision})`;
      const built = buildDatasheet(root, { points: types.points, faction, source, leaders: leaders.get(lookupKey(t.name)) ?? [] });
      const parsed = unitSchema.safeParse(built.data);
      if (!parsed.success) {
        throw new SkipUnit(`not a valid unit: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
      }
      const unit = toUnit(parsed.data, r.doc.path, () => r.doc.path);
      // Two catalogues with a datasheet of one name (Skarbrand in World Eaters and in the Daemons
      // library): the first is kept, so the files load and validate together.
      const before = byName.get(lookupKey(unit.name));
      if (before) {
        const differs = JSON.stringify(numbersOf(before)) !== JSON.stringify(numbersOf(unit));
        result.skipped.push({
          unit: `${unit.name} (${unit.faction})`,
          reason: `${before.faction} already gave a datasheet of this name${differs ? ' with other values' : ' with the same values'} (choose with a faction)`,
          duplicate: differs ? 'other values' : 'same values',
        });
        return;
      }
      byName.set(lookupKey(unit.name), unit);
      setComments(unit, built.report.notes);
      result.units.push(unit);
      for (const message of built.report.notes) result.notes!.push({ unit: unit.name, message });
      for (const message of built.report.warnings) result.warnings.push({ unit: unit.name, message });
    },
    (skipped) => result.skipped.push(skipped),
    options.progress,
  );
  return result;
}
