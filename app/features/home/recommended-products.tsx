import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "../../lib/toast.tsx";
import { api, ApiAnswerError } from "../../lib/api-client.ts";
import type { ProductCardDto } from "../../../core/catalog/catalog.dto.ts";
import type { PaginationMeta } from "../../../core/shared/pagination.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ProductGrid } from "../catalog/product-grid.tsx";

/**
 * Recommended products with 'load more' (spec §7: paging starts at 1 and increments per load). With
 * JavaScript the next page is fetched from the API and appended; without it the button is a link to
 * ?page=N+1, which the server renders with pages 1..N+1.
 */
export function RecommendedProducts({
  initial,
  meta: initialMeta,
  loadMoreHref,
}: {
  initial: ProductCardDto[];
  meta: PaginationMeta;
  loadMoreHref: (page: number) => string;
}) {
  const { lang, t } = useI18n();
  const [items, setItems] = useState(initial);
  const [meta, setMeta] = useState(initialMeta);
  const [busy, setBusy] = useState(false);

  // New loader data (a revalidation, a language switch) replaces what was loaded by hand.
  useEffect(() => {
    setItems(initial);
    setMeta(initialMeta);
  }, [initial, initialMeta]);

  // The bare home page holds only the first cards of page 1 (home.tsx): its next load is page 1 itself.
  const partPage = (meta.to ?? 0) < Math.min(meta.total, meta.current_page * meta.per_page);
  const next = partPage ? meta.current_page : meta.current_page + 1;
  const hasMore = partPage || meta.current_page < meta.last_page;

  const loadMore = async () => {
    setBusy(true);
    try {
      const page = await api.recommendedProducts(next, lang);
      const seen = new Set(items.map((item) => item.id));
      setItems([...items, ...page.data.filter((item) => !seen.has(item.id))]);
      setMeta(page.meta);
    } catch (error) {
      if (error instanceof ApiAnswerError) toast.error(error.serverMessage ?? t("landing.load_failed"));
      else toast.error(t("errors.connection", { section: "PRODUCTS" }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="recommended-heading" id="recommended" className="scroll-mt-28">
      <h2 id="recommended-heading" className="mb-3 text-base font-bold text-slate-900 desk:mb-4 desk:text-lg">
        {t("landing.recommended")}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-sm text-slate-500">{t("landing.no_products")}</p>
      ) : (
        // Lazy throughout (no eager cards): the grid starts below the fold at every width, under the banner,
        // flash sale, categories and stores, and eager pictures would compete with the banner (the largest paint).
        <ProductGrid products={items} columns={6} testId="recommended-grid" />
      )}
      {hasMore ? (
        <div className="mt-6 flex justify-center">
          <Link
            to={loadMoreHref(next)}
            preventScrollReset
            aria-disabled={busy || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!busy) void loadMore();
            }}
            className={`inline-flex h-11 min-w-52 items-center justify-center rounded-lg border border-accent px-6 text-sm font-semibold text-accent-strong hover:bg-accent-soft ${busy ? "opacity-60" : ""}`}
          >
            {busy ? t("landing.loading") : t("landing.load_more")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
