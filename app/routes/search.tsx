import { useCallback, useEffect, useState } from "react";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/search";
import { categoryPath } from "../../core/catalog/category-path.view.ts";
import type { CategoryScopeDto } from "../../core/search/search.dto.ts";
import { listingSearchParams, rawQuery, withQuery } from "../../core/search/search.view.ts";
import { Pagination } from "../components/ui/pagination.tsx";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { ActiveFilters } from "../features/search/active-filters.tsx";
import { Breadcrumbs } from "../features/search/breadcrumbs.tsx";
import { CategoryChips } from "../features/search/category-chips.tsx";
import { EmptyResults } from "../features/search/empty-results.tsx";
import { FILTER_BUTTON_ID, FilterButton, FilterPanel } from "../features/search/filter-panel.tsx";
import { listingMeta } from "../features/search/listing-meta.ts";
import { listingHref } from "../features/search/listing-url.ts";
import { siteOrigin } from "../lib/site-origin.server.ts";
import { SortSelect } from "../features/search/sort-select.tsx";
import { langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { HydrateLater } from "../lib/hydrate-later.tsx";
import { formatNumber } from "../lib/intl-format.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

/**
 * Three listings in one route module: /search (route id 'search'), /product/category/{slug} (top and
 * second-level categories) and /product/subcategory/{slug} (leaves), each also under /en. Filters, sort
 * and pages are query parameters read by GET forms and links, so everything works without JavaScript.
 */
export function meta({ error, location, loaderData }: Route.MetaArgs) {
  // The error boundary names the page itself.
  if (error) return [];
  const lang = langFromPath(location.pathname);
  if (!loaderData) return [];
  return listingMeta({
    lang,
    pathname: location.pathname,
    origin: loaderData.origin,
    scope: loaderData.scope,
    filters: loaderData.result.filters,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
  // Client navigations fetch '<path>.data'; compare and link with the page's own path.
  const pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  const lang = langFromPath(pathname);
  let scope: CategoryScopeDto | null = null;
  if (params.slug !== undefined) {
    scope = await services.search.categoryBySlug(params.slug, lang);
    if (!scope) throw data(null, { status: 404 });
    // Leaves live under /product/subcategory, the two levels above under /product/category.
    const canonicalPath = localizedPath(lang, categoryPath(scope));
    if (canonicalPath !== pathname) throw redirect(`${canonicalPath}${url.search}`, 301);
  }
  // Pages forgive a bad parameter (it is dropped); the API answers 422 for the same.
  const filters = services.search.parseListFilters(rawQuery(url.searchParams), { lenient: true });
  const result = await services.search.list(filters, {
    lang,
    scopeCategoryId: scope?.id ?? null,
    pageUrl: (page) => withQuery(pathname, listingSearchParams({ ...filters, page })),
  });
  return { scope, result, origin: siteOrigin(request) };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { scope, result } = loaderData;
  const { filters, facets, meta, spelling, products } = result;
  const location = useLocation();
  const navigation = useNavigation();
  const path = location.pathname;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    // Back to where the sheet was opened from.
    document.getElementById(FILTER_BUTTON_ID)?.focus();
  }, []);
  useEffect(() => setFiltersOpen(false), [location.key]);
  const busy = navigation.state === "loading" && navigation.location?.pathname === path;
  const number = (value: number) => formatNumber(value, lang);
  const activeCount =
    filters.categories.length +
    filters.brands.length +
    filters.storetype.length +
    filters.cities.length +
    [filters.price_min, filters.price_max, filters.rating].filter((value) => value !== null).length;
  const heading = scope
    ? scope.name
    : spelling.query
      ? t("search.heading_query", { query: spelling.query })
      : t("search.title_all");
  const shown = spelling.corrected ?? spelling.query;

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 desk:py-6">
      {scope ? <Breadcrumbs trail={scope.breadcrumbs} /> : null}
      <div className="desk:grid desk:grid-cols-[15.5rem_minmax(0,1fr)] desk:items-start desk:gap-6">
        {/* The filters and the results hydrate each in a task of its own, after the header (HydrateLater). */}
        <HydrateLater>
          <FilterPanel
            path={path}
            filters={filters}
            facets={facets}
            scopeId={scope?.id ?? null}
            open={filtersOpen}
            onClose={closeFilters}
          />
        </HydrateLater>

        <section aria-labelledby="listing-heading" className="min-w-0 space-y-4">
          <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
            <div className="min-w-0 space-y-1">
              <h1 id="listing-heading" className="text-xl font-bold text-slate-900 desk:text-2xl">
                {heading}
              </h1>
              <p className="text-sm text-slate-600" aria-live="polite">
                {meta.total > 0 && meta.from !== null && meta.to !== null
                  ? t(shown ? "search.result_count_query" : "search.result_count", {
                      from: number(meta.from),
                      to: number(meta.to),
                      total: number(meta.total),
                      query: shown,
                    })
                  : t("search.no_results_count")}
              </p>
            </div>
            <div className="flex w-full items-center justify-between gap-2 desk:w-auto">
              <FilterButton count={activeCount} expanded={filtersOpen} onOpen={() => setFiltersOpen(true)} />
              <SortSelect path={path} filters={filters} />
            </div>
            {spelling.corrected ? (
              <p role="status" className="w-full rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t("search.corrected_original", { query: spelling.query })}{" "}
                <strong>{t("search.corrected", { corrected: spelling.corrected })}</strong>
              </p>
            ) : null}
          </header>

          {scope && scope.children.length > 0 ? (
            <nav aria-label={t("search.filters.categories")} className="-mx-4 overflow-x-auto px-4">
              <CategoryChips categories={scope.children} className="flex gap-2 whitespace-nowrap" />
            </nav>
          ) : null}

          <ActiveFilters path={path} filters={filters} facets={facets} />

          {products.length > 0 ? (
            <>
              <h2 className="sr-only">{t("search.products_label")}</h2>
              <HydrateLater>
                <ProductGrid products={products} columns={4} eager={4} busy={busy} equalHeights />
              </HydrateLater>
              <Pagination meta={meta} hrefFor={(page) => listingHref(path, filters, { page })} />
            </>
          ) : meta.total > 0 ? (
            // Past the last page: point back to the first.
            <p className="rounded-xl bg-white p-6 text-center text-sm text-slate-600 shadow-sm">
              <Link
                to={listingHref(path, filters, { sort: filters.sort })}
                className="font-semibold text-accent-strong hover:underline"
              >
                {t("common.page_n", { page: 1 })}
              </Link>
            </p>
          ) : (
            <EmptyResults path={path} filters={filters} spelling={spelling} />
          )}
        </section>
      </div>
    </div>
  );
}
