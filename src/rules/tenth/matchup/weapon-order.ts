import { lookupKey } from '../../names.js';
import type { WeaponUse } from '../types.js';
import { UsageError } from '../../errors.js';

/**
 * RULINGS 12: weapons resolve in the order the unit lists them unless the attacker chooses another.
 * `order` names every weapon the unit attacks with, each once (any case, spaces and punctuation
 * ignored); weapons of one name keep their listed order among themselves.
 */
export function orderWeapons(weapons: readonly WeaponUse[], order: readonly string[]): WeaponUse[] {
  const names = [...new Set(weapons.map((u) => u.weapon.name))];
  const usedNames = `(this attack's weapons: ${names.join(', ')})`;
  const keys = order.map(lookupKey);
  const unknown = order.filter((_, i) => !names.some((n) => lookupKey(n) === keys[i]));
  if (unknown.length) throw new UsageError(`--order: no weapon named ${quoted(unknown)} ${usedNames}`);
  const twice = order.filter((_, i) => keys.indexOf(keys[i]) !== i);
  if (twice.length) throw new UsageError(`--order: ${quoted(twice)} named more than once ${usedNames}`);
  const missing = names.filter((n) => !keys.includes(lookupKey(n)));
  if (missing.length) throw new UsageError(`--order: also name ${quoted(missing)}: the order lists every weapon ${usedNames}`);
  return keys.flatMap((k) => weapons.filter((u) => lookupKey(u.weapon.name) === k));
}

function quoted(names: readonly string[]): string {
  return names.map((n) => `"${n}"`).join(', ');
}
