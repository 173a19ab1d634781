import { Link } from "react-router";
import type { ListFilters, SearchFacetsDto } from "../../../core/search/search.dto.ts";
import { formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { clearedFilters, hasActiveFilters, listingHref, withoutFilter, type FilterKey } from "./listing-url.ts";

interface Chip {
  key: string;
  label: string;
  href: string;
}

/** The chosen filters as removable chips (each a link without that filter) and 'Clear all'. */
export function ActiveFilters({
  path,
  filters,
  facets,
}: {
  path: string;
  filters: ListFilters;
  facets: SearchFacetsDto;
}) {
  const { t } = useI18n();
  if (!hasActiveFilters(filters)) return null;
  const chip = (key: FilterKey, value: string | number | undefined, label: string): Chip => ({
    key: `${key}-${value ?? ""}`,
    label,
    href: listingHref(path, filters, withoutFilter(filters, key, value)),
  });
  const chips: Chip[] = [
    ...filters.categories.map((id) =>
      chip("categories", id, facets.categories.find((item) => item.id === id)?.name ?? String(id)),
    ),
    ...filters.brands.map((id) => chip("brands", id, facets.brands.find((item) => item.id === id)?.name ?? String(id))),
    ...filters.storetype.map((id) => chip("storetype", id, t(`search.storetype.${id}`))),
    ...filters.cities.map((id) => chip("cities", id, facets.cities.find((item) => item.id === id)?.name ?? id)),
    ...(filters.price_min !== null
      ? [chip("price_min", undefined, t("search.filters.chip_price_min", { price: formatRupiah(filters.price_min) }))]
      : []),
    ...(filters.price_max !== null
      ? [chip("price_max", undefined, t("search.filters.chip_price_max", { price: formatRupiah(filters.price_max) }))]
      : []),
    ...(filters.rating !== null
      ? [chip("rating", undefined, t("search.filters.chip_rating", { rating: filters.rating }))]
      : []),
  ];
  return (
    <section aria-label={t("search.filters.active")} className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((item) => (
          <li key={item.key}>
            <Link
              to={item.href}
              preventScrollReset
              aria-label={t("search.filters.remove", { label: item.label })}
              className="touch-target relative flex h-8 items-center gap-1.5 rounded-full border border-accent/40 bg-accent-soft pl-3 pr-2 text-xs font-semibold text-accent-strong hover:border-accent"
            >
              <span className="max-w-48 truncate">{item.label}</span>
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={listingHref(path, filters, clearedFilters(filters))}
        preventScrollReset
        className="touch-target relative px-1 text-xs font-semibold text-slate-600 underline-offset-2 hover:text-accent-strong hover:underline"
      >
        {t("search.clear_filters")}
      </Link>
    </section>
  );
}
