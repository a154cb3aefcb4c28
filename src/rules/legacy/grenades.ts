// Grenades (issue 26): a model group's `grenades` are named in its unit file but not used. 7th edition core rules,
// 'Grenades': in close combat a model with krak grenades may fight a vehicle or a Monstrous Creature with one, a single
// Attack at S6 AP4, instead of its normal Attacks: the output says it is not modelled there. A grenade thrown in the
// Shooting phase instead of one model's weapon (one per unit) is left out as well (the README says so).
import type { Context } from './attacks.js';
import { isGargantuan, isMonstrous } from './creatures.js';

export function grenadeNotes({ attacker, target, conditions }: Context): string[] {
  const krak = attacker.models.filter((g) => g.grenades?.includes('krak')).map((g) => g.name);
  const big = target.models.some((g) => g.vehicle !== undefined) || isMonstrous(target) || isGargantuan(target);
  if (conditions.phase !== 'melee' || !big || krak.length === 0) return [];
  const rule = "7th edition core rules, 'Grenades'";
  return [`Krak grenades (${krak.join(', ')}): not modelled: against ${target.name} a model may fight with one, a single Attack at S6 AP4, instead of its Attacks (${rule}); the models' normal Attacks here`];
}
