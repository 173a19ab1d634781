import type { Clock } from "./clock.ts";

/**
 * One answer kept per process for `ttlMs` (by the domain clock, so tests can move it): for aggregates and
 * small tables that change slowly. Callers during a load share it; a failed load is not kept.
 */
export function memo<T>(clock: Clock, ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = clock.now().getTime();
    if (!cached || now - cached.at > ttlMs || now < cached.at) {
      const value = load();
      cached = { at: now, value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}
