/**
 * 11th edition's bundled units as JSON, written at build time (compile-data.ts), as 10th edition's are
 * (rules/tenth/profiles/registry.ts readCompiled): a calc then loads neither the YAML parser nor zod, which with the
 * parsing of every bundled unit file cost a cold 11th-edition calc 170 of its 245 ms (issue 30 section 3). The JSON
 * carries a fingerprint of the files; where they may change (a checkout, WH40K_DEV) and did, they are parsed instead.
 */
import { filesFingerprint, readCompiledUnits } from '../../../profiles/compiled-units.js';
import { BUNDLED_DATA, COMPILED_DATA_11TH, eleventhFiles } from '../../../profiles/data-files.js';
import type { EleventhUnit } from './load.js';

export interface CompiledEleventh {
  readonly fingerprint: string;
  /** Units with `file` relative to the data folder. */
  readonly units: readonly EleventhUnit[];
}

/** The 11th-edition files of a data folder by path, size and modification time: any change makes another. */
export function fingerprintEleventh(dir: string): string {
  return filesFingerprint(dir, eleventhFiles(dir));
}

/** The bundled units from the compiled JSON, when it is there and current; else undefined (the files are parsed). */
export function readCompiledEleventh(dir = BUNDLED_DATA, file = COMPILED_DATA_11TH, env = process.env): EleventhUnit[] | undefined {
  return readCompiledUnits<EleventhUnit>(dir, file, fingerprintEleventh, env);
}

/** The 11th-edition units: the bundled ones (compiled where current), then each --data folder's eleventh/ folder's. */
export async function loadEleventhUnits(extraDirs: readonly string[]): Promise<EleventhUnit[] & { readonly notes: readonly string[] }> {
  const compiled = readCompiledEleventh();
  if (compiled && extraDirs.length === 0) return Object.assign(compiled, { notes: [] as string[] });
  return (await import('./load.js')).loadUnits(extraDirs, BUNDLED_DATA, compiled);
}
