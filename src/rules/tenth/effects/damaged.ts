/**
 * A datasheet's damaged profile ("Damaged: 1-4 Wounds Remaining" on a Leman Russ: "While this model
 * has 1-4 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll"): an
 * effect the unit carries (effects-in-play.ts), its requirement the attacking model's wounds remaining.
 * The model's wounds do not change while it makes its attacks (its own attacks hurt only the target;
 * Hazardous tests come after them, 003 'Hazardous'), so one reading per volley is exact. A calc takes
 * the attacker unhurt unless --attacker-wounded says otherwise; a turn carries its wounds lost
 * (rules/tenth/matchup/turn-state.ts survivorsIn).
 */
import { modelCount } from '../plan.js';
import type { Damaged, Unit } from '../types.js';
import type { Effect } from './types.js';

/** The effect of a unit's damaged profile (one per profile: the same for all of a unit's survivors). */
export function damagedEffect(unit: Unit): Effect | null {
  const d = unit.damaged;
  if (!d) return null;
  let effect = effects.get(d);
  if (!effect) {
    const name = `Damaged: ${d.from}-${d.to} Wounds Remaining`;
    effect = {
      id: 'damaged',
      name,
      faction: unit.faction,
      source: `${unit.name} datasheet '${name}' (${unit.source})`,
      summary: `${d.hit} to the Hit roll while the model has ${d.from}-${d.to} wounds remaining`,
      attacker: { when: { attackerWoundsRemaining: { from: d.from, to: d.to } }, adjust: { hit: [[name, d.hit]] } },
    };
    effects.set(d, effect);
  }
  return effect;
}

const effects = new WeakMap<Damaged, Effect>();

/** What a turn says of a unit's damaged profile: read from each volley's starting wounds, or not applied (null: none). */
export function damagedInTurn(unit: Unit): string | null {
  const d = unit.damaged;
  if (!d) return null;
  if (modelCount(unit) > 1) {
    return `${unit.name}: its damaged profile is not applied: its models' wounds remaining cannot be told apart (modelled for a unit of one model only)`;
  }
  return `${unit.name}: Damaged (${d.hit} to the Hit roll) applies to each of its volleys that starts with ${d.from}-${d.to} wounds remaining`;
}

/** Why the attacking unit does not have from-to wounds remaining, or null where it does. */
export function woundsRemainingUnmet(attacker: Unit, { from, to }: { readonly from: number; readonly to: number }): string | null {
  if (modelCount(attacker) !== 1) return "one model's wounds remaining: its attacks cannot be told apart from its unit's (modelled for an attacker of one model only)";
  // W is already what the model has left where it has lost wounds (wounded.ts).
  const model = attacker.models[0];
  const left = model.stats.W;
  if (left >= from && left <= to) return null;
  const full = model.wounded ? `${left} wounds remaining` : `its full ${left} wounds (calc: --attacker-wounded N; a turn carries its wounds)`;
  return `needs ${from}-${to} wounds remaining; ${model.name} has ${full}`;
}
