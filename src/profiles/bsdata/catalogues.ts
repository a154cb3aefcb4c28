/**
 * Which datasheets a BSData folder holds: the catalogues chosen by faction (or the one file named),
 * their root unit and model entries, one by name, and each one's tree. The same for every edition:
 * what a datasheet means is the ruleset's (rules/<ruleset>/import/).
 */
import { basename } from 'node:path';
import { distance } from 'fastest-levenshtein';
import { lookupKey } from '../../rules/names.js';
import { ImportError, kids, Library, type Doc, type El, type Header } from './files.js';
import { InputError } from '../errors.js';
import { stripMarkup } from './markup.js';
import { SkipUnit } from './models.js';
import { gameTypes, TreeBuilder, type Node, type Types } from './tree.js';

export interface ImportOptions {
  /** A catalogue by name: "World Eaters" matches "Chaos - World Eaters.cat". */
  faction?: string;
  /** One unit by name (case and punctuation do not matter). */
  unit?: string;
  progress?: (done: number, total: number) => void;
}

/** A catalogue's faction: the last part of its name ("Chaos - World Eaters" -> "World Eaters"). */
export const shortName = (name: string) => name.split(/\s+-\s+/).pop()!.trim();

export function closestNames(wanted: string, names: readonly string[], n = 3): string[] {
  const k = lookupKey(wanted);
  return [...new Set(names)]
    .map((name) => ({ name, d: Math.min(distance(lookupKey(name), k), lookupKey(name).includes(k) ? 1 : Infinity) }))
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .slice(0, n)
    .map((x) => x.name);
}

export function selectCatalogues(library: Library, only: Header | undefined, faction: string | undefined): Header[] {
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
  const file = basename(c.path).replace(/\.(cat|json)$/i, '');
  return [c.name, shortName(c.name), file, shortName(file)].some((n) => lookupKey(n) === k);
}

export interface Root {
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

/** The rulesets whose BSData game systems are known, by game system id (BSData wh40k-10e, wh40k-11e). */
const EDITION_OF: Readonly<Record<string, string>> = {
  'sys-352e-adc2-7639-d6a9': '10th',
  'sys-352e-adc2-7639-d610': '11th',
};

/**
 * A BSData folder or file (files.ts Library.open) and its game system's types, for the importer of
 * `ruleset` ('10th', '11th'): another edition's game system is refused, naming the ruleset that reads it.
 */
export function openCatalogues(path: string, ruleset: string): { library: Library; only?: Header; types: Types } {
  const { library, only } = Library.open(path);
  const edition = EDITION_OF[library.gst.id];
  if (edition && edition !== ruleset) {
    throw new ImportError(`${library.gst.path}: "${library.gst.name}" is the game system of the ${edition} edition, not the ${ruleset}: read it with --ruleset ${edition}`);
  }
  try {
    return { library, only, types: gameTypes(library.gst, `Warhammer 40,000 ${ruleset} edition`) };
  } catch (e) {
    throw new ImportError((e as Error).message);
  }
}

/**
 * The datasheets to import: every root entry of the chosen catalogues, once (`roots`, which Leader
 * abilities are read from), and those `options.unit` names (`wanted`, all without it).
 */
export function datasheetRoots(library: Library, only: Header | undefined, options: ImportOptions): { catalogues: Doc[]; roots: Root[]; wanted: Root[] } {
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
    const shared = catalogues.every((c) => c.library) ? ': a library holds shared entries; import a faction catalogue that links to it' : '';
    const away = unreachableRoots(library, catalogues);
    const elsewhere = away.length ? `: its ${away.length} entry links lead into catalogues not in the folder (${[...new Set(away.flatMap((r) => r.missing))].join(', ')})` : '';
    throw new ImportError(`${names}: no datasheets (unit or model entries) at the root${shared}${elsewhere}`);
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
  return { catalogues, roots, wanted };
}

/** A datasheet's tree, or why it could not be built. */
export function buildRoot(library: Library, types: Types, r: Root): { root?: Node; error?: string } {
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
  return { root, error };
  return { root, error };
}

/** The faction a datasheet belongs to: its catalogue's, or for a library's entry its "Faction: X" category. */
export function factionOf(r: Root, root: Node): string {
  return !r.catalogue.library
    ? shortName(r.catalogue.name)
    : stripMarkup(root.categories.find((c) => /^faction:/i.test(c.name))?.name.replace(/^faction:\s*/i, '') ?? shortName(r.catalogue.name));
}

/**
 * Root links of the chosen catalogues whose datasheet is in none of the folder's files (the Aeldari
 * catalogue's units live in the Aeldari Library): by name, with the catalogues linked to but absent.
 */
export function unreachableRoots(library: Library, catalogues: readonly Doc[]): { name: string; missing: string[] }[] {
  return catalogues.flatMap((catalogue) => {
    const missing = kids(catalogue.root, 'catalogueLinks', 'catalogueLink')
      .filter((l) => !library.doc(String(l.targetId)))
      .map((l) => String(l.name ?? l.targetId));
    return kids(catalogue.root, 'entryLinks', 'entryLink')
      .filter((l) => l.type === 'selectionEntry' && !library.resolve(String(l.targetId), catalogue))
      .map((l) => ({ name: stripMarkup(String(l.name ?? l.targetId)), missing }));
  });
}

/**
 * `read` each datasheet in turn: one the importer does not understand (SkipUnit, an input error,
 * anything thrown) is skipped with the reason, not the whole import; `progress` hears of each.
 */
export function readEach<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  read: (item: T) => void,
  skip: (skipped: { unit: string; reason: string }) => void,
  progress?: (done: number, total: number) => void,
): void {
  items.forEach((item, i) => {
    try {
      read(item);
    } catch (e) {
      const known = e instanceof SkipUnit || e instanceof InputError;
      skip({ unit: nameOf(item), reason: known ? e.message : `cannot be read (${(e as Error).message})` });
    } finally {
      progress?.(i + 1, items.length);
    }
  });
}
