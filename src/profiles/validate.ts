/**
 * `wh40k validate`: check unit files and report every problem of every file at once, each as
 * `file:line:col field.path: message` (the loader's own messages), plus names or aliases that two
 * files both use.
 */
import { sep } from 'node:path';
import { isMap, isScalar, isSeq } from 'yaml';
import { usePlayerEffects } from '../rules/tenth/effects/index.js';
import { crossEffectProblems, effectFileShape, parseEffectFile, type PlayerEffect } from './effect-file.js';
import { loadUnitFile } from './load.js';
import { byPosition } from './positions.js';
import { MAX_YAML_BYTES, readUserText } from './read-file.js';
import { EFFECTS_FOLDER } from './registry.js';
import { duplicates, names, problemsOf, type FileReport, type Groups, type Named } from './validate-files.js';
export { dataFolderFiles, expand, shown, type FileReport, type Groups } from './validate-files.js';
import { isLegacyFile } from './data-files.js';
import { loadLegacyUnitFile } from './legacy-load.js';
import { readYamlDocument } from './yaml-document.js';






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




