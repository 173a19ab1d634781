import { useId } from "react";
import type { ProductCardDto } from "../../../core/catalog/catalog.dto.ts";
import { ProductCard } from "./product-card.tsx";

/** Desktop columns: six across a full-width page, four across a narrower one (the invoice's 1024 px). */
const DESKTOP_COLUMNS = { 4: "desk:grid-cols-4", 6: "desk:grid-cols-6" } as const;

/** A titled grid of recommended product cards at the foot of a page (cart, invoice); nothing when empty. */
export function RecommendedGrid({
  title,
  products,
  columns = 6,
}: {
  title: string;
  products: ProductCardDto[];
  columns?: keyof typeof DESKTOP_COLUMNS;
}) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${DESKTOP_COLUMNS[columns]}`}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
