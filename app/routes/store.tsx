import { Form, useNavigation, useSearchParams } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/store";
import { SearchAndSort } from "../components/ui/search-and-sort.tsx";
import { Pagination } from "../components/ui/pagination.tsx";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { orErrorResponse, pageUrl, rawQuery } from "../lib/route-helpers.server.ts";
import { routeMeta } from "../lib/seo.ts";
import { siteOrigin } from "../lib/site-origin.server.ts";
import { StoreHeader } from "../features/store/store-header.tsx";
import { StoreBanners } from "../features/store/store-banners.tsx";
import { VoucherList } from "../features/store/voucher-list.tsx";
import { formatCompact } from "../lib/format.ts";
import { langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { pageHrefs } from "../lib/page-hrefs.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

const SORTS = ["bestseller", "newest", "price_asc", "price_desc", "rating"] as const;

export function meta({ error, location, loaderData }: Route.MetaArgs) {
  return routeMeta({ error, location }, (t) => {
    if (!loaderData) return [{ title: `${t("store.not_found")} | Pasar` }];
    const { store, input } = loaderData;
    const filtered = Boolean(input.search) || input.sort !== "bestseller";
    return {
      origin: loaderData.origin,
      search: !filtered && input.page > 1 ? `?page=${input.page}` : "",
      title: t("store.title", { name: store.merchant_name }),
      description: t("store.description", {
        name: store.merchant_name,
        city: store.city,
        count: formatCompact(store.product_count),
      }),
      image: store.logo,
      // Searches and re-sorted copies of the store are not pages of their own.
      noindex: filtered,
    };
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const store = await orErrorResponse(services.merchants.detail(params.merchantSlug, lang));
  const { input, page } = await services.merchants.productsForPage(
    params.merchantSlug,
    rawQuery(url.searchParams),
    localizedPath(lang, `/store/${store.merchant_slug}`),
  );
  return {
    origin: siteOrigin(request),
    store,
    input: { search: input.search ?? "", sort: input.sort, page: input.page },
    products: page,
  };
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { store, input, products } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy =
    navigation.state === "loading" &&
    navigation.location?.pathname === localizedPath(lang, `/store/${store.merchant_slug}`);
  const hrefFor = pageHrefs(localizedPath(lang, `/store/${store.merchant_slug}`), params, "#products");
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-4 desk:py-6">
      <StoreHeader store={store} />
      <StoreBanners banners={store.banners} name={store.merchant_name} />
      <VoucherList vouchers={store.vouchers} />

      <section aria-labelledby="products-heading" id="products" className="scroll-mt-28 space-y-4">
        <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm desk:flex-row desk:items-center desk:justify-between">
          <h2 id="products-heading" className="text-base font-bold text-slate-900">
            {input.search
              ? t("store.results_for", { count: formatCompact(products.meta.total), search: input.search })
              : `${t("store.all_products")} (${formatCompact(products.meta.total)})`}
          </h2>
          <Form
            method="get"
            role="search"
            className="flex flex-col gap-2 sm:flex-row sm:items-center"
            preventScrollReset
          >
            <SearchAndSort
              idPrefix="store"
              search={{
                value: input.search,
                label: t("store.search_label"),
                submitLabel: t("store.search_submit"),
                placeholder: t("store.search_placeholder", { name: store.merchant_name }),
                className: "sm:w-72",
              }}
              sort={{
                value: input.sort,
                label: t("store.sort"),
                options: SORTS.map((sort) => ({ value: sort, label: t(`store.sort_${sort}`) })),
              }}
            />
          </Form>
        </div>

        {products.items.length === 0 ? (
          <div className="rounded-2xl bg-white px-4 py-14 text-center shadow-sm">
            <p className="text-base font-semibold text-slate-800">
              {input.search || products.meta.total > 0 ? t("store.no_products") : t("store.empty_store")}
            </p>
            {input.search || products.meta.total > 0 ? (
              <>
                <p className="mt-1 text-sm text-slate-500">{t("store.no_products_text")}</p>
                <a
                  href={localizedPath(lang, `/store/${store.merchant_slug}`)}
                  className="mt-4 inline-block rounded-lg border border-accent px-4 py-2 text-sm font-semibold text-accent-strong hover:bg-accent-soft"
                >
                  {t("store.clear_search")}
                </a>
              </>
            ) : null}
          </div>
        ) : (
          <ProductGrid products={products.items} columns={5} eager={5} busy={busy} testId="store-products" />
        )}
        <Pagination meta={products.meta} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
