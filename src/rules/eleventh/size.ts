/**
 * A unit at another size (`--models`, `--target-models`, need's sizes): the one model group of its file
 * with a min and a max takes the models added or removed; a CHARACTER model keeps its count.
 */
import { InputError } from '../../profiles/errors.js';
import type { EleventhUnit } from './profiles/load.js';

export const modelsIn = (u: EleventhUnit): number => u.models.reduce((n, g) => n + g.count, 0);

/** The fewest and the most models its file allows. */
export function sizeRange(u: EleventhUnit): [number, number] {
  return [u.models.reduce((n, g) => n + g.min, 0), u.models.reduce((n, g) => n + g.max, 0)];
}

/** `unit` with `total` models in all; `flag` names the option, for the message. */
export function withModels(unit: EleventhUnit, total: number, flag: string): EleventhUnit {
  if (total === modelsIn(unit)) return unit;
  const flexible = unit.models.filter((g) => g.min < g.max && !g.character);
  const [fewest, most] = sizeRange(unit);
  if (flexible.length !== 1) {
    const why = flexible.length === 0 ? 'its unit file gives no model group a min and a max' : 'its unit file gives more than one model group a min and a max, so which one changes is not said';
    throw new InputError(`${flag} ${total}: ${unit.name} has ${modelsIn(unit)} models: ${why}`);
  }
  const group = flexible[0];
  const count = total - (modelsIn(unit) - group.count);
  if (count < group.min || count > group.max) throw new InputError(`${flag} ${total}: ${unit.name} takes ${fewest} to ${most} models (its ${group.name} ${group.min} to ${group.max})`);
  return { ...unit, models: unit.models.map((g) => (g === group ? { ...g, count } : g)) };
}
