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
 * scenario made, worked out once per whole unit's scenario (perModel) and trusted only where it gives
 * the whole unit its scenario's counts (an effect that changed a count, a choice that cannot be told:
 * built as calc does). A set of survivors' counts are then a few sums, with no weaponsUsed of its own.
 */
import { weaponsUsed, type Chooser } from '../rules/tenth/selection.js';
import { modelCount } from '../rules/tenth/plan.js';
import type { Scenario, Unit, Weapon, WeaponUse } from '../rules/tenth/types.js';
import { got } from '../rules/maps.js';

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

/**
 * What one model of each group brings of each weapon (weaponsUsed for the unit of that one model), where
 * it gives the whole unit its scenario's counts and no weapon the scenario leaves out; else null.
 */
function perModelOf(whole: Scenario, targetEngaged: boolean): PerModel | null {
  const ones = oneModelOfEach(whole.attacker).map((one) => usesOf(one, whole, targetEngaged));
  const inScenario = (w: Weapon) => whole.weapons.some((u) => u.weapon === w);
  if (ones.some((uses) => !uses || !uses.every((x) => inScenario(x.weapon)))) return null;
  const each = whole.weapons.map((u) => ones.map((uses) => uses!.find((x) => x.weapon === u.weapon)?.count ?? 0));
  return whole.weapons.every((u, w) => countIn(whole.attacker, each[w]) === u.count) ? each : null;
}

/** Per unit, a unit of one model of each of its groups: units are immutable, so these are made once (and weaponsUsed remembers its answers by them). */
const oneModelUnits = new WeakMap<Unit, readonly Unit[]>();

function oneModelOfEach(unit: Unit): readonly Unit[] {
  return got(oneModelUnits, unit, () => unit.models.map((g) => ({ ...unit, models: [{ ...g, count: 1 }] })));
}

/** The weapons the unit uses, each choice among alternatives as `whole` made it (null: not one of them, or more). */
function usesOf(unit: Unit, whole: Scenario, targetEngaged: boolean): readonly WeaponUse[] | null {
  let unknown = false;
  const chose: Chooser = (alternatives) => {
    const chosen = alternatives.filter((w) => whole.weapons.some((u) => u.weapon === w));
    if (chosen.length !== 1) unknown = true;
    return chosen[0] ?? alternatives[0];
  };
  const uses = weaponsUsed(unit, whole.conditions, [], chose, targetEngaged);
  return unknown ? null : uses;
}
