import { useId } from "react";
import type { ProductCardDto } from "../../../core/catalog/catalog.dto.ts";
import { ProductCard } from "./product-card.tsx";

/** A titled grid of recommended product cards at the foot of a page (cart, invoice); nothing when empty. */
export function RecommendedGrid({ title, products }: { title: string; products: ProductCardDto[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 desk:grid-cols-6">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
