/**
 * The 10th-edition commands' message when a unit they could not find is a legacy one (issue 14). Its
 * own module, imported by main.ts up front: it needs nothing the 10th-edition path has not loaded, and
 * the legacy program (legacy-main.ts) is loaded only under --ruleset legacy.
 */
import { InputError, UnknownUnitError } from '../profiles/errors.js';
import { lookupKey } from '../rules/names.js';

/** A 10th-edition calc's, compare's or scenario file's "unknown unit" that names a legacy unit: say so (where, if it says), and how to reach it. */
export async function sayIfLegacy<T>(run: () => T | Promise<T>, dataDirs: readonly string[]): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof UnknownUnitError) {
      const { loadLegacyUnits } = await import('../profiles/legacy-load.js');
      const k = lookupKey(e.unit);
      if (loadLegacyUnits(dataDirs).some((u) => [u.name, ...u.aliases].some((n) => lookupKey(n) === k))) {
        throw new InputError(`${e.where}"${e.unit}" is a legacy unit (ruleset: legacy): a 10th-edition matchup takes 10th-edition units only; name it under --ruleset legacy (wh40k --ruleset legacy calc ...)`);
      }
    }
    throw e;
  }
}
