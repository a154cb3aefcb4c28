/**
 * Small helpers for Maps used as caches within one calculation or one turn (not across them: bounded-cache.ts,
 * kept-for.ts), and once: a value made at most once a process, when first asked for.
 */

/** The value under key in a Map or WeakMap, made and kept the first time it is asked for. */
export function got<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** f, each answer worked out once per key (for the life of the returned function); no closure per call: the engine asks per attack. */
export function memo<K, V>(f: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    // One lookup once known (the engine asks per attack and step); has() only for an answer that is undefined.
    let value = known.get(key);
    if (value === undefined && !known.has(key)) known.set(key, (value = f(key)));
    return value as V;
  };
}

/** A new empty Map: got's maker where a closure per call would be made a hundred times a turn. */
export function newMap<K, V>(): Map<K, V> {
  return new Map();
}

/**
 * make(), worked out when first asked for and kept: a list built at a module's start that most runs never read
 * (the built-in effects of each faction: effects/index.ts).
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
