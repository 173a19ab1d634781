/** A store's products were created, edited, shown, hidden or deleted. */
export interface CatalogChange {
  merchantId: number;
  merchantSlug: string;
  /** The slugs of the products that changed. */
  productSlugs: string[];
}

export type CatalogChangeListener = (change: CatalogChange) => void;

/**
 * Tells the caches of this process that hold listings (kept searches, related products, kept pages) that a
 * store's catalogue changed, so a saved product shows and a hidden one goes at once. A listener that fails
 * never fails the merchant's save.
 */
export function createCatalogChanges() {
  const listeners = new Set<CatalogChangeListener>();
  return {
    subscribe(listener: CatalogChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(change: CatalogChange): void {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch {
          // A cache that cannot forget expires on its own.
        }
      }
    },
  };
}

export type CatalogChanges = ReturnType<typeof createCatalogChanges>;
