/**
 * What a catalogue import gives (bsdata.ts importCatalogue), and the check a cached one passes (src/profiles/bsdata/
 * cache.ts): apart from the importer, so that a start that finds its import cached loads none of it (issue 30).
 */
import type { Unit } from '../types.js';

export interface ImportWarning {
  unit: string;
  message: string;
}

export interface CatalogueImport {
  units: Unit[];
  /** What could not be mapped, per unit (`--strict` makes these errors). */
  warnings: ImportWarning[];
  /** Units not imported, with the reason; `duplicate` when another catalogue gave a datasheet of that name first. */
  skipped: { unit: string; reason: string; duplicate?: 'same values' | 'other values' }[];
  /** What was mapped with an assumption (a Torrent weapon's BS); unitToYaml writes them as comments. */
  notes?: ImportWarning[];
}

/** A cached import still has the shape of one (cache.ts rebuilds an entry that does not). */
export function isCatalogueImport(value: unknown): value is CatalogueImport {
  const v = value as Partial<CatalogueImport> | null;
  const objects = (list: unknown, check: (o: Record<string, unknown>) => boolean) =>
    Array.isArray(list) && list.every((o) => o !== null && typeof o === 'object' && check(o as Record<string, unknown>));
  const message = (w: Record<string, unknown>) => typeof w.unit === 'string';
  return typeof v === 'object' && v !== null && objects(v.units, isImportedUnit) && objects(v.warnings, message) && objects(v.skipped, message);
}

/** An imported unit still has the shape of one. */
export function isImportedUnit(value: unknown): value is Unit {
  const u = value as Record<string, unknown> | null;
  const models = u?.models;
  return (
    typeof u === 'object' && u !== null && typeof u.name === 'string' && Array.isArray(u.weapons) &&
    Array.isArray(models) && models.every((m) => m !== null && typeof m === 'object' && typeof m.count === 'number' && typeof m.stats === 'object')
  );
}

/** What a start with `--data-bsdata` keeps of an import besides its units: how many warnings `wh40k import bsdata` would list. */
export interface ImportSummary {
  readonly warnings: number;
}

export const isImportSummary = (value: unknown): value is ImportSummary => typeof (value as ImportSummary | null)?.warnings === 'number';

