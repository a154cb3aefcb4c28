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
 * The counts are weaponsUsed's for the survivors, with each group's choice among alternatives the one
 * the whole unit's scenario made; they are trusted only where weaponsUsed gives the whole unit its
 * scenario's counts (an effect that changed a count, a choice that cannot be told: built as calc does).
 */
import { weaponsUsed, type Chooser } from '../rules/tenth/selection.js';
import { modelCount } from '../rules/tenth/plan.js';
import type { Scenario, Unit, Weapon } from '../rules/tenth/types.js';
import { got } from '../rules/maps.js';

/** The survivors' scenario, or null where it must be built as calc builds it. */
export function survivorsScenario(whole: Scenario, survivors: Unit, targetEngaged: boolean, agreeing: Map<Scenario, boolean>): Scenario | null {
  if (survivors.models.length !== whole.attacker.models.length || modelCount(survivors) === 1 || whole.actions?.length) return null;
  if (!got(agreeing, whole, () => countsAgree(whole, targetEngaged))) return null;
  const left = countsOf(survivors, whole, targetEngaged);
  if (!left || whole.weapons.some((u) => !left.get(u.weapon))) return null;
  return { ...whole, attacker: survivors, weapons: whole.weapons.map((u) => ({ ...u, count: left.get(u.weapon)! })) };
}

/** Whether weaponsUsed gives the whole unit its scenario's counts (`agreeing` keeps the answers: a turn asks per set of survivors, of a scenario made for one --engaged). */
function countsAgree(whole: Scenario, targetEngaged: boolean): boolean {
  const counts = countsOf(whole.attacker, whole, targetEngaged);
  return counts !== null && counts.size === whole.weapons.length && whole.weapons.every((u) => counts.get(u.weapon) === u.count);
}

/** How many of each weapon the unit uses, each choice among alternatives as `whole` made it (null: not one of them, or more). */
function countsOf(unit: Unit, whole: Scenario, targetEngaged: boolean): Map<Weapon, number> | null {
  let unknown = false;
  const chose: Chooser = (alternatives) => {
    const chosen = alternatives.filter((w) => whole.weapons.some((u) => u.weapon === w));
    if (chosen.length !== 1) unknown = true;
    return chosen[0] ?? alternatives[0];
  };
  const uses = weaponsUsed(unit, whole.conditions, [], chose, targetEngaged);
  return unknown ? null : new Map(uses.map((u) => [u.weapon, u.count]));
}
