/**
 * What `validate` does for every ruleset's files (issue 14 section 4: nothing here imports an engine):
 * the files named, each file's problems, names or aliases two files of a group both use.
 */
import { statSync } from 'node:fs';
import { lookupKey } from '../rules/names.js';
import { eleventhFiles, legacyFiles, refuseMisplacedUnit, yamlFiles } from './data-files.js';
import { InputError } from './errors.js';
import { byPosition, fieldName, position, type Path } from './positions.js';
import { MAX_YAML_BYTES, readUserText } from './read-file.js';
import { readYamlDocument } from './yaml-document.js';

export interface FileReport {
  readonly file: string;
  readonly ok: boolean;
  /** One line per problem: `file:line:col field.path: message`. */
  readonly errors: readonly string[];
}

/**
 * The files to check, in groups: a name or alias may appear only once per group (a `--data`
 * folder may override a bundled unit, so the default check makes one group per folder).
 */
export type Groups = readonly (readonly string[])[];

// In its own module so the unit registry (name-sources.ts) can use it without loading zod and yaml.
export { shown } from './shown-path.js';

/**
 * Expand FILES and DIRS (folders: their YAML files, recursively; a file named explicitly is checked
 * whatever its extension). A path that cannot be read becomes a report of its own.
 */
export function expand(paths: readonly string[]): { files: string[]; unreadable: FileReport[] } {
  const files: string[] = [];
  const unreadable: FileReport[] = [];
  for (const path of paths) {
    try {
      if (statSync(path).isDirectory()) files.push(...yamlFiles(path), ...legacyFiles(path), ...eleventhFiles(path));
      else files.push(path);
    } catch (e) {
      const why = e instanceof InputError ? e.message.replace(/^--data /, '') : `${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
      unreadable.push({ file: path, ok: false, errors: [why] });
    }
  }
  return { files: [...new Set(files)], unreadable };
}

/** The files `paths` name (folders: their YAML files), one group; those that cannot be read, reports of their own. */
export function namedFiles(paths: readonly string[]): { groups: Groups; unreadable: FileReport[] } {
  const { files, unreadable } = expand(paths);
  return { groups: [files], unreadable };
}

/**
 * A --data folder's files, checked by default: as expand's, but a legacy or 11th-edition unit file outside the
 * folder's legacy/ or eleventh/ folder is a report of its own, the message calc and list give for it (data-files.ts).
 */
export function dataFolderFiles(dir: string): { files: string[]; unreadable: FileReport[] } {
  const found = expand([dir]);
  const placed = new Set([...legacyFiles(dir), ...eleventhFiles(dir)]);
  const misplaced = found.files.flatMap((file) => {
    const errors = placed.has(file) ? [] : problemsOf(() => refuseMisplacedUnit(dir, file));
    return errors.length ? [{ file, ok: false, errors }] : [];
  });
  const files = found.files.filter((f) => !misplaced.some((m) => m.file === f));
  return { files, unreadable: [...found.unreadable, ...misplaced] };
}

/** InputError's lines, or none: the problems one file reports. */
export function problemsOf(check: () => unknown): string[] {
  try {
    check();
    return [];
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return e.message.split('\n').filter(Boolean);
  }
}

export interface Named {
  readonly file: string;
  readonly name: string;
  readonly path: Path;
  readonly at: string;
  /** Where a clash is reported: the errors of `file`. */
  readonly errors: string[];
}

/**
 * The unit name and aliases a file declares, read from the YAML itself so that a file with other
 * problems still takes part in the duplicate check.
 */
export function names(file: string, errors: string[]): Named[] {
  try {
    // Throws on a file the loader refused too (too deep, bad syntax): its errors are reported already.
    const { doc, lines } = readYamlDocument(readUserText(file, MAX_YAML_BYTES), file);
    const js = doc.toJS({ maxAliasCount: 100 }) as { name?: unknown; aliases?: unknown } | null;
    if (!js || typeof js !== 'object') return [];
    const found: [unknown, Path][] = [[js.name, ['name']]];
    if (Array.isArray(js.aliases)) js.aliases.forEach((a, i) => found.push([a, ['aliases', i]]));
    return found
      .filter((f): f is [string, Path] => typeof f[0] === 'string' && f[0].trim() !== '')
      .map(([name, path]) => ({ file, name, path, at: position(doc, lines, path, file), errors }));
  } catch {
    return [];
  }
}

/** A name or alias that two files use (in any case or punctuation): reported on the later file, at the name. */
export function duplicates(named: readonly Named[]): void {
  const owner = new Map<string, Named>();
  for (const n of named) {
    const k = lookupKey(n.name);
    const first = owner.get(k);
    if (!first) owner.set(k, n);
    else if (first.file !== n.file) {
      const as = first.name === n.name ? '' : ` (as "${first.name}")`;
      n.errors.push(`${n.at} ${fieldName(n.path)}: name "${n.name}" is also used by ${first.at}${as}`);
    }
  }
}

/** Each file of each group checked by `load` (one ruleset's unit files), with the names two files share. */
export function checkUnitGroups(groups: Groups, load: (file: string) => unknown, extra: readonly FileReport[] = []): FileReport[] {
  const reports: FileReport[] = [...extra];
  for (const group of groups) {
    const named: Named[] = [];
    for (const file of group) {
      const errors = problemsOf(() => load(file));
      named.push(...names(file, errors));
      reports.push({ file, ok: true, errors });
    }
    duplicates(named);
  }
  return reports.map((r) => ({ ...r, ok: r.errors.length === 0, errors: byPosition(r.file, [...r.errors]) }));
}
