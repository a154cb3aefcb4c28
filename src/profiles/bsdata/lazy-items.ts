/**
 * Items of an import cache entry (cache.ts cachedItems) that parse when first read: a unit's name and aliases are
 * known at once, its other fields are getters that parse its line once. No import here: the unit registry asks
 * for whole items (below) on every start, and the cache's hashing loads only with an import.
 */

/** What a lazy item reads its other fields from, by item (the getters are shared: one set per list of fields). */
const lazyStates = new WeakMap<object, { readonly full: () => object; parsed?: object; whole?: object }>();
const gettersByKeys = new Map<string, PropertyDescriptorMap>();

/** The getters of the fields not known at once, for items of these fields: each parses its item once, when first read. */
function getters(keys: readonly string[]): PropertyDescriptorMap {
  const id = keys.join('\0');
  let made = gettersByKeys.get(id);
  if (!made) {
    made = Object.fromEntries(
      keys.map((key) => [
        key,
        {
          enumerable: true,
          get(this: object) {
            const state = lazyStates.get(this)!;
            return ((state.parsed ??= state.full()) as Record<string, unknown>)[key];
          },
        },
      ]),
    );
    gettersByKeys.set(id, made);
  }
  return made;
}

/** An item with its fields in their order: `known` as values, the others read from `full()` when first asked for. */
export function lazyItem<T extends object>(known: Record<string, unknown>, keys: readonly string[], full: () => T): T {
  const first = Object.keys(known);
  const item: Record<string, unknown> = {};
  // The fields known at once come first in every item written here (a unit's name and aliases); else one by one.
  if (first.every((k, i) => keys[i] === k)) {
    for (const k of first) item[k] = known[k];
    Object.defineProperties(item, getters(keys.slice(first.length)));
  } else {
    for (const key of keys) {
      if (key in known) item[key] = known[key];
      else Object.defineProperty(item, key, getters([key])[key]);
    }
  }
  lazyStates.set(item, { full });
  return item as T;
}

/**
 * A lazy item as a plain object of all its fields, in their order (its line parsed now), the same object each time it
 * is asked for; any other object as it is. A unit in use is read field by field thousands of times (a sweep of a
 * catalogue): a getter and a WeakMap lookup each time cost more than one copy.
 */
export function whole<T extends object>(item: T): T {
  const state = lazyStates.get(item);
  if (!state) return item;
  return (state.whole ??= wholeOf(item, (state.parsed ??= state.full()))) as T;
}

/** The parsed line itself where it has the item's fields in their order (JSON leaves out a field set to undefined: then a copy). */
function wholeOf(item: object, parsed: object): object {
  const keys = Object.keys(item);
  const got = Object.keys(parsed);
  return got.length === keys.length && got.every((k, i) => k === keys[i]) ? parsed : { ...item };
}
