/**
 * The legacy ruleset's bundled units as JSON, written at build time (compile-data.ts), as 10th and 11th edition's are
 * (profiles/compiled-units.ts): a legacy calc then loads neither the YAML parser nor zod, which with the parsing of the
 * unit files cost most of a cold legacy calc (issue 30 section 3). A changed file is noticed (its fingerprint) and parsed.
 */
import { filesFingerprint, readCompiledUnits } from '../../profiles/compiled-units.js';
import { BUNDLED_DATA, COMPILED_DATA_LEGACY, legacyFiles } from '../../profiles/data-files.js';
import type { LegacyUnit } from './types.js';

/** The legacy files of a data folder by path, size and modification time: any change makes another. */
export function fingerprintLegacy(dir: string): string {
  return filesFingerprint(dir, legacyFiles(dir));
}

/** The bundled units from the compiled JSON, when it is there and current; else undefined (the files are parsed). */
export function readCompiledLegacy(dir = BUNDLED_DATA, file = COMPILED_DATA_LEGACY, env = process.env): LegacyUnit[] | undefined {
  return readCompiledUnits<LegacyUnit>(dir, file, fingerprintLegacy, env);
}

/** The legacy units: the bundled ones (compiled where current), then each --data folder's legacy/ folder's. */
export async function loadLegacyUnitsCompiled(extraDirs: readonly string[]): Promise<LegacyUnit[] & { readonly notes: readonly string[] }> {
  const compiled = readCompiledLegacy();
  if (compiled && extraDirs.length === 0) return Object.assign(compiled, { notes: [] as string[] });
  return (await import('./load.js')).loadLegacyUnits(extraDirs, BUNDLED_DATA, compiled);
}
