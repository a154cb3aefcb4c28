/**
 * `wh40k validate`: check unit files and report every problem of every file at once, each as
 * `file:line:col field.path: message` (the loader's own messages), plus names or aliases that two
 * files both use.
 */
import { statSync } from 'node:fs';
import { sep } from 'node:path';
import { isMap, isScalar, isSeq } from 'yaml';
import { usePlayerEffects } from '../rules/tenth/effects/index.js';
import { lookupKey } from '../rules/names.js';
import { crossEffectProblems, effectFileShape, parseEffectFile, type PlayerEffect } from './effect-file.js';
import { InputError } from './errors.js';
import { loadUnitFile } from './load.js';
import { byPosition, fieldName, position, type Path } from './positions.js';
import { MAX_YAML_BYTES, readUserText } from './read-file.js';
import { EFFECTS_FOLDER, legacyFiles, yamlFiles } from './registry.js';
import { isLegacyFile, loadLegacyUnitFile } from './legacy-load.js';
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
      if (statSync(path).isDirectory()) files.push(...yamlFiles(path), ...legacyFiles(path));
      else files.push(path);
    } catch (e) {
      const why = e instanceof InputError ? e.message.replace(/^--data /, '') : `${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
      unreadable.push({ file: path, ok: false, errors: [why] });
    }
  }
  return { files: [...new Set(files)], unreadable };
}

/** InputError's lines, or none: the problems one file reports. */
function problemsOf(check: () => unknown): string[] {
  try {
    check();
    return [];
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return e.message.split('\n').filter(Boolean);
  }
}

/**
 * Check every file of every group; reports in the order the files were given. A group's effect files
 * come first and stay in play for the later groups, as they do for `calc` (a unit may carry one).
 */
export function validateGroups(groups: Groups, extra: readonly FileReport[] = []): FileReport[] {
  const reports: FileReport[] = [...extra];
  const effects: PlayerEffect[] = [];
  for (const group of groups) {
    const effectFiles = group.filter(isEffectFile);
    const ofFile = new Map(effectFiles.map((file) => [file, problemsOf(() => effects.push(...parseEffectFile(readUserText(file, MAX_YAML_BYTES), file)))]));
    for (const problem of crossEffectProblems(effects)) {
      const file = effectFiles.find((f) => problem.startsWith(`${f}:`));
      if (file) ofFile.get(file)!.push(problem);
    }
    usePlayerEffects(effects.map((p) => p.effect));
    // Legacy units (issue 14) have a schema and names of their own: a legacy Rhino is no clash with a 10th-edition one.
    const named: Named[] = [];
    const namedLegacy: Named[] = [];
    for (const file of group) {
      const legacy = !ofFile.has(file) && isLegacyFile(file);
      const errors = ofFile.get(file) ?? problemsOf(() => (legacy ? loadLegacyUnitFile(file) : loadUnitFile(file)));
      if (!ofFile.has(file)) (legacy ? namedLegacy : named).push(...names(file, errors));
      reports.push({ file, ok: true, errors });
    }
    duplicates(named);
    duplicates(namedLegacy);
  }
  return reports.map((r) => ({ ...r, ok: r.errors.length === 0, errors: byPosition(r.file, [...r.errors]) }));
}

/**
 * An effect file (README 'Your own effects'): one in an effects/ folder, or one whose top level is a
 * list (of effects), a map with an `id` (units have none) or a map with the one key `effects`.
 * Anything else is checked as a unit file.
 */
export function isEffectFile(file: string): boolean {
  if (file.split(sep).slice(0, -1).includes(EFFECTS_FOLDER)) return true;
  try {
    const top = readYamlDocument(readUserText(file, MAX_YAML_BYTES), file).doc.contents;
    const shape = effectFileShape(top);
    return isSeq(top) || shape === 'single' || (shape === 'wrapped' && isMap(top) && top.items.length === 1 && isScalar(top.items[0].key) && top.items[0].key.value === 'effects');
  } catch {
    return false;
  }
}

interface Named {
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
function names(file: string, errors: string[]): Named[] {
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
function duplicates(named: readonly Named[]): void {
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

/** "N files OK" or "N files, M with errors". */
export function summary(reports: readonly FileReport[]): string {
  const bad = reports.filter((r) => !r.ok).length;
  const files = `${reports.length} file${reports.length === 1 ? '' : 's'}`;
  return bad ? `${files}, ${bad} with errors` : `${files} OK`;
}
