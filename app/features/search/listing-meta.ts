import type { MetaDescriptor } from "react-router";
import type { CategoryRefDto, ListFilters } from "../../../core/search/search.dto.ts";
import { DEFAULT_SORT, listingSearchParams, withQuery } from "../../../core/search/search.view.ts";
import { translator } from "../../../i18n/index.ts";
import type { Lang } from "../../lib/i18n.tsx";
import { pageMetaAt } from "../../lib/meta.ts";
import { hasActiveFilters } from "./listing-url.ts";

/**
 * Title, description, hreflang alternates (pageMeta), an absolute canonical link, and noindex for listings
 * that are copies of another (filtered, re-sorted) or search results.
 */
export function listingMeta(options: {
  lang: Lang;
  pathname: string;
  origin: string;
  scope: CategoryRefDto | null;
  filters: ListFilters;
}): MetaDescriptor[] {
  const { lang, pathname, origin, scope, filters } = options;
  const t = translator(lang);
  const title = scope
    ? scope.name
    : filters.search
      ? t("search.title_query", { query: filters.search })
      : t("search.title_all");
  const description = scope
    ? t("search.description_category", { category: scope.name })
    : filters.search
      ? t("search.description_query", { query: filters.search })
      : t("search.description");
  const canonical = `${origin}${withQuery(pathname, listingSearchParams({ search: scope ? "" : filters.search, page: filters.page }))}`;
  const noindex = !scope || hasActiveFilters(filters) || filters.sort !== DEFAULT_SORT;
  return [
    ...pageMetaAt({ lang, pathname, origin }, "search.title", "search.description").map((item): MetaDescriptor => {
      if ("title" in item) return { title: `${title} | Pasar` };
      if ("name" in item && item.name === "description") return { name: "description", content: description };
      return item;
    }),
    { tagName: "link", rel: "canonical", href: canonical },
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
