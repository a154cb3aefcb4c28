/**
 * 11th edition's units from `--data-bsdata PATH` (a BSData wh40k-11e folder, JSON or XML), for any
 * command that takes unit names: the import's result, cached between runs as 10th edition's is
 * (src/profiles/bsdata/cache.ts), its own errors made input errors (exit 2), each unit as the loader
 * gives a unit file's (profiles/load.ts EleventhUnit).
 */
import { cached } from '../../../profiles/bsdata/cache.js';
import { ImportError } from '../../../profiles/bsdata/files.js';
import { asInputError } from '../../../profiles/errors.js';
import { lookupKey } from '../../names.js';
import type { EleventhUnit } from '../profiles/load.js';
import type { ImportedUnit11 } from './datasheet.js';
import { listedAbilities } from './listed.js';
import { importCatalogues11, type CatalogueImport11 } from './bsdata.js';

/** A cached import still has the shape of one (the cache rebuilds an entry that does not). */
export function isCatalogueImport11(value: unknown): value is CatalogueImport11 {
  const v = value as Partial<CatalogueImport11> | null;
  const objects = (list: unknown, check: (o: Record<string, unknown>) => boolean) =>
    Array.isArray(list) && list.every((o) => o !== null && typeof o === 'object' && check(o as Record<string, unknown>));
  const dice = (d: unknown) => d !== null && typeof d === 'object' && typeof (d as Record<string, unknown>).text === 'string';
  const group = (m: Record<string, unknown>) => typeof m.count === 'number' && typeof m.stats === 'object' && Array.isArray(m.equipment);
  const weapon = (w: Record<string, unknown>) => typeof w.name === 'string' && dice(w.attacks) && dice(w.damage) && Array.isArray(w.abilities);
  const unit = (u: Record<string, unknown>) =>
    typeof u.name === 'string' && objects(u.models, group) && objects(u.weapons, weapon) && typeof u.points === 'object' && typeof u.profile === 'object' && Array.isArray(u.abilityTexts);
  const message = (w: Record<string, unknown>) => typeof w.unit === 'string';
  return typeof v === 'object' && v !== null && objects(v.units, unit) && objects(v.warnings, message) && objects(v.skipped, message) && objects(v.notes, message);
}

/** The units of each `--data-bsdata` path, in order; `warn` hears each import's warnings. */
export function importedUnits11(bsdata: readonly string[], warn: (s: string) => void): ImportedUnit11[] {
  return bsdata.flatMap((path) => {
    const result = asInputError(ImportError, () => cached('bsdata-11th', path, {}, () => importCatalogues11(path), isCatalogueImport11));
    // 11th edition has no `import bsdata` to list them later: each is said here (--quiet silences them).
    if (result.warnings.length) warn([`${path}: ${result.warnings.length} import warnings (11th edition):`, ...result.warnings.map((w) => `  ${w.unit}: ${w.message}`)].join('\n'));
    return result.units;
  });
}

/** An imported unit as the loader gives a unit file's: its abilities listed, modelled or not. */
export function eleventhUnit({ abilityTexts, ...unit }: ImportedUnit11): EleventhUnit {
  return { ...unit, ruleset: '11th', datasheetAbilities: listedAbilities(abilityTexts) };
}

/**
 * The data folders' units and those of each `--data-bsdata` path: an imported unit of a name replaces a
 * unit file's (a later source wins, as a later data folder's unit does and as 10th edition's import does).
 */
export function withImported(units: readonly EleventhUnit[], bsdata: readonly string[], warn: (s: string) => void): EleventhUnit[] {
  const byName = new Map(units.map((u) => [lookupKey(u.name), u]));
  for (const unit of importedUnits11(bsdata, warn)) byName.set(lookupKey(unit.name), eleventhUnit(unit));
  return [...byName.values()];
}
