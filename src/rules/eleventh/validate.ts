/**
 * `wh40k validate` of 11th-edition files (issue 28): unit files checked by their schema (profiles/), a name
 * used once a group, and scenario files (a top-level `matchups:`) read as `run` reads them, every unit they
 * name looked up; each problem as `file:line:col field: message`.
 */
import { BUNDLED_DATA, eleventhFiles } from '../../profiles/data-files.js';
import { InputError } from '../../profiles/errors.js';
import { MAX_YAML_BYTES, readUserText } from '../../profiles/read-file.js';
import { checkUnitGroups, dataFolderFiles, namedFiles, shown, type FileReport, type Groups } from '../../profiles/validate-files.js';
import type { OtherRulesetNames } from './matchup.js';
import { loadUnitFile, loadUnits } from './profiles/load.js';
import { eleventhScenario } from './scenario.js';

function isScenarioFile(file: string): boolean {
  try {
    return /^matchups\s*:/m.test(readUserText(file, MAX_YAML_BYTES));
  } catch {
    return false;
  }
}

/** The files `validate` checks: those `paths` name, else the bundled data's eleventh/ units and each --data folder's, a group each. */
export function eleventhValidationFiles(paths: readonly string[], dataDirs: readonly string[]): { groups: Groups; unreadable: FileReport[] } {
  if (paths.length) return namedFiles(paths);
  const unreadable: FileReport[] = [];
  const groups = [eleventhFiles(BUNDLED_DATA).map((f) => shown(f))];
  for (const dir of dataDirs) {
    const found = dataFolderFiles(dir);
    const own = new Set(eleventhFiles(dir));
    groups.push(found.files.filter((f) => own.has(f)));
    unreadable.push(...found.unreadable);
  }
  return { groups, unreadable };
}

/** The reports of the files of `groups`, in their order; a scenario's units are looked up among the bundled data's and `dataDirs`'. */
export async function eleventhValidate(groups: Groups, dataDirs: readonly string[], otherNames: OtherRulesetNames): Promise<FileReport[]> {
  const scenarios = new Set(groups.flat().filter(isScenarioFile));
  const unitReports = checkUnitGroups(groups.map((g) => g.filter((f) => !scenarios.has(f))), loadUnitFile);
  const reports: FileReport[] = [];
  for (const file of groups.flat()) {
    if (!scenarios.has(file)) {
      reports.push(unitReports.shift()!);
      continue;
    }
    let errors: string[];
    try {
      const units = loadUnits(dataDirs);
      await eleventhScenario(file, units, otherNames);
      errors = [];
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      errors = e.message.split('\n').filter(Boolean);
    }
    reports.push({ file, ok: errors.length === 0, errors });
  }
  return reports;
}
