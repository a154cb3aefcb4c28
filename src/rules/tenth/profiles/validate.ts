/**
 * `wh40k validate`: check unit files and report every problem of every file at once, each as
 * `file:line:col field.path: message` (the loader's own messages), plus names or aliases that two
 * files both use.
 */
import { sep } from 'node:path';
import { isMap, isScalar, isSeq } from 'yaml';
import { usePlayerEffects } from '../effects/index.js';
import { crossEffectProblems, effectFileShape, parseEffectFile, type PlayerEffect } from './effect-file.js';
import { loadUnitFile } from './load.js';
import { byPosition } from '../../../profiles/positions.js';
import { MAX_YAML_BYTES, readUserText } from '../../../profiles/read-file.js';
import { BUNDLED_DATA, EFFECTS_FOLDER, legacyFiles, yamlFiles } from './registry.js';
import { dataFolderFiles, duplicates, namedFiles, names, problemsOf, shown, type FileReport, type Groups, type Named } from '../../../profiles/validate-files.js';
export { dataFolderFiles, expand, shown, type FileReport, type Groups } from '../../../profiles/validate-files.js';
import { readYamlDocument } from '../../../profiles/yaml-document.js';

/**
 * The files `wh40k validate` checks: those `paths` name, else the bundled data (its legacy/ folder's files
 * too, which validate hands to their own ruleset) and each --data folder, a group each (a --data unit may
 * replace a bundled one of the same name). Each --effects file comes first, a group of its own: a unit
 * may carry one of their effects (a file both named and given to --effects is checked once, as named).
 */
export function validationFiles(paths: readonly string[], dataDirs: readonly string[], effectPaths: readonly string[]): { groups: Groups; unreadable: FileReport[] } {
  const named = namedFiles(paths);
  const effects = effectPaths.map(dataFolderFiles);
  const unreadable = effects.flatMap((found) => found.unreadable);
  if (paths.length) return { groups: [...effects.map((found) => found.files.filter((f) => !named.groups[0].includes(f))), ...named.groups], unreadable: [...unreadable, ...named.unreadable] };
  const groups = [[...yamlFiles(BUNDLED_DATA), ...legacyFiles(BUNDLED_DATA)].map((f) => shown(f)), ...effects.map((found) => found.files)];
  for (const dir of dataDirs) {
    const found = dataFolderFiles(dir);
    groups.push(found.files);
    unreadable.push(...found.unreadable);
  }
  return { groups, unreadable };
}

/**
 * Check every file of every group (10th edition's unit and effect files); reports in the order the files
 * were given. A group's effect files come first and stay in play for the later groups, as they do for
 * `calc` (a unit may carry one).
 */
export function validateGroups(groups: Groups, extra: readonly FileReport[] = [], scenarioProblems?: (file: string) => string[]): FileReport[] {
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
    const named: Named[] = [];
    for (const file of group) {
      // A scenario file (matchups:, turn:, need:) is checked as one, its units found among the data's (issue 29 section 3).
      const scenario = !ofFile.has(file) && scenarioProblems !== undefined && isScenarioFile(file);
      const errors = ofFile.get(file) ?? (scenario ? scenarioProblems(file) : problemsOf(() => loadUnitFile(file)));
      if (!ofFile.has(file) && !scenario) named.push(...names(file, errors));
      reports.push({ file, ok: true, errors });
    }
    duplicates(named);
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

/** A scenario file (README 'Scenario files'): its top level is a map with matchups, turn or need (a unit file has none). */
export function isScenarioFile(file: string): boolean {
  try {
    const top = readYamlDocument(readUserText(file, MAX_YAML_BYTES), file).doc.contents;
    return isMap(top) && top.items.some((i) => isScalar(i.key) && ['matchups', 'turn', 'need'].includes(String(i.key.value)));
  } catch {
    return false;
  }
}
