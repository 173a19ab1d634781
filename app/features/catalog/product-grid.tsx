import type { ProductCardDto } from "../../../core/catalog/catalog.dto.ts";
import { ProductCard, type ProductCardProps } from "./product-card.tsx";

/** Desktop columns: a listing beside its filters has four, a store five, a full-width page six. */
const DESKTOP_COLUMNS = { 4: "desk:grid-cols-4", 5: "desk:grid-cols-5", 6: "desk:grid-cols-6" } as const;

/**
 * A page's grid of product cards: two across on a phone, three on a tablet, `columns` on a desktop. The
 * first `eager` cards are in the first screen, so their pictures come with the page; the rest load lazily.
 * While `busy` (the next page or session is on its way) the grid is dimmed and says so (aria-busy).
 */
export function ProductGrid<Product extends ProductCardDto>({
  products,
  columns,
  eager = 0,
  busy = false,
  equalHeights = false,
  session,
  testId,
}: {
  products: Product[];
  columns: keyof typeof DESKTOP_COLUMNS;
  eager?: number;
  busy?: boolean;
  /** Cards in a row stretched to the tallest one. */
  equalHeights?: boolean;
  /** In a flash-sale session's list: what each card shows of the session's quota. */
  session?: (product: Product) => ProductCardProps["session"];
  testId?: string;
}) {
  return (
    <ul
      aria-busy={busy}
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${DESKTOP_COLUMNS[columns]} ${busy ? "opacity-60 transition-opacity" : ""}`}
      data-testid={testId}
    >
      {products.map((product, index) => (
        <li key={product.id} className={equalHeights ? "flex [&>article]:w-full" : undefined}>
          <ProductCard product={product} eager={index < eager} session={session?.(product)} />
        </li>
      ))}
    </ul>
  );
}
