import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { closest } from '../../../profiles/closest-names.js';
import { lookupKey } from '../../names.js';
import { attach } from '../selection.js';
import type { Unit } from '../types.js';
import { InputError, UnknownUnitError } from '../../../profiles/errors.js';
import { mergeUnits, sourceNotes, unitsNamed } from './name-sources.js';
import { filesFingerprint, readCompiledUnits } from '../../../profiles/compiled-units.js';
import { BUNDLED_DATA, COMPILED_DATA, refuseMisplacedUnit, yamlFiles } from '../../../profiles/data-files.js';
import { looksTyped } from '../../../profiles/typed-profile.js';
import { whole } from '../../../profiles/bsdata/lazy-items.js';

export { BUNDLED_DATA, COMPILED_DATA, LEGACY_FOLDER, legacyFiles, yamlFiles } from '../../../profiles/data-files.js';

/** A `--data` folder's folder of effect files (README 'Your own effects'): its YAML files are effects, not units. */
export const EFFECTS_FOLDER = 'effects';

/** A data folder's unit files: its YAML files but those of its effects/ folder. */
export function unitFiles(dir: string): string[] {
  const effects = join(dir, EFFECTS_FOLDER) + sep;
  return yamlFiles(dir).filter((f) => !f.startsWith(effects));
}

/** The player's effect files: each data folder's effects/ (where there is one), then each --effects file or folder. */
export function effectFiles(dataDirs: readonly string[], paths: readonly string[]): string[] {
  const isFolder = (p: string) => {
    try {
      return statSync(p).isDirectory();
    } catch {
      return false;
    }
  };
  const missing = paths.find((p) => !existsSync(p));
  if (missing !== undefined) throw new InputError(`--effects ${missing}: no such file or folder`);
  const inData = dataDirs.map((d) => join(d, EFFECTS_FOLDER)).filter(isFolder);
  const files = [...inData.flatMap((d) => yamlFiles(d)), ...paths.flatMap((p) => (isFolder(p) ? yamlFiles(p) : [p]))];
  // A file named twice (by --effects and in a data folder's effects/) is read once.
  return files.filter((f, i) => files.findIndex((g) => resolve(g) === resolve(f)) === i);
}

export const key = lookupKey;

export interface Roster {
  readonly units: readonly Unit[];
  find(name: string): Unit;
  /** What the lookups so far chose where sources overlap (name-sources.ts), once each, for notes. */
  readonly notes: readonly string[];
}

/** What the compiled file was built from: a changed, added or removed YAML file makes it stale. */
export function fingerprint(dir: string): string {
  return filesFingerprint(dir, unitFiles(dir));
}

export interface CompiledData {
  readonly fingerprint: string;
  /** Units with `file` relative to the data folder. */
  readonly units: Unit[];
}

function readCompiled(dir: string, env = process.env): Unit[] | undefined {
  return readCompiledUnits<Unit>(dir, COMPILED_DATA, fingerprint, env);
}

/** A unit file of a --data folder that could not be read: its unit's name where the file gives one, and every problem. */
export interface BrokenFile {
  readonly file: string;
  readonly name?: string;
  readonly problems: readonly string[];
}

/**
 * Parse and validate every YAML file of a folder (loads the YAML parser and zod on demand). With `broken` (a --data
 * folder's), a file that cannot be read is left out and kept there with all its problems (issue 29 section 3: the
 * other units still work); without it (the bundled data) it is an error.
 */
export async function parseFolder(dir: string, broken?: BrokenFile[]): Promise<Unit[]> {
  const { loadUnitFile } = await import('./load.js');
  const units: Unit[] = [];
  const names = new Map<string, string>();
  for (const file of unitFiles(dir)) {
    let unit: Unit;
    try {
      unit = loadUnitFile(file);
    } catch (e) {
      // Only a file that failed is read again, for a `ruleset: legacy` line (issue 14).
      refuseMisplacedUnit(dir, file);
      if (!broken || !(e instanceof InputError)) throw e;
      broken.push({ file, name: await nameIn(file), problems: e.message.split('\n').filter(Boolean) });
      continue;
    }
    for (const name of [unit.name, ...unit.aliases]) {
      const clash = names.get(key(name));
      if (clash && clash !== file) throw new InputError(`${file}: name "${name}" is also used by ${clash}`);
      names.set(key(name), file);
    }
    units.push(unit);
  }
  return units;
}

/**
 * The bundled data (compiled when fresh, else parsed), then each `--data` folder in order; a later
 * unit with the same name replaces an earlier one.
 */
