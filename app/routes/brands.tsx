import { Form, Link, useSearchParams } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/brands";
import { BRAND_LETTERS, BRAND_SORTS } from "../../core/merchant/merchant.view.ts";
import { SearchAndSort } from "../components/ui/search-and-sort.tsx";
import { Pagination } from "../components/ui/pagination.tsx";
import { pageUrl, rawQuery } from "../lib/route-helpers.server.ts";
import { routeMeta } from "../lib/seo.ts";
import { siteOrigin } from "../lib/site-origin.server.ts";
import { BrandGrid } from "../features/store/brand-grid.tsx";
import { formatCompact } from "../lib/format.ts";
import { langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { pageHrefs } from "../lib/page-hrefs.ts";
import { buttonClass } from "../components/ui/button.tsx";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export function meta({ error, location, loaderData }: Route.MetaArgs) {
  const input = loaderData?.input;
  const filtered = Boolean(
    input && (input.search || input.alphabetsearch || input.categories.length > 0 || input.sort !== "lates"),
  );
  return routeMeta({ error, location }, (t) => ({
    origin: loaderData?.origin,
    search: !filtered && input && input.page > 1 ? `?page=${input.page}` : "",
    title: `${t("landing.brands_title")} | Pasar`,
    description: t("landing.brands_description"),
    noindex: filtered,
  }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  // This page lists official stores only (spec §3 Brand: storetype 'official').
  const raw = { ...rawQuery(url.searchParams), storetype: undefined, per_page: undefined };
  const [{ input, page }, categories] = await Promise.all([
    services.merchants.brandsForPage(raw, localizedPath(lang, "/brands")),
    services.catalog.topCategories(lang),
  ]);
  const chosen = [...new Set([...(input["categories[]"] ?? []), ...(input.categories ?? [])])];
  return {
    origin: siteOrigin(request),
    input: {
      search: input.search ?? "",
      sort: input.sort,
      alphabetsearch: input.alphabetsearch,
      categories: chosen,
      page: input.page,
    },
    brands: page,
    categories,
  };
}

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { input, brands, categories } = loaderData;
  const [params] = useSearchParams();
  const base = localizedPath(lang, "/brands");

  /** This page's URL with some parameters changed; changing a filter goes back to page 1. */
  const hrefWith = (changes: Record<string, string | string[] | null>) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    next.delete("categories");
    for (const [key, value] of Object.entries(changes)) {
      next.delete(key);
      if (Array.isArray(value)) for (const item of value) next.append(key, item);
      else if (value !== null && value !== "") next.set(key, value);
    }
    if (input.categories.length > 0 && !("categories[]" in changes)) {
      next.delete("categories[]");
      for (const id of input.categories) next.append("categories[]", String(id));
    }
    const query = next.toString();
    return `${base}${query ? `?${query}` : ""}`;
  };
  const pageHref = pageHrefs(base, params);
  const letterClass = (active: boolean) =>
    `flex h-10 min-w-10 shrink-0 items-center justify-center whitespace-nowrap rounded-lg px-2 text-sm font-semibold transition desk:h-9 desk:min-w-9 ${
      active ? "bg-accent-strong text-white" : "text-slate-700 hover:bg-accent-soft hover:text-accent-strong"
    }`;
  const chipClass = (active: boolean) =>
    `inline-flex h-10 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm transition desk:h-9 ${
      active
        ? "border-accent bg-accent-soft font-semibold text-accent-strong"
        : "border-slate-300 bg-white text-slate-700 hover:border-accent hover:text-accent-strong"
    }`;

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-4 desk:py-6">
      <header className="overflow-hidden rounded-2xl bg-gradient-to-r from-violet-700 via-fuchsia-700 to-accent-strong px-5 py-6 text-white desk:px-8 desk:py-8">
        <h1 className="text-2xl font-extrabold desk:text-3xl">{t("landing.brands_title")}</h1>
        <p className="mt-1 max-w-2xl text-sm text-white/90 desk:text-base">{t("landing.brands_description")}</p>
      </header>

      <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm desk:p-5">
        <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-center" preventScrollReset>
          {input.alphabetsearch ? <input type="hidden" name="alphabetsearch" value={input.alphabetsearch} /> : null}
          {input.categories.map((id) => (
            <input key={id} type="hidden" name="categories[]" value={id} />
          ))}
          <SearchAndSort
            idPrefix="brand"
            search={{
              value: input.search,
              label: t("landing.search_brand"),
              submitLabel: t("landing.search_brand"),
              placeholder: t("landing.search_brand_placeholder"),
              className: "flex-1",
            }}
            sort={{
              value: input.sort,
              label: t("landing.sort"),
              options: BRAND_SORTS.map((sort) => ({ value: sort, label: t(`landing.sort_${sort}`) })),
              className: "sm:w-44 sm:flex-none",
            }}
          />
        </Form>

        <nav aria-label={t("landing.letter_filter")}>
          <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 desk:flex-wrap">
            <li>
              <Link
                to={hrefWith({ alphabetsearch: null })}
                preventScrollReset
                aria-current={input.alphabetsearch === null ? "true" : undefined}
                className={letterClass(input.alphabetsearch === null)}
              >
                {t("landing.all_brand")}
              </Link>
            </li>
            {BRAND_LETTERS.map((letter) => (
              <li key={letter}>
                <Link
                  to={hrefWith({ alphabetsearch: letter })}
                  preventScrollReset
                  aria-label={letter === "#" ? t("landing.letter_other") : letter}
                  aria-current={input.alphabetsearch === letter ? "true" : undefined}
                  className={letterClass(input.alphabetsearch === letter)}
                >
                  {letter}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t("landing.category_filter")}>
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 desk:flex-wrap">
            <li>
              <Link
                to={hrefWith({ "categories[]": [] })}
                preventScrollReset
                aria-current={input.categories.length === 0 ? "true" : undefined}
                className={chipClass(input.categories.length === 0)}
              >
                {t("landing.all")}
              </Link>
            </li>
            {categories.map((category) => {
              const active = input.categories.includes(category.id);
              const next = active
                ? input.categories.filter((id) => id !== category.id)
                : [...input.categories, category.id];
              return (
                <li key={category.id}>
                  <Link
                    to={hrefWith({ "categories[]": next.map(String) })}
                    preventScrollReset
                    aria-current={active ? "true" : undefined}
                    className={chipClass(active)}
                  >
                    {category.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      <p className="text-sm text-slate-600" role="status">
        {t("landing.brand_count", { count: formatCompact(brands.meta.total) })}
      </p>
      {brands.items.length === 0 ? (
        <div className="rounded-2xl bg-white px-4 py-14 text-center shadow-sm">
          <p className="text-base font-semibold text-slate-800">{t("landing.no_brands")}</p>
          <p className="mt-1 text-sm text-slate-500">{t("landing.no_brands_text")}</p>
          <Link
            to={base}
            className={buttonClass({ look: "accent", className: "mt-4 inline-block px-4 py-2 text-sm font-semibold" })}
          >
            {t("landing.reset_filters")}
          </Link>
        </div>
      ) : (
        <BrandGrid brands={brands.items} />
      )}
      <Pagination meta={brands.meta} hrefFor={pageHref} />
    </div>
  );
}
