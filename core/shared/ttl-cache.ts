/**
 * A small per-process cache for data that may be a few seconds old (related products, the review
 * summary of a product page): entries expire after `ttlMs`, the oldest go first beyond `maxEntries`, and
 * concurrent misses of one key share a single load. A failed load is not kept.
 */
export function createTtlCache<V>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();

  return {
    getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expires > time) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { expires: time + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Map order is insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
