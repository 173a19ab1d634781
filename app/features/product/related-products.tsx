import { useEffect, useRef, useState } from "react";
import type { ProductCardDto } from "../../../core/catalog/catalog.dto.ts";
import { api } from "../../lib/api-client.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ProductCard } from "../catalog/product-card.tsx";
import { PageLink } from "./page-link.tsx";

/** How far below the screen the strip starts loading, so a shopper scrolling down finds it filled. */
const LOAD_MARGIN = "0px 0px 800px 0px";
/** Placeholder cards while the list is on its way (one desktop row). */
const PLACEHOLDERS = 6;

/**
 * Related products at the foot of the product page. They sit below the fold at every width, so the
 * server leaves them out of the page (their twelve cards were a third of its markup and of its render
 * time) and the browser asks the API once the shopper scrolls near, as Tokopedia does (decision 0009).
 * The link to the leaf category's best sellers is what shows without JavaScript, and 'see all' with it.
 * A failed load leaves the strip empty.
 */
export function RelatedProducts({ slug, listing }: { slug: string; listing: { name: string; path: string } }) {
  const { t, lang } = useI18n();
  const sectionRef = useRef<HTMLElement>(null);
  // null: not asked yet; "loading": asked.
  const [cards, setCards] = useState<ProductCardDto[] | "loading" | null>(null);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const controller = new AbortController();
    const load = () => {
      setCards("loading");
      api
        .relatedProducts(slug, lang, controller.signal)
        .then(setCards)
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("related products could not be loaded", error);
          setCards([]);
        });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [slug, lang]);

  return (
    <section ref={sectionRef} aria-labelledby="related-title" aria-busy={cards === "loading"} className="mt-8">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="related-title" className="text-lg font-bold text-slate-900">
          {t("product.related.title")}
        </h2>
        <PageLink
          to={`${listing.path}?sort=terlaris`}
          className="shrink-0 text-sm font-semibold text-accent-strong hover:underline"
        >
          {t("product.related.see_all", { name: listing.name })}
        </PageLink>
      </div>
      {cards === null || (Array.isArray(cards) && cards.length === 0) ? null : (
        <div
          className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 desk:mx-0 desk:grid desk:grid-cols-6 desk:overflow-visible desk:px-0"
          data-testid="related-products"
        >
          {cards === "loading"
            ? Array.from({ length: PLACEHOLDERS }, (_, index) => (
                <div
                  key={index}
                  aria-hidden="true"
                  className="aspect-[3/5] w-40 shrink-0 animate-pulse rounded-xl bg-slate-100 desk:w-auto"
                />
              ))
            : cards.map((card) => (
                <div key={card.id} className="w-40 shrink-0 snap-start desk:w-auto [&>article]:h-full">
                  <ProductCard product={card} />
                </div>
              ))}
        </div>
      )}
    </section>
  );
}
