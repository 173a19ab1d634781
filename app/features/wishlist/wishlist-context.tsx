import { createContext, useContext, useMemo, type ReactNode } from "react";

// The root loader reads the viewer's saved product ids once per page, so every heart on the page (cards,
// product page) shows the same truth without a query per product.
const WishlistContext = createContext<ReadonlySet<number> | null>(null);

export function WishlistProvider({ ids, children }: { ids: readonly number[]; children: ReactNode }) {
  const saved = useMemo(() => new Set(ids), [ids]);
  return <WishlistContext.Provider value={saved}>{children}</WishlistContext.Provider>;
}

/** Whether the viewer saved the product; outside a provider, what the product data said. */
export function useWishlisted(productId: number, fallback: boolean): boolean {
  const saved = useContext(WishlistContext);
  return saved ? saved.has(productId) : fallback;
}
