import { useId } from "react";
import type { ProductCardDto } from "../../../core/catalog/catalog.dto.ts";
import { ProductGrid } from "./product-grid.tsx";

/** A titled grid of recommended product cards at the foot of a page (cart, invoice); nothing when empty. */
export function RecommendedGrid({
  title,
  products,
  columns = 6,
}: {
  title: string;
  products: ProductCardDto[];
  /** Desktop columns: six across a full-width page, four across a narrower one (the invoice's 1024 px). */
  columns?: 4 | 6;
}) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      <ProductGrid products={products} columns={columns} />
    </section>
  );
}