export async function loadRoster(
  extraDirs: readonly string[] = [],
  bundled = BUNDLED_DATA,
  /** Units from elsewhere (an imported catalogue, a roster): they win over files of the same name. */
  extraUnits: readonly Unit[] = [],
): Promise<Roster> {
  const folders = [readCompiled(bundled) ?? (await parseFolder(bundled))];
  const broken: BrokenFile[] = [];
  for (const dir of extraDirs) folders.push(await parseFolder(dir, broken));
  folders.push([...extraUnits]);
  const merged = mergeUnits(folders);
  // Each file that could not be read, with every problem: the units of the others work (issue 29 section 3).
  const notes: string[] = broken.map((b) => `${b.file} could not be read${b.name ? ` (${b.name})` : ''}: its unit is left out (\`wh40k validate\` checks it):\n  ${b.problems.join('\n  ')}`);
  // The roster never changes: each name is looked up (and its notes made) once; a compare or a sweep asks again and again.
  const found = new Map<string, Unit>();
  const find = (name: string) => {
    const known = found.get(name);
    if (known) return known;
    const hurt = broken.find((b) => b.name !== undefined && key(b.name) === key(name));
    if (hurt && !unitsNamed(merged.units, name).length) {
      throw new InputError(`"${name}" is the unit of ${hurt.file}, which could not be read:\n${hurt.problems.join('\n')}`);
    }
    const listed = findUnit(merged.units, name);
    for (const note of sourceNotes(merged, bundled, name, listed)) if (!notes.includes(note)) notes.push(note);
    // An imported unit read lazily (profiles/bsdata/lazy-items.ts) is used as a plain object of its fields.
    const unit = whole(listed);
    found.set(name, unit);
    return unit;
  };
  return { units: merged.units, find, notes };
}

/**
 * The `name:` a unit file gives, read as plain YAML (the file failed its schema), if any: the parser loaded only then,
 * through the project's own module (the CLI bundle cannot import() a package: bin/load-cli.js).
 */
async function nameIn(file: string): Promise<string | undefined> {
  try {
    const [{ readYamlDocument }, { MAX_YAML_BYTES, readUserText }] = await Promise.all([import('../../../profiles/yaml-document.js'), import('../../../profiles/read-file.js')]);
    // As the loader reads it: a FIFO or device is refused, never waited on (tests/cli/limits.test.ts).
    const name = (readYamlDocument(readUserText(file, MAX_YAML_BYTES), file).doc.toJS() as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The maker of typed units (./typed.ts), once loaded: it loads the unit files' loader, zod and YAML, which cost a cold
 * calc of named units 50 ms (issue 30 section 3). A lookup of typed words before it is loaded throws TypedUnitsNotLoaded,
 * which withTypedUnits catches: it loads the maker and runs its work again.
 */
let makeTyped: ((text: string) => Unit) | undefined;

class TypedUnitsNotLoaded extends Error {}

function typedUnit(text: string): Unit {
  if (!makeTyped) throw new TypedUnitsNotLoaded(`"${text}": typed units are not loaded (run this lookup through withTypedUnits)`);
  return makeTyped(text);
}

/** Typed words are made into units from now on (the library loads the maker at once: src/index.ts). */
export function useTypedUnits(maker: (text: string) => Unit): void {
  makeTyped = maker;
}

/**
 * `work`, which finds units by name: when a name is typed words, it runs again once their maker is loaded. Work that
 * finds its units before it does anything else, as every lookup of a command's names here does, can run twice.
 */
export async function withTypedUnits<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof TypedUnitsNotLoaded)) throw e;
    useTypedUnits((await import('./typed.js')).typedUnit);
    return work();
  }
}

/** The unit of this name or alias, if any: later units (user data) win over bundled ones on aliases too. */
function named(units: readonly Unit[], name: string): Unit | undefined {
  return unitsNamed(units, name).at(-1);
}

export function findUnit(units: readonly Unit[], name: string): Unit {
  const found = named(units, name);
  if (found) return found;
  // Issue 29: words that hold a stat ("10x A2 BS3+"), and name no unit ("bench w24" does), are a typed unit.
  if (looksTyped(name)) return typedUnit(name);
  throw new UnknownUnitError(name, `unknown unit "${name}"${closest(units, name)}`);
}

export { closest };

/** `intercessors+lieutenant`: a Bodyguard unit with its Leaders (003 'Attached Units'). */
export function resolveUnit(roster: Roster, text: string, moreLeaders: readonly string[] = []): Unit {
  // Issue 29: a unit typed on the command line ("10x A2 BS3+ S4 AP-1 D1"), whose "+" are its stats'.
  if (looksTyped(text) && !named(roster.units, text)) {
    const typed = typedUnit(text);
    return moreLeaders.length ? attachOnce(typed, moreLeaders.map((n) => roster.find(n))) : typed;
  }
  const parts = text.split('+').map((n) => n.trim());
  if (parts.includes('')) {
    throw new InputError(parts.length > 1 ? `"${text}": expected TARGET+LEADER, a unit name on each side of "+"` : 'expected a unit name, got ""');
  }
  const leaders = [...parts.slice(1), ...moreLeaders.map((n) => n.trim()).filter(Boolean)];
  const unit = roster.find(parts[0]);
  return leaders.length ? attachOnce(unit, leaders.map((n) => roster.find(n))) : unit;
}

/** Attached units made so far, by Bodyguard unit: units are immutable, and a sweep asks for the same ones again and again (issue 13). */
const attachedTo = new WeakMap<Unit, readonly { readonly leaders: readonly Unit[]; readonly unit: Unit }[]>();

function attachOnce(bodyguard: Unit, leaders: readonly Unit[]): Unit {
  const made = attachedTo.get(bodyguard) ?? [];
  const same = made.find((m) => m.leaders.length === leaders.length && m.leaders.every((l, i) => l === leaders[i]));
  if (same) return same.unit;
  const unit = attach(bodyguard, leaders);
  attachedTo.set(bodyguard, [...made, { leaders, unit }]);
  return unit;
}
