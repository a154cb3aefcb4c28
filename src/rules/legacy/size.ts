/**
 * A legacy unit at another size (`--models`, `--target-models`): the one model group whose file gives
 * it a range (`min`, `max`) takes the models added or removed; its points follow `perModel`.
 */
import { modelCount } from './special-rules.js';
import { LegacyInputError } from './errors.js';
import type { LegacyUnit } from './types.js';

/** The unit with `models` models in all; a size its file does not allow is an input error that gives the sizes it does. */
export function withModels(unit: LegacyUnit, models: number): LegacyUnit {
  const listed = modelCount(unit);
  if (models === listed) return unit;
  const ranged = unit.models.flatMap((g, i) => (g.min < g.max ? [i] : []));
  if (ranged.length !== 1) {
    const why = ranged.length === 0 ? 'no model group of its file has a min and max' : 'more than one model group of its file has a min and max';
    throw new LegacyInputError(`${unit.name}: ${models} models: its size is fixed at ${listed} (${why})`);
  }
  const at = ranged[0];
  const group = unit.models[at];
  const count = group.count + models - listed;
  if (count < group.min || count > group.max) {
    const others = listed - group.count;
    throw new LegacyInputError(`${unit.name}: ${models} models: it has ${group.min + others} to ${group.max + others} (${group.name} ${group.min} to ${group.max})`);
  }
  // The file's points are at its listed size, and perModel for each model more (README 'The older edition').
  const points = unit.points?.perModel === undefined ? undefined : { ...unit.points, base: unit.points.base + unit.points.perModel * (models - listed) };
  return { ...unit, models: unit.models.map((g, i) => (i === at ? { ...g, count } : g)), points };
}
