/**
 * Catalogue import: the datasheets of a BSData checkout (BattleScribe data for Warhammer 40,000
 * 10th edition) as our units. See files.ts (reading, id scoping), tree.ts (links, hidden entries),
 * composition.ts (models per unit size), weapons.ts and abilities.ts (what is written as text),
 * datasheet.ts (the unit) and to-yaml.ts (the YAML of data/).
 */
import { basename } from 'node:path';
import { distance } from 'fastest-levenshtein';
import { toUnit } from '../profiles/load.js';
import { InputError } from '../../../profiles/errors.js';
import { unitSchema } from '../profiles/schema.js';
import { lookupKey } from '../../names.js';
import type { Unit } from '../types.js';
import { stripMarkup } from './abilities.js';
import { buildDatasheet, SkipUnit } from './datasheet.js';
import { ImportError, kids, Library, type Doc, type El, type Header } from './files.js';
import { descendants, gameTypes, isModel, TreeBuilder, type Node } from './tree.js';
import { setComments, UNIT_SCHEMA, unitToYaml } from './to-yaml.js';

/** unitToYaml(unit, schemaPath?, notes?); UNIT_SCHEMA: the package's unit.schema.json (absolute path). */
export { ImportError, UNIT_SCHEMA, unitToYaml };

export interface ImportWarning {
  unit: string;
  message: string;
}

export interface CatalogueImport {
  units: Unit[];
  /** What could not be mapped, per unit (`--strict` makes these errors). */
  warnings: ImportWarning[];
  /** Units not imported, with the reason; `duplicate` when another catalogue gave a datasheet of that name first. */
  skipped: { unit: string; reason: string; duplicate?: 'same values' | 'other values' }[];
  /** What was mapped with an assumption (a Torrent weapon's BS); unitToYaml writes them as comments. */
  notes?: ImportWarning[];
}

/** A cached import still has the shape of one (cache.ts rebuilds an entry that does not). */
export function isCatalogueImport(value: unknown): value is CatalogueImport {
  const v = value as Partial<CatalogueImport> | null;
  const objects = (list: unknown, check: (o: Record<string, unknown>) => boolean) =>
    Array.isArray(list) && list.every((o) => o !== null && typeof o === 'object' && check(o as Record<string, unknown>));
  const unit = (u: Record<string, unknown>) =>
    typeof u.name === 'string' && objects(u.models, (m) => typeof m.count === 'number' && typeof m.stats === 'object') && Array.isArray(u.weapons);
  const message = (w: Record<string, unknown>) => typeof w.unit === 'string';
  return typeof v === 'object' && v !== null && objects(v.units, unit) && objects(v.warnings, message) && objects(v.skipped, message);
}

export interface ImportOptions {
  /** A catalogue by name: "World Eaters" matches "Chaos - World Eaters.cat". */
  faction?: string;
  /** One unit by name (case and punctuation do not matter). */
  unit?: string;
  progress?: (done: number, total: number) => void;
}

/** What a unit's numbers are (not where it came from). */
const numbersOf = (u: Unit) => [u.models, u.weapons, u.wargear, u.points];

/** A catalogue's faction: the last part of its name ("Chaos - World Eaters" -> "World Eaters"). */
const shortName = (name: string) => name.split(/\s+-\s+/).pop()!.trim();

function closestNames(wanted: string, names: readonly string[], n = 3): string[] {
  const k = lookupKey(wanted);
  return [...new Set(names)]
    .map((name) => ({ name, d: Math.min(distance(lookupKey(name), k), lookupKey(name).includes(k) ? 1 : Infinity) }))
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .slice(0, n)
    .map((x) => x.name);
}

function selectCatalogues(library: Library, only: Header | undefined, faction: string | undefined): Header[] {
  if (only) {
    if (faction && !matches(only, faction)) throw new ImportError(`${only.path} is the catalogue "${only.name}", not "${faction}"`);
    return [only];
  }
  const all = library.catalogues;
  if (!faction) return [...all.filter((c) => !c.library), ...all.filter((c) => c.library)];
  const exact = all.filter((c) => matches(c, faction));
  const loose = exact.length ? exact : all.filter((c) => [c.name, basename(c.path)].some((n) => lookupKey(n).includes(lookupKey(faction))));
  if (!loose.length) {
    const names = all.filter((c) => !c.library).map((c) => shortName(c.name));
    throw new ImportError(`no catalogue named "${faction}" in ${library.dir}; closest: ${closestNames(faction, names).join(', ')}`);
  }
  const factions = loose.filter((c) => !c.library);
  return factions.length ? factions : loose;
}

