/**
 * A volley's weapon rows one after another on the target's state (issue 14): calculateLegacy's (models, removal.ts)
 * and resolveVehicle's (vehicle damage, squadrons) loop. Rows that share their shots (an Apocalyptic Mega-blast's
 * zones: apocalyptic.ts sameShotRows) go together; a row alone takes its hits from its own roll.
 */
import { applySharedShots, sameShotRows, type ApplyRow } from './apocalyptic.js';
import type { AttackProfile } from './attack-profile.js';
import { groupHits, weaponRow, withHits } from './hits.js';
import type { LegacyWeaponResult } from './types.js';

/** A row as its target takes it: how its hits apply, the chance a hit of it scores (wounds; glances or penetrates), and, alone, its own way to resolve (Precision's split hits). */
export interface TargetRow {
  readonly apply: ApplyRow;
  readonly scoring: number;
  readonly alone?: (state: readonly number[]) => { readonly state: number[]; readonly unsaved: number; readonly hits: number };
}

/**
 * Each item's row in order from `start` (`rowOf` made once per group of rows that share their shots): the state after
 * all of them, and each row's result with what it added to `measure` (the expected kills; vehicles destroyed).
 */
export function resolveRows<T>(
  items: readonly T[],
  profileOf: (item: T) => AttackProfile,
  rowOf: (item: T) => TargetRow,
  start: readonly number[],
  measure: (state: readonly number[]) => number,
): { state: readonly number[]; weapons: LegacyWeaponResult[] } {
  const profiles = items.map(profileOf);
  const weapons: LegacyWeaponResult[] = [];
  let state = start;
  let before = measure(state);
  for (const group of sameShotRows(items, profileOf)) {
    const rows = group.map(rowOf);
    const groupProfiles = group.map(profileOf);
    const [first] = rows;
    const after =
      rows.length > 1 ? applySharedShots(state, groupProfiles, rows.map((r) => r.apply))
      : [first.alone ? first.alone(state) : withHits(groupHits(groupProfiles[0]), (hits) => first.apply(state, hits))];
    after.forEach((next, k) => {
      state = next.state;
      const now = measure(state);
      weapons.push(weaponRow(groupProfiles[k], profiles, next.hits, rows[k].scoring, next.unsaved, now - before));
      before = now;
    });
  }
  return { state, weapons };
}
