/**
 * `wh40k --ruleset legacy validate [PATHS]` (issue 14): 10th edition's validate (README 'validate') for
 * the legacy files: unit files checked by their own schema, and legacy scenario files (a top-level
 * `matchups:`) checked as `run` reads them, every unit they name looked up, each problem as
 * `file:line:col field: message`. With no paths: the legacy units of the bundled data and of each
 * --data folder, a group each (a --data unit may replace a bundled one of the same name).
 */
import { InputError } from '../profiles/errors.js';
import { byPosition } from '../profiles/positions.js';
import { MAX_YAML_BYTES, readUserText } from '../profiles/read-file.js';
import { BUNDLED_DATA, legacyFiles } from '../profiles/data-files.js';
import { loadLegacyScenario } from '../profiles/legacy-scenario.js';
import { checkUnitGroups, dataFolderFiles, expand, shown, type FileReport } from '../profiles/validate-files.js';
import { loadLegacyUnitFile } from '../profiles/legacy-load.js';
import type { LegacyUnit } from '../rules/legacy/types.js';
import { findLegacyUnit, type OtherRulesetNames } from '../rules/legacy/matchup.js';
import { calcOptions } from '../rules/legacy/matchups.js';

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

/**
 * The reports of `validate` under --ruleset legacy, in the order of the files. `units` loads the legacy
 * units scenario files name (bundled and --data); when they do not load, their files' reports say why.
 */
export async function legacyValidate(paths: readonly string[], dataDirs: readonly string[], units: () => LegacyUnit[], tenthNames: OtherRulesetNames): Promise<FileReport[]> {
  if (!paths.length) {
    const unreadable: FileReport[] = [];
    const groups = [legacyFiles(BUNDLED_DATA).map((f) => shown(f))];
    for (const dir of dataDirs) {
      const found = dataFolderFiles(dir);
      const legacy = new Set(legacyFiles(dir));
      groups.push(found.files.filter((f) => legacy.has(f)));
      unreadable.push(...found.unreadable);
    }
    return checkUnitGroups(groups, loadLegacyUnitFile, unreadable);
  }
  const { files, unreadable } = expand(paths);
  const scenarios = files.filter(isScenarioFile);
  const unitReports = checkUnitGroups([files.filter((f) => !scenarios.includes(f))], loadLegacyUnitFile, unreadable);
  let loaded: Units = { ok: true, units: [] };
  try {
    if (scenarios.length) loaded = { ok: true, units: units() };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    loaded = { ok: false, why: e.message.split('\n')[0] };
  }
  const scenarioReports: FileReport[] = [];
  for (const file of scenarios) scenarioReports.push(await scenarioReport(file, loaded, tenthNames));
  const order = (r: FileReport) => files.indexOf(r.file);
  return [...unitReports, ...scenarioReports].sort((a, b) => order(a) - order(b));
}
