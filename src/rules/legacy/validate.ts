/**
 * `wh40k validate` of the legacy files (issue 14): 10th edition's validate (README 'validate') for the
 * legacy ruleset's files: unit files checked by their own schema, and legacy scenario files (a top-level
 * `matchups:`) checked as `run` reads them, every unit they name looked up, each problem as
 * `file:line:col field: message`.
 */
import { InputError } from '../../profiles/errors.js';
import { byPosition } from '../../profiles/positions.js';
import { MAX_YAML_BYTES, readUserText } from '../../profiles/read-file.js';
import { BUNDLED_DATA, legacyFiles } from '../../profiles/data-files.js';
import { loadLegacyScenario } from './scenario.js';
import { checkUnitGroups, dataFolderFiles, namedFiles, shown, type FileReport, type Groups } from '../../profiles/validate-files.js';
import { loadLegacyUnitFile, loadLegacyUnits } from './load.js';
import type { LegacyUnit } from './types.js';
import { findLegacyUnit, type OtherRulesetNames } from './matchup.js';
import { calcOptions } from './scenario-options.js';

/** The legacy units a scenario file may name, or why they did not load (a broken unit file: its own report says more). */
type Units = { readonly ok: true; readonly units: readonly LegacyUnit[] } | { readonly ok: false; readonly why: string };

/** A scenario file, not a unit file: one with a top-level `matchups:` (a unit file has none). */
function isScenarioFile(file: string): boolean {
  try {
    return /^matchups\s*:/m.test(readUserText(file, MAX_YAML_BYTES));
  } catch {
    return false;
  }
}

/** The message of an InputError, as lines; another error is no input problem and goes on up. */
async function problems(check: () => unknown): Promise<string[]> {
  try {
    await check();
    return [];
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return e.message.split('\n').filter(Boolean);
  }
}

/** Every problem of one legacy scenario file: its shape, then each attacker and target not among `units` (or why they could not load). */
async function scenarioReport(file: string, units: Units, tenthNames: OtherRulesetNames): Promise<FileReport> {
  let scenario: ReturnType<typeof loadLegacyScenario> | undefined;
  const errors = await problems(() => (scenario = loadLegacyScenario(file)));
  if (scenario && !units.ok) errors.push(`${file}: its units cannot be looked up: ${units.why}`);
  const named = units.ok ? units.units : [];
  for (const m of units.ok ? (scenario?.matchups ?? []) : []) {
    for (const field of ['attacker', 'target'] as const) {
      // A unit defined inline was checked with the scenario's shape; a name is looked up.
      const unit = m[field];
      if (typeof unit !== 'string') continue;
      for (const p of await problems(() => findLegacyUnit(named, unit, tenthNames))) errors.push(`${m.where(field)} ${field}: ${p}`);
    }
    errors.push(...(await problems(() => calcOptions(m))));
  }
  return { file, ok: errors.length === 0, errors: byPosition(file, errors) };
}

/** The files `validate` checks: those `paths` name, else the bundled data's legacy units and each --data folder's, a group each (a --data unit may replace a bundled one of the same name). */
export function legacyValidationFiles(paths: readonly string[], dataDirs: readonly string[]): { groups: Groups; unreadable: FileReport[] } {
  if (paths.length) return namedFiles(paths);
  const unreadable: FileReport[] = [];
  const groups = [legacyFiles(BUNDLED_DATA).map((f) => shown(f))];
  for (const dir of dataDirs) {
    const found = dataFolderFiles(dir);
    const legacy = new Set(legacyFiles(dir));
    groups.push(found.files.filter((f) => legacy.has(f)));
    unreadable.push(...found.unreadable);
  }
  return { groups, unreadable };
}

/** The legacy units of the bundled data and `dataDirs`, or why they did not load. */
function unitsOf(dataDirs: readonly string[]): Units {
  try {
    return { ok: true, units: loadLegacyUnits(dataDirs) };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { ok: false, why: e.message.split('\n')[0] };
  }
}

/**
 * The reports of the legacy files of `groups`, in their order: unit files (a name used once a group) and
 * scenario files, whose units are looked up among the legacy units of the bundled data and `dataDirs`.
 */
export async function legacyValidate(groups: Groups, dataDirs: readonly string[], tenthNames: OtherRulesetNames): Promise<FileReport[]> {
  const scenarios = new Set(groups.flat().filter(isScenarioFile));
  const unitReports = checkUnitGroups(groups.map((g) => g.filter((f) => !scenarios.has(f))), loadLegacyUnitFile);
  const units = scenarios.size ? unitsOf(dataDirs) : { ok: true as const, units: [] };
  const reports: FileReport[] = [];
  for (const file of groups.flat()) reports.push(scenarios.has(file) ? await scenarioReport(file, units, tenthNames) : unitReports.shift()!);
  return reports;
}
