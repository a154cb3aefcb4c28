/**
 * Where unit files are found (issue 14): the bundled data folder, a folder's YAML files and its legacy/
 * folder. Its own module, which knows no ruleset's rules, so that the legacy ruleset's loader reaches
 * nothing of the 10th-edition engine (registry.ts, which resolves 10th-edition units, re-exports it).
 */
import { existsSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError } from './errors.js';
import { MAX_YAML_BYTES, readUserText } from './read-file.js';

/** The data bundled with the package: `data/` at the project root. */
export const BUNDLED_DATA = fileURLToPath(new URL('../../data', import.meta.url));
/**
 * The bundled data, validated and compiled to JSON at build time (rules/tenth/profiles/compile-data.ts). Found
 * from this module, as BUNDLED_DATA is: it sits as deep under dist/ as the CLI's bundle (dist/bundle/cli.cjs).
 */
export const COMPILED_DATA = fileURLToPath(new URL('../bundled-units.json', import.meta.url));
/** 11th edition's bundled units as JSON (rules/eleventh/profiles/compiled.ts), beside 10th edition's. */
export const COMPILED_DATA_11TH = fileURLToPath(new URL('../bundled-units-11th.json', import.meta.url));
/** The legacy ruleset's bundled units as JSON (rules/legacy/compiled.ts). */
export const COMPILED_DATA_LEGACY = fileURLToPath(new URL('../bundled-units-legacy.json', import.meta.url));
/**
 * The YAML files of a folder, recursively; `seen`: real paths of folders read so far (a link back to
 * one is not followed again). The folder's own legacy/ and eleventh/ folders are left out: they hold units
 * of another ruleset (issues 14 and 28), which that ruleset's loader reads with its own schema
 * (legacyFiles, eleventhFiles).
 */
export function yamlFiles(dir: string, seen = new Set<string>(), top = true): string[] {
  let entries: Dirent[];
  try {
    if (!statSync(dir).isDirectory()) throw new InputError(`--data ${dir}: not a directory`);
    // The system call (one), not the JS walk of every path component (a cold start lists the bundled folder).
    const real = realpathSync.native(dir);
    if (seen.has(real)) return [];
    seen.add(real);
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`--data ${dir}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    let isDirectory: boolean;
    try {
      // Only a link needs a stat to say what it leads to (a start lists every bundled file: issue 13).
      isDirectory = entry.isSymbolicLink() ? statSync(path).isDirectory() : entry.isDirectory();
    } catch (e) {
      throw new InputError(`${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    if (isDirectory) return top && OTHER_RULESET_FOLDERS.includes(entry.name) ? [] : yamlFiles(path, seen, false);
    return /\.ya?ml$/i.test(entry.name) ? [path] : [];
  });
}

/** A data folder's folder of legacy units (issue 14): yamlFiles leaves it out, legacy-load.ts reads it. */
export const LEGACY_FOLDER = 'legacy';
/** A data folder's folder of 11th-edition units (issue 28): yamlFiles leaves it out, rules/eleventh/profiles/load.ts reads it. */
export const ELEVENTH_FOLDER = 'eleventh';
const OTHER_RULESET_FOLDERS: readonly string[] = [LEGACY_FOLDER, ELEVENTH_FOLDER];

/** The folder of a data folder that holds a ruleset's units, where it is not the ruleset's name. */
const FOLDER_OF_RULESET: Readonly<Record<string, string>> = { '11th': ELEVENTH_FOLDER };

/** The YAML files of a data folder's legacy/ folder, if it has one. */
export function legacyFiles(dir: string): string[] {
  return filesIn(join(dir, LEGACY_FOLDER));
}

/** The YAML files of a data folder's eleventh/ folder, if it has one. */
export function eleventhFiles(dir: string): string[] {
  return filesIn(join(dir, ELEVENTH_FOLDER));
}

const filesIn = (folder: string) => (existsSync(folder) ? yamlFiles(folder) : []);

/** A top-level `ruleset: NAME` line (`name` a pattern), of a unit or scenario file. */
const rulesetLine = (name: string) => (line: string) => new RegExp(`^ruleset:\\s*["']?${name}["']?\\s*(#.*)?$`).test(line.trimEnd());

/** A top-level `ruleset: legacy` line, of a legacy unit or scenario file (issue 14). */
export const isLegacyRulesetLine = rulesetLine('legacy');

/** The unit files of another ruleset that a data folder's own files must not be, and where each goes. */
const MISPLACED = [
  { line: isLegacyRulesetLine, folder: LEGACY_FOLDER, file: 'a legacy unit file', reads: '`wh40k --ruleset legacy` reads legacy units' },
  { line: rulesetLine('11th'), folder: ELEVENTH_FOLDER, file: 'an 11th-edition unit file', reads: '`wh40k --ruleset 11th` reads 11th-edition units' },
] as const;

/**
 * A legacy or 11th-edition unit file among a data folder's own files, not in its legacy/ or eleventh/ folder:
 * 10th edition's loader would list its fields as unknown and the other ruleset's would never read it, so
 * both say where it goes. A file that cannot be read is left to the loader's own message.
 */
export function refuseMisplacedUnit(dataDir: string, file: string): void {
  let text: string;
  try {
    text = readUserText(file, MAX_YAML_BYTES);
  } catch {
    return;
  }
  const lines = text.split('\n');
  // A scenario file (its matchups: list) is no unit file: `--ruleset legacy run` reads it from wherever it is.
  if (lines.some((line) => /^matchups\s*:/.test(line))) return;
  for (const m of MISPLACED) {
    const at = lines.findIndex(m.line);
    if (at >= 0) throw new InputError(`${file}:${at + 1}:1 ruleset: ${m.file} goes in its data folder's ${m.folder}/ folder (${join(dataDir, m.folder)}), where ${m.reads}; the folder's other files are 10th edition's`);
  }
}

/** The ruleset a top-level `ruleset: NAME` line names, if the line is one. */
const rulesetLineName = (line: string) => /^ruleset:\s*["']?([^"'#\s]+)["']?\s*(#.*)?$/.exec(line.trimEnd())?.[1];

/**
 * The ruleset a file says it is of, one of `names` (issue 14): a folder of its path named after one (a
 * data folder's legacy/ folder; 11th edition's is eleventh/), else its top-level `ruleset:` line. Read as every user file is
 * (readUserText: no device, pipe or huge file); one it refuses says nothing, and its loader reports why.
 */
export function rulesetOfFile(file: string, names: readonly string[]): string | undefined {
  const folders = file.split(sep).slice(0, -1);
  const folder = names.find((n) => folders.includes(FOLDER_OF_RULESET[n] ?? n));
  if (folder !== undefined) return folder;
  try {
    return readUserText(file, MAX_YAML_BYTES).split('\n').map(rulesetLineName).find((n) => n !== undefined);
  } catch {
    return undefined;
  }
}

/**
 * A scenario file of another ruleset given to this one's `run` (or `report`): an input error at its `ruleset:`
 * line that says how to run it. `own`: this ruleset's name (its files may say it, or say nothing).
 */
export function refuseOtherRulesetScenario(file: string, own: string, command = `run ${file}`): void {
  const lines = readUserText(file, MAX_YAML_BYTES).split('\n');
  const at = lines.findIndex((line) => rulesetLineName(line) !== undefined);
  const name = at >= 0 ? rulesetLineName(lines[at]) : undefined;
  if (name !== undefined && name !== own) throw new InputError(`${file}:${at + 1}:1 ruleset: this is a ${name} scenario file (ruleset: ${name}): run it with wh40k --ruleset ${name} ${command}`);
}