function matches(c: Header, faction: string): boolean {
  const k = lookupKey(faction);
  const file = basename(c.path).replace(/\.cat$/i, '');
  return [c.name, shortName(c.name), file, shortName(file)].some((n) => lookupKey(n) === k);
}

interface Root {
  readonly el: El;
  readonly link?: El;
  readonly doc: Doc;
  readonly catalogue: Doc;
  readonly name: string;
}

/** A catalogue's datasheets: its root entries (and root links) of type unit or model. */
function rootsOf(library: Library, catalogue: Doc): Root[] {
  const out: Root[] = [];
  for (const e of kids(catalogue.root, 'selectionEntries', 'selectionEntry')) {
    if (e.type === 'unit' || e.type === 'model') out.push({ el: e, doc: catalogue, catalogue, name: stripMarkup(String(e.name)) });
  }
  for (const link of kids(catalogue.root, 'entryLinks', 'entryLink')) {
    if (link.type !== 'selectionEntry') continue;
    const found = library.resolve(String(link.targetId), catalogue);
    if (found && (found.el.type === 'unit' || found.el.type === 'model')) {
      out.push({ el: found.el, link, doc: found.doc, catalogue, name: stripMarkup(String(found.el.name)) });
    }
  }
  return out;
}

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
  const { library, only } = Library.open(path);
  let types;
  try {
    types = gameTypes(library.gst);
  } catch (e) {
    throw new ImportError((e as Error).message);
  }
  const catalogues = selectCatalogues(library, only, options.faction).map((h) => library.doc(h.id)!);

  const seen = new Set<string>();
  const roots: Root[] = [];
  for (const cat of catalogues) {
    for (const r of rootsOf(library, cat)) {
      const key = `${r.doc.id}|${r.el.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      roots.push(r);
    }
  }
  if (!roots.length) {
    const names = catalogues.map((c) => c.file).join(', ');
    const library = catalogues.every((c) => c.library) ? ': a library holds shared entries; import a faction catalogue that links to it' : '';
    throw new ImportError(`${names}: no datasheets (unit or model entries) at the root${library}`);
  }
  let wanted = roots;
  if (options.unit !== undefined) {
    // "Cerberus" finds "Cerberus [Legends]" when nothing else has that name.
    const k = lookupKey(options.unit);
    const bare = (name: string) => lookupKey(name.replace(/\s*\[[^\]]*\]\s*$/, ''));
    wanted = roots.filter((r) => lookupKey(r.name) === k);
    if (!wanted.length) wanted = roots.filter((r) => bare(r.name) === k);
    if (!wanted.length) {
      const where = catalogues.length === 1 ? catalogues[0].name : `${catalogues.length} catalogues`;
      const names = closestNames(options.unit, roots.map((r) => r.name));
      throw new ImportError(`no unit named "${options.unit}" in ${where}${names.length ? `; did you mean: ${names.join(', ')}?` : ''}`);
    }
  }

  // Every datasheet's tree (the Leader sections need the other units' Leader abilities).
  const trees = roots.map((r) => {
    const categories = new Set(kids(r.el, 'categoryLinks', 'categoryLink').map((c) => String(c.targetId)));
    const ids = [String(r.el.id), ...(r.link ? [String(r.link.id)] : [])];
    const builder = new TreeBuilder(library, types, { count: () => 0, instanceOf: (id) => ids.includes(id) || categories.has(id) });
    let root: Node | undefined;
    let error: string | undefined;
    try {
      root = builder.build(r.el, r.doc, r.link, 'entry', true, r.catalogue);
    } catch (e) {
      error = (e as Error).message;
    }
    return { r, root, error, name: r.name };
  });
  const leaders = leaderTable(trees.flatMap((t) => (t.root ? [{ root: t.root, name: t.name }] : [])));

  const result: CatalogueImport = { units: [], warnings: [], skipped: [], notes: [] };
  const byName = new Map<string, Unit>();
  const todo = trees.filter((t) => wanted.includes(t.r));
  todo.forEach((t, i) => {
    const { r, root } = t;
    try {
      if (!root) throw new SkipUnit(t.error ?? 'the entry could not be read');
      const faction = !r.catalogue.library
        ? shortName(r.catalogue.name)
        : stripMarkup(root.categories.find((c) => /^faction:/i.test(c.name))?.name.replace(/^faction:\s*/i, '') ?? shortName(r.catalogue.name));
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
    } catch (e) {
      // Data the importer does not understand skips the unit, with the reason, not the whole import.
      const known = e instanceof SkipUnit || e instanceof InputError;
      result.skipped.push({ unit: t.name, reason: known ? e.message : `cannot be read (${(e as Error).message})` });
    } finally {
      options.progress?.(i + 1, todo.length);
    }
  });
  return result;
}
