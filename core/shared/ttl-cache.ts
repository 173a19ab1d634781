/**
 * A small per-process cache for data that may be a few seconds old (related products, the review
 * summary of a product page): entries expire after `ttlMs`, the oldest go first beyond `maxEntries`, and
 * concurrent misses of one key share a single load. A failed load is not kept.
 * Used for page data (related products, review summaries) and search listings and completions.
 */
export function createTtlCache<V>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();

  return {
    /** `keep` may decline an answer (e.g. one too cheap to be worth keeping): it is then not kept. */
    getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expires > time) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { expires: time + ttlMs, value });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((result) => (keep(result) ? undefined : forget()), forget);
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
