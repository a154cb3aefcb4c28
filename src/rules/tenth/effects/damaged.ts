/**
 * A datasheet's damaged profile ("Damaged: 1-4 Wounds Remaining" on a Leman Russ: "While this model
 * has 1-4 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll"): an
 * effect the unit carries (effects-in-play.ts), its requirement the attacking model's wounds remaining.
 * The model's wounds do not change while it makes its attacks (its own attacks hurt only the target;
 * Hazardous tests come after them, 003 'Hazardous'), so one reading per volley is exact. A calc takes
 * the attacker unhurt unless --attacker-wounded says otherwise; a turn carries its wounds lost
 * (matchup/turn-state.ts survivorsIn).
 */
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

/** Why the attacking unit does not have from-to wounds remaining, or null where it does. */
export function woundsRemainingUnmet(attacker: Unit, { from, to }: { readonly from: number; readonly to: number }): string | null {
  const models = attacker.models.reduce((n, g) => n + g.count, 0);
  if (models !== 1) return "one model's wounds remaining: its attacks cannot be told apart from its unit's (modelled for an attacker of one model only)";
  // W is already what the model has left where it has lost wounds (wounded.ts).
  const model = attacker.models[0];
  const left = model.stats.W;
  if (left >= from && left <= to) return null;
  const full = model.wounded ? `${left} wounds remaining` : `its full ${left} wounds (calc: --attacker-wounded N; a turn carries its wounds)`;
  return `needs ${from}-${to} wounds remaining; ${model.name} has ${full}`;
}
