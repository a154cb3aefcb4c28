/**
 * A set of survivors' scenario from its whole unit's (turn-volley.ts phaseScenario): a turn attacks
 * with many sets of survivors of one unit (the Overwatch and fight back of the target's, the fight of
 * the attacker's), and building and compiling each as calc does (run.ts buildScenario) costs more than
 * its attacks. Where nothing but the weapons' counts can differ, the whole unit's scenario is taken with
 * the survivors' counts:
 * - every model group is still there: each group chooses its weapons alone (selection.ts weaponsUsed,
 *   RULINGS 12), and the notes a scenario's building says name groups and weapons, not counts;
 * - more than one model is left: an effect for one model (compile.ts `attackerOneModel`) may apply
 *   to a lone survivor and not to its unit;
 * - no actions (GRENADE, TANK SHOCK: actions.ts): they are made by one model of the unit.
 * The counts are linear in the groups' sizes: each group chooses alone, whatever its count, so a weapon's
 * count is the sum over groups of its survivors times what one model of it brings. What one model of
 * each group brings is weaponsUsed's, with each choice among alternatives the one the whole unit's
 * scenario made, worked out once per whole unit's scenario (perModel; kept per unit where no group
 * chooses, as weaponsUsed keeps its answers) and trusted only where it gives
 * the whole unit its scenario's counts (an effect that changed a count, a choice that cannot be told:
 * built as calc does). A set of survivors' counts are then a few sums, with no weaponsUsed of its own.
 */
import { usedKey, weaponsUsed, type Chooser } from '../selection.js';
import { modelCount } from '../plan.js';
import type { Scenario, Unit, Weapon } from '../types.js';
import { got, newMap } from '../../maps.js';
import { zeros } from '../../../dice/dist.js';

/** Per weapon of a whole unit's scenario (in its order), what one model of each group (in the unit's order) brings of it. */
export type PerModel = readonly (readonly number[])[];

/** The survivors' scenario, or null where it must be built as calc builds it (`perModel` keeps each whole scenario's PerModel for a turn, null where not trusted). */
export function survivorsScenario(whole: Scenario, left: Unit, targetEngaged: boolean, perModel: Map<Scenario, PerModel | null>): Scenario | null {
  if (left.models.length !== whole.attacker.models.length || modelCount(left) === 1 || whole.actions?.length) return null;
  const each = got(perModel, whole, () => perModelOf(whole, targetEngaged));
  return each && { ...whole, attacker: left, weapons: whole.weapons.map((u, w) => ({ ...u, count: countIn(left, each[w]) })) };
}

/** How many of a weapon a unit brings, from what one model of each group brings. */
function countIn(unit: Unit, perGroup: readonly number[]): number {
  let count = 0;
  for (let g = 0; g < perGroup.length; g++) count += unit.models[g].count * perGroup[g];
  return count;
}

/** What one model of each group (in the unit's order) brings of each weapon it uses. */
type ByWeapon = ReadonlyMap<Weapon, readonly number[]>;

/** The whole unit's PerModel, where it names the scenario's weapons and no other, and gives the whole unit its scenario's counts; else null. */
function perModelOf(whole: Scenario, targetEngaged: boolean): PerModel | null {
  const byWeapon = byWeaponOf(whole, targetEngaged);
  if (!byWeapon || byWeapon.size !== whole.weapons.length) return null;
  const each: (readonly number[])[] = [];
  for (const u of whole.weapons) {
    const perGroup = byWeapon.get(u.weapon);
    if (!perGroup || countIn(whole.attacker, perGroup) !== u.count) return null;
    each.push(perGroup);
  }
  return each;
}

/**
 * Per unit and conditions (phase, --indirect, --engaged), its ByWeapon where no group chooses among
 * alternatives: units are immutable, and every turn asks again (a choice is its scenario's, worked out
 * for it), as weaponsUsed keeps its answers.
 */
const keptByWeapon = new WeakMap<Unit, Map<number, ByWeapon>>();

/** weaponsUsed for one model of each group, each choice among alternatives as `whole` made it (null: not one of them, or more). */
function byWeaponOf(whole: Scenario, targetEngaged: boolean): ByWeapon | null {
  const unit = whole.attacker;
  const key = usedKey(whole.conditions, targetEngaged);
  const kept = keptByWeapon.get(unit)?.get(key);
  if (kept) return kept;
  let chose = false;
  let unknown = false;
  const choose: Chooser = (alternatives) => {
    chose = true;
    const chosen = alternatives.filter((w) => whole.weapons.some((u) => u.weapon === w));
    if (chosen.length !== 1) unknown = true;
    return chosen[0] ?? alternatives[0];
  };
  const byWeapon = new Map<Weapon, number[]>();
  unit.models.forEach((g, at) => {
    const one: Unit = { ...unit, models: [{ ...g, count: 1 }] };
    for (const u of weaponsUsed(one, whole.conditions, [], choose, targetEngaged)) got(byWeapon, u.weapon, () => zeros(unit.models.length))[at] = u.count;
  });
  if (unknown) return null;
  if (!chose) got(keptByWeapon, unit, newMap<number, ByWeapon>).set(key, byWeapon);
  return byWeapon;
}
