import { allocationOrder } from './allocation.js';
import { SelectionError } from './selection.js';
import type { AllocationOrder, Unit } from './types.js';

/**
 * --target-wounded N: one model of the target has already lost N wounds (a damaged vehicle, a
 * wounded character). 000/003 'Allocate Attack': a model that has lost wounds takes the next attack,
 * so that model goes first in its queue (allocation.ts ranks a `wounded` group first, after the
 * Bodyguard-before-Leaders rule); with W - N wounds left it is, for the rest of the calculation, a
 * model of W - N wounds. So the engine, the [PRECISION] two-queue path and the simulator need no
 * other change, and damage and kills count only the new losses (damage dealt = wounds lost from now).
 * The wounded model is the first model the allocation order would take, or the first of the group
 * named `modelName`; N must be less than its W. The attacker's (--attacker-wounded, `side`) the same
 * way: the first model its allocation order takes, as a turn loses them (what a damaged profile reads).
 */
export function woundedTarget(unit: Unit, wounds: number, order: AllocationOrder, modelName?: string, side: 'target' | 'attacker' = 'target'): Unit {
  if (wounds === 0) return unit;
  const index = modelName === undefined ? allocationOrder(unit, order)[0] : unit.models.findIndex((g) => g.name.toLowerCase() === modelName.toLowerCase());
  if (index < 0) {
    throw new SelectionError(`--target-wounded-model: ${unit.name} has no model named "${modelName}" (it has ${unit.models.map((g) => g.name).join(', ')})`);
  }
  const g = unit.models[index];
  if (wounds >= g.stats.W) {
    const most = g.stats.W - 1;
    const [flag, models] = side === 'target' ? ['--target-wounded', '--target-models'] : ['--attacker-wounded', '--models'];
    throw new SelectionError(`${flag} ${wounds}: ${g.name} has W${g.stats.W}, so it can have lost at most ${most} wound${most === 1 ? '' : 's'} (more and it is destroyed: use ${models})`);
  }
  const wounded = { ...g, count: 1, wounded: wounds, stats: { ...g.stats, W: g.stats.W - wounds } };
  const rest = g.count > 1 ? [{ ...g, count: g.count - 1 }] : [];
  return { ...unit, models: [...unit.models.slice(0, index), wounded, ...rest, ...unit.models.slice(index + 1)] };
}

/**
 * When the wounded model takes attacks, in a note's words: the next attack (000 'Allocate Attack'), but a
 * wounded Leader of an Attached unit only once the Bodyguard's models are destroyed (002 'Leader'), save
 * [PRECISION] attacks under the 'precision' order (allocation.ts).
 */
export function whenWoundedTakesAttacks(unit: Unit, order: AllocationOrder): string {
  const hurt = unit.models.find((g) => g.wounded);
  if (!hurt?.leader || unit.models.every((g) => g.leader)) return 'takes the next attack';
  const others = unit.models.some((g) => g.leader && !g.wounded) ? ', before the other Leader' : '';
  const after = `once the Bodyguard's models are destroyed${others} (002 'Leader')`;
  return order === 'precision' ? `takes the next [PRECISION] attack, and other attacks ${after}` : `takes attacks ${after}`;
}
