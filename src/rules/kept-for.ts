/**
 * `make()` for `owner` and `key`, remembered in `kept` while the owner lives: what a calculation works
 * out from an immutable input (a unit, a weapon's abilities, a dice expression, a distribution, a list of
 * attack outcomes) and a few small values, shared by every later calculation of the process that asks
 * again (issue 13). `make` must read nothing but the owner and what the key holds; what is kept is
 * never written.
 */
export function keptFor<O extends object, V>(kept: WeakMap<O, Map<string | number, V>>, owner: O, key: string | number, make: () => V): V {
  let byKey = kept.get(owner);
  if (!byKey) kept.set(owner, (byKey = new Map()));
  let value = byKey.get(key);
  if (value === undefined) byKey.set(key, (value = make()));
  return value;
}
