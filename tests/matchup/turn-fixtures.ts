/** Small units for the turn tests: every model of a unit alike, with the weapons given (its equipment). */
import type { TurnSettings } from '../../src/rules/tenth/matchup/turn-result.js';
import type { ModelStats, Unit, Weapon } from '../../src/rules/tenth/types.js';
import { target, weapon, type WeaponSpec } from '../helpers.js';

export function unit(name: string, models: number, stats: Partial<ModelStats>, weapons: WeaponSpec[], points: Record<string, number> = {}): Unit {
  const made: Weapon[] = weapons.map((w, i) => weapon({ name: `${name} weapon ${i + 1}`, ...w }));
  const base = target({ models, ...stats });
  return {
    ...base,
    name,
    models: base.models.map((g) => ({ ...g, name, min: 1, max: models, equipment: made.map((w) => w.name) })),
    weapons: made,
    points,
  };
}

/** One attack that hits on 4+ and wounds on 4+ (S4 vs T4), Damage 1: ranged (24") or melee. */
export const SHOT: WeaponSpec = { range: 24, A: 1, skill: 4, S: 4, AP: 0, D: 1 };
export const BLOW: WeaponSpec = { range: 'melee', A: 1, skill: 4, S: 4, AP: 0, D: 1 };

/** No saving throw can succeed (Sv 7+), T4. */
export const BARE: Partial<ModelStats> = { T: 4, Sv: 7, W: 1 };

export const ALL: TurnSettings = { phases: ['shoot', 'fight'], overwatch: false, fightBack: false };
