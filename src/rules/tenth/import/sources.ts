/**
 * Units from other tools for any command that takes unit names (`--data-bsdata PATH`, `--roster FILE`)
 * and `wh40k roster`'s army: the importers' results, cached, their own errors made input errors (exit 2).
 */
import type { Unit } from '../types.js';
import type { RosterArmy } from '../../ruleset.js';
import { asInputError, asInputErrorAsync } from '../../../profiles/errors.js';

/** A unit's fields a calculation seldom reads, kept apart in the import cache and parsed when first read (cache.ts cachedItems). */
const COLD = ['abilities', 'wargear'];

/** Units from `--data-bsdata PATH` and `--roster FILE`, for any command that takes unit names. */
export async function importedUnits(bsdata: readonly string[], rosters: readonly string[], warn: (s: string) => void): Promise<Unit[]> {
  const units: Unit[] = [];
  if (bsdata.length) {
    const [{ isImportedUnit, isImportSummary }, { cachedItems }, { ImportError }] = await Promise.all([
      import('./catalogue-import.js'),
      import('../../../profiles/bsdata/cache.js'),
      import('../../../profiles/bsdata/import-error.js'),
    ]);
    // The importer (the XML reader, zod, YAML) loads only when the cache has no entry for these files, and each unit
    // is parsed from it when first used: a calc of two units reads two of 600 (issue 30 section 2).
    const load = async (path: string) => {
      const result = (await import('./bsdata.js')).importCatalogue(path);
      return { meta: { warnings: result.warnings.length }, items: result.units };
    };
    const names = (u: Unit) => ({ name: u.name, aliases: u.aliases });
    for (const path of bsdata) {
      const result = await asInputErrorAsync(ImportError, () => cachedItems('bsdata-units', path, () => load(path), names, { meta: isImportSummary, item: isImportedUnit }, COLD));
      units.push(...result.items);
      if (result.meta.warnings) warn(`${path}: ${result.meta.warnings} import warnings (see \`wh40k import bsdata\`)`);
    }
  }
  for (const file of rosters) units.push(...(await loadRoster(file)).units.map((u) => u.unit));
  return units;
}

export async function loadRoster(file: string) {
  const { readRoster, RosterError } = await import('./roster.js');
  return asInputError(RosterError, () => readRoster(file));
}

/** `wh40k roster` (src/rules/ruleset.ts rosterArmy): each unit attacks at the roster's size, its points those the roster gives. */
export async function rosterArmy(file: string): Promise<RosterArmy<Unit>> {
  const army = await loadRoster(file);
  const size = (u: Unit) => u.models.reduce((s, g) => s + g.count, 0);
  return {
    name: army.name,
    points: army.points,
    units: army.units.map((u) => ({ name: u.unit.name, points: u.points })),
    attackers: army.units.map((u) => ({ ...u.unit, points: u.points === null ? {} : { [String(size(u.unit))]: u.points } })),
    warnings: army.warnings.filter((w) => !w.unit).map((w) => w.message),
  };
}
