/**
 * Results remembered by key for the rest of the process (issue 13: the same names, rolls and weapons
 * come back in every calculation), forgotten all at once when `most` are held, so a long process
 * that keeps meeting new keys stays bounded in memory.
 */
export class BoundedCache<K, V> {
  private readonly known = new Map<K, V>();
  constructor(private readonly most = 10_000) {}

  get(key: K): V | undefined {
    return this.known.get(key);
  }

  /** Holds `value` for `key` (forgetting everything first if `most` are held), and gives it back. */
  set(key: K, value: V): V {
    if (this.known.size >= this.most) this.known.clear();
    this.known.set(key, value);
    return value;
  }
}
